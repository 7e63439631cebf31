package dev.lanewire.kernel.vector;

import java.util.Set;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * Species and shape-specific choices of the 128-bit (NEON-shaped) string kernels.
 *
 * <p>NEON has no compress instruction; a 16-byte table shuffle ({@code tbl}, {@code pshufb})
 * looked up by the 8-bit mask packs the kept chars ({@link CharPackTable}), and the encoder's
 * UTF-8 bytes the same way ({@link Utf8PackTable}). Every species, the half-width byte species
 * of the narrowing and widening conversions included, is a constant here.
 */
final class TextShape128 {

    static final VectorSpecies<Byte> BYTE = ByteVector.SPECIES_128;
    /** The byte species of a {@link #SHORT} vector's narrowed (or not yet widened) lanes. */
    static final VectorSpecies<Byte> BYTE_HALF = ByteVector.SPECIES_64;
    static final VectorSpecies<Short> SHORT = ShortVector.SPECIES_128;
    /** Half a {@link #SHORT} vector of chars: widened to {@link #INT} without a part index. */
    static final VectorSpecies<Short> SHORT_HALF = ShortVector.SPECIES_64;
    /** The char vector a decoder computes and packs at a time: one 128-bit table shuffle. */
    static final VectorSpecies<Short> PIECE = ShortVector.SPECIES_128;
    /** The byte species widened to one {@link #PIECE}. */
    static final VectorSpecies<Byte> PIECE_BYTES = ByteVector.SPECIES_64;
    /** The species of a {@link CharPackTable} shuffle. */
    static final VectorSpecies<Byte> PACK_SHUFFLE = ByteVector.SPECIES_128;
    /** The bytes widened to one {@link #INT} vector (part 0 of the conversion). */
    static final VectorSpecies<Byte> BYTE_QUARTER = ByteVector.SPECIES_64;
    /** Four chars, widened to one {@link #QUAD_INT} vector: the encoder's 3-byte step on shapes without compress. */
    static final VectorSpecies<Short> QUAD = ShortVector.SPECIES_64;
    /** Four 32-bit lanes, one 128-bit table shuffle of {@link Utf8PackTable#THREE_BYTE_LANES}. */
    static final VectorSpecies<Integer> QUAD_INT = IntVector.SPECIES_128;
    /** The decoder's window of 3-byte sequences: 5 of them in 16 bytes, gathered by 16-byte shuffles. */
    static final VectorSpecies<Byte> WINDOW = ByteVector.SPECIES_128;
    static final VectorSpecies<Integer> INT = IntVector.SPECIES_128;
    /** No byte or word compress instruction: table shuffles pack the decoder's chars and the encoder's bytes. */
    static final boolean FAST_COMPRESS = false;
    /** Byte masked stores are emulated without AVX-512: short input and tails go to the scalar twin. */
    static final boolean MASKED_TAILS = false;

    private TextShape128() {
    }

    /**
     * The CPU flags the 128-bit string kernels need for an operation beyond their shape: none,
     * since they shuffle within 128-bit lanes and pack through tables instead of compress.
     */
    static Set<String> requiredCpuFlags(String opId) {
        return Set.of();
    }
}
