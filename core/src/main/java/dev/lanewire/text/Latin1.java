package dev.lanewire.text;

import dev.lanewire.dispatch.Bound;
import dev.lanewire.dispatch.Op;
import dev.lanewire.kernel.Latin1Kernel;
import java.util.Objects;

/** Latin-1 narrowing and widening, dispatched to the kernel chosen for this CPU. */
public final class Latin1 {

    private static final Bound<Latin1Kernel> COMPRESS = Bound.of(Op.LATIN1_COMPRESS, Latin1Kernel.class);
    private static final Bound<Latin1Kernel> INFLATE = Bound.of(Op.LATIN1_INFLATE, Latin1Kernel.class);

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
        if (len <= Bound.SMALL_MAX) {
            return COMPRESS.small().compress(src, srcOff, dst, dstOff, len);
        }
        if (len <= Bound.MEDIUM_MAX) {
            return COMPRESS.medium().compress(src, srcOff, dst, dstOff, len);
        }
        return COMPRESS.large().compress(src, srcOff, dst, dstOff, len);
    }

    /**
     * Widens {@code len} Latin-1 bytes to chars.
     *
     * @throws IndexOutOfBoundsException if a range lies outside its array
     */
    public static void inflate(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
        Objects.checkFromIndexSize(srcOff, len, src.length);
        Objects.checkFromIndexSize(dstOff, len, dst.length);
        if (len <= Bound.SMALL_MAX) {
            INFLATE.small().inflate(src, srcOff, dst, dstOff, len);
        } else if (len <= Bound.MEDIUM_MAX) {
            INFLATE.medium().inflate(src, srcOff, dst, dstOff, len);
        } else {
            INFLATE.large().inflate(src, srcOff, dst, dstOff, len);
        }
    }
}
