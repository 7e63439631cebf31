package dev.lanewire.kernel.vector;

import java.util.List;
import java.util.stream.IntStream;
import jdk.incubator.vector.VectorShape;

/**
 * The vector widths the test JVM runs natively: every width from 128 bits up to the preferred
 * shape. Kernel suites test exactly these, so each surefire execution (default, {@code -XX:UseAVX=2},
 * {@code -XX:MaxVectorSize=16}) tests the variants a dispatcher could bind on such a CPU; a wider
 * class would run emulated, many times slower, and prove nothing about the compiled code.
 */
public final class NativeShapes {

    private NativeShapes() {
    }

    /** Widths in bits, ascending: a subset of 128, 256 and 512. */
    public static List<Integer> widths() {
        int preferred = VectorShape.preferredShape().vectorBitSize();
        return IntStream.of(128, 256, 512).filter(w -> w <= preferred).boxed().toList();
    }
}
