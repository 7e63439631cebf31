package dev.lanewire.kernel.vector;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorSpecies;

/**
 * Species and shape-specific steps of the 128-bit (NEON-shaped) string kernels.
 *
 * <p>NEON has no compress instruction; a 16-byte table shuffle ({@code tbl}, {@code pshufb}) looked up by the 8-bit mask packs the kept chars. Every species, the half-width byte species of the narrowing and widening conversions
 * included, is a constant here.
 */
final class TextShape128 {

    static final VectorSpecies<Byte> BYTE = ByteVector.SPECIES_128;
    /** The byte species of a {@link #SHORT} vector's narrowed (or not yet widened) lanes. */
    static final VectorSpecies<Byte> BYTE_HALF = ByteVector.SPECIES_64;
    static final VectorSpecies<Short> SHORT = ShortVector.SPECIES_128;
    static final VectorSpecies<Integer> INT = IntVector.SPECIES_128;
    /** No byte or word compress instruction: transcoders take their scalar path for such blocks. */
    static final boolean FAST_COMPRESS = false;

    private TextShape128() {
    }

    /**
     * Stores the lanes of {@code chars} selected by {@code keep}, in order, at {@code dst[d]};
     * returns the position after the last one. Writes a full vector: the caller guarantees room
     * for {@link #SHORT}'s length chars at {@code d}.
     */
    static int storeChars(ShortVector chars, VectorMask<Short> keep, char[] dst, int d) {
        return storeChars8(chars, (int) keep.toLong(), dst, d);
    }

    /**
     * For each 8-bit mask, the byte shuffle that packs the selected 16-bit lanes of a 128-bit
     * vector to its front (4 KiB).
     */
    private static final byte[] PACK_CHARS = packCharsTable();

    private static byte[] packCharsTable() {
        byte[] t = new byte[256 * 16];
        for (int mask = 0; mask < 256; mask++) {
            int out = 0;
            for (int lane = 0; lane < 8; lane++) {
                if ((mask & (1 << lane)) != 0) {
                    t[mask * 16 + 2 * out] = (byte) (2 * lane);
                    t[mask * 16 + 2 * out + 1] = (byte) (2 * lane + 1);
                    out++;
                }
            }
        }
        return t;
    }

    /**
     * Stores the 16-bit lanes of the 128-bit {@code chars} selected by the 8-bit {@code mask}, in
     * order, at {@code dst[d]} with one table shuffle and a full 8-char store.
     */
    static int storeChars8(ShortVector chars, int mask, char[] dst, int d) {
        ByteVector shuffle = ByteVector.fromArray(ByteVector.SPECIES_128, PACK_CHARS, mask << 4);
        shuffle.selectFrom(chars.reinterpretAsBytes()).reinterpretAsShorts().intoCharArray(dst, d);
        return d + Integer.bitCount(mask);
    }
}
