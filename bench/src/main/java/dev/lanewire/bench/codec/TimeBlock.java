package dev.lanewire.bench.codec;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;

/**
 * Case (e): blocks of dates and instants, as a time-series store ships them.
 *
 * @param dates    calendar dates
 * @param instants points in time with nanosecond precision
 */
public record TimeBlock(LocalDate[] dates, Instant[] instants) {

    /** Compares the arrays by content. */
    @Override
    public boolean equals(Object o) {
        return o instanceof TimeBlock t && Arrays.equals(dates, t.dates) && Arrays.equals(instants, t.instants);
    }

    /** Hashes the arrays by content, consistent with {@link #equals(Object)}. */
    @Override
    public int hashCode() {
        return Arrays.hashCode(dates) * 31 + Arrays.hashCode(instants);
    }

    /** Names the sizes, not the contents. */
    @Override
    public String toString() {
        return "TimeBlock[" + dates.length + " dates, " + instants.length + " instants]";
    }
}
