package dev.lanewire.kernel.scalar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanewire.kernel.BlockKernel;
import org.junit.jupiter.api.Test;

/**
 * Hand-written blocks with known answers for the scalar twin of {@link BlockKernel}: the bytes are
 * spelled out, so the expected index follows from the contract, not from the implementation.
 */
class ScalarBlockKernelTest {

    private static final BlockKernel K = ScalarBlockKernel.INSTANCE;

    private static byte[] bytes(int... values) {
        byte[] out = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = (byte) values[i];
        }
        return out;
    }

    @Test
    void boolAcceptsOnlyZeroAndOne() {
        assertEquals(-1, K.firstInvalidBool(bytes(0, 1, 1, 0), 0, 4));
        assertEquals(2, K.firstInvalidBool(bytes(0, 1, 2, 0), 0, 4));
        assertEquals(0, K.firstInvalidBool(bytes(0x80), 0, 1));
        assertEquals(1, K.firstInvalidBool(bytes(1, 0xFF, 3), 0, 3));
        assertEquals(-1, K.firstInvalidBool(bytes(), 0, 0));
    }

    @Test
    void boolIndexIsRelativeToOffsetAndIgnoresBytesOutsideTheBlock() {
        byte[] a = bytes(9, 9, 0, 1, 0, 7, 9);
        assertEquals(3, K.firstInvalidBool(a, 2, 4));
        assertEquals(-1, K.firstInvalidBool(a, 2, 3));
    }

    @Test
    void stridedBoolLooksOnlyAtTheField() {
        // Elements of 3 bytes, bool at offset 1; the other bytes hold anything.
        byte[] a = bytes(0xFF, 1, 0x55, 0x10, 0, 0x20, 7, 2, 1);
        assertEquals(2, K.firstInvalidBoolStrided(a, 0, 3, 3, 1));
        assertEquals(-1, K.firstInvalidBoolStrided(a, 0, 2, 3, 1));
        assertEquals(0, K.firstInvalidBoolStrided(a, 0, 3, 3, 0));
    }

    @Test
    void int32RangeBoundaries() {
        // Little-endian: 5, 10, 11 with range [5, 10].
        byte[] a = bytes(5, 0, 0, 0, 10, 0, 0, 0, 11, 0, 0, 0);
        assertEquals(2, K.firstOutOfRangeInt32(a, 0, 3, 5, 10));
        assertEquals(-1, K.firstOutOfRangeInt32(a, 0, 2, 5, 10));
        // 4 = min - 1
        byte[] b = bytes(5, 0, 0, 0, 4, 0, 0, 0);
        assertEquals(1, K.firstOutOfRangeInt32(b, 0, 2, 5, 10));
        // -1 (0xFFFFFFFF) against a non-negative range, and against the full int range.
        byte[] c = bytes(0xFF, 0xFF, 0xFF, 0xFF);
        assertEquals(0, K.firstOutOfRangeInt32(c, 0, 1, 0, Integer.MAX_VALUE));
        assertEquals(-1, K.firstOutOfRangeInt32(c, 0, 1, Integer.MIN_VALUE, Integer.MAX_VALUE));
        assertEquals(-1, K.firstOutOfRangeInt32(c, 0, 1, -1, -1));
        // Integer.MIN_VALUE = 00 00 00 80 against [MIN + 1, MAX].
        byte[] d = bytes(0, 0, 0, 0x80);
        assertEquals(0, K.firstOutOfRangeInt32(d, 0, 1, Integer.MIN_VALUE + 1, Integer.MAX_VALUE));
        assertEquals(-1, K.firstOutOfRangeInt32(d, 0, 1, Integer.MIN_VALUE, Integer.MIN_VALUE));
    }

    @Test
    void int32RangeOfLocalDateEpochDays() {
        // -719162 = 0xFFF506C6 (0001-01-01), 2932896 = 0x002CC0A0 (9999-12-31), and one past each.
        byte[] ok = bytes(0xC6, 0x06, 0xF5, 0xFF, 0xA0, 0xC0, 0x2C, 0x00);
        byte[] low = bytes(0xA0, 0xC0, 0x2C, 0x00, 0xC5, 0x06, 0xF5, 0xFF);
        byte[] high = bytes(0xC6, 0x06, 0xF5, 0xFF, 0xA1, 0xC0, 0x2C, 0x00);
        assertEquals(-1, K.firstOutOfRangeInt32(ok, 0, 2, -719_162, 2_932_896));
        assertEquals(1, K.firstOutOfRangeInt32(low, 0, 2, -719_162, 2_932_896));
        assertEquals(1, K.firstOutOfRangeInt32(high, 0, 2, -719_162, 2_932_896));
    }

    @Test
    void int64RangeBoundaries() {
        byte[] maxNanos = bytes(0xFF, 0xFF, 0x4E, 0x91, 0x94, 0x4E, 0, 0); // 86_399_999_999_999 = 0x4E94914EFFFF
        byte[] pastNanos = bytes(0x00, 0x00, 0x4F, 0x91, 0x94, 0x4E, 0, 0); // 86_400_000_000_000 = 0x4E94914F0000
        assertEquals(-1, K.firstOutOfRangeInt64(maxNanos, 0, 1, 0, 86_399_999_999_999L));
        assertEquals(0, K.firstOutOfRangeInt64(pastNanos, 0, 1, 0, 86_399_999_999_999L));
        byte[] longMin = bytes(0, 0, 0, 0, 0, 0, 0, 0x80);
        byte[] longMax = bytes(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F);
        assertEquals(0, K.firstOutOfRangeInt64(longMin, 0, 1, 0, Long.MAX_VALUE));
        assertEquals(-1, K.firstOutOfRangeInt64(longMin, 0, 1, Long.MIN_VALUE, Long.MAX_VALUE));
        assertEquals(0, K.firstOutOfRangeInt64(longMax, 0, 1, Long.MIN_VALUE, Long.MAX_VALUE - 1));
        assertEquals(-1, K.firstOutOfRangeInt64(longMax, 0, 1, Long.MAX_VALUE, Long.MAX_VALUE));
    }

    @Test
    void int32FieldOfInstantLikeElements() {
        // Two 12-byte elements: seconds (8 bytes, anything), nanos (4 bytes); nanos 999_999_999 = 0x3B9AC9FF
        // is valid, 1_000_000_000 = 0x3B9ACA00 is not.
        byte[] a = bytes(
                0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xC9, 0x9A, 0x3B,
                0, 0, 0, 0, 0, 0, 0, 0, 0x00, 0xCA, 0x9A, 0x3B);
        assertEquals(1, K.firstOutOfRangeInt32Field(a, 0, 2, 12, 8, 0, 999_999_999));
        assertEquals(-1, K.firstOutOfRangeInt32Field(a, 0, 1, 12, 8, 0, 999_999_999));
    }

    @Test
    void int64FieldAtUnalignedOffset() {
        // Elements of 9 bytes: a flag byte, then an int64 at offset 1.
        byte[] a = bytes(0xEE, 5, 0, 0, 0, 0, 0, 0, 0, 0xEE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF);
        assertEquals(1, K.firstOutOfRangeInt64Field(a, 0, 2, 9, 1, 0, 10));
        assertEquals(-1, K.firstOutOfRangeInt64Field(a, 0, 2, 9, 1, -1, 10));
    }

    @Test
    void decimalFlags() {
        // 16-byte elements, flags at 12: scale 28 negative (0x801C0000) is valid; scale 29 is not;
        // a stray bit in the low word is not.
        byte[] a = bytes(
                1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x00, 0x00, 0x1C, 0x80,
                1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x00, 0x00, 0x1D, 0x00,
                1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x01, 0x00, 0x00, 0x00);
        assertEquals(-1, K.firstInvalidFlags32Field(a, 0, 1, 16, 12, 0x7F00FFFF, 16, 28));
        assertEquals(1, K.firstInvalidFlags32Field(a, 0, 3, 16, 12, 0x7F00FFFF, 16, 28));
        assertEquals(0, K.firstInvalidFlags32Field(a, 32, 1, 16, 12, 0x7F00FFFF, 16, 28));
    }

    @Test
    void ordinals() {
        assertEquals(2, K.firstOrdinal8AtOrAbove(bytes(0, 4, 5, 1), 0, 4, 5));
        assertEquals(0, K.firstOrdinal8AtOrAbove(bytes(0xFF), 0, 1, 255));
        assertEquals(-1, K.firstOrdinal8AtOrAbove(bytes(0xFF), 0, 1, 256));
        assertEquals(0, K.firstOrdinal8AtOrAbove(bytes(0), 0, 1, 0));
        // 16-bit: 0x0102 = 258 and 0xFFFF = 65535 (unsigned).
        assertEquals(1, K.firstOrdinal16AtOrAbove(bytes(0x02, 0x01, 0xFF, 0xFF), 0, 2, 259));
        assertEquals(0, K.firstOrdinal16AtOrAbove(bytes(0x02, 0x01, 0xFF, 0xFF), 0, 2, 258));
        assertEquals(-1, K.firstOrdinal16AtOrAbove(bytes(0x02, 0x01, 0xFF, 0xFF), 0, 2, 65536));
        // 32-bit: a negative ordinal is invalid whatever the limit.
        assertEquals(1, K.firstOrdinal32AtOrAbove(bytes(3, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF), 0, 2, Integer.MAX_VALUE));
        assertEquals(0, K.firstOrdinal32AtOrAbove(bytes(3, 0, 0, 0), 0, 1, 3));
        assertEquals(-1, K.firstOrdinal32AtOrAbove(bytes(2, 0, 0, 0), 0, 1, 3));
    }

    @Test
    void tailEntryPointsScanOnlyTheirRange() {
        byte[] a = bytes(5, 0, 1, 0, 7, 1);
        assertEquals(4, ScalarBlockKernel.firstInvalidBool0(a, 0, 1, 6));
        assertEquals(0, ScalarBlockKernel.firstInvalidBool0(a, 0, 0, 6));
        assertEquals(-1, ScalarBlockKernel.firstInvalidBool0(a, 0, 1, 4));
        assertEquals(-1, ScalarBlockKernel.firstInvalidBool0(a, 0, 5, 6));
    }
}
