package dev.lanewire.bench.text;

import dev.lanewire.kernel.vector.VectorSupport;

/** Benchmark variants: a kernel class by width, or the JDK's own code for the same job. */
final class Variant {

    private Variant() {
    }

    /** {@code true} for the {@code jdk} variant, which uses no kernel. */
    static boolean isJdk(String variant) {
        return variant.equals("jdk");
    }

    /**
     * The kernel of {@code family} for {@code variant}: the scalar twin's {@code INSTANCE} or the
     * Vector API class {@code <Family>V<width>}, instantiated directly by name. Fails fast when the
     * width is above the JVM's preferred shape, where the Vector API would run emulated.
     */
    static <K> K kernel(Class<K> family, String variant, K scalar) {
        if (variant.equals("scalar")) {
            System.out.println("# " + family.getSimpleName() + ": scalar twin");
            return scalar;
        }
        int width = Integer.parseInt(variant.substring(1));
        int preferred = VectorSupport.preferredBits();
        if (width > preferred) {
            throw new IllegalStateException(variant + " needs " + width + "-bit vectors but this JVM's preferred shape is "
                    + preferred + " bits; run only variants up to v" + preferred + " (e.g. -p variant=scalar,v128,...)");
        }
        String name = "dev.lanewire.kernel.vector." + family.getSimpleName() + "V" + width;
        try {
            K k = family.cast(Class.forName(name).getConstructor().newInstance());
            System.out.println("# " + family.getSimpleName() + ": " + name + " (" + width
                    + "-bit species; preferred shape " + preferred + " bits)");
            return k;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot load " + name, e);
        }
    }
}
