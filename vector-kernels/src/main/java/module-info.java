/**
 * Lanewire's Vector API kernels, one class per vector shape; the only module that reads
 * {@code jdk.incubator.vector}.
 *
 * <p>Nothing here is API. {@code dev.lanewire.core} finds the kernel classes by name, so their
 * package is exported to it alone. The module {@code provides} the marker service
 * {@link dev.lanewire.kernel.VectorKernels} that core {@code uses}: with the jar on the module
 * path, service binding resolves this module, and through its {@code requires} the incubator
 * module, without {@code --add-modules}. A runtime image without {@code jdk.incubator.vector}
 * therefore cannot start with this jar on its module path; such an application leaves the jar
 * off and runs the scalar twins.
 */
module dev.lanewire.kernel.vector {
    requires dev.lanewire.kernel;
    requires jdk.incubator.vector;

    exports dev.lanewire.kernel.vector to dev.lanewire.core;

    provides dev.lanewire.kernel.VectorKernels with dev.lanewire.kernel.vector.VectorKernelsModule;
}
