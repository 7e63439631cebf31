package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.validate.ValueRanges;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.HexFormat;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Round trips of every range-limited type through WireWriter and WireReader, and corrupted
 * blocks that must fail at the element a scalar scan of the values finds first. Failures print
 * the wire bytes in hex.
 */
class ValueBlocksPropertiesTest {

    private static byte[] bytes(WireWriter w, ExpandableArrayBuffer b) {
        byte[] out = new byte[w.position()];
        b.getBytes(0, out);
        return out;
    }

    @Provide
    Arbitrary<LocalDate> dates() {
        return Arbitraries.integers().between(ValueRanges.EPOCH_DAY_MIN, ValueRanges.EPOCH_DAY_MAX).map(LocalDate::ofEpochDay);
    }

    @Provide
    Arbitrary<LocalTime> times() {
        return Arbitraries.longs().between(0, ValueRanges.NANO_OF_DAY_MAX).map(LocalTime::ofNanoOfDay);
    }

    @Provide
    Arbitrary<Instant> instants() {
        return Combinators.combine(Arbitraries.longs().between(ValueRanges.INSTANT_SECONDS_MIN, ValueRanges.INSTANT_SECONDS_MAX),
                Arbitraries.integers().between(0, ValueRanges.NANOS_MAX)).as(Instant::ofEpochSecond);
    }

    @Provide
    Arbitrary<Duration> durations() {
        return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(0, ValueRanges.NANOS_MAX))
                .as(Duration::ofSeconds);
    }

    @Provide
    Arbitrary<BigDecimal> decimals() {
        return Combinators.combine(Arbitraries.bigIntegers().between(BigInteger.ONE.shiftLeft(96).negate().add(BigInteger.ONE),
                BigInteger.ONE.shiftLeft(96).subtract(BigInteger.ONE)), Arbitraries.integers().between(0, 28))
                .as(BigDecimal::new);
    }

    @Property(tries = 150)
    void everyTypeRoundTrips(@ForAll @Size(max = 40) List<@From("dates") LocalDate> dates,
                             @ForAll @Size(max = 40) List<@From("times") LocalTime> times,
                             @ForAll @Size(max = 40) List<@From("instants") Instant> instants,
                             @ForAll @Size(max = 40) List<@From("durations") Duration> durations,
                             @ForAll @Size(max = 40) List<@From("decimals") BigDecimal> decimals,
                             @ForAll @Size(max = 40) List<@IntRange(max = 9) Integer> ordinals) {
        LocalDate[] d = dates.toArray(LocalDate[]::new);
        LocalTime[] t = times.toArray(LocalTime[]::new);
        Instant[] i = instants.toArray(Instant[]::new);
        Duration[] u = durations.toArray(Duration[]::new);
        LocalDateTime[] dt = new LocalDateTime[Math.min(d.length, t.length)];
        for (int k = 0; k < dt.length; k++) {
            dt[k] = LocalDateTime.of(d[k], t[k]);
        }
        BigDecimal[] m = decimals.toArray(BigDecimal[]::new);
        Big[] e = ordinals.stream().map(o -> Big.VALUES[o]).toArray(Big[]::new);
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(64);
        WireWriter w = new WireWriter(buffer, 0);
        w.writeLocalDateArray(d).writeLocalTimeArray(t).writeInstantArray(i).writeDurationArray(u)
                .writeLocalDateTimeArray(dt).writeDecimal128Array(m).writeEnumArray(e, Big.VALUES.length)
                .writeEnumArray(e, WIDE.length);
        byte[] wire = bytes(w, buffer);
        String hex = HexFormat.of().formatHex(wire);
        WireReader r = new WireReader(new UnsafeBuffer(wire), 0, wire.length);
        assertArrayEquals(d, r.readLocalDateArray(), hex);
        assertArrayEquals(t, r.readLocalTimeArray(), hex);
        assertArrayEquals(i, r.readInstantArray(), hex);
        assertArrayEquals(u, r.readDurationArray(), hex);
        assertArrayEquals(dt, r.readLocalDateTimeArray(), hex);
        assertArrayEquals(m, r.readDecimal128Array(), hex);
        assertArrayEquals(e, r.readEnumArray(Big.VALUES), hex);
        assertArrayEquals(e, r.readEnumArray(WIDE), hex);
        assertEquals(wire.length, r.position());
    }

    /** Corrupt epoch days anywhere: the reader fails at the first one, by element and offset. */
    @Property(tries = 150)
    void corruptEpochDaysFailAtTheFirst(@ForAll @Size(min = 1, max = 300) List<@IntRange(min = -800_000, max = 3_000_000) Integer> days) {
        int[] raw = days.stream().mapToInt(Integer::intValue).toArray();
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(64);
        WireWriter w = new WireWriter(buffer, 0);
        w.writeNullableCount(raw.length);
        int start = w.position();
        for (int v : raw) {
            w.writeInt(v);
        }
        byte[] wire = bytes(w, buffer);
        int first = -1;
        for (int k = 0; k < raw.length && first < 0; k++) {
            if (raw[k] < LocalDate.of(1, 1, 1).toEpochDay() || raw[k] > LocalDate.of(9999, 12, 31).toEpochDay()) {
                first = k;
            }
        }
        WireReader r = new WireReader(new UnsafeBuffer(wire), 0, wire.length);
        if (first < 0) {
            assertArrayEquals(raw, r.readEpochDays());
        } else {
            int bad = first;
            CodecException ex = assertThrows(CodecException.class, r::readEpochDays, HexFormat.of().formatHex(wire));
            assertEquals(start + 4 * bad, ex.offset(), ex::getMessage);
            assertTrue(ex.getMessage().contains("element " + bad), ex::getMessage);
        }
    }

    /** A small enum: its ordinals take one byte. */
    enum Big {
        C0, C1, C2, C3, C4, C5, C6, C7, C8, C9;

        static final Big[] VALUES = values();
    }

    /**
     * A constant table of 300 entries (the first ten are Big's constants in order), standing for an
     * enum of 300 constants so that ordinals take two bytes.
     */
    private static final Big[] WIDE = new Big[300];

    static {
        for (int k = 0; k < WIDE.length; k++) {
            WIDE[k] = Big.VALUES[k % Big.VALUES.length];
        }
    }
}
