package dev.lanewire.kernel.vector;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorSpecies;

/**
 * Species and shape-specific steps of the 256-bit (AVX2-shaped) string kernels.
 *
 * <p>AVX2 has no byte or word compress (the Vector API emulates it, measured 2.7 ns a lane, 60x slower than AVX-512) and its byte shuffle {@code vpshufb} stays within 128-bit lanes, so kept chars are packed per 128-bit half with a 16-byte shuffle looked up by the half's 8-bit mask. Every species, the half-width byte species of the narrowing and widening conversions
 * included, is a constant here.
 */
final class TextShape256 {

    static final VectorSpecies<Byte> BYTE = ByteVector.SPECIES_256;
    /** The byte species of a {@link #SHORT} vector's narrowed (or not yet widened) lanes. */
    static final VectorSpecies<Byte> BYTE_HALF = ByteVector.SPECIES_128;
    static final VectorSpecies<Short> SHORT = ShortVector.SPECIES_256;
    static final VectorSpecies<Integer> INT = IntVector.SPECIES_256;
    /** No byte or word compress instruction: transcoders take their scalar path for such blocks. */
    static final boolean FAST_COMPRESS = false;

    private TextShape256() {
    }

    /**
     * Stores the lanes of {@code chars} selected by {@code keep}, in order, at {@code dst[d]};
     * returns the position after the last one. Writes a full vector: the caller guarantees room
     * for {@link #SHORT}'s length chars at {@code d}.
     */
    static int storeChars(ShortVector chars, VectorMask<Short> keep, char[] dst, int d) {
        long bits = keep.toLong();
        ShortVector lo = (ShortVector) chars.castShape(ShortVector.SPECIES_128, 0);
        ShortVector hi = (ShortVector) chars.castShape(ShortVector.SPECIES_128, 1);
        d = TextShape128.storeChars8(lo, (int) bits & 0xFF, dst, d);
        return TextShape128.storeChars8(hi, (int) (bits >>> 8) & 0xFF, dst, d);
    }
}
