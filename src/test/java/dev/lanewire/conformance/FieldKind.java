package dev.lanewire.conformance;

import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Every value type of wire format v1, by the name the golden vectors use: how to write it, read
 * it, compare it bit-exactly, and parse its literal from a vector file.
 */
enum FieldKind {
    BOOL("bool") {
        @Override void write(WireWriter w, Object v) { w.writeBoolean((Boolean) v); }
        @Override Object read(WireReader r) { return r.readBoolean(); }
        @Override Object parse(String s) { return Boolean.parseBoolean(s); }
    },
    BYTE("byte") {
        @Override void write(WireWriter w, Object v) { w.writeByte((Byte) v); }
        @Override Object read(WireReader r) { return r.readByte(); }
        @Override Object parse(String s) { return (byte) parseLong(s); }
    },
    SHORT("short") {
        @Override void write(WireWriter w, Object v) { w.writeShort((Short) v); }
        @Override Object read(WireReader r) { return r.readShort(); }
        @Override Object parse(String s) { return (short) parseLong(s); }
    },
    CHAR("char") {
        @Override void write(WireWriter w, Object v) { w.writeChar((Character) v); }
        @Override Object read(WireReader r) { return r.readChar(); }
        @Override Object parse(String s) { return parseChar(s); }
    },
    INT("int") {
        @Override void write(WireWriter w, Object v) { w.writeInt((Integer) v); }
        @Override Object read(WireReader r) { return r.readInt(); }
        @Override Object parse(String s) { return (int) parseLong(s); }
    },
    LONG("long") {
        @Override void write(WireWriter w, Object v) { w.writeLong((Long) v); }
        @Override Object read(WireReader r) { return r.readLong(); }
        @Override Object parse(String s) { return parseLong(s); }
    },
    FLOAT("float") {
        @Override void write(WireWriter w, Object v) { w.writeFloat((Float) v); }
        @Override Object read(WireReader r) { return r.readFloat(); }
        @Override Object parse(String s) { return Float.intBitsToFloat((int) parseLong(s)); }
    },
    DOUBLE("double") {
        @Override void write(WireWriter w, Object v) { w.writeDouble((Double) v); }
        @Override Object read(WireReader r) { return r.readDouble(); }
        @Override Object parse(String s) { return Double.longBitsToDouble(parseLong(s)); }
    },
    VARINT("varint") {
        @Override void write(WireWriter w, Object v) { w.writeVarInt((Integer) v); }
        @Override Object read(WireReader r) { return r.readVarInt(); }
        @Override Object parse(String s) { return (int) parseLong(s); }
    },
    VARLONG("varlong") {
        @Override void write(WireWriter w, Object v) { w.writeVarLong((Long) v); }
        @Override Object read(WireReader r) { return r.readVarLong(); }
        @Override Object parse(String s) { return parseLong(s); }
    },
    SVARINT("svarint") {
        @Override void write(WireWriter w, Object v) { w.writeSignedVarInt((Integer) v); }
        @Override Object read(WireReader r) { return r.readSignedVarInt(); }
        @Override Object parse(String s) { return (int) parseLong(s); }
    },
    SVARLONG("svarlong") {
        @Override void write(WireWriter w, Object v) { w.writeSignedVarLong((Long) v); }
        @Override Object read(WireReader r) { return r.readSignedVarLong(); }
        @Override Object parse(String s) { return parseLong(s); }
    },
    STRING("string") {
        @Override void write(WireWriter w, Object v) { w.writeString((String) v); }
        @Override Object read(WireReader r) { return r.readString(); }
        @Override Object parse(String s) { return parseString(s); }
    },
    STRING_UTF8("string8") {
        @Override void write(WireWriter w, Object v) { w.writeStringUtf8((String) v); }
        @Override Object read(WireReader r) { return r.readString(); }
        @Override Object parse(String s) { return parseString(s); }
    },
    BOOL_ARRAY("bool[]") {
        @Override void write(WireWriter w, Object v) { w.writeBooleanArray((boolean[]) v); }
        @Override Object read(WireReader r) { return r.readBooleanArray(); }
        @Override Object parse(String s) {
            List<String> e = elements(s);
            if (e == null) {
                return null;
            }
            boolean[] a = new boolean[e.size()];
            for (int i = 0; i < a.length; i++) {
                a[i] = Boolean.parseBoolean(e.get(i));
            }
            return a;
        }
    },
    BYTE_ARRAY("byte[]") {
        @Override void write(WireWriter w, Object v) { w.writeByteArray((byte[]) v); }
        @Override Object read(WireReader r) { return r.readByteArray(); }
        @Override Object parse(String s) {
            List<String> e = elements(s);
            if (e == null) {
                return null;
            }
            byte[] a = new byte[e.size()];
            for (int i = 0; i < a.length; i++) {
                a[i] = (byte) parseLong(e.get(i));
            }
            return a;
        }
    },
    SHORT_ARRAY("short[]") {
        @Override void write(WireWriter w, Object v) { w.writeShortArray((short[]) v); }
        @Override Object read(WireReader r) { return r.readShortArray(); }
        @Override Object parse(String s) {
            List<String> e = elements(s);
            if (e == null) {
                return null;
            }
            short[] a = new short[e.size()];
            for (int i = 0; i < a.length; i++) {
                a[i] = (short) parseLong(e.get(i));
            }
            return a;
        }
    },
    CHAR_ARRAY("char[]") {
        @Override void write(WireWriter w, Object v) { w.writeCharArray((char[]) v); }
        @Override Object read(WireReader r) { return r.readCharArray(); }
        @Override Object parse(String s) {
            List<String> e = elements(s);
            if (e == null) {
                return null;
            }
            char[] a = new char[e.size()];
            for (int i = 0; i < a.length; i++) {
                a[i] = parseChar(e.get(i));
            }
            return a;
        }
    },
    INT_ARRAY("int[]") {
        @Override void write(WireWriter w, Object v) { w.writeIntArray((int[]) v); }
        @Override Object read(WireReader r) { return r.readIntArray(); }
        @Override Object parse(String s) {
            List<String> e = elements(s);
            return e == null ? null : e.stream().mapToInt(x -> (int) parseLong(x)).toArray();
        }
    },
    LONG_ARRAY("long[]") {
        @Override void write(WireWriter w, Object v) { w.writeLongArray((long[]) v); }
        @Override Object read(WireReader r) { return r.readLongArray(); }
        @Override Object parse(String s) {
            List<String> e = elements(s);
            return e == null ? null : e.stream().mapToLong(FieldKind::parseLong).toArray();
        }
    },
    FLOAT_ARRAY("float[]") {
        @Override void write(WireWriter w, Object v) { w.writeFloatArray((float[]) v); }
        @Override Object read(WireReader r) { return r.readFloatArray(); }
        @Override Object parse(String s) {
            List<String> e = elements(s);
            if (e == null) {
                return null;
            }
            float[] a = new float[e.size()];
            for (int i = 0; i < a.length; i++) {
                a[i] = Float.intBitsToFloat((int) parseLong(e.get(i)));
            }
            return a;
        }
    },
    DOUBLE_ARRAY("double[]") {
        @Override void write(WireWriter w, Object v) { w.writeDoubleArray((double[]) v); }
        @Override Object read(WireReader r) { return r.readDoubleArray(); }
        @Override Object parse(String s) {
            List<String> e = elements(s);
            return e == null ? null : e.stream().mapToLong(FieldKind::parseLong).mapToDouble(Double::longBitsToDouble).toArray();
        }
    };

    private final String id;

    FieldKind(String id) {
        this.id = id;
    }

    /** The type's name in the golden vector files. */
    String id() {
        return id;
    }

    abstract void write(WireWriter w, Object value);

    abstract Object read(WireReader r);

    abstract Object parse(String literal);

    /** The kind named {@code id} in the vector files. */
    static FieldKind byId(String id) {
        for (FieldKind k : values()) {
            if (k.id.equals(id)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown type " + id);
    }

    /** Bit-exact equality: floats and doubles by raw bits, arrays element by element. */
    static boolean same(Object a, Object b) {
        if (a == null || b == null) {
            return a == b;
        }
        return switch (a) {
            case Float f when b instanceof Float g -> Float.floatToRawIntBits(f) == Float.floatToRawIntBits(g);
            case Double d when b instanceof Double e -> Double.doubleToRawLongBits(d) == Double.doubleToRawLongBits(e);
            case float[] f when b instanceof float[] g -> sameBits(f, g);
            case double[] d when b instanceof double[] e -> sameBits(d, e);
            case boolean[] x when b instanceof boolean[] y -> Arrays.equals(x, y);
            case byte[] x when b instanceof byte[] y -> Arrays.equals(x, y);
            case short[] x when b instanceof short[] y -> Arrays.equals(x, y);
            case char[] x when b instanceof char[] y -> Arrays.equals(x, y);
            case int[] x when b instanceof int[] y -> Arrays.equals(x, y);
            case long[] x when b instanceof long[] y -> Arrays.equals(x, y);
            default -> Objects.equals(a, b);
        };
    }

    /** A readable rendering of a value (arrays expanded, float bits shown). */
    static String show(Object v) {
        return switch (v) {
            case null -> "null";
            case Float f -> f + " (bits 0x" + Integer.toHexString(Float.floatToRawIntBits(f)) + ")";
            case Double d -> d + " (bits 0x" + Long.toHexString(Double.doubleToRawLongBits(d)) + ")";
            case String s -> '"' + s.chars().mapToObj(c -> c < 0x20 || c > 0x7E
                    ? String.format("\\u%04X", c) : String.valueOf((char) c)).reduce("", String::concat) + '"';
            case boolean[] a -> Arrays.toString(a);
            case byte[] a -> Arrays.toString(a);
            case short[] a -> Arrays.toString(a);
            case char[] a -> Arrays.toString(new String(a).chars().toArray());
            case int[] a -> Arrays.toString(a);
            case long[] a -> Arrays.toString(a);
            case float[] a -> Arrays.toString(a);
            case double[] a -> Arrays.toString(a);
            default -> String.valueOf(v);
        };
    }

    private static boolean sameBits(float[] a, float[] b) {
        if (a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (Float.floatToRawIntBits(a[i]) != Float.floatToRawIntBits(b[i])) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameBits(double[] a, double[] b) {
        if (a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (Double.doubleToRawLongBits(a[i]) != Double.doubleToRawLongBits(b[i])) {
                return false;
            }
        }
        return true;
    }

    /** Decimal (signed) or 0x-hex (the unsigned bit pattern). */
    static long parseLong(String s) {
        return s.startsWith("0x") ? Long.parseUnsignedLong(s.substring(2), 16) : Long.parseLong(s);
    }

    private static char parseChar(String s) {
        if (!s.startsWith("U+")) {
            throw new IllegalArgumentException("char literal must be U+XXXX: " + s);
        }
        return (char) Integer.parseInt(s.substring(2), 16);
    }

    /** {@code null} or a double-quoted string with {@code \\uXXXX}, {@code \\\\} and {@code \\"} escapes. */
    private static String parseString(String s) {
        if (s.equals("null")) {
            return null;
        }
        if (s.length() < 2 || s.charAt(0) != '"' || s.charAt(s.length() - 1) != '"') {
            throw new IllegalArgumentException("string literal must be quoted: " + s);
        }
        StringBuilder out = new StringBuilder();
        for (int i = 1; i < s.length() - 1; i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char e = s.charAt(++i);
            if (e == 'u') {
                out.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
                i += 4;
            } else {
                out.append(e);
            }
        }
        return out.toString();
    }

    /** {@code null}, or the comma-separated elements of {@code [a, b, ...]}. */
    private static List<String> elements(String s) {
        if (s.equals("null")) {
            return null;
        }
        String inner = s.substring(1, s.length() - 1).strip();
        List<String> out = new ArrayList<>();
        if (!inner.isEmpty()) {
            for (String e : inner.split(",")) {
                out.add(e.strip());
            }
        }
        return out;
    }
}
