package dev.lanewire.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RoundsTest {

    private static Measurement cell(String peer, double score, int round) {
        Measurement m = new Measurement("dev.lanewire.bench.codec.CodecBench.roundTrip", "thrpt",
                Map.of("codecCase", "order", "peer", peer), score, 3.0, "ops/s", List.of(score, score));
        return round == 0 ? m : m.withParam("round", String.valueOf(round));
    }

    @Test
    void theMedianIsTheMiddleValueOrTheMeanOfTheMiddleTwo() {
        assertEquals(5.0, Rounds.median(List.of(9.0, 1.0, 5.0)), 0);
        assertEquals(4.0, Rounds.median(List.of(6.0, 2.0)), 0);
        assertEquals(7.0, Rounds.median(List.of(7.0)), 0);
        assertTrue(Double.isNaN(Rounds.median(List.of())));
    }

    @Test
    void aCellMeasuredInRoundsBecomesItsMedianWithItsRoundsAsSamples() {
        // Fory's rounds arrive out of order; kryo was measured once, outside rounds.
        List<Measurement> merged = Rounds.medians(List.of(cell("fory", 300, 3), cell("kryo", 50, 0),
                cell("fory", 100, 1), cell("lanewire", 80, 1), cell("fory", 200, 2), cell("lanewire", 40, 2)));
        assertEquals(List.of("CodecBench.roundTrip[codecCase=order,peer=fory]",
                "CodecBench.roundTrip[codecCase=order,peer=kryo]", "CodecBench.roundTrip[codecCase=order,peer=lanewire]"),
                merged.stream().map(Measurement::key).toList());
        Measurement fory = merged.get(0);
        assertEquals(200.0, fory.score(), 0);
        assertEquals(List.of(100.0, 200.0, 300.0), fory.samples(), "the rounds' scores in round order");
        assertTrue(Double.isNaN(fory.error()), "a median of forks has no JMH error");
        assertEquals(cell("kryo", 50, 0), merged.get(1), "a cell measured once stays as it is");
        assertEquals(60.0, merged.get(2).score(), 0);
        assertEquals(2, Rounds.round(cell("fory", 1, 2)));
        assertEquals(0, Rounds.round(cell("fory", 1, 0)));
    }

    @Test
    void theSpreadPairsRatiosByRoundAndNeedsTwoRounds() {
        // Round 2 of the baseline is missing and round 0 is no round: rounds 1 and 3 pair.
        double[] range = Rounds.pairedRange(new java.util.TreeMap<>(Map.of(0, 1.0, 1, 30.0, 2, 99.0, 3, 20.0)),
                Map.of(0, 100.0, 1, 20.0, 3, 40.0));
        assertEquals(0.5, range[0], 1e-12);
        assertEquals(1.5, range[1], 1e-12);
        assertEquals(null, Rounds.pairedRange(Map.of(1, 30.0, 2, 10.0), Map.of(1, 20.0)), "one paired round");
        assertEquals("rounds 0.50-1.50x", Rounds.describeSpread(0.5, 1.5));
        assertEquals(20.0, Rounds.median(Map.of(1, 30.0, 2, 10.0, 3, 20.0)), 0);
    }
}
