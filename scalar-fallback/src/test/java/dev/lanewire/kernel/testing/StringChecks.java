package dev.lanewire.kernel.testing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.Utf16Kernel;
import dev.lanewire.kernel.Utf8Kernel;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Differential assertions: one kernel's answer on one input against the JDK's. Every failure
 * message names the kernel and prints the input in hex.
 */
public final class StringChecks {

    private StringChecks() {
    }

    /** Every {@link Utf8Kernel} byte-side operation on {@code src[off .. off+len)}. */
    public static void utf8Bytes(Utf8Kernel k, byte[] src, int off, int len) {
        String where = k.getClass().getSimpleName() + " off=" + off + " len=" + len + " input="
                + StringFixtures.hex(src, off, len);
        int err = StringFixtures.jdkUtf8ErrorIndex(src, off, len);
        assertEquals(StringFixtures.firstNonAscii(src, off, len), k.asciiPrefix(src, off, len), "asciiPrefix " + where);
        assertEquals(err, k.validate(src, off, len), "validate " + where);
        char[] dst = new char[len + 8];
        java.util.Arrays.fill(dst, '\uFFFE');
        int n = k.decode(src, off, len, dst, 3);
        assertEquals('\uFFFE', dst[2], "decode wrote before dstOff " + where);
        assertEquals('\uFFFE', dst[3 + len], "decode wrote past dstOff + len " + where);
        if (err >= 0) {
            assertEquals(-1 - err, k.utf16Length(src, off, len), "utf16Length " + where);
            assertEquals(-1 - err, n, "decode " + where);
        } else {
            char[] expected = new String(src, off, len, StandardCharsets.UTF_8).toCharArray();
            assertEquals(expected.length, k.utf16Length(src, off, len), "utf16Length " + where);
            assertEquals(expected.length, n, "decode count " + where);
            assertArrayEquals(expected, Arrays.copyOfRange(dst, 3, 3 + n), "decode " + where);
        }
    }

    /** Every {@link Utf8Kernel} char-side operation on {@code src[off .. off+len)}. */
    public static void utf8Chars(Utf8Kernel k, char[] src, int off, int len) {
        utf8Chars(k, src, off, len, 3);
    }

    /**
     * As {@link #utf8Chars(Utf8Kernel, char[], int, int)}, with {@code roomAfter} bytes of the
     * output array after the worst-case output (the codec's scratch arrays have more than a
     * vector's).
     */
    public static void utf8Chars(Utf8Kernel k, char[] src, int off, int len, int roomAfter) {
        String where = k.getClass().getSimpleName() + " off=" + off + " len=" + len + " of " + src.length
                + " room=" + roomAfter + " input=" + StringFixtures.hex(src, off, len);
        int err = StringFixtures.jdkUnpairedSurrogateIndex(src, off, len);
        byte[] dst = new byte[5 + 3 * len + roomAfter];
        Arrays.fill(dst, (byte) 0x55);
        int n = k.encode(src, off, len, dst, 5);
        if (err >= 0) {
            assertEquals(-1 - err, k.encodedLength(src, off, len), "encodedLength " + where);
            assertEquals(-1 - err, n, "encode " + where);
        } else {
            byte[] expected = new String(src, off, len).getBytes(StandardCharsets.UTF_8);
            assertEquals(expected.length, k.encodedLength(src, off, len), "encodedLength " + where);
            assertEquals(expected.length, n, "encode count " + where);
            assertArrayEquals(expected, Arrays.copyOfRange(dst, 5, 5 + n), "encode " + where);
            for (int i = 5 + n; i < dst.length; i++) {
                // Vector variants store whole vectors: none may reach past the output's end.
                assertEquals(0x55, dst[i] & 0xFF, "encode wrote past its output, at +" + (i - 5 - n) + " " + where);
            }
            assertEquals(0x55, dst[4] & 0xFF, "encode wrote before dstOff " + where);
        }
    }

    /** {@link Latin1Kernel#compress} and, on the narrowed prefix, {@link Latin1Kernel#inflate}. */
    public static void latin1(Latin1Kernel k, char[] src, int off, int len) {
        String where = k.getClass().getSimpleName() + " off=" + off + " len=" + len + " input="
                + StringFixtures.hex(src, off, len);
        int expectedN = 0;
        while (expectedN < len && src[off + expectedN] <= 0xFF) {
            expectedN++;
        }
        byte[] dst = new byte[len + 9];
        Arrays.fill(dst, (byte) 0x55);
        assertEquals(expectedN, k.compress(src, off, dst, 7, len), "compress count " + where);
        byte[] expected = new String(src, off, expectedN).getBytes(StandardCharsets.ISO_8859_1);
        assertArrayEquals(expected, Arrays.copyOfRange(dst, 7, 7 + expectedN), "compress " + where);
        assertEquals(0x55, dst[6] & 0xFF, "compress wrote before dstOff " + where);
        if (expectedN == len) {
            assertEquals(0x55, dst[7 + len] & 0xFF, "compress wrote past the range " + where);
        }
        char[] back = new char[expectedN + 4];
        Arrays.fill(back, '\uFFFF');
        k.inflate(dst, 7, back, 2, expectedN);
        char[] jdk = new String(dst, 7, expectedN, StandardCharsets.ISO_8859_1).toCharArray();
        assertArrayEquals(jdk, Arrays.copyOfRange(back, 2, 2 + expectedN), "inflate " + where);
        assertEquals('\uFFFF', back[1], "inflate wrote before dstOff " + where);
        assertEquals('\uFFFF', back[2 + expectedN], "inflate wrote past the range " + where);
    }

    /** {@link Utf16Kernel} both ways against the JDK's UTF-16LE charset. */
    public static void utf16(Utf16Kernel k, char[] src, int off, int len) {
        String where = k.getClass().getSimpleName() + " off=" + off + " len=" + len + " input="
                + StringFixtures.hex(src, off, len);
        byte[] dst = new byte[2 * len + 10];
        Arrays.fill(dst, (byte) 0x55);
        k.toBytesLE(src, off, dst, 3, len);
        byte[] expected = jdkUtf16Le(src, off, len);
        assertArrayEquals(expected, Arrays.copyOfRange(dst, 3, 3 + 2 * len), "toBytesLE " + where);
        assertEquals(0x55, dst[2] & 0xFF, "toBytesLE wrote before dstOff " + where);
        assertEquals(0x55, dst[3 + 2 * len] & 0xFF, "toBytesLE wrote past the range " + where);
        char[] back = new char[len + 4];
        Arrays.fill(back, '\u0101');
        k.fromBytesLE(dst, 3, back, 1, len);
        assertArrayEquals(Arrays.copyOfRange(src, off, off + len), Arrays.copyOfRange(back, 1, 1 + len),
                "fromBytesLE " + where);
        assertEquals('\u0101', back[0], "fromBytesLE wrote before dstOff " + where);
        assertEquals('\u0101', back[1 + len], "fromBytesLE wrote past the range " + where);
    }

    /**
     * UTF-16LE bytes of the code units, surrogates included. The JDK's charset replaces unpaired
     * surrogates, so it is only the reference for well-formed text; the rest is the definition.
     */
    private static byte[] jdkUtf16Le(char[] src, int off, int len) {
        String s = new String(src, off, len);
        if (StringFixtures.jdkUnpairedSurrogateIndex(src, off, len) < 0) {
            return s.getBytes(StandardCharsets.UTF_16LE);
        }
        byte[] b = new byte[2 * len];
        for (int i = 0; i < len; i++) {
            b[2 * i] = (byte) s.charAt(i);
            b[2 * i + 1] = (byte) (s.charAt(i) >> 8);
        }
        return b;
    }
}
