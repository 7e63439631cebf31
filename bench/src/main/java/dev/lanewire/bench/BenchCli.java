package dev.lanewire.bench;

import dev.lanewire.bench.report.BenchDoc;
import dev.lanewire.bench.report.BenchMarkdown;
import dev.lanewire.bench.report.BenchResults;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code bench} subcommand: the default selection sized to a time budget, or a chosen one;
 * prints the tables, writes the results file, and (re)generates {@code docs/benchmarks.md}.
 */
public final class BenchCli {

    /** Nine minutes, leaving a minute of the ten for JMH's start and the size pass. */
    static final double DEFAULT_BUDGET_S = 540;

    private static final Set<String> FLAGS = Set.of("full", "list", "help");
    private static final Set<String> KNOWN = Set.of("full", "list", "help", "include", "exclude", "p", "forks",
            "warmups", "warmup-millis", "iterations", "millis", "budget", "out", "doc", "from", "notes", "jvm-arg");

    private BenchCli() {
    }

    /** Runs the subcommand; returns the exit status (2 for a usage error, told on stderr). */
    public static int run(String[] argv) throws Exception {
        try {
            return runChecked(argv);
        } catch (IllegalArgumentException e) {
            System.err.println("bench: " + e.getMessage());
            System.err.println(usage());
            return 2;
        }
    }

    private static int runChecked(String[] argv) throws Exception {
        Args args = Args.parse(argv, FLAGS);
        if (args.has("help") || !args.unknown(KNOWN).isEmpty()) {
            if (!args.unknown(KNOWN).isEmpty()) {
                System.err.println("bench: unknown option(s) " + args.unknown(KNOWN));
            }
            System.out.println(usage());
            return args.has("help") ? 0 : 2;
        }
        if (args.has("from")) {
            BenchResults results = BenchResults.read(Path.of(args.get("from", null)));
            System.out.print(BenchMarkdown.tables(results));
            writeDoc(args, results, args.get("from", null));
            return 0;
        }
        boolean full = args.has("full");
        Map<String, List<String>> params = params(args);
        List<Selection> selections = new ArrayList<>();
        for (String include : args.all("include")) {
            selections.add(new Selection(include, params));
        }
        if (selections.isEmpty() && full) {
            selections.add(new Selection(Selection.CODEC_ALL, params));
            selections.add(new Selection(Selection.KERNELS, params));
        } else if (selections.isEmpty()) {
            if (!params.isEmpty()) {
                throw new IllegalArgumentException("-p needs --include (or --full): the default selection sets its own"
                        + " parameters per benchmark");
            }
            selections.addAll(Selection.defaults());
        }
        int forks = args.getInt("forks", full ? 2 : 1);
        double budget = full ? Double.MAX_VALUE : Double.parseDouble(args.get("budget", "" + DEFAULT_BUDGET_S));
        BenchPlan plan = BenchPlan.fit(selections, args.all("exclude"), forks, budget);
        if (full) {
            plan = new BenchPlan(plan.selections(), plan.excludes(), forks, plan.combos(), 5, 1000, 5, 1000);
        }
        plan = new BenchPlan(plan.selections(), plan.excludes(), plan.forks(), plan.combos(),
                args.getInt("warmups", plan.warmups()), args.getInt("warmup-millis", plan.warmupMillis()),
                args.getInt("iterations", plan.iterations()), args.getInt("millis", plan.millis()));
        System.out.printf("bench: %s; about %.0f s%n", plan.describe(), plan.estimateSeconds());
        for (Selection sel : plan.selections()) {
            System.out.printf("bench:   %3d x %s%n", BenchPlan.count(List.of(sel.include()), plan.excludes(),
                    sel.params()), sel.describe());
        }
        if (args.has("list")) {
            return 0;
        }
        if (plan.estimateSeconds() > budget) {
            System.out.printf("bench: warning: even the shortest schedule needs about %.0f s, over the %.0f s budget;"
                    + " narrow the selection with --include or -p%n", plan.estimateSeconds(), budget);
        }
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path out = Path.of(args.get("out", "results/bench-" + stamp));
        BenchResults results = BenchRun.run(plan, args.all("jvm-arg"), out,
                "scripts/run-vector.sh bench " + String.join(" ", argv));
        Path json = out.resolve("bench.json");
        results.write(json);
        String tables = BenchMarkdown.tables(results);
        Files.writeString(out.resolve("bench.md"), tables, StandardCharsets.UTF_8);
        System.out.println();
        System.out.print(tables);
        List<String> losses = BenchMarkdown.losses(results);
        if (!losses.isEmpty()) {
            System.out.println("\nWhere Lanewire loses:");
            losses.forEach(l -> System.out.println("- " + l));
        }
        System.out.println("\nbench: results in " + json);
        int status = 0;
        if (!results.failures().isEmpty()) {
            System.err.println("bench: " + results.failures().size() + " benchmark(s) failed and have no score: "
                    + results.failures());
            status = 1;
        }
        if (args.has("doc")) {
            // Keep the results beside the doc, so the doc can be regenerated from the repository.
            Path doc = Path.of(args.get("doc", null));
            Path kept = doc.resolveSibling(doc.getFileName().toString().replaceFirst("\\.md$", "") + ".json");
            results.write(kept);
            writeDoc(args, results, kept.toString());
        }
        return status;
    }

    /** The {@code -p name=v1,v2} options as a map. */
    static Map<String, List<String>> params(Args args) {
        Map<String, List<String>> params = new LinkedHashMap<>();
        for (String p : args.all("p")) {
            int eq = p.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("-p needs name=v1,v2, got '" + p + "'");
            }
            params.put(p.substring(0, eq), List.of(p.substring(eq + 1).split(",")));
        }
        return params;
    }

    private static void writeDoc(Args args, BenchResults results, String resultsPath) throws Exception {
        if (!args.has("doc")) {
            return;
        }
        String notes = args.has("notes") ? Files.readString(Path.of(args.get("notes", null))) : null;
        Path doc = Path.of(args.get("doc", null));
        Files.writeString(doc, BenchDoc.render(results, resultsPath, args.get("doc", null),
                args.get("notes", "(none)"), notes), StandardCharsets.UTF_8);
        System.out.println("bench: wrote " + doc);
    }

    /** The subcommand's help text. */
    public static String usage() {
        return """
                usage: scripts/run-vector.sh bench [options]
                  (no options)        codec round trips (a)-(f) x every peer, and each kernel benchmark at size 1000
                                      for scalar, the widest native vector variant and the JDK, sized to finish in
                                      under 10 minutes; prints the tables, writes results/bench-*/
                  --full              every codec method (roundTrip, encode, decode) and kernel, -f 2 -wi 5 -i 5,
                                      1 s iterations, no time budget: the official run, on a quiet machine
                                      (the default keeps >= 1.5 s of warm-up: Vector API code is slow until C2
                                      compiles it)
                  --include REGEX     benchmarks to run (repeatable), instead of the default selection
                  --exclude REGEX     benchmarks to leave out (repeatable)
                  -p NAME=V1,V2       override a @Param of the --include'd benchmarks (repeatable),
                                      e.g. --include CodecBench -p codecCase=order,mesh
                  --forks N --warmups N --warmup-millis MS --iterations N --millis MS   override the schedule
                  --budget SECONDS    time budget of the default selection (default 540)
                  --jvm-arg FLAG      one more flag for every fork (repeatable)
                  --out DIR           where bench.json, bench.md and jmh.json go
                  --doc FILE          also write FILE (docs/benchmarks.md) from this run, and the results
                                      beside it (docs/benchmarks.json)
                  --from FILE         no run: print the tables of a bench.json (with --doc: regenerate the doc)
                  --notes FILE        markdown analysis included verbatim in the doc (why a case loses)
                  --list              print the plan and stop
                Raw JMH (any option, e.g. profilers):
                  java -cp bench/target/lanewire-bench.jar org.openjdk.jmh.Main REGEX -jvmArgsAppend \
                      "--add-modules jdk.incubator.vector --add-exports java.base/jdk.internal.misc=ALL-UNNAMED"
                """;
    }
}
