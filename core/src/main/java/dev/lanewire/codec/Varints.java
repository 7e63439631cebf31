package dev.lanewire.codec;

import org.agrona.MutableDirectBuffer;
import org.agrona.UnsafeApi;

/**
 * Unsigned LEB128 varints: seven value bits a byte, least significant group first, bit 7 set on
 * every byte but the last. Encoding only; the reader decodes inline, where it also checks bounds,
 * overlong forms and overflow.
 */
final class Varints {

    /** Most bytes a 32-bit varint takes: ceil(32 / 7). */
    static final int MAX_INT_BYTES = 5;
    /** Most bytes a 64-bit varint takes: ceil(64 / 7). */
    static final int MAX_LONG_BYTES = 10;

    private Varints() {
    }

    /** Bytes the unsigned 32-bit {@code value} takes as a varint (1..5). */
    static int sizeOfInt(int value) {
        // 32 - nlz significant bits, at least one; each byte carries 7: (bits + 6) / 7, computed
        // with a multiply and shift instead of a division ((x * 37) >>> 8 == x / 7 for x < 70).
        int bits = 32 - Integer.numberOfLeadingZeros(value | 1);
        return ((bits + 6) * 37) >>> 8;
    }

    /** Bytes the unsigned 64-bit {@code value} takes as a varint (1..10). */
    static int sizeOfLong(long value) {
        int bits = 64 - Long.numberOfLeadingZeros(value | 1);
        return ((bits + 6) * 37) >>> 8;
    }

    /**
     * Writes the unsigned {@code value} at {@code index}; the caller has checked capacity. The bytes
     * go straight to the buffer's memory: a buffer call a byte would bounds-check (and, for an
     * expandable buffer, re-check capacity) what the caller has already checked.
     */
    static int putInt(MutableDirectBuffer buffer, int index, int value) {
        assert index >= 0 && index + sizeOfInt(value) <= buffer.capacity() : "trusted caller missed the capacity check";
        Object base = buffer.byteArray();
        long at = buffer.addressOffset() + index;
        if ((value & ~0x7F) == 0) {
            UnsafeApi.putByte(base, at, (byte) value);
            return 1;
        }
        int i = 0;
        int v = value;
        while ((v & ~0x7F) != 0) {
            UnsafeApi.putByte(base, at + i++, (byte) (v | 0x80));
            v >>>= 7;
        }
        UnsafeApi.putByte(base, at + i++, (byte) v);
        return i;
    }

    /** Writes the unsigned {@code value} at {@code index}, as {@link #putInt}; the caller has checked capacity. */
    static int putLong(MutableDirectBuffer buffer, int index, long value) {
        assert index >= 0 && index + sizeOfLong(value) <= buffer.capacity() : "trusted caller missed the capacity check";
        Object base = buffer.byteArray();
        long at = buffer.addressOffset() + index;
        if ((value & ~0x7FL) == 0) {
            UnsafeApi.putByte(base, at, (byte) value);
            return 1;
        }
        int i = 0;
        long v = value;
        while ((v & ~0x7FL) != 0) {
            UnsafeApi.putByte(base, at + i++, (byte) (v | 0x80));
            v >>>= 7;
        }
        UnsafeApi.putByte(base, at + i++, (byte) v);
        return i;
    }

    /** Zigzag: maps signed values of small magnitude to small unsigned ones (0, -1, 1, -2 ... to 0, 1, 2, 3 ...). */
    static int zigzag(int value) {
        return (value << 1) ^ (value >> 31);
    }

    /** Zigzag for 64-bit values. */
    static long zigzag(long value) {
        return (value << 1) ^ (value >> 63);
    }

    /** Inverse of {@link #zigzag(int)}. */
    static int unzigzag(int value) {
        return (value >>> 1) ^ -(value & 1);
    }

    /** Inverse of {@link #zigzag(long)}. */
    static long unzigzag(long value) {
        return (value >>> 1) ^ -(value & 1);
    }
}
