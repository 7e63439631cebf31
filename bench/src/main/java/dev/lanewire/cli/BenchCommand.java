package dev.lanewire.cli;

/** The {@code bench} subcommand. */
final class BenchCommand {

    private BenchCommand() {
    }

    static int run(String[] args) {
        System.err.println("bench: not built yet");
        return 2;
    }
}
