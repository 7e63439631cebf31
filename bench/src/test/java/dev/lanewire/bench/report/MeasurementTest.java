package dev.lanewire.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lanewire.bench.JsonFiles;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MeasurementTest {

    private static Measurement of(String benchmark, String mode, double score, List<Double> samples) {
        return new Measurement(benchmark, mode, Map.of("size", "64"), score, 0.5, "x", samples);
    }

    @Test
    void aTimeIsScoredByItsLowestIterationAndAThroughputByItsHighest() {
        Measurement time = of("dev.lanewire.bench.text.Utf8Bench.decode", "avgt", 4.0, List.of(5.0, 3.0, 4.0));
        Measurement best = time.fastestIteration();
        assertEquals(3.0, best.score());
        assertTrue(Double.isNaN(best.error()), "the mean's error does not belong to the fastest iteration");
        assertEquals(time.samples(), best.samples());
        assertEquals(time.key(), best.key());

        Measurement rate = of("dev.lanewire.bench.codec.CodecBench.roundTrip", "thrpt", 4.0, List.of(5.0, 3.0, 4.0));
        assertEquals(5.0, rate.fastestIteration().score());
        // A secondary metric (allocation per operation) is better lower, whatever the mode.
        Measurement alloc = of("dev.lanewire.bench.codec.CodecBench.roundTrip:gc.alloc.rate.norm", "thrpt", 4.0,
                List.of(5.0, 3.0, 4.0));
        assertEquals(3.0, alloc.fastestIteration().score());
    }

    @Test
    void aMeasurementWithoutSamplesStaysAsItIs() {
        Measurement none = of("dev.lanewire.bench.text.Utf8Bench.decode", "avgt", 4.0, List.of());
        assertSame(none, none.fastestIteration());
    }

    @Test
    void theFastestIterationIsTakenOverEveryForkOfAJmhResult() throws Exception {
        // Two forks of two iterations each, means 4.0 and 5.0; the fastest iteration is the second fork's first.
        JsonNode json = JsonFiles.MAPPER.readTree("""
                [{"benchmark": "dev.lanewire.bench.text.Utf8Bench.decode", "mode": "avgt",
                  "params": {"kind": "mixed"},
                  "primaryMetric": {"score": 4.5, "scoreError": 0.7, "scoreUnit": "ns/op",
                                    "rawData": [[4.5, 3.5], [2.5, 7.5]]}}]
                """);
        Measurement m = Measurement.fromJmhJson(json).getFirst();
        assertEquals(4.5, m.score());
        assertEquals(2.5, m.fastestIteration().score());
    }
}
