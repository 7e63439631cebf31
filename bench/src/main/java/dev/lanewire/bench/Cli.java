package dev.lanewire.bench;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** How every subcommand's picocli command line is set up: usage errors as the tools have always told them. */
public final class Cli {

    /** The exit status of a usage error. */
    public static final int USAGE = 2;

    private Cli() {
    }

    /**
     * A command line for {@code command} whose usage errors print {@code <name>: <what was wrong>}
     * and the command's usage on stderr and exit with {@link #USAGE}.
     */
    public static CommandLine of(Object command) {
        CommandLine cl = new CommandLine(command);
        cl.setParameterExceptionHandler(Cli::usageError);
        return cl;
    }

    private static int usageError(ParameterException e, String[] args) {
        CommandLine cl = e.getCommandLine();
        PrintWriter err = cl.getErr();
        err.println(cl.getCommandName() + ": " + e.getMessage());
        CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
        cl.usage(err);
        err.flush();
        return USAGE;
    }

    /**
     * The arguments the command itself was given, for the command line its results record: the
     * original arguments after the command's name when it ran as a subcommand.
     */
    public static List<String> ownArgs(CommandSpec spec) {
        List<String> all = spec.commandLine().getParseResult().originalArgs();
        int from = spec.parent() == null ? 0 : all.indexOf(spec.name()) + 1;
        return all.subList(from, all.size());
    }

    /** The {@code -h}/{@code --help} option every command has, as a picocli mixin. */
    public static final class Help {

        @Option(names = {"-h", "--help"}, usageHelp = true, description = "print this help and stop")
        private boolean help;
    }
}
