package dev.lanewire.bench.codec;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Limits;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import dev.lanewire.validate.Blocks;
import dev.lanewire.validate.Decimal128;
import dev.lanewire.validate.ValueRanges;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Lanewire's side of a case: the case's schema through {@link WireWriter} and {@link WireReader}
 * (wire format v1) on a reused heap buffer. Counts are varints checked against the reader's
 * {@link Limits}; strings use {@code writeString} (Latin-1 or UTF-16) or, for the
 * {@code lanewire-utf8} peer, {@code writeStringUtf8}; decimals are {@link Decimal128}s; dates and
 * instants are blocks validated by {@link Blocks} before any object is built.
 *
 * @param <T> the value type
 */
final class LanewireCodec<T> implements PeerCodec<T> {

    private final Schema<T> schema;
    private final ExpandableArrayBuffer outBuffer = new ExpandableArrayBuffer(1 << 12);
    private final UnsafeBuffer inBuffer = new UnsafeBuffer(new byte[0]);
    private final Out out;
    private final In in = new In(new WireReader(Limits.DEFAULT));

    LanewireCodec(Schema<T> schema, boolean utf8Strings) {
        this.schema = schema;
        this.out = new Out(new WireWriter(outBuffer, 0), utf8Strings);
    }

    @Override
    public int encode(T value) {
        out.writer.wrap(outBuffer, 0);
        schema.write(value, out);
        return out.writer.position();
    }

    @Override
    public byte[] buffer() {
        return outBuffer.byteArray();
    }

    @Override
    public T decode(byte[] bytes, int length) {
        inBuffer.wrap(bytes);
        in.bytes = bytes;
        in.reader.wrap(inBuffer, 0, length);
        T value = schema.read(in);
        if (in.reader.remaining() != 0) {
            throw new IllegalStateException(in.reader.remaining() + " bytes left after the value");
        }
        return value;
    }

    /** The writing side. */
    static final class Out implements FieldWriter {
        final WireWriter writer;
        private final boolean utf8Strings;

        Out(WireWriter writer, boolean utf8Strings) {
            this.writer = writer;
            this.utf8Strings = utf8Strings;
        }

        @Override
        public void writeCount(int n) {
            writer.writeVarInt(n);
        }

        @Override
        public void writeBoolean(boolean v) {
            writer.writeBoolean(v);
        }

        @Override
        public void writeByte(byte v) {
            writer.writeByte(v);
        }

        @Override
        public void writeShort(short v) {
            writer.writeShort(v);
        }

        @Override
        public void writeInt(int v) {
            writer.writeInt(v);
        }

        @Override
        public void writeLong(long v) {
            writer.writeLong(v);
        }

        @Override
        public void writeDouble(double v) {
            writer.writeDouble(v);
        }

        @Override
        public void writeString(String v) {
            if (utf8Strings) {
                writer.writeStringUtf8(v);
            } else {
                writer.writeString(v);
            }
        }

        @Override
        public void writeFloats(float[] v) {
            writer.writeFloatArray(v);
        }

        @Override
        public void writeInts(int[] v) {
            writer.writeIntArray(v);
        }

        @Override
        public void writeDecimal(BigDecimal v) {
            int at = writer.reserve(ValueRanges.DECIMAL128_BYTES);
            Decimal128.write(v, writer.buffer().byteArray(), at);
        }

        @Override
        public void writeDates(LocalDate[] v) {
            writer.writeVarInt(v.length);
            for (LocalDate d : v) {
                writer.writeInt((int) d.toEpochDay());
            }
        }
    }

    /** The reading side; {@code bytes} is the array the reader's buffer wraps, for block validation in place. */
    static final class In implements FieldReader {
        final WireReader reader;
        byte[] bytes;

        In(WireReader reader) {
            this.reader = reader;
        }

        @Override
        public int readCount() {
            return reader.readCount(reader.limits().maxCollectionElements(), 1);
        }

        @Override
        public boolean readBoolean() {
            return reader.readBoolean();
        }

        @Override
        public byte readByte() {
            return reader.readByte();
        }

        @Override
        public short readShort() {
            return reader.readShort();
        }

        @Override
        public int readInt() {
            return reader.readInt();
        }

        @Override
        public long readLong() {
            return reader.readLong();
        }

        @Override
        public double readDouble() {
            return reader.readDouble();
        }

        @Override
        public String readString() {
            String s = reader.readString();
            if (s == null) {
                throw new CodecException(reader.position(), "null string in a non-null field");
            }
            return s;
        }

        @Override
        public float[] readFloats() {
            return reader.readFloatArray();
        }

        @Override
        public int[] readInts() {
            return reader.readIntArray();
        }

        @Override
        public BigDecimal readDecimal() {
            return Decimal128.read(bytes, reader.skip(ValueRanges.DECIMAL128_BYTES));
        }

        /** Validates the whole block of epoch days with the block kernel, then builds the dates. */
        @Override
        public LocalDate[] readDates() {
            int n = reader.readCount(reader.limits().maxArrayElements(), ValueRanges.LOCAL_DATE_BYTES);
            int at = reader.position();
            int bad = Blocks.firstInvalidLocalDate(bytes, at, n);
            if (bad >= 0) {
                throw new CodecException(at + (long) bad * ValueRanges.LOCAL_DATE_BYTES, "date out of range");
            }
            LocalDate[] out = new LocalDate[n];
            for (int i = 0; i < n; i++) {
                out[i] = LocalDate.ofEpochDay(reader.readInt());
            }
            return out;
        }

        /** Validates the whole block of (seconds, nanos) pairs with the block kernels, then builds the instants. */
        @Override
        public Instant[] readInstants() {
            int n = reader.readCount(reader.limits().maxArrayElements(), ValueRanges.SECONDS_NANOS_BYTES);
            int at = reader.position();
            int bad = Blocks.firstInvalidInstant(bytes, at, n);
            if (bad >= 0) {
                throw new CodecException(at + (long) bad * ValueRanges.SECONDS_NANOS_BYTES, "instant out of range");
            }
            Instant[] out = new Instant[n];
            for (int i = 0; i < n; i++) {
                long seconds = reader.readLong();
                out[i] = Instant.ofEpochSecond(seconds, reader.readInt());
            }
            return out;
        }

        @Override
        public int count(int n) {
            if (n < 0 || n > reader.remaining()) {
                throw new CodecException(reader.position(), "count " + n + " exceeds the input");
            }
            return n;
        }
    }
}
