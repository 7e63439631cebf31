package dev.lanewire.codec;

import dev.lanewire.validate.Decimal128;
import dev.lanewire.validate.ValueRanges;
import java.nio.ByteOrder;
import java.util.Objects;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/**
 * Writes values in Lanewire wire format v1 ({@code docs/wire-format.md}) into an Agrona
 * {@link MutableDirectBuffer}, heap or off-heap, from an offset.
 *
 * <p>Every write checks, before it writes any byte, that the buffer can hold the whole value. An
 * expandable buffer ({@link MutableDirectBuffer#isExpandable()}) is grown; any other buffer makes
 * the write throw {@link CodecException} and leaves {@link #position()} where it was, so no partial
 * value is left behind. A value that cannot be encoded (a string with an unpaired surrogate written
 * as UTF-8) is refused the same way.
 *
 * <p>A writer keeps scratch arrays for strings and grows them to the largest value it has seen:
 * once grown, writing primitives, strings and arrays allocates nothing. One writer belongs to one
 * thread; reuse it with {@link #wrap(MutableDirectBuffer, int)}.
 *
 * <p>The room checks compare against the capacity the writer read at {@code wrap} (and after each
 * growth it made), then write straight into the buffer's memory. Rewrap the writer after changing
 * the buffer under it (a smaller {@code wrap} of an {@code UnsafeBuffer}, say).
 */
public final class WireWriter {

    /** Largest capacity an Agrona expandable buffer can grow to. */
    static final int MAX_CAPACITY = Integer.MAX_VALUE - 8;

    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;

    private final StringCoding strings = new StringCoding();
    private MutableDirectBuffer buffer;
    private int capacity;
    private int position;

    /** A writer not yet wrapping a buffer; call {@link #wrap(MutableDirectBuffer, int)} first. */
    public WireWriter() {
    }

    /**
     * A writer that writes into {@code buffer} from {@code offset}.
     *
     * @throws IllegalArgumentException if {@code offset} lies outside the buffer
     */
    public WireWriter(MutableDirectBuffer buffer, int offset) {
        wrap(buffer, offset);
    }

    /**
     * Points this writer at {@code buffer}, writing from {@code offset} on (an expandable buffer is
     * grown to reach {@code offset} if need be).
     *
     * @return this writer
     * @throws IllegalArgumentException if {@code offset} lies outside {@code [0, capacity]}
     */
    public WireWriter wrap(MutableDirectBuffer buffer, int offset) {
        int cap = buffer.capacity();
        if (offset > cap && offset <= MAX_CAPACITY && buffer.isExpandable()) {
            buffer.checkLimit(offset);
            cap = buffer.capacity();
        }
        if (offset < 0 || offset > cap) {
            throw new IllegalArgumentException("offset " + offset + " outside [0, " + cap + "]");
        }
        if (this.buffer != buffer) {
            // A reference store pays the collector's write barrier: skipped when re-wrapping.
            this.buffer = buffer;
        }
        this.capacity = cap;
        this.position = offset;
        return this;
    }

    /** The buffer being written (after growth, the grown buffer's current backing memory). */
    public MutableDirectBuffer buffer() {
        return buffer;
    }

    /** The absolute index in {@link #buffer()} at which the next value will be written. */
    public int position() {
        return position;
    }

    /**
     * Reserves {@code length} bytes at the current position for the caller to fill in later
     * (a length or checksum known only after what follows is written).
     *
     * @return the absolute index of the reserved bytes
     * @throws CodecException if the buffer cannot hold them (nothing is reserved)
     */
    public int reserve(int length) {
        if (length < 0) {
            throw new IllegalArgumentException("negative length " + length);
        }
        int p = position;
        ensureRoom(p, length);
        position = p + length;
        return p;
    }

    // Single values are written straight to the buffer's memory (BulkCopy.put*) once
    // ensureRoom has made room for all their bytes: Agrona's putters would check the bounds, and
    // an expandable buffer its capacity, a second time.

    /** Writes a bool: one byte, {@code 0x01} for true, {@code 0x00} for false. */
    public WireWriter writeBoolean(boolean value) {
        int p = position;
        ensureRoom(p, 1);
        BulkCopy.putByte(buffer.byteArray(), buffer.addressOffset() + p, value ? (byte) 1 : (byte) 0);
        position = p + 1;
        return this;
    }

    /** Writes one byte. */
    public WireWriter writeByte(byte value) {
        int p = position;
        ensureRoom(p, 1);
        BulkCopy.putByte(buffer.byteArray(), buffer.addressOffset() + p, value);
        position = p + 1;
        return this;
    }

    /** Writes a 16-bit integer, little-endian. */
    public WireWriter writeShort(short value) {
        int p = position;
        ensureRoom(p, 2);
        BulkCopy.putShort(buffer.byteArray(), buffer.addressOffset() + p, value);
        position = p + 2;
        return this;
    }

    /** Writes a UTF-16 code unit as 16 bits, little-endian (any value, surrogates included). */
    public WireWriter writeChar(char value) {
        int p = position;
        ensureRoom(p, 2);
        BulkCopy.putShort(buffer.byteArray(), buffer.addressOffset() + p, (short) value);
        position = p + 2;
        return this;
    }

    /** Writes a 32-bit integer, little-endian. */
    public WireWriter writeInt(int value) {
        int p = position;
        ensureRoom(p, 4);
        BulkCopy.putInt(buffer.byteArray(), buffer.addressOffset() + p, value);
        position = p + 4;
        return this;
    }

    /** Writes a 64-bit integer, little-endian. */
    public WireWriter writeLong(long value) {
        int p = position;
        ensureRoom(p, 8);
        BulkCopy.putLong(buffer.byteArray(), buffer.addressOffset() + p, value);
        position = p + 8;
        return this;
    }

    /** Writes the IEEE 754 bits of {@code value}, little-endian, exactly (NaN payloads, -0.0). */
    public WireWriter writeFloat(float value) {
        return writeInt(Float.floatToRawIntBits(value));
    }

    /** Writes the IEEE 754 bits of {@code value}, little-endian, exactly (NaN payloads, -0.0). */
    public WireWriter writeDouble(double value) {
        return writeLong(Double.doubleToRawLongBits(value));
    }

    /**
     * Writes {@code value} as an unsigned LEB128 varint of 1 to 5 bytes; a negative int is taken
     * as its unsigned 32-bit value (and takes 5 bytes; use {@link #writeSignedVarInt(int)} for
     * signed values).
     */
    public WireWriter writeVarInt(int value) {
        int p = position;
        if ((value & ~0x7F) == 0) {
            ensureRoom(p, 1);
            BulkCopy.putByte(buffer.byteArray(), buffer.addressOffset() + p, (byte) value);
            position = p + 1;
            return this;
        }
        int n = Varints.sizeOfInt(value);
        ensureRoom(p, n);
        Varints.putInt(buffer, p, value);
        position = p + n;
        return this;
    }

    /** Writes {@code value} as an unsigned LEB128 varint of 1 to 10 bytes (negative: 10 bytes). */
    public WireWriter writeVarLong(long value) {
        int p = position;
        int n = Varints.sizeOfLong(value);
        ensureRoom(p, n);
        Varints.putLong(buffer, p, value);
        position = p + n;
        return this;
    }

    /** Writes {@code value} zigzag-encoded ({@code (v << 1) ^ (v >> 31)}) as an unsigned varint. */
    public WireWriter writeSignedVarInt(int value) {
        return writeVarInt(Varints.zigzag(value));
    }

    /** Writes {@code value} zigzag-encoded ({@code (v << 1) ^ (v >> 63)}) as an unsigned varint. */
    public WireWriter writeSignedVarLong(long value) {
        return writeVarLong(Varints.zigzag(value));
    }

    /**
     * Writes a count that may stand for null, as arrays do: {@code -1} (null) as varint 0, any
     * other count {@code n >= 0} as varint {@code n + 1}.
     *
     * @throws IllegalArgumentException if {@code count < -1}
     */
    public WireWriter writeNullableCount(int count) {
        if (count < -1) {
            throw new IllegalArgumentException("count " + count + " is below -1");
        }
        return writeVarInt(count + 1);
    }

    /**
     * Writes {@code value} (which may be null) in Latin-1 when every char is at most {@code 0xFF},
     * else in UTF-16LE. Round-trips any Java String exactly, unpaired surrogates included.
     */
    public WireWriter writeString(String value) {
        int p = position;
        if (value == null) {
            return writeNullString(p);
        }
        int len = value.length();
        int header = StringCoding.headerSize(len);
        byte[] own = StringCoding.ownPayload(value);
        if (own != null) {
            ensureRoom(p, header + (long) own.length);
            position = StringCoding.writeOwn(buffer, p, len, own);
            return this;
        }
        long wide = header + 2L * len;
        if (len <= StringCoding.SHORT_CHARS && canHold(p, wide)) {
            ensureRoom(p, wide);
            position = StringCoding.writeShort(buffer, p, value);
            return this;
        }
        ensureRoom(p, header + (long) len);
        int end = strings.writeLatin1(buffer, p, value, canHold(p, wide));
        if (end < 0) {
            ensureRoom(p, wide);
            end = strings.writeUtf16FromScratch(buffer, p, len);
        }
        position = end;
        return this;
    }

    /**
     * Writes {@code value} (which may be null) in UTF-8.
     *
     * @throws CodecException naming the char index of an unpaired surrogate, which UTF-8 cannot
     *                        carry (nothing is written)
     */
    public WireWriter writeStringUtf8(String value) {
        int p = position;
        if (value == null) {
            return writeNullString(p);
        }
        int len = value.length();
        if (len > StringCoding.MAX_UTF8_CHARS) {
            throw new CodecException(p, "a string of " + len + " chars is too long to write as UTF-8 (at most "
                    + StringCoding.MAX_UTF8_CHARS + ")");
        }
        int end;
        // The worst case is reserved only where the buffer already holds it, so that an expandable
        // buffer grows by what is written and a fixed one takes any string that fits.
        if (p + StringCoding.utf8WorstSize(len) <= buffer.capacity()) {
            end = strings.writeUtf8(buffer, p, value);
        } else {
            int n = strings.utf8Length(value);
            if (n < 0) {
                throw unpairedSurrogate(p, n);
            }
            ensureRoom(p, StringCoding.utf8Size(len, n));
            end = strings.writeUtf8Counted(buffer, p, len, n);
        }
        if (end < 0) {
            throw unpairedSurrogate(p, end);
        }
        position = end;
        return this;
    }

    private WireWriter writeNullString(int p) {
        ensureRoom(p, 1);
        position = StringCoding.writeNull(buffer, p);
        return this;
    }

    private static CodecException unpairedSurrogate(int pos, int error) {
        return new CodecException(pos, "unpaired surrogate at char index " + (-1 - error) + " cannot be written as UTF-8");
    }

    /** Writes raw bytes, with no count in front. */
    public WireWriter writeBytes(byte[] src, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, src.length);
        int p = position;
        ensureRoom(p, length);
        buffer.putBytes(p, src, offset, length);
        position = p + length;
        return this;
    }

    /** Writes raw bytes copied from another buffer, with no count in front. */
    public WireWriter writeBytes(DirectBuffer src, int index, int length) {
        Objects.checkFromIndexSize(index, length, src.capacity());
        int p = position;
        ensureRoom(p, length);
        buffer.putBytes(p, src, index, length);
        position = p + length;
        return this;
    }

    /** Writes a bool array (nullable): a nullable count, then one byte {@code 0x00}/{@code 0x01} each. */
    public WireWriter writeBooleanArray(boolean[] values) {
        if (values == null) {
            return writeNullableCount(-1);
        }
        int n = values.length;
        int i = beginArray(n, 1);
        if (BulkCopy.NATIVE_LITTLE_ENDIAN) {
            BulkCopy.toBuffer(values, BulkCopy.BOOLEAN_BASE, buffer, i, n);
            position = i + n;
            return this;
        }
        MutableDirectBuffer b = buffer;
        for (boolean v : values) {
            b.putByte(i++, v ? (byte) 1 : (byte) 0);
        }
        position = i;
        return this;
    }

    /** Writes a byte array (nullable): a nullable count, then the bytes. */
    public WireWriter writeByteArray(byte[] values) {
        if (values == null) {
            return writeNullableCount(-1);
        }
        int n = values.length;
        int i = beginArray(n, 1);
        buffer.putBytes(i, values, 0, n);
        position = i + n;
        return this;
    }

    /** Writes a short array (nullable): a nullable count, then 2 bytes each, little-endian. */
    public WireWriter writeShortArray(short[] values) {
        if (values == null) {
            return writeNullableCount(-1);
        }
        int i = beginArray(values.length, 2);
        if (copyBlockFrom(values, BulkCopy.SHORT_BASE, i, 2 * values.length)) {
            return this;
        }
        MutableDirectBuffer b = buffer;
        for (short v : values) {
            b.putShort(i, v, LE);
            i += 2;
        }
        position = i;
        return this;
    }

    /** Writes a char array (nullable): a nullable count, then 2 bytes each, little-endian. */
    public WireWriter writeCharArray(char[] values) {
        if (values == null) {
            return writeNullableCount(-1);
        }
        int i = beginArray(values.length, 2);
        if (copyBlockFrom(values, BulkCopy.CHAR_BASE, i, 2 * values.length)) {
            return this;
        }
        MutableDirectBuffer b = buffer;
        for (char v : values) {
            b.putChar(i, v, LE);
            i += 2;
        }
        position = i;
        return this;
    }

    /** Writes an int array (nullable): a nullable count, then 4 bytes each, little-endian. */
    public WireWriter writeIntArray(int[] values) {
        if (values == null) {
            return writeNullableCount(-1);
        }
        int i = beginArray(values.length, 4);
        if (copyBlockFrom(values, BulkCopy.INT_BASE, i, 4 * values.length)) {
            return this;
        }
        MutableDirectBuffer b = buffer;
        for (int v : values) {
            b.putInt(i, v, LE);
            i += 4;
        }
        position = i;
        return this;
    }

    /** Writes a long array (nullable): a nullable count, then 8 bytes each, little-endian. */
    public WireWriter writeLongArray(long[] values) {
        if (values == null) {
            return writeNullableCount(-1);
        }
        int i = beginArray(values.length, 8);
        if (copyBlockFrom(values, BulkCopy.LONG_BASE, i, 8 * values.length)) {
            return this;
        }
        MutableDirectBuffer b = buffer;
        for (long v : values) {
            b.putLong(i, v, LE);
            i += 8;
        }
        position = i;
        return this;
    }

    /** Writes a float array (nullable): a nullable count, then the raw IEEE 754 bits, 4 bytes each. */
    public WireWriter writeFloatArray(float[] values) {
        if (values == null) {
            return writeNullableCount(-1);
        }
        int i = beginArray(values.length, 4);
        if (copyBlockFrom(values, BulkCopy.FLOAT_BASE, i, 4 * values.length)) {
            return this;
        }
        MutableDirectBuffer b = buffer;
        for (float v : values) {
            b.putInt(i, Float.floatToRawIntBits(v), LE);
            i += 4;
        }
        position = i;
        return this;
    }

    /** Writes a double array (nullable): a nullable count, then the raw IEEE 754 bits, 8 bytes each. */
    public WireWriter writeDoubleArray(double[] values) {
        if (values == null) {
            return writeNullableCount(-1);
        }
        int i = beginArray(values.length, 8);
        if (copyBlockFrom(values, BulkCopy.DOUBLE_BASE, i, 8 * values.length)) {
            return this;
        }
        MutableDirectBuffer b = buffer;
        for (double v : values) {
            b.putLong(i, Double.doubleToRawLongBits(v), LE);
            i += 8;
        }
        position = i;
        return this;
    }

    /**
     * On little-endian platforms, where an array's elements lie in memory as the wire wants them:
     * copies {@code bytes} bytes of {@code src} to {@code index}, moves the position past them and
     * returns true. Elsewhere returns false and the caller writes element by element. The caller
     * has made room.
     */
    private boolean copyBlockFrom(Object src, long srcBase, int index, int bytes) {
        if (!BulkCopy.NATIVE_LITTLE_ENDIAN) {
            return false;
        }
        BulkCopy.toBuffer(src, srcBase, buffer, index, bytes);
        position = index + bytes;
        return true;
    }

    /**
     * Checks room for the whole array, writes its count (varint {@code n + 1}) and returns the
     * index of its first element; the caller fills the block and sets the position past it.
     */
    private int beginArray(int n, int elementSize) {
        int p = position;
        int header = Varints.sizeOfInt(n + 1);
        ensureRoom(p, header + (long) n * elementSize);
        return p + Varints.putInt(buffer, p, n + 1);
    }

    /**
     * Makes sure {@code bytes} bytes fit from {@code index}, growing an expandable buffer.
     *
     * @throws CodecException at {@code index} when they cannot fit
     */
    void ensureRoom(int index, long bytes) {
        if (index + bytes > capacity) {
            grow(index, bytes);
        }
    }

    /** Whether {@code bytes} bytes fit from {@code index} now or after growth. */
    boolean canHold(int index, long bytes) {
        long end = index + bytes;
        return end <= capacity || (buffer.isExpandable() && end <= MAX_CAPACITY);
    }

    private void grow(int index, long bytes) {
        long end = index + bytes;
        if (buffer.isExpandable() && end <= MAX_CAPACITY) {
            buffer.checkLimit((int) end);
            capacity = buffer.capacity();
            return;
        }
        throw new CodecException(index, "a value of " + bytes + " bytes does not fit: buffer capacity is "
                + capacity + (buffer.isExpandable() ? " and cannot grow past " + MAX_CAPACITY : " and it is not expandable"));
    }

    // ==========================================================================================
    // Range-limited value types (wire format §7). Every value is checked (ValueBlocks.check...)
    // before room is made and the first byte written (ValueBlocks.put..., at an index handed
    // down); a refused value leaves the writer unchanged.
    // ==========================================================================================

    /** Scratch for one Decimal128's 16 bytes. */
    private final byte[] decimal = new byte[ValueRanges.DECIMAL128_BYTES];

    /** Makes room for {@code bytes} bytes at the position and returns its index. */
    private int room(int bytes) {
        int p = position;
        ensureRoom(p, bytes);
        return p;
    }

    /**
     * Writes {@code value}'s ordinal in 1, 2 or 4 bytes, by {@code constantCount} (up to 256, up
     * to 65,536, more); the reader passes the same enum's constants.
     *
     * @throws IllegalArgumentException if the value is null or its ordinal is not below the count
     */
    public WireWriter writeEnum(Enum<?> value, int constantCount) {
        if (value == null) {
            throw new IllegalArgumentException("enum value is null");
        }
        ValueBlocks.checkOrdinal(value.ordinal(), constantCount, -1);
        position = ValueBlocks.putOrdinal(buffer, room(ValueBlocks.ordinalBytes(constantCount)), value.ordinal(),
                constantCount);
        return this;
    }

    /** Writes a nullable array of enum ordinals; see {@link #writeEnum}. */
    public WireWriter writeEnumArray(Enum<?>[] values, int constantCount) {
        if (values == null) {
            return writeNullableCount(-1);
        }
        ValueBlocks.checkOrdinals(values, constantCount);
        int at = beginArray(values.length, ValueBlocks.ordinalBytes(constantCount));
        position = ValueBlocks.putOrdinals(buffer, at, values, constantCount);
        return this;
    }

    /**
     * Writes a LocalDate as its int32 epoch day.
     *
     * @throws IllegalArgumentException if null or outside years 0001..9999
     */
    public WireWriter writeLocalDate(java.time.LocalDate value) {
        return writeInt(ValueBlocks.epochDay(value, -1));
    }

    /** Writes a nullable LocalDate array (non-null elements, years 0001..9999). */
    public WireWriter writeLocalDateArray(java.time.LocalDate[] values) {
        if (values == null) {
            return writeNullableCount(-1);
        }
        ValueBlocks.checkLocalDates(values);
        position = ValueBlocks.putLocalDates(buffer, beginArray(values.length, 4), values);
        return this;
    }

    /** Writes epoch days as a LocalDate array, without boxing; each within -719,162..2,932,896. */
    public WireWriter writeEpochDays(int[] epochDays) {
        if (epochDays == null) {
            return writeNullableCount(-1);
        }
        ValueBlocks.checkEpochDays(epochDays);
        position = ValueBlocks.putEpochDays(buffer, beginArray(epochDays.length, 4), epochDays);
        return this;
    }

    /** Writes a LocalTime as its int64 nanosecond of the day. */
    public WireWriter writeLocalTime(java.time.LocalTime value) {
        return writeLong(ValueBlocks.nonNull(value, "LocalTime", 0).toNanoOfDay());
    }

    /** Writes a nullable LocalTime array (non-null elements). */
    public WireWriter writeLocalTimeArray(java.time.LocalTime[] values) {
        if (values == null) {
            return writeNullableCount(-1);
        }
        ValueBlocks.checkNonNull(values, "LocalTime");
        position = ValueBlocks.putLocalTimes(buffer, beginArray(values.length, 8), values);
        return this;
    }

    /** Writes nanoseconds of day as a LocalTime array, without boxing; each within 0..86,399,999,999,999. */
    public WireWriter writeNanosOfDay(long[] nanosOfDay) {
        if (nanosOfDay == null) {
            return writeNullableCount(-1);
        }
        ValueBlocks.checkNanosOfDay(nanosOfDay);
        position = ValueBlocks.putNanosOfDay(buffer, beginArray(nanosOfDay.length, 8), nanosOfDay);
        return this;
    }

    /** Writes an Instant: int64 epoch seconds, int32 nanos. */
    public WireWriter writeInstant(java.time.Instant value) {
        ValueBlocks.nonNull(value, "Instant", 0);
        position = ValueBlocks.putSecondsNanos(buffer, room(12), value.getEpochSecond(), value.getNano());
        return this;
    }

    /** Writes a nullable Instant array (non-null elements). */
    public WireWriter writeInstantArray(java.time.Instant[] values) {
        if (values == null) {
            return writeNullableCount(-1);
        }
        ValueBlocks.checkNonNull(values, "Instant");
        position = ValueBlocks.putInstants(buffer, beginArray(values.length, 12), values);
        return this;
    }

    /** Writes a Duration: int64 seconds, int32 nanos. */
    public WireWriter writeDuration(java.time.Duration value) {
        ValueBlocks.nonNull(value, "Duration", 0);
        position = ValueBlocks.putSecondsNanos(buffer, room(12), value.getSeconds(), value.getNano());
        return this;
    }

    /** Writes a nullable Duration array (non-null elements). */
    public WireWriter writeDurationArray(java.time.Duration[] values) {
        if (values == null) {
            return writeNullableCount(-1);
        }
        ValueBlocks.checkNonNull(values, "Duration");
        position = ValueBlocks.putDurations(buffer, beginArray(values.length, 12), values);
        return this;
    }

    /** Writes a LocalDateTime: int32 epoch day (years 0001..9999), int64 nanosecond of day. */
    public WireWriter writeLocalDateTime(java.time.LocalDateTime value) {
        int day = ValueBlocks.epochDay(ValueBlocks.nonNull(value, "LocalDateTime", 0).toLocalDate(), -1);
        position = ValueBlocks.putLocalDateTime(buffer, room(ValueRanges.LOCAL_DATE_TIME_BYTES), day,
                value.toLocalTime().toNanoOfDay());
        return this;
    }

    /** Writes a nullable LocalDateTime array (non-null elements, years 0001..9999). */
    public WireWriter writeLocalDateTimeArray(java.time.LocalDateTime[] values) {
        if (values == null) {
            return writeNullableCount(-1);
        }
        ValueBlocks.checkLocalDateTimes(values);
        position = ValueBlocks.putLocalDateTimes(buffer, beginArray(values.length, 12), values);
        return this;
    }

    /**
     * Writes a BigDecimal as a Decimal128.
     *
     * @throws IllegalArgumentException if null, |unscaled| is not below 2^96, or the scale is not 0..28
     */
    public WireWriter writeDecimal128(java.math.BigDecimal value) {
        java.math.BigInteger unscaled = ValueBlocks.nonNull(value, "BigDecimal", 0).unscaledValue();
        int flags = Decimal128.compactFlags(value.scale(), unscaled);
        if (flags == Decimal128.NOT_COMPACT) {
            return writeWideDecimal128(value);
        }
        int p = room(ValueRanges.DECIMAL128_BYTES);
        MutableDirectBuffer b = buffer;
        b.putLong(p, Math.abs(unscaled.longValue()), LE);
        b.putInt(p + 8, 0, LE);
        b.putInt(p + ValueRanges.DECIMAL128_FLAGS_OFFSET, flags, LE);
        position = p + ValueRanges.DECIMAL128_BYTES;
        return this;
    }

    /** A Decimal128 whose magnitude takes more than 62 bits, or a value it refuses. */
    private WireWriter writeWideDecimal128(java.math.BigDecimal value) {
        byte[] d = decimal;
        Decimal128.write(value, d, 0);
        int p = room(ValueRanges.DECIMAL128_BYTES);
        buffer.putBytes(p, d, 0, ValueRanges.DECIMAL128_BYTES);
        position = p + ValueRanges.DECIMAL128_BYTES;
        return this;
    }

    /** Writes a nullable Decimal128 array; every element is checked before anything is written. */
    public WireWriter writeDecimal128Array(java.math.BigDecimal[] values) {
        if (values == null) {
            return writeNullableCount(-1);
        }
        ValueBlocks.checkDecimals(values);
        position = ValueBlocks.putDecimals(buffer, beginArray(values.length, ValueRanges.DECIMAL128_BYTES), values,
                decimal);
        return this;
    }

    /**
     * Writes a block of {@code count} fixed-size records (format §7): the count, then a zeroed
     * block that {@code into} is pointed at for the caller to fill (bools can only be set to
     * {@code 00} or {@code 01}).
     *
     * @return {@code into}
     * @throws CodecException if the block cannot fit (nothing is written)
     */
    public RecordBlock writeRecords(RecordLayout layout, int count, RecordBlock into) {
        if (count < 0) {
            throw new IllegalArgumentException("negative record count " + count);
        }
        int stride = layout.stride();
        int at = beginArray(count, stride);
        MutableDirectBuffer b = buffer;
        b.setMemory(at, count * stride, (byte) 0);
        position = at + count * stride;
        return into.wrap(b, b, at, count, stride);
    }
}
