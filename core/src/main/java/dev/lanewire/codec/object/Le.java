package dev.lanewire.codec.object;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.agrona.MutableDirectBuffer;

/**
 * Little-endian field access for the block methods of derived primitive records: {@code put*}
 * into the writer's buffer, {@code get*} from validated bytes. Called from generated code, by the
 * names {@code put<Type>} and {@code get<Type>}.
 */
final class Le {

    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    private static final VarHandle I16 = MethodHandles.byteArrayViewVarHandle(short[].class, LE);
    private static final VarHandle C16 = MethodHandles.byteArrayViewVarHandle(char[].class, LE);
    private static final VarHandle I32 = MethodHandles.byteArrayViewVarHandle(int[].class, LE);
    private static final VarHandle I64 = MethodHandles.byteArrayViewVarHandle(long[].class, LE);

    private Le() {
    }

    static void putBoolean(MutableDirectBuffer b, int i, boolean v) {
        b.putByte(i, v ? (byte) 1 : (byte) 0);
    }

    static void putByte(MutableDirectBuffer b, int i, byte v) {
        b.putByte(i, v);
    }

    static void putShort(MutableDirectBuffer b, int i, short v) {
        b.putShort(i, v, LE);
    }

    static void putChar(MutableDirectBuffer b, int i, char v) {
        b.putChar(i, v, LE);
    }

    static void putInt(MutableDirectBuffer b, int i, int v) {
        b.putInt(i, v, LE);
    }

    static void putLong(MutableDirectBuffer b, int i, long v) {
        b.putLong(i, v, LE);
    }

    static void putFloat(MutableDirectBuffer b, int i, float v) {
        b.putInt(i, Float.floatToRawIntBits(v), LE);
    }

    static void putDouble(MutableDirectBuffer b, int i, double v) {
        b.putLong(i, Double.doubleToRawLongBits(v), LE);
    }

    /** Bools were validated as 0 or 1 before any element is built. */
    static boolean getBoolean(byte[] b, int i) {
        return b[i] != 0;
    }

    static byte getByte(byte[] b, int i) {
        return b[i];
    }

    static short getShort(byte[] b, int i) {
        return (short) I16.get(b, i);
    }

    static char getChar(byte[] b, int i) {
        return (char) C16.get(b, i);
    }

    static int getInt(byte[] b, int i) {
        return (int) I32.get(b, i);
    }

    static long getLong(byte[] b, int i) {
        return (long) I64.get(b, i);
    }

    static float getFloat(byte[] b, int i) {
        return Float.intBitsToFloat((int) I32.get(b, i));
    }

    static double getDouble(byte[] b, int i) {
        return Double.longBitsToDouble((long) I64.get(b, i));
    }
}
