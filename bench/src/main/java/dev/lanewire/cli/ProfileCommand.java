package dev.lanewire.cli;

import dev.lanewire.bench.Cli;
import dev.lanewire.dispatch.Dispatch;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * The {@code profile} subcommand: prints this CPU's signature, the JVM's vector configuration, the
 * profile sources consulted, and every kernel choice with its reason. It takes no arguments.
 */
@Command(name = "profile", header = "print this CPU's signature and the kernel choices with their evidence",
        description = "Takes no arguments; see docs/profiles.md.")
final class ProfileCommand implements Callable<Integer> {

    @Mixin
    private Cli.Help help;

    @Override
    public Integer call() {
        System.out.print(Dispatch.describe());
        return 0;
    }
}
