package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanewire.text.Latin1;
import dev.lanewire.text.Utf16;
import dev.lanewire.text.Utf8;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Whatever the dispatcher bound in this configuration, the façades produce the JDK's bytes. Core's
 * surefire runs this class under every dispatch configuration, so a kernel variant that is only
 * bound under one of them is still checked against the JDK.
 */
class FacadeBytesTest {

    /** Lengths straddling the size classes (16, 256) and every vector width in chars and bytes. */
    private static final int[] LENGTHS = {0, 1, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129,
        255, 256, 257, 511, 512, 513, 1000, 4099};

    /** Code points by script: ASCII, Latin-1, Greek (2 bytes), CJK (3 bytes), emoji (4 bytes). */
    private static final int[][] SCRIPTS = {{0x20, 0x7E}, {0xA0, 0xFF}, {0x391, 0x3C9}, {0x4E00, 0x9FFF},
        {0x1F600, 0x1F64F}};

    private static List<String> corpus(int maxScript) {
        SplittableRandom random = new SplittableRandom(0x1A9E_0004L);
        List<String> out = new ArrayList<>();
        for (int len : LENGTHS) {
            for (int mix = 0; mix < 4; mix++) {
                StringBuilder b = new StringBuilder();
                while (b.length() < len) {
                    int script = mix == 0 ? 0 : random.nextInt(10) < 8 ? 0 : random.nextInt(1, maxScript + 1);
                    int[] range = SCRIPTS[script];
                    int cp = random.nextInt(range[0], range[1] + 1);
                    if (b.length() + Character.charCount(cp) > len) {
                        cp = 'x';
                    }
                    b.appendCodePoint(cp);
                }
                out.add(b.toString());
            }
        }
        return out;
    }

    private static String hex(byte[] b) {
        return HexFormat.of().formatHex(b, 0, Math.min(b.length, 64));
    }

    @Test
    void utf8EncodeAndDecodeMatchTheJdk() {
        for (String s : corpus(SCRIPTS.length - 1)) {
            byte[] expected = s.getBytes(StandardCharsets.UTF_8);
            byte[] actual = Utf8.encode(s);
            assertArrayEquals(expected, actual, () -> "encode of length " + s.length() + ": " + hex(expected));
            assertEquals(expected.length, Utf8.encodedLength(s));
            assertEquals(-1, Utf8.validate(actual, 0, actual.length), () -> hex(actual));
            assertEquals(s, Utf8.decode(actual, 0, actual.length), () -> hex(actual));
        }
    }

    @Test
    void latin1CompressAndInflateMatchTheJdk() {
        for (String s : corpus(1)) {
            char[] chars = s.toCharArray();
            byte[] out = new byte[chars.length];
            assertEquals(chars.length, Latin1.compress(chars, 0, out, 0, chars.length));
            byte[] expected = s.getBytes(StandardCharsets.ISO_8859_1);
            assertArrayEquals(expected, out, () -> hex(expected));
            char[] back = new char[out.length];
            Latin1.inflate(out, 0, back, 0, out.length);
            assertEquals(s, new String(back));
        }
    }

    @Test
    void latin1CompressStopsAtTheFirstWideChar() {
        for (String s : corpus(1)) {
            for (int at : new int[] {0, s.length() / 2, s.length() - 1}) {
                if (s.isEmpty()) {
                    continue;
                }
                char[] chars = s.toCharArray();
                chars[at] = '\u0100';
                byte[] out = new byte[chars.length];
                assertEquals(at, Latin1.compress(chars, 0, out, 0, chars.length), "length " + chars.length);
                byte[] expected = s.substring(0, at).getBytes(StandardCharsets.ISO_8859_1);
                byte[] actual = java.util.Arrays.copyOf(out, at);
                assertArrayEquals(expected, actual, () -> hex(expected));
            }
        }
    }

    @Test
    void utf16LittleEndianMatchesTheJdk() {
        for (String s : corpus(SCRIPTS.length - 1)) {
            char[] chars = s.toCharArray();
            byte[] out = new byte[2 * chars.length];
            Utf16.toBytesLE(chars, 0, out, 0, chars.length);
            byte[] expected = s.getBytes(StandardCharsets.UTF_16LE);
            assertArrayEquals(expected, out, () -> hex(expected));
            char[] back = new char[chars.length];
            Utf16.fromBytesLE(out, 0, back, 0, chars.length);
            assertEquals(s, new String(back));
        }
    }
}
