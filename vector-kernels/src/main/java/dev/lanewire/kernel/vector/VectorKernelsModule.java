package dev.lanewire.kernel.vector;

import dev.lanewire.kernel.VectorKernels;

/** The provider of {@link VectorKernels}: its presence on the module path is all it offers. */
public final class VectorKernelsModule implements VectorKernels {

    /** Service providers need a public no-argument constructor. */
    public VectorKernelsModule() {
    }
}
