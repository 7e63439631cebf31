package dev.lanewire.bench.text;

import dev.lanewire.codec.Utf8Strings;
import dev.lanewire.bench.KernelsInUse;
import dev.lanewire.dispatch.Dispatch;
import dev.lanewire.dispatch.TextKind;
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
 * The String façade against the JDK call a user would otherwise write: {@code Utf8Strings.decode}
 * against {@code new String(b, UTF_8)} and {@code Utf8Strings.encode} against
 * {@code s.getBytes(UTF_8)}, through the kernels the dispatcher chose for this CPU.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
public class Utf8StringsBench {

    /** {@code lanewire} (the façade) or {@code jdk}. */
    @Param({"lanewire", "jdk"})
    public String path;

    /** Text length in chars. */
    @Param({"16", "64", "1000"})
    public int size;

    /** Text kind, see {@link TextKind}. */
    @Param({"ascii", "latin1", "cyrillic", "cjk", "emoji", "mixed"})
    public String kind;

    private boolean jdk;
    private String text;
    private byte[] utf8;

    /** Builds the text, waits for the dispatcher's binding and checks both answers against the JDK's. */
    @Setup(Level.Trial)
    public void setUp() {
        jdk = switch (path) {
            case "jdk" -> true;
            case "lanewire" -> false;
            default -> throw new IllegalArgumentException("path " + path);
        };
        text = TextKind.of(kind).text(size, 42);
        utf8 = text.getBytes(StandardCharsets.UTF_8);
        Dispatch.report();
        if (!decode().equals(text) || !Arrays.equals(encode(), utf8)) {
            throw new IllegalStateException(path + " disagrees with the JDK on " + kind + " x " + size);
        }
        System.out.println("[lanewire] " + KernelsInUse.awaitWarmUp(() -> {
            decode();
            encode();
        }));
    }

    /** UTF-8 bytes to a String. */
    @Benchmark
    public String decode() {
        return jdk ? new String(utf8, 0, utf8.length, StandardCharsets.UTF_8) : Utf8Strings.decode(utf8, 0, utf8.length);
    }

    /** A String to a fresh array of its UTF-8 bytes. */
    @Benchmark
    public byte[] encode() {
        return jdk ? text.getBytes(StandardCharsets.UTF_8) : Utf8Strings.encode(text);
    }
}
