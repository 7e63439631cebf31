/**
 * Vector API kernels: for every kernel family one class per vector shape
 * ({@code <Family>V128}, {@code <Family>V256}, {@code <Family>V512}), each implementing the
 * family's contract from {@code dev.lanewire.kernel} with its species held in static final
 * constants.
 *
 * <p>Rules every class here follows:
 * <ul>
 *   <li>This is the only package of the project that imports {@code jdk.incubator.vector}. Core
 *       loads these classes reflectively, and only when the module is readable.</li>
 *   <li>Species are static final constants, never parameters or values computed at run time:
 *       only constant species are intrinsified.</li>
 *   <li>A class is only bound (by the dispatcher) or tested (by the shape suites) on a JVM whose
 *       preferred vector shape is at least as wide as the class's; wider species run emulated.</li>
 *   <li>Tails are finished by the scalar twin's static {@code ...0} entry points, never by a copy
 *       of the vector loop's body.</li>
 *   <li>Where a body is the same at every width it is written once as a template under
 *       {@code src/template/java} and generated per shape at build time; shape-specific
 *       algorithms (byte compress and full permutes exist only with AVX-512 VBMI/VBMI2) are
 *       written by hand.</li>
 * </ul>
 */
package dev.lanewire.kernel.vector;
