package dev.lanewire.kernel.scalar;

import dev.lanewire.kernel.Utf16Kernel;

/** Scalar twin of {@link Utf16Kernel}. */
public final class ScalarUtf16Kernel implements Utf16Kernel {

    /** The one instance; the class is stateless. */
    public static final ScalarUtf16Kernel INSTANCE = new ScalarUtf16Kernel();

    private ScalarUtf16Kernel() {
    }

    @Override
    public void toBytesLE(char[] src, int srcOff, byte[] dst, int dstOff, int len) {
        toBytesLE0(src, srcOff, dst, dstOff, len);
    }

    @Override
    public void fromBytesLE(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
        fromBytesLE0(src, srcOff, dst, dstOff, len);
    }

    /** {@link #toBytesLE} for trusted callers. */
    public static void toBytesLE0(char[] src, int srcOff, byte[] dst, int dstOff, int len) {
        assert srcOff >= 0 && dstOff >= 0 && len >= 0 && srcOff + len <= src.length
                && dstOff + 2L * len <= dst.length : "trusted caller missed a bounds check";
        for (int i = 0; i < len; i++) {
            char c = src[srcOff + i];
            dst[dstOff + 2 * i] = (byte) c;
            dst[dstOff + 2 * i + 1] = (byte) (c >>> 8);
        }
    }

    /** {@link #fromBytesLE} for trusted callers. */
    public static void fromBytesLE0(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
        assert srcOff >= 0 && dstOff >= 0 && len >= 0 && srcOff + 2L * len <= src.length
                && dstOff + len <= dst.length : "trusted caller missed a bounds check";
        for (int i = 0; i < len; i++) {
            dst[dstOff + i] = (char) ((src[srcOff + 2 * i] & 0xFF) | (src[srcOff + 2 * i + 1] << 8));
        }
    }
}
