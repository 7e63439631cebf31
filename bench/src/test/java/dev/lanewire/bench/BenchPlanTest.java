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
        // 36 forks x (1.5 s + 1.4 s of set-up + 3 s + 1 s) = 248.4 s fits 250 s; the longest
        // schedule (8.9 s a fork, 320.4 s) does not.
        BenchPlan tight = BenchPlan.fit(ROUND_TRIPS, List.of(), 1, 250);
        assertEquals(248.4, tight.estimateSeconds(), 1e-9);
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
     * Fails when the official run outgrows the 25 minutes it is allowed on the idle 2-core
     * machine: every fork's iterations plus {@link BenchPlan#IDLE_FORK_OVERHEAD_S}, at the most
     * variants a JVM can have (scalar, v128, v256, v512 and the JDK), with a minute left for JMH's
     * start and the size pass.
     */
    @Test
    void theOfficialRunFitsTwentyFiveMinutesOnTheWidestCpu() {
        List<Selection> official = Selection.official(List.of("v128", "v256", "v512"));
        BenchPlan plan = new BenchPlan(official, List.of(), 1, 0, 2, 1000, 2, 200);
        // Three rounds of 36 codec forks with the forks' flags and 18 with the server flags, of
        // 0.8 + 1.4 + 1.55 s each (overhead, count-based warm-up, iterations), and 253 kernel forks
        // of 0.8 + 2.4 s: 211 per variant, 6 of mixed text (three methods through v512 and the JDK)
        // and two more rounds of issue 16's 18 cells.
        double overhead = BenchPlan.IDLE_FORK_OVERHEAD_S;
        assertEquals(3 * (36 + 18) * (overhead + Selection.CODEC_SET_UP_S + 0.75 + 2 * 0.4)
                        + 253 * (overhead + 2 * 1.0 + 2 * 0.2), plan.estimateSeconds(overhead), 1e-6);
        assertTrue(plan.estimateSeconds(overhead) <= BenchCli.OFFICIAL_BUDGET_S - 60, plan.describe());
        assertEquals(1_500, BenchCli.OFFICIAL_BUDGET_S);
        assertTrue(plan.describe().contains("codec\\.CodecBench\\.roundTrip$ in 3 rounds"), plan.describe());
    }

    /**
     * Issue 16's cells (decode, encode and validate of 1,000 chars of Cyrillic, CJK and mixed text
     * through the widest vector variant and the JDK) run in three rounds: round 1 with the other
     * UTF-8 forks, round 2 after the UTF-16 and Latin-1 forks, round 3 after the block kernels'.
     * Without vector variants nothing runs in rounds.
     */
    @Test
    void theOfficialUtf8TargetCellsRunInThreeRoundsApart() {
        List<Selection> kernels = Selection.official(List.of("v128", "v256")).stream()
                .filter(s -> !s.include().equals(Selection.CODEC_ROUND_TRIP)).toList();
        assertEquals(List.of("Utf8Bench", "Utf8Bench", "Utf16Bench", "Latin1Bench", "Utf8Bench", "BlockKernelBench",
                "Utf8Bench"), kernels.stream().map(s -> s.include().replaceAll(".*\\.(\\w+Bench).*", "$1")).toList());
        assertEquals(List.of(1, 1, 0, 0, 2, 0, 3), kernels.stream().map(Selection::round).toList());
        assertEquals(Selection.OFFICIAL_KERNEL_ROUNDS, kernels.getLast().round());
        for (int r = 1; r <= 3; r++) {
            int round = r;
            List<String> keys = kernels.stream().filter(s -> s.round() == round)
                    .flatMap(s -> BenchPlan.expectedKeys(s, List.of()).stream()).toList();
            for (String method : List.of("decode", "encode", "validate")) {
                for (String kind : List.of("cyrillic", "cjk", "mixed")) {
                    for (String variant : List.of("v256", "jdk")) {
                        String key = "Utf8Bench." + method + "[kind=" + kind + ",round=" + r + ",size=1000,variant="
                                + variant + "]";
                        assertTrue(keys.contains(key), key + " in round " + r);
                    }
                }
            }
            // Rounds 2 and 3 hold those 18 cells and nothing else.
            assertEquals(r == 1 ? 108 + 6 : 18, keys.size(), keys.toString());
        }
        assertTrue(Selection.official(List.of()).stream().allMatch(s -> s.round() == 0
                || s.include().equals(Selection.CODEC_ROUND_TRIP)));
    }

    /**
     * The codec cases run in three rounds in the official plan, each round every peer with the
     * forks' flags and then the Lanewire peers with the server flags, and each measurement's key
     * names its round.
     */
    @Test
    void theOfficialCodecForksRunUnderBothFlagSetsWithTheGcProfilerInRounds() {
        List<Selection> codec = Selection.officialCodec();
        assertEquals(2 * Selection.OFFICIAL_CODEC_ROUNDS, codec.size());
        assertEquals(List.of(1, 1, 2, 2, 3, 3), codec.stream().map(Selection::round).toList());
        assertEquals(List.of(Selection.MODULES, Selection.SERVER, Selection.MODULES, Selection.SERVER,
                Selection.MODULES, Selection.SERVER), codec.stream().map(Selection::flags).toList());
        assertTrue(BenchPlan.expectedKeys(codec.get(5), List.of())
                .contains("CodecBench.roundTrip[codecCase=order,flags=server,peer=lanewire,round=3]"));
        Selection modules = codec.get(0);
        Selection server = codec.get(1);
        assertEquals(Selection.MODULES, modules.flags());
        assertEquals(List.of(), modules.jvmArgs());
        assertEquals(Selection.SERVER, server.flags());
        assertEquals(List.of("--add-opens", "java.base/java.lang=ALL-UNNAMED"), server.jvmArgs());
        assertTrue(modules.gc() && server.gc());
        assertEquals(36, BenchPlan.count(List.of(modules.include()), List.of(), modules.params()));
        assertEquals(18, BenchPlan.count(List.of(server.include()), List.of(), server.params()));
        assertEquals(List.of("lanewire", "lanewire-utf8", "lanewire-codecs"), server.params().get("peer"));
        assertTrue(Selection.official(List.of()).containsAll(codec));
        // The flag set becomes a parameter of every key, so the two runs of a case stay apart.
        assertTrue(BenchPlan.expectedKeys(server, List.of())
                .contains("CodecBench.roundTrip[codecCase=order,flags=server,peer=lanewire-utf8,round=1]"));
        assertTrue(BenchPlan.expectedKeys(modules, List.of())
                .contains("CodecBench.roundTrip[codecCase=order,flags=modules,peer=fory,round=1]"));
    }

    /**
     * The per-string run: 9 lengths x 6 kinds, the two Lanewire paths under both flag sets and the
     * three others once, as round 1 (378 forks); then 16 and 64 chars again in rounds 2 and 3 (84
     * forks each): 546 forks, within its 26 minutes on the idle machine.
     */
    @Test
    void thePerStringRunCountsItsForksAndFitsItsBudget() {
        List<Selection> strings = Selection.strings();
        assertEquals(List.of(Selection.MODULES, Selection.SERVER, Selection.MODULES, Selection.MODULES,
                        Selection.SERVER, Selection.MODULES, Selection.MODULES, Selection.SERVER, Selection.MODULES),
                strings.stream().map(Selection::flags).toList());
        assertEquals(List.of(1, 1, 1, 2, 2, 2, 3, 3, 3), strings.stream().map(Selection::round).toList());
        assertEquals(List.of("--add-opens", "java.base/java.lang=ALL-UNNAMED"), strings.get(1).jvmArgs());
        assertEquals(List.of("--add-opens", "java.base/java.lang=ALL-UNNAMED"), strings.get(7).jvmArgs());
        assertEquals(List.of(108, 108, 162, 24, 24, 36, 24, 24, 36), strings.stream()
                .map(s -> BenchPlan.count(List.of(s.include()), List.of(), s.params())).toList());
        assertEquals(List.of("16", "64"), strings.get(5).params().get("length"));
        assertEquals(List.of("fory", "kryo", "jdk"), strings.get(5).params().get("path"));
        BenchPlan plan = BenchPlan.fit(strings, List.of(), 1, Double.MAX_VALUE);
        double overhead = BenchPlan.IDLE_FORK_OVERHEAD_S;
        // Per fork: the overhead, the set-up warm-up's 1.5 s floor, 250 ms of warm-up, 2 x 100 ms.
        assertEquals(546 * (overhead + 1.5 + 0.45), plan.estimateSeconds(overhead), 1e-6);
        assertTrue(plan.estimateSeconds(overhead) <= BenchCli.STRINGS_BUDGET_S, plan.describe());
        assertTrue(BenchPlan.expectedKeys(strings.get(1), List.of())
                .contains("StringBench.roundTrip[flags=server,kind=cjk,length=16,path=lanewire-utf8,round=1]"));
        assertTrue(BenchPlan.expectedKeys(strings.get(8), List.of())
                .contains("StringBench.roundTrip[flags=modules,kind=emoji,length=64,path=jdk,round=3]"));
    }
}
