package dev.lanewire.kernel.vector;

/**
 * The 16-byte shuffles that pack the UTF-8 bytes of one 128-bit vector of encoded chars to its
 * front: the encoder's compress step on shapes without a compress instruction (AVX2's
 * {@code vpshufb} works within 128-bit lanes; NEON's {@code tbl} on 128-bit registers). Each entry
 * lists, in order, the byte indexes to keep, then zeros (whatever they fetch lies past the
 * encoded bytes and is overwritten by the next store or never counted).
 */
final class Utf8PackTable {

    /**
     * 8 chars below U+0800, each encoded in a 16-bit lane (byte 0 the char or the lead, byte 1 the
     * continuation): for mask {@code m} of the lanes holding 2-byte chars, at {@code 16 * m}, byte
     * 0 of every lane and byte 1 of the lanes in {@code m}. 4 KiB.
     */
    static final byte[] TWO_BYTE_LANES = twoByteLanes();

    /**
     * 4 chars below U+10000, each encoded in a 32-bit lane (bytes 0-2: lead, continuations): at
     * {@code 16 * (two | three << 4)}, with {@code two} the 4-bit mask of lanes at U+0080 or above
     * and {@code three} of those at U+0800 or above, byte 0 of every lane, byte 1 of the lanes in
     * {@code two} and byte 2 of those in {@code three}. 4 KiB (masks with {@code three} outside
     * {@code two} never occur; their entries are unused).
     */
    static final byte[] THREE_BYTE_LANES = threeByteLanes();

    private Utf8PackTable() {
    }

    private static byte[] twoByteLanes() {
        byte[] t = new byte[256 * 16];
        for (int mask = 0; mask < 256; mask++) {
            int out = mask * 16;
            for (int lane = 0; lane < 8; lane++) {
                t[out++] = (byte) (2 * lane);
                if ((mask & (1 << lane)) != 0) {
                    t[out++] = (byte) (2 * lane + 1);
                }
            }
        }
        return t;
    }

    private static byte[] threeByteLanes() {
        byte[] t = new byte[256 * 16];
        for (int mask = 0; mask < 256; mask++) {
            int out = mask * 16;
            for (int lane = 0; lane < 4; lane++) {
                t[out++] = (byte) (4 * lane);
                if ((mask & (1 << lane)) != 0) {
                    t[out++] = (byte) (4 * lane + 1);
                }
                if ((mask & (0x10 << lane)) != 0) {
                    t[out++] = (byte) (4 * lane + 2);
                }
            }
        }
        return t;
    }
}
