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
 *
 * <h2>Declaring what an operation needs from the CPU</h2>
 * A class whose code for an operation needs instructions beyond what its shape implies (byte
 * compress {@code VPCOMPRESSB} needs AVX-512 VBMI2; full byte permutes {@code VPERMB},
 * {@code VPERMI2B} need AVX-512 VBMI; without them C2 emulates these, many times slower than
 * scalar) declares it with one public static method, which the dispatcher in core reads
 * reflectively:
 * <pre>{@code
 * public static java.util.Set<String> requiredCpuFlags(String opId) {
 *     return switch (opId) {
 *         case "latin1.compress" -> Set.of("avx512_vbmi2");
 *         default -> Set.of();
 *     };
 * }
 * }</pre>
 * {@code opId} is the operation's {@code dev.lanewire.dispatch.Op.id()} (listed in
 * {@code docs/profiles.md}); flags are spelled as Linux's {@code /proc/cpuinfo} spells them and
 * compared case-insensitively with underscores ignored ({@code avx512vbmi} = {@code avx512_vbmi}).
 * The dispatcher never binds the class for that operation on a CPU that lacks one of the flags,
 * or whose flags it cannot read; it falls back to a narrower shape or scalar, with the reason in
 * {@code Dispatch.report()}. A class without the method needs nothing beyond its shape. The
 * method must not touch a species wider than the class's own.
 */
package dev.lanewire.kernel.vector;
