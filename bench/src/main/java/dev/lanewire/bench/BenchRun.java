package dev.lanewire.bench;

import dev.lanewire.bench.codec.CodecCase;
import dev.lanewire.bench.codec.Peer;
import dev.lanewire.bench.codec.Trial;
import dev.lanewire.bench.report.BenchResults;
import dev.lanewire.bench.report.Machine;
import dev.lanewire.bench.report.Measurement;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs a {@link BenchPlan} with JMH in this JVM (forks get {@link ForkFlags}), then measures the
 * encoded sizes of the codec cases it ran and assembles a {@link BenchResults}.
 */
public final class BenchRun {

    private BenchRun() {
    }

    /**
     * Runs the plan.
     *
     * @param plan      what to run and how long
     * @param params    parameter overrides ({@code -p name=v1,v2})
     * @param extraJvm  further flags for every fork
     * @param outDir    where JMH's raw JSON goes
     * @param command   the command line, recorded in the results
     * @throws RunnerException if JMH fails, including a benchmark's failed correctness check
     */
    public static BenchResults run(BenchPlan plan, Map<String, List<String>> params, List<String> extraJvm,
                                   Path outDir, String command) throws RunnerException, IOException {
        Files.createDirectories(outDir);
        Path raw = outDir.resolve("jmh.json");
        List<String> flags = new java.util.ArrayList<>(ForkFlags.forThisJvm());
        flags.addAll(extraJvm);
        ChainedOptionsBuilder options = new OptionsBuilder()
                .forks(plan.forks())
                .warmupIterations(plan.warmups())
                .measurementIterations(plan.iterations())
                .warmupTime(TimeValue.milliseconds(plan.warmupMillis()))
                .measurementTime(TimeValue.milliseconds(plan.millis()))
                .jvmArgsAppend(flags.toArray(String[]::new))
                .shouldFailOnError(true)
                .result(raw.toString())
                .resultFormat(ResultFormatType.JSON);
        String java = System.getProperty("lanewire.java");
        if (java != null) {
            options.jvm(java);
        }
        plan.includes().forEach(options::include);
        plan.excludes().forEach(options::exclude);
        params.forEach((k, v) -> options.param(k, v.toArray(String[]::new)));
        new Runner(options.build()).run();
        Object parsed = Json.parse(Files.readString(raw));
        List<Measurement> measurements = Measurement.fromJmhJson(parsed);
        return new BenchResults(Machine.detect(forkFlags(parsed, flags)), command, plan.describe(), measurements,
                sizes(measurements));
    }

    /**
     * The flags the forks actually ran with, as JMH recorded them (they include what the host JVM
     * passed on, e.g. {@code LANEWIRE_JVM_FLAGS}); {@code appended} if the file does not say.
     */
    static String forkFlags(Object jmhJson, List<String> appended) {
        if (jmhJson instanceof List<?> runs && !runs.isEmpty() && runs.getFirst() instanceof Map<?, ?> first
                && first.get("jvmArgs") instanceof List<?> args) {
            return String.join(" ", args.stream().map(String::valueOf).toList());
        }
        return String.join(" ", appended);
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
