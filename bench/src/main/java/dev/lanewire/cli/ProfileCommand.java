package dev.lanewire.cli;

import dev.lanewire.dispatch.Dispatch;

/**
 * The {@code profile} subcommand: prints this CPU's signature, the JVM's vector configuration, the
 * profile sources consulted, and every kernel choice with its reason.
 */
final class ProfileCommand {

    private ProfileCommand() {
    }

    static int run(String[] args) {
        if (args.length > 0) {
            System.err.println("usage: scripts/run-vector.sh profile   (takes no arguments; see docs/profiles.md)");
            return 2;
        }
        System.out.print(Dispatch.describe());
        return 0;
    }
}
