package dev.lanewire.bench.strings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.dispatch.TextKind;
import java.util.Arrays;
import java.util.HashSet;
import org.junit.jupiter.api.Test;

/** Every path of the per-string benchmark round-trips every batch it is measured on (not timed). */
class StringPathTest {

    private static final int[] LENGTHS = {0, 1, 4, 8, 16, 32, 64, 128, 256, 1000};

    @Test
    void everyPathRoundTripsEveryKindAndLength() {
        for (StringPath p : StringPath.values()) {
            for (TextKind kind : TextKind.values()) {
                for (int length : LENGTHS) {
                    String[] batch = StringBench.batch(kind, length);
                    StringPath.RoundTrip trip = p.open(length);
                    for (String s : batch) {
                        assertEquals(s, trip.roundTrip(s), p + " " + kind + " " + length);
                    }
                }
            }
        }
    }

    @Test
    void batchesAreDistinctStringsOfTheLength() {
        for (TextKind kind : TextKind.values()) {
            String[] batch = StringBench.batch(kind, 16);
            assertEquals(StringBench.BATCH, batch.length);
            assertTrue(Arrays.stream(batch).allMatch(s -> s.length() == 16), kind.id());
            assertEquals(StringBench.BATCH, new HashSet<>(Arrays.asList(batch)).size(), kind.id());
        }
        assertTrue(Arrays.stream(StringBench.batch(TextKind.CJK, 64)).allMatch(s -> s.chars().anyMatch(c -> c > 0xFF)));
    }

    @Test
    void theSetUpCheckRefusesAPathThatReadsBackSomethingElse() {
        String[] batch = StringBench.batch(TextKind.ASCII, 8);
        assertThrows(IllegalStateException.class, () -> StringBench.check(s -> s.substring(1), batch));
        StringBench.check(StringPath.LANEWIRE.open(8), batch);
    }

    @Test
    void everyParameterValueNamesAPath() {
        for (StringPath p : StringPath.values()) {
            assertEquals(p, StringPath.byId(p.id()));
        }
        assertTrue(StringPath.LANEWIRE_UTF8.readsStringInternals());
        assertTrue(!StringPath.FORY.readsStringInternals());
    }

    @Test
    void theBenchmarkRunsOneInvocationOnEveryPath() {
        for (StringPath p : StringPath.values()) {
            StringBench bench = new StringBench();
            bench.length = 64;
            bench.kind = "mixed";
            bench.path = p.id();
            bench.setUp();
            bench.roundTrip(new org.openjdk.jmh.infra.Blackhole(
                    "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous."));
        }
    }
}
