package dev.lanewire.cli;

/** The {@code demo} subcommand. */
final class DemoCommand {

    private DemoCommand() {
    }

    static int run(String[] args) {
        System.err.println("demo: not built yet");
        return 2;
    }
}
