package dev.lanewire.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lanewire.kernel.BlockKernel;
import dev.lanewire.kernel.scalar.ScalarBlockKernel;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.HexFormat;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The façade: arguments checked once (the kernels never see a bad one), every size class bound
 * to a kernel that answers like the scalar twin, and the value-type shortcuts built from real
 * {@code java.time} values.
 */
class BlocksTest {

    private static final BlockKernel TWIN = ScalarBlockKernel.INSTANCE;

    private static ByteBuffer le(byte[] a) {
        return ByteBuffer.wrap(a).order(ByteOrder.LITTLE_ENDIAN);
    }

    @Test
    void blocksOutsideTheArrayAreRefused() {
        byte[] a = new byte[16];
        assertThrows(IndexOutOfBoundsException.class, () -> Blocks.firstInvalidBool(a, 10, 7));
        assertThrows(IndexOutOfBoundsException.class, () -> Blocks.firstInvalidBool(a, -1, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> Blocks.firstInvalidBool(a, 0, -1));
        assertThrows(IndexOutOfBoundsException.class, () -> Blocks.firstOutOfRangeInt32(a, 4, 4, 0, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> Blocks.firstOutOfRangeInt64(a, 1, 2, 0, 1));
        // A forged count whose byte size overflows an int.
        assertThrows(IndexOutOfBoundsException.class,
                () -> Blocks.firstOutOfRangeInt64(a, 0, Integer.MAX_VALUE / 4, 0, 1));
        assertThrows(IndexOutOfBoundsException.class,
                () -> Blocks.firstInvalidBoolStrided(a, 0, 0x4000_0001, 4, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> Blocks.firstInvalidDecimal128(a, 1, 1));
        assertEquals(-1, Blocks.firstOutOfRangeInt64(a, 0, 2, 0, 0));
        assertEquals(-1, Blocks.firstInvalidBool(a, 16, 0));
    }

    @Test
    void badParametersAreRefused() {
        byte[] a = new byte[64];
        assertThrows(IllegalArgumentException.class, () -> Blocks.firstOutOfRangeInt32(a, 0, 1, 5, 4));
        assertThrows(IllegalArgumentException.class, () -> Blocks.firstOutOfRangeInt64(a, 0, 1, 0, -1));
        assertThrows(IllegalArgumentException.class, () -> Blocks.firstOrdinal8AtOrAbove(a, 0, 1, -1));
        assertThrows(IllegalArgumentException.class, () -> Blocks.firstOrdinal32AtOrAbove(a, 0, 1, Integer.MIN_VALUE));
        assertThrows(IllegalArgumentException.class, () -> Blocks.firstInvalidBoolStrided(a, 0, 1, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> Blocks.firstInvalidBoolStrided(a, 0, 1, 4, 4));
        assertThrows(IllegalArgumentException.class, () -> Blocks.firstOutOfRangeInt32Field(a, 0, 1, 6, 3, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> Blocks.firstOutOfRangeInt64Field(a, 0, 1, 8, -1, 0, 1));
        assertThrows(IllegalArgumentException.class,
                () -> Blocks.firstInvalidFlags32Field(a, 0, 1, 4, 0, 0, 32, 0));
    }

    /** Sizes in every size class, with a failure planted anywhere or nowhere. */
    @Property(tries = 200)
    void everySizeClassAnswersLikeTheTwin(@ForAll @IntRange(max = 700) int count, @ForAll long seed,
                                          @ForAll @IntRange(min = -1, max = 699) int badAt) {
        SplittableRandom r = new SplittableRandom(seed);
        byte[] bools = new byte[count + 1];
        byte[] longs = new byte[8 * count + 1];
        byte[] decimals = new byte[16 * count + 1];
        for (int i = 0; i < count; i++) {
            bools[1 + i] = (byte) r.nextInt(2);
            le(longs).putLong(1 + 8 * i, r.nextLong(ValueRanges.NANO_OF_DAY_MAX + 1));
            le(decimals).putInt(1 + 16 * i + 12, r.nextInt(29) << 16);
        }
        if (badAt >= 0 && badAt < count) {
            bools[1 + badAt] = 2;
            le(longs).putLong(1 + 8 * badAt, -1);
            decimals[1 + 16 * badAt + 12] = 1;
        }
        String hex = count < 40 ? HexFormat.of().formatHex(longs) : "(" + count + " elements)";
        assertEquals(TWIN.firstInvalidBool(bools, 1, count), Blocks.firstInvalidBool(bools, 1, count), hex);
        assertEquals(TWIN.firstOutOfRangeInt64(longs, 1, count, 0, ValueRanges.NANO_OF_DAY_MAX),
                Blocks.firstInvalidLocalTime(longs, 1, count), hex);
        assertEquals(TWIN.firstInvalidFlags32Field(decimals, 1, count, 16, 12, 0x7F00FFFF, 16, 28),
                Blocks.firstInvalidDecimal128(decimals, 1, count), hex);
        int expected = badAt >= 0 && badAt < count ? badAt : -1;
        assertEquals(expected, Blocks.firstInvalidBool(bools, 1, count));
    }

    @Test
    void localDatesFromTheJdk() {
        LocalDate[] dates = {LocalDate.of(1, 1, 1), LocalDate.of(2024, 2, 29), LocalDate.of(9999, 12, 31),
                LocalDate.EPOCH};
        byte[] wire = new byte[4 * 40];
        for (int i = 0; i < 40; i++) {
            le(wire).putInt(4 * i, (int) dates[i % dates.length].toEpochDay());
        }
        assertEquals(-1, Blocks.firstInvalidLocalDate(wire, 0, 40));
        le(wire).putInt(4 * 33, (int) LocalDate.of(10000, 1, 1).toEpochDay());
        le(wire).putInt(4 * 35, (int) LocalDate.of(0, 12, 31).toEpochDay());
        assertEquals(33, Blocks.firstInvalidLocalDate(wire, 0, 40));
        assertEquals(35 - 34, Blocks.firstInvalidLocalDate(wire, 4 * 34, 6));
    }

    @Test
    void instantsFailOnEitherFieldAndTheEarlierWins() {
        int n = 50;
        byte[] wire = new byte[12 * n];
        for (int i = 0; i < n; i++) {
            Instant t = i % 2 == 0 ? Instant.MAX : Instant.MIN.plusNanos(i);
            le(wire).putLong(12 * i, t.getEpochSecond()).putInt(12 * i + 8, t.getNano());
        }
        assertEquals(-1, Blocks.firstInvalidInstant(wire, 0, n));
        le(wire).putInt(12 * 40 + 8, 1_000_000_000);
        assertEquals(40, Blocks.firstInvalidInstant(wire, 0, n));
        le(wire).putLong(12 * 30, Instant.MAX.getEpochSecond() + 1);
        assertEquals(30, Blocks.firstInvalidInstant(wire, 0, n));
        // A Duration's seconds may be anything; only its nanos are checked.
        assertEquals(40, Blocks.firstInvalidDuration(wire, 0, n));
        le(wire).putLong(12 * 20, Duration.ofSeconds(Long.MIN_VALUE).getSeconds());
        assertEquals(20, Blocks.firstInvalidInstant(wire, 0, n));
        le(wire).putInt(12 * 10 + 8, -1);
        assertEquals(10, Blocks.firstInvalidInstant(wire, 0, n));
    }

    @Test
    void localDateTimesFailOnEitherField() {
        int n = 30;
        byte[] wire = new byte[12 * n];
        for (int i = 0; i < n; i++) {
            LocalDateTime t = i % 2 == 0 ? LocalDateTime.MAX.withYear(9999) : LocalDateTime.of(1, 1, 1, 0, 0);
            le(wire).putInt(12 * i, (int) t.toLocalDate().toEpochDay())
                    .putLong(12 * i + 4, t.toLocalTime().toNanoOfDay());
        }
        assertEquals(-1, Blocks.firstInvalidLocalDateTime(wire, 0, n));
        le(wire).putLong(12 * 25 + 4, LocalTime.MAX.toNanoOfDay() + 1);
        assertEquals(25, Blocks.firstInvalidLocalDateTime(wire, 0, n));
        le(wire).putInt(12 * 27, ValueRanges.EPOCH_DAY_MAX + 1);
        assertEquals(25, Blocks.firstInvalidLocalDateTime(wire, 0, n));
        le(wire).putInt(12 * 3, ValueRanges.EPOCH_DAY_MIN - 1);
        assertEquals(3, Blocks.firstInvalidLocalDateTime(wire, 0, n));
    }
}
