package dev.lanewire.bench.codec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * The JDK baseline of a case: the schema through {@link DataOutputStream} and
 * {@link DataInputStream} (big-endian fixed-width primitives), strings through the String APIs
 * ({@code getBytes(UTF_8)} and {@code new String(bytes, UTF_8)}) behind an int length.
 *
 * @param <T> the value type
 */
final class JdkCodec<T> implements PeerCodec<T> {

    private final Schema<T> schema;
    private final Bytes bytes = new Bytes();
    private final Out out = new Out(new DataOutputStream(bytes));
    private final Window window = new Window();
    private final In in = new In(new DataInputStream(window), window);

    JdkCodec(Schema<T> schema) {
        this.schema = schema;
    }

    @Override
    public int encode(T value) {
        bytes.reset();
        schema.write(value, out);
        return bytes.size();
    }

    @Override
    public byte[] buffer() {
        return bytes.array();
    }

    @Override
    public T decode(byte[] data, int length) {
        window.wrap(data, length);
        T value = schema.read(in);
        if (window.available() != 0) {
            throw new IllegalStateException(window.available() + " bytes left after the value");
        }
        return value;
    }

    /** A ByteArrayOutputStream whose array can be read without a copy. */
    private static final class Bytes extends ByteArrayOutputStream {
        Bytes() {
            super(1 << 12);
        }

        byte[] array() {
            return buf;
        }
    }

    /** A ByteArrayInputStream that can be pointed at another array, so decoding allocates no stream. */
    private static final class Window extends ByteArrayInputStream {
        Window() {
            super(new byte[0]);
        }

        void wrap(byte[] data, int length) {
            buf = data;
            pos = 0;
            count = length;
            mark = 0;
        }
    }

    private record Out(DataOutputStream out) implements FieldWriter {
        @Override
        public void writeBoolean(boolean v) {
            try {
                out.writeBoolean(v);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void writeByte(byte v) {
            try {
                out.writeByte(v);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void writeShort(short v) {
            try {
                out.writeShort(v);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void writeInt(int v) {
            try {
                out.writeInt(v);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void writeLong(long v) {
            try {
                out.writeLong(v);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void writeDouble(double v) {
            try {
                out.writeDouble(v);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void writeString(String v) {
            try {
                byte[] utf8 = v.getBytes(StandardCharsets.UTF_8);
                out.writeInt(utf8.length);
                out.write(utf8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void writeFloats(float[] v) {
            try {
                out.writeInt(v.length);
                for (float f : v) {
                    out.writeFloat(f);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void writeInts(int[] v) {
            try {
                out.writeInt(v.length);
                for (int i : v) {
                    out.writeInt(i);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void writeDecimal(BigDecimal v) {
            try {
                byte[] unscaled = v.unscaledValue().toByteArray();
                out.writeByte(unscaled.length);
                out.write(unscaled);
                out.writeInt(v.scale());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private record In(DataInputStream in, Window window) implements FieldReader {
        @Override
        public boolean readBoolean() {
            try {
                return in.readBoolean();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public byte readByte() {
            try {
                return in.readByte();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public short readShort() {
            try {
                return in.readShort();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public int readInt() {
            try {
                return in.readInt();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public long readLong() {
            try {
                return in.readLong();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public double readDouble() {
            try {
                return in.readDouble();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public String readString() {
            try {
                byte[] utf8 = new byte[count(in.readInt())];
                in.readFully(utf8);
                return new String(utf8, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public float[] readFloats() {
            try {
                float[] out = new float[count(in.readInt())];
                for (int i = 0; i < out.length; i++) {
                    out[i] = in.readFloat();
                }
                return out;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public int[] readInts() {
            try {
                int[] out = new int[count(in.readInt())];
                for (int i = 0; i < out.length; i++) {
                    out[i] = in.readInt();
                }
                return out;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public BigDecimal readDecimal() {
            try {
                byte[] unscaled = new byte[count(in.readUnsignedByte())];
                in.readFully(unscaled);
                return new BigDecimal(new BigInteger(unscaled), in.readInt());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public int count(int n) {
            if (n < 0 || n > window.available()) {
                throw new IllegalStateException("count " + n + " exceeds the " + window.available()
                        + " bytes left");
            }
            return n;
        }
    }
}
