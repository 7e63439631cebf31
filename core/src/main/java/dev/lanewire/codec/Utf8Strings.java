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
     * Input of at most this many bytes is decoded by the JDK's {@code new String(b, UTF_8)}, and
     * kept unless it holds U+FFFD: at 16-32 chars of Latin-1, Cyrillic, emoji and ASCII text and
     * 16 of CJK (48 bytes) the JDK measured 1.1-1.9x faster than the kernels' road (a char array,
     * the size class's kernel, then the String constructor's copy), at 24 CJK chars and more
     * about half as fast, at 48 chars and more faster only on Latin-1 text.
     */
    static final int JDK_DECODE_BYTES = 64;

    /**
     * Strings of at most this many chars are encoded by the JDK's {@code getBytes(UTF_8)}, and
     * the answer kept unless a {@code '?'} in it stands for an unpaired surrogate: up to here the
     * JDK measured faster than the kernels' road at 16 chars of every kind of text, at 32-48 chars
     * of emoji and at 32 of mixed text (docs/profiles.md, "The JDK's own calls").
     */
    static final int JDK_ENCODE_CHARS = 48;

    /**
     * Strings of at least this many chars whose storage is closed go to the JDK's
     * {@code getBytes(UTF_8)} when {@link #SAMPLED_CHARS} chars spread over them are all ASCII, the
     * answer kept as on the short road. On the bench's ASCII text (a {@code '?'} in about 70
     * chars) this took 24 ns at 64 chars where the kernels' road took 26-28, and 129 ns at 1,000
     * chars against 190 (the JDK: 5.5 and 42 ns).
     */
    static final int SAMPLED_FROM_CHARS = JDK_ENCODE_CHARS + 1;

    /**
     * Chars sampled by the road of {@link #SAMPLED_FROM_CHARS}. A wrong guess costs the JDK's
     * encode in place of the kernels'; text one char in four non-ASCII passes eight samples one
     * time in ten.
     */
    static final int SAMPLED_CHARS = 8;

    /**
     * From this many bytes, the JDK's one-byte-a-char answer is checked by comparing the String
     * with the bytes' Latin-1 String rather than each {@code '?'} byte with its char: on ASCII
     * text with a {@code '?'} in about 70 chars the comparison took 30 ns at 64 chars where the
     * byte walk took 24, and 129 at 1,000 chars against 169; at 128 and 256 they were within the
     * noise of each other.
     */
    static final int EQUALS_FROM_CHARS = 128;

    /**
     * Up to this many chars the kernels' road encodes into an array of the worst case (three bytes
     * a char, as the JDK's own encoder does) and copies the bytes out, instead of a length pass
     * first, which measured slower on emoji and CJK text at 64 and 1,000 chars (docs/profiles.md).
     * Past it, the length pass keeps the temporary array from tripling a large String.
     */
    static final int WITHIN_CHARS = 1 << 16;

    /** {@code '?'} in each byte of a long: XOR-ed with eight bytes, it zeroes those that are {@code '?'}. */
    private static final long QUESTION_MARKS = 0x3F3F_3F3F_3F3F_3F3FL;
    /** The low bit of each byte of a long. */
    private static final long LOW_BITS = 0x0101_0101_0101_0101L;

    private Utf8Strings() {
    }

    /**
     * Decodes well-formed UTF-8.
     *
     * <p>Input of at most {@link #JDK_DECODE_BYTES} bytes goes to the JDK's decoder first. It is
     * exact on well-formed input and writes U+FFFD for each malformed sequence, so an answer
     * without U+FFFD is this method's answer; one with it (malformed input, or a genuine U+FFFD)
     * is dropped and the bytes take the kernels' road. There, all-ASCII input (one vector compare
     * a block) becomes a compact Latin-1 String in one copy; anything else is validated and
     * decoded in one pass into chars, which the String constructor copies (and compacts when they
     * fit Latin-1).
     *
     * @throws CodecException at the absolute index of the first byte of the first malformed sequence
     * @throws IndexOutOfBoundsException if the range lies outside {@code src}
     */
    public static String decode(byte[] src, int off, int len) {
        Objects.checkFromIndexSize(off, len, src.length);
        if (len <= JDK_DECODE_BYTES) {
            String s = new String(src, off, len, StandardCharsets.UTF_8);
            if (s.indexOf('\uFFFD') < 0) {
                return s;
            }
        }
        return decodeByKernels(src, off, len);
    }

    /** The kernels' road of {@link #decode}, out of line so that the JDK's road inlines. */
    private static String decodeByKernels(byte[] src, int off, int len) {
        // Input within JDK_DECODE_BYTES comes here holding U+FFFD, so it is not ASCII.
        if (len > JDK_DECODE_BYTES && Utf8.asciiPrefix(src, off, len) == off + len) {
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
     * The UTF-8 length of {@code s}. Where the String internals are open, a Latin-1 String's
     * length is counted from its storage, with no copy; any other String's chars are copied for
     * the length kernel.
     *
     * @throws CodecException at the char index of the first unpaired surrogate
     * @throws IllegalArgumentException if {@code s} is longer than {@code Integer.MAX_VALUE / 3}
     *                                  chars
     */
    public static int encodedLength(String s) {
        int len = s.length();
        if (len > Integer.MAX_VALUE / 3) {
            throw tooLong();
        }
        byte[] own = StringInternals.value(s);
        if (own != null && own.length == len) {
            return len + highBytes(own);
        }
        char[] chars = s.toCharArray();
        return checked(Utf8.encodedLength(chars, 0, len));
    }

    /**
     * How many bytes of {@code b} are {@code 0x80} or above: the UTF-8 length of a Latin-1 String's
     * storage is its length plus this, each such char taking two bytes. Eight bytes a step, the
     * bytes past the last whole step one at a time.
     */
    static int highBytes(byte[] b) {
        int n = b.length;
        int count = 0;
        int i = 0;
        for (; i <= n - Long.BYTES; i += Long.BYTES) {
            count += Long.bitCount((long) StringCoding.LONG_LE.get(b, i) & StringCoding.HIGH_BITS);
        }
        for (; i < n; i++) {
            count += b[i] >>> 31;
        }
        return count;
    }

    /**
     * Encodes {@code s} as UTF-8; equal to {@code s.getBytes(UTF_8)} for well-formed strings.
     *
     * <p>The JDK's encoder is exact but for unpaired surrogates, which it writes as {@code '?'}.
     * Where the String internals are open (see {@code StringInternals}) a Latin-1 String, which
     * holds no surrogate, goes to {@code getBytes} up to {@link #JDK_ENCODE_CHARS} chars and, when
     * longer and all ASCII, is a copy of its storage. Any other String goes to {@code getBytes} up
     * to {@link #JDK_ENCODE_CHARS} chars, or longer when internals are closed and
     * {@link #SAMPLED_CHARS} chars spread over it are all ASCII. The answer is kept where it takes
     * three bytes a char; at one byte a char, where each {@code '?'} byte is a {@code '?'} char
     * (see {@link #EQUALS_FROM_CHARS}); otherwise where it holds no {@code '?'} (one scan of the
     * bytes) or as many {@code '?'} as the String (each {@code '?'} char writes one, each unpaired
     * surrogate one more). Anything else takes the kernels' road (a char array, then the encoder
     * into the worst case's room up to {@link #WITHIN_CHARS} chars, after a length pass beyond),
     * which an unpaired surrogate stops.
     *
     * @throws CodecException at the char index of the first unpaired surrogate
     * @throws IllegalArgumentException if {@code s} is longer than {@code Integer.MAX_VALUE / 3}
     *                                  chars
     */
    public static byte[] encode(String s) {
        int len = s.length();
        if (len > Integer.MAX_VALUE / 3) {
            throw tooLong();
        }
        byte[] own = StringInternals.value(s);
        if (own != null && own.length == len) {
            if (len <= JDK_ENCODE_CHARS) {
                return s.getBytes(StandardCharsets.UTF_8);
            }
            if (StringCoding.isAscii(own, 0, len)) {
                return own.clone();
            }
        } else if (len <= JDK_ENCODE_CHARS || own == null && len >= SAMPLED_FROM_CHARS && sampledAscii(s, len)) {
            byte[] jdk = s.getBytes(StandardCharsets.UTF_8);
            // Three bytes a char is the most any char takes, and only a char outside the
            // surrogates takes three: then there is no '?' to look for.
            if (jdk.length == 3 * len || (jdk.length == len ? oneByteCharsAreExact(jdk, s)
                    : !hasQuestionMark(jdk) || questionMarks(jdk) == questionMarks(s))) {
                return jdk;
            }
        }
        return encodeByKernels(s, len);
    }

    /** Whether {@link #SAMPLED_CHARS} chars spread evenly over {@code s}, the last included, are ASCII. */
    private static boolean sampledAscii(String s, int len) {
        int any = s.charAt(len - 1);
        for (int k = 0; k < SAMPLED_CHARS - 1; k++) {
            any |= s.charAt((int) ((long) len * k / (SAMPLED_CHARS - 1)));
        }
        return any < 0x80;
    }

    /** The exception for a String whose UTF-8 might not fit an array, out of line as the kernels' road is. */
    private static IllegalArgumentException tooLong() {
        return new IllegalArgumentException("split strings longer than " + Integer.MAX_VALUE / 3 + " chars");
    }

    /** The kernels' road of {@link #encode}, out of line so that the JDK's road inlines. */
    private static byte[] encodeByKernels(String s, int len) {
        char[] chars = s.toCharArray();
        if (len <= WITHIN_CHARS) {
            byte[] out = new byte[3 * len];
            int n = checked(Utf8.encodeWithin(chars, 0, len, out, 0));
            return n == out.length ? out : Arrays.copyOf(out, n);
        }
        int n = checked(Utf8.encodedLength(chars, 0, len));
        if (n == len) {
            return s.getBytes(StandardCharsets.ISO_8859_1);
        }
        byte[] out = new byte[n];
        Utf8.encode(chars, 0, len, out, 0, n);
        return out;
    }

    /**
     * Whether {@code b} holds a {@code '?'}: eight bytes a step XOR-ed with {@code '?'}, a zero
     * byte found by the borrow it takes from {@code 0x01} in each byte (exact for "any": only bytes
     * above a zero one can borrow falsely), the bytes past the last whole step one at a time.
     */
    static boolean hasQuestionMark(byte[] b) {
        int n = b.length;
        long zeros = 0;
        int i = 0;
        for (; i <= n - Long.BYTES; i += Long.BYTES) {
            long x = (long) StringCoding.LONG_LE.get(b, i) ^ QUESTION_MARKS;
            zeros |= (x - LOW_BITS) & ~x;
        }
        for (; i < n; i++) {
            zeros |= b[i] == '?' ? 0x80 : 0;
        }
        return (zeros & StringCoding.HIGH_BITS) != 0;
    }

    /**
     * Whether {@code b}, the JDK's UTF-8 of {@code s} at one byte a char (so byte k stands for char
     * k), holds no {@code '?'} written for an unpaired surrogate. Under {@link #EQUALS_FROM_CHARS}
     * chars each {@code '?'} byte is checked against its char; from there, when the bytes hold a
     * {@code '?'}, the String is compared with their Latin-1 String, which a String holding a
     * surrogate never equals.
     */
    private static boolean oneByteCharsAreExact(byte[] b, String s) {
        if (b.length < EQUALS_FROM_CHARS) {
            return questionMarksAreChars(b, s);
        }
        return !hasQuestionMark(b) || s.equals(new String(b, StandardCharsets.ISO_8859_1));
    }

    /**
     * Whether each {@code '?'} byte of {@code b}, the JDK's UTF-8 of {@code s} at one byte a char,
     * stands for a {@code '?'} char at its index: eight bytes a step XOR-ed with {@code '?'}, each
     * byte the borrow test flags as zero (a flag above a true zero may be false, so the byte is read
     * again) checked against the String's char.
     */
    static boolean questionMarksAreChars(byte[] b, String s) {
        int n = b.length;
        int i = 0;
        for (; i <= n - Long.BYTES; i += Long.BYTES) {
            long x = (long) StringCoding.LONG_LE.get(b, i) ^ QUESTION_MARKS;
            for (long z = (x - LOW_BITS) & ~x & StringCoding.HIGH_BITS; z != 0; z &= z - 1) {
                int k = i + (Long.numberOfTrailingZeros(z) >>> 3);
                if (b[k] == '?' && s.charAt(k) != '?') {
                    return false;
                }
            }
        }
        for (; i < n; i++) {
            if (b[i] == '?' && s.charAt(i) != '?') {
                return false;
            }
        }
        return true;
    }

    /**
     * How many {@code '?'} bytes {@code b} holds: eight bytes a step, the last eight overlapping
     * what came before (their bytes not counted twice), each step's bytes XOR-ed with {@code '?'}
     * and its zero bytes counted.
     */
    static int questionMarks(byte[] b) {
        int n = b.length;
        if (n < Long.BYTES) {
            int count = 0;
            for (byte x : b) {
                count += x == '?' ? 1 : 0;
            }
            return count;
        }
        int count = 0;
        int i = 0;
        for (; i < n - Long.BYTES; i += Long.BYTES) {
            count += zeroBytes((long) StringCoding.LONG_LE.get(b, i) ^ QUESTION_MARKS);
        }
        // The last eight bytes, less the (i + 8 - n) of them already counted (the low ones).
        long last = (long) StringCoding.LONG_LE.get(b, n - Long.BYTES) ^ QUESTION_MARKS;
        int seen = i - (n - Long.BYTES);
        return count + zeroBytes(last | (seen == 0 ? 0 : -1L >>> (64 - 8 * seen)));
    }

    /** How many bytes of {@code x} are zero, exactly (no borrow between bytes). */
    private static int zeroBytes(long x) {
        long nonZero = ((x & StringCoding.SEVEN_BITS) + StringCoding.SEVEN_BITS) | x;
        return Long.bitCount(~(nonZero | StringCoding.SEVEN_BITS));
    }

    /**
     * How many {@code '?'} chars {@code s} holds, by the String's own search: called where the
     * JDK's UTF-8 holds a {@code '?'}, which a {@code '?'} char or an unpaired surrogate wrote.
     */
    private static int questionMarks(String s) {
        int count = 0;
        for (int i = s.indexOf('?'); i >= 0; i = s.indexOf('?', i + 1)) {
            count++;
        }
        return count;
    }

    private static int checked(int n) {
        if (n < 0) {
            throw new CodecException(Utf8Kernel.errorIndex(n), "unpaired surrogate");
        }
        return n;
    }
}
