package dev.lanewire.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedSet;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Sizes a JMH run to a time budget: counts the forks the selection needs (one per benchmark
 * and parameter combination) and picks the longest warm-up and measurement schedule that fits.
 *
 * @param includes   benchmark regexes
 * @param excludes   regexes left out
 * @param forks      the number of JVM runs each benchmark and parameter combination gets
 * @param combos     benchmark and parameter combinations selected
 * @param warmups    warm-up iterations per fork
 * @param warmupMillis length of each warm-up iteration
 * @param iterations measured iterations per fork
 * @param millis     length of each measured iteration
 */
public record BenchPlan(List<String> includes, List<String> excludes, int forks, int combos, int warmups,
                        int warmupMillis, int iterations, int millis) {

    /**
     * Seconds a fork costs beyond its iterations: JVM start, JMH's handshake, fixture set-up
     * (Fory's serializer generation, the million-record fixture), the per-iteration checks.
     * Measured on the 2-core development machine: 3 to 6 s; 5 is the planning figure.
     */
    static final double FORK_OVERHEAD_S = 5.0;

    /**
     * Schedules from longest to shortest: warm-ups, warm-up ms, iterations, iteration ms. Vector
     * API code runs tens of times slower until C2 has compiled it (the codec cases' first warm-up
     * second reaches 1-10% of the steady rate on the 2-core development machine), so even the
     * shortest schedule keeps 1.5 s of warm-up and cuts measurement first.
     */
    private static final int[][] SCHEDULES = {{3, 1000, 3, 1000}, {3, 1000, 2, 500}, {2, 1000, 2, 500},
        {2, 750, 1, 500}};

    /** Estimated wall time in seconds. */
    public double estimateSeconds() {
        return combos * forks * (FORK_OVERHEAD_S + (warmups * warmupMillis + iterations * millis) / 1000.0);
    }

    /** JMH's settings in words, as published beside the results. */
    public String describe() {
        return String.format(Locale.ROOT, "-f %d -wi %d -w %dms -i %d -r %dms (%d benchmark/parameter combinations)",
                forks, warmups, warmupMillis, iterations, millis, combos);
    }

    /**
     * The longest schedule from the list whose estimate fits in {@code budgetSeconds}, or the
     * shortest if none fits (the caller says so).
     *
     * @param overrides parameter values given on the command line, which replace the annotated ones
     */
    public static BenchPlan fit(List<String> includes, List<String> excludes, Map<String, List<String>> overrides,
                                int forks, double budgetSeconds) {
        int combos = count(includes, excludes, overrides);
        BenchPlan plan = null;
        for (int[] s : SCHEDULES) {
            plan = new BenchPlan(includes, excludes, forks, combos, s[0], s[1], s[2], s[3]);
            if (plan.estimateSeconds() <= budgetSeconds) {
                return plan;
            }
        }
        return plan;
    }

    /** Benchmark and parameter combinations that {@code includes} and {@code excludes} select. */
    public static int count(List<String> includes, List<String> excludes, Map<String, List<String>> overrides) {
        OutputFormat quiet = OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT);
        SortedSet<BenchmarkListEntry> entries = BenchmarkList.defaultList().find(quiet, new ArrayList<>(includes),
                new ArrayList<>(excludes));
        int total = 0;
        for (BenchmarkListEntry e : entries) {
            int combos = 1;
            if (e.getParams().hasValue()) {
                for (Map.Entry<String, String[]> p : e.getParams().get().entrySet()) {
                    List<String> given = overrides.get(p.getKey());
                    combos *= given != null ? given.size() : p.getValue().length;
                }
            }
            total += combos;
        }
        return total;
    }
}
