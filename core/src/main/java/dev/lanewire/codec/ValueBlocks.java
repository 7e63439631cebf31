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

/**
 * Reading and writing of the range-limited value types (wire format §7) for one
 * {@link WireReader} or {@link WireWriter}, which delegate to it.
 *
 * <p>Reading a block of {@code n} values: the count is checked against the limits and the bytes
 * remaining, the whole block is validated by one block-kernel call on the wire bytes
 * ({@link Blocks}), and only then are objects built. The first invalid element becomes a
 * {@link CodecException} naming its element index, at the byte offset of the invalid field. On a
 * heap buffer the kernels read the buffer's own array; an off-heap block is validated in chunks
 * of {@value #CHUNK_BYTES} bytes copied into a scratch array kept by this instance.
 *
 * <p>Writing: every value is checked before the first byte is written; a value the format cannot
 * carry (a year outside 1..9999, a null element, a BigDecimal with too wide an unscaled value or
 * a scale outside 0..28, an ordinal at or above the constant count) is a programming error and
 * throws {@link IllegalArgumentException}, leaving the writer unchanged.
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
    private final byte[] decimal = new byte[ValueRanges.DECIMAL128_BYTES];

    /** Bytes of an enum ordinal for an enum of {@code constants} constants: 1, 2 or 4. */
    static int ordinalBytes(int constants) {
        return constants <= 0x100 ? 1 : constants <= 0x1_0000 ? 2 : 4;
    }

    private static int ordinalKind(int constants) {
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
     * Validates {@code n} elements of {@code kind} at absolute index {@code at} of {@code b}.
     *
     * @throws CodecException for the first invalid element
     */
    void check(int kind, DirectBuffer b, int at, int n, int limit) {
        int size = BYTES[kind];
        byte[] array = b.byteArray();
        if (array != null) {
            int bad = firstInvalid(kind, array, b.wrapAdjustment() + at, n, limit);
            if (bad >= 0) {
                throw invalid(kind, b, at, bad, limit);
            }
            return;
        }
        if (scratch == null) {
            scratch = new byte[CHUNK_BYTES];
        }
        int perChunk = CHUNK_BYTES / size;
        for (int done = 0; done < n; done += perChunk) {
            int k = Math.min(perChunk, n - done);
            b.getBytes(at + done * size, scratch, 0, k * size);
            int bad = firstInvalid(kind, scratch, 0, k, limit);
            if (bad >= 0) {
                throw invalid(kind, b, at, done + bad, limit);
            }
        }
    }

    /** The exception for element {@code i} of the block at {@code at}, at the invalid field's offset. */
    private static CodecException invalid(int kind, DirectBuffer b, int at, int i, int limit) {
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

    /** Reads a nullable count and skips over its checked, validated block; returns -1 for null. */
    private int block(WireReader r, int kind, int limit) {
        int size = BYTES[kind];
        int n = r.readNullableCount(r.limits().maxArrayElements(), size);
        if (n > 0) {
            check(kind, r.buffer(), r.position(), n, limit);
        }
        if (n >= 0) {
            r.skip(n * size);
        }
        return n;
    }

    /** Reads one element of {@code kind} and returns its index, after validating it. */
    private int single(WireReader r, int kind, int limit) {
        int at = r.skip(BYTES[kind]);
        check(kind, r.buffer(), at, 1, limit);
        return at;
    }

    // ------------------------------------------------------------------------------------------
    // Reading.

    <E extends Enum<E>> E readEnum(WireReader r, E[] constants) {
        int kind = ordinalKind(constants.length);
        int at = single(r, kind, constants.length);
        return constants[ordinalAt(r.buffer(), kind, at)];
    }

    <E extends Enum<E>> E[] readEnumArray(WireReader r, E[] constants) {
        int kind = ordinalKind(constants.length);
        int n = block(r, kind, constants.length);
        if (n < 0) {
            return null;
        }
        @SuppressWarnings("unchecked")
        E[] out = (E[]) Array.newInstance(constants.getClass().getComponentType(), n);
        int size = BYTES[kind];
        int start = r.position() - n * size;
        for (int i = 0; i < n; i++) {
            out[i] = constants[ordinalAt(r.buffer(), kind, start + i * size)];
        }
        return out;
    }

    private static int ordinalAt(DirectBuffer b, int kind, int at) {
        return switch (kind) {
            case ORDINAL8 -> b.getByte(at) & 0xFF;
            case ORDINAL16 -> b.getShort(at, LE) & 0xFFFF;
            default -> b.getInt(at, LE);
        };
    }

    LocalDate readLocalDate(WireReader r) {
        return LocalDate.ofEpochDay(r.buffer().getInt(single(r, LOCAL_DATE, 0), LE));
    }

    int[] readEpochDays(WireReader r) {
        int n = block(r, LOCAL_DATE, 0);
        if (n < 0) {
            return null;
        }
        int[] out = new int[n];
        DirectBuffer b = r.buffer();
        int start = r.position() - 4 * n;
        for (int i = 0; i < n; i++) {
            out[i] = b.getInt(start + 4 * i, LE);
        }
        return out;
    }

    LocalDate[] readLocalDateArray(WireReader r) {
        int n = block(r, LOCAL_DATE, 0);
        if (n < 0) {
            return null;
        }
        LocalDate[] out = new LocalDate[n];
        DirectBuffer b = r.buffer();
        int start = r.position() - 4 * n;
        for (int i = 0; i < n; i++) {
            out[i] = LocalDate.ofEpochDay(b.getInt(start + 4 * i, LE));
        }
        return out;
    }

    LocalTime readLocalTime(WireReader r) {
        return LocalTime.ofNanoOfDay(r.buffer().getLong(single(r, LOCAL_TIME, 0), LE));
    }

    long[] readNanosOfDay(WireReader r) {
        int n = block(r, LOCAL_TIME, 0);
        if (n < 0) {
            return null;
        }
        long[] out = new long[n];
        DirectBuffer b = r.buffer();
        int start = r.position() - 8 * n;
        for (int i = 0; i < n; i++) {
            out[i] = b.getLong(start + 8 * i, LE);
        }
        return out;
    }

    LocalTime[] readLocalTimeArray(WireReader r) {
        int n = block(r, LOCAL_TIME, 0);
        if (n < 0) {
            return null;
        }
        LocalTime[] out = new LocalTime[n];
        DirectBuffer b = r.buffer();
        int start = r.position() - 8 * n;
        for (int i = 0; i < n; i++) {
            out[i] = LocalTime.ofNanoOfDay(b.getLong(start + 8 * i, LE));
        }
        return out;
    }

    Instant readInstant(WireReader r) {
        int at = single(r, INSTANT, 0);
        DirectBuffer b = r.buffer();
        return Instant.ofEpochSecond(b.getLong(at, LE), b.getInt(at + 8, LE));
    }

    Instant[] readInstantArray(WireReader r) {
        int n = block(r, INSTANT, 0);
        if (n < 0) {
            return null;
        }
        Instant[] out = new Instant[n];
        DirectBuffer b = r.buffer();
        int start = r.position() - 12 * n;
        for (int i = 0, at = start; i < n; i++, at += 12) {
            out[i] = Instant.ofEpochSecond(b.getLong(at, LE), b.getInt(at + 8, LE));
        }
        return out;
    }

    Duration readDuration(WireReader r) {
        int at = single(r, DURATION, 0);
        DirectBuffer b = r.buffer();
        return Duration.ofSeconds(b.getLong(at, LE), b.getInt(at + 8, LE));
    }

    Duration[] readDurationArray(WireReader r) {
        int n = block(r, DURATION, 0);
        if (n < 0) {
            return null;
        }
        Duration[] out = new Duration[n];
        DirectBuffer b = r.buffer();
        int start = r.position() - 12 * n;
        for (int i = 0, at = start; i < n; i++, at += 12) {
            out[i] = Duration.ofSeconds(b.getLong(at, LE), b.getInt(at + 8, LE));
        }
        return out;
    }

    LocalDateTime readLocalDateTime(WireReader r) {
        int at = single(r, LOCAL_DATE_TIME, 0);
        return localDateTimeAt(r.buffer(), at);
    }

    LocalDateTime[] readLocalDateTimeArray(WireReader r) {
        int n = block(r, LOCAL_DATE_TIME, 0);
        if (n < 0) {
            return null;
        }
        LocalDateTime[] out = new LocalDateTime[n];
        int start = r.position() - 12 * n;
        for (int i = 0; i < n; i++) {
            out[i] = localDateTimeAt(r.buffer(), start + 12 * i);
        }
        return out;
    }

    private static LocalDateTime localDateTimeAt(DirectBuffer b, int at) {
        return LocalDateTime.of(LocalDate.ofEpochDay(b.getInt(at, LE)),
                LocalTime.ofNanoOfDay(b.getLong(at + ValueRanges.LOCAL_DATE_TIME_TIME_OFFSET, LE)));
    }

    BigDecimal readDecimal128(WireReader r) {
        return decimalAt(r.buffer(), single(r, DECIMAL128, 0));
    }

    BigDecimal[] readDecimal128Array(WireReader r) {
        int n = block(r, DECIMAL128, 0);
        if (n < 0) {
            return null;
        }
        BigDecimal[] out = new BigDecimal[n];
        int start = r.position() - 16 * n;
        for (int i = 0; i < n; i++) {
            out[i] = decimalAt(r.buffer(), start + 16 * i);
        }
        return out;
    }

    /** A validated Decimal128 (its flags already passed the block check). */
    private BigDecimal decimalAt(DirectBuffer b, int at) {
        b.getBytes(at, decimal, 0, ValueRanges.DECIMAL128_BYTES);
        return Decimal128.read(decimal, 0);
    }

    /**
     * Reads a nullable block of fixed-size records into {@code into} after validating every bool
     * field of every record: one strided kernel call per bool field.
     */
    RecordBlock readRecords(WireReader r, RecordLayout layout, RecordBlock into) {
        int stride = layout.stride();
        int n = r.readNullableCount(r.limits().maxArrayElements(), stride);
        if (n < 0) {
            return null;
        }
        DirectBuffer b = r.buffer();
        int at = r.position();
        int bad = Integer.MAX_VALUE;
        for (int k = 0; k < layout.boolFields(); k++) {
            // Later fields only need the records before the earliest failure found so far.
            int i = firstInvalidBoolField(b, at, Math.min(n, bad), stride, layout.boolOffset(k));
            if (i >= 0) {
                bad = i;
            }
        }
        if (bad != Integer.MAX_VALUE) {
            int e = at + bad * stride;
            for (int k = 0; k < layout.boolFields(); k++) {
                int f = e + layout.boolOffset(k);
                if ((b.getByte(f) & 0xFE) != 0) {
                    throw new CodecException(f, "record element " + bad + ": bool field at offset " + layout.boolOffset(k)
                            + " holds 0x" + Integer.toHexString(b.getByte(f) & 0xFF) + ", neither 0x00 nor 0x01");
                }
            }
        }
        r.skip(n * stride);
        return into.wrap(b, null, at, n, stride);
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
        if (scratch == null) {
            scratch = new byte[CHUNK_BYTES];
        }
        int perChunk = CHUNK_BYTES / stride;
        for (int done = 0; done < n; done += perChunk) {
            int k = Math.min(perChunk, n - done);
            b.getBytes(at + done * stride, scratch, 0, k * stride);
            int bad = Blocks.firstInvalidBoolStrided(scratch, 0, k, stride, fieldOffset);
            if (bad >= 0) {
                return done + bad;
            }
        }
        return -1;
    }

    // ------------------------------------------------------------------------------------------
    // Writing. Every value is checked before the first byte is written.

    /** Reserves room for a nullable count of {@code n} and the block; returns the block's index. */
    private static int beginArray(WireWriter w, int n, int size) {
        int header = Varints.sizeOfInt(n + 1);
        w.ensureRoom(w.position(), header + (long) n * size);
        int at = w.reserve(header + n * size);
        return at + Varints.putInt(w.buffer(), at, n + 1);
    }

    private static <T> T nonNull(T value, String type, int i) {
        if (value == null) {
            throw new IllegalArgumentException(type + " element " + i + " is null; arrays of " + type
                    + " carry non-null elements (the array itself may be null)");
        }
        return value;
    }

    private static int epochDay(LocalDate d, int i) {
        int year = nonNull(d, "LocalDate", i).getYear();
        if (year < 1 || year > 9999) {
            throw new IllegalArgumentException("LocalDate " + d + (i >= 0 ? " (element " + i + ")" : "")
                    + " is outside years 0001..9999");
        }
        return (int) d.toEpochDay();
    }

    private static void checkEpochDay(int day, int i) {
        if (day < ValueRanges.EPOCH_DAY_MIN || day > ValueRanges.EPOCH_DAY_MAX) {
            throw new IllegalArgumentException("epoch day " + day + " (element " + i + ") is outside "
                    + ValueRanges.EPOCH_DAY_MIN + ".." + ValueRanges.EPOCH_DAY_MAX);
        }
    }

    private static void checkNanoOfDay(long nanos, int i) {
        if (nanos < 0 || nanos > ValueRanges.NANO_OF_DAY_MAX) {
            throw new IllegalArgumentException("nano of day " + nanos + " (element " + i + ") is outside 0.."
                    + ValueRanges.NANO_OF_DAY_MAX);
        }
    }

    static void checkOrdinal(int ordinal, int constants, int i) {
        if (ordinal < 0 || ordinal >= constants) {
            throw new IllegalArgumentException("ordinal " + ordinal + (i >= 0 ? " (element " + i + ")" : "")
                    + " is not below the constant count " + constants);
        }
    }

    static void writeEnum(WireWriter w, Enum<?> value, int constants) {
        if (value == null) {
            throw new IllegalArgumentException("enum value is null");
        }
        checkOrdinal(value.ordinal(), constants, -1);
        putOrdinal(w.buffer(), w.reserve(ordinalBytes(constants)), value.ordinal(), constants);
    }

    static void writeEnumArray(WireWriter w, Enum<?>[] values, int constants) {
        if (values == null) {
            w.writeNullableCount(-1);
            return;
        }
        for (int i = 0; i < values.length; i++) {
            checkOrdinal(nonNull(values[i], "enum", i).ordinal(), constants, i);
        }
        int size = ordinalBytes(constants);
        int at = beginArray(w, values.length, size);
        for (Enum<?> v : values) {
            putOrdinal(w.buffer(), at, v.ordinal(), constants);
            at += size;
        }
    }

    private static void putOrdinal(MutableDirectBuffer b, int at, int ordinal, int constants) {
        switch (ordinalBytes(constants)) {
            case 1 -> b.putByte(at, (byte) ordinal);
            case 2 -> b.putShort(at, (short) ordinal, LE);
            default -> b.putInt(at, ordinal, LE);
        }
    }

    static void writeLocalDate(WireWriter w, LocalDate value) {
        int day = epochDay(value, -1);
        w.writeInt(day);
    }

    static void writeLocalDateArray(WireWriter w, LocalDate[] values) {
        if (values == null) {
            w.writeNullableCount(-1);
            return;
        }
        for (int i = 0; i < values.length; i++) {
            epochDay(values[i], i);
        }
        int at = beginArray(w, values.length, 4);
        for (LocalDate d : values) {
            w.buffer().putInt(at, (int) d.toEpochDay(), LE);
            at += 4;
        }
    }

    static void writeEpochDays(WireWriter w, int[] days) {
        if (days == null) {
            w.writeNullableCount(-1);
            return;
        }
        for (int i = 0; i < days.length; i++) {
            checkEpochDay(days[i], i);
        }
        int at = beginArray(w, days.length, 4);
        for (int d : days) {
            w.buffer().putInt(at, d, LE);
            at += 4;
        }
    }

    static void writeLocalTime(WireWriter w, LocalTime value) {
        w.writeLong(nonNull(value, "LocalTime", 0).toNanoOfDay());
    }

    static void writeLocalTimeArray(WireWriter w, LocalTime[] values) {
        if (values == null) {
            w.writeNullableCount(-1);
            return;
        }
        for (int i = 0; i < values.length; i++) {
            nonNull(values[i], "LocalTime", i);
        }
        int at = beginArray(w, values.length, 8);
        for (LocalTime t : values) {
            w.buffer().putLong(at, t.toNanoOfDay(), LE);
            at += 8;
        }
    }

    static void writeNanosOfDay(WireWriter w, long[] nanos) {
        if (nanos == null) {
            w.writeNullableCount(-1);
            return;
        }
        for (int i = 0; i < nanos.length; i++) {
            checkNanoOfDay(nanos[i], i);
        }
        int at = beginArray(w, nanos.length, 8);
        for (long t : nanos) {
            w.buffer().putLong(at, t, LE);
            at += 8;
        }
    }

    static void writeInstant(WireWriter w, Instant value) {
        nonNull(value, "Instant", 0);
        int at = w.reserve(12);
        w.buffer().putLong(at, value.getEpochSecond(), LE);
        w.buffer().putInt(at + 8, value.getNano(), LE);
    }

    static void writeInstantArray(WireWriter w, Instant[] values) {
        if (values == null) {
            w.writeNullableCount(-1);
            return;
        }
        for (int i = 0; i < values.length; i++) {
            nonNull(values[i], "Instant", i);
        }
        int at = beginArray(w, values.length, 12);
        for (Instant t : values) {
            w.buffer().putLong(at, t.getEpochSecond(), LE);
            w.buffer().putInt(at + 8, t.getNano(), LE);
            at += 12;
        }
    }

    static void writeDuration(WireWriter w, Duration value) {
        nonNull(value, "Duration", 0);
        int at = w.reserve(12);
        w.buffer().putLong(at, value.getSeconds(), LE);
        w.buffer().putInt(at + 8, value.getNano(), LE);
    }

    static void writeDurationArray(WireWriter w, Duration[] values) {
        if (values == null) {
            w.writeNullableCount(-1);
            return;
        }
        for (int i = 0; i < values.length; i++) {
            nonNull(values[i], "Duration", i);
        }
        int at = beginArray(w, values.length, 12);
        for (Duration d : values) {
            w.buffer().putLong(at, d.getSeconds(), LE);
            w.buffer().putInt(at + 8, d.getNano(), LE);
            at += 12;
        }
    }

    static void writeLocalDateTime(WireWriter w, LocalDateTime value) {
        int day = epochDay(nonNull(value, "LocalDateTime", 0).toLocalDate(), -1);
        int at = w.reserve(12);
        w.buffer().putInt(at, day, LE);
        w.buffer().putLong(at + 4, value.toLocalTime().toNanoOfDay(), LE);
    }

    static void writeLocalDateTimeArray(WireWriter w, LocalDateTime[] values) {
        if (values == null) {
            w.writeNullableCount(-1);
            return;
        }
        for (int i = 0; i < values.length; i++) {
            epochDay(nonNull(values[i], "LocalDateTime", i).toLocalDate(), i);
        }
        int at = beginArray(w, values.length, 12);
        for (LocalDateTime t : values) {
            w.buffer().putInt(at, (int) t.toLocalDate().toEpochDay(), LE);
            w.buffer().putLong(at + 4, t.toLocalTime().toNanoOfDay(), LE);
            at += 12;
        }
    }

    void writeDecimal128(WireWriter w, BigDecimal value) {
        Decimal128.write(nonNull(value, "BigDecimal", 0), decimal, 0);
        w.writeBytes(decimal, 0, ValueRanges.DECIMAL128_BYTES);
    }

    void writeDecimal128Array(WireWriter w, BigDecimal[] values) {
        if (values == null) {
            w.writeNullableCount(-1);
            return;
        }
        for (int i = 0; i < values.length; i++) {
            try {
                Decimal128.checkEncodable(nonNull(values[i], "BigDecimal", i));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("element " + i + ": " + e.getMessage(), e);
            }
        }
        int at = beginArray(w, values.length, 16);
        for (BigDecimal v : values) {
            Decimal128.write(v, decimal, 0);
            w.buffer().putBytes(at, decimal, 0, ValueRanges.DECIMAL128_BYTES);
            at += 16;
        }
    }

    /**
     * Writes the count of {@code count} records and reserves their block, zeroed (every bool
     * false), for the caller to fill through {@code into}.
     */
    static RecordBlock writeRecords(WireWriter w, RecordLayout layout, int count, RecordBlock into) {
        if (count < 0) {
            throw new IllegalArgumentException("negative record count " + count);
        }
        int stride = layout.stride();
        int at = beginArray(w, count, stride);
        MutableDirectBuffer b = w.buffer();
        b.setMemory(at, count * stride, (byte) 0);
        return into.wrap(b, b, at, count, stride);
    }
}
