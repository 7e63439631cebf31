package dev.lanewire.codec.object;

import dev.lanewire.kernel.BlockKernel;
import dev.lanewire.kernel.scalar.ScalarBlockKernel;

/**
 * The seam between object codecs and block validation. Today it calls the scalar twin directly;
 * when the {@code dev.lanewire.validate.Blocks} façade lands, this class delegates to it and
 * nothing else in the package changes.
 */
final class BlockCheck {

    private static final BlockKernel KERNEL = ScalarBlockKernel.INSTANCE;

    private BlockCheck() {
    }

    /**
     * Index of the first of {@code count} records of {@code stride} bytes at {@code off} whose bool
     * at {@code fieldOffset} is neither 0 nor 1, or -1.
     */
    static int firstInvalidBool(byte[] a, int off, int count, int stride, int fieldOffset) {
        return KERNEL.firstInvalidBoolStrided(a, off, count, stride, fieldOffset);
    }
}
