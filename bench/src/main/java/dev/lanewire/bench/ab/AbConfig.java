package dev.lanewire.bench.ab;

import dev.lanewire.bench.ForkFlags;
import java.util.ArrayList;
import java.util.List;

/**
 * One side of an A/B comparison: the build (a tools jar), the JVM that runs it, and the flags its
 * benchmark forks get on top of the ones every fork needs.
 *
 * @param name   label in reports, e.g. {@code scalar} or {@code v512}
 * @param java   the {@code java} launcher
 * @param jar    the Lanewire tools jar (JMH and the benchmarks inside)
 * @param flags  extra fork flags, e.g. {@code -Dlanewire.kernels=512}
 * @param vector whether forks get {@code --add-modules jdk.incubator.vector}
 */
public record AbConfig(String name, String java, String jar, List<String> flags, boolean vector) {

    /** Copies the flags. */
    public AbConfig {
        flags = List.copyOf(flags);
    }

    /** Every flag a fork of this side gets: Agrona's export, the fixed heap, the vector module, the extra flags. */
    public List<String> forkFlags() {
        List<String> out = new ArrayList<>(ForkFlags.AGRONA);
        out.addAll(ForkFlags.HEAP);
        if (vector) {
            out.addAll(ForkFlags.VECTOR);
        }
        out.addAll(flags);
        return out;
    }

    /** One line for reports: name, flags, jar. */
    public String describe() {
        return name + ": " + (flags.isEmpty() ? "(no extra flags)" : String.join(" ", flags))
                + (vector ? "" : " [without jdk.incubator.vector]") + "; jar " + jar + "; java " + java;
    }
}
