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
 * A String read from the wire as the codec reads it ({@code WireReader.readString} of a string
 * {@code writeString} wrote as Latin-1 or UTF-16LE, or {@code writeStringUtf8} wrote as UTF-8),
 * against the JDK decoding the same payload ({@code new String(b, ISO_8859_1, UTF_16LE or UTF_8)}).
 * Run it with and without {@code --add-opens java.base/java.lang=ALL-UNNAMED}
 * ({@code bench --jvm-arg=...}): with it, the chars are copied once into the array the String keeps.
 * Parameters: {@link StringWire}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
public class StringReadBench {

    private String text;
    private UnsafeBuffer wire;
    private int end;
    private byte[] payload;
    private Charset charset;
    private char[] decoded;
    private char[] scratch;
    private final WireReader reader = new WireReader();

    /** Writes the text once and checks that both reads give it back. */
    @Setup(Level.Trial)
    public void setUp(StringWire w) {
        // The façades run the scalar twins until the dispatch thread has bound the kernels.
        Dispatch.report();
        text = w.text;
        wire = w.wire;
        charset = w.charset;
        WireWriter writer = new WireWriter(wire, 0);
        end = (w.utf8 ? writer.writeStringUtf8(text) : writer.writeString(text)).position();
        payload = text.getBytes(charset);
        decoded = text.toCharArray();
        scratch = new char[decoded.length];
        if (!codec().equals(text) || !jdk().equals(text) || !charsToString().equals(text)) {
            throw new IllegalStateException("a read disagrees with the text written");
        }
        System.out.println("[lanewire] " + KernelsInUse.awaitWarmUp(() -> {
            codec();
            charsToString();
        }));
    }

    /** The codec's read: header, checks, String. */
    @Benchmark
    public String codec() {
        return reader.wrap(wire, 0, end).readString();
    }

    /**
     * The floor of every read that does not open {@code java.lang}: the cheapest way to produce
     * the chars ({@code System.arraycopy} of the text already decoded, into reused scratch) and
     * {@code new String(char[], 0, n)}, the only public constructor that takes UTF-16 without
     * decoding it again. So without {@code --add-opens} no reader beats {@code jdk()} by more than
     * {@code jdk() / charsToString()}. (Measured outside JMH on this project's development
     * machine: {@code new String(char[])} alone 141 ns for 1,000 Cyrillic chars, after any 2 KB
     * write into the chars about 245 ns.)
     */
    @Benchmark
    public String charsToString() {
        System.arraycopy(decoded, 0, scratch, 0, decoded.length);
        return new String(scratch, 0, decoded.length);
    }

    /** The JDK decoding the same payload. */
    @Benchmark
    public String jdk() {
        return new String(payload, charset);
    }
}
