/**
 * Kernel contracts: one interface per kernel family, whose javadoc is the exact contract that
 * every twin (the scalar reference in {@code dev.lanewire.kernel.scalar} and the Vector API
 * variants in the vector-kernels module) must meet, result for result.
 *
 * <p>Conventions shared by every family:
 * <ul>
 *   <li>Kernels trust their arguments. Bounds are checked once, by the façade in core; a kernel
 *       only {@code assert}s them ("trusted caller").</li>
 *   <li>Kernels are stateless and allocate nothing.</li>
 *   <li>Indexes returned for errors are absolute indexes into the array passed in, unless the
 *       method says it returns an element index.</li>
 *   <li>Implementations are named {@code Scalar<Family>} (scalar twin) and
 *       {@code <Family>V128}, {@code <Family>V256}, {@code <Family>V512} (Vector API, one class per
 *       shape). Each has a public no-argument constructor or a public static final
 *       {@code INSTANCE}.</li>
 * </ul>
 */
package dev.lanewire.kernel;
