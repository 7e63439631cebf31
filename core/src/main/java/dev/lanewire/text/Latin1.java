package dev.lanewire.text;

import dev.lanewire.dispatch.Bound;
import dev.lanewire.dispatch.Dispatch;
import dev.lanewire.dispatch.Op;
import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.scalar.ScalarLatin1Kernel;
import java.util.Objects;

/** Latin-1 narrowing and widening, dispatched to the kernel chosen for this CPU. */
public final class Latin1 {

    private static final ScalarLatin1Kernel SCALAR = ScalarLatin1Kernel.INSTANCE;

    static {
        // Off the caller's stack: see Bound.initialiseWhenBound.
        Bound.initialiseWhenBound(Latin1.class);
    }

    /** The chosen kernels, read once {@link Dispatch#bound()} is true; the scalar twin runs until then. */
    private static final class Kernels {
        static final Bound<Latin1Kernel> COMPRESS = Bound.of(Op.LATIN1_COMPRESS, Latin1Kernel.class);
        static final Bound<Latin1Kernel> INFLATE = Bound.of(Op.LATIN1_INFLATE, Latin1Kernel.class);

        private Kernels() {
        }
    }

    private Latin1() {
    }

    /**
     * Narrows {@code len} chars to Latin-1 bytes, stopping at the first char above {@code 0xFF}.
     *
     * @return the number of chars narrowed ({@code len} when all fit); bytes of {@code dst} past
     *         that count are unspecified
     * @throws IndexOutOfBoundsException if a range lies outside its array
     */
    public static int compress(char[] src, int srcOff, byte[] dst, int dstOff, int len) {
        Objects.checkFromIndexSize(srcOff, len, src.length);
        Objects.checkFromIndexSize(dstOff, len, dst.length);
        if (!Dispatch.bound()) {
            return SCALAR.compress(src, srcOff, dst, dstOff, len);
        }
        if (len <= Bound.SMALL_MAX) {
            return Kernels.COMPRESS.small().compress(src, srcOff, dst, dstOff, len);
        }
        if (len <= Bound.MEDIUM_MAX) {
            return Kernels.COMPRESS.medium().compress(src, srcOff, dst, dstOff, len);
        }
        return Kernels.COMPRESS.large().compress(src, srcOff, dst, dstOff, len);
    }

    /**
     * Widens {@code len} Latin-1 bytes to chars.
     *
     * @throws IndexOutOfBoundsException if a range lies outside its array
     */
    public static void inflate(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
        Objects.checkFromIndexSize(srcOff, len, src.length);
        Objects.checkFromIndexSize(dstOff, len, dst.length);
        if (!Dispatch.bound()) {
            SCALAR.inflate(src, srcOff, dst, dstOff, len);
            return;
        }
        if (len <= Bound.SMALL_MAX) {
            Kernels.INFLATE.small().inflate(src, srcOff, dst, dstOff, len);
        } else if (len <= Bound.MEDIUM_MAX) {
            Kernels.INFLATE.medium().inflate(src, srcOff, dst, dstOff, len);
        } else {
            Kernels.INFLATE.large().inflate(src, srcOff, dst, dstOff, len);
        }
    }
}
