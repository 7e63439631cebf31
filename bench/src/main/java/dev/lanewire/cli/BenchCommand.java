package dev.lanewire.cli;

import dev.lanewire.bench.BenchCli;

/** The {@code bench} subcommand: see {@link BenchCli}. */
final class BenchCommand {

    private BenchCommand() {
    }

    static int run(String[] args) throws Exception {
        return BenchCli.run(args);
    }
}
