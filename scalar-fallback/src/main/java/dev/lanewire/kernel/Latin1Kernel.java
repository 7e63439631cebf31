package dev.lanewire.kernel;

/**
 * Narrowing of UTF-16 chars to Latin-1 bytes and widening back.
 */
public interface Latin1Kernel {

    /**
     * Narrows {@code len} chars starting at {@code src[srcOff]} into bytes at {@code dst[dstOff]},
     * stopping at the first char above {@code 0xFF}.
     *
     * @implSpec Returns {@code n}, the number of leading chars that are at most {@code 0xFF}
     * ({@code len} when all are). Exactly {@code dst[dstOff .. dstOff+n)} are written, each the low
     * byte of its char. Bytes of {@code dst} at and after {@code dstOff+n} hold unspecified values
     * when {@code n < len} (a vector variant may store a whole block before it knows where the first
     * wide char is); the caller treats them as scratch.
     */
    int compress(char[] src, int srcOff, byte[] dst, int dstOff, int len);

    /**
     * Widens {@code len} Latin-1 bytes at {@code src[srcOff]} to chars at {@code dst[dstOff]}:
     * {@code dst[dstOff+i] = (char) (src[srcOff+i] & 0xFF)}.
     */
    void inflate(byte[] src, int srcOff, char[] dst, int dstOff, int len);
}
