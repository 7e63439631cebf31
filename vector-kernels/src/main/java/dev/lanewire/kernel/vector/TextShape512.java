package dev.lanewire.kernel.vector;

import java.util.Set;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * Species and shape-specific choices of the 512-bit (AVX-512-shaped) string kernels.
 *
 * <p>AVX-512 VBMI2 compresses bytes and words in one instruction ({@code vpcompressb/w}), so the
 * transcoders keep the lanes they need with {@code compress(mask)}. Every species, the
 * half-width byte species of the narrowing and widening conversions included, is a constant
 * here: a species computed at run time made a narrowing loop run 9x slower than scalar.
 */
final class TextShape512 {

    static final VectorSpecies<Byte> BYTE = ByteVector.SPECIES_512;
    /** The byte species of a {@link #SHORT} vector's narrowed (or not yet widened) lanes. */
    static final VectorSpecies<Byte> BYTE_HALF = ByteVector.SPECIES_256;
    static final VectorSpecies<Short> SHORT = ShortVector.SPECIES_512;
    /** Half a {@link #SHORT} vector of chars: widened to {@link #INT} without a part index. */
    static final VectorSpecies<Short> SHORT_HALF = ShortVector.SPECIES_256;
    /** The char vector a decoder computes and packs at a time: one compress. */
    static final VectorSpecies<Short> PIECE = ShortVector.SPECIES_512;
    /** The byte species widened to one {@link #PIECE}. */
    static final VectorSpecies<Byte> PIECE_BYTES = ByteVector.SPECIES_256;
    /** The species of a {@link CharPackTable} shuffle. */
    static final VectorSpecies<Byte> PACK_SHUFFLE = ByteVector.SPECIES_128;
    /** The bytes widened to one {@link #INT} vector. */
    static final VectorSpecies<Byte> BYTE_QUARTER = ByteVector.SPECIES_128;
    /** The narrower shapes' 3-byte encoding step; unused here, where compress packs (the template needs the constant). */
    static final VectorSpecies<Short> QUAD = ShortVector.SPECIES_64;
    /** See {@link #QUAD}: unused here. */
    static final VectorSpecies<Integer> QUAD_INT = IntVector.SPECIES_128;
    /** The decoder's window of 3-byte sequences: 21 of them in 64 bytes, gathered by full-width byte permutes (VBMI). */
    static final VectorSpecies<Byte> WINDOW = ByteVector.SPECIES_512;
    static final VectorSpecies<Integer> INT = IntVector.SPECIES_512;
    /** Byte and word compress are single instructions here (VBMI2): the encoder packs with them too. */
    static final boolean FAST_COMPRESS = true;
    /**
     * Masked stores of bytes and words are single instructions here (AVX-512BW): the decoder takes
     * input of at most one vector, and the encoder input of at most one vector of chars, and the
     * tails of longer input, in one pass of an unmasked load and masked stores.
     */
    static final boolean MASKED_TAILS = true;

    private TextShape512() {
    }

    /**
     * The CPU flags the 512-bit string kernels need for an operation, beyond AVX-512F/BW: the
     * validator's nibble lookups are 64-lane byte permutes ({@code vpermb}, AVX-512 VBMI), and the
     * transcoders pack with byte and word compress ({@code vpcompressb/w}, AVX-512 VBMI2). On a CPU
     * without them (Skylake-SP, Cascade Lake) those operations would run emulated, so the
     * dispatcher keeps them off this class there.
     */
    static Set<String> requiredCpuFlags(String opId) {
        return switch (opId) {
            case "utf8.validate", "utf8.utf16Length" -> Set.of("avx512vbmi");
            case "utf8.decode" -> Set.of("avx512vbmi", "avx512_vbmi2");
            case "utf8.encode" -> Set.of("avx512_vbmi2");
            default -> Set.of();
        };
    }
}
