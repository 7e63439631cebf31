package dev.lanewire.cli;

/** The {@code profile} subcommand. */
final class ProfileCommand {

    private ProfileCommand() {
    }

    static int run(String[] args) {
        System.err.println("profile: not built yet");
        return 2;
    }
}
