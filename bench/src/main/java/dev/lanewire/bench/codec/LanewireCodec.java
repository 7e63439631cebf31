package dev.lanewire.bench.codec;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Limits;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Lanewire's side of a case: the case's schema through {@link WireWriter} and {@link WireReader}
 * (wire format v1) on a reused heap buffer. Counts are varints checked against the reader's
 * {@link Limits}; strings use {@code writeString} (Latin-1 or UTF-16) or, for the
 * {@code lanewire-utf8} peer, {@code writeStringUtf8}; decimals are Decimal128s; dates and
 * instants are the writer's arrays, which the reader validates as one block (block kernels)
 * before it builds any object.
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
            writer.writeDecimal128(v);
        }

        @Override
        public void writeInstant(Instant v) {
            writer.writeInstant(v);
        }

        @Override
        public void writeDates(LocalDate[] v) {
            writer.writeLocalDateArray(v);
        }

        @Override
        public void writeInstants(Instant[] v) {
            writer.writeInstantArray(v);
        }
    }

    /** The reading side. */
    static final class In implements FieldReader {
        final WireReader reader;

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
            return reader.readDecimal128();
        }

        @Override
        public Instant readInstant() {
            return reader.readInstant();
        }

        /** The reader validates the whole block of epoch days with the block kernel, then builds the dates. */
        @Override
        public LocalDate[] readDates() {
            return nonNull(reader.readLocalDateArray());
        }

        /** The reader validates the whole block of (seconds, nanos) pairs, then builds the instants. */
        @Override
        public Instant[] readInstants() {
            return nonNull(reader.readInstantArray());
        }

        private <A> A nonNull(A array) {
            if (array == null) {
                throw new CodecException(reader.position(), "null array in a non-null field");
            }
            return array;
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
