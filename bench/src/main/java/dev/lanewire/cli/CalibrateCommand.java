package dev.lanewire.cli;

/** The {@code calibrate} subcommand. */
final class CalibrateCommand {

    private CalibrateCommand() {
    }

    static int run(String[] args) {
        System.err.println("calibrate: not built yet");
        return 2;
    }
}
