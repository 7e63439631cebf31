package dev.lanewire.validate;

import dev.lanewire.dispatch.Bound;
import dev.lanewire.dispatch.Dispatch;
import dev.lanewire.dispatch.Op;
import dev.lanewire.kernel.BlockKernel;
import dev.lanewire.kernel.scalar.ScalarBlockKernel;
import java.util.Objects;

/**
 * Finds the first invalid element of a block of little-endian wire values, with the kernel the
 * dispatcher chose for this CPU and the block's size.
 *
 * <p>Every method returns the element index (0-based, relative to {@code off}) of the first
 * invalid element, or {@code -1} when all {@code count} elements are valid. Arguments are checked
 * here, once; the kernels trust them. Every method throws {@link IndexOutOfBoundsException} if
 * {@code off} or {@code count} is negative or the block does not lie inside {@code wire}
 * (computed without overflow, so a forged count cannot wrap around).
 *
 * <p>Blocks of up to {@link Bound#SMALL_MAX} elements run on the kernel bound for small inputs
 * (usually the scalar twin), up to {@link Bound#MEDIUM_MAX} on the medium one, larger ones on
 * the large one. Each size class has its own call site, so each site sees one kernel class, a
 * constant the JIT inlines, even where a profile binds three different classes to one operation.
 */
public final class Blocks {

    private static final ScalarBlockKernel SCALAR = ScalarBlockKernel.INSTANCE;

    static {
        // Off the caller's stack: see Bound.initialiseWhenBound.
        Bound.initialiseWhenBound(Blocks.class);
    }

    /** The chosen kernels, read once {@link Dispatch#bound()} is true; the scalar twin runs until then. */
    private static final class Kernels {
        static final Bound<BlockKernel> BOOL = Bound.of(Op.BLOCK_BOOL, BlockKernel.class);
        static final Bound<BlockKernel> BOOL_STRIDED = Bound.of(Op.BLOCK_BOOL_STRIDED, BlockKernel.class);
        static final Bound<BlockKernel> INT32 = Bound.of(Op.BLOCK_INT32_RANGE, BlockKernel.class);
        static final Bound<BlockKernel> INT64 = Bound.of(Op.BLOCK_INT64_RANGE, BlockKernel.class);
        static final Bound<BlockKernel> INT32_FIELD = Bound.of(Op.BLOCK_INT32_FIELD_RANGE, BlockKernel.class);
        static final Bound<BlockKernel> INT64_FIELD = Bound.of(Op.BLOCK_INT64_FIELD_RANGE, BlockKernel.class);
        static final Bound<BlockKernel> FLAGS32 = Bound.of(Op.BLOCK_FLAGS32_FIELD, BlockKernel.class);
        static final Bound<BlockKernel> ORDINAL8 = Bound.of(Op.BLOCK_ORDINAL8, BlockKernel.class);
        static final Bound<BlockKernel> ORDINAL16 = Bound.of(Op.BLOCK_ORDINAL16, BlockKernel.class);
        static final Bound<BlockKernel> ORDINAL32 = Bound.of(Op.BLOCK_ORDINAL32, BlockKernel.class);

        private Kernels() {
        }
    }

    private Blocks() {
    }

    private static void checkBlock(byte[] wire, int off, int count, int elementBytes) {
        if (count < 0) {
            throw new IndexOutOfBoundsException("negative element count " + count);
        }
        // In long arithmetic: count * elementBytes may exceed Integer.MAX_VALUE for a forged count.
        Objects.checkFromIndexSize((long) off, (long) count * elementBytes, (long) wire.length);
    }

    private static void checkField(int stride, int fieldOffset, int fieldBytes) {
        if (stride < 1 || fieldOffset < 0 || fieldOffset > stride - fieldBytes) {
            throw new IllegalArgumentException("a " + fieldBytes + "-byte field at offset " + fieldOffset
                    + " does not fit in elements of " + stride + " bytes");
        }
    }

    private static void checkRange(long min, long max) {
        if (min > max) {
            throw new IllegalArgumentException("empty range [" + min + ", " + max + "]");
        }
    }

    private static void checkLimit(int limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("negative ordinal limit " + limit);
        }
    }

    /** First byte of {@code wire[off .. off+count)} that is neither 0 nor 1. */
    public static int firstInvalidBool(byte[] wire, int off, int count) {
        checkBlock(wire, off, count, 1);
        if (!Dispatch.bound()) {
            return SCALAR.firstInvalidBool(wire, off, count);
        }
        if (count <= Bound.SMALL_MAX) {
            return Kernels.BOOL.small().firstInvalidBool(wire, off, count);
        }
        if (count <= Bound.MEDIUM_MAX) {
            return Kernels.BOOL.medium().firstInvalidBool(wire, off, count);
        }
        return Kernels.BOOL.large().firstInvalidBool(wire, off, count);
    }

    /**
     * First of {@code count} elements of {@code stride} bytes whose bool at {@code fieldOffset} is
     * neither 0 nor 1.
     *
     * @throws IllegalArgumentException if the field does not lie inside an element
     */
    public static int firstInvalidBoolStrided(byte[] wire, int off, int count, int stride, int fieldOffset) {
        checkField(stride, fieldOffset, 1);
        checkBlock(wire, off, count, stride);
        if (!Dispatch.bound()) {
            return SCALAR.firstInvalidBoolStrided(wire, off, count, stride, fieldOffset);
        }
        if (count <= Bound.SMALL_MAX) {
            return Kernels.BOOL_STRIDED.small().firstInvalidBoolStrided(wire, off, count, stride, fieldOffset);
        }
        if (count <= Bound.MEDIUM_MAX) {
            return Kernels.BOOL_STRIDED.medium().firstInvalidBoolStrided(wire, off, count, stride, fieldOffset);
        }
        return Kernels.BOOL_STRIDED.large().firstInvalidBoolStrided(wire, off, count, stride, fieldOffset);
    }

    /**
     * First int32 outside {@code [min, max]}.
     *
     * @throws IllegalArgumentException if {@code min > max}
     */
    public static int firstOutOfRangeInt32(byte[] wire, int off, int count, int min, int max) {
        checkRange(min, max);
        checkBlock(wire, off, count, Integer.BYTES);
        if (!Dispatch.bound()) {
            return SCALAR.firstOutOfRangeInt32(wire, off, count, min, max);
        }
        if (count <= Bound.SMALL_MAX) {
            return Kernels.INT32.small().firstOutOfRangeInt32(wire, off, count, min, max);
        }
        if (count <= Bound.MEDIUM_MAX) {
            return Kernels.INT32.medium().firstOutOfRangeInt32(wire, off, count, min, max);
        }
        return Kernels.INT32.large().firstOutOfRangeInt32(wire, off, count, min, max);
    }

    /**
     * First int64 outside {@code [min, max]}.
     *
     * @throws IllegalArgumentException if {@code min > max}
     */
    public static int firstOutOfRangeInt64(byte[] wire, int off, int count, long min, long max) {
        checkRange(min, max);
        checkBlock(wire, off, count, Long.BYTES);
        if (!Dispatch.bound()) {
            return SCALAR.firstOutOfRangeInt64(wire, off, count, min, max);
        }
        if (count <= Bound.SMALL_MAX) {
            return Kernels.INT64.small().firstOutOfRangeInt64(wire, off, count, min, max);
        }
        if (count <= Bound.MEDIUM_MAX) {
            return Kernels.INT64.medium().firstOutOfRangeInt64(wire, off, count, min, max);
        }
        return Kernels.INT64.large().firstOutOfRangeInt64(wire, off, count, min, max);
    }

    /**
     * First element of {@code stride} bytes whose int32 at {@code fieldOffset} is outside
     * {@code [min, max]}.
     *
     * @throws IllegalArgumentException if {@code min > max} or the field does not fit
     */
    public static int firstOutOfRangeInt32Field(byte[] wire, int off, int count, int stride, int fieldOffset,
                                                int min, int max) {
        checkRange(min, max);
        checkField(stride, fieldOffset, Integer.BYTES);
        checkBlock(wire, off, count, stride);
        if (!Dispatch.bound()) {
            return SCALAR.firstOutOfRangeInt32Field(wire, off, count, stride, fieldOffset, min, max);
        }
        if (count <= Bound.SMALL_MAX) {
            return Kernels.INT32_FIELD.small().firstOutOfRangeInt32Field(wire, off, count, stride, fieldOffset, min, max);
        }
        if (count <= Bound.MEDIUM_MAX) {
            return Kernels.INT32_FIELD.medium().firstOutOfRangeInt32Field(wire, off, count, stride, fieldOffset, min, max);
        }
        return Kernels.INT32_FIELD.large().firstOutOfRangeInt32Field(wire, off, count, stride, fieldOffset, min, max);
    }

    /**
     * First element of {@code stride} bytes whose int64 at {@code fieldOffset} is outside
     * {@code [min, max]}.
     *
     * @throws IllegalArgumentException if {@code min > max} or the field does not fit
     */
    public static int firstOutOfRangeInt64Field(byte[] wire, int off, int count, int stride, int fieldOffset,
                                                long min, long max) {
        checkRange(min, max);
        checkField(stride, fieldOffset, Long.BYTES);
        checkBlock(wire, off, count, stride);
        if (!Dispatch.bound()) {
            return SCALAR.firstOutOfRangeInt64Field(wire, off, count, stride, fieldOffset, min, max);
        }
        if (count <= Bound.SMALL_MAX) {
            return Kernels.INT64_FIELD.small().firstOutOfRangeInt64Field(wire, off, count, stride, fieldOffset, min, max);
        }
        if (count <= Bound.MEDIUM_MAX) {
            return Kernels.INT64_FIELD.medium().firstOutOfRangeInt64Field(wire, off, count, stride, fieldOffset, min, max);
        }
        return Kernels.INT64_FIELD.large().firstOutOfRangeInt64Field(wire, off, count, stride, fieldOffset, min, max);
    }

    /**
     * First element of {@code stride} bytes whose int32 flags word at {@code fieldOffset} has a
     * forbidden bit set or a byte at {@code shift} above {@code maxField}.
     *
     * @throws IllegalArgumentException if the field does not fit or {@code shift} is not in 0..31
     */
    public static int firstInvalidFlags32Field(byte[] wire, int off, int count, int stride, int fieldOffset,
                                               int forbiddenBits, int shift, int maxField) {
        checkField(stride, fieldOffset, Integer.BYTES);
        if (shift < 0 || shift >= Integer.SIZE) {
            throw new IllegalArgumentException("shift " + shift + " is not in 0..31");
        }
        checkBlock(wire, off, count, stride);
        if (!Dispatch.bound()) {
            return SCALAR.firstInvalidFlags32Field(wire, off, count, stride, fieldOffset, forbiddenBits, shift,
                           maxField);
        }
        if (count <= Bound.SMALL_MAX) {
            return Kernels.FLAGS32.small().firstInvalidFlags32Field(wire, off, count, stride, fieldOffset, forbiddenBits, shift,
                           maxField);
        }
        if (count <= Bound.MEDIUM_MAX) {
            return Kernels.FLAGS32.medium().firstInvalidFlags32Field(wire, off, count, stride, fieldOffset, forbiddenBits, shift,
                           maxField);
        }
        return Kernels.FLAGS32.large().firstInvalidFlags32Field(wire, off, count, stride, fieldOffset, forbiddenBits, shift,
                       maxField);
    }

    /**
     * First unsigned byte ordinal at or above {@code limit}.
     *
     * @throws IllegalArgumentException if {@code limit} is negative
     */
    public static int firstOrdinal8AtOrAbove(byte[] wire, int off, int count, int limit) {
        checkLimit(limit);
        checkBlock(wire, off, count, Byte.BYTES);
        if (!Dispatch.bound()) {
            return SCALAR.firstOrdinal8AtOrAbove(wire, off, count, limit);
        }
        if (count <= Bound.SMALL_MAX) {
            return Kernels.ORDINAL8.small().firstOrdinal8AtOrAbove(wire, off, count, limit);
        }
        if (count <= Bound.MEDIUM_MAX) {
            return Kernels.ORDINAL8.medium().firstOrdinal8AtOrAbove(wire, off, count, limit);
        }
        return Kernels.ORDINAL8.large().firstOrdinal8AtOrAbove(wire, off, count, limit);
    }

    /**
     * First unsigned 16-bit ordinal at or above {@code limit}.
     *
     * @throws IllegalArgumentException if {@code limit} is negative
     */
    public static int firstOrdinal16AtOrAbove(byte[] wire, int off, int count, int limit) {
        checkLimit(limit);
        checkBlock(wire, off, count, Short.BYTES);
        if (!Dispatch.bound()) {
            return SCALAR.firstOrdinal16AtOrAbove(wire, off, count, limit);
        }
        if (count <= Bound.SMALL_MAX) {
            return Kernels.ORDINAL16.small().firstOrdinal16AtOrAbove(wire, off, count, limit);
        }
        if (count <= Bound.MEDIUM_MAX) {
            return Kernels.ORDINAL16.medium().firstOrdinal16AtOrAbove(wire, off, count, limit);
        }
        return Kernels.ORDINAL16.large().firstOrdinal16AtOrAbove(wire, off, count, limit);
    }

    /**
     * First int32 ordinal that is negative or at or above {@code limit}.
     *
     * @throws IllegalArgumentException if {@code limit} is negative
     */
    public static int firstOrdinal32AtOrAbove(byte[] wire, int off, int count, int limit) {
        checkLimit(limit);
        checkBlock(wire, off, count, Integer.BYTES);
        if (!Dispatch.bound()) {
            return SCALAR.firstOrdinal32AtOrAbove(wire, off, count, limit);
        }
        if (count <= Bound.SMALL_MAX) {
            return Kernels.ORDINAL32.small().firstOrdinal32AtOrAbove(wire, off, count, limit);
        }
        if (count <= Bound.MEDIUM_MAX) {
            return Kernels.ORDINAL32.medium().firstOrdinal32AtOrAbove(wire, off, count, limit);
        }
        return Kernels.ORDINAL32.large().firstOrdinal32AtOrAbove(wire, off, count, limit);
    }

    /** First LocalDate (int32 epoch day) outside years 0001..9999. */
    public static int firstInvalidLocalDate(byte[] wire, int off, int count) {
        return firstOutOfRangeInt32(wire, off, count, ValueRanges.EPOCH_DAY_MIN, ValueRanges.EPOCH_DAY_MAX);
    }

    /** First LocalTime (int64 nanosecond of day) outside {@code 0 .. NANO_OF_DAY_MAX}. */
    public static int firstInvalidLocalTime(byte[] wire, int off, int count) {
        return firstOutOfRangeInt64(wire, off, count, 0, ValueRanges.NANO_OF_DAY_MAX);
    }

    /** First Duration (int64 seconds, int32 nanos) whose nanos lie outside {@code 0 .. NANOS_MAX}. */
    public static int firstInvalidDuration(byte[] wire, int off, int count) {
        return firstOutOfRangeInt32Field(wire, off, count, ValueRanges.SECONDS_NANOS_BYTES,
                ValueRanges.NANOS_FIELD_OFFSET, 0, ValueRanges.NANOS_MAX);
    }

    /**
     * First Instant whose nanos lie outside {@code 0 .. NANOS_MAX} or whose seconds lie outside
     * {@link java.time.Instant#MIN} .. {@link java.time.Instant#MAX}: two kernel passes, one per
     * field; the earlier failure wins.
     */
    public static int firstInvalidInstant(byte[] wire, int off, int count) {
        int nanos = firstInvalidDuration(wire, off, count);
        int scanTo = nanos < 0 ? count : nanos;
        int seconds = firstOutOfRangeInt64Field(wire, off, scanTo, ValueRanges.SECONDS_NANOS_BYTES, 0,
                ValueRanges.INSTANT_SECONDS_MIN, ValueRanges.INSTANT_SECONDS_MAX);
        return seconds >= 0 ? seconds : nanos;
    }

    /** First LocalDateTime whose date or time is out of range; the earlier failure wins. */
    public static int firstInvalidLocalDateTime(byte[] wire, int off, int count) {
        int date = firstOutOfRangeInt32Field(wire, off, count, ValueRanges.LOCAL_DATE_TIME_BYTES, 0,
                ValueRanges.EPOCH_DAY_MIN, ValueRanges.EPOCH_DAY_MAX);
        int scanTo = date < 0 ? count : date;
        int time = firstOutOfRangeInt64Field(wire, off, scanTo, ValueRanges.LOCAL_DATE_TIME_BYTES,
                ValueRanges.LOCAL_DATE_TIME_TIME_OFFSET, 0, ValueRanges.NANO_OF_DAY_MAX);
        return time >= 0 ? time : date;
    }

    /**
     * First Decimal128 whose flags word has a bit set outside the scale byte and the sign, or a
     * scale above 28.
     */
    public static int firstInvalidDecimal128(byte[] wire, int off, int count) {
        return firstInvalidFlags32Field(wire, off, count, ValueRanges.DECIMAL128_BYTES,
                ValueRanges.DECIMAL128_FLAGS_OFFSET, ValueRanges.DECIMAL128_FORBIDDEN_FLAGS,
                ValueRanges.DECIMAL128_SCALE_SHIFT, ValueRanges.DECIMAL128_MAX_SCALE);
    }
}
