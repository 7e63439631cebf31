package dev.lanewire.kernel.vector;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * UTF-8 decoding in 128-bit steps for the shapes without compress (256 and 128 bits: AVX2's
 * {@code vpshufb} shuffles within 128-bit lanes, NEON's {@code tbl} on 128-bit registers), in the
 * manner of Lemire and Muła's SSE transcoder (2022).
 *
 * <p>Each step loads 16 bytes at a sequence boundary and takes the bit mask of the bytes that end
 * a sequence (those followed by a byte that is not a continuation). Its first 12 bits index
 * {@link #ENTRIES} and {@link #SHUFFLES}: one byte shuffle moves the bytes of the first sequences
 * that end in those 12 bytes into lanes of their own, and a few shifts and masks combine them into
 * chars. Two layouts, whichever yields the more chars for that mask:
 * <ul>
 *   <li>up to 8 sequences of 1 or 2 bytes, one per 16-bit lane;
 *   <li>up to 4 sequences of 1 to 4 bytes, one per 32-bit lane, 4-byte ones as a surrogate pair,
 *       packed by a second shuffle looked up by which lanes hold pairs ({@link #PAIR_PACK}).
 * </ul>
 * Lanes without a byte take the load's last byte, which is cleared first. Sixteen ASCII bytes, and
 * eight 2-byte sequences, take a step of their own without a table.
 *
 * <p>The steps decode; they do not validate. The caller validates the input up to {@code v} first,
 * and a step runs only where its whole load lies before {@code v}: then every sequence it takes,
 * and the byte after it, have been judged.
 */
final class Utf8DecodeSteps {

    private static final VectorSpecies<Byte> BYTES = ByteVector.SPECIES_128;
    private static final VectorSpecies<Byte> HALF_BYTES = ByteVector.SPECIES_64;
    private static final VectorSpecies<Short> CHARS = ShortVector.SPECIES_128;
    /** Bytes one step loads; it needs them all validated. */
    static final int LOAD = 16;
    /** Bytes whose masks are taken at once, from four loads. */
    private static final int CHUNK = 64;
    /** Bytes of the load whose sequence ends index the tables. */
    private static final int INDEXED = 12;
    /** The lane of the load that is cleared: shuffle index of a zero byte. */
    private static final int ZERO = LOAD - 1;

    private static final int LAYOUT_TWO = 0;
    private static final int LAYOUT_FOUR = 1;
    /** Sequences the 32-bit layout takes: one per lane. */
    private static final int FOUR_LANES = 4;

    /**
     * Per 12-bit mask of sequence ends: bits 0-3 the bytes the step consumes (0: no whole sequence,
     * which validated input never gives), 4-7 the chars it writes, 8 the layout, 9-12 the 32-bit
     * lanes holding surrogate pairs (32-bit layout).
     */
    static final short[] ENTRIES = new short[1 << INDEXED];
    /** The first shuffle of mask {@code m} at {@code 16 * m} (64 KiB). */
    static final byte[] SHUFFLES = new byte[16 << INDEXED];
    /**
     * Per 4-bit mask of the lanes holding pairs, at {@code 16 * mask}: the byte indexes of lanes
     * 0-3's chars in order, one (bytes 0-1) or two (bytes 0-3) each.
     */
    static final byte[] PAIR_PACK = pairPack();
    /** -1 in every lane but the {@link #ZERO} one. */
    private static final byte[] CLEAR_LAST = clearLast();

    static {
        int[] lengths = new int[INDEXED];
        for (int m = 0; m < 1 << INDEXED; m++) {
            int n = 0;
            int start = 0;
            for (int b = 0; b < INDEXED; b++) {
                if ((m >>> b & 1) != 0) {
                    lengths[n++] = b + 1 - start;
                    start = b + 1;
                }
            }
            int two = prefix(lengths, n, 2, 8);
            int four = prefix(lengths, n, 4, FOUR_LANES);
            int pairs = 0;
            for (int t = 0; t < four; t++) {
                pairs |= lengths[t] == 4 ? 1 << t : 0;
            }
            int fourChars = four + Integer.bitCount(pairs);
            boolean byTwo = two >= fourChars;
            int layout = byTwo ? LAYOUT_TWO : LAYOUT_FOUR;
            int taken = byTwo ? two : four;
            int chars = byTwo ? two : fourChars;
            int consumed = 0;
            int laneBytes = layout == LAYOUT_TWO ? 2 : 4;
            java.util.Arrays.fill(SHUFFLES, 16 * m, 16 * m + 16, (byte) ZERO);
            for (int t = 0; t < taken; t++) {
                int end = consumed + lengths[t] - 1;
                // Byte 0 of the lane is the sequence's last byte, byte k the one k before it.
                for (int k = 0; k < lengths[t]; k++) {
                    SHUFFLES[16 * m + laneBytes * t + k] = (byte) (end - k);
                }
                consumed += lengths[t];
            }
            ENTRIES[m] = (short) (consumed | chars << 4 | layout << 8 | (byTwo ? 0 : pairs) << 9);
        }
    }

    private Utf8DecodeSteps() {
    }

    /** How many of the first {@code n} sequence lengths, at most {@code most}, are each at most {@code longest}. */
    private static int prefix(int[] lengths, int n, int longest, int most) {
        int t = 0;
        while (t < n && t < most && lengths[t] <= longest) {
            t++;
        }
        return t;
    }

    private static byte[] pairPack() {
        byte[] t = new byte[16 << FOUR_LANES];
        for (int mask = 0; mask < 1 << FOUR_LANES; mask++) {
            java.util.Arrays.fill(t, 16 * mask, 16 * mask + 16, (byte) ZERO);
            int out = 0;
            for (int lane = 0; lane < FOUR_LANES; lane++) {
                int bytes = (mask >>> lane & 1) != 0 ? 4 : 2;
                for (int k = 0; k < bytes; k++) {
                    t[16 * mask + out++] = (byte) (4 * lane + k);
                }
            }
        }
        return t;
    }

    private static byte[] clearLast() {
        byte[] t = new byte[16];
        java.util.Arrays.fill(t, (byte) -1);
        t[ZERO] = 0;
        return t;
    }

    /**
     * Decodes the steps of one chunk of up to 64 bytes from the sequence boundary {@code j}, each
     * while its load lies before {@code v}, the end of the input validated so far, and returns the position reached in the
     * high 32 bits and the chars' end in {@code dst} in the low ones. Every step stores 8 chars at
     * {@code d}, of which it may count fewer: the caller's room must allow for it (a step's load
     * ends at most at the input's end, and no step writes more chars than it consumes bytes, so
     * {@code dst} holding one char per input byte is room enough).
     */
    static long decode(byte[] src, int j, int v, char[] dst, int d) {
        ByteVector clearLast = ByteVector.fromArray(BYTES, CLEAR_LAST, 0);
        // One chunk a call: the caller's cheaper paths (ASCII blocks, 3-byte windows) get the
        // text back at the next one (mixed scripts 1,551 ns against 1,672 with chunks until v,
        // 1,000 chars at 256 bits, -XX:UseAVX=2, 2026-12-02).
        if (j + LOAD <= v) {
            // The masks of up to 64 bytes at j, from four loads (the last ones moved back to end
            // at v where less is validated; overlapping loads give the same bits). A step then
            // depends on the one before it through a shift, a table load and an add only.
            int n = Math.min(CHUNK, v - j);
            long high = 0;
            long continuations = 0;
            for (int k = 0; k < CHUNK; k += LOAD) {
                int at = Math.min(k, n - LOAD);
                ByteVector b = ByteVector.fromArray(BYTES, src, j + at);
                high |= b.compare(VectorOperators.LT, (byte) 0).toLong() << at;
                // Continuations are 0x80..0xBF: signed, below -64.
                continuations |= b.compare(VectorOperators.LT, (byte) -64).toLong() << at;
            }
            long ends = ~(continuations >>> 1);
            int p = 0;
            for (; p + LOAD <= n; ) {
                int s = j + p;
                if ((high >>> p & 0xFFFF) == 0) {
                    // Sixteen ASCII bytes: for them sign extension is zero extension.
                    ((ShortVector) ByteVector.fromArray(HALF_BYTES, src, s).convertShape(VectorOperators.B2S, CHARS, 0))
                            .intoCharArray(dst, d);
                    ((ShortVector) ByteVector.fromArray(HALF_BYTES, src, s + 8).convertShape(VectorOperators.B2S, CHARS, 0))
                            .intoCharArray(dst, d + 8);
                    p += LOAD;
                    d += LOAD;
                    continue;
                }
                ByteVector in = ByteVector.fromArray(BYTES, src, s);
                if ((continuations >>> p & 0xFFFF) == 0xAAAA && (high >>> p & 0xFFFF) == 0xFFFF && (src[s + 14] & 0xFF) < 0xE0) {
                    // Eight 2-byte sequences (the last lead below 0xE0: its sequence ends in the
                    // load). 110xxxxx 10yyyyyy, lead in the low byte -> xxxxxyyyyyy.
                    ShortVector w = in.reinterpretAsShorts();
                    w.and((short) 0x1F).lanewise(VectorOperators.LSHL, 6)
                            .or(w.lanewise(VectorOperators.LSHR, 8).and((short) 0x3F))
                            .intoCharArray(dst, d);
                    p += LOAD;
                    d += LOAD / 2;
                    continue;
                }
                int m = (int) (ends >>> p) & ((1 << INDEXED) - 1);
                int e = ENTRIES[m];
                int consumed = e & 0xF;
                if (consumed == 0) {
                    return (long) (j + p) << 32 | d;
                }
                ByteVector lanes = ByteVector.fromArray(BYTES, SHUFFLES, m << 4).selectFrom(in.and(clearLast));
                if ((e >>> 8 & 1) == LAYOUT_TWO) {
                    // 0xxxxxxx, or 10yyyyyy with 110xxxxx above it -> xxxxxyyyyyy.
                    ShortVector w = lanes.reinterpretAsShorts();
                    w.and((short) 0x7F).or(w.and((short) 0x1F00).lanewise(VectorOperators.LSHR, 2)).intoCharArray(dst, d);
                } else {
                    // The lane's bytes from its low end: a sequence's last byte, then the ones
                    // before it, then zeros. A 3-byte lead 1110xxxx, masked as a continuation,
                    // leaves bit 17 set, above the one char such a lane gives; a 4-byte lead
                    // 11110xxx is the fourth byte, the lane's sign.
                    IntVector w = lanes.reinterpretAsInts();
                    IntVector cp = w.and(0x7F).or(w.and(0x3F00).lanewise(VectorOperators.LSHR, 2))
                            .or(w.and(0x3F0000).lanewise(VectorOperators.LSHR, 4))
                            .or(w.and(0x07000000).lanewise(VectorOperators.LSHR, 6));
                    // High surrogate 0xD800 + ((cp - 0x10000) >> 10) in the low half, low
                    // surrogate 0xDC00 | (cp & 0x3FF) in the high half.
                    IntVector pair = cp.lanewise(VectorOperators.LSHR, 10).add(0xD7C0)
                            .or(cp.and(0x3FF).or(0xDC00).lanewise(VectorOperators.LSHL, 16));
                    ByteVector.fromArray(BYTES, PAIR_PACK, (e >>> 9 & 0xF) << 4)
                            .selectFrom(cp.blend(pair, w.compare(VectorOperators.LT, 0)).reinterpretAsBytes())
                            .reinterpretAsShorts().intoCharArray(dst, d);
                }
                p += consumed;
                d += e >>> 4 & 0xF;
            }
            j += p;
        }
        return (long) j << 32 | d;
    }
}
