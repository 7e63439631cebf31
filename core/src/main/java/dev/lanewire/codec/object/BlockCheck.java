package dev.lanewire.codec.object;

import dev.lanewire.validate.Blocks;

/**
 * The one place object codecs validate blocks: through the {@link Blocks} façade, so the kernel
 * is the one the dispatcher chose for this CPU and block size.
 */
final class BlockCheck {

    private BlockCheck() {
    }

    /**
     * Index of the first of {@code count} records of {@code stride} bytes at {@code off} whose bool
     * at {@code fieldOffset} is neither 0 nor 1, or -1.
     */
    static int firstInvalidBool(byte[] a, int off, int count, int stride, int fieldOffset) {
        return Blocks.firstInvalidBoolStrided(a, off, count, stride, fieldOffset);
    }
}
