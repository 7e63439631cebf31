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
    /** Half a {@link #SHORT} vector of chars: widened to {@link #INT} without a part index. */
    static final VectorSpecies<Short> SHORT_HALF = ShortVector.SPECIES_128;
    /** The char species {@link #storeChars} packs; a decoder computes its chars in pieces of this size. */
    static final VectorSpecies<Short> PIECE = ShortVector.SPECIES_128;
    /** The byte species widened to one {@link #PIECE}. */
    static final VectorSpecies<Byte> PIECE_BYTES = ByteVector.SPECIES_64;
    static final VectorSpecies<Integer> INT = IntVector.SPECIES_256;
    /** No byte or word compress instruction: transcoders take their scalar path for such blocks. */
    static final boolean FAST_COMPRESS = false;

    private TextShape256() {
    }

    /**
     * Stores the lanes of the {@link #PIECE} vector {@code chars} selected by {@code keep}, in order, at {@code dst[d]};
     * returns the position after the last one. Writes a full {@link #PIECE}: the caller guarantees
     * room for 8 chars at {@code d}.
     */
    static int storeChars(ShortVector chars, VectorMask<Short> keep, char[] dst, int d) {
        return TextShape128.storeChars8(chars, (int) keep.toLong(), dst, d);
    }
}
