package dev.lanewire.bench;

import dev.lanewire.bench.codec.CodecCase;
import dev.lanewire.bench.codec.Peer;
import dev.lanewire.bench.codec.Trial;
import dev.lanewire.bench.report.BenchResults;
import dev.lanewire.bench.report.Machine;
import dev.lanewire.bench.report.Measurement;
import dev.lanewire.bench.report.SourceState;
import dev.lanewire.dispatch.Choice;
import dev.lanewire.dispatch.Dispatch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs a {@link BenchPlan} with JMH in this JVM, one JMH run per {@link Selection} (forks get
 * {@link ForkFlags}), then measures the encoded sizes of the codec cases it ran and assembles a
 * {@link BenchResults}.
 */
public final class BenchRun {

    private BenchRun() {
    }

    /**
     * Runs the plan.
     *
     * @param plan      what to run and how long
     * @param extraJvm  further flags for every fork
     * @param outDir    where JMH's raw JSON goes
     * @param command   the command line, recorded in the results
     * @param source    the code being measured, recorded in the results
     * @throws RunnerException if JMH fails, including a benchmark's failed correctness check
     */
    public static BenchResults run(BenchPlan plan, List<String> extraJvm, Path outDir, String command,
                                   SourceState source)
            throws RunnerException, IOException {
        Files.createDirectories(outDir);
        List<String> flags = new ArrayList<>(ForkFlags.forThisJvm());
        flags.addAll(extraJvm);
        List<Measurement> measurements = new ArrayList<>();
        String forkFlags = null;
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < plan.selections().size(); i++) {
            Selection selection = plan.selections().get(i);
            if (BenchPlan.count(List.of(selection.include()), plan.excludes(), selection.params()) == 0) {
                continue;
            }
            Schedule schedule = selection.schedule() != null ? selection.schedule() : plan.schedule();
            Path raw = outDir.resolve("jmh-" + (i + 1) + ".json");
            List<String> forkArgs = new ArrayList<>(flags);
            forkArgs.addAll(selection.jvmArgs());
            ChainedOptionsBuilder options = new OptionsBuilder()
                    .include(selection.include())
                    .forks(plan.forks())
                    .warmupIterations(schedule.warmups())
                    .measurementIterations(schedule.iterations())
                    .warmupTime(TimeValue.milliseconds(schedule.warmupMillis()))
                    .measurementTime(TimeValue.milliseconds(schedule.millis()))
                    // Prepend, not append: a benchmark's own @Fork(jvmArgsAppend) (e.g. a forced kernel)
                    // must survive, and JMH replaces, not merges, an annotation's list of the same kind.
                    .jvmArgsPrepend(forkArgs.toArray(String[]::new))
                    // Keep going past a failed benchmark: the others still report, and the failure is
                    // named and fails the command at the end (see BenchResults#failures).
                    .shouldFailOnError(false)
                    .result(raw.toString())
                    .resultFormat(ResultFormatType.JSON);
            String java = System.getProperty("lanewire.java");
            if (java != null) {
                options.jvm(java);
            }
            if (selection.gc()) {
                options.addProfiler(GCProfiler.class);
            }
            plan.excludes().forEach(options::exclude);
            selection.params().forEach((k, v) -> options.param(k, v.toArray(String[]::new)));
            Collection<RunResult> results = new Runner(options.build()).run();
            if (forkFlags == null && !results.isEmpty() && selection.jvmArgs().isEmpty()) {
                // The flags the forks actually ran with, as JMH recorded them (they include what the
                // host JVM passed on, e.g. LANEWIRE_JVM_FLAGS).
                forkFlags = String.join(" ", results.iterator().next().getParams().getJvmArgs());
            }
            List<Measurement> got = Measurement.fromRunResults(results,
                    selection.gc() ? List.of(Selection.ALLOC_METRIC) : List.of());
            if (selection.flags() != null) {
                got = got.stream().map(m -> m.withParam(Selection.FLAGS, selection.flags())).toList();
            }
            if (selection.round() > 0) {
                String round = String.valueOf(selection.round());
                got = got.stream().map(m -> m.withParam(Selection.ROUND, round)).toList();
            }
            measurements.addAll(got);
            Set<String> missing = BenchPlan.expectedKeys(selection, plan.excludes());
            got.forEach(m -> missing.remove(m.key()));
            failures.addAll(missing);
        }
        return new BenchResults(Machine.detect(forkFlags != null ? forkFlags : String.join(" ", flags)), command,
                plan.describe(), measurements, sizes(measurements), failures, source, kernelChoices());
    }

    /** The dispatch's choices in this JVM, one {@code op size: variant} line each. */
    static List<String> kernelChoices() {
        List<String> out = new ArrayList<>();
        for (Choice c : Dispatch.report()) {
            out.add(c.op() + " " + c.sizeClass() + ": " + c.variant());
        }
        return out;
    }

    /** Encoded bytes per peer of every codec case in {@code measurements}. */
    public static Map<String, Map<String, Integer>> sizes(List<Measurement> measurements) {
        Set<String> cases = new LinkedHashSet<>();
        for (Measurement m : measurements) {
            String c = m.params().get("codecCase");
            if (c != null && m.shortName().startsWith("CodecBench.")) {
                cases.add(c);
            }
        }
        Map<String, Map<String, Integer>> out = new LinkedHashMap<>();
        for (CodecCase<?> c : CodecCase.ALL) {
            if (!cases.contains(c.id())) {
                continue;
            }
            Map<String, Integer> perPeer = new LinkedHashMap<>();
            for (Peer p : Peer.values()) {
                perPeer.put(p.id(), Trial.open(c, p).encodedSize());
            }
            out.put(c.id(), perPeer);
        }
        return out;
    }
}
