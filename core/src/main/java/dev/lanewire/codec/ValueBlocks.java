package dev.lanewire.codec;

import dev.lanewire.validate.Blocks;
import dev.lanewire.validate.Decimal128;
import dev.lanewire.validate.ValueRanges;
import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.nio.ByteOrder;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.UnsafeApi;

/**
 * The range-limited value types (wire format §7) below {@link WireReader} and {@link WireWriter}:
 * the reader and writer size and bounds-check a value or block, then hand this class a buffer,
 * an absolute index and a count. Nothing here calls back into a reader or writer.
 *
 * <p>Reading a block of {@code n} values: the reader has checked the count against the limits and
 * the bytes remaining; {@link #firstInvalid} validates the whole block with one block-kernel call
 * on the wire bytes ({@link Blocks}) and returns the first invalid element's index, which the
 * reader turns into a {@link CodecException} ({@link #invalid}) naming the element, at the byte
 * offset of the invalid field; only then are objects built. On a heap buffer the kernels read the
 * buffer's own array; an off-heap block is validated in chunks of {@value #CHUNK_BYTES} bytes
 * copied into a scratch array kept by this instance. A single value is checked by the reader
 * against {@link ValueRanges} in line, with the same message for a bad value.
 *
 * <p>Writing: every value is checked ({@code check...}) before the writer makes room and the first
 * byte is written ({@code put...}); a value the format cannot carry (a year outside 1..9999, a
 * null element, a BigDecimal with too wide an unscaled value or a scale outside 0..28, an ordinal
 * at or above the constant count) is a programming error and throws
 * {@link IllegalArgumentException}, leaving the writer unchanged.
 */
final class ValueBlocks {

    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    /** Scratch size for off-heap validation: big enough that a vector kernel runs at full speed. */
    static final int CHUNK_BYTES = 64 * 1024;

    static final int BOOL = 0;
    static final int ORDINAL8 = 1;
    static final int ORDINAL16 = 2;
    static final int ORDINAL32 = 3;
    static final int LOCAL_DATE = 4;
    static final int LOCAL_TIME = 5;
    static final int INSTANT = 6;
    static final int DURATION = 7;
    static final int LOCAL_DATE_TIME = 8;
    static final int DECIMAL128 = 9;

    private static final int[] BYTES = {1, 1, 2, 4, ValueRanges.LOCAL_DATE_BYTES, ValueRanges.LOCAL_TIME_BYTES,
        ValueRanges.SECONDS_NANOS_BYTES, ValueRanges.SECONDS_NANOS_BYTES, ValueRanges.LOCAL_DATE_TIME_BYTES,
        ValueRanges.DECIMAL128_BYTES};
    private static final String[] NAMES = {"bool", "enum ordinal", "enum ordinal", "enum ordinal", "LocalDate",
        "LocalTime", "Instant", "Duration", "LocalDateTime", "Decimal128"};

    private byte[] scratch;

    /** Bytes of an enum ordinal for an enum of {@code constants} constants: 1, 2 or 4. */
    static int ordinalBytes(int constants) {
        return constants <= 0x100 ? 1 : constants <= 0x1_0000 ? 2 : 4;
    }

    /** Bytes of one element of {@code kind}. */
    static int bytes(int kind) {
        return BYTES[kind];
    }

    /** The block kind of the ordinals of an enum of {@code constants} constants. */
    static int ordinalKind(int constants) {
        return constants <= 0x100 ? ORDINAL8 : constants <= 0x1_0000 ? ORDINAL16 : ORDINAL32;
    }

    // ------------------------------------------------------------------------------------------
    // Validation of a block on the wire.

    private static int firstInvalid(int kind, byte[] a, int off, int n, int limit) {
        return switch (kind) {
            case BOOL -> Blocks.firstInvalidBool(a, off, n);
            case ORDINAL8 -> Blocks.firstOrdinal8AtOrAbove(a, off, n, limit);
            case ORDINAL16 -> Blocks.firstOrdinal16AtOrAbove(a, off, n, limit);
            case ORDINAL32 -> Blocks.firstOrdinal32AtOrAbove(a, off, n, limit);
            case LOCAL_DATE -> Blocks.firstInvalidLocalDate(a, off, n);
            case LOCAL_TIME -> Blocks.firstInvalidLocalTime(a, off, n);
            case INSTANT -> Blocks.firstInvalidInstant(a, off, n);
            case DURATION -> Blocks.firstInvalidDuration(a, off, n);
            case LOCAL_DATE_TIME -> Blocks.firstInvalidLocalDateTime(a, off, n);
            case DECIMAL128 -> Blocks.firstInvalidDecimal128(a, off, n);
            default -> throw new IllegalArgumentException("kind " + kind);
        };
    }

    /**
     * The index of the first invalid of {@code n} elements of {@code kind} at absolute index
     * {@code at} of {@code b}, or -1 when all are valid. The caller has checked the block lies
     * inside the buffer.
     */
    int firstInvalid(int kind, DirectBuffer b, int at, int n, int limit) {
        int size = BYTES[kind];
        byte[] array = b.byteArray();
        if (array != null) {
            return firstInvalid(kind, array, b.wrapAdjustment() + at, n, limit);
        }
        byte[] s = scratch();
        int perChunk = CHUNK_BYTES / size;
        for (int done = 0; done < n; done += perChunk) {
            int k = Math.min(perChunk, n - done);
            b.getBytes(at + done * size, s, 0, k * size);
            int bad = firstInvalid(kind, s, 0, k, limit);
            if (bad >= 0) {
                return done + bad;
            }
        }
        return -1;
    }

    private byte[] scratch() {
        if (scratch == null) {
            scratch = new byte[CHUNK_BYTES];
        }
        return scratch;
    }

    /** The exception for element {@code i} of the block at {@code at}, at the invalid field's offset. */
    static CodecException invalid(int kind, DirectBuffer b, int at, int i, int limit) {
        int e = at + i * BYTES[kind];
        String what = NAMES[kind] + " element " + i + ": ";
        return switch (kind) {
            case BOOL -> new CodecException(e, what + "bool byte 0x" + Integer.toHexString(b.getByte(e) & 0xFF)
                    + " is neither 0x00 nor 0x01");
            case ORDINAL8 -> new CodecException(e, what + (b.getByte(e) & 0xFF) + " is not below the count " + limit);
            case ORDINAL16 -> new CodecException(e, what + (b.getShort(e, LE) & 0xFFFF) + " is not below the count " + limit);
            case ORDINAL32 -> new CodecException(e, what + Integer.toUnsignedString(b.getInt(e, LE))
                    + " is not below the count " + limit);
            case LOCAL_DATE -> badDay(e, what, b.getInt(e, LE));
            case LOCAL_TIME -> badNanoOfDay(e, what, b.getLong(e, LE));
            case INSTANT, DURATION -> {
                int nanos = b.getInt(e + ValueRanges.NANOS_FIELD_OFFSET, LE);
                if (nanos < 0 || nanos > ValueRanges.NANOS_MAX) {
                    yield new CodecException(e + ValueRanges.NANOS_FIELD_OFFSET, what + "nanos " + nanos
                            + " outside 0.." + ValueRanges.NANOS_MAX);
                }
                yield new CodecException(e, what + "seconds " + b.getLong(e, LE) + " outside Instant.MIN..Instant.MAX ("
                        + ValueRanges.INSTANT_SECONDS_MIN + ".." + ValueRanges.INSTANT_SECONDS_MAX + ")");
            }
            case LOCAL_DATE_TIME -> {
                int day = b.getInt(e, LE);
                yield day < ValueRanges.EPOCH_DAY_MIN || day > ValueRanges.EPOCH_DAY_MAX
                        ? badDay(e, what, day)
                        : badNanoOfDay(e + ValueRanges.LOCAL_DATE_TIME_TIME_OFFSET, what,
                                b.getLong(e + ValueRanges.LOCAL_DATE_TIME_TIME_OFFSET, LE));
            }
            case DECIMAL128 -> new CodecException(e + ValueRanges.DECIMAL128_FLAGS_OFFSET, what + "flags 0x"
                    + Integer.toHexString(b.getInt(e + ValueRanges.DECIMAL128_FLAGS_OFFSET, LE))
                    + " (scale above 28, or bits other than sign and scale set)");
            default -> throw new IllegalArgumentException("kind " + kind);
        };
    }

    private static CodecException badDay(int offset, String what, int day) {
        return new CodecException(offset, what + "epoch day " + day + " outside " + ValueRanges.EPOCH_DAY_MIN + ".."
                + ValueRanges.EPOCH_DAY_MAX + " (0001-01-01..9999-12-31)");
    }

    private static CodecException badNanoOfDay(int offset, String what, long nanos) {
        return new CodecException(offset, what + "nano of day " + nanos + " outside 0.." + ValueRanges.NANO_OF_DAY_MAX);
    }

    // ------------------------------------------------------------------------------------------
    // Single values: range checks in line (the reader calls them after its bounds check).

    static boolean validEpochDay(int day) {
        return day >= ValueRanges.EPOCH_DAY_MIN && day <= ValueRanges.EPOCH_DAY_MAX;
    }

    static boolean validNanoOfDay(long nanos) {
        return nanos >= 0 && nanos <= ValueRanges.NANO_OF_DAY_MAX;
    }

    static boolean validNanos(int nanos) {
        return nanos >= 0 && nanos <= ValueRanges.NANOS_MAX;
    }

    static boolean validInstantSeconds(long seconds) {
        return seconds >= ValueRanges.INSTANT_SECONDS_MIN && seconds <= ValueRanges.INSTANT_SECONDS_MAX;
    }

    /** The ordinal of {@code kind} at {@code at} (unsigned for 8 and 16 bits), whose bytes are present. */
    static int ordinalAt(DirectBuffer b, int kind, int at) {
        return ordinalAt(b.byteArray(), b.addressOffset() + at, kind);
    }

    private static int ordinalAt(Object base, long address, int kind) {
        return switch (kind) {
            case ORDINAL8 -> BulkCopy.getByte(base, address) & 0xFF;
            case ORDINAL16 -> BulkCopy.getShort(base, address) & 0xFFFF;
            default -> BulkCopy.getInt(base, address);
        };
    }

    /** A Decimal128 at {@code at} whose bytes are present and whose flags word is valid. */
    static BigDecimal decimalAt(DirectBuffer b, int at) {
        return decimalAt(b.byteArray(), b.addressOffset() + at);
    }

    private static BigDecimal decimalAt(Object base, long address) {
        return Decimal128.of(BulkCopy.getLong(base, address), BulkCopy.getInt(base, address + 8),
                BulkCopy.getInt(base, address + ValueRanges.DECIMAL128_FLAGS_OFFSET));
    }

    /** A LocalDateTime at {@code at} whose bytes are present and valid. */
    static LocalDateTime localDateTimeAt(DirectBuffer b, int at) {
        return localDateTimeAt(b.byteArray(), b.addressOffset() + at);
    }

    private static LocalDateTime localDateTimeAt(Object base, long address) {
        return LocalDateTime.of(LocalDate.ofEpochDay(BulkCopy.getInt(base, address)),
                LocalTime.ofNanoOfDay(BulkCopy.getLong(base, address + ValueRanges.LOCAL_DATE_TIME_TIME_OFFSET)));
    }

    // ------------------------------------------------------------------------------------------
    // Blocks: built from n validated elements at absolute index at.

    static <E extends Enum<E>> E[] enums(DirectBuffer b, int kind, int at, int n, E[] constants) {
        @SuppressWarnings("unchecked")
        E[] out = (E[]) Array.newInstance(constants.getClass().getComponentType(), n);
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        int size = BYTES[kind];
        for (int i = 0; i < n; i++, address += size) {
            out[i] = constants[ordinalAt(base, address, kind)];
        }
        return out;
    }

    static int[] epochDays(DirectBuffer b, int at, int n) {
        int[] out = new int[n];
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (int i = 0; i < n; i++, address += 4) {
            out[i] = BulkCopy.getInt(base, address);
        }
        return out;
    }

    static LocalDate[] localDates(DirectBuffer b, int at, int n) {
        LocalDate[] out = new LocalDate[n];
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (int i = 0; i < n; i++, address += 4) {
            out[i] = LocalDate.ofEpochDay(BulkCopy.getInt(base, address));
        }
        return out;
    }

    static long[] nanosOfDay(DirectBuffer b, int at, int n) {
        long[] out = new long[n];
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (int i = 0; i < n; i++, address += 8) {
            out[i] = BulkCopy.getLong(base, address);
        }
        return out;
    }

    static LocalTime[] localTimes(DirectBuffer b, int at, int n) {
        LocalTime[] out = new LocalTime[n];
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (int i = 0; i < n; i++, address += 8) {
            out[i] = LocalTime.ofNanoOfDay(BulkCopy.getLong(base, address));
        }
        return out;
    }

    static Instant[] instants(DirectBuffer b, int at, int n) {
        Instant[] out = new Instant[n];
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (int i = 0; i < n; i++, address += 12) {
            out[i] = Instant.ofEpochSecond(BulkCopy.getLong(base, address), BulkCopy.getInt(base, address + 8));
        }
        return out;
    }

    static Duration[] durations(DirectBuffer b, int at, int n) {
        Duration[] out = new Duration[n];
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (int i = 0; i < n; i++, address += 12) {
            out[i] = Duration.ofSeconds(BulkCopy.getLong(base, address), BulkCopy.getInt(base, address + 8));
        }
        return out;
    }

    static LocalDateTime[] localDateTimes(DirectBuffer b, int at, int n) {
        LocalDateTime[] out = new LocalDateTime[n];
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (int i = 0; i < n; i++, address += ValueRanges.LOCAL_DATE_TIME_BYTES) {
            out[i] = localDateTimeAt(base, address);
        }
        return out;
    }

    static BigDecimal[] decimals(DirectBuffer b, int at, int n) {
        BigDecimal[] out = new BigDecimal[n];
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (int i = 0; i < n; i++, address += ValueRanges.DECIMAL128_BYTES) {
            out[i] = decimalAt(base, address);
        }
        return out;
    }

    // ------------------------------------------------------------------------------------------
    // Records.

    /**
     * The first of {@code n} records of {@code layout} at {@code at} with a bool field that is
     * neither 0 nor 1, or -1: one strided kernel call per bool field.
     */
    int firstInvalidRecord(DirectBuffer b, int at, int n, RecordLayout layout) {
        int stride = layout.stride();
        int bad = Integer.MAX_VALUE;
        for (int k = 0; k < layout.boolFields(); k++) {
            // Later fields only need the records before the earliest failure found so far.
            int i = firstInvalidBoolField(b, at, Math.min(n, bad), stride, layout.boolOffset(k));
            if (i >= 0) {
                bad = i;
            }
        }
        return bad == Integer.MAX_VALUE ? -1 : bad;
    }

    /** The exception for record {@code bad} of the block at {@code at}, at its first invalid bool. */
    static CodecException invalidRecord(DirectBuffer b, int at, int bad, RecordLayout layout) {
        int e = at + bad * layout.stride();
        for (int k = 0; k < layout.boolFields(); k++) {
            int f = e + layout.boolOffset(k);
            if ((b.getByte(f) & 0xFE) != 0) {
                return new CodecException(f, "record element " + bad + ": bool field at offset " + layout.boolOffset(k)
                        + " holds 0x" + Integer.toHexString(b.getByte(f) & 0xFF) + ", neither 0x00 nor 0x01");
            }
        }
        throw new IllegalStateException("record " + bad + " has no invalid bool field");
    }

    private int firstInvalidBoolField(DirectBuffer b, int at, int n, int stride, int fieldOffset) {
        byte[] array = b.byteArray();
        if (array != null) {
            return Blocks.firstInvalidBoolStrided(array, b.wrapAdjustment() + at, n, stride, fieldOffset);
        }
        if (stride > CHUNK_BYTES) {
            for (int i = 0; i < n; i++) {
                if ((b.getByte(at + i * stride + fieldOffset) & 0xFE) != 0) {
                    return i;
                }
            }
            return -1;
        }
        byte[] s = scratch();
        int perChunk = CHUNK_BYTES / stride;
        for (int done = 0; done < n; done += perChunk) {
            int k = Math.min(perChunk, n - done);
            b.getBytes(at + done * stride, s, 0, k * stride);
            int bad = Blocks.firstInvalidBoolStrided(s, 0, k, stride, fieldOffset);
            if (bad >= 0) {
                return done + bad;
            }
        }
        return -1;
    }

    // ------------------------------------------------------------------------------------------
    // Writing: checks (before any byte is written), then puts at an index the writer has made
    // room for; each put returns the index past what it wrote.

    static <T> T nonNull(T value, String type, int i) {
        if (value == null) {
            throw nullElement(type, i);
        }
        return value;
    }

    private static IllegalArgumentException nullElement(String type, int i) {
        return new IllegalArgumentException(type + " element " + i + " is null; arrays of " + type
                + " carry non-null elements (the array itself may be null)");
    }

    /** Checks every element of {@code values} is non-null. */
    static void checkNonNull(Object[] values, String type) {
        for (int i = 0; i < values.length; i++) {
            nonNull(values[i], type, i);
        }
    }

    /** The epoch day of {@code d}, checked to lie in years 0001..9999; {@code i} the element or -1. */
    static int epochDay(LocalDate d, int i) {
        int year = nonNull(d, "LocalDate", i).getYear();
        if (year < 1 || year > 9999) {
            throw new IllegalArgumentException("LocalDate " + d + (i >= 0 ? " (element " + i + ")" : "")
                    + " is outside years 0001..9999");
        }
        return (int) d.toEpochDay();
    }

    static void checkLocalDates(LocalDate[] values) {
        for (int i = 0; i < values.length; i++) {
            epochDay(values[i], i);
        }
    }

    static void checkLocalDateTimes(LocalDateTime[] values) {
        for (int i = 0; i < values.length; i++) {
            epochDay(nonNull(values[i], "LocalDateTime", i).toLocalDate(), i);
        }
    }

    static void checkEpochDays(int[] days) {
        for (int i = 0; i < days.length; i++) {
            int day = days[i];
            if (!validEpochDay(day)) {
                throw new IllegalArgumentException("epoch day " + day + " (element " + i + ") is outside "
                        + ValueRanges.EPOCH_DAY_MIN + ".." + ValueRanges.EPOCH_DAY_MAX);
            }
        }
    }

    static void checkNanosOfDay(long[] nanos) {
        for (int i = 0; i < nanos.length; i++) {
            long t = nanos[i];
            if (!validNanoOfDay(t)) {
                throw new IllegalArgumentException("nano of day " + t + " (element " + i + ") is outside 0.."
                        + ValueRanges.NANO_OF_DAY_MAX);
            }
        }
    }

    static void checkOrdinal(int ordinal, int constants, int i) {
        if (ordinal < 0 || ordinal >= constants) {
            throw new IllegalArgumentException("ordinal " + ordinal + (i >= 0 ? " (element " + i + ")" : "")
                    + " is not below the constant count " + constants);
        }
    }

    static void checkOrdinals(Enum<?>[] values, int constants) {
        for (int i = 0; i < values.length; i++) {
            checkOrdinal(nonNull(values[i], "enum", i).ordinal(), constants, i);
        }
    }

    static void checkDecimals(BigDecimal[] values) {
        for (int i = 0; i < values.length; i++) {
            try {
                Decimal128.checkEncodable(nonNull(values[i], "BigDecimal", i));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("element " + i + ": " + e.getMessage(), e);
            }
        }
    }

    // The put methods below write at an index the writer has made room at (for a block, room for
    // every element) and return the index after what they wrote.

    static int putOrdinal(MutableDirectBuffer b, int at, int ordinal, int constants) {
        putOrdinalAt(b.byteArray(), b.addressOffset() + at, ordinal, ordinalBytes(constants));
        return at + ordinalBytes(constants);
    }

    private static void putOrdinalAt(Object base, long address, int ordinal, int bytes) {
        switch (bytes) {
            case 1 -> BulkCopy.putByte(base, address, (byte) ordinal);
            case 2 -> BulkCopy.putShort(base, address, (short) ordinal);
            default -> BulkCopy.putInt(base, address, ordinal);
        }
    }

    static int putOrdinals(MutableDirectBuffer b, int at, Enum<?>[] values, int constants) {
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        int bytes = ordinalBytes(constants);
        for (Enum<?> v : values) {
            putOrdinalAt(base, address, v.ordinal(), bytes);
            address += bytes;
        }
        return at + values.length * bytes;
    }

    static int putLocalDates(MutableDirectBuffer b, int at, LocalDate[] values) {
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (LocalDate d : values) {
            BulkCopy.putInt(base, address, (int) d.toEpochDay());
            address += 4;
        }
        return at + 4 * values.length;
    }

    static int putEpochDays(MutableDirectBuffer b, int at, int[] days) {
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (int d : days) {
            BulkCopy.putInt(base, address, d);
            address += 4;
        }
        return at + 4 * days.length;
    }

    static int putLocalTimes(MutableDirectBuffer b, int at, LocalTime[] values) {
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (LocalTime t : values) {
            BulkCopy.putLong(base, address, t.toNanoOfDay());
            address += 8;
        }
        return at + 8 * values.length;
    }

    static int putNanosOfDay(MutableDirectBuffer b, int at, long[] nanos) {
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (long t : nanos) {
            BulkCopy.putLong(base, address, t);
            address += 8;
        }
        return at + 8 * nanos.length;
    }

    static int putSecondsNanos(MutableDirectBuffer b, int at, long seconds, int nanos) {
        putSecondsNanosAt(b.byteArray(), b.addressOffset() + at, seconds, nanos);
        return at + ValueRanges.SECONDS_NANOS_BYTES;
    }

    private static void putSecondsNanosAt(Object base, long address, long seconds, int nanos) {
        BulkCopy.putLong(base, address, seconds);
        BulkCopy.putInt(base, address + 8, nanos);
    }

    static int putInstants(MutableDirectBuffer b, int at, Instant[] values) {
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (Instant t : values) {
            putSecondsNanosAt(base, address, t.getEpochSecond(), t.getNano());
            address += ValueRanges.SECONDS_NANOS_BYTES;
        }
        return at + ValueRanges.SECONDS_NANOS_BYTES * values.length;
    }

    static int putDurations(MutableDirectBuffer b, int at, Duration[] values) {
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (Duration d : values) {
            putSecondsNanosAt(base, address, d.getSeconds(), d.getNano());
            address += ValueRanges.SECONDS_NANOS_BYTES;
        }
        return at + ValueRanges.SECONDS_NANOS_BYTES * values.length;
    }

    static int putLocalDateTime(MutableDirectBuffer b, int at, int epochDay, long nanoOfDay) {
        putLocalDateTimeAt(b.byteArray(), b.addressOffset() + at, epochDay, nanoOfDay);
        return at + ValueRanges.LOCAL_DATE_TIME_BYTES;
    }

    private static void putLocalDateTimeAt(Object base, long address, int epochDay, long nanoOfDay) {
        BulkCopy.putInt(base, address, epochDay);
        BulkCopy.putLong(base, address + ValueRanges.LOCAL_DATE_TIME_TIME_OFFSET, nanoOfDay);
    }

    static int putLocalDateTimes(MutableDirectBuffer b, int at, LocalDateTime[] values) {
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (LocalDateTime t : values) {
            putLocalDateTimeAt(base, address, (int) t.toLocalDate().toEpochDay(), t.toLocalTime().toNanoOfDay());
            address += ValueRanges.LOCAL_DATE_TIME_BYTES;
        }
        return at + ValueRanges.LOCAL_DATE_TIME_BYTES * values.length;
    }

    /** Puts the checked {@code values} through {@code scratch} (16 bytes). */
    static int putDecimals(MutableDirectBuffer b, int at, BigDecimal[] values, byte[] scratch) {
        Object base = b.byteArray();
        long address = b.addressOffset() + at;
        for (BigDecimal v : values) {
            Decimal128.write(v, scratch, 0);
            UnsafeApi.copyMemory(scratch, BulkCopy.BYTE_BASE, base, address, ValueRanges.DECIMAL128_BYTES);
            address += ValueRanges.DECIMAL128_BYTES;
        }
        return at + ValueRanges.DECIMAL128_BYTES * values.length;
    }
}
