package dev.lanewire.bench.ab;

import dev.lanewire.bench.BenchPlan;
import dev.lanewire.bench.Cli;
import dev.lanewire.bench.Selection;
import dev.lanewire.bench.SelectionOptions;
import dev.lanewire.bench.report.Machine;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code ab} subcommand: compares two configurations on this CPU (two kernel variants, two
 * sets of flags, or two builds given as jars), with an A/A noise floor, and writes
 * {@code ab.json}, {@code ab.csv}, {@code ab.md}, {@code ab.html} and
 * {@code profile-entries.txt}.
 */
@Command(name = "ab", sortOptions = false, usageHelpWidth = 110,
        header = "alternate two configurations A B A B ... and report ratios with a noise floor",
        description = {"Alternates A B A B ... for --rounds rounds, then A A for --aa-rounds rounds (the noise floor),"
            + " each run a fresh JMH process with one fork per benchmark; reports the median and min-max of the"
            + " per-pair speed ratio B/A and a verdict only where the median and most pairs lie outside the A/A band.",
            "Sides: at least one of --kernels, --a-flags/--b-flags, --a-jar/--b-jar, --a-java/--b-java,"
            + " --a-no-vector/--b-no-vector must differ.",
            "Selection (default: the codec round trips of the lanewire and lanewire-codecs peers, which go through"
            + " the dispatch): --include, --exclude, -p.",
            "Vector API code is slow until C2 compiles it, so keep a second or more of warm-up. The default takes"
            + " about 20 minutes."})
public final class AbCli implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--kernels", paramLabel = "X,Y", description = "A: -Dlanewire.kernels=X, B: -Dlanewire.kernels=Y"
            + " (e.g. scalar,512)")
    private String kernels;

    @Option(names = "--a-flags", paramLabel = "\"...\"", description = "extra fork flags of A (system properties, JVM"
            + " options)")
    private String aFlags = "";

    @Option(names = "--b-flags", paramLabel = "\"...\"", description = "extra fork flags of B")
    private String bFlags = "";

    @Option(names = "--a-jar", paramLabel = "JAR", description = "A's build of the tools jar")
    private String aJar;

    @Option(names = "--b-jar", paramLabel = "JAR", description = "B's build of the tools jar")
    private String bJar;

    @Option(names = "--a-java", paramLabel = "JAVA", description = "A's java launcher")
    private String aJava;

    @Option(names = "--b-java", paramLabel = "JAVA", description = "B's java launcher")
    private String bJava;

    @Option(names = "--a-no-vector", description = "fork A without jdk.incubator.vector (scalar)")
    private boolean aNoVector;

    @Option(names = "--b-no-vector", description = "fork B without jdk.incubator.vector (scalar)")
    private boolean bNoVector;

    @Option(names = "--a-name", paramLabel = "NAME", description = "A's label in the reports")
    private String aName;

    @Option(names = "--b-name", paramLabel = "NAME", description = "B's label in the reports")
    private String bName;

    @Mixin
    private SelectionOptions selection = new SelectionOptions();

    @Option(names = "--rounds", paramLabel = "N", description = "A/B rounds (default ${DEFAULT-VALUE})")
    private int rounds = 5;

    @Option(names = "--aa-rounds", paramLabel = "N", description = "A/A rounds (default ${DEFAULT-VALUE})")
    private int floorRounds = 3;

    @Option(names = "--warmups", paramLabel = "N", description = "warm-up iterations (default ${DEFAULT-VALUE})")
    private int warmups = 2;

    @Option(names = "--warmup-millis", paramLabel = "MS", description = "warm-up iteration length (default"
            + " ${DEFAULT-VALUE})")
    private int warmupMillis = 1000;

    @Option(names = "--iterations", paramLabel = "N", description = "measured iterations (default ${DEFAULT-VALUE})")
    private int iterations = 2;

    @Option(names = "--millis", paramLabel = "MS", description = "measured iteration length (default"
            + " ${DEFAULT-VALUE})")
    private int millis = 500;

    @Option(names = "--fastest-iteration", description = "score each fork by its fastest measured iteration, not"
            + " their mean: where the host's noise comes fork by fork; give it many short iterations, e.g."
            + " --iterations 15 --millis 100")
    private boolean fastestIteration;

    @Option(names = "--out", paramLabel = "DIR", description = "where the reports go (default results/ab-<time>)")
    private Path out;

    @Option(names = "--from", paramLabel = "DIR", description = "re-render the reports of an earlier run")
    private Path from;

    @Option(names = "--list", description = "print the plan and the first run's command and stop")
    private boolean list;

    @Mixin
    private Cli.Help help;

    /** Runs the subcommand; returns the exit status (2 for a usage error, told on stderr). */
    public static int run(String[] argv) {
        return Cli.of(new AbCli()).execute(argv);
    }

    @Override
    public Integer call() throws Exception {
        if (from != null) {
            AbResults results = AbResults.read(from.resolve("ab.json"));
            writeReports(results, from);
            System.out.print(AbReport.markdown(results));
            return 0;
        }
        AbConfig a = side("a", aFlags, aJar, aJava, aNoVector, aName);
        AbConfig b = side("b", bFlags, bJar, bJava, bNoVector, bName);
        if (a.flags().equals(b.flags()) && a.jar().equals(b.jar()) && a.java().equals(b.java())
                && a.vector() == b.vector()) {
            System.err.println("ab: A and B are the same configuration; give --kernels X,Y, --a-flags/--b-flags,"
                    + " --a-jar/--b-jar or --a-no-vector");
            return 2;
        }
        Map<String, List<String>> overrides = selection.params();
        List<Selection> selections = new ArrayList<>(selection.selections());
        List<String> excludes = selection.excludes();
        if (selections.isEmpty()) {
            // What the dispatch decides shows in the Lanewire codec round trips; the kernel benchmarks
            // name their variant themselves and do not go through the dispatch.
            Map<String, List<String>> lanewire = new LinkedHashMap<>(overrides);
            lanewire.putIfAbsent("peer", List.of("lanewire", "lanewire-codecs"));
            selections.add(new Selection(Selection.CODEC_ROUND_TRIP, lanewire));
        }
        if (rounds < 1 || floorRounds < 0) {
            throw new ParameterException(spec.commandLine(), "--rounds must be at least 1 and --aa-rounds at least 0");
        }
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path dir = out != null ? out : Path.of("results/ab-" + stamp);
        AbRunner runner = new AbRunner(selections, excludes, warmups, warmupMillis, iterations, millis,
                fastestIteration, dir);
        int combos = 0;
        for (Selection sel : selections) {
            combos += BenchPlan.count(List.of(sel.include()), excludes, sel.params());
        }
        double perRun = runner.estimateSeconds(combos);
        System.out.printf("ab: A = %s%nab: B = %s%nab: %s%nab: %d benchmark/parameter combinations, %d runs,"
                + " about %.0f s%n", a.describe(), b.describe(), runner.describe(rounds, floorRounds), combos,
                2 * (rounds + floorRounds), perRun * 2 * (rounds + floorRounds));
        if (combos == 0) {
            System.err.println("ab: no benchmark matches " + selections);
            return 2;
        }
        if (list) {
            System.out.println(String.join(" ", runner.command(a, selections.getFirst(), dir.resolve("runs/ab-1-A.json"))));
            return 0;
        }
        List<AbRun> runs = runner.runAll(a, b, rounds, floorRounds, System.out::println);
        AbResults results = new AbResults(Machine.detect(String.join(" ", a.forkFlags()) + " | B: "
                + String.join(" ", b.forkFlags())), "scripts/run-vector.sh ab "
                + String.join(" ", Cli.ownArgs(spec)),
                runner.describe(rounds, floorRounds), a, b, runs);
        writeReports(results, dir);
        System.out.println();
        System.out.print(AbReport.markdown(results));
        System.out.println("\nab: reports in " + dir + " (ab.html, ab.md, ab.csv, ab.json, profile-entries.txt)");
        System.out.println("ab: to run with its profile entries: LANEWIRE_PROFILE=" + dir.resolve("profile-entries.txt")
                + "; to ship them, merge their lines into core's dev/lanewire/dispatch/profiles.txt");
        return 0;
    }

    private static void writeReports(AbResults results, Path out) throws Exception {
        Files.createDirectories(out);
        results.write(out.resolve("ab.json"));
        Files.writeString(out.resolve("ab.csv"), AbReport.csv(results), StandardCharsets.UTF_8);
        Files.writeString(out.resolve("ab.md"), AbReport.markdown(results), StandardCharsets.UTF_8);
        Files.writeString(out.resolve("ab.html"), AbReport.html(results), StandardCharsets.UTF_8);
        Files.writeString(out.resolve("profile-entries.txt"), ProfileEntries.render(results), StandardCharsets.UTF_8);
    }

    /** One side from its {@code --<s>-...} options and {@code --kernels}. */
    private AbConfig side(String s, String givenFlags, String jar, String java, boolean noVector, String label)
            throws URISyntaxException {
        List<String> flags = new ArrayList<>();
        String name = s.toUpperCase(Locale.ROOT);
        if (kernels != null) {
            String[] both = kernels.split(",");
            if (both.length != 2) {
                throw new ParameterException(spec.commandLine(), "--kernels needs two variants, e.g. --kernels"
                        + " scalar,512");
            }
            String variant = both[s.equals("a") ? 0 : 1].trim();
            flags.add("-Dlanewire.kernels=" + variant);
            name = variant;
        }
        if (!givenFlags.isBlank()) {
            flags.addAll(List.of(givenFlags.trim().split("\\s+")));
        }
        String launcher = java != null ? java : System.getProperty("lanewire.java",
                Path.of(System.getProperty("java.home"), "bin", "java").toString());
        return new AbConfig(label != null ? label : name, launcher,
                Path.of(jar != null ? jar : defaultJar()).toAbsolutePath().toString(), flags, !noVector);
    }

    private static String defaultJar() throws URISyntaxException {
        String jar = System.getProperty("lanewire.jar");
        if (jar != null) {
            return jar;
        }
        return Path.of(AbCli.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }
}
