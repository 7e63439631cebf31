package dev.lanewire.codec;

import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.text.Utf8;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * Strings to and from UTF-8 arrays through the {@link Utf8} façade (the kernels chosen for this
 * CPU), for callers that want a String or a {@code byte[]} rather than an index-returning array
 * call. Strict where the JDK is lenient: malformed input and unpaired surrogates become a
 * {@link CodecException} at the offending index instead of U+FFFD or {@code '?'}.
 */
public final class Utf8Strings {

    private Utf8Strings() {
    }

    /**
     * Decodes well-formed UTF-8.
     *
     * <p>All-ASCII input (one vector compare a block) becomes a compact Latin-1 String in one
     * copy; anything else is validated and decoded in one pass into chars, which the String
     * constructor copies (and compacts when they fit Latin-1).
     *
     * @throws CodecException at the absolute index of the first byte of the first malformed sequence
     * @throws IndexOutOfBoundsException if the range lies outside {@code src}
     */
    public static String decode(byte[] src, int off, int len) {
        Objects.checkFromIndexSize(off, len, src.length);
        if (Utf8.asciiPrefix(src, off, len) == off + len) {
            return StringCoding.latin1String(src, off, len);
        }
        char[] chars = new char[len];
        int n = Utf8.decode(src, off, len, chars, 0);
        if (n < 0) {
            throw new CodecException(Utf8Kernel.errorIndex(n), "malformed UTF-8");
        }
        return new String(chars, 0, n);
    }

    /**
     * The UTF-8 length of {@code s}.
     *
     * @throws CodecException at the char index of the first unpaired surrogate
     * @throws IllegalArgumentException if {@code s} is longer than {@code Integer.MAX_VALUE / 3}
     *                                  chars
     */
    public static int encodedLength(String s) {
        char[] chars = s.toCharArray();
        return checked(Utf8.encodedLength(chars, 0, chars.length));
    }

    /**
     * Encodes {@code s} as UTF-8; equal to {@code s.getBytes(UTF_8)} for well-formed strings.
     *
     * @throws CodecException at the char index of the first unpaired surrogate
     * @throws IllegalArgumentException if {@code s} is longer than {@code Integer.MAX_VALUE / 3}
     *                                  chars
     */
    public static byte[] encode(String s) {
        char[] chars = s.toCharArray();
        int len = chars.length;
        int n = checked(Utf8.encodedLength(chars, 0, len));
        if (n == len) {
            return s.getBytes(StandardCharsets.ISO_8859_1);
        }
        byte[] out = new byte[n];
        Utf8.encode(chars, 0, len, out, 0, n);
        return out;
    }

    private static int checked(int n) {
        if (n < 0) {
            throw new CodecException(Utf8Kernel.errorIndex(n), "unpaired surrogate");
        }
        return n;
    }
}
