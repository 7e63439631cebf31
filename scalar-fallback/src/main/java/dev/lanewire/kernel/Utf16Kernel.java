package dev.lanewire.kernel;

/**
 * UTF-16 chars to and from their little-endian wire bytes (two bytes a char, low byte first).
 * Unpaired surrogates are carried unchanged: this is a lossless copy of the code units.
 */
public interface Utf16Kernel {

    /**
     * Writes {@code len} chars from {@code src[srcOff]} as {@code 2*len} little-endian bytes at
     * {@code dst[dstOff]}.
     */
    void toBytesLE(char[] src, int srcOff, byte[] dst, int dstOff, int len);

    /**
     * Reads {@code len} chars from {@code 2*len} little-endian bytes at {@code src[srcOff]} into
     * {@code dst[dstOff]}.
     */
    void fromBytesLE(byte[] src, int srcOff, char[] dst, int dstOff, int len);
}
