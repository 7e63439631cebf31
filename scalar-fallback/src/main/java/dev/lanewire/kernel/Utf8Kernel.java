package dev.lanewire.kernel;

/**
 * UTF-8 validation, decoding to UTF-16 and encoding from UTF-16.
 *
 * <p>Well-formed UTF-8 is as in Unicode 15, table 3-7 (and RFC 3629): no overlong forms, no
 * encoded surrogates (U+D800..U+DFFF), nothing above U+10FFFF, no stray continuation bytes, no
 * truncated sequences. The index of a malformed sequence is that of its first byte: the position
 * at which the JDK's UTF-8 {@code CharsetDecoder} with {@code CodingErrorAction.REPORT} stops.
 *
 * <p>Errors are returned, never thrown: a negative result {@code r} means an error at the absolute
 * index {@code -r - 1} (see {@link #errorIndex(int)}).
 */
public interface Utf8Kernel {

    /**
     * Returns the absolute index of the first byte {@code >= 0x80} in
     * {@code src[off .. off+len)}, or {@code off + len} when all bytes are ASCII.
     */
    int asciiPrefix(byte[] src, int off, int len);

    /**
     * Validates {@code src[off .. off+len)}.
     *
     * @return {@code -1} when the range is well-formed UTF-8, else the absolute index of the first
     *         byte of the first malformed sequence
     */
    int validate(byte[] src, int off, int len);

    /**
     * Returns how many UTF-16 chars the well-formed UTF-8 in {@code src[off .. off+len)} decodes
     * to, or {@code -1 - index} of the first malformed sequence.
     */
    int utf16Length(byte[] src, int off, int len);

    /**
     * Decodes {@code src[srcOff .. srcOff+len)} into chars at {@code dst[dstOff]}.
     *
     * @implSpec The caller guarantees room for {@code len} chars at {@code dstOff} (UTF-8 never
     * decodes to more chars than bytes). Returns the number of chars written when the input is
     * well-formed, else {@code -1 - index} of the first byte of the first malformed sequence; on
     * error the contents of {@code dst} are unspecified. Chars of {@code dst} from
     * {@code dstOff + n} to {@code dstOff + len} may be overwritten with scratch values (a vector
     * variant stores whole vectors); nothing outside {@code dst[dstOff .. dstOff+len)} is written.
     */
    int decode(byte[] src, int srcOff, int len, char[] dst, int dstOff);

    /**
     * Returns the number of UTF-8 bytes {@code src[off .. off+len)} encodes to, or
     * {@code -1 - index} of the first unpaired surrogate.
     *
     * @implSpec The result fits an int for any {@code len <= Integer.MAX_VALUE / 3}; callers
     * with longer input must split it.
     */
    int encodedLength(char[] src, int off, int len);

    /**
     * Encodes {@code src[srcOff .. srcOff+len)} as UTF-8 at {@code dst[dstOff]}.
     *
     * @implSpec The caller guarantees room for {@link #encodedLength} bytes (or {@code 3*len}).
     * Returns the number of bytes written, or {@code -1 - index} of the first unpaired surrogate,
     * in which case the contents of {@code dst} from {@code dstOff} on are unspecified. On success
     * nothing outside {@code dst[dstOff .. dstOff+n)} is written, so {@code dst} may be sized
     * exactly by {@link #encodedLength}.
     */
    int encode(char[] src, int srcOff, int len, byte[] dst, int dstOff);

    /** Decodes the error index from a negative result of this interface's methods. */
    static int errorIndex(int negativeResult) {
        return -negativeResult - 1;
    }
}
