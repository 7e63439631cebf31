package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** §7's range-limited types as record fields, lists and arrays. */
class RangeTypesTest {

    record Times(LocalDate date, LocalTime time, Instant instant, Duration duration, LocalDateTime dateTime,
                 BigDecimal amount) {
    }

    record Trade(long id, String symbol, BigDecimal price, Instant at, String note, int flags, boolean live) {
    }

    record Columns(LocalDate[] dates, Instant[] instants, BigDecimal[] amounts, List<LocalDate> dateList) {
    }

    @Provide
    Arbitrary<Times> times() {
        Arbitrary<LocalDate> date = Arbitraries.integers().between(-719_162, 2_932_896).map(LocalDate::ofEpochDay);
        Arbitrary<LocalTime> time = Arbitraries.longs().between(0, 86_399_999_999_999L).map(LocalTime::ofNanoOfDay);
        Arbitrary<Instant> instant = Combinators.combine(Arbitraries.longs().between(-31_557_014_167_219_200L,
                31_556_889_864_403_199L), Arbitraries.integers().between(0, 999_999_999)).as(Instant::ofEpochSecond);
        Arbitrary<Duration> duration = Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(0,
                999_999_999)).as((s, n) -> Duration.ofSeconds(s).withNanos(n));
        Arbitrary<LocalDateTime> dateTime = Combinators.combine(date, time).as(LocalDateTime::of);
        Arbitrary<BigDecimal> amount = Combinators.combine(Arbitraries.bigIntegers()
                .between(BigInteger.ONE.shiftLeft(96).negate().add(BigInteger.ONE), BigInteger.ONE.shiftLeft(96)
                        .subtract(BigInteger.ONE)), Arbitraries.integers().between(0, 28)).as(BigDecimal::new);
        return Combinators.combine(date.injectNull(0.1), time.injectNull(0.1), instant.injectNull(0.1),
                duration.injectNull(0.1), dateTime.injectNull(0.1), amount.injectNull(0.1)).as(Times::new);
    }

    @Property(tries = 200)
    void recordOfRangeTypesRoundTrips(@ForAll("times") Times value) {
        Codec<Times> codec = Codecs.of(Times.class);
        assertEquals(value, Io.decode(codec, Io.encode(codec, value)));
    }

    @Test
    void fieldsAreFramedValuesOfSection7() {
        Times t = new Times(LocalDate.of(2024, 2, 29), null, Instant.parse("2024-01-01T00:00:00.5Z"), null, null,
                new BigDecimal("1.5"));
        byte[] bytes = Io.encode(Codecs.of(Times.class), t);
        // Each field: presence byte, then §7's bytes (copied from §7's examples, not from the codec).
        assertArrayEquals(Io.parse("01 01 46 4D 00 00 00 01 80 00 92 65 00 00 00 00 00 65 CD 1D 00 00"
                + " 01 0F 00 00 00 00 00 00 00 00 00 00 00 00 00 01 00"), bytes, Io.hex(bytes));
    }

    @Test
    void derivedBytesAreTheHandWrittenSchemaWithSlotTags() {
        Trade t = new Trade(-7, "EURUSD", new BigDecimal("-1.08325"), Instant.parse("2026-12-01T12:00:00.123456789Z"),
                "Größe ☃", 0x55, true);
        // The same fields written by hand through WireWriter: a root tag, then a presence byte before
        // each value that is not self-framing (strings carry null in their own header).
        org.agrona.ExpandableArrayBuffer buffer = new org.agrona.ExpandableArrayBuffer(64);
        dev.lanewire.codec.WireWriter w = new dev.lanewire.codec.WireWriter(buffer, 0);
        w.writeByte((byte) 1).writeLong(t.id()).writeString(t.symbol()).writeByte((byte) 1)
                .writeDecimal128(t.price()).writeByte((byte) 1).writeInstant(t.at()).writeString(t.note())
                .writeInt(t.flags()).writeBoolean(t.live());
        byte[] handWritten = new byte[w.position()];
        buffer.getBytes(0, handWritten);
        Codec<Trade> codec = Codecs.of(Trade.class);
        byte[] derived = Io.encode(codec, t);
        assertArrayEquals(handWritten, derived, Io.hex(derived));
        assertEquals(t, Io.decode(codec, handWritten));
    }

    @Test
    void outOfRangeFieldIsMalformedAtItsOffset() {
        // Epoch day 2,932,897 (10000-01-01) in the first field.
        byte[] bytes = Io.parse("01 01 A1 C0 2C 00 00 00 00 00 00");
        CodecException e = assertThrows(CodecException.class, () -> Io.decode(Codecs.of(Times.class), bytes));
        assertEquals(2, e.offset());
    }

    @Test
    void arraysAreSection7Blocks() {
        Columns c = new Columns(new LocalDate[] {LocalDate.of(1, 1, 1), LocalDate.of(9999, 12, 31)}, null,
                new BigDecimal[] {new BigDecimal("-0.01")}, List.of(LocalDate.of(2024, 2, 29)));
        Codec<Columns> codec = Codecs.of(Columns.class);
        byte[] bytes = Io.encode(codec, c);
        // Dates: §7's example block; instants null (count 0); amounts: one Decimal128; then a List<LocalDate>:
        // list tag, count, one framed date.
        assertArrayEquals(Io.parse("01 03 C6 06 F5 FF A0 C0 2C 00 00 02 01 00 00 00 00 00 00 00 00 00 00 00 00 00 02"
                + " 80 01 01 01 46 4D 00 00"), bytes, Io.hex(bytes));
        Columns back = Io.decode(codec, bytes);
        assertArrayEquals(c.dates(), back.dates());
        assertArrayEquals(c.amounts(), back.amounts());
        assertEquals(c.dateList(), back.dateList());
        assertTrue(back.instants() == null);
    }
}
