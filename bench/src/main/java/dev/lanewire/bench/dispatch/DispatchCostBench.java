package dev.lanewire.bench.dispatch;

import dev.lanewire.dispatch.Bound;
import dev.lanewire.dispatch.Dispatch;
import dev.lanewire.dispatch.Op;
import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf8Kernel;
import dev.lanewire.text.Utf8;
import java.nio.charset.StandardCharsets;
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
 * A dispatched call costs what a direct call costs. The fork forces {@code utf8.validate} to its
 * scalar twin, so every benchmark here runs the same kernel code and differs only in how it is
 * reached:
 * <ul>
 *   <li>{@code direct}: through a static final field of the concrete class;</li>
 *   <li>{@code directStatic}: the twin's static entry point, no receiver at all;</li>
 *   <li>{@code bound}: through a static final {@link Bound}, as façades hold their kernels (a
 *       record's final fields are trusted constants, so the receiver is a constant of exact type);</li>
 *   <li>{@code facade}: {@link Utf8#validate}, which adds its bounds check and size-class branch.</li>
 * </ul>
 * Expect {@code direct}, {@code directStatic} and {@code bound} to be equal within noise, and
 * {@code facade} to add at most the bounds check. Sizes 8, 64, 1024 fall in the small, medium and
 * large classes, so each of {@link Bound}'s three fields is exercised.
 *
 * <p>The same can be seen without timing: under {@code -XX:+UnlockDiagnosticVMOptions
 * -XX:+PrintInlining}, C2 reports {@code Bound::large} as an accessor and the kernel call behind it
 * bound to the exact class, with the same inlining decision as a call through a static final of
 * that class ({@code inline (hot)} for the scalar twin; for {@code Utf8KernelV256::validate},
 * {@code already compiled into a big method} on both paths).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector",
    "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED", "-Dlanewire.kernel.utf8.validate=scalar"})
public class DispatchCostBench {

    private static final ScalarUtf8Kernel DIRECT = ScalarUtf8Kernel.INSTANCE;
    private static final Bound<Utf8Kernel> BOUND = Bound.of(Op.UTF8_VALIDATE, Utf8Kernel.class);

    /** Input length in bytes: one per size class. */
    @Param({"8", "64", "1024"})
    public int length;

    private byte[] input;

    /** Builds ASCII text, checks that every path agrees, and prints what the dispatcher bound. */
    @Setup
    public void setUp() {
        StringBuilder b = new StringBuilder();
        while (b.length() < length) {
            b.append("lanewire dispatch ");
        }
        input = b.substring(0, length).getBytes(StandardCharsets.US_ASCII);
        int expected = -1;
        if (direct() != expected || directStatic() != expected || bound() != expected || facade() != expected) {
            throw new IllegalStateException("the four paths disagree on " + length + " bytes");
        }
        Dispatch.report().stream().filter(c -> c.op().equals(Op.UTF8_VALIDATE.id()))
                .forEach(c -> System.out.println("# bound: " + c));
        if (!BOUND.large().getClass().equals(ScalarUtf8Kernel.class)) {
            throw new IllegalStateException("the fork must force utf8.validate to scalar, got " + BOUND.large());
        }
    }

    /** Through a static final of the concrete class. */
    @Benchmark
    public int direct() {
        return DIRECT.validate(input, 0, input.length);
    }

    /** The scalar twin's static entry point. */
    @Benchmark
    public int directStatic() {
        return ScalarUtf8Kernel.validate0(input, 0, input.length);
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
