package dev.lanewire.kernel.vector;

/**
 * The 16-byte shuffles that pack selected 16-bit lanes of a 128-bit vector to its front, one per
 * 8-bit lane mask (4 KiB): the compress step of shapes without a compress instruction (AVX2's
 * {@code vpshufb} works within 128-bit lanes; NEON's {@code tbl} on 128-bit registers).
 */
final class CharPackTable {

    /** Shuffle for mask {@code m} at {@code 16 * m}: byte indexes of the kept lanes, in order, then zeros. */
    static final byte[] PACK_CHARS = packCharsTable();

    private CharPackTable() {
    }

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
}
