package dev.lanewire.kernel.vector;

import java.util.List;
import java.util.stream.IntStream;
import jdk.incubator.vector.VectorShape;

/**
 * The vector widths the test JVM runs natively: every width from 128 bits up to the preferred
 * shape. The full kernel suites test exactly these, so each surefire execution (default,
 * {@code -XX:UseAVX=2}, {@code -XX:MaxVectorSize=16}) tests the variants a dispatcher could bind on
 * such a CPU; a wider class runs emulated, many times slower, and proves nothing about the
 * compiled code, so it gets the smaller correctness suite of {@code EmulatedShapesTest}.
 */
public final class NativeShapes {

    private NativeShapes() {
    }

    /** Widths in bits, ascending: a subset of 128, 256 and 512. */
    public static List<Integer> widths() {
        int preferred = VectorShape.preferredShape().vectorBitSize();
        return IntStream.of(128, 256, 512).filter(w -> w <= preferred).boxed().toList();
    }

    /**
     * The widths of 128, 256 and 512 bits this JVM runs emulated (wider than its preferred shape):
     * {@code EmulatedShapesTest} checks their classes' correctness there, on smaller inputs, so a
     * CPU without AVX-512 still tests the 512-bit kernels' logic.
     */
    public static List<Integer> emulatedWidths() {
        List<Integer> natively = widths();
        return IntStream.of(128, 256, 512).filter(w -> !natively.contains(w)).boxed().toList();
    }
}
