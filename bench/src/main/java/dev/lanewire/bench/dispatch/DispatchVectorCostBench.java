package dev.lanewire.bench.dispatch;

import dev.lanewire.dispatch.Bound;
import dev.lanewire.dispatch.Dispatch;
import dev.lanewire.dispatch.Op;
import dev.lanewire.dispatch.SizeClass;
import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.kernel.vector.Utf8KernelV256;
import dev.lanewire.text.Utf8;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@link DispatchCostBench} for a vector variant: the fork forces {@code utf8.validate} to the
 * 256-bit class, and {@code direct} calls that class through a static final field of its own type.
 * Needs a CPU and JVM with 256-bit vectors (AVX2); elsewhere the dispatcher falls back to scalar and
 * {@code setUp} refuses to run rather than compare different code.
 *
 * <p>The binding here is the warm-up's (it calls the scalar twin until the vector kernel is warm,
 * docs/warm-up.md); {@code setUp} calls every path once and waits for the switch, so the
 * iterations measure the steady state. {@link DispatchVectorCostNoWarmUpBench} runs the same
 * methods with {@code -Dlanewire.warmup=false}, the plain binding: the A/B of the two is what the
 * warm-up costs a warm call.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector",
    "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED", "-Dlanewire.kernel.utf8.validate=256", "-Dlanewire.warmup=true"})
public class DispatchVectorCostBench {

    private static final Utf8KernelV256 DIRECT = new Utf8KernelV256();
    private static final Bound<Utf8Kernel> BOUND = Bound.of(Op.UTF8_VALIDATE, Utf8Kernel.class);

    /** Input length in bytes: one per size class. */
    @Param({"8", "64", "1024"})
    public int length;

    private byte[] input;

    /** Builds mixed text, checks that every path agrees, waits for the warm-up, prints what the dispatcher bound. */
    @Setup
    public void setUp() throws InterruptedException {
        StringBuilder b = new StringBuilder();
        while (b.length() < length) {
            b.append("dispatch größe ");
        }
        byte[] utf8 = b.toString().getBytes(StandardCharsets.UTF_8);
        input = java.util.Arrays.copyOf(utf8, length);
        int expected = Utf8.validate(input, 0, length);
        if (direct() != expected || bound() != expected || facade() != expected) {
            throw new IllegalStateException("the paths disagree on " + length + " bytes");
        }
        if (!Dispatch.awaitWarmUp(Duration.ofMinutes(1))) {
            throw new IllegalStateException("the warm-up did not switch within a minute");
        }
        Dispatch.report().stream().filter(c -> c.op().equals(Op.UTF8_VALIDATE.id()))
                .forEach(c -> System.out.println("# bound: " + c + ", binding " + BOUND.large().getClass().getName()));
        if (length > Bound.SMALL_MAX && !Dispatch.report().stream().anyMatch(c -> c.op().equals(Op.UTF8_VALIDATE.id())
                && c.sizeClass().equals(SizeClass.of(length).id()) && c.variant().equals("v256"))) {
            throw new IllegalStateException("this benchmark needs the 256-bit kernel bound, got " + BOUND);
        }
    }

    /** Through a static final of the concrete class. */
    @Benchmark
    public int direct() {
        return DIRECT.validate(input, 0, input.length);
    }

    /** Through the static final {@link Bound}, choosing the size class as façades do. */
    @Benchmark
    public int bound() {
        byte[] in = input;
        int len = in.length;
        if (len <= Bound.SMALL_MAX) {
            return BOUND.small().validate(in, 0, len);
        }
        if (len <= Bound.MEDIUM_MAX) {
            return BOUND.medium().validate(in, 0, len);
        }
        return BOUND.large().validate(in, 0, len);
    }

    /** Through the façade. */
    @Benchmark
    public int facade() {
        return Utf8.validate(input, 0, input.length);
    }
}
