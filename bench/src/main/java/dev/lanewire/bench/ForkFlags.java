package dev.lanewire.bench;

import java.util.ArrayList;
import java.util.List;

/** The JVM flags every benchmark fork needs, matched to how this JVM was started. */
public final class ForkFlags {

    /** Agrona 2.x reads {@code jdk.internal.misc.Unsafe}. */
    public static final List<String> AGRONA = List.of("--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED");
    /**
     * The String-internals opt-in: lets the codec read and build a String's own storage. With the
     * class-path flags it makes the README's server flag line.
     */
    public static final List<String> STRING_INTERNALS = List.of("--add-opens", "java.base/java.lang=ALL-UNNAMED");
    /** Makes the Vector API kernels available. */
    public static final List<String> VECTOR = List.of("--add-modules", "jdk.incubator.vector");
    /**
     * A fixed heap, touched at start: with the default heap (a quarter of memory, resized as it
     * goes) the benchmarks that allocate ran some iterations 10 to 40 times slower than others in
     * the same fork, paying for fresh pages, and a fixed heap of this size pre-touched removed it.
     * Every peer allocates, so every peer gets it.
     */
    public static final List<String> HEAP = List.of("-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch");

    private ForkFlags() {
    }

    /**
     * The flags to append to every fork: Agrona's export and the {@link #HEAP} always, and the
     * vector module when this JVM has it (a run started with {@code LANEWIRE_NO_VECTOR=1} measures
     * scalar forks).
     */
    public static List<String> forThisJvm() {
        List<String> out = new ArrayList<>(AGRONA);
        out.addAll(HEAP);
        if (ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()) {
            out.addAll(VECTOR);
        }
        return out;
    }
}
