package dev.lanewire.bench.text;

import dev.lanewire.dispatch.TextKind;
import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.scalar.ScalarLatin1Kernel;
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
 * Latin-1 kernels against the JDK: a String narrowed to Latin-1 bytes in a reused buffer
 * ({@code getChars} then {@code compress}; JDK: {@code s.getBytes(ISO_8859_1)}), and Latin-1 bytes
 * widened to chars (JDK: {@code new String(b, ISO_8859_1).getChars}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
public class Latin1Bench {

    /** Kernel variant, or {@code jdk}. */
    @Param({"scalar", "v128", "v256", "v512", "jdk"})
    public String variant;

    /** Text length in chars. */
    @Param({"16", "64", "1000", "65536"})
    public int size;

    /** Text kind: only kinds that fit Latin-1. */
    @Param({"ascii", "latin1"})
    public String kind;

    private Latin1Kernel kernel;
    private String text;
    private char[] chars;
    private byte[] latin1;
    private byte[] out;

    /** Builds the text, binds the variant and checks both answers against the JDK. */
    @Setup(Level.Trial)
    public void setUp() {
        text = TextKind.of(kind).text(size, 42);
        latin1 = text.getBytes(StandardCharsets.ISO_8859_1);
        chars = new char[size];
        out = new byte[size];
        kernel = Variant.isJdk(variant) ? null : Variant.kernel(Latin1Kernel.class, variant, ScalarLatin1Kernel.INSTANCE);
        if (kernel != null) {
            if (compress() != size || !Arrays.equals(out, latin1)) {
                throw new IllegalStateException("compress disagrees with the JDK");
            }
            Arrays.fill(chars, '\0');
            inflate();
            if (!text.equals(new String(chars))) {
                throw new IllegalStateException("inflate disagrees with the JDK");
            }
        }
    }

    /** A String to Latin-1 bytes. */
    @Benchmark
    public int compress() {
        if (kernel == null) {
            return text.getBytes(StandardCharsets.ISO_8859_1).length;
        }
        text.getChars(0, size, chars, 0);
        return kernel.compress(chars, 0, out, 0, size);
    }

    /** Latin-1 bytes to chars. */
    @Benchmark
    public char[] inflate() {
        if (kernel == null) {
            new String(latin1, StandardCharsets.ISO_8859_1).getChars(0, size, chars, 0);
        } else {
            kernel.inflate(latin1, 0, chars, 0, size);
        }
        return chars;
    }
}
