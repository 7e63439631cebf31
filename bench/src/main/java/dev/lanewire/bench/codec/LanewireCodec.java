package dev.lanewire.bench.codec;

import dev.lanewire.text.Utf8;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Lanewire's side of a case: little-endian fixed-width primitives, decimals as 16 bytes
 * (Decimal128's size), strings as a length and UTF-8 through Lanewire's dispatched
 * {@link Utf8} kernels, arrays as a length and one bulk copy.
 *
 * <p>Interim: written by hand over the primitives and text façades in main until
 * {@code WireWriter}/{@code WireReader} land; then this class delegates to them.
 *
 * @param <T> the value type
 */
final class LanewireCodec<T> implements PeerCodec<T> {

    private final Schema<T> schema;
    private final Out out = new Out();
    private final In in = new In();

    LanewireCodec(Schema<T> schema) {
        this.schema = schema;
    }

    @Override
    public int encode(T value) {
        out.pos = 0;
        schema.write(value, out);
        return out.pos;
    }

    @Override
    public byte[] buffer() {
        return out.buf;
    }

    @Override
    public T decode(byte[] bytes, int length) {
        in.buf = bytes;
        in.pos = 0;
        in.limit = length;
        T value = schema.read(in);
        if (in.pos != length) {
            throw new IllegalStateException((length - in.pos) + " bytes left after the value");
        }
        return value;
    }

    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle DOUBLE = MethodHandles.byteArrayViewVarHandle(double[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfFloat FLOAT_LE = ValueLayout.JAVA_FLOAT_UNALIGNED
            .withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfInt INT_LE = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    /** Decimal128's coefficient: 34 decimal digits need 113 bits; a sign bit makes 114 of the 128. */
    private static final int UNSCALED_BITS = 113;
    /** The remaining 14 bits hold the scale, as Decimal128's 14-bit exponent does. */
    private static final int SCALE_BITS = 14;

    /** The writing side: a growable byte array. */
    static final class Out implements FieldWriter {
        byte[] buf = new byte[1 << 12];
        int pos;

        private void ensure(int n) {
            if (buf.length - pos < n) {
                buf = Arrays.copyOf(buf, Math.max(buf.length * 2, pos + n));
            }
        }

        @Override
        public void writeBoolean(boolean v) {
            writeByte(v ? (byte) 1 : 0);
        }

        @Override
        public void writeByte(byte v) {
            ensure(1);
            buf[pos++] = v;
        }

        @Override
        public void writeShort(short v) {
            ensure(2);
            SHORT.set(buf, pos, v);
            pos += 2;
        }

        @Override
        public void writeInt(int v) {
            ensure(4);
            INT.set(buf, pos, v);
            pos += 4;
        }

        @Override
        public void writeLong(long v) {
            ensure(8);
            LONG.set(buf, pos, v);
            pos += 8;
        }

        @Override
        public void writeDouble(double v) {
            ensure(8);
            DOUBLE.set(buf, pos, v);
            pos += 8;
        }

        @Override
        public void writeString(String v) {
            byte[] utf8 = Utf8.encode(v);
            writeInt(utf8.length);
            ensure(utf8.length);
            System.arraycopy(utf8, 0, buf, pos, utf8.length);
            pos += utf8.length;
        }

        @Override
        public void writeFloats(float[] v) {
            writeInt(v.length);
            ensure(v.length * 4);
            MemorySegment.copy(v, 0, MemorySegment.ofArray(buf), FLOAT_LE, pos, v.length);
            pos += v.length * 4;
        }

        @Override
        public void writeInts(int[] v) {
            writeInt(v.length);
            ensure(v.length * 4);
            MemorySegment.copy(v, 0, MemorySegment.ofArray(buf), INT_LE, pos, v.length);
            pos += v.length * 4;
        }

        /** 16 bytes: the low 64 bits of the unscaled value, then its high 50 bits over a 14-bit scale. */
        @Override
        public void writeDecimal(BigDecimal v) {
            BigInteger unscaled = v.unscaledValue();
            if (unscaled.bitLength() > UNSCALED_BITS || v.scale() != v.scale() << (32 - SCALE_BITS) >> (32 - SCALE_BITS)) {
                throw new IllegalArgumentException("outside Decimal128's range: " + v);
            }
            long lo = unscaled.longValue();
            long hi = unscaled.bitLength() < 64 ? lo >> 63 : unscaled.shiftRight(64).longValue();
            writeLong(lo);
            writeLong(hi << SCALE_BITS | (v.scale() & ((1 << SCALE_BITS) - 1)));
        }
    }

    /** The reading side: a window on the caller's array; every read is bounds-checked against it. */
    static final class In implements FieldReader {
        byte[] buf;
        int pos;
        int limit;

        private int take(int n) {
            int at = pos;
            if (n < 0 || limit - at < n) {
                throw new IllegalStateException("truncated at byte " + at + ": need " + n);
            }
            pos = at + n;
            return at;
        }

        @Override
        public boolean readBoolean() {
            return buf[take(1)] != 0;
        }

        @Override
        public byte readByte() {
            return buf[take(1)];
        }

        @Override
        public short readShort() {
            return (short) SHORT.get(buf, take(2));
        }

        @Override
        public int readInt() {
            return (int) INT.get(buf, take(4));
        }

        @Override
        public long readLong() {
            return (long) LONG.get(buf, take(8));
        }

        @Override
        public double readDouble() {
            return (double) DOUBLE.get(buf, take(8));
        }

        @Override
        public String readString() {
            int n = readInt();
            return Utf8.decode(buf, take(n), n);
        }

        @Override
        public float[] readFloats() {
            int n = readInt();
            int at = take(Math.multiplyExact(n, 4));
            float[] out = new float[n];
            MemorySegment.copy(MemorySegment.ofArray(buf), FLOAT_LE, at, out, 0, n);
            return out;
        }

        @Override
        public int[] readInts() {
            int n = readInt();
            int at = take(Math.multiplyExact(n, 4));
            int[] out = new int[n];
            MemorySegment.copy(MemorySegment.ofArray(buf), INT_LE, at, out, 0, n);
            return out;
        }

        @Override
        public BigDecimal readDecimal() {
            long lo = readLong();
            long hiScale = readLong();
            int scale = (int) (hiScale << (64 - SCALE_BITS) >> (64 - SCALE_BITS));
            long hi = hiScale >> SCALE_BITS;
            if (hi == lo >> 63) {
                return BigDecimal.valueOf(lo, scale);
            }
            BigInteger unscaled = BigInteger.valueOf(hi).shiftLeft(64)
                    .add(BigInteger.valueOf(lo >>> 1).shiftLeft(1).add(BigInteger.valueOf(lo & 1)));
            return new BigDecimal(unscaled, scale);
        }

        @Override
        public int count(int n) {
            if (n < 0 || n > limit - pos) {
                throw new IllegalStateException("count " + n + " at byte " + pos + " exceeds the input");
            }
            return n;
        }
    }
}
