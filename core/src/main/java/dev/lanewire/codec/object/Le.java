package dev.lanewire.codec.object;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.agrona.MutableDirectBuffer;
import org.agrona.UnsafeApi;

/**
 * Little-endian field access for the block methods of derived primitive records: {@code put*}
 * into the writer's buffer, {@code get*} from validated bytes. Called from generated code, by the
 * names {@code put<Type>} and {@code get<Type>}.
 *
 * <p>{@code put*} write straight to the buffer's array or memory ({@code byteArray()}, null
 * off-heap, at {@code addressOffset()} plus the index): the writer reserved the record's or the
 * sequence's whole block before its first field is put, and Agrona's accessors would check bounds,
 * and an expandable buffer its capacity, again on each field.
 */
final class Le {

    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    private static final boolean NATIVE_LE = ByteOrder.nativeOrder() == LE;
    private static final VarHandle I16 = MethodHandles.byteArrayViewVarHandle(short[].class, LE);
    private static final VarHandle C16 = MethodHandles.byteArrayViewVarHandle(char[].class, LE);
    private static final VarHandle I32 = MethodHandles.byteArrayViewVarHandle(int[].class, LE);
    private static final VarHandle I64 = MethodHandles.byteArrayViewVarHandle(long[].class, LE);

    private Le() {
    }

    static void putBoolean(MutableDirectBuffer b, int i, boolean v) {
        UnsafeApi.putByte(b.byteArray(), b.addressOffset() + i, v ? (byte) 1 : (byte) 0);
    }

    static void putByte(MutableDirectBuffer b, int i, byte v) {
        UnsafeApi.putByte(b.byteArray(), b.addressOffset() + i, v);
    }

    static void putShort(MutableDirectBuffer b, int i, short v) {
        UnsafeApi.putShort(b.byteArray(), b.addressOffset() + i, NATIVE_LE ? v : Short.reverseBytes(v));
    }

    static void putChar(MutableDirectBuffer b, int i, char v) {
        putShort(b, i, (short) v);
    }

    static void putInt(MutableDirectBuffer b, int i, int v) {
        UnsafeApi.putInt(b.byteArray(), b.addressOffset() + i, NATIVE_LE ? v : Integer.reverseBytes(v));
    }

    static void putLong(MutableDirectBuffer b, int i, long v) {
        UnsafeApi.putLong(b.byteArray(), b.addressOffset() + i, NATIVE_LE ? v : Long.reverseBytes(v));
    }

    static void putFloat(MutableDirectBuffer b, int i, float v) {
        putInt(b, i, Float.floatToRawIntBits(v));
    }

    static void putDouble(MutableDirectBuffer b, int i, double v) {
        putLong(b, i, Double.doubleToRawLongBits(v));
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
