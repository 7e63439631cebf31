package dev.lanewire.kernel;

/**
 * Marker service by which the vector-kernels module announces itself on the module path.
 *
 * <p>{@code dev.lanewire.core} declares {@code uses VectorKernels} and the vector-kernels module
 * {@code provides} it, so the JVM's service binding resolves the vector-kernels module (and the
 * {@code jdk.incubator.vector} module it requires) whenever its jar is on the module path. The
 * dispatcher then finds the kernel classes by name, the same way on the class path and on the
 * module path; it never loads this service.
 */
public interface VectorKernels {
}
