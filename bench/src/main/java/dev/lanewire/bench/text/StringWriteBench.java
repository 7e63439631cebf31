package dev.lanewire.bench.text;

import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import dev.lanewire.bench.KernelsInUse;
import dev.lanewire.dispatch.Dispatch;
import java.nio.charset.Charset;
import java.util.concurrent.TimeUnit;
import org.agrona.concurrent.UnsafeBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A String written to the wire as the codec writes it ({@code WireWriter.writeString}, Latin-1 or
 * UTF-16LE, or {@code writeStringUtf8}), header included, into a reused heap or direct buffer,
 * against the JDK encoding the same payload ({@code s.getBytes(ISO_8859_1, UTF_16LE or UTF_8)}, a
 * fresh array). Parameters: {@link StringWire}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
public class StringWriteBench {

    private String text;
    private boolean utf8;
    private UnsafeBuffer wire;
    private Charset charset;
    private final WireWriter writer = new WireWriter();

    /** Checks that what the codec writes reads back. */
    @Setup(Level.Trial)
    public void setUp(StringWire w) {
        // The façades run the scalar twins until the dispatch thread has bound the kernels.
        Dispatch.report();
        text = w.text;
        utf8 = w.utf8;
        wire = w.wire;
        charset = w.charset;
        int end = codec();
        if (!text.equals(new WireReader().wrap(wire, 0, end).readString()) || jdk() != text.getBytes(charset).length) {
            throw new IllegalStateException("the codec's bytes do not read back as the text");
        }
        System.out.println("[lanewire] " + KernelsInUse.awaitWarmUp(this::codec));
    }

    /** The codec's write: header and payload; returns the position after it. */
    @Benchmark
    public int codec() {
        writer.wrap(wire, 0);
        return (utf8 ? writer.writeStringUtf8(text) : writer.writeString(text)).position();
    }

    /** The JDK encoding the same payload into a fresh array. */
    @Benchmark
    public int jdk() {
        return text.getBytes(charset).length;
    }
}
