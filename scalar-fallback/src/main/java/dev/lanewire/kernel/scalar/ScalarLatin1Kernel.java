package dev.lanewire.kernel.scalar;

import dev.lanewire.kernel.Latin1Kernel;

/** Scalar twin of {@link Latin1Kernel}. */
public final class ScalarLatin1Kernel implements Latin1Kernel {

    /** The one instance; the class is stateless. */
    public static final ScalarLatin1Kernel INSTANCE = new ScalarLatin1Kernel();

    private ScalarLatin1Kernel() {
    }

    @Override
    public int compress(char[] src, int srcOff, byte[] dst, int dstOff, int len) {
        return compress0(src, srcOff, dst, dstOff, len);
    }

    @Override
    public void inflate(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
        inflate0(src, srcOff, dst, dstOff, len);
    }

    /** {@link #compress} for trusted callers, such as a vector kernel finishing its tail. */
    public static int compress0(char[] src, int srcOff, byte[] dst, int dstOff, int len) {
        assert srcOff >= 0 && dstOff >= 0 && len >= 0 && srcOff + len <= src.length && dstOff + len <= dst.length
                : "trusted caller missed a bounds check";
        for (int i = 0; i < len; i++) {
            char c = src[srcOff + i];
            if (c > 0xFF) {
                return i;
            }
            dst[dstOff + i] = (byte) c;
        }
        return len;
    }

    /** {@link #inflate} for trusted callers, such as a vector kernel finishing its tail. */
    public static void inflate0(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
        assert srcOff >= 0 && dstOff >= 0 && len >= 0 && srcOff + len <= src.length && dstOff + len <= dst.length
                : "trusted caller missed a bounds check";
        for (int i = 0; i < len; i++) {
            dst[dstOff + i] = (char) (src[srcOff + i] & 0xFF);
        }
    }
}
