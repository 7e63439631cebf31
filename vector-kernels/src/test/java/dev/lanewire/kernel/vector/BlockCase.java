package dev.lanewire.kernel.vector;

import dev.lanewire.kernel.BlockKernel;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One {@link BlockKernel} operation with fixed parameters (range, layout, limit), described well
 * enough to build blocks of valid elements and to plant invalid ones: the shared fixture of the
 * block kernel suites.
 *
 * @param name        what the case checks, for failure messages
 * @param stride      bytes per element
 * @param fieldOffset where the checked field lies in an element
 * @param fieldBytes  1, 2, 4 or 8
 * @param valid       values the field may hold (boundaries first); the kernel accepts exactly
 *                    these and the values between {@code valid[0]} and {@code valid[1]} for ranges
 * @param invalid     values the kernel must refuse
 * @param run         the kernel call
 */
record BlockCase(String name, int stride, int fieldOffset, int fieldBytes, long[] valid, long[] invalid, Call run) {

    /** A kernel call on {@code count} elements at {@code off}. */
    @FunctionalInterface
    interface Call {
        int apply(BlockKernel k, byte[] a, int off, int count);
    }

    @Override
    public String toString() {
        return name;
    }

    /** Fills {@code count} elements at {@code off} with random filler bytes and valid fields. */
    void fillValid(byte[] a, int off, int count, SplittableRandom r) {
        for (int i = off; i < off + count * stride; i++) {
            a[i] = (byte) r.nextInt();
        }
        for (int i = 0; i < count; i++) {
            put(a, off, i, valid[r.nextInt(valid.length)]);
        }
    }

    /** Writes {@code v} into the field of element {@code i}. */
    void put(byte[] a, int off, int i, long v) {
        ByteBuffer b = ByteBuffer.wrap(a).order(ByteOrder.LITTLE_ENDIAN);
        int at = off + i * stride + fieldOffset;
        switch (fieldBytes) {
            case 1 -> b.put(at, (byte) v);
            case 2 -> b.putShort(at, (short) v);
            case 4 -> b.putInt(at, (int) v);
            default -> b.putLong(at, v);
        }
    }

    /** Every case the suites run: each operation with layouts on the vector path and off it. */
    static List<BlockCase> all() {
        List<BlockCase> out = new ArrayList<>();
        out.add(new BlockCase("bool", 1, 0, 1, new long[] {0, 1}, new long[] {2, 3, 0x80, 0xFF, 0x7F, 0xFE},
                BlockKernel::firstInvalidBool));
        for (int[] layout : new int[][] {{2, 1}, {3, 0}, {5, 4}, {8, 7}, {13, 8}, {16, 0}, {24, 12}, {64, 63}, {65, 64}}) {
            int stride = layout[0];
            int field = layout[1];
            out.add(new BlockCase("boolStrided(" + stride + "," + field + ")", stride, field, 1, new long[] {0, 1},
                    new long[] {2, 0x80, 0xFF},
                    (k, a, off, n) -> k.firstInvalidBoolStrided(a, off, n, stride, field)));
        }
        for (long[] r : new long[][] {{-719_162, 2_932_896}, {0, Integer.MAX_VALUE}, {Integer.MIN_VALUE, -1}, {7, 7},
                {Integer.MIN_VALUE + 1, Integer.MAX_VALUE}}) {
            int min = (int) r[0];
            int max = (int) r[1];
            out.add(new BlockCase("int32[" + min + "," + max + "]", 4, 0, 4, valid(r),
                    invalid(r, Integer.MIN_VALUE, Integer.MAX_VALUE),
                    (k, a, off, n) -> k.firstOutOfRangeInt32(a, off, n, min, max)));
        }
        for (long[] r : new long[][] {{0, 86_399_999_999_999L}, {-31_557_014_167_219_200L, 31_556_889_864_403_199L},
                {Long.MIN_VALUE + 1, Long.MAX_VALUE}, {Long.MIN_VALUE, Long.MAX_VALUE - 1}, {-3, -3}}) {
            long min = r[0];
            long max = r[1];
            out.add(new BlockCase("int64[" + min + "," + max + "]", 8, 0, 8, valid(r),
                    invalid(r, Long.MIN_VALUE, Long.MAX_VALUE),
                    (k, a, off, n) -> k.firstOutOfRangeInt64(a, off, n, min, max)));
        }
        long[] nanos = {0, 999_999_999};
        for (int[] layout : new int[][] {{12, 8}, {16, 12}, {4, 0}, {20, 1}, {8, 3}, {13, 9}, {68, 64}}) {
            int stride = layout[0];
            int field = layout[1];
            out.add(new BlockCase("int32Field(" + stride + "," + field + ")", stride, field, 4,
                    valid(nanos), invalid(nanos, Integer.MIN_VALUE, Integer.MAX_VALUE),
                    (k, a, off, n) -> k.firstOutOfRangeInt32Field(a, off, n, stride, field, 0, 999_999_999)));
        }
        long[] days = {-719_162, 2_932_896};
        for (int[] layout : new int[][] {{12, 0}, {12, 4}, {20, 12}, {16, 8}, {8, 0}, {24, 3}, {16, 0}, {72, 0}}) {
            int stride = layout[0];
            int field = layout[1];
            out.add(new BlockCase("int64Field(" + stride + "," + field + ")", stride, field, 8,
                    valid(days), invalid(days, Long.MIN_VALUE, Long.MAX_VALUE),
                    (k, a, off, n) -> k.firstOutOfRangeInt64Field(a, off, n, stride, field, -719_162, 2_932_896)));
        }
        // Decimal128 flags: scale 0..28 in bits 16..23, sign in bit 31, nothing else.
        long[] flagsValid = {0, 0x80000000L, 28L << 16, 0x80000000L | (28L << 16), 1L << 16, 15L << 16};
        long[] flagsInvalid = {29L << 16, 0xFFL << 16, 1, 0x8000, 1L << 24, 1L << 30, 0x80000001L, 0xFFFFFFFFL, 0x7F00FFFFL};
        for (int[] layout : new int[][] {{16, 12}, {12, 0}, {4, 0}, {16, 9}, {14, 2}, {80, 0}}) {
            int stride = layout[0];
            int field = layout[1];
            out.add(new BlockCase("flags32Field(" + stride + "," + field + ")", stride, field, 4, flagsValid, flagsInvalid,
                    (k, a, off, n) -> k.firstInvalidFlags32Field(a, off, n, stride, field, 0x7F00FFFF, 16, 28)));
        }
        for (int limit : new int[] {1, 5, 200, 255}) {
            out.add(new BlockCase("ordinal8<" + limit, 1, 0, 1, valid(new long[] {0, limit - 1}),
                    invalid(new long[] {0, limit - 1}, 0, 0xFF),
                    (k, a, off, n) -> k.firstOrdinal8AtOrAbove(a, off, n, limit)));
        }
        for (int limit : new int[] {1, 300, 0x8000, 65_535}) {
            out.add(new BlockCase("ordinal16<" + limit, 2, 0, 2, valid(new long[] {0, limit - 1}),
                    invalid(new long[] {0, limit - 1}, 0, 0xFFFF),
                    (k, a, off, n) -> k.firstOrdinal16AtOrAbove(a, off, n, limit)));
        }
        for (int limit : new int[] {1, 1000, Integer.MAX_VALUE}) {
            out.add(new BlockCase("ordinal32<" + limit, 4, 0, 4, valid(new long[] {0, limit - 1L}),
                    invalid(new long[] {0, limit - 1L}, 0, 0xFFFFFFFFL),
                    (k, a, off, n) -> k.firstOrdinal32AtOrAbove(a, off, n, limit)));
        }
        return out;
    }

    /** The range's ends and a point between them. */
    private static long[] valid(long[] range) {
        long mid = range[0] + ((range[1] - range[0]) >>> 1);
        return new long[] {range[0], range[1], mid};
    }

    /** One past each end, and the type's extremes, where those lie outside the range. */
    private static long[] invalid(long[] range, long typeMin, long typeMax) {
        List<Long> out = new ArrayList<>();
        if (range[0] > typeMin) {
            out.add(range[0] - 1);
            out.add(typeMin);
        }
        if (range[1] < typeMax) {
            out.add(range[1] + 1);
            out.add(typeMax);
        }
        return out.stream().distinct().mapToLong(Long::longValue).toArray();
    }
}
