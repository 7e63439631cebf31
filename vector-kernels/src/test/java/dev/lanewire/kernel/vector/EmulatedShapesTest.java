package dev.lanewire.kernel.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.kernel.BlockKernel;
import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.Utf16Kernel;
import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.kernel.testing.StringCases;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The vector classes wider than this JVM's preferred shape ({@link NativeShapes#emulatedWidths()}),
 * which the Vector API runs emulated: correctness only, against the scalar twin and the JDK, on
 * inputs that straddle every lane count of 16-, 32- and 64-byte vectors but stay short (emulated
 * code is hundreds of times slower). So a CPU without AVX-512 still catches a broken 512-bit
 * kernel. Every test name starts with {@code v<bits> emulated}; {@link #theShapesUnderTestAreReported}
 * prints which widths this JVM ran natively and which emulated.
 */
class EmulatedShapesTest {

    /** Lengths around one, two and four vectors of every width, in the operation's units. */
    private static final int[] LENGTHS = IntStream.concat(IntStream.rangeClosed(0, 9),
            IntStream.of(15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129)).toArray();
    /** Defect positions in the first lanes and at the edges of 16-, 32- and 64-byte blocks. */
    private static final int[] DEFECTS = {0, 1, 15, 16, 31, 32, 63, 64, 65, 127, 128};

    private static <K> K load(String simpleName, Class<K> contract) {
        try {
            return contract.cast(Class.forName("dev.lanewire.kernel.vector." + simpleName).getConstructor()
                    .newInstance());
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(simpleName + " must load by name", e);
        }
    }

    @Test
    void theShapesUnderTestAreReported() {
        List<Integer> natively = NativeShapes.widths();
        List<Integer> emulated = NativeShapes.emulatedWidths();
        System.out.println("Vector kernel suites: native " + natively + " (full suites), emulated " + emulated
                + " (EmulatedShapesTest, correctness on short inputs)");
        List<Integer> all = new ArrayList<>(natively);
        all.addAll(emulated);
        all.sort(null);
        assertEquals(List.of(128, 256, 512), all, "every class is tested, natively or emulated, once");
        String expected = System.getProperty("lanewire.test.expectNativeWidths");
        if (expected != null) {
            List<Integer> want = Arrays.stream(expected.split(",")).map(Integer::valueOf).toList();
            assertEquals(want, natively, "this surefire execution's JVM flags did not take effect");
            assertTrue(emulated.contains(512), "the 512-bit class runs emulated here: " + emulated);
        }
    }

    @TestFactory
    Stream<DynamicTest> blockKernelsPlantedFailures() {
        int[] sizes = IntStream.concat(IntStream.rangeClosed(0, 20), IntStream.of(31, 32, 33, 63, 64, 65, 129))
                .toArray();
        return NativeShapes.emulatedWidths().stream().flatMap(bits -> {
            BlockKernel k = load("BlockKernelV" + bits, BlockKernel.class);
            return BlockCase.all().stream().map(c -> DynamicTest.dynamicTest("v" + bits + " emulated: BlockKernelV"
                    + bits + " " + c, () -> BlockKernelDifferentialTest.plant(k, c, sizes,
                    (n, p) -> n <= 20 || p < 3 || p >= n - 3 || p % 8 == 0 || p % 8 == 7)));
        });
    }

    @TestFactory
    Stream<DynamicTest> stringKernelsAgainstTheJdk() {
        return NativeShapes.emulatedWidths().stream().flatMap(bits -> {
            List<Utf8Kernel> utf8 = List.of(load("Utf8KernelV" + bits, Utf8Kernel.class));
            List<Latin1Kernel> latin1 = List.of(load("Latin1KernelV" + bits, Latin1Kernel.class));
            List<Utf16Kernel> utf16 = List.of(load("Utf16KernelV" + bits, Utf16Kernel.class));
            String v = "v" + bits + " emulated: ";
            return Stream.of(
                    DynamicTest.dynamicTest(v + "every script at short lengths",
                            () -> StringCases.everyScriptAt(LENGTHS, utf8, latin1, utf16)),
                    DynamicTest.dynamicTest(v + "malformed UTF-8 at block edges",
                            () -> StringCases.malformedAt(DEFECTS, utf8)),
                    DynamicTest.dynamicTest(v + "unpaired surrogates and wide chars at block edges",
                            () -> StringCases.defectiveCharsAt(DEFECTS, utf8, latin1)));
        });
    }
}
