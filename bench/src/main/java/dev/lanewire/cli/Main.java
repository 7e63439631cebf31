package dev.lanewire.cli;

import java.util.Arrays;

/**
 * Entry point of {@code scripts/run-vector.sh}: {@code demo} (the default), {@code profile},
 * {@code calibrate}, {@code bench} and {@code ab}. Each subcommand lives in a class of its own.
 */
public final class Main {

    private Main() {
    }

    /**
     * Runs the subcommand named by the first argument, with the remaining arguments.
     *
     * @param args subcommand and its arguments
     * @throws Exception whatever the subcommand throws
     */
    public static void main(String[] args) throws Exception {
        // No command, or options alone, means the demo with those options.
        boolean demoDefault = args.length == 0 || args[0].startsWith("-") && !isHelp(args[0]);
        String command = demoDefault ? "demo" : args[0];
        String[] rest = demoDefault ? args : Arrays.copyOfRange(args, 1, args.length);
        int status = switch (command) {
            case "demo" -> DemoCommand.run(rest);
            case "profile" -> ProfileCommand.run(rest);
            case "calibrate" -> CalibrateCommand.run(rest);
            case "bench" -> BenchCommand.run(rest);
            case "ab" -> AbCommand.run(rest);
            case "help", "-h", "--help" -> usage(0);
            default -> usage(2);
        };
        System.exit(status);
    }

    private static boolean isHelp(String arg) {
        return arg.equals("-h") || arg.equals("--help");
    }

    private static int usage(int status) {
        System.out.println("""
                usage: scripts/run-vector.sh [command] [args]
                  demo        (default) encode and decode a generated data set, check it, print MB/s
                  profile     print this CPU's signature and the kernel choices with their evidence
                  calibrate   measure every kernel variant against scalar here, write the user profile
                  bench       run the default JMH selection and print the table
                  ab          alternate two configurations A B A B ... and report ratios with a noise floor
                  bundle      build a self-contained archive (jar, scripts, jlink'd JDK) for another machine
                """);
        return status;
    }
}
