package dev.lanewire.cli;

import dev.lanewire.dispatch.Calibration;
import dev.lanewire.dispatch.Calibrator;
import dev.lanewire.dispatch.Op;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The {@code calibrate} subcommand: measures every kernel variant against scalar on this machine
 * ({@link Calibrator}), merges this CPU's entries into the user profile file (or {@code --out FILE})
 * and prints the table.
 *
 * <p>By default the measurement runs in two worker JVMs, one after the other, started with this
 * JVM's own flags, each with half the time budget; their cells are merged
 * ({@link Calibration#merge}): a variant counts only as fast as the slower JVM measured it, and
 * every entry records how far the two disagreed. Two
 * single-process calibrations on this project's development machine (2026-11-30) chose differently
 * in 6 of 54 comparable cells, and in two of them a ratio moved by 13% and 19% between the runs
 * against an in-process floor of 2%: JIT compilation differs from one JVM to the next, and no floor
 * measured inside one JVM can see that (docs/profiles.md).
 */
final class CalibrateCommand {

    /** Worker processes by default. */
    static final int DEFAULT_PROCESSES = 2;

    private static final String USAGE = """
            usage: scripts/run-vector.sh calibrate [--out FILE] [--seconds N] [--processes N] [--ops ID,ID,...]
              --out FILE      profile file to merge this CPU's entries into (default: the user file,
                              ~/.lanewire/profile.txt, or -Dlanewire.profile.user / LANEWIRE_USER_PROFILE)
              --seconds N     time budget for all processes together, default %d; run it on an otherwise
                              idle machine
              --processes N   measure in N worker JVMs one after the other and merge them, default %d;
                              1 measures in this JVM only, and its floor cannot see how JVMs differ
              --ops IDS       only these operations (ids as 'profile' prints them)
            """.formatted(Calibrator.DEFAULT_BUDGET.toSeconds(), DEFAULT_PROCESSES);

    private CalibrateCommand() {
    }

    static int run(String[] args) throws IOException, InterruptedException {
        try {
            return calibrate(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            return 2;
        }
    }

    private static int calibrate(String[] args) throws IOException, InterruptedException {
        Path out = Calibration.userFile();
        Duration budget = Calibrator.DEFAULT_BUDGET;
        int processes = DEFAULT_PROCESSES;
        Path cells = null;
        List<Op> ops = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            switch (args[i]) {
                case "--out" -> out = Path.of(value == null ? usage() : value);
                case "--seconds" -> budget = Duration.ofSeconds(positive("--seconds", value == null ? usage() : value));
                case "--processes" -> processes = (int) positive("--processes", value == null ? usage() : value);
                case "--cells" -> cells = Path.of(value == null ? usage() : value);
                case "--ops" -> {
                    for (String id : (value == null ? usage() : value).split(",")) {
                        ops.add(op(id.trim()));
                    }
                }
                default -> usage();
            }
            i++;
        }
        if (cells != null) {
            // A worker: measure, save the cells for the parent, print nothing else.
            Calibration c = Calibrator.calibrate(budget, ops, System.out);
            c.writeCells(cells);
            return 0;
        }
        Calibration calibration = processes == 1
                ? Calibrator.calibrate(budget, ops, System.out)
                : inWorkers(processes, budget, ops);
        if (!calibration.skipped().isEmpty()) {
            System.out.println("not measured: " + calibration.skipped());
        }
        if (calibration.isEmpty()) {
            System.out.println("nothing measured; " + out + " left unchanged");
            return 1;
        }
        System.out.println();
        System.out.print(calibration.table());
        System.out.println(calibration.writeTo(out));
        return 0;
    }

    /** Runs {@code n} worker JVMs one after the other, each with {@code budget / n}, and merges their cells. */
    private static Calibration inWorkers(int n, Duration budget, List<Op> ops) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("lanewire-calibrate");
        try {
            List<Calibration> runs = new ArrayList<>();
            for (int p = 1; p <= n; p++) {
                Path cells = dir.resolve("cells-" + p + ".txt");
                List<String> command = workerCommand(budget.dividedBy(n), ops, cells);
                System.out.println("calibration process " + p + " of " + n);
                int exit = new ProcessBuilder(command).inheritIO().start().waitFor();
                if (exit != 0 || !Files.exists(cells)) {
                    throw new IOException("calibration process " + p + " failed (exit " + exit + "): "
                            + String.join(" ", command));
                }
                runs.add(Calibration.readCells(cells));
            }
            System.out.println("merged " + n + " processes: a ratio is the geometric mean of theirs, a floor the"
                    + " largest of their floors and of the spread between them");
            return Calibration.merge(runs);
        } finally {
            try (var files = Files.list(dir)) {
                for (Path f : files.toList()) {
                    Files.deleteIfExists(f);
                }
            }
            Files.deleteIfExists(dir);
        }
    }

    /** This JVM's launcher, flags and class path, running {@code calibrate --cells FILE}. */
    private static List<String> workerCommand(Duration budget, List<Op> ops, Path cells) {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.add("calibrate");
        command.add("--seconds");
        command.add(Long.toString(Math.max(1, budget.toSeconds())));
        command.add("--cells");
        command.add(cells.toString());
        if (!ops.isEmpty()) {
            command.add("--ops");
            command.add(ops.stream().map(Op::id).collect(Collectors.joining(",")));
        }
        return command;
    }

    private static long positive(String option, String text) {
        try {
            long s = Long.parseLong(text);
            if (s > 0) {
                return s;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " wants a positive whole number, not '" + text + "'\n" + USAGE);
    }

    private static Op op(String id) {
        Op op = Op.byId(id);
        if (op == null) {
            throw new IllegalArgumentException("no operation '" + id + "'\n" + USAGE);
        }
        return op;
    }

    private static String usage() {
        throw new IllegalArgumentException(USAGE);
    }
}
