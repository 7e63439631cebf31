package dev.lanewire.validate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.HexFormat;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The Decimal128 layout, pinned by hand-computed bytes, and its exact round trip. */
class Decimal128Test {

    private static final HexFormat HEX = HexFormat.ofDelimiter(" ");

    private static byte[] encode(BigDecimal v) {
        byte[] out = new byte[16];
        Decimal128.write(v, out, 0);
        return out;
    }

    @Test
    void goldenBytes() {
        // 1.5 = 15 / 10^1: lo = 0x0F, flags = scale 1 << 16.
        assertEquals("0f 00 00 00 00 00 00 00 00 00 00 00 00 00 01 00", HEX.formatHex(encode(new BigDecimal("1.5"))));
        // -0.01 = -(1 / 10^2): sign bit and scale 2.
        assertEquals("01 00 00 00 00 00 00 00 00 00 00 00 00 00 02 80", HEX.formatHex(encode(new BigDecimal("-0.01"))));
        // 2^96 - 1 with scale 28: every magnitude bit set, flags 0x001C0000.
        BigDecimal max = new BigDecimal(BigInteger.ONE.shiftLeft(96).subtract(BigInteger.ONE), 28);
        assertEquals("ff ff ff ff ff ff ff ff ff ff ff ff 00 00 1c 00", HEX.formatHex(encode(max)));
        // 2^32 = mid word 1.
        assertEquals("00 00 00 00 01 00 00 00 00 00 00 00 00 00 00 00",
                HEX.formatHex(encode(new BigDecimal(BigInteger.ONE.shiftLeft(32)))));
    }

    @Test
    void refusesWhatDoesNotFitWithoutWriting() {
        byte[] out = new byte[16];
        byte[] untouched = out.clone();
        assertThrows(IllegalArgumentException.class,
                () -> Decimal128.write(new BigDecimal(BigInteger.ONE.shiftLeft(96)), out, 0));
        assertThrows(IllegalArgumentException.class, () -> Decimal128.write(new BigDecimal("1E+3"), out, 0));
        assertThrows(IllegalArgumentException.class, () -> Decimal128.write(new BigDecimal(BigInteger.ONE, 29), out, 0));
        assertThrows(IllegalArgumentException.class,
                () -> Decimal128.write(new BigDecimal(BigInteger.ONE.shiftLeft(96).negate(), 0), out, 0));
        assertArrayEquals(untouched, out);
    }

    @Test
    void invalidFlagsAreAnIndexAtTheFlagsWordAndAreRefusedByRead() {
        byte[] wire = new byte[20];
        assertEquals(-1, Decimal128.invalidFlagsIndex(wire, 4));
        wire[4 + 14] = 29; // scale 29
        assertEquals(16, Decimal128.invalidFlagsIndex(wire, 4));
        assertThrows(IllegalArgumentException.class, () -> Decimal128.read(wire, 4));
        wire[4 + 14] = 0;
        wire[4 + 12] = 1; // a forbidden low bit
        assertEquals(16, Decimal128.invalidFlagsIndex(wire, 4));
        assertThrows(IllegalArgumentException.class, () -> Decimal128.read(wire, 4));
        assertThrows(IndexOutOfBoundsException.class, () -> Decimal128.invalidFlagsIndex(wire, 5));
    }

    @Test
    void magnitudesAroundTheLongBoundariesPinTheirBytes() {
        // 2^62 - 1, 2^62, 2^63 - 1, 2^63, 2^64 - 1, 2^64: lo and mid words, then hi, then flags.
        assertEquals("ff ff ff ff ff ff ff 3f 00 00 00 00 00 00 00 00",
                HEX.formatHex(encode(new BigDecimal(BigInteger.ONE.shiftLeft(62).subtract(BigInteger.ONE)))));
        assertEquals("00 00 00 00 00 00 00 40 00 00 00 00 00 00 00 80",
                HEX.formatHex(encode(new BigDecimal(BigInteger.ONE.shiftLeft(62).negate()))));
        assertEquals("ff ff ff ff ff ff ff 7f 00 00 00 00 00 00 03 00",
                HEX.formatHex(encode(new BigDecimal(BigInteger.valueOf(Long.MAX_VALUE), 3))));
        assertEquals("00 00 00 00 00 00 00 80 00 00 00 00 00 00 00 80",
                HEX.formatHex(encode(new BigDecimal(BigInteger.valueOf(Long.MIN_VALUE)))));
        assertEquals("ff ff ff ff ff ff ff ff 00 00 00 00 00 00 00 00",
                HEX.formatHex(encode(new BigDecimal(BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE)))));
        assertEquals("00 00 00 00 00 00 00 00 01 00 00 00 00 00 1c 80",
                HEX.formatHex(encode(new BigDecimal(BigInteger.ONE.shiftLeft(64).negate(), 28))));
        for (String hex : new String[] {"ff ff ff ff ff ff ff 7f 00 00 00 00 00 00 03 00",
            "00 00 00 00 00 00 00 80 00 00 00 00 00 00 00 80", "ff ff ff ff ff ff ff ff 00 00 00 00 00 00 00 00"}) {
            byte[] wire = HEX.parseHex(hex);
            assertArrayEquals(wire, encode(Decimal128.read(wire, 0)), hex);
        }
    }

    @Test
    void compactFlagsCoverScales0To28AndMagnitudesOf62Bits() {
        BigInteger top = BigInteger.ONE.shiftLeft(62);
        assertEquals(0x001C_0000, Decimal128.compactFlags(28, top.subtract(BigInteger.ONE)));
        assertEquals(0x8000_0000, Decimal128.compactFlags(0, top.negate()));
        assertEquals(Decimal128.NOT_COMPACT, Decimal128.compactFlags(0, top));
        assertEquals(Decimal128.NOT_COMPACT, Decimal128.compactFlags(0, top.negate().subtract(BigInteger.ONE)));
        assertEquals(Decimal128.NOT_COMPACT, Decimal128.compactFlags(29, BigInteger.ONE));
        assertEquals(Decimal128.NOT_COMPACT, Decimal128.compactFlags(-1, BigInteger.ONE));
        assertEquals(false, Decimal128.validFlags(Decimal128.NOT_COMPACT));
    }

    @Test
    void negativeZeroReadsAsZeroWithItsScale() {
        byte[] wire = HexFormat.of().parseHex("00000000000000000000000000000380");
        assertEquals(new BigDecimal("0.000"), Decimal128.read(wire, 0));
    }

    @Provide
    Arbitrary<BigDecimal> encodable() {
        Arbitrary<BigInteger> magnitudes = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, Arbitraries.bigIntegers().between(BigInteger.ZERO,
                        BigInteger.ONE.shiftLeft(96).subtract(BigInteger.ONE))),
                net.jqwik.api.Tuple.of(1, Arbitraries.integers().between(0, 96)
                        .map(bits -> BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE))));
        return Combinators.combine(magnitudes, Arbitraries.of(1, -1), Arbitraries.integers().between(0, 28))
                .as((m, sign, scale) -> new BigDecimal(sign < 0 ? m.negate() : m, scale));
    }

    @Property(tries = 300)
    void roundTripIsExact(@ForAll("encodable") BigDecimal v) {
        byte[] bytes = encode(v);
        BigDecimal back = Decimal128.read(bytes, 0);
        assertEquals(v, back, () -> v + " encoded as " + HEX.formatHex(bytes));
    }

    @Provide
    Arbitrary<Integer> flagWords() {
        Arbitrary<Integer> wellFormed = Combinators.combine(Arbitraries.of(0, 1), Arbitraries.integers().between(0, 255))
                .as((sign, scale) -> sign << 31 | scale << 16);
        Arbitrary<Integer> oneStrayBit = Combinators.combine(wellFormed, Arbitraries.integers().between(0, 31))
                .as((f, bit) -> f | 1 << bit);
        return Arbitraries.oneOf(wellFormed, oneStrayBit, Arbitraries.integers());
    }

    @Property(tries = 300)
    void flagsValidityMatchesTheLayout(@ForAll("flagWords") int flags) {
        int scale = flags >>> 16 & 0xFF;
        boolean expected = scale <= 28 && (flags & ~(0x80000000 | 0x00FF0000)) == 0;
        assertEquals(expected, Decimal128.validFlags(flags), () -> Integer.toHexString(flags));
    }
}
