/**
 * Startup dispatch: detects what the JVM and CPU offer, chooses a variant (scalar, v128, v256,
 * v512) per kernel operation and input-size class, and records each choice with its evidence.
 *
 * <p>Vector kernel classes are loaded reflectively, and only when {@code jdk.incubator.vector}
 * is readable, so core runs (scalar) on a JVM started without {@code --add-modules}.
 *
 * <p>Who does what:
 * <ul>
 *   <li>{@link dev.lanewire.dispatch.Dispatch} decides once, at class initialisation, binds the
 *       kernels and reports ({@code report()}, {@code describe()});
 *       {@link dev.lanewire.dispatch.Bound} is how façades hold them.</li>
 *   <li>Detection: {@link dev.lanewire.dispatch.JvmInfo} (HotSpot, C2, the module, preferred
 *       size, vector flags) and {@link dev.lanewire.dispatch.CpuIdentity} ({@code /proc/cpuinfo}).</li>
 *   <li>Rules: {@code Policy}, a pure function of the detected environment, the
 *       {@code Overrides} ({@code -Dlanewire.kernels}, {@code -Dlanewire.kernel.<op>}), the
 *       profile sources ({@code ProfileSources}) and the {@code Catalog} of vector classes.</li>
 *   <li>Profiles: {@code ProfileFormat} reads and writes the text format of
 *       {@code docs/profiles.md}; the shipped table is the resource
 *       {@code dev/lanewire/dispatch/profiles.txt}.</li>
 *   <li>Calibration lives in the bench module ({@code scripts/run-vector.sh calibrate});
 *       {@link dev.lanewire.dispatch.CalibrationSupport} is all it needs from here: availability,
 *       kernel instances, the measuring loops ({@code KernelLoops}) and inputs
 *       ({@link dev.lanewire.dispatch.Workload}), and merging entries into a profile file. The
 *       operation ids and the kernel-set version come from {@code dev.lanewire.kernel.KernelCatalog}.</li>
 * </ul>
 */
package dev.lanewire.dispatch;
