package dev.lanewire.codec;

import java.nio.ByteOrder;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.UnsafeApi;

/**
 * Copies primitive arrays to and from their wire blocks with one memory copy, heap or off-heap.
 *
 * <p>On a little-endian platform a Java primitive array already holds its wire block: elements
 * little-endian, floats and doubles as raw IEEE 754 bits, booleans as bytes 0 and 1. So a block is
 * one {@code copyMemory} between the array and the buffer's memory (the same primitive Agrona's
 * {@code putBytes} uses), instead of a buffer call per element. Callers have already checked the
 * whole block lies inside the buffer (or its limit); nothing is checked here.
 *
 * <p>On a big-endian platform {@link #NATIVE_LITTLE_ENDIAN} is false and callers write element by
 * element in little-endian order instead.
 *
 * <p>It also holds the little-endian single-value accessors ({@code getShort}, {@code putLong}
 * and the like) that the writer, the reader and the value blocks use at a buffer's
 * {@code byteArray()} (null off-heap) and {@code addressOffset()} plus the index, once their own
 * bounds check covers every byte.
 */
final class BulkCopy {

    /** Whether arrays are laid out as their wire blocks (the platform is little-endian). */
    static final boolean NATIVE_LITTLE_ENDIAN = ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN;

    static final long BYTE_BASE = UnsafeApi.arrayBaseOffset(byte[].class);
    static final long BOOLEAN_BASE = UnsafeApi.arrayBaseOffset(boolean[].class);
    static final long SHORT_BASE = UnsafeApi.arrayBaseOffset(short[].class);
    static final long CHAR_BASE = UnsafeApi.arrayBaseOffset(char[].class);
    static final long INT_BASE = UnsafeApi.arrayBaseOffset(int[].class);
    static final long LONG_BASE = UnsafeApi.arrayBaseOffset(long[].class);
    static final long FLOAT_BASE = UnsafeApi.arrayBaseOffset(float[].class);
    static final long DOUBLE_BASE = UnsafeApi.arrayBaseOffset(double[].class);

    private BulkCopy() {
    }

    /** Copies {@code bytes} bytes of the array {@code src} (from {@code srcBase}) to {@code dst[index]}. */
    static void toBuffer(Object src, long srcBase, MutableDirectBuffer dst, int index, long bytes) {
        assert index >= 0 && index + bytes <= dst.capacity() : "trusted caller missed the capacity check";
        UnsafeApi.copyMemory(src, srcBase, dst.byteArray(), dst.addressOffset() + index, bytes);
    }

    /**
     * Copies the first {@code len} bytes of {@code src} to {@code dst[index]}: on the heap an array
     * copy, which C2 compiles without {@code copyMemory}'s argument checks on the arrays' classes
     * and inlines when short; off-heap one {@code copyMemory}.
     */
    static void bytesToBuffer(byte[] src, MutableDirectBuffer dst, int index, int len) {
        assert index >= 0 && index + (long) len <= dst.capacity() : "trusted caller missed the capacity check";
        byte[] array = dst.byteArray();
        if (array != null) {
            System.arraycopy(src, 0, array, dst.wrapAdjustment() + index, len);
        } else {
            UnsafeApi.copyMemory(src, BYTE_BASE, null, dst.addressOffset() + index, len);
        }
    }

    /**
     * Copies {@code chars} chars of {@code src} into {@code dst} from its start as UTF-16LE bytes
     * (their layout here); the caller has checked {@code dst} holds {@code 2 * chars} bytes.
     */
    static void charsToBytes(char[] src, byte[] dst, int chars) {
        assert NATIVE_LITTLE_ENDIAN && 2L * chars <= dst.length && chars <= src.length : "trusted caller missed a check";
        UnsafeApi.copyMemory(src, CHAR_BASE, dst, BYTE_BASE, 2L * chars);
    }

    // ------------------------------------------------------------------------------------------
    // Single little-endian elements at base + address, where base is a buffer's byteArray() (null
    // off-heap) and address its addressOffset() plus the index. The writer has made room for, or
    // the reader checked the limit over, every byte accessed before the first is: Agrona's
    // accessors would check bounds again, and an expandable buffer its capacity, on each one.

    static byte getByte(Object base, long address) {
        return UnsafeApi.getByte(base, address);
    }

    static short getShort(Object base, long address) {
        short v = UnsafeApi.getShort(base, address);
        return NATIVE_LITTLE_ENDIAN ? v : Short.reverseBytes(v);
    }

    static int getInt(Object base, long address) {
        int v = UnsafeApi.getInt(base, address);
        return NATIVE_LITTLE_ENDIAN ? v : Integer.reverseBytes(v);
    }

    static long getLong(Object base, long address) {
        long v = UnsafeApi.getLong(base, address);
        return NATIVE_LITTLE_ENDIAN ? v : Long.reverseBytes(v);
    }

    static void putByte(Object base, long address, byte v) {
        UnsafeApi.putByte(base, address, v);
    }

    static void putShort(Object base, long address, short v) {
        UnsafeApi.putShort(base, address, NATIVE_LITTLE_ENDIAN ? v : Short.reverseBytes(v));
    }

    static void putInt(Object base, long address, int v) {
        UnsafeApi.putInt(base, address, NATIVE_LITTLE_ENDIAN ? v : Integer.reverseBytes(v));
    }

    static void putLong(Object base, long address, long v) {
        UnsafeApi.putLong(base, address, NATIVE_LITTLE_ENDIAN ? v : Long.reverseBytes(v));
    }

    /** Copies {@code bytes} bytes from {@code src[index]} into the array {@code dst} (from {@code dstBase}). */
    static void fromBuffer(DirectBuffer src, int index, Object dst, long dstBase, long bytes) {
        assert index >= 0 && index + bytes <= src.capacity() : "trusted caller missed the limit check";
        UnsafeApi.copyMemory(src.byteArray(), src.addressOffset() + index, dst, dstBase, bytes);
    }
}
