package dev.lanewire.codec.object;

import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;

/**
 * Codecs of the values the wire format has a form for: strings and primitive arrays (self-framing:
 * their own header carries null), and boxed primitives (framed by a presence byte). One enum
 * constant, so one class, per type: a constant receiver of exact type, as for every codec here.
 */
enum Leaf implements ObjectCodec<Object> {
    /** {@link WireWriter#writeString(String)}: Latin-1 or UTF-16, null in the header. */
    STRING(String.class, true) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeString((String) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readString();
        }
    },
    /** A {@code Boolean}: one byte 0 or 1. */
    BOOLEAN(Boolean.class, false) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeBoolean((Boolean) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readBoolean();
        }
    },
    /** A {@code Byte}. */
    BYTE(Byte.class, false) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeByte((Byte) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readByte();
        }
    },
    /** A {@code Short}, little-endian. */
    SHORT(Short.class, false) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeShort((Short) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readShort();
        }
    },
    /** A {@code Character}, little-endian. */
    CHAR(Character.class, false) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeChar((Character) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readChar();
        }
    },
    /** An {@code Integer}, little-endian. */
    INT(Integer.class, false) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeInt((Integer) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readInt();
        }
    },
    /** A {@code Long}, little-endian. */
    LONG(Long.class, false) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeLong((Long) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readLong();
        }
    },
    /** A {@code Float}, raw bits. */
    FLOAT(Float.class, false) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeFloat((Float) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readFloat();
        }
    },
    /** A {@code Double}, raw bits. */
    DOUBLE(Double.class, false) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeDouble((Double) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readDouble();
        }
    },
    /** A {@code boolean[]}: nullable count, then bytes 0 or 1. */
    BOOLEAN_ARRAY(boolean[].class, true) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeBooleanArray((boolean[]) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readBooleanArray();
        }
    },
    /** A {@code byte[]}. */
    BYTE_ARRAY(byte[].class, true) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeByteArray((byte[]) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readByteArray();
        }
    },
    /** A {@code short[]}. */
    SHORT_ARRAY(short[].class, true) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeShortArray((short[]) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readShortArray();
        }
    },
    /** A {@code char[]}. */
    CHAR_ARRAY(char[].class, true) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeCharArray((char[]) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readCharArray();
        }
    },
    /** An {@code int[]}. */
    INT_ARRAY(int[].class, true) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeIntArray((int[]) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readIntArray();
        }
    },
    /** A {@code long[]}. */
    LONG_ARRAY(long[].class, true) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeLongArray((long[]) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readLongArray();
        }
    },
    /** A {@code float[]}. */
    FLOAT_ARRAY(float[].class, true) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeFloatArray((float[]) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readFloatArray();
        }
    },
    /** A {@code double[]}. */
    DOUBLE_ARRAY(double[].class, true) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeDoubleArray((double[]) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readDoubleArray();
        }
    };

    private final Shape shape;

    Leaf(Class<?> type, boolean selfFraming) {
        this.shape = Shape.leaf(type, selfFraming);
    }

    @Override
    public Shape shape() {
        return shape;
    }

    /** The leaf codec of {@code type}, or null if it has none. */
    static Leaf of(Class<?> type) {
        for (Leaf leaf : values()) {
            if (leaf.shape.type() == type) {
                return leaf;
            }
        }
        return null;
    }
}
