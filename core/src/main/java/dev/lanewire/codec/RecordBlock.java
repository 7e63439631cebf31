package dev.lanewire.codec;

import java.nio.ByteOrder;
import java.util.Objects;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/**
 * A reusable flyweight over a block of fixed-size records in a buffer: filled in by
 * {@link WireReader#readRecords(RecordLayout, RecordBlock)} (after the block's bool fields were
 * validated) or by {@link WireWriter#writeRecords(RecordLayout, int, RecordBlock)} (a zeroed block
 * reserved for the caller to fill). Accessors take the record index and the field's byte offset
 * in the record; values are little-endian. Accessors check their arguments; setters on a block
 * obtained from a reader throw, since a reader's buffer is not written.
 */
public final class RecordBlock {

    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;

    private DirectBuffer buffer;
    private MutableDirectBuffer writable;
    private int index;
    private int count;
    private int stride;

    /** An empty flyweight, to be filled in by a reader or writer. */
    public RecordBlock() {
    }

    RecordBlock wrap(DirectBuffer buffer, MutableDirectBuffer writable, int index, int count, int stride) {
        this.buffer = buffer;
        this.writable = writable;
        this.index = index;
        this.count = count;
        this.stride = stride;
        return this;
    }

    /** Number of records in the block. */
    public int count() {
        return count;
    }

    /** Absolute index of the first record in the buffer. */
    public int index() {
        return index;
    }

    private int at(int record, int fieldOffset, int bytes) {
        Objects.checkIndex(record, count);
        Objects.checkFromIndexSize(fieldOffset, bytes, stride);
        return index + record * stride + fieldOffset;
    }

    private MutableDirectBuffer out() {
        if (writable == null) {
            throw new IllegalStateException("a block read from the wire is read-only");
        }
        return writable;
    }

    /** The bool at {@code fieldOffset} of record {@code record}. */
    public boolean bool(int record, int fieldOffset) {
        return buffer.getByte(at(record, fieldOffset, 1)) != 0;
    }

    /** The int8 at {@code fieldOffset} of record {@code record}. */
    public byte int8(int record, int fieldOffset) {
        return buffer.getByte(at(record, fieldOffset, 1));
    }

    /** The int16 at {@code fieldOffset} of record {@code record}. */
    public short int16(int record, int fieldOffset) {
        return buffer.getShort(at(record, fieldOffset, 2), LE);
    }

    /** The int32 at {@code fieldOffset} of record {@code record}. */
    public int int32(int record, int fieldOffset) {
        return buffer.getInt(at(record, fieldOffset, 4), LE);
    }

    /** The int64 at {@code fieldOffset} of record {@code record}. */
    public long int64(int record, int fieldOffset) {
        return buffer.getLong(at(record, fieldOffset, 8), LE);
    }

    /** The float at {@code fieldOffset} of record {@code record}, bit-exact. */
    public float float32(int record, int fieldOffset) {
        return Float.intBitsToFloat(int32(record, fieldOffset));
    }

    /** The double at {@code fieldOffset} of record {@code record}, bit-exact. */
    public double float64(int record, int fieldOffset) {
        return Double.longBitsToDouble(int64(record, fieldOffset));
    }

    /** Sets a bool: {@code 01} or {@code 00}, so a written block is always valid. */
    public RecordBlock bool(int record, int fieldOffset, boolean value) {
        out().putByte(at(record, fieldOffset, 1), value ? (byte) 1 : (byte) 0);
        return this;
    }

    /** Sets an int8. */
    public RecordBlock int8(int record, int fieldOffset, byte value) {
        out().putByte(at(record, fieldOffset, 1), value);
        return this;
    }

    /** Sets an int16. */
    public RecordBlock int16(int record, int fieldOffset, short value) {
        out().putShort(at(record, fieldOffset, 2), value, LE);
        return this;
    }

    /** Sets an int32. */
    public RecordBlock int32(int record, int fieldOffset, int value) {
        out().putInt(at(record, fieldOffset, 4), value, LE);
        return this;
    }

    /** Sets an int64. */
    public RecordBlock int64(int record, int fieldOffset, long value) {
        out().putLong(at(record, fieldOffset, 8), value, LE);
        return this;
    }

    /** Sets a float, bit-exact. */
    public RecordBlock float32(int record, int fieldOffset, float value) {
        return int32(record, fieldOffset, Float.floatToRawIntBits(value));
    }

    /** Sets a double, bit-exact. */
    public RecordBlock float64(int record, int fieldOffset, double value) {
        return int64(record, fieldOffset, Double.doubleToRawLongBits(value));
    }
}
