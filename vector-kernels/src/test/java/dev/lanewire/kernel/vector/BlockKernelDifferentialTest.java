package dev.lanewire.kernel.vector;

import static org.junit.jupiter.api.Assertions.fail;

import dev.lanewire.kernel.BlockKernel;
import dev.lanewire.kernel.scalar.ScalarBlockKernel;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiPredicate;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every natively running vector variant against the scalar twin, on planted failures: for every
 * {@link BlockCase}, sizes 0 to 130, 1,000 and 4,098 elements, one invalid element at every
 * position (the first and last lane of each vector and the tail included), then a second one
 * after it. The planted position is the expected answer, so the twin is checked too.
 */
class BlockKernelDifferentialTest {

    private static final int[] BIG_SIZES = {1000, 4098};
    /** Bytes before the block: an odd offset keeps loads unaligned. */
    private static final int PAD = 3;

    static List<BlockKernel> variants() {
        List<BlockKernel> out = new ArrayList<>();
        for (int bits : NativeShapes.widths()) {
            try {
                out.add((BlockKernel) Class.forName("dev.lanewire.kernel.vector.BlockKernelV" + bits)
                        .getConstructor().newInstance());
            } catch (ReflectiveOperationException e) {
                throw new AssertionError("BlockKernelV" + bits + " must load by name", e);
            }
        }
        return out;
    }

    private static int[] sizes() {
        return IntStream.concat(IntStream.rangeClosed(0, 130), IntStream.of(BIG_SIZES)).toArray();
    }

    /** Every position of small blocks; in large ones the ends and both edges of every 16th element. */
    private static boolean probed(int n, int p) {
        return n <= 130 || p < 70 || p >= n - 70 || p % 16 == 0 || p % 16 == 15;
    }

    @TestFactory
    Stream<DynamicTest> plantedFailures() {
        return variants().stream().flatMap(k -> BlockCase.all().stream().map(c ->
                DynamicTest.dynamicTest(k.getClass().getSimpleName() + " " + c, () -> plant(k, c))));
    }

    private static void plant(BlockKernel k, BlockCase c) {
        plant(k, c, sizes(), BlockKernelDifferentialTest::probed);
    }

    /** Plants failures in blocks of each of {@code sizes} elements, at the positions {@code probed(n, p)} accepts. */
    static void plant(BlockKernel k, BlockCase c, int[] sizes, BiPredicate<Integer, Integer> probed) {
        SplittableRandom r = new SplittableRandom(c.name().hashCode());
        for (int n : sizes) {
            byte[] a = new byte[PAD + n * c.stride() + PAD];
            c.fillValid(a, PAD, n, r);
            check(k, c, a, n, -1);
            for (int p = 0; p < n; p++) {
                if (!probed.test(n, p)) {
                    continue;
                }
                byte[] b = a.clone();
                c.put(b, PAD, p, c.invalid()[r.nextInt(c.invalid().length)]);
                check(k, c, b, n, p);
                if (p + 1 < n) {
                    c.put(b, PAD, p + 1 + r.nextInt(n - p - 1), c.invalid()[r.nextInt(c.invalid().length)]);
                    check(k, c, b, n, p);
                }
            }
        }
    }

    private static void check(BlockKernel k, BlockCase c, byte[] a, int n, int expected) {
        int twin = c.run().apply(ScalarBlockKernel.INSTANCE, a, PAD, n);
        int vector = c.run().apply(k, a, PAD, n);
        if (twin != expected || vector != expected) {
            fail(() -> c + " n=" + n + ": expected " + expected + ", scalar " + twin + ", "
                    + k.getClass().getSimpleName() + " " + vector + "; off=" + PAD + " block="
                    + HexFormat.ofDelimiter(" ").formatHex(a));
        }
    }
}
