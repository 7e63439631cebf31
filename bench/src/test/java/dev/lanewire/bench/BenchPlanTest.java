package dev.lanewire.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BenchPlanTest {

    private static final List<Selection> ROUND_TRIPS = List.of(new Selection(Selection.CODEC_ROUND_TRIP, Map.of()));

    @Test
    void countsEveryParameterCombinationAndHonoursOverrides() {
        // 6 cases x 6 peers, one method.
        assertEquals(36, BenchPlan.count(List.of(Selection.CODEC_ROUND_TRIP), List.of(), Map.of()));
        assertEquals(6 * 2, BenchPlan.count(List.of(Selection.CODEC_ROUND_TRIP), List.of(),
                Map.of("peer", List.of("lanewire", "fory"))));
        // encode, decode, roundTrip.
        assertEquals(108, BenchPlan.count(List.of(Selection.CODEC_ALL), List.of(), Map.of()));
        assertEquals(72, BenchPlan.count(List.of(Selection.CODEC_ALL), List.of("roundTrip"), Map.of()));
    }

    @Test
    void expectedKeysSpellEveryCombinationAsMeasurementsDo() {
        java.util.Set<String> keys = BenchPlan.expectedKeys(List.of(Selection.CODEC_ROUND_TRIP), List.of(),
                Map.of("peer", List.of("kryo"), "codecCase", List.of("order", "mesh")));
        assertEquals(java.util.Set.of("CodecBench.roundTrip[codecCase=order,peer=kryo]",
                "CodecBench.roundTrip[codecCase=mesh,peer=kryo]"), keys);
    }

    @Test
    void fitsTheLongestScheduleWithinTheBudget() {
        BenchPlan roomy = BenchPlan.fit(ROUND_TRIPS, List.of(), 1, 10_000);
        assertEquals(3, roomy.warmups());
        assertEquals(3, roomy.iterations());
        assertEquals(1000, roomy.millis());
        // 36 forks x (1.5 s + 3 s + 1 s) = 198 s fits 250 s; the longest schedule (7.5 s a fork, 270 s) does not.
        BenchPlan tight = BenchPlan.fit(ROUND_TRIPS, List.of(), 1, 250);
        assertEquals(198, tight.estimateSeconds(), 1e-9);
        assertEquals(2, tight.iterations());
        assertEquals(500, tight.millis());
        // 36 forks of 1.5 s overhead and 2 s of iterations exceed 100 s: the shortest schedule comes back,
        // over budget, still with 1.5 s of warm-up.
        BenchPlan over = BenchPlan.fit(ROUND_TRIPS, List.of(), 1, 100);
        assertEquals(1500, over.warmups() * over.warmupMillis());
        assertTrue(over.estimateSeconds() > 100);
    }

    /** Fails when new benchmarks push the default selection past the ten minutes the issue allows. */
    @Test
    void theDefaultSelectionFitsItsBudget() {
        BenchPlan plan = BenchPlan.fit(Selection.defaults(), List.of(), 1, BenchCli.DEFAULT_BUDGET_S);
        assertTrue(plan.estimateSeconds() <= BenchCli.DEFAULT_BUDGET_S, plan.describe());
        assertTrue(plan.combos() >= 36, plan.describe());
    }

    /**
     * Fails when the official run outgrows the eighteen minutes it is allowed on 2 cores: every
     * fork's iterations plus {@link BenchPlan#FORK_OVERHEAD_S}, at the most variants a JVM can have
     * (scalar, v128, v256, v512 and the JDK), with a minute left for JMH's start and the size pass.
     */
    @Test
    void theOfficialRunFitsEighteenMinutesOnTheWidestCpu() {
        List<Selection> official = Selection.official(List.of("v128", "v256", "v512"));
        BenchPlan plan = new BenchPlan(official, List.of(), 1, 0, 2, 1000, 2, 200);
        // 36 codec forks of 1.5 + 3.1 s and 211 kernel forks of 1.5 + 2.4 s.
        assertEquals(36 * (1.5 + 2 * 0.75 + 2 * 0.4) + 211 * (1.5 + 2 * 1.0 + 2 * 0.2), plan.estimateSeconds(), 1e-6);
        assertTrue(plan.estimateSeconds() <= BenchCli.OFFICIAL_BUDGET_S - 60, plan.describe());
    }
}
