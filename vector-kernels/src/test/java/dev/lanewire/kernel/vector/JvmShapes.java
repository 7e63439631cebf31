package dev.lanewire.kernel.vector;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * What the kernel suites should load, worked out from the JVM's own flags ({@code MaxVectorSize},
 * and {@code UseAVX} on x86) rather than from the Vector API, so a suite can check that
 * {@link NativeShapes} and {@link StringVariants} load what this JVM runs natively.
 */
final class JvmShapes {

    private JvmShapes() {
    }

    private static String flag(String name) {
        try {
            return ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).getVMOption(name).getValue();
        } catch (IllegalArgumentException absent) {
            return null;
        }
    }

    /** The widest vector in bits the flags allow: 8 x MaxVectorSize, at most 512, and by UseAVX (2: 256, 1: 128). */
    static int widestBits() {
        int bits = Math.min(512, Integer.parseInt(flag("MaxVectorSize")) * 8);
        String avx = flag("UseAVX");
        if (avx != null) {
            int level = Integer.parseInt(avx);
            bits = Math.min(bits, level >= 3 ? 512 : level == 2 ? 256 : 128);
        }
        return bits;
    }

    /**
     * The class names a suite must test, in order: the scalar twin, then {@code prefix} + width for
     * 128, 256 and 512 bits up to {@link #widestBits()}.
     */
    static List<String> classNames(Class<?> scalar, String prefix) {
        List<String> names = new ArrayList<>();
        names.add(scalar.getName());
        for (int w = 128; w <= widestBits(); w *= 2) {
            names.add("dev.lanewire.kernel.vector." + prefix + w);
        }
        return names;
    }

    /** The class names of {@code kernels}, in order. */
    static List<String> classNamesOf(List<?> kernels) {
        return kernels.stream().map(k -> k.getClass().getName()).toList();
    }
}
