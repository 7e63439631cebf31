package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The hand-written decimal of a choice's reason writes what {@code %.3f} writes. */
class ProfileEntryTest {

    @Test
    void thousandthsAreWhatPercentThreeFWrites() {
        assertEquals("0.214", ProfileEntry.thousandths(0.214));
        assertEquals("1.000", ProfileEntry.thousandths(1.0));
        assertEquals("0.050", ProfileEntry.thousandths(0.05));
        assertEquals("0.000", ProfileEntry.thousandths(0.0004));
        assertEquals("0.001", ProfileEntry.thousandths(0.0006));
        assertEquals("12.346", ProfileEntry.thousandths(12.3456));
        assertEquals("NaN", ProfileEntry.thousandths(Double.NaN));
        Random random = new Random(7);
        for (int i = 0; i < 10_000; i++) {
            // Three decimals of a ratio as a calibration measures it, and arbitrary doubles up to 20.
            double v = i % 2 == 0 ? random.nextInt(20_000) / 1000.0 : random.nextDouble() * 20;
            assertEquals(String.format(Locale.ROOT, "%.3f", v), ProfileEntry.thousandths(v), "for " + v);
        }
    }
}
