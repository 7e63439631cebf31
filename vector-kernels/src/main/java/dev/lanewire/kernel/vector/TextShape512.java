package dev.lanewire.kernel.vector;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorSpecies;

/**
 * Species and shape-specific steps of the 512-bit (AVX-512-shaped) string kernels.
 *
 * <p>AVX-512 VBMI2 compresses bytes and words in one instruction ({@code vpcompressb/w}), so the
 * transcoders keep the lanes they need with {@code compress(mask)} and store them with a masked
 * store. Every species, the half-width byte species of the narrowing and widening conversions
 * included, is a constant here: a species computed at run time made a narrowing loop run 9x
 * slower than scalar.
 */
final class TextShape512 {

    static final VectorSpecies<Byte> BYTE = ByteVector.SPECIES_512;
    /** The byte species of a {@link #SHORT} vector's narrowed (or not yet widened) lanes. */
    static final VectorSpecies<Byte> BYTE_HALF = ByteVector.SPECIES_256;
    static final VectorSpecies<Short> SHORT = ShortVector.SPECIES_512;
    static final VectorSpecies<Integer> INT = IntVector.SPECIES_512;
    /** Byte and word compress are single instructions here (VBMI2). */
    static final boolean FAST_COMPRESS = true;

    private TextShape512() {
    }

    /**
     * Stores the lanes of {@code chars} selected by {@code keep}, in order, at {@code dst[d]};
     * returns the position after the last one. Lanes past them are left untouched.
     */
    static int storeChars(ShortVector chars, VectorMask<Short> keep, char[] dst, int d) {
        int n = keep.trueCount();
        chars.compress(keep).intoCharArray(dst, d, SHORT.indexInRange(0, n));
        return d + n;
    }
}
