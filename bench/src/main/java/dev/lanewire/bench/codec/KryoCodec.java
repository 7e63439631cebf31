package dev.lanewire.bench.codec;

import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Kryo 5.6's side of a case: the case's schema written through Kryo's {@link Output} and
 * {@link Input} primitives, which is how Kryo users write a hand-tuned {@code Serializer}.
 * Fixed-width ints and longs (Kryo's fastest), Kryo's own string format, decimals as Kryo's
 * {@code BigDecimalSerializer} lays them out (unscaled bytes, then the scale).
 *
 * @param <T> the value type
 */
final class KryoCodec<T> implements PeerCodec<T> {

    private final Schema<T> schema;
    private final Out out = new Out(new Output(1 << 12, -1));
    private final In in = new In(new Input());

    KryoCodec(Schema<T> schema) {
        this.schema = schema;
    }

    @Override
    public int encode(T value) {
        out.output.reset();
        schema.write(value, out);
        return out.output.position();
    }

    @Override
    public byte[] buffer() {
        return out.output.getBuffer();
    }

    @Override
    public T decode(byte[] bytes, int length) {
        in.input.setBuffer(bytes, 0, length);
        T value = schema.read(in);
        if (in.input.position() != length) {
            throw new IllegalStateException((length - in.input.position()) + " bytes left after the value");
        }
        return value;
    }

    private record Out(Output output) implements FieldWriter {
        @Override
        public void writeBoolean(boolean v) {
            output.writeBoolean(v);
        }

        @Override
        public void writeByte(byte v) {
            output.writeByte(v);
        }

        @Override
        public void writeShort(short v) {
            output.writeShort(v);
        }

        @Override
        public void writeInt(int v) {
            output.writeInt(v);
        }

        @Override
        public void writeLong(long v) {
            output.writeLong(v);
        }

        @Override
        public void writeDouble(double v) {
            output.writeDouble(v);
        }

        @Override
        public void writeString(String v) {
            output.writeString(v);
        }

        @Override
        public void writeFloats(float[] v) {
            output.writeVarInt(v.length, true);
            output.writeFloats(v, 0, v.length);
        }

        @Override
        public void writeInts(int[] v) {
            output.writeVarInt(v.length, true);
            output.writeInts(v, 0, v.length);
        }

        @Override
        public void writeDecimal(BigDecimal v) {
            byte[] unscaled = v.unscaledValue().toByteArray();
            output.writeVarInt(unscaled.length, true);
            output.writeBytes(unscaled);
            output.writeInt(v.scale(), false);
        }
    }

    private record In(Input input) implements FieldReader {
        @Override
        public boolean readBoolean() {
            return input.readBoolean();
        }

        @Override
        public byte readByte() {
            return input.readByte();
        }

        @Override
        public short readShort() {
            return input.readShort();
        }

        @Override
        public int readInt() {
            return input.readInt();
        }

        @Override
        public long readLong() {
            return input.readLong();
        }

        @Override
        public double readDouble() {
            return input.readDouble();
        }

        @Override
        public String readString() {
            return input.readString();
        }

        @Override
        public float[] readFloats() {
            return input.readFloats(count(input.readVarInt(true)));
        }

        @Override
        public int[] readInts() {
            return input.readInts(count(input.readVarInt(true)));
        }

        @Override
        public BigDecimal readDecimal() {
            byte[] unscaled = input.readBytes(count(input.readVarInt(true)));
            return new BigDecimal(new BigInteger(unscaled), input.readInt(false));
        }

        @Override
        public int count(int n) {
            if (n < 0 || n > input.limit() - input.position()) {
                throw new IllegalStateException("count " + n + " at byte " + input.position() + " exceeds the input");
            }
            return n;
        }
    }
}
