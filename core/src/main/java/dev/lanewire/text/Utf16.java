package dev.lanewire.text;

import dev.lanewire.dispatch.Bound;
import dev.lanewire.dispatch.Dispatch;
import dev.lanewire.dispatch.Op;
import dev.lanewire.kernel.Utf16Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf16Kernel;
import java.util.Objects;

/** UTF-16 chars to and from little-endian wire bytes, dispatched to the kernel chosen for this CPU. */
public final class Utf16 {

    private static final ScalarUtf16Kernel SCALAR = ScalarUtf16Kernel.INSTANCE;

    static {
        // Off the caller's stack: see Bound.initialiseWhenBound.
        Bound.initialiseWhenBound(Utf16.class);
    }

    /** The chosen kernels, read once {@link Dispatch#bound()} is true; the scalar twin runs until then. */
    private static final class Kernels {
        static final Bound<Utf16Kernel> TO_BYTES = Bound.of(Op.UTF16_TO_BYTES, Utf16Kernel.class);
        static final Bound<Utf16Kernel> FROM_BYTES = Bound.of(Op.UTF16_FROM_BYTES, Utf16Kernel.class);

        private Kernels() {
        }
    }

    private Utf16() {
    }

    /**
     * Writes {@code len} chars as {@code 2*len} little-endian bytes.
     *
     * @throws IndexOutOfBoundsException if a range lies outside its array
     */
    public static void toBytesLE(char[] src, int srcOff, byte[] dst, int dstOff, int len) {
        Objects.checkFromIndexSize(srcOff, len, src.length);
        Objects.checkFromIndexSize(dstOff, 2L * len, dst.length);
        if (!Dispatch.bound()) {
            SCALAR.toBytesLE(src, srcOff, dst, dstOff, len);
            return;
        }
        if (len <= Bound.SMALL_MAX) {
            Kernels.TO_BYTES.small().toBytesLE(src, srcOff, dst, dstOff, len);
        } else if (len <= Bound.MEDIUM_MAX) {
            Kernels.TO_BYTES.medium().toBytesLE(src, srcOff, dst, dstOff, len);
        } else {
            Kernels.TO_BYTES.large().toBytesLE(src, srcOff, dst, dstOff, len);
        }
    }

    /**
     * Reads {@code len} chars from {@code 2*len} little-endian bytes.
     *
     * @throws IndexOutOfBoundsException if a range lies outside its array
     */
    public static void fromBytesLE(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
        Objects.checkFromIndexSize(srcOff, 2L * len, src.length);
        Objects.checkFromIndexSize(dstOff, len, dst.length);
        if (!Dispatch.bound()) {
            SCALAR.fromBytesLE(src, srcOff, dst, dstOff, len);
            return;
        }
        if (len <= Bound.SMALL_MAX) {
            Kernels.FROM_BYTES.small().fromBytesLE(src, srcOff, dst, dstOff, len);
        } else if (len <= Bound.MEDIUM_MAX) {
            Kernels.FROM_BYTES.medium().fromBytesLE(src, srcOff, dst, dstOff, len);
        } else {
            Kernels.FROM_BYTES.large().fromBytesLE(src, srcOff, dst, dstOff, len);
        }
    }
}
