package dev.lanewire.kernel.vector;

import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.Utf16Kernel;
import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.kernel.scalar.ScalarLatin1Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf16Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf8Kernel;
import java.util.ArrayList;
import java.util.List;

/**
 * The string kernel variants this test JVM runs natively ({@link NativeShapes#widths()}), loaded by
 * the exact class names the dispatcher uses, after the scalar twin.
 */
final class StringVariants {

    private StringVariants() {
    }

    static List<Utf8Kernel> utf8() {
        return load(Utf8Kernel.class, "Utf8KernelV", ScalarUtf8Kernel.INSTANCE);
    }

    static List<Latin1Kernel> latin1() {
        return load(Latin1Kernel.class, "Latin1KernelV", ScalarLatin1Kernel.INSTANCE);
    }

    static List<Utf16Kernel> utf16() {
        return load(Utf16Kernel.class, "Utf16KernelV", ScalarUtf16Kernel.INSTANCE);
    }

    private static <K> List<K> load(Class<K> contract, String prefix, K scalar) {
        List<K> out = new ArrayList<>();
        out.add(scalar);
        for (int w : NativeShapes.widths()) {
            try {
                out.add(contract.cast(Class.forName("dev.lanewire.kernel.vector." + prefix + w)
                        .getConstructor().newInstance()));
            } catch (ReflectiveOperationException e) {
                throw new AssertionError("no " + w + "-bit " + contract.getSimpleName(), e);
            }
        }
        return List.copyOf(out);
    }
}
