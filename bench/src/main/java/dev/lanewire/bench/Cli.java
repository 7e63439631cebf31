package dev.lanewire.bench;

import java.io.PrintWriter;
import picocli.CommandLine;
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
}
