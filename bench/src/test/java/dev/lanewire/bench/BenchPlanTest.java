package dev.lanewire.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BenchPlanTest {

    @Test
    void countsEveryParameterCombinationAndHonoursOverrides() {
        // 6 cases x 5 peers, one method.
        assertEquals(30, BenchPlan.count(List.of(BenchCli.CODEC_ROUND_TRIP), List.of(), Map.of()));
        assertEquals(6 * 2, BenchPlan.count(List.of(BenchCli.CODEC_ROUND_TRIP), List.of(),
                Map.of("peer", List.of("lanewire", "fory"))));
        // encode, decode, roundTrip.
        assertEquals(90, BenchPlan.count(List.of(BenchCli.CODEC_ALL), List.of(), Map.of()));
        assertEquals(60, BenchPlan.count(List.of(BenchCli.CODEC_ALL), List.of("roundTrip"), Map.of()));
    }

    @Test
    void fitsTheLongestScheduleWithinTheBudget() {
        BenchPlan roomy = BenchPlan.fit(List.of(BenchCli.CODEC_ROUND_TRIP), List.of(), Map.of(), 1, 10_000);
        assertEquals(3, roomy.warmups());
        assertEquals(3, roomy.iterations());
        assertEquals(1000, roomy.millis());
        // 30 forks x (5 s + 3 s + 1 s) = 270 s fits 280 s; the longest schedule (11 s a fork) does not.
        BenchPlan tight = BenchPlan.fit(List.of(BenchCli.CODEC_ROUND_TRIP), List.of(), Map.of(), 1, 280);
        assertEquals(270, tight.estimateSeconds(), 1e-9);
        assertEquals(2, tight.iterations());
        assertEquals(500, tight.millis());
        // 30 forks of 5 s overhead alone exceed 100 s: the shortest schedule is returned, over budget,
        // still with 1.5 s of warm-up.
        BenchPlan over = BenchPlan.fit(List.of(BenchCli.CODEC_ROUND_TRIP), List.of(), Map.of(), 1, 100);
        assertEquals(1500, over.warmups() * over.warmupMillis());
        assertTrue(over.estimateSeconds() > 100);
    }
}
