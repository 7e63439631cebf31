package dev.lanewire.bench.ab;

import dev.lanewire.bench.BenchPlan;
import dev.lanewire.bench.JsonFiles;
import dev.lanewire.bench.Selection;
import dev.lanewire.bench.report.Measurement;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Runs the forks of an A/B comparison: rounds of A then B, then rounds of A then A again for
 * the noise floor. Each run is a fresh {@code java -cp <jar> org.openjdk.jmh.Main} process of
 * that side's JVM and jar with one fork per benchmark, so two builds given as jars compare as
 * easily as two flag sets, and nothing of one side stays warm for the other.
 *
 * @param selections what each run runs, one JMH process per selection
 * @param excludes regexes left out
 * @param warmups  warm-up iterations per fork
 * @param warmupMillis warm-up iteration length
 * @param iterations measured iterations per fork
 * @param millis   measured iteration length
 * @param fastestIteration whether a fork's score is its fastest measured iteration
 *                 ({@link Measurement#fastestIteration}) rather than the mean of its iterations
 * @param outDir   where each run's raw JSON and log go
 */
public record AbRunner(List<Selection> selections, List<String> excludes, int warmups,
                       int warmupMillis, int iterations, int millis, boolean fastestIteration, Path outDir) {

    /** The schedule in words. */
    public String describe(int rounds, int floorRounds) {
        return String.format(Locale.ROOT, "%d A/B rounds + %d A/A rounds; each run: -f 1 -wi %d -w %dms -i %d -r %dms%s;"
                + " %s%s", rounds, floorRounds, warmups, warmupMillis, iterations, millis,
                fastestIteration ? ", scored by each fork's fastest iteration" : "",
                String.join("; ", selections.stream().map(Selection::describe).toList()),
                excludes.isEmpty() ? "" : "; exclude " + excludes);
    }

    /**
     * Runs every round, in order: A1 B1 A2 B2 ... then A A2 pairs for the floor.
     *
     * @param progress told one line per run
     * @throws IOException if a run fails (its log is named)
     */
    public List<AbRun> runAll(AbConfig a, AbConfig b, int rounds, int floorRounds, Consumer<String> progress)
            throws IOException, InterruptedException {
        List<AbRun> runs = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            runs.add(run("ab", r, "A", a, progress));
            runs.add(run("ab", r, "B", b, progress));
        }
        for (int r = 1; r <= floorRounds; r++) {
            runs.add(run("aa", r, "A", a, progress));
            runs.add(run("aa", r, "A2", a, progress));
        }
        return runs;
    }

    /** Estimated seconds of one run over {@code combos} benchmark/parameter combinations. */
    public double estimateSeconds(int combos) {
        // A JMH host start per selection, then per fork: JVM start and set-up (about 2.5 s here) and the iterations.
        return 1.5 * selections.size() + combos * (2.5 + (warmups * warmupMillis + iterations * millis) / 1000.0);
    }

    /** The command line of one JMH process: {@code selection} on {@code side}, results to {@code result}. */
    List<String> command(AbConfig side, Selection selection, Path result) {
        List<String> cmd = new ArrayList<>(List.of(side.java()));
        // JMH's lock keeps two runs from sharing a machine; a caller who overrides it for this JVM
        // (e.g. LANEWIRE_JVM_FLAGS=-Djmh.ignoreLock=true) overrides it for the runs too.
        String ignoreLock = System.getProperty("jmh.ignoreLock");
        if (ignoreLock != null) {
            cmd.add("-Djmh.ignoreLock=" + ignoreLock);
        }
        cmd.addAll(List.of("-cp", side.jar(), "org.openjdk.jmh.Main"));
        cmd.add(selection.include());
        for (String e : excludes) {
            cmd.add("-e");
            cmd.add(e);
        }
        cmd.addAll(List.of("-f", "1", "-wi", "" + warmups, "-i", "" + iterations, "-w", warmupMillis + "ms", "-r",
                millis + "ms", "-foe", "false", "-rf", "json", "-rff", result.toString()));
        // Prepend: a benchmark's own @Fork(jvmArgsAppend) must survive (JMH replaces an annotation's
        // list with the command line's list of the same kind).
        cmd.add("-jvmArgsPrepend");
        cmd.add(String.join(" ", side.forkFlags()));
        selection.params().forEach((k, v) -> {
            cmd.add("-p");
            cmd.add(k + "=" + String.join(",", v));
        });
        return cmd;
    }

    private AbRun run(String phase, int round, String sideLabel, AbConfig side, Consumer<String> progress)
            throws IOException, InterruptedException {
        Path dir = outDir.resolve("runs");
        Files.createDirectories(dir);
        List<Measurement> measurements = new ArrayList<>();
        long start = System.nanoTime();
        for (int i = 0; i < selections.size(); i++) {
            String stem = phase + "-" + round + "-" + sideLabel + (selections.size() == 1 ? "" : "-" + (i + 1));
            Path result = dir.resolve(stem + ".json");
            Path log = dir.resolve(stem + ".log");
            Process p = new ProcessBuilder(command(side, selections.get(i), result)).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).start();
            int status = p.waitFor();
            if (status != 0 || !Files.exists(result)) {
                throw new IOException("run " + stem + " (" + side.name() + ") failed with status " + status + "; see "
                        + log);
            }
            // Failed benchmarks (a check that threw) are left out by JMH; they get no pairs and so no
            // verdict, and are named here.
            List<Measurement> got = Measurement.fromJmhJson(JsonFiles.tree(result));
            Set<String> missing = BenchPlan.expectedKeys(List.of(selections.get(i).include()), excludes,
                    selections.get(i).params());
            got.forEach(m -> missing.remove(m.key()));
            if (!missing.isEmpty()) {
                progress.accept("ab: " + stem + " (" + side.name() + "): no score for " + missing + "; see " + log);
            }
            if (fastestIteration) {
                got = got.stream().map(Measurement::fastestIteration).toList();
            }
            measurements.addAll(got);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        progress.accept(String.format(Locale.ROOT, "ab: %s round %d %s (%s): %d benchmarks in %.0f s", phase, round,
                sideLabel, side.name(), measurements.size(), seconds));
        return new AbRun(phase, round, sideLabel, measurements);
    }
}
