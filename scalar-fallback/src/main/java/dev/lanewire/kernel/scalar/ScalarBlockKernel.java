package dev.lanewire.kernel.scalar;

import dev.lanewire.kernel.BlockKernel;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Scalar twin of {@link BlockKernel}: one element at a time, one compare each.
 *
 * <p>A range test {@code min <= v <= max} is one unsigned compare: {@code v - min} as unsigned is at
 * most {@code max - min} exactly when {@code v} lies in the range.
 *
 * <p>The static {@code ...0} methods take an element range {@code [from, to)} relative to
 * {@code off}, so a vector kernel can hand over its tail or the block in which it saw a failure.
 */
public final class ScalarBlockKernel implements BlockKernel {

    /** The one instance; the class is stateless. */
    public static final ScalarBlockKernel INSTANCE = new ScalarBlockKernel();

    private static final VarHandle I16 = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle I32 = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle I64 = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private ScalarBlockKernel() {
    }

    @Override
    public int firstInvalidBool(byte[] a, int off, int count) {
        return firstInvalidBool0(a, off, 0, count);
    }

    @Override
    public int firstInvalidBoolStrided(byte[] a, int off, int count, int stride, int fieldOffset) {
        return firstInvalidBoolStrided0(a, off, 0, count, stride, fieldOffset);
    }

    @Override
    public int firstOutOfRangeInt32(byte[] a, int off, int count, int min, int max) {
        return firstOutOfRangeInt32Field0(a, off, 0, count, Integer.BYTES, 0, min, max);
    }

    @Override
    public int firstOutOfRangeInt64(byte[] a, int off, int count, long min, long max) {
        return firstOutOfRangeInt64Field0(a, off, 0, count, Long.BYTES, 0, min, max);
    }

    @Override
    public int firstOutOfRangeInt32Field(byte[] a, int off, int count, int stride, int fieldOffset, int min, int max) {
        return firstOutOfRangeInt32Field0(a, off, 0, count, stride, fieldOffset, min, max);
    }

    @Override
    public int firstOutOfRangeInt64Field(byte[] a, int off, int count, int stride, int fieldOffset,
                                         long min, long max) {
        return firstOutOfRangeInt64Field0(a, off, 0, count, stride, fieldOffset, min, max);
    }

    @Override
    public int firstInvalidFlags32Field(byte[] a, int off, int count, int stride, int fieldOffset,
                                        int forbiddenBits, int shift, int maxField) {
        return firstInvalidFlags32Field0(a, off, 0, count, stride, fieldOffset, forbiddenBits, shift, maxField);
    }

    @Override
    public int firstOrdinal8AtOrAbove(byte[] a, int off, int count, int limit) {
        return firstOrdinal8AtOrAbove0(a, off, 0, count, limit);
    }

    @Override
    public int firstOrdinal16AtOrAbove(byte[] a, int off, int count, int limit) {
        return firstOrdinal16AtOrAbove0(a, off, 0, count, limit);
    }

    @Override
    public int firstOrdinal32AtOrAbove(byte[] a, int off, int count, int limit) {
        return firstOrdinal32AtOrAbove0(a, off, 0, count, limit);
    }

    /** Elements {@code [from, to)} of {@link #firstInvalidBool}. */
    public static int firstInvalidBool0(byte[] a, int off, int from, int to) {
        assert off >= 0 && 0 <= from && from <= to && (long) off + to <= a.length
                : "trusted caller missed a bounds check";
        for (int i = from; i < to; i++) {
            if ((a[off + i] & 0xFE) != 0) {
                return i;
            }
        }
        return -1;
    }

    /** Elements {@code [from, to)} of {@link #firstInvalidBoolStrided}. */
    public static int firstInvalidBoolStrided0(byte[] a, int off, int from, int to, int stride, int fieldOffset) {
        assert off >= 0 && 0 <= from && from <= to && (long) off + (long) to * stride <= a.length
                && 0 <= fieldOffset && fieldOffset < stride : "trusted caller missed a bounds check";
        for (int i = from; i < to; i++) {
            if ((a[off + i * stride + fieldOffset] & 0xFE) != 0) {
                return i;
            }
        }
        return -1;
    }

    /** Elements {@code [from, to)} of {@link #firstOutOfRangeInt32Field}. */
    public static int firstOutOfRangeInt32Field0(byte[] a, int off, int from, int to, int stride, int fieldOffset,
                                                 int min, int max) {
        assert off >= 0 && 0 <= from && from <= to && (long) off + (long) to * stride <= a.length
                && 0 <= fieldOffset && fieldOffset + Integer.BYTES <= stride : "trusted caller missed a bounds check";
        assert min <= max : "empty range";
        int span = max - min;
        for (int i = from; i < to; i++) {
            int v = (int) I32.get(a, off + i * stride + fieldOffset);
            if (Integer.compareUnsigned(v - min, span) > 0) {
                return i;
            }
        }
        return -1;
    }

    /** Elements {@code [from, to)} of {@link #firstOutOfRangeInt64Field}. */
    public static int firstOutOfRangeInt64Field0(byte[] a, int off, int from, int to, int stride, int fieldOffset,
                                                 long min, long max) {
        assert off >= 0 && 0 <= from && from <= to && (long) off + (long) to * stride <= a.length
                && 0 <= fieldOffset && fieldOffset + Long.BYTES <= stride : "trusted caller missed a bounds check";
        assert min <= max : "empty range";
        long span = max - min;
        for (int i = from; i < to; i++) {
            long v = (long) I64.get(a, off + i * stride + fieldOffset);
            if (Long.compareUnsigned(v - min, span) > 0) {
                return i;
            }
        }
        return -1;
    }

    /** Elements {@code [from, to)} of {@link #firstInvalidFlags32Field}. */
    public static int firstInvalidFlags32Field0(byte[] a, int off, int from, int to, int stride, int fieldOffset,
                                                int forbiddenBits, int shift, int maxField) {
        assert off >= 0 && 0 <= from && from <= to && (long) off + (long) to * stride <= a.length
                && 0 <= fieldOffset && fieldOffset + Integer.BYTES <= stride : "trusted caller missed a bounds check";
        assert 0 <= shift && shift < Integer.SIZE : "shift out of range";
        for (int i = from; i < to; i++) {
            int v = (int) I32.get(a, off + i * stride + fieldOffset);
            if ((v & forbiddenBits) != 0 || ((v >>> shift) & 0xFF) > maxField) {
                return i;
            }
        }
        return -1;
    }

    /** Elements {@code [from, to)} of {@link #firstOrdinal8AtOrAbove}. */
    public static int firstOrdinal8AtOrAbove0(byte[] a, int off, int from, int to, int limit) {
        assert off >= 0 && 0 <= from && from <= to && (long) off + to <= a.length
                : "trusted caller missed a bounds check";
        assert limit >= 0 : "negative ordinal limit";
        for (int i = from; i < to; i++) {
            if ((a[off + i] & 0xFF) >= limit) {
                return i;
            }
        }
        return -1;
    }

    /** Elements {@code [from, to)} of {@link #firstOrdinal16AtOrAbove}. */
    public static int firstOrdinal16AtOrAbove0(byte[] a, int off, int from, int to, int limit) {
        assert off >= 0 && 0 <= from && from <= to && (long) off + 2L * to <= a.length
                : "trusted caller missed a bounds check";
        assert limit >= 0 : "negative ordinal limit";
        for (int i = from; i < to; i++) {
            if (((short) I16.get(a, off + 2 * i) & 0xFFFF) >= limit) {
                return i;
            }
        }
        return -1;
    }

    /** Elements {@code [from, to)} of {@link #firstOrdinal32AtOrAbove}. */
    public static int firstOrdinal32AtOrAbove0(byte[] a, int off, int from, int to, int limit) {
        assert off >= 0 && 0 <= from && from <= to && (long) off + 4L * to <= a.length
                : "trusted caller missed a bounds check";
        assert limit >= 0 : "negative ordinal limit";
        for (int i = from; i < to; i++) {
            // Unsigned: a negative ordinal is above every limit.
            if (Integer.compareUnsigned((int) I32.get(a, off + 4 * i), limit) >= 0) {
                return i;
            }
        }
        return -1;
    }
}
