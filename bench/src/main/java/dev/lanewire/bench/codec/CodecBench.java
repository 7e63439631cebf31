package dev.lanewire.bench.codec;

import dev.lanewire.bench.KernelsInUse;
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
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector",
    "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED"})
public class CodecBench {

    /** The case id, see {@link CodecCase#ALL}. */
    @Param({"order", "strings-mixed-1000", "mesh", "records-1m", "dates-instants", "string-records"})
    public String codecCase;

    /** The peer id, see {@link Peer}. */
    @Param({"lanewire", "lanewire-utf8", "fory", "kryo", "jdk"})
    public String peer;

    private Trial<?> trial;

    /** Builds the fixture and codec, checks one round trip, and prints the kernels in use. */
    @Setup(Level.Trial)
    public void setUp() {
        trial = Trial.open(codecCase, peer);
        System.out.println("[lanewire] " + KernelsInUse.summary() + "; " + codecCase + " via " + peer + ": "
                + trial.encodedSize() + " bytes");
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
