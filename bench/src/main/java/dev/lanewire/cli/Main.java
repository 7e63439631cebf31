package dev.lanewire.cli;

import dev.lanewire.bench.BenchCli;
import dev.lanewire.bench.Cli;
import dev.lanewire.bench.ab.AbCli;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * Entry point of {@code scripts/run-vector.sh}: {@code demo} (the default), {@code profile},
 * {@code calibrate}, {@code bench} and {@code ab}, each a picocli command of its own, and
 * {@code help}. No command, or options alone, runs the demo with those options.
 */
@Command(name = "scripts/run-vector.sh", synopsisSubcommandLabel = "[command]", usageHelpWidth = 110,
        description = "Lanewire's tools: with no command, the demo.",
        footer = {"", "Run 'scripts/run-vector.sh <command> --help' for a command's options."})
public final class Main implements Runnable {

    @Mixin
    private Cli.Help help;

    private Main() {
    }

    /**
     * Runs the subcommand named by the first argument, with the remaining arguments, and exits
     * with its status (2 for a usage error).
     *
     * @param args subcommand and its arguments
     */
    public static void main(String[] args) {
        System.exit(commandLine().execute(withDefault(args)));
    }

    /** {@code args}, with {@code demo} in front when they name no command. */
    static String[] withDefault(String[] args) {
        boolean demoDefault = args.length == 0 || args[0].startsWith("-") && !args[0].equals("-h")
                && !args[0].equals("--help");
        if (!demoDefault) {
            return args;
        }
        String[] out = new String[args.length + 1];
        out[0] = "demo";
        System.arraycopy(args, 0, out, 1, args.length);
        return out;
    }

    /** The command line of every subcommand. */
    static CommandLine commandLine() {
        CommandLine cl = Cli.of(new Main());
        cl.addSubcommand("demo", new DemoCommand());
        cl.addSubcommand("profile", new ProfileCommand());
        cl.addSubcommand("calibrate", new CalibrateCommand());
        cl.addSubcommand("bench", new BenchCli());
        cl.addSubcommand("ab", new AbCli());
        cl.addSubcommand("bundle", new BundleCommand());
        cl.addSubcommand("help", new CommandLine.HelpCommand());
        return cl;
    }

    @Override
    public void run() {
        CommandLine.usage(this, System.out);
    }

    /** {@code bundle} runs in the script ({@code scripts/bundle.sh}); listed here so that help names it. */
    @Command(name = "bundle", header = "build a self-contained archive (jar, scripts, jlink'd JDK) for another machine"
            + " (run by scripts/run-vector.sh itself)")
    static final class BundleCommand implements Callable<Integer> {
        @Override
        public Integer call() {
            System.err.println("bundle: run it as 'scripts/run-vector.sh bundle' (scripts/bundle.sh), not through"
                    + " the jar");
            return 2;
        }
    }

    /** For tests: the exit status of {@code args} without exiting. */
    static int run(String... args) {
        return commandLine().execute(withDefault(args));
    }
}
