package dev.lanewire.codec;

import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.text.Utf8;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * Strings to and from UTF-8 arrays through the {@link Utf8} façade (the kernels chosen for this
 * CPU), for callers that want a String or a {@code byte[]} rather than an index-returning array
 * call. Strict where the JDK is lenient: malformed input and unpaired surrogates become a
 * {@link CodecException} at the offending index instead of U+FFFD or {@code '?'}.
 */
public final class Utf8Strings {

    /**
     * Latin-1 Strings of at most this many chars are encoded by the JDK's {@code getBytes} where
     * the internals are open: 16 Latin-1 chars measured 25-29 ns that way against 34-41 through
     * the kernels, and 64 chars 90-95 against 49-57 (Utf8StringsBench, AMD Zen 4, 2026-12-03).
     */
    static final int JDK_LATIN1_CHARS = 16;

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
     * <p>The JDK's encoder is lenient only about unpaired surrogates, which a Latin-1 String cannot
     * hold, so where the String internals are open (see {@code StringInternals}) a Latin-1 String
     * takes the JDK's road: an all-ASCII one is a copy of its storage, and one of at most
     * {@link #JDK_LATIN1_CHARS} chars goes to {@code getBytes}, which measured faster there than
     * the kernels' road (a char array, a length pass, then the encoder). Anything else takes that
     * road, which an unpaired surrogate stops.
     *
     * @throws CodecException at the char index of the first unpaired surrogate
     * @throws IllegalArgumentException if {@code s} is longer than {@code Integer.MAX_VALUE / 3}
     *                                  chars
     */
    public static byte[] encode(String s) {
        int len = s.length();
        if (len > Integer.MAX_VALUE / 3) {
            throw new IllegalArgumentException("split strings longer than " + Integer.MAX_VALUE / 3 + " chars");
        }
        byte[] own = StringInternals.value(s);
        if (own != null && own.length == len) {
            if (len <= JDK_LATIN1_CHARS) {
                return s.getBytes(StandardCharsets.UTF_8);
            }
            if (Utf8.asciiPrefix(own, 0, len) == len) {
                return Arrays.copyOf(own, len);
            }
        }
        char[] chars = s.toCharArray();
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
