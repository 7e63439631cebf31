package dev.lanewire.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * The {@link Utf8} façade against the JDK, in every size class: run by core's surefire once with
 * the vector kernels and once without the module (scalar twins only).
 */
class Utf8Test {

    @Test
    void wellFormedTextOfEveryScriptAndSizeClassRoundTrips() {
        Random r = new Random(11);
        for (int script = -1; script < TextSamples.scripts(); script++) {
            for (int len : TextSamples.LENGTHS) {
                String s = TextSamples.text(script, len, r);
                byte[] jdk = s.getBytes(StandardCharsets.UTF_8);
                byte[] padded = new byte[jdk.length + 9];
                System.arraycopy(jdk, 0, padded, 5, jdk.length);
                char[] chars = s.toCharArray();
                assertEquals(jdk.length, Utf8.encodedLength(chars, 0, chars.length), () -> "encodedLength " + s);
                byte[] exact = new byte[jdk.length + 2];
                assertEquals(jdk.length, Utf8.encode(chars, 0, chars.length, exact, 1, jdk.length));
                assertArrayEquals(jdk, java.util.Arrays.copyOfRange(exact, 1, 1 + jdk.length), () -> "encode " + s);
                byte[] within = new byte[3 * chars.length + 1];
                assertEquals(jdk.length, Utf8.encodeWithin(chars, 0, chars.length, within, 1));
                assertArrayEquals(jdk, java.util.Arrays.copyOfRange(within, 1, 1 + jdk.length), () -> "encodeWithin " + s);
                assertEquals(-1, Utf8.validate(padded, 5, jdk.length), () -> "validate " + TextSamples.hex(jdk));
                char[] back = new char[jdk.length];
                int n = Utf8.decode(padded, 5, jdk.length, back, 0);
                assertEquals(s, new String(back, 0, n), () -> "decode " + TextSamples.hex(jdk));
                assertEquals(5 + firstNonAscii(jdk), Utf8.asciiPrefix(padded, 5, jdk.length));
            }
        }
    }

    private static int firstNonAscii(byte[] b) {
        int i = 0;
        while (i < b.length && b[i] >= 0) {
            i++;
        }
        return i;
    }

    @Test
    void malformedInputIsReportedAtTheJdkDecodersIndex() {
        Random r = new Random(12);
        byte[][] defects = {{(byte) 0xC3}, {(byte) 0x80}, {(byte) 0xC0, (byte) 0x80}, {(byte) 0xE0, (byte) 0x80, (byte) 0x80},
            {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xF0, (byte) 0x80, (byte) 0x80, (byte) 0x80},
            {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, {(byte) 0xF5}, {(byte) 0xFF}, {(byte) 0xE2, (byte) 0x82}};
        for (int len : TextSamples.LENGTHS) {
            byte[] base = TextSamples.text(2, len + 4, r).getBytes(StandardCharsets.UTF_8);
            for (byte[] defect : defects) {
                int cut = Math.min(len, base.length);
                while (cut > 0 && cut < base.length && (base[cut] & 0xC0) == 0x80) {
                    cut--;
                }
                int at = cut;
                // Inserted at a sequence boundary and followed by ASCII, each defect is malformed.
                byte[] b = new byte[base.length + defect.length + 1];
                System.arraycopy(base, 0, b, 0, at);
                System.arraycopy(defect, 0, b, at, defect.length);
                b[at + defect.length] = 'x';
                System.arraycopy(base, at, b, at + defect.length + 1, base.length - at);
                int expected = TextSamples.jdkErrorIndex(b, 0, b.length);
                assertEquals(at, expected, () -> "the JDK should reject " + TextSamples.hex(b) + " at " + at);
                assertEquals(expected, Utf8.validate(b, 0, b.length), () -> "validate " + TextSamples.hex(b));
                assertEquals(-1 - expected, Utf8.decode(b, 0, b.length, new char[b.length], 0), () -> "decode " + TextSamples.hex(b));
            }
        }
    }

    @Test
    void anUnpairedSurrogateIsReportedAtItsIndex() {
        for (int len : TextSamples.LENGTHS) {
            for (int at = 0; at < len; at += Math.max(1, len / 7)) {
                StringBuilder sb = new StringBuilder("ж".repeat(len));
                sb.setCharAt(at, at % 2 == 0 ? '\uD83D' : '\uDE00');
                String s = sb.toString();
                int index = at;
                char[] chars = s.toCharArray();
                assertEquals(-1 - index, Utf8.encodedLength(chars, 0, len));
                assertEquals(-1 - index, Utf8.encodeWithin(chars, 0, len, new byte[3 * len], 0));
                assertEquals(-1 - index, Utf8.encode(chars, 0, len, new byte[3 * len], 0, 3 * len));
            }
        }
    }

    @Test
    void decodingIntoCharsReturnsTheCountOrTheErrorIndex() {
        Random r = new Random(13);
        for (int len : TextSamples.LENGTHS) {
            String s = TextSamples.text(-1, len, r);
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            char[] dst = new char[b.length + 2];
            int n = Utf8.decode(b, 0, b.length, dst, 2);
            assertEquals(s, new String(dst, 2, n));
            if (b.length > 0) {
                byte[] bad = b.clone();
                bad[b.length / 2] = (byte) 0xFF;
                assertEquals(-1 - TextSamples.jdkErrorIndex(bad, 0, bad.length), Utf8.decode(bad, 0, bad.length, dst, 1),
                        () -> TextSamples.hex(bad));
            }
        }
        assertThrows(IndexOutOfBoundsException.class, () -> Utf8.decode(new byte[8], 0, 8, new char[7], 0));
    }

    @Test
    void rangesOutsideTheArrayAreRejectedBeforeAnyWork() {
        byte[] b = new byte[10];
        assertThrows(IndexOutOfBoundsException.class, () -> Utf8.validate(b, 5, 6));
        assertThrows(IndexOutOfBoundsException.class, () -> Utf8.decode(b, -1, 2, new char[4], 0));
        assertThrows(IndexOutOfBoundsException.class, () -> Utf8.encodeWithin(new char[4], 0, 4, new byte[11], 0));
        assertThrows(IndexOutOfBoundsException.class, () -> Utf8.asciiPrefix(b, 0, 11));
    }

    @Property(tries = 200)
    void anyStringEncodesAndDecodesLikeTheJdk(@ForAll String s) {
        byte[] jdk = s.getBytes(StandardCharsets.UTF_8);
        char[] chars = s.toCharArray();
        byte[] out = new byte[3 * chars.length];
        int n = Utf8.encodeWithin(chars, 0, chars.length, out, 0);
        if (StandardCharsets.UTF_8.newEncoder().canEncode(s)) {
            assertArrayEquals(jdk, java.util.Arrays.copyOf(out, n), () -> "encode " + s);
            char[] back = new char[jdk.length];
            assertEquals(s, new String(back, 0, Utf8.decode(jdk, 0, jdk.length, back, 0)));
        } else {
            assertTrue(n < 0, () -> "encode " + s);
        }
    }

    @Property(tries = 200)
    void anyBytesValidateLikeTheJdk(@ForAll byte[] b) {
        assertEquals(TextSamples.jdkErrorIndex(b, 0, b.length), Utf8.validate(b, 0, b.length),
                () -> TextSamples.hex(b));
    }
}
