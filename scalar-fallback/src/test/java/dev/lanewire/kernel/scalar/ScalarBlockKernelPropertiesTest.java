package dev.lanewire.kernel.scalar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanewire.kernel.BlockKernel;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.HexFormat;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * The scalar twin against a naive oracle written straight from the contract: values read with a
 * little-endian {@link ByteBuffer} and compared with signed {@code <} and {@code >}, so the twin's
 * unsigned-difference trick is checked rather than repeated. Failure messages carry the block in
 * hex.
 */
class ScalarBlockKernelPropertiesTest {

    private static final BlockKernel K = ScalarBlockKernel.INSTANCE;

    /** Bytes before the block, so offsets other than 0 are exercised. */
    private static final int PAD = 3;

    /**
     * A block of {@code values.size()} elements of {@code stride} bytes whose field at
     * {@code fieldOffset} holds the value; every other byte is {@code filler}.
     */
    record Case(long min, long max, int stride, int fieldOffset, byte filler, List<Long> values) {

        byte[] bytes(int fieldBytes) {
            byte[] a = new byte[PAD + values.size() * stride + PAD];
            java.util.Arrays.fill(a, filler);
            ByteBuffer b = ByteBuffer.wrap(a).order(ByteOrder.LITTLE_ENDIAN);
            for (int i = 0; i < values.size(); i++) {
                int at = PAD + i * stride + fieldOffset;
                long v = values.get(i);
                switch (fieldBytes) {
                    case 1 -> b.put(at, (byte) v);
                    case 2 -> b.putShort(at, (short) v);
                    case 4 -> b.putInt(at, (int) v);
                    default -> b.putLong(at, v);
                }
            }
            return a;
        }

        /** The field of element {@code i} as read back from {@code a}, sign-extended. */
        long read(byte[] a, int i, int fieldBytes) {
            ByteBuffer b = ByteBuffer.wrap(a).order(ByteOrder.LITTLE_ENDIAN);
            int at = PAD + i * stride + fieldOffset;
            return switch (fieldBytes) {
                case 1 -> b.get(at);
                case 2 -> b.getShort(at);
                case 4 -> b.getInt(at);
                default -> b.getLong(at);
            };
        }

        String describe(byte[] a) {
            return "min=" + min + " max=" + max + " stride=" + stride + " field@" + fieldOffset + " off=" + PAD
                    + " block=" + HexFormat.ofDelimiter(" ").formatHex(a);
        }
    }

    /** Mostly valid values (an empty ordinal range, limit 0, yields min), with the boundaries just inside and just outside, and anything at all. */
    private static Arbitrary<Long> around(long min, long max) {
        return Arbitraries.frequencyOf(
                Tuple.of(12, Arbitraries.longs().between(min, Math.max(min, max))),
                Tuple.of(2, Arbitraries.of(min, max, min - 1, max + 1, Long.MIN_VALUE, Long.MAX_VALUE)),
                Tuple.of(1, Arbitraries.longs()));
    }

    private static Arbitrary<Case> cases(Arbitrary<long[]> ranges, int fieldBytes, int maxStride) {
        Arbitrary<int[]> layouts = Arbitraries.integers().between(fieldBytes, maxStride).flatMap(stride ->
                Arbitraries.integers().between(0, stride - fieldBytes).map(field -> new int[] {stride, field}));
        return Combinators.combine(ranges, layouts, Arbitraries.bytes()).flatAs((r, layout, filler) ->
                around(r[0], r[1]).list().ofMaxSize(130)
                        .map(vs -> new Case(r[0], r[1], layout[0], layout[1], filler, vs)));
    }

    private static Arbitrary<long[]> ordered(Arbitrary<Long> ends) {
        return Combinators.combine(ends, ends).as((x, y) -> new long[] {Math.min(x, y), Math.max(x, y)});
    }

    @Provide
    Arbitrary<Case> bools() {
        return cases(Arbitraries.just(new long[] {0, 1}), 1, 1);
    }

    @Provide
    Arbitrary<Case> stridedBools() {
        return cases(Arbitraries.just(new long[] {0, 1}), 1, 40);
    }

    @Provide
    Arbitrary<Case> int32() {
        return cases(ordered(Arbitraries.integers().map(Integer::longValue)), 4, 4);
    }

    @Provide
    Arbitrary<Case> int64() {
        return cases(ordered(Arbitraries.longs()), 8, 8);
    }

    @Provide
    Arbitrary<Case> int32Fields() {
        return cases(ordered(Arbitraries.integers().map(Integer::longValue)), 4, 40);
    }

    @Provide
    Arbitrary<Case> int64Fields() {
        return cases(ordered(Arbitraries.longs()), 8, 40);
    }

    @Provide
    Arbitrary<Case> ordinals8() {
        return cases(Arbitraries.integers().between(0, 300).map(n -> new long[] {0, n - 1L}), 1, 1);
    }

    @Provide
    Arbitrary<Case> ordinals16() {
        return cases(Arbitraries.integers().between(0, 70_000).map(n -> new long[] {0, n - 1L}), 2, 2);
    }

    @Provide
    Arbitrary<Case> ordinals32() {
        return cases(Arbitraries.integers().between(0, Integer.MAX_VALUE).map(n -> new long[] {0, n - 1L}), 4, 4);
    }

    /** Decimal128-style flags: scale in bits 16..23 up to 28, sign in bit 31, nothing else. */
    @Provide
    Arbitrary<Case> flags() {
        Arbitrary<Long> valid = Combinators.combine(Arbitraries.integers().between(0, 28), Arbitraries.of(0, 1))
                .as((scale, sign) -> (long) ((sign << 31) | (scale << 16)));
        Arbitrary<Long> nearlyValid = Combinators.combine(valid, Arbitraries.integers().between(0, 31))
                .as((v, bit) -> v ^ (1L << bit));
        Arbitrary<Long> values = Arbitraries.frequencyOf(Tuple.of(20, valid), Tuple.of(2, nearlyValid),
                Tuple.of(1, Arbitraries.integers().map(Integer::longValue)));
        Arbitrary<int[]> layouts = Arbitraries.integers().between(4, 24).flatMap(stride ->
                Arbitraries.integers().between(0, stride - 4).map(field -> new int[] {stride, field}));
        return Combinators.combine(layouts, Arbitraries.bytes()).flatAs((layout, filler) ->
                values.list().ofMaxSize(130).map(vs -> new Case(0, 0, layout[0], layout[1], filler, vs)));
    }

    /** Index of the first element whose field, read as {@code fieldBytes} bytes, fails {@code valid}. */
    private static int oracle(Case c, byte[] a, int fieldBytes, java.util.function.LongPredicate valid) {
        for (int i = 0; i < c.values().size(); i++) {
            if (!valid.test(c.read(a, i, fieldBytes))) {
                return i;
            }
        }
        return -1;
    }

    @Property(tries = 200)
    void boolMatchesOracle(@ForAll("bools") Case c) {
        byte[] a = c.bytes(1);
        int n = c.values().size();
        assertEquals(oracle(c, a, 1, v -> v == 0 || v == 1), K.firstInvalidBool(a, PAD, n), () -> c.describe(a));
    }

    @Property(tries = 200)
    void stridedBoolMatchesOracle(@ForAll("stridedBools") Case c) {
        byte[] a = c.bytes(1);
        int n = c.values().size();
        assertEquals(oracle(c, a, 1, v -> v == 0 || v == 1),
                K.firstInvalidBoolStrided(a, PAD, n, c.stride(), c.fieldOffset()), () -> c.describe(a));
    }

    @Property(tries = 200)
    void int32RangeMatchesOracle(@ForAll("int32") Case c) {
        byte[] a = c.bytes(4);
        int n = c.values().size();
        assertEquals(oracle(c, a, 4, v -> v >= c.min() && v <= c.max()),
                K.firstOutOfRangeInt32(a, PAD, n, (int) c.min(), (int) c.max()), () -> c.describe(a));
    }

    @Property(tries = 200)
    void int64RangeMatchesOracle(@ForAll("int64") Case c) {
        byte[] a = c.bytes(8);
        int n = c.values().size();
        assertEquals(oracle(c, a, 8, v -> v >= c.min() && v <= c.max()),
                K.firstOutOfRangeInt64(a, PAD, n, c.min(), c.max()), () -> c.describe(a));
    }

    @Property(tries = 200)
    void int32FieldRangeMatchesOracle(@ForAll("int32Fields") Case c) {
        byte[] a = c.bytes(4);
        int n = c.values().size();
        assertEquals(oracle(c, a, 4, v -> v >= c.min() && v <= c.max()),
                K.firstOutOfRangeInt32Field(a, PAD, n, c.stride(), c.fieldOffset(), (int) c.min(), (int) c.max()),
                () -> c.describe(a));
    }

    @Property(tries = 200)
    void int64FieldRangeMatchesOracle(@ForAll("int64Fields") Case c) {
        byte[] a = c.bytes(8);
        int n = c.values().size();
        assertEquals(oracle(c, a, 8, v -> v >= c.min() && v <= c.max()),
                K.firstOutOfRangeInt64Field(a, PAD, n, c.stride(), c.fieldOffset(), c.min(), c.max()),
                () -> c.describe(a));
    }

    @Property(tries = 200)
    void decimalFlagsMatchOracle(@ForAll("flags") Case c) {
        byte[] a = c.bytes(4);
        int n = c.values().size();
        // Spelled out per the Decimal128 layout: bit 31 sign, bits 16..23 scale <= 28, the rest zero.
        assertEquals(oracle(c, a, 4, v -> {
            int flags = (int) v;
            int scale = (flags >> 16) & 0xFF;
            int rest = flags & ~0x80FF0000;
            return rest == 0 && scale <= 28;
        }), K.firstInvalidFlags32Field(a, PAD, n, c.stride(), c.fieldOffset(), 0x7F00FFFF, 16, 28),
                () -> c.describe(a));
    }

    @Property(tries = 150)
    void ordinal8MatchesOracle(@ForAll("ordinals8") Case c) {
        byte[] a = c.bytes(1);
        int limit = (int) c.max() + 1;
        assertEquals(oracle(c, a, 1, v -> (v & 0xFF) < limit),
                K.firstOrdinal8AtOrAbove(a, PAD, c.values().size(), limit), () -> c.describe(a));
    }

    @Property(tries = 150)
    void ordinal16MatchesOracle(@ForAll("ordinals16") Case c) {
        byte[] a = c.bytes(2);
        int limit = (int) c.max() + 1;
        assertEquals(oracle(c, a, 2, v -> (v & 0xFFFF) < limit),
                K.firstOrdinal16AtOrAbove(a, PAD, c.values().size(), limit), () -> c.describe(a));
    }

    @Property(tries = 150)
    void ordinal32MatchesOracle(@ForAll("ordinals32") Case c) {
        byte[] a = c.bytes(4);
        int limit = (int) c.max() + 1;
        assertEquals(oracle(c, a, 4, v -> v >= 0 && v < limit),
                K.firstOrdinal32AtOrAbove(a, PAD, c.values().size(), limit), () -> c.describe(a));
    }
}
