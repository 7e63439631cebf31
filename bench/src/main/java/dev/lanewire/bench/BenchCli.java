package dev.lanewire.bench;

import dev.lanewire.bench.report.BenchDoc;
import dev.lanewire.bench.report.BenchMarkdown;
import dev.lanewire.bench.report.BenchResults;
import dev.lanewire.bench.report.CpuPage;
import dev.lanewire.bench.report.PageData;
import dev.lanewire.bench.report.SourceState;
import dev.lanewire.bench.report.StringsPage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code bench} subcommand: the default selection sized to a time budget, the official
 * selection behind the per-CPU pages, or a chosen one; prints the tables, writes the run's files
 * under {@code results/}, and with {@code --publish} the CPU's page, its compact data file and the
 * index of pages.
 */
@Command(name = "bench", sortOptions = false, usageHelpWidth = 110,
        header = "run the default JMH selection and print the tables; --official writes this CPU's page",
        description = {"Runs JMH benchmarks from this jar and prints their tables. With no options: codec round"
            + " trips (a)-(f) x every peer, and each kernel benchmark at size 1000 for scalar, the widest native"
            + " vector variant and the JDK, sized to finish in under 10 minutes; results in results/bench-*/."},
        footer = {"", "Raw JMH (any option, e.g. profilers):",
            "  java -cp bench/target/lanewire-bench.jar org.openjdk.jmh.Main REGEX -jvmArgsAppend \\",
            "      \"--add-modules jdk.incubator.vector --add-exports java.base/jdk.internal.misc=ALL-UNNAMED\""})
public final class BenchCli implements Callable<Integer> {

    /** Nine minutes, leaving a minute of the ten for JMH's start and the size pass. */
    static final double DEFAULT_BUDGET_S = 540;
    /**
     * The official run's ceiling: 25 minutes on the idle 2-core machine, estimated with
     * {@link BenchPlan#IDLE_FORK_OVERHEAD_S} a fork (the codec forks run in
     * {@link Selection#OFFICIAL_CODEC_ROUNDS} rounds, issue 16's kernel cells in
     * {@link Selection#OFFICIAL_KERNEL_ROUNDS}).
     */
    static final double OFFICIAL_BUDGET_S = 1_500;
    /**
     * The per-string run's ceiling: 26 minutes on the idle 2-core machine (the cells at the target
     * lengths in {@link Selection#STRINGS_TARGET_ROUNDS} rounds).
     */
    static final double STRINGS_BUDGET_S = 1_560;
    /** Where {@code --official} publishes unless told otherwise. */
    static final String PAGES = "docs/benchmarks";

    @Spec
    private CommandSpec spec;

    @Option(names = "--official", description = {"the run behind a CPU page: codec round trips (a)-(f) x every peer,"
        + " string kernels per variant at 16, 64 and 1000 chars, block kernels per variant, about 25 minutes on"
        + " 2 cores (the codec forks and issue 16's UTF-8 cells in " + Selection.OFFICIAL_CODEC_ROUNDS
        + " rounds); publishes to " + PAGES
        + " unless --publish says otherwise. Run it on an idle machine"})
    private boolean official;

    @Option(names = "--strings", description = {"the per-string run: StringBench (ns per string, write plus read)"
        + " at 0-1000 chars of six kinds of text through Lanewire (with and without the String-internals opt-in),"
        + " Fory, Kryo and the JDK, about 25 minutes on 2 cores (16 and 64 chars in " + Selection.STRINGS_TARGET_ROUNDS
        + " rounds); publishes DIR/<cpu>" + "-strings.md to " + PAGES
        + " unless --publish says otherwise. Run it on an idle machine"})
    private boolean strings;

    @Option(names = "--full", description = "every codec method (roundTrip, encode, decode) and kernel, -f 2 -wi 5"
            + " -i 5, 1 s iterations, no time budget")
    private boolean full;

    @Mixin
    private SelectionOptions selection = new SelectionOptions();

    @Option(names = "--forks", paramLabel = "N", description = "JVM runs per benchmark (default 1; --full: 2)")
    private Integer forks;

    @Option(names = "--warmups", paramLabel = "N", description = "warm-up iterations per fork")
    private Integer warmups;

    @Option(names = "--warmup-millis", paramLabel = "MS", description = "length of each warm-up iteration")
    private Integer warmupMillis;

    @Option(names = "--iterations", paramLabel = "N", description = "measured iterations per fork")
    private Integer iterations;

    @Option(names = "--millis", paramLabel = "MS", description = "length of each measured iteration")
    private Integer millis;

    @Option(names = "--budget", paramLabel = "SECONDS", description = "time budget of the default selection"
            + " (default ${DEFAULT-VALUE})")
    private double budget = DEFAULT_BUDGET_S;

    @Option(names = "--jvm-arg", paramLabel = "FLAG", description = "one more flag for every fork (repeatable)")
    private List<String> jvmArgs = new ArrayList<>();

    @Option(names = "--out", paramLabel = "DIR", description = "where bench.json, bench.md and JMH's raw jmh-*.json"
            + " go (default results/bench-<time>)")
    private Path out;

    @Option(names = "--publish", paramLabel = "DIR", description = "also write this CPU's page DIR/<cpu>.md, its"
            + " charts DIR/<cpu>/*.svg and compact data DIR/<cpu>.json, and the index DIR.md of every page in DIR;"
            + " with no run (alone, or with --from) only the index and pages are rendered again")
    private Path publish;

    @Option(names = "--notes", paramLabel = "FILE", description = "the hand-written notes the pages link to"
            + " (default: DIR-notes.md beside the --publish folder)")
    private Path notes;

    @Option(names = "--from", paramLabel = "FILE", description = "no run: print the tables of a bench.json or a"
            + " page's compact data file (with --publish: render its page again)")
    private Path from;

    @Option(names = "--list", description = "print the plan and stop")
    private boolean list;

    @Mixin
    private Cli.Help help;

    /** Runs the subcommand; returns the exit status (2 for a usage error, told on stderr). */
    public static int run(String[] argv) {
        return Cli.of(new BenchCli()).execute(argv);
    }

    @Override
    public Integer call() throws Exception {
        Path pages = publish != null ? publish : official || strings ? Path.of(PAGES) : null;
        if (from != null) {
            PageData data = PageData.read(from);
            System.out.print(BenchMarkdown.tables(data.toResults()));
            if (pages != null) {
                publish(data, pages);
            }
            return 0;
        }
        if (publish != null && !official && !strings && selection.includes().isEmpty() && !full && !selection.hasParams() && !list) {
            // Nothing to run: render every page of the folder again from its data file.
            List<Path> data = dataFiles(publish);
            for (Path f : data) {
                publish(PageData.read(f), publish);
            }
            if (data.isEmpty()) {
                writeIndex(publish);
            }
            return 0;
        }
        BenchPlan plan = plan();
        boolean idle = official || strings;
        double estimate = idle ? plan.estimateSeconds(BenchPlan.IDLE_FORK_OVERHEAD_S) : plan.estimateSeconds();
        System.out.printf("bench: %s; about %.0f s%s%n", plan.describe(), estimate, idle ? " on an idle machine" : "");
        for (Selection sel : plan.selections()) {
            System.out.printf("bench:   %3d x %s%n", BenchPlan.count(List.of(sel.include()), plan.excludes(),
                    sel.params()), sel.describe());
        }
        if (list) {
            return 0;
        }
        double limit = official ? OFFICIAL_BUDGET_S : strings ? STRINGS_BUDGET_S : full ? Double.MAX_VALUE : budget;
        if (estimate > limit) {
            System.out.printf("bench: warning: even the shortest schedule needs about %.0f s, over the %.0f s budget;"
                    + " narrow the selection with --include or -p%n", estimate, limit);
        }
        // The code state before the run: what the run measures, whatever it writes afterwards.
        SourceState source = SourceState.detect(Path.of("").toAbsolutePath());
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path dir = out != null ? out : Path.of((strings ? "results/strings-" : "results/bench-") + stamp);
        String command = "scripts/run-vector.sh bench " + String.join(" ", Cli.ownArgs(spec));
        BenchResults results = BenchRun.run(plan, jvmArgs, dir, command, source);
        Path json = dir.resolve("bench.json");
        results.write(json);
        String tables = BenchMarkdown.tables(results);
        Files.writeString(dir.resolve("bench.md"), BenchDoc.render(results, json.toString(), null),
                StandardCharsets.UTF_8);
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
        if (pages != null) {
            if (source.commit().isEmpty()) {
                System.err.println("bench: warning: not in a git work tree; the page cannot name its commit and"
                        + " BenchPagesAreCurrentTest will refuse it");
            } else if (source.dirty()) {
                System.err.println("bench: warning: the work tree had uncommitted changes; the page says so: "
                        + source.changed());
            }
            publish(PageData.of(results), pages);
        }
        return status;
    }

    private BenchPlan plan() {
        if (official && (full || !selection.includes().isEmpty() || selection.hasParams())) {
            throw new ParameterException(spec.commandLine(), "--official runs its own selection; it takes no"
                    + " --full, --include or -p");
        }
        if (strings && (full || !selection.includes().isEmpty() || selection.params().containsKey("path"))) {
            throw new ParameterException(spec.commandLine(), "--strings runs its own selection; it takes no"
                    + " --full, --include or -p path (-p length=... or kind=... narrows it)");
        }
        if (official && strings) {
            throw new ParameterException(spec.commandLine(), "--official and --strings are separate runs; give one");
        }
        Map<String, List<String>> overrides = selection.params();
        List<Selection> selections = new ArrayList<>(selection.selections());
        List<String> excludes = selection.excludes();
        if (official) {
            selections.addAll(Selection.official());
        } else if (strings) {
            // -p narrows every selection; a round that repeats some lengths keeps those of them
            // that -p names, and is left out where it names none.
            for (Selection s : Selection.strings()) {
                Map<String, List<String>> params = new java.util.LinkedHashMap<>(s.params());
                overrides.forEach((name, values) -> params.merge(name, values,
                        (own, asked) -> asked.stream().filter(own::contains).toList()));
                if (params.values().stream().noneMatch(List::isEmpty)) {
                    selections.add(s.withParams(params));
                }
            }
        } else if (selections.isEmpty() && full) {
            selections.add(new Selection(Selection.CODEC_ALL, overrides));
            selections.add(new Selection(Selection.KERNELS, overrides));
        } else if (selections.isEmpty()) {
            if (!overrides.isEmpty()) {
                throw new ParameterException(spec.commandLine(), "-p needs --include (or --full): the default"
                        + " selection sets its own parameters per benchmark");
            }
            selections.addAll(Selection.defaults());
        }
        int n = forks != null ? forks : full ? 2 : 1;
        BenchPlan plan;
        if (strings) {
            // Every per-string selection has its own schedule; the plan's, named first in its description, is theirs.
            Schedule k = Selection.STRINGS_SCHEDULE;
            plan = BenchPlan.fit(selections, excludes, n, Double.MAX_VALUE);
            plan = new BenchPlan(plan.selections(), plan.excludes(), n, plan.combos(), k.warmups(), k.warmupMillis(),
                    k.iterations(), k.millis());
        } else if (official) {
            Schedule k = Selection.OFFICIAL_KERNELS;
            plan = BenchPlan.fit(selections, excludes, n, Double.MAX_VALUE);
            plan = new BenchPlan(plan.selections(), plan.excludes(), n, plan.combos(), k.warmups(), k.warmupMillis(),
                    k.iterations(), k.millis());
        } else {
            plan = BenchPlan.fit(selections, excludes, n, full ? Double.MAX_VALUE : budget);
            if (full) {
                plan = new BenchPlan(plan.selections(), plan.excludes(), n, plan.combos(), 5, 1000, 5, 1000);
            }
        }
        return new BenchPlan(plan.selections(), plan.excludes(), plan.forks(), plan.combos(),
                warmups != null ? warmups : plan.warmups(), warmupMillis != null ? warmupMillis : plan.warmupMillis(),
                iterations != null ? iterations : plan.iterations(), millis != null ? millis : plan.millis());
    }

    /** Writes the page of {@code data}, its charts and data file into {@code dir}, and the index beside it. */
    private void publish(PageData data, Path dir) throws IOException {
        boolean perString = StringsPage.isStrings(data);
        String slug = data.machine().slug() + (perString ? StringsPage.SUFFIX : "");
        Path dataFile = dir.resolve(slug + ".json");
        if (from == null || !from.toAbsolutePath().normalize().equals(dataFile.toAbsolutePath().normalize())) {
            data.write(dataFile);
        }
        Path charts = dir.resolve(slug);
        if (Files.isDirectory(charts)) {
            try (Stream<Path> old = Files.list(charts)) {
                for (Path f : old.filter(f -> f.toString().endsWith(".svg")).toList()) {
                    Files.delete(f);
                }
            }
        }
        Path notesFile = notes != null ? notes : dir.resolveSibling(dir.getFileName() + "-notes.md");
        String notesLink = dir.toAbsolutePath().normalize().relativize(notesFile.toAbsolutePath().normalize())
                .toString();
        Map<String, String> rendered = perString ? StringsPage.render(data, dataFile.toString(), dir.toString(), notesLink)
                : CpuPage.render(data, dataFile.toString(), dir.toString(), notesLink);
        for (Map.Entry<String, String> f : rendered.entrySet()) {
            Path target = dir.resolve(f.getKey());
            Files.createDirectories(target.getParent());
            Files.writeString(target, f.getValue(), StandardCharsets.UTF_8);
        }
        System.out.println("bench: wrote " + dir.resolve(slug + ".md") + ", its charts in " + charts + " and "
                + dataFile);
        writeIndex(dir);
    }

    private void writeIndex(Path dir) throws IOException {
        List<PageData> all = new ArrayList<>();
        for (Path f : dataFiles(dir)) {
            all.add(PageData.read(f));
        }
        Path index = dir.resolveSibling(dir.getFileName() + ".md");
        Path notesFile = notes != null ? notes : dir.resolveSibling(dir.getFileName() + "-notes.md");
        Path base = index.toAbsolutePath().normalize().getParent();
        Files.writeString(index, CpuPage.index(all, base.relativize(dir.toAbsolutePath().normalize()).toString(),
                base.relativize(notesFile.toAbsolutePath().normalize()).toString(), dir.toString()),
                StandardCharsets.UTF_8);
        System.out.println("bench: wrote " + index);
    }

    private static List<Path> dataFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
    }
}
