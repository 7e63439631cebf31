package dev.lanewire.dispatch;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Measures, in this one JVM, every operation × size class × available vector variant against the
 * scalar twin, and chooses per cell the variant a profile entry should name.
 *
 * <p>Per cell: warm-up of every arm, then {@value #ROUNDS} interleaved rounds in which every arm
 * (scalar A, scalar B, and each vector shape) runs the same {@link Workloads workload} once, in an
 * order rotated each round so that no arm always follows the same one. Each arm's time is per
 * repetition of the workload. The ratio of a variant is the median over rounds of its time over
 * scalar A's; the <em>A/A floor</em> is how far scalar B's ratio to scalar A strays from 1 (the
 * upper quartile of {@code |B/A - 1|}, or {@code |median(B/A) - 1|} if larger, and at least
 * {@value #MIN_FLOOR}): what the machine's noise alone produces.
 *
 * <p>The rule ({@link #choose}) then only moves away from scalar, and only to a wider shape, on a
 * difference larger than the floor. So a second calibration chooses the same wherever the ratios
 * lie outside the floor, and where they do not, either choice costs less than the noise.
 */
public final class Calibrator {

    /** Default time budget: inside the promised 3 minutes on 2 cores, JIT compilation included. */
    public static final Duration DEFAULT_BUDGET = Duration.ofSeconds(150);

    /** Interleaved rounds per cell; odd, so the median is one measured round. */
    static final int ROUNDS = 21;

    /** Smallest floor: below 1% a difference does not pay for having chosen on it. */
    static final double MIN_FLOOR = 0.01;

    private static final MethodType LOOP_TYPE =
            MethodType.methodType(long.class, String.class, Object.class, Workload.class, int.class);
    private static final byte[] LOOP_BYTES = loopBytes();

    /** Where every loop's result goes, so the JIT cannot drop the work. */
    private static volatile long sink;

    private Calibrator() {
    }

    /** One measured arm: a variant, its kernel, and its own copy of the loops. */
    private record Arm(String label, Variant variant, Object kernel, MethodHandle loop) {
    }

    /**
     * Calibrates {@code ops} (all of them when empty) within about {@code budget}, printing one
     * line per cell to {@code progress}.
     */
    public static Calibration calibrate(Duration budget, Collection<Op> ops, PrintStream progress) {
        JvmInfo jvm = Dispatch.jvm();
        CpuIdentity cpu = Dispatch.cpu();
        List<Op> todo = ops.isEmpty() ? List.of(Op.values()) : List.copyOf(ops);
        if (!jvm.vectorsUsable()) {
            return new Calibration(cpu, jvm, List.of(), Map.of(), "nothing to calibrate: " + jvm.scalarReason());
        }
        Policy availability = new Policy(jvm, cpu, List.of(), Overrides.none(), Catalog.reflective());
        Map<Op, List<Arm>> armsByOp = new EnumMap<>(Op.class);
        List<String> skipped = new ArrayList<>();
        for (Op op : todo) {
            List<Arm> arms = arms(op, availability, skipped);
            if (arms.size() > 2) {
                armsByOp.put(op, arms);
            }
        }
        String date = LocalDate.now(ZoneOffset.UTC).toString();
        List<ProfileEntry> entries = new ArrayList<>();
        Map<ProfileEntry, String> notes = new LinkedHashMap<>();
        long deadline = System.nanoTime() + budget.toNanos();
        int cellsLeft = armsByOp.size() * SizeClass.values().length;
        progress.printf(Locale.ROOT, "calibrating %d operations x %d size classes on %s, %s, within %d s%n",
                armsByOp.size(), SizeClass.values().length, cpu.signature(), jvm.key(), budget.toSeconds());
        for (Map.Entry<Op, List<Arm>> e : armsByOp.entrySet()) {
            Op op = e.getKey();
            for (SizeClass size : SizeClass.values()) {
                long cellNanos = Math.max(50_000_000L, (deadline - System.nanoTime()) / cellsLeft--);
                double warmShare = size == SizeClass.SMALL ? 0.4 : 0.2;
                double[][] times = measure(op, size, e.getValue(), cellNanos, warmShare);
                ProfileEntry entry = entry(cpu, jvm, op, size, e.getValue(), times, date);
                String note = note(e.getValue(), times);
                entries.add(entry);
                notes.put(entry, note);
                progress.printf(Locale.ROOT, "  %-24s %-7s %-7s %s%n", op.id(), size.id(), entry.variant().id(), note);
            }
        }
        return new Calibration(cpu, jvm, entries, notes, skipped.isEmpty() ? "" : String.join("; ", skipped));
    }

    private static List<Arm> arms(Op op, Policy availability, List<String> skipped) {
        Family family = op.family();
        List<Arm> arms = new ArrayList<>();
        arms.add(new Arm("scalar A", Variant.SCALAR, family.scalar(), loopCopy()));
        arms.add(new Arm("scalar B", Variant.SCALAR, family.scalar(), loopCopy()));
        for (Variant v : new Variant[] {Variant.V128, Variant.V256, Variant.V512}) {
            String why = availability.unavailable(op, v);
            if (why != null) {
                if (v.bits() <= Dispatch.jvm().preferredBits()) {
                    skipped.add(op.id() + " " + v.id() + ": " + why);
                }
                continue;
            }
            try {
                arms.add(new Arm(v.id(), v, Catalog.reflective().instantiate(family, v.bits()), loopCopy()));
            } catch (ReflectiveOperationException | LinkageError | RuntimeException ex) {
                skipped.add(op.id() + " " + v.id() + ": " + ex);
            }
        }
        return arms;
    }

    /**
     * Times every arm: warm-up, then {@link #ROUNDS} rotated rounds.
     *
     * @return nanoseconds per workload repetition, {@code [arm][round]}
     */
    private static double[][] measure(Op op, SizeClass size, List<Arm> arms, long cellNanos, double warmShare) {
        Workload w = Workloads.of(op, size);
        int n = arms.size();
        double[] perRep = new double[n];
        long warmEnd = System.nanoTime() + (long) (cellNanos * warmShare);
        do {
            for (int a = 0; a < n; a++) {
                perRep[a] = time(op, arms.get(a), w, 1);
            }
        } while (System.nanoTime() < warmEnd);
        double roundNanos = cellNanos * (1 - warmShare) / (ROUNDS * (double) n);
        int[] reps = new int[n];
        for (int a = 0; a < n; a++) {
            reps[a] = (int) Math.max(1, Math.min(1_000_000, roundNanos / Math.max(1, perRep[a])));
        }
        double[][] times = new double[n][ROUNDS];
        for (int r = 0; r < ROUNDS; r++) {
            for (int j = 0; j < n; j++) {
                int a = (r + j) % n;
                times[a][r] = time(op, arms.get(a), w, reps[a]) / reps[a];
            }
        }
        return times;
    }

    private static double time(Op op, Arm arm, Workload w, int reps) {
        try {
            long start = System.nanoTime();
            long result = (long) arm.loop().invokeExact(op.id(), arm.kernel(), w, reps);
            long elapsed = System.nanoTime() - start;
            sink += result;
            return Math.max(1, elapsed);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    private static ProfileEntry entry(CpuIdentity cpu, JvmInfo jvm, Op op, SizeClass size, List<Arm> arms,
                                      double[][] times, String date) {
        double floor = floor(times[0], times[1]);
        Map<Variant, Double> ratios = new LinkedHashMap<>();
        for (int a = 2; a < arms.size(); a++) {
            ratios.put(arms.get(a).variant(), medianRatio(times[a], times[0]));
        }
        Variant chosen = choose(ratios, floor);
        double ratio = chosen == Variant.SCALAR ? 1.0 : ratios.get(chosen);
        return new ProfileEntry(cpu.signature(), jvm.key(), op, size, chosen, ratio, floor, ROUNDS, date,
                jvm.jdkVersion());
    }

    private static String note(List<Arm> arms, double[][] times) {
        StringBuilder b = new StringBuilder();
        for (int a = 2; a < arms.size(); a++) {
            b.append(String.format(Locale.ROOT, "%s=%.3f ", arms.get(a).label(), medianRatio(times[a], times[0])));
        }
        return b.append(String.format(Locale.ROOT, "a/a=%.3f floor=%.3f", medianRatio(times[1], times[0]),
                floor(times[0], times[1]))).toString();
    }

    /**
     * The decision rule: start from scalar; walk the vector variants from narrowest to widest and
     * move to one only if its ratio beats the current choice's by more than {@code floor}
     * (relatively). Scalar wins unless a vector variant is faster beyond the floor; the narrower
     * shape wins unless the wider is faster beyond the floor.
     *
     * @param ratios median ratio to scalar per vector variant
     */
    static Variant choose(Map<Variant, Double> ratios, double floor) {
        Variant best = Variant.SCALAR;
        double bestRatio = 1.0;
        for (Variant v : new Variant[] {Variant.V128, Variant.V256, Variant.V512}) {
            Double r = ratios.get(v);
            if (r != null && r < bestRatio * (1 - floor)) {
                best = v;
                bestRatio = r;
            }
        }
        return best;
    }

    /** Median over rounds of {@code times[r] / base[r]}. */
    static double medianRatio(double[] times, double[] base) {
        double[] r = new double[times.length];
        for (int i = 0; i < r.length; i++) {
            r[i] = times[i] / base[i];
        }
        return median(r);
    }

    /** The A/A floor of two arms running the same code, see the class comment. */
    static double floor(double[] a, double[] b) {
        double[] dev = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            dev[i] = Math.abs(b[i] / a[i] - 1);
        }
        Arrays.sort(dev);
        double upperQuartile = dev[(int) Math.floor(0.75 * (dev.length - 1))];
        double bias = Math.abs(medianRatio(b, a) - 1);
        return Math.max(MIN_FLOOR, Math.max(upperQuartile, bias));
    }

    static double median(double[] values) {
        double[] s = values.clone();
        Arrays.sort(s);
        int m = s.length / 2;
        return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
    }

    private static byte[] loopBytes() {
        try (InputStream in = KernelLoops.class.getResourceAsStream("KernelLoops.class")) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * A fresh hidden copy of {@link KernelLoops}, so that each arm's call sites stay monomorphic;
     * the shared class when its bytes cannot be read (then every arm pays the same megamorphic call).
     */
    private static MethodHandle loopCopy() {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        try {
            if (LOOP_BYTES != null) {
                MethodHandles.Lookup hidden = lookup.defineHiddenClass(LOOP_BYTES, true);
                return hidden.findStatic(hidden.lookupClass(), "run", LOOP_TYPE);
            }
        } catch (ReflectiveOperationException | LinkageError | IllegalArgumentException e) {
            // fall through to the shared class
        }
        try {
            return lookup.findStatic(KernelLoops.class, "run", LOOP_TYPE);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
