package dev.lanewire.cli;

/** The {@code ab} subcommand. */
final class AbCommand {

    private AbCommand() {
    }

    static int run(String[] args) {
        System.err.println("ab: not built yet");
        return 2;
    }
}
