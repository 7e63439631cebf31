package dev.lanewire.dispatch;

import dev.lanewire.kernel.BlockKernel;
import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.Utf16Kernel;
import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.kernel.scalar.ScalarBlockKernel;
import dev.lanewire.kernel.scalar.ScalarLatin1Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf16Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf8Kernel;

/**
 * A kernel family: one contract interface, its scalar twin, and the naming of its vector classes
 * ({@code dev.lanewire.kernel.vector.<Contract>V<bits>}).
 */
public enum Family {
    /** UTF-16 to Latin-1 narrowing and back. */
    LATIN1(Latin1Kernel.class, ScalarLatin1Kernel.INSTANCE),
    /** UTF-16 chars to and from little-endian bytes. */
    UTF16(Utf16Kernel.class, ScalarUtf16Kernel.INSTANCE),
    /** UTF-8 validation, decoding and encoding. */
    UTF8(Utf8Kernel.class, ScalarUtf8Kernel.INSTANCE),
    /** Validation of blocks of range-limited values. */
    BLOCK(BlockKernel.class, ScalarBlockKernel.INSTANCE);

    private static final String VECTOR_PACKAGE = "dev.lanewire.kernel.vector.";

    private final Class<?> contract;
    private final Object scalar;

    Family(Class<?> contract, Object scalar) {
        this.contract = contract;
        this.scalar = scalar;
    }

    /** The contract interface every variant implements. */
    public Class<?> contract() {
        return contract;
    }

    /** The scalar twin's instance. */
    public Object scalar() {
        return scalar;
    }

    /** Binary name of the vector class of this family for the given width in bits. */
    public String vectorClassName(int bits) {
        return VECTOR_PACKAGE + contract.getSimpleName() + "V" + bits;
    }
}
