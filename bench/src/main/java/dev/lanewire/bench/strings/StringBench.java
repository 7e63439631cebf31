package dev.lanewire.bench.strings;

import dev.lanewire.dispatch.TextKind;
import dev.lanewire.bench.KernelsInUse;
import dev.lanewire.dispatch.Dispatch;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Nanoseconds per string, write plus read, through each {@link StringPath}: every invocation
 * round-trips {@link #BATCH} distinct strings of {@link #length} chars of one {@link TextKind},
 * and the score is per string. Every string of the batch is checked to read back equal in
 * {@code @Setup}, so a wrong path fails the run.
 *
 * <p>The forks get their JVM flags from the runner: {@code bench --strings} runs the Lanewire
 * paths once without and once with {@code --add-opens java.base/java.lang=ALL-UNNAMED} (the
 * String-internals opt-in), the others once. Run by hand, pass
 * {@code -jvmArgsPrepend "--add-modules jdk.incubator.vector --add-exports java.base/jdk.internal.misc=ALL-UNNAMED"}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
public class StringBench {

    /** Distinct strings per invocation: more than a branch predictor keeps apart for one call site. */
    public static final int BATCH = 64;
    /**
     * Round trips each fork makes before JMH's warm-up: past C2's invocation thresholds (5,000
     * calls, 15,000 with loop back-edges) for the path and the kernels it reaches. A time-based
     * warm-up alone is not enough: until C2 compiles them, Vector API kernels take tens of
     * microseconds to milliseconds a call, so a few hundred milliseconds reach too few calls.
     */
    public static final int WARM_UP_CALLS = 20_000;
    /**
     * The least the set-up's warm-up takes, in nanoseconds: C2 compiles a path's Vector API kernels
     * in the second or so after the calls pass its thresholds, and until then each call boxes its
     * vectors. Every path gets the same floor.
     */
    public static final long WARM_UP_FLOOR_NS = 1_500_000_000L;
    /** The most the set-up's warm-up may take, in nanoseconds, so a slow fork cannot stall the run. */
    public static final long WARM_UP_CAP_NS = 4_000_000_000L;

    /** String length in UTF-16 chars. */
    @Param({"0", "4", "8", "16", "32", "64", "128", "256", "1000"})
    public int length;

    /** Text kind, see {@link TextKind}. */
    @Param({"ascii", "latin1", "cyrillic", "cjk", "emoji", "mixed"})
    public String kind;

    /** The path, see {@link StringPath}. */
    @Param({"lanewire", "lanewire-utf8", "fory", "kryo", "jdk"})
    public String path;

    private String[] strings;
    private StringPath.RoundTrip trip;

    /**
     * Builds the batch and the path's buffers, checks that every string reads back, and warms the
     * path up: at least {@link #WARM_UP_CALLS} round trips and {@link #WARM_UP_FLOOR_NS}, at most
     * {@link #WARM_UP_CAP_NS}.
     */
    @Setup(Level.Trial)
    public void setUp() {
        // Until the dispatch thread has bound the kernels the façades run the scalar twins; the
        // warm-up below must run the kernels the measurement runs, so it starts after the binding.
        Dispatch.report();
        strings = batch(TextKind.of(kind), length);
        trip = StringPath.byId(path).open(length);
        String warmUp = KernelsInUse.awaitWarmUp(() -> check(trip, strings));
        long start = System.nanoTime();
        int calls = 0;
        for (long now = start; (calls < WARM_UP_CALLS || now - start < WARM_UP_FLOOR_NS) && now - start < WARM_UP_CAP_NS;
                now = System.nanoTime()) {
            check(trip, strings);
            calls += BATCH;
        }
        System.out.println("[lanewire] " + path + ", " + kind + " x " + length + " chars: " + calls
                + " round trips in " + (System.nanoTime() - start) / 1_000_000 + " ms before the warm-up; " + warmUp
                + " before them");
    }

    /** {@link #BATCH} distinct strings of {@code length} chars of {@code kind} (all empty at length 0). */
    public static String[] batch(TextKind kind, int length) {
        String[] out = new String[BATCH];
        for (int i = 0; i < BATCH; i++) {
            out[i] = kind.text(length, 1_000L * length + i);
        }
        return out;
    }

    /**
     * Throws unless {@code trip} reads every string of {@code strings} back equal; compares with
     * {@code equals}, which sees a wrong char anywhere.
     */
    public static void check(StringPath.RoundTrip trip, String[] strings) {
        for (String s : strings) {
            String back = trip.roundTrip(s);
            if (!s.equals(back)) {
                throw new IllegalStateException("the round trip of a " + s.length() + "-char string read back "
                        + (back == null ? "null" : back.length() + " different chars"));
            }
        }
    }

    /** Writes and reads back each string of the batch. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void roundTrip(Blackhole bh) {
        StringPath.RoundTrip t = trip;
        for (String s : strings) {
            bh.consume(t.roundTrip(s));
        }
    }
}
