package dev.lanewire.kernel.vector;

import jdk.incubator.vector.VectorShape;

/**
 * What the running JVM's Vector API offers, for the dispatcher in core, which loads this class
 * reflectively so that it never links against {@code jdk.incubator.vector} itself.
 */
public final class VectorSupport {

    private VectorSupport() {
    }

    /**
     * The bit size of the JVM's preferred vector shape: the widest shape it compiles to native
     * instructions (512 on AVX-512, 256 with {@code -XX:UseAVX=2}, 128 with
     * {@code -XX:MaxVectorSize=16} or on NEON).
     */
    public static int preferredBits() {
        return VectorShape.preferredShape().vectorBitSize();
    }
}
