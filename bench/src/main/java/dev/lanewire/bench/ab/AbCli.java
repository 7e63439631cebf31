package dev.lanewire.bench.ab;

import dev.lanewire.bench.Args;
import dev.lanewire.bench.BenchCli;
import dev.lanewire.bench.BenchPlan;
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
import java.util.Set;

/**
 * The {@code ab} subcommand: compares two configurations on this CPU (two kernel variants, two
 * sets of flags, or two builds given as jars), with an A/A noise floor, and writes
 * {@code ab.json}, {@code ab.csv}, {@code ab.md}, {@code ab.html} and
 * {@code profile-entries.txt}.
 */
public final class AbCli {

    private static final Set<String> FLAGS = Set.of("a-no-vector", "b-no-vector", "list", "help");
    private static final Set<String> KNOWN = Set.of("a-no-vector", "b-no-vector", "list", "help", "a-name", "b-name",
            "a-flags", "b-flags", "a-jar", "b-jar", "a-java", "b-java", "kernels", "rounds", "aa-rounds", "include",
            "exclude", "p", "warmups", "warmup-millis", "iterations", "millis", "out", "from");

    private AbCli() {
    }

    /** Runs the subcommand; returns the exit status (2 for a usage error, told on stderr). */
    public static int run(String[] argv) throws Exception {
        try {
            return runChecked(argv);
        } catch (IllegalArgumentException e) {
            System.err.println("ab: " + e.getMessage());
            System.err.println(usage());
            return 2;
        }
    }

    private static int runChecked(String[] argv) throws Exception {
        Args args = Args.parse(argv, FLAGS);
        List<String> unknown = args.unknown(KNOWN);
        if (args.has("help") || !unknown.isEmpty()) {
            if (!unknown.isEmpty()) {
                System.err.println("ab: unknown option(s) " + unknown);
            }
            System.out.println(usage());
            return args.has("help") ? 0 : 2;
        }
        if (args.has("from")) {
            Path dir = Path.of(args.get("from", null));
            AbResults results = AbResults.read(dir.resolve("ab.json"));
            writeReports(results, dir);
            System.out.print(AbReport.markdown(results));
            return 0;
        }
        AbConfig a = side(args, "a");
        AbConfig b = side(args, "b");
        if (a.flags().equals(b.flags()) && a.jar().equals(b.jar()) && a.java().equals(b.java())
                && a.vector() == b.vector()) {
            System.err.println("ab: A and B are the same configuration; give --kernels X,Y, --a-flags/--b-flags,"
                    + " --a-jar/--b-jar or --a-no-vector");
            return 2;
        }
        List<String> includes = new ArrayList<>(args.all("include"));
        Map<String, List<String>> params = new LinkedHashMap<>();
        for (String p : args.all("p")) {
            int eq = p.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("-p needs name=v1,v2, got '" + p + "'");
            }
            params.put(p.substring(0, eq), List.of(p.substring(eq + 1).split(",")));
        }
        if (includes.isEmpty()) {
            includes.add(BenchCli.KERNELS);
            includes.add(BenchCli.CODEC_ROUND_TRIP);
            params.putIfAbsent("peer", List.of("lanewire"));
        }
        int rounds = args.getInt("rounds", 5);
        int floorRounds = args.getInt("aa-rounds", 3);
        if (rounds < 1 || floorRounds < 0) {
            throw new IllegalArgumentException("--rounds must be at least 1 and --aa-rounds at least 0");
        }
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path out = Path.of(args.get("out", "results/ab-" + stamp));
        AbRunner runner = new AbRunner(includes, args.all("exclude"), params, args.getInt("warmups", 3),
                args.getInt("warmup-millis", 1000), args.getInt("iterations", 2), args.getInt("millis", 1000), out);
        int combos = BenchPlan.count(includes, args.all("exclude"), params);
        double perRun = runner.estimateSeconds(combos);
        System.out.printf("ab: A = %s%nab: B = %s%nab: %s%nab: %d benchmark/parameter combinations, %d runs,"
                + " about %.0f s%n", a.describe(), b.describe(), runner.describe(rounds, floorRounds), combos,
                2 * (rounds + floorRounds), perRun * 2 * (rounds + floorRounds));
        if (combos == 0) {
            System.err.println("ab: no benchmark matches " + includes);
            return 2;
        }
        if (args.has("list")) {
            System.out.println(String.join(" ", runner.command(a, out.resolve("runs/ab-1-A.json"))));
            return 0;
        }
        List<AbRun> runs = runner.runAll(a, b, rounds, floorRounds, System.out::println);
        AbResults results = new AbResults(Machine.detect(String.join(" ", a.forkFlags()) + " | B: "
                + String.join(" ", b.forkFlags())), "scripts/run-vector.sh ab " + String.join(" ", argv),
                runner.describe(rounds, floorRounds), a, b, runs);
        writeReports(results, out);
        System.out.println();
        System.out.print(AbReport.markdown(results));
        System.out.println("\nab: reports in " + out + " (ab.html, ab.md, ab.csv, ab.json, profile-entries.txt)");
        System.out.println("ab: to run with its profile entries: LANEWIRE_PROFILE=" + out.resolve("profile-entries.txt")
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

    /** One side from {@code --<s>-name}, {@code --<s>-flags}, {@code --<s>-jar}, {@code --<s>-java}, {@code --kernels}. */
    static AbConfig side(Args args, String s) throws URISyntaxException {
        List<String> flags = new ArrayList<>();
        String name = s.toUpperCase(Locale.ROOT);
        if (args.has("kernels")) {
            String[] both = args.get("kernels", "").split(",");
            if (both.length != 2) {
                throw new IllegalArgumentException("--kernels needs two variants, e.g. --kernels scalar,512");
            }
            String variant = both[s.equals("a") ? 0 : 1].trim();
            flags.add("-Dlanewire.kernels=" + variant);
            name = variant;
        }
        String given = args.get(s + "-flags", "").trim();
        if (!given.isEmpty()) {
            flags.addAll(List.of(given.split("\\s+")));
        }
        String jar = args.get(s + "-jar", defaultJar());
        String java = args.get(s + "-java", System.getProperty("lanewire.java",
                Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        return new AbConfig(args.get(s + "-name", name), java, Path.of(jar).toAbsolutePath().toString(), flags,
                !args.has(s + "-no-vector"));
    }

    private static String defaultJar() throws URISyntaxException {
        String jar = System.getProperty("lanewire.jar");
        if (jar != null) {
            return jar;
        }
        return Path.of(AbCli.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    /** The subcommand's help text. */
    public static String usage() {
        return """
                usage: scripts/run-vector.sh ab [options]
                  Alternates A B A B ... for --rounds rounds, then A A for --aa-rounds rounds (the noise floor),
                  each run a fresh JMH process with one fork per benchmark; reports the median and min-max of the
                  per-pair speed ratio B/A and a verdict only where the median and most pairs lie outside the
                  A/A band.
                  Sides (at least one must differ):
                    --kernels X,Y            A: -Dlanewire.kernels=X, B: -Dlanewire.kernels=Y (e.g. scalar,512)
                    --a-flags "..." --b-flags "..."   extra fork flags (system properties, JVM options)
                    --a-jar JAR --b-jar JAR  two builds of the tools jar
                    --a-java J --b-java J    two java launchers
                    --a-no-vector --b-no-vector       fork without jdk.incubator.vector (scalar)
                    --a-name N --b-name N    labels in the reports
                  Selection (default: kernel benchmarks and the codec round trips with peer=lanewire):
                    --include REGEX --exclude REGEX -p NAME=V1,V2
                  Schedule: --rounds N (5) --aa-rounds N (3) --warmups N (3) --warmup-millis MS (1000)
                            --iterations N (2) --millis MS (1000); Vector API code is slow until C2 compiles it,
                            so keep a second or more of warm-up
                  Output: --out DIR (results/ab-<time>); --from DIR re-renders the reports of an earlier run;
                          --list prints the plan and the first run's command and stops.
                """;
    }
}
