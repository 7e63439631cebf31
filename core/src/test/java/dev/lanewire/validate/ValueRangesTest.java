package dev.lanewire.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import org.junit.jupiter.api.Test;

/** The documented ranges are the JDK's own. */
class ValueRangesTest {

    @Test
    void epochDaysSpanYears1To9999() {
        assertEquals(LocalDate.of(1, 1, 1).toEpochDay(), ValueRanges.EPOCH_DAY_MIN);
        assertEquals(LocalDate.of(9999, 12, 31).toEpochDay(), ValueRanges.EPOCH_DAY_MAX);
    }

    @Test
    void nanoOfDayEndsAtLocalTimeMax() {
        assertEquals(LocalTime.MAX.toNanoOfDay(), ValueRanges.NANO_OF_DAY_MAX);
    }

    @Test
    void instantSecondsAreInstantMinToMax() {
        assertEquals(Instant.MIN.getEpochSecond(), ValueRanges.INSTANT_SECONDS_MIN);
        assertEquals(Instant.MAX.getEpochSecond(), ValueRanges.INSTANT_SECONDS_MAX);
        assertEquals(Instant.MAX.getNano(), ValueRanges.NANOS_MAX);
    }

    @Test
    void decimalFlagsLeaveOnlySignAndScale() {
        assertEquals(0xFFFF_FFFF, ValueRanges.DECIMAL128_FORBIDDEN_FLAGS | ValueRanges.DECIMAL128_SIGN_BIT
                | 0xFF << ValueRanges.DECIMAL128_SCALE_SHIFT);
        assertEquals(0, ValueRanges.DECIMAL128_FORBIDDEN_FLAGS & (ValueRanges.DECIMAL128_SIGN_BIT
                | 0xFF << ValueRanges.DECIMAL128_SCALE_SHIFT));
    }
}
