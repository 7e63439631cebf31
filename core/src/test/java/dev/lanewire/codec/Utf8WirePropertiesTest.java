package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.kernel.scalar.ScalarUtf8Kernel;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.agrona.BufferUtil;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * UTF-8 strings on the wire against the scalar twin, the reference, over text of every width mixed
 * within a few chars (so that each vector block and each kernel tail meets mixes, not one script):
 * a payload read from the wire gives the twin's chars or is refused at the twin's byte, malformed
 * forms included; a string written gives the JDK's bytes or is refused at the twin's char, unpaired
 * surrogates included. Lengths cover the small and medium size classes and the kernels' one-vector
 * passes; heap and off-heap buffers; run under every dispatch execution of core.
 */
class Utf8WirePropertiesTest {

    /** Chars at each width's edges and inside: 1, 2 and 3 bytes, both surrogate halves at their edges. */
    private static final char[] CHARS = {'a', ' ', '~', '\u0080', '\u00E9', '\u00FF', '\u0100', '\u0436', '\u07FF',
        '\u0800', '\u6771', '\uD7FF', '\uE000', '\uFFFD', '\uFFFF', '\uD83D', '\uDE00', '\uDBFF', '\uDFFF', '\uD800', '\uDC00'};

    /**
     * Latin-1 chars at the edges of UTF-8's one- and two-byte forms and of the two lead bytes a
     * Latin-1 char takes ({@code 0xC2}, {@code 0xC3}), for the Latin-1 roads of short strings.
     */
    private static final char[] LATIN1_CHARS = {'a', ' ', '\u0000', '\u007F', '\u0080', '\u00BF', '\u00C0', '\u00E9',
        '\u00FF'};

    /**
     * Chars of one and two UTF-8 bytes at their edges, Latin-1 and above it (whose leads are
     * {@code 0xC4} and above), for the two-byte road of short strings.
     */
    private static final char[] TWO_BYTE_CHARS = {'a', '\u0000', '\u007F', '\u0080', '\u00FF', '\u0100', '\u0436',
        '\u05D0', '\u07FF'};

    /** Bytes that make a sequence malformed in one of the ways the strict decoder refuses. */
    private static final byte[] BAD = {(byte) 0x80, (byte) 0xBF, (byte) 0xC0, (byte) 0xC1, (byte) 0xC2, (byte) 0xE0,
        (byte) 0xED, (byte) 0xF0, (byte) 0xF4, (byte) 0xF5, (byte) 0xFF, 0x41, (byte) 0x9F, (byte) 0xA0, (byte) 0x8F, (byte) 0x90};

    /** {@code len} chars drawn from {@link #CHARS}; where {@code paired}, each surrogate drawn becomes a pair. */
    private static char[] chars(Random r, int len, boolean paired) {
        char[] out = new char[len];
        for (int i = 0; i < len; i++) {
            char c = CHARS[r.nextInt(CHARS.length)];
            if (paired && Character.isSurrogate(c)) {
                if (i + 1 < len) {
                    out[i++] = '\uD83D';
                    c = (char) ('\uDE00' + r.nextInt(0x50));
                } else {
                    c = 'z';
                }
            }
            out[i] = c;
        }
        return out;
    }

    /** {@code len} chars drawn from {@code alphabet}. */
    private static char[] drawn(Random r, int len, char[] alphabet) {
        char[] out = new char[len];
        for (int i = 0; i < len; i++) {
            out[i] = alphabet[r.nextInt(alphabet.length)];
        }
        return out;
    }

    /** Well-formed UTF-8 of mixed widths with, where {@code corrupt}, one to three bytes changed. */
    private static byte[] payload(Random r, int chars, boolean corrupt) {
        return corrupted(r, new String(chars(r, chars, true)).getBytes(StandardCharsets.UTF_8), corrupt);
    }

    /** {@code out} with, where {@code corrupt}, one to three bytes changed. */
    private static byte[] corrupted(Random r, byte[] out, boolean corrupt) {
        if (corrupt && out.length > 0) {
            for (int k = 1 + r.nextInt(3); k > 0; k--) {
                out[r.nextInt(out.length)] = r.nextInt(4) == 0 ? (byte) r.nextInt() : BAD[r.nextInt(BAD.length)];
            }
        }
        return out;
    }

    @Property(tries = 600)
    void aPayloadReadsAsTheTwinDecodesItOrIsRefusedAtTheTwinsByte(@ForAll long seed, @ForAll @IntRange(min = 1, max = 90) int chars) {
        Random r = new Random(seed);
        readsAsTheTwinDecodesOrIsRefusedAtTheTwinsByte(payload(r, chars, r.nextBoolean()), false, r);
    }

    /** Latin-1 text, well-formed or corrupted, across the length that ends the Latin-1 loop. */
    @Property(tries = 400)
    void aLatin1PayloadReadsAsTheTwinDecodesItOrIsRefusedAtTheTwinsByte(@ForAll long seed,
            @ForAll @IntRange(min = 1, max = 2 * StringCoding.LATIN1_UTF8_LOOP_CHARS + 2) int chars) {
        Random r = new Random(seed);
        byte[] utf8 = new String(drawn(r, chars, LATIN1_CHARS)).getBytes(StandardCharsets.UTF_8);
        readsAsTheTwinDecodesOrIsRefusedAtTheTwinsByte(corrupted(r, utf8, r.nextBoolean()), true, r);
    }

    /**
     * One- and two-byte text, well-formed or corrupted, across the length that ends the Latin-1
     * loop, whose filter must hand it on to the kernel wherever a char lies above {@code 0xFF}.
     */
    @Property(tries = 400)
    void aTwoBytePayloadReadsAsTheTwinDecodesItOrIsRefusedAtTheTwinsByte(@ForAll long seed,
            @ForAll @IntRange(min = 1, max = 2 * StringCoding.LATIN1_UTF8_LOOP_CHARS + 2) int chars) {
        Random r = new Random(seed);
        byte[] utf8 = new String(drawn(r, chars, TWO_BYTE_CHARS)).getBytes(StandardCharsets.UTF_8);
        readsAsTheTwinDecodesOrIsRefusedAtTheTwinsByte(corrupted(r, utf8, r.nextBoolean()), true, r);
    }

    /**
     * Reads {@code payload} behind a header the reader takes to it: the decoded count when
     * well-formed, else a count within one to three bytes a char (the fewest chars, or where
     * {@code anyCount} any such count, so that malformed payloads also meet the roads chosen by
     * the ratio of bytes to chars). Where {@code anyCount}, a well-formed payload's header is
     * sometimes one char off, which must be refused at the header.
     */
    private static void readsAsTheTwinDecodesOrIsRefusedAtTheTwinsByte(byte[] payload, boolean anyCount, Random r) {
        char[] decoded = new char[payload.length];
        int n = ScalarUtf8Kernel.decode0(payload, 0, payload.length, decoded, 0);
        int fewest = Math.max(1, (payload.length + 2) / 3);
        int charLen = n >= 0 ? n : anyCount ? fewest + r.nextInt(payload.length - fewest + 1) : fewest;
        if (n >= 0 && anyCount && r.nextInt(4) == 0) {
            int off = r.nextBoolean() ? charLen + 1 : charLen - 1;
            if (off >= fewest && off <= payload.length) {
                refusedAtTheHeader(payload, off);
            }
        }
        // One byte before the string, so that the reader starts at an offset.
        byte[] string = StringPathPropertiesTest.utf8Wire(charLen, payload);
        byte[] w = new byte[1 + string.length];
        w[0] = 7;
        System.arraycopy(string, 0, w, 1, string.length);
        int at = w.length - payload.length;
        UnsafeBuffer direct = new UnsafeBuffer(BufferUtil.allocateDirectAligned(w.length + 64, 64));
        direct.putBytes(0, w);
        for (MutableDirectBuffer b : new MutableDirectBuffer[] {new UnsafeBuffer(w), direct}) {
            WireReader reader = new WireReader(b, 1, w.length);
            if (n >= 0) {
                assertEquals(new String(payload, StandardCharsets.UTF_8), reader.readString());
                assertEquals(w.length, reader.position());
            } else {
                CodecException e = assertThrows(CodecException.class, reader::readString);
                assertEquals(at + (-1 - n), e.offset(), () -> HexFormat.of().formatHex(payload));
            }
        }
    }

    /** Reads {@code payload} behind a header of {@code charLen} chars it does not decode to, heap and off-heap. */
    private static void refusedAtTheHeader(byte[] payload, int charLen) {
        byte[] w = StringPathPropertiesTest.utf8Wire(charLen, payload);
        for (MutableDirectBuffer b : StringPathPropertiesTest.both(w)) {
            CodecException e = assertThrows(CodecException.class, () -> new WireReader(b, 0, w.length).readString(),
                    () -> charLen + " chars: " + HexFormat.of().formatHex(payload));
            assertEquals(0, e.offset());
        }
    }

    @Property(tries = 600)
    void aStringIsWrittenAsTheJdkEncodesItOrRefusedAtTheTwinsChar(@ForAll long seed, @ForAll @IntRange(max = 90) int len) {
        Random r = new Random(seed);
        writtenAsTheJdkEncodesOrRefusedAtTheTwinsChar(new String(chars(r, len, r.nextInt(3) != 0)));
    }

    /** Latin-1 text across the length that ends the Latin-1 loop. */
    @Property(tries = 200)
    void aLatin1StringIsWrittenAsTheJdkEncodesIt(@ForAll long seed,
            @ForAll @IntRange(max = 2 * StringCoding.LATIN1_UTF8_LOOP_CHARS + 2) int len) {
        writtenAsTheJdkEncodesOrRefusedAtTheTwinsChar(new String(drawn(new Random(seed), len, LATIN1_CHARS)));
    }

    /**
     * Text of every width across the length that ends the UTF-16 loop, most of it stored as UTF-16
     * (a char above {@code 0xFF} put in at random, which may break a surrogate pair).
     */
    @Property(tries = 400)
    void aShortUtf16StringIsWrittenAsTheJdkEncodesItOrRefusedAtTheTwinsChar(@ForAll long seed,
            @ForAll @IntRange(max = 2 * StringCoding.UTF16_UTF8_LOOP_CHARS + 2) int len) {
        Random r = new Random(seed);
        char[] c = chars(r, len, r.nextInt(3) != 0);
        if (len > 0 && r.nextBoolean()) {
            c[r.nextInt(len)] = '\u6771';
        }
        writtenAsTheJdkEncodesOrRefusedAtTheTwinsChar(new String(c));
    }

    private static void writtenAsTheJdkEncodesOrRefusedAtTheTwinsChar(String s) {
        int len = s.length();
        char[] src = s.toCharArray();
        int n = ScalarUtf8Kernel.encode0(src, 0, len, new byte[3 * len], 0);
        for (MutableDirectBuffer b : new MutableDirectBuffer[] {new UnsafeBuffer(new byte[3 * len + 32]),
            new UnsafeBuffer(ByteBuffer.allocateDirect(3 * len + 32))}) {
            WireWriter writer = new WireWriter(b, 2);
            if (n >= 0) {
                writer.writeStringUtf8(s);
                byte[] got = new byte[writer.position() - 2];
                b.getBytes(2, got);
                assertArrayEquals(StringPathPropertiesTest.utf8Wire(len, s.getBytes(StandardCharsets.UTF_8)), got, s);
                assertEquals(s, new WireReader(b, 2, writer.position()).readString());
            } else {
                CodecException e = assertThrows(CodecException.class, () -> writer.writeStringUtf8(s));
                assertEquals(2, e.offset());
                assertTrue(e.getMessage().contains("char index " + (-1 - n) + " "), e.getMessage());
                assertEquals(2, writer.position());
            }
        }
    }
}
