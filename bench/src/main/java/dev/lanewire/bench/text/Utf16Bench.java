package dev.lanewire.bench.text;

import dev.lanewire.dispatch.TextKind;
import dev.lanewire.kernel.Utf16Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf16Kernel;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * UTF-16 wire kernels against the JDK: little-endian bytes to a String (kernel: {@code fromBytesLE}
 * into reused chars, then {@code new String}; JDK: {@code new String(b, UTF_16LE)}) and a String
 * to little-endian bytes in a reused buffer (JDK: {@code s.getBytes(UTF_16LE)}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
public class Utf16Bench {

    /** Kernel variant, or {@code jdk}. */
    @Param({"scalar", "v128", "v256", "v512", "jdk"})
    public String variant;

    /** Text length in chars. */
    @Param({"16", "64", "1000", "65536"})
    public int size;

    /** Text kind, see {@link TextKind}. */
    @Param({"ascii", "latin1", "cyrillic", "cjk", "emoji", "mixed"})
    public String kind;

    private Utf16Kernel kernel;
    private String text;
    private char[] chars;
    private byte[] wire;
    private byte[] out;

    /** Builds the text, binds the variant and checks both answers against the JDK. */
    @Setup(Level.Trial)
    public void setUp() {
        text = TextKind.of(kind).text(size, 42);
        wire = text.getBytes(StandardCharsets.UTF_16LE);
        chars = new char[size];
        out = new byte[2 * size];
        kernel = Variant.isJdk(variant) ? null : Variant.kernel(Utf16Kernel.class, variant, ScalarUtf16Kernel.INSTANCE);
        if (!fromWire().equals(text)) {
            throw new IllegalStateException("fromBytesLE disagrees with the JDK");
        }
        toWire();
        if (kernel != null && !Arrays.equals(out, wire)) {
            throw new IllegalStateException("toBytesLE disagrees with the JDK");
        }
    }

    /** UTF-16LE wire bytes to a String. */
    @Benchmark
    public String fromWire() {
        if (kernel == null) {
            return new String(wire, StandardCharsets.UTF_16LE);
        }
        kernel.fromBytesLE(wire, 0, chars, 0, size);
        return new String(chars, 0, size);
    }

    /** A String to UTF-16LE wire bytes. */
    @Benchmark
    public int toWire() {
        if (kernel == null) {
            return text.getBytes(StandardCharsets.UTF_16LE).length;
        }
        text.getChars(0, size, chars, 0);
        kernel.toBytesLE(chars, 0, out, 0, size);
        return out.length;
    }
}
