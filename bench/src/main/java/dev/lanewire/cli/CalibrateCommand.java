package dev.lanewire.cli;

import dev.lanewire.dispatch.Calibration;
import dev.lanewire.dispatch.Calibrator;
import dev.lanewire.dispatch.Op;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code calibrate} subcommand: measures every kernel variant against scalar on this machine
 * ({@link Calibrator}), merges this CPU's entries into the user profile file (or {@code --out FILE})
 * and prints the table.
 */
final class CalibrateCommand {

    private static final String USAGE = """
            usage: scripts/run-vector.sh calibrate [--out FILE] [--seconds N] [--ops ID,ID,...]
              --out FILE    profile file to merge this CPU's entries into (default: the user file,
                            ~/.lanewire/profile.txt, or -Dlanewire.profile.user / LANEWIRE_USER_PROFILE)
              --seconds N   time budget, default %d; run it on an otherwise idle machine
              --ops IDS     only these operations (ids as 'profile' prints them)
            """.formatted(Calibrator.DEFAULT_BUDGET.toSeconds());

    private CalibrateCommand() {
    }

    static int run(String[] args) throws IOException {
        try {
            return calibrate(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            return 2;
        }
    }

    private static int calibrate(String[] args) throws IOException {
        Path out = Calibration.userFile();
        Duration budget = Calibrator.DEFAULT_BUDGET;
        List<Op> ops = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            switch (args[i]) {
                case "--out" -> out = Path.of(value == null ? usage() : value);
                case "--seconds" -> budget = Duration.ofSeconds(seconds(value == null ? usage() : value));
                case "--ops" -> {
                    for (String id : (value == null ? usage() : value).split(",")) {
                        ops.add(op(id.trim()));
                    }
                }
                default -> usage();
            }
            i++;
        }
        Calibration calibration = Calibrator.calibrate(budget, ops, System.out);
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

    private static long seconds(String text) {
        try {
            long s = Long.parseLong(text);
            if (s > 0) {
                return s;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("--seconds wants a positive whole number, not '" + text + "'\n" + USAGE);
    }

    private static Op op(String id) {
        for (Op op : Op.values()) {
            if (op.id().equals(id)) {
                return op;
            }
        }
        throw new IllegalArgumentException("no operation '" + id + "'\n" + USAGE);
    }

    private static String usage() {
        throw new IllegalArgumentException(USAGE);
    }
}
