package dev.lanewire.bench;

import dev.lanewire.bench.report.Measurement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Sizes a JMH run to a time budget: counts the forks the selections need (one per benchmark
 * and parameter combination) and picks the longest warm-up and measurement schedule that fits.
 *
 * @param selections what to run, one JMH run each
 * @param excludes   regexes left out of every selection
 * @param forks      the number of JVM runs each benchmark and parameter combination gets
 * @param combos     benchmark and parameter combinations selected
 * @param warmups    warm-up iterations per fork
 * @param warmupMillis length of each warm-up iteration
 * @param iterations measured iterations per fork
 * @param millis     length of each measured iteration
 */
public record BenchPlan(List<Selection> selections, List<String> excludes, int forks, int combos, int warmups,
                        int warmupMillis, int iterations, int millis) {

    /**
     * Seconds a fork costs beyond its iterations: JVM start, JMH's handshake, fixture set-up
     * (Fory's serializer generation, the million-record fixture), the per-iteration checks.
     * Measured on the 2-core development machine: busy (load 10+), 30 codec forks of 0.4 s of
     * iterations took 83 s with the size pass, about 2.2 s a fork beyond the iterations; quiet, the
     * 101 forks of the default selection took 248 s for 202 s of iterations, about 0.5 s a fork.
     * 1.5 is the planning figure.
     */
    static final double FORK_OVERHEAD_S = 1.5;

    /**
     * Seconds a fork costs beyond its iterations on an idle machine, the planning figure of the
     * runs made there ({@code --official}, {@code --strings}): the official run of 9f2fac1 (247
     * forks, 2.3-2.4 s of iterations each) took 13 minutes on the idle 2-core Ice Lake-SP machine,
     * JMH's start and the size pass included, about 0.77 s a fork beyond the iterations.
     */
    public static final double IDLE_FORK_OVERHEAD_S = 0.8;

    /**
     * Schedules from longest to shortest: warm-ups, warm-up ms, iterations, iteration ms. Vector
     * API code runs tens of times slower until C2 has compiled it (the codec cases' first warm-up
     * second reaches 1-10% of the steady rate on the 2-core development machine), so even the
     * shortest schedule keeps 1.5 s of warm-up and cuts measurement first.
     */
    private static final int[][] SCHEDULES = {{3, 1000, 3, 1000}, {3, 1000, 2, 500}, {2, 1000, 2, 500},
        {2, 750, 1, 500}};

    /** The plan's warm-up and measurement, for selections without their own. */
    public Schedule schedule() {
        return new Schedule(warmups, warmupMillis, iterations, millis);
    }

    /**
     * Estimated wall time in seconds: per fork, {@link #FORK_OVERHEAD_S}, its selection's set-up
     * ({@link Selection#setUpSeconds()}) and the iterations of its selection's schedule.
     */
    public double estimateSeconds() {
        return estimateSeconds(FORK_OVERHEAD_S);
    }

    /** {@link #estimateSeconds()} with {@code forkOverhead} seconds a fork beyond its iterations. */
    public double estimateSeconds(double forkOverhead) {
        if (selections.stream().allMatch(s -> s.schedule() == null && s.setUpSeconds() == 0)) {
            return combos * forks * (forkOverhead + schedule().iterationSeconds());
        }
        double seconds = 0;
        for (Selection s : selections) {
            Schedule own = s.schedule() != null ? s.schedule() : schedule();
            seconds += count(List.of(s.include()), excludes, s.params()) * forks
                    * (forkOverhead + s.setUpSeconds() + own.iterationSeconds());
        }
        return seconds;
    }

    /** JMH's settings in words, as published beside the results. */
    public String describe() {
        // Each selection whose schedule differs from the plan's, once however many selections share it.
        Set<String> distinct = new LinkedHashSet<>();
        for (Selection s : selections) {
            if (s.schedule() != null && !s.schedule().equals(schedule())) {
                distinct.add(s.include().replace("dev\\.lanewire\\.bench\\.", "") + " " + s.schedule().describe());
            }
        }
        StringBuilder own = new StringBuilder();
        for (String d : distinct) {
            own.append(own.isEmpty() ? "; selections with their own: " : ", ").append(d);
        }
        // Each selection run in rounds, with its number of rounds.
        Map<String, Integer> rounds = new LinkedHashMap<>();
        for (Selection s : selections) {
            if (s.round() > 0) {
                rounds.merge(s.include().replace("dev\\.lanewire\\.bench\\.", ""), s.round(), Math::max);
            }
        }
        rounds.forEach((include, n) -> own.append("; ").append(include).append(" in ").append(n)
                .append(n == 1 ? " round" : " rounds"));
        return String.format(Locale.ROOT, "-f %d %s (%d benchmark/parameter combinations in %d selection%s%s)", forks,
                schedule().describe(), combos, selections.size(), selections.size() == 1 ? "" : "s", own);
    }

    /**
     * The longest schedule from the list whose estimate fits in {@code budgetSeconds}, or the
     * shortest if none fits (the caller says so).
     */
    public static BenchPlan fit(List<Selection> selections, List<String> excludes, int forks, double budgetSeconds) {
        int combos = 0;
        for (Selection s : selections) {
            combos += count(List.of(s.include()), excludes, s.params());
        }
        BenchPlan plan = null;
        for (int[] s : SCHEDULES) {
            plan = new BenchPlan(selections, excludes, forks, combos, s[0], s[1], s[2], s[3]);
            if (plan.estimateSeconds() <= budgetSeconds) {
                return plan;
            }
        }
        return plan;
    }

    /** Benchmark and parameter combinations that {@code includes} and {@code excludes} select. */
    public static int count(List<String> includes, List<String> excludes, Map<String, List<String>> overrides) {
        return expectedKeys(includes, excludes, overrides).size();
    }

    /**
     * The keys of every benchmark and parameter combination {@code selection} selects, with its
     * flag set's name as the parameter {@link Selection#FLAGS} where it has one and its round as
     * the parameter {@link Selection#ROUND} where it is run in rounds.
     */
    public static Set<String> expectedKeys(Selection selection, List<String> excludes) {
        Map<String, String> recorded = new TreeMap<>();
        if (selection.flags() != null) {
            recorded.put(Selection.FLAGS, selection.flags());
        }
        if (selection.round() > 0) {
            recorded.put(Selection.ROUND, String.valueOf(selection.round()));
        }
        return expectedKeys(List.of(selection.include()), excludes, selection.params(), recorded);
    }

    /** {@link #expectedKeys(List, List, Map, String)} without a flag set. */
    public static Set<String> expectedKeys(List<String> includes, List<String> excludes,
                                           Map<String, List<String>> overrides) {
        return expectedKeys(includes, excludes, overrides, Map.of());
    }

    /**
     * The {@link dev.lanewire.bench.report.Measurement#key() keys} of every benchmark and
     * parameter combination selected: a run that returns fewer measurements lost the others to
     * a failure (a check that threw, a fork that died). {@code recorded} are the parameters the run
     * adds to each of its measurements (flag set, round).
     */
    private static Set<String> expectedKeys(List<String> includes, List<String> excludes,
                                            Map<String, List<String>> overrides, Map<String, String> recorded) {
        OutputFormat quiet = OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT);
        SortedSet<BenchmarkListEntry> entries = BenchmarkList.defaultList().find(quiet, new ArrayList<>(includes),
                new ArrayList<>(excludes));
        Set<String> keys = new LinkedHashSet<>();
        for (BenchmarkListEntry e : entries) {
            List<Map<String, String>> combos = new ArrayList<>();
            combos.add(new TreeMap<>(recorded));
            if (e.getParams().hasValue()) {
                for (Map.Entry<String, String[]> p : new TreeMap<>(e.getParams().get()).entrySet()) {
                    List<String> given = overrides.get(p.getKey());
                    List<String> values = given != null ? given : List.of(p.getValue());
                    List<Map<String, String>> next = new ArrayList<>();
                    for (Map<String, String> combo : combos) {
                        for (String v : values) {
                            Map<String, String> c = new TreeMap<>(combo);
                            c.put(p.getKey(), v);
                            next.add(c);
                        }
                    }
                    combos = next;
                }
            }
            for (Map<String, String> combo : combos) {
                keys.add(new Measurement(e.getUsername(), "", combo, 0, 0, "", List.of()).key());
            }
        }
        return keys;
    }
}
