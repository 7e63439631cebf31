package dev.lanewire.cli;

import dev.lanewire.bench.ab.AbCli;

/** The {@code ab} subcommand: see {@link AbCli}. */
final class AbCommand {

    private AbCommand() {
    }

    static int run(String[] args) throws Exception {
        return AbCli.run(args);
    }
}
