package dev.lanewire.cli;

import dev.lanewire.bench.Cli;
import dev.lanewire.bench.calibrate.Calibration;
import dev.lanewire.bench.calibrate.Calibrator;
import dev.lanewire.dispatch.Op;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

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
@Command(name = "calibrate", sortOptions = false, usageHelpWidth = 110,
        header = "measure every kernel variant against scalar here, write the user profile",
        description = "Measures every kernel variant against its scalar twin on this machine and merges this CPU's"
            + " entries into the profile file. Run it on an otherwise idle machine.")
final class CalibrateCommand implements Callable<Integer> {

    /** Worker processes by default. */
    static final int DEFAULT_PROCESSES = 2;

    @Spec
    private CommandSpec spec;

    @Option(names = "--out", paramLabel = "FILE", description = {"profile file to merge this CPU's entries into"
        + " (default: the user file, ~/.lanewire/profile.txt, or -Dlanewire.profile.user / LANEWIRE_USER_PROFILE)"})
    private Path out;

    @Option(names = "--seconds", paramLabel = "N", description = "time budget for all processes together (default"
            + " ${DEFAULT-VALUE})")
    private long seconds = Calibrator.DEFAULT_BUDGET.toSeconds();

    @Option(names = "--processes", paramLabel = "N", description = "measure in N worker JVMs one after the other and"
            + " merge them (default ${DEFAULT-VALUE}); 1 measures in this JVM only, and its floor cannot see how JVMs"
            + " differ")
    private int processes = DEFAULT_PROCESSES;

    @Option(names = "--ops", paramLabel = "ID", split = ",", description = "only these operations (ids as"
            + " 'profile' prints them)")
    private List<String> opIds = new ArrayList<>();

    /** A worker's output file: measure, save the cells for the parent, print nothing else. */
    @Option(names = "--cells", hidden = true)
    private Path cells;

    @Mixin
    private Cli.Help help;

    /** Runs the subcommand with {@code args}; returns the exit status (2 for a usage error). */
    static int run(String[] args) {
        return Cli.of(new CalibrateCommand()).execute(args);
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (seconds <= 0) {
            throw new ParameterException(spec.commandLine(), "--seconds wants a positive whole number, not '"
                    + seconds + "'");
        }
        if (processes <= 0) {
            throw new ParameterException(spec.commandLine(), "--processes wants a positive whole number, not '"
                    + processes + "'");
        }
        List<Op> ops = new ArrayList<>();
        for (String id : opIds) {
            Op op = Op.byId(id.trim());
            if (op == null) {
                throw new ParameterException(spec.commandLine(), "no operation '" + id.trim() + "'");
            }
            ops.add(op);
        }
        Duration budget = Duration.ofSeconds(seconds);
        Path target = out != null ? out : Calibration.userFile();
        if (cells != null) {
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
            System.out.println("nothing measured; " + target + " left unchanged");
            return 1;
        }
        System.out.println();
        System.out.print(calibration.table());
        System.out.println(calibration.writeTo(target));
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
            System.out.println("merged " + n + " processes: a ratio is the largest of theirs, a floor the"
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
}
