package dev.lanewire.bench.codec;

import dev.lanewire.bench.KernelsInUse;
import dev.lanewire.dispatch.Dispatch;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The codec cases (a) to (f) through Lanewire, Apache Fory, Kryo and the JDK, in one run.
 * {@link #roundTrip()} (encode then decode) is the number the targets are stated against;
 * {@link #encode()} and {@link #decode()} split it. Encoded sizes come from
 * {@link Trial#encodedSize()}, reported beside the times by the {@code bench} command.
 *
 * <p>Every trial starts with a checked round trip and every iteration ends with a check of the
 * last decoded value, so a wrong answer fails the run.
 *
 * <p>The forks get {@code --add-modules jdk.incubator.vector} from the runner ({@code bench} and
 * {@code ab} prepend it, unless run with {@code LANEWIRE_NO_VECTOR=1} or {@code --a-no-vector}),
 * not from this annotation, so the same benchmark measures the scalar-only configuration too. Run
 * by hand, pass it: {@code -jvmArgsPrepend "--add-modules jdk.incubator.vector"}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED"})
public class CodecBench {

    /** The case id, see {@link CodecCase#ALL}. */
    @Param({"order", "strings-mixed-1000", "mesh", "records-1m", "dates-instants", "string-records"})
    public String codecCase;

    /** The peer id, see {@link Peer}. */
    @Param({"lanewire", "lanewire-utf8", "lanewire-codecs", "fory", "kryo", "jdk"})
    public String peer;

    /**
     * Round trips each fork makes before JMH's warm-up, every peer alike. Until C2 compiles them,
     * Vector API kernels box every vector and a round trip of case (b) through the UTF-8 peer took
     * 0.2-0.6 s; with {@code -XX:+PrintCompilation} its UTF-8 kernels reached C2 after about 250
     * round trips, 5-7 s into the fork, so a warm-up of a few seconds measured the boxed phase. Small
     * messages need many more: after 400 round trips of case (a) (a few short strings each) the
     * UTF-8 peer still allocated 48.9 KB a round trip (boxed vectors) against 512 B through
     * {@code writeString}, so the count is StringBench's.
     */
    public static final int WARM_UP_ROUND_TRIPS = 20_000;
    /**
     * Encoded bytes after which the count-based warm-up stops early: 256 MiB, a few round trips
     * of the million-record case, whose every round trip calls each kernel thousands of times.
     */
    public static final long WARM_UP_BYTES = 256L << 20;
    /** The most the count-based warm-up may take, in nanoseconds, so a slow case cannot stall the run. */
    public static final long WARM_UP_CAP_NS = 10_000_000_000L;

    private Trial<?> trial;

    /**
     * Builds the fixture and codec, checks one round trip, warms the path up by count
     * ({@link #WARM_UP_ROUND_TRIPS} round trips, or as many as encode {@link #WARM_UP_BYTES}, or
     * as many as fit {@link #WARM_UP_CAP_NS}), checks again and prints the kernels in
     * use and how long the warm-up took.
     */
    @Setup(Level.Trial)
    public void setUp() {
        // The dispatcher binds the kernels on a thread of its own and the façades run the scalar
        // twins until then, so a warm-up that starts first compiles the twins and leaves the
        // kernels to the measurement: case (a)'s 20,000 round trips took 166 ms, all before the
        // binding, and the UTF-8 peer then measured boxed vectors (39.5 KB a round trip against
        // 512 B). Dispatch.report() returns once the kernels are bound; one round trip then queues
        // the warm-up of every binding the case calls, and the set-up waits for it to switch them.
        Dispatch.report();
        trial = Trial.open(codecCase, peer);
        String warmUp = KernelsInUse.awaitWarmUp(trial::roundTrip);
        long start = System.nanoTime();
        long deadline = start + WARM_UP_CAP_NS;
        int trips = 0;
        long size = Math.max(1, trial.encodedSize());
        while (trips < WARM_UP_ROUND_TRIPS && trips * size < WARM_UP_BYTES && System.nanoTime() - deadline < 0) {
            trial.roundTrip();
            trips++;
        }
        trial.check();
        System.out.println("[lanewire] " + KernelsInUse.summary() + "; " + codecCase + " via " + peer + ": "
                + trial.encodedSize() + " bytes; " + trips + " round trips in "
                + (System.nanoTime() - start) / 1_000_000 + " ms before the warm-up; " + warmUp + " before them");
    }

    /** Fails the run if the last decoded value differs from the fixture. */
    @TearDown(Level.Iteration)
    public void check() {
        trial.check();
    }

    /** Encodes the fixture. */
    @Benchmark
    public int encode() {
        return trial.encode();
    }

    /** Decodes the reference encoding. */
    @Benchmark
    public Object decode() {
        return trial.decode();
    }

    /** Encodes the fixture and decodes the result. */
    @Benchmark
    public Object roundTrip() {
        return trial.roundTrip();
    }
}
