package dev.lanewire.codec.object;

import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

/**
 * Codecs of the values the wire format has a form for: strings, primitive arrays and arrays of
 * §7's range-limited types (self-framing: their own header carries null), boxed primitives and
 * §7's range-limited values (framed by a presence byte; range-checked by the reader). One enum
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
    },
    /** A {@code LocalDate} (§7: int32 epoch day, years 0001..9999, range-checked on read). */
    LOCAL_DATE(LocalDate.class, false) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeLocalDate((LocalDate) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readLocalDate();
        }
    },
    /** A {@code LocalTime} (§7: int64 nanosecond of the day). */
    LOCAL_TIME(LocalTime.class, false) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeLocalTime((LocalTime) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readLocalTime();
        }
    },
    /** An {@code Instant} (§7: int64 seconds, int32 nanos). */
    INSTANT(Instant.class, false) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeInstant((Instant) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readInstant();
        }
    },
    /** A {@code Duration} (§7: int64 seconds, int32 nanos). */
    DURATION(Duration.class, false) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeDuration((Duration) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readDuration();
        }
    },
    /** A {@code LocalDateTime} (§7: epoch day, nanosecond of the day). */
    LOCAL_DATE_TIME(LocalDateTime.class, false) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeLocalDateTime((LocalDateTime) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readLocalDateTime();
        }
    },
    /** A {@code BigDecimal} as §7's Decimal128 (scale 0..28, magnitude below 2^96). */
    DECIMAL128(BigDecimal.class, false) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeDecimal128((BigDecimal) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readDecimal128();
        }
    },
    /** A {@code LocalDate[]}: §7 block, validated as one; elements never null. */
    LOCAL_DATE_ARRAY(LocalDate[].class, true) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeLocalDateArray((LocalDate[]) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readLocalDateArray();
        }
    },
    /** A {@code LocalTime[]}: §7 block. */
    LOCAL_TIME_ARRAY(LocalTime[].class, true) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeLocalTimeArray((LocalTime[]) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readLocalTimeArray();
        }
    },
    /** An {@code Instant[]}: §7 block. */
    INSTANT_ARRAY(Instant[].class, true) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeInstantArray((Instant[]) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readInstantArray();
        }
    },
    /** A {@code Duration[]}: §7 block. */
    DURATION_ARRAY(Duration[].class, true) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeDurationArray((Duration[]) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readDurationArray();
        }
    },
    /** A {@code LocalDateTime[]}: §7 block. */
    LOCAL_DATE_TIME_ARRAY(LocalDateTime[].class, true) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeLocalDateTimeArray((LocalDateTime[]) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readLocalDateTimeArray();
        }
    },
    /** A {@code BigDecimal[]}: §7 block of Decimal128. */
    DECIMAL128_ARRAY(BigDecimal[].class, true) {
        @Override
        public void encode(WireWriter out, Object value, WriteContext cx) {
            out.writeDecimal128Array((BigDecimal[]) value);
        }

        @Override
        public Object decode(WireReader in, ReadContext cx) {
            return in.readDecimal128Array();
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
