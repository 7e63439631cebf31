package dev.lanewire.bench.calibrate;

import dev.lanewire.dispatch.CalibrationSupport;
import dev.lanewire.dispatch.CpuIdentity;
import dev.lanewire.dispatch.Dispatch;
import dev.lanewire.dispatch.JvmInfo;
import dev.lanewire.dispatch.Op;
import dev.lanewire.dispatch.SizeClass;
import dev.lanewire.dispatch.TextKind;
import dev.lanewire.dispatch.Variant;
import dev.lanewire.dispatch.Workload;

import com.sun.management.ThreadMXBean;
import java.io.PrintStream;
import java.lang.invoke.MethodHandle;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Measures, in this one JVM, every operation × size class × available vector variant against the
 * scalar twin, and chooses per cell the variant a profile entry should name.
 *
 * <p>Per cell: warm-up of every arm, then {@value #ROUNDS} interleaved rounds in which every arm
 * (scalar A, scalar B, and each vector shape) runs the same workload
 * ({@link CalibrationSupport#workload}) once, in an
 * order rotated each round so that no arm always follows the same one. Each arm's time is per
 * repetition of the workload. The ratio of a variant is the median over rounds of its time over
 * scalar A's; the <em>A/A floor</em> ({@link #floor}) is how far the median of scalar B over
 * scalar A may stray from 1 by the machine's noise alone.
 *
 * <p>A text operation is measured on every {@link TextKind} its speed can depend on
 * ({@link TextKind#forOp}): the rounds run once per kind, a variant's ratio is the geometric mean of
 * its ratios on the kinds, and the floor the largest of theirs. The rule moves to a variant only
 * where on no kind it loses to scalar beyond the floor ({@link #choose(Map, Map, double)}), so no
 * choice loses beyond the floor on any standard kind of text. An operation's share of the budget grows
 * with its kinds ({@link #weight}).
 *
 * <p>An operation whose warm-up does not settle within three quarters of its share of the budget,
 * a cell in which an arm allocated during the rounds ({@link #allocating}) or changed speed
 * ({@link #unsteady}), and one whose two scalar arms disagree beyond any ratio
 * ({@link #scalarsDisagree}) get no entry (reported as skipped): the default policy is better than
 * a measurement of the JIT at work.
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

    /** Share of an operation's time spent warming up (at most: it ends when times settle). */
    static final double WARM_UP_SHARE = 0.5;

    /** Fewest warm-up passes over the three workloads: enough kernel calls (over 20,000) for C2. */
    static final int MIN_WARM_UP_PASSES = 32;

    /** Warm-up ends when three passes in a row lie within this relative spread. */
    static final double SETTLED = 0.1;

    /**
     * ... and the JIT has finished no compilation for this long. Its counter only moves when a
     * compilation ends, and C2 takes tens to hundreds of milliseconds on a vector kernel.
     */
    static final long JIT_QUIET_NANOS = 300_000_000L;

    /** A cell whose arm's median round exceeds this multiple of its fastest round is not recorded. */
    static final double UNSTEADY = 3.0;

    /**
     * A cell in which an arm allocated more than this many bytes a pass over its workload, averaged
     * over the rounds, is not recorded: the kernels and the measuring loops allocate nothing, so
     * such an arm ran code in which the JIT left Vector API operations to their Java fallbacks
     * (boxed vectors), and its time is the JIT's, not the kernel's (docs/profiles.md).
     */
    static final long ALLOCATING_BYTES_PER_PASS = 1024;

    /** The thread's allocated bytes, where the JVM counts them (HotSpot does). */
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean() instanceof ThreadMXBean t
            && t.isThreadAllocatedMemorySupported() && t.isThreadAllocatedMemoryEnabled() ? t : null;

    /**
     * A cell whose two scalar arms' floor ({@link #floor}) reaches this on some kind of input is not
     * recorded: no ratio below {@code 1 - floor} exists, so the rule would bind scalar whatever the
     * vector arms measured. One calibration of 2026-12-04 (AMD Zen 5) measured the scalar arms of
     * {@code utf8.validate} large 3.07x apart on mixed text, each arm steady on its own (the JIT had
     * compiled the two copies differently), against vector ratios of 0.06-0.12.
     */
    static final double MAX_FLOOR = 1.0;

    /**
     * Smallest floor. Two calibrations of two processes each on this project's development machine
     * (2026-11-30) moved a candidate's merged ratio by 2% in the median and 4.6% at the 75th
     * percentile from one calibration to the next, and with a 2% minimum one choice in 60 flipped
     * on a difference both calibrations called significant. Below 5% a difference does not pay for
     * having chosen on it.
     */
    static final double MIN_FLOOR = 0.05;

    /**
     * An operation's share of the budget, relative to one measured on one kind of input: each kind
     * beyond the first adds half a share. A UTF-8 operation on six kinds gets 3.5 shares, and within
     * them each kind's rounds have about 0.6 of a one-kind cell's time; the warm-up passes over all
     * kinds are longer in proportion, and need proportionally fewer of them.
     */
    static double weight(int kinds) {
        return 1 + 0.5 * (Math.max(1, kinds) - 1);
    }

    /** Where every loop's result goes, so the JIT cannot drop the work. */
    private static volatile long sink;

    private Calibrator() {
    }

    /** One measured arm: a variant, its kernel, and its own copy of the loops. */
    record Arm(String label, Variant variant, Object kernel, MethodHandle loop) {
    }

    /**
     * Calibrates {@code ops} (all of them when empty) within about {@code budget}, printing one
     * line per cell to {@code progress}.
     */
    public static Calibration calibrate(Duration budget, Collection<Op> ops, PrintStream progress) {
        JvmInfo jvm = Dispatch.jvm();
        CpuIdentity cpu = Dispatch.cpu();
        List<Op> todo = ops.isEmpty() ? List.of(Op.values()) : List.copyOf(ops);
        String date = LocalDate.now(ZoneOffset.UTC).toString();
        if (!jvm.vectorsUsable()) {
            return new Calibration(cpu, jvm, date, List.of(), "nothing to calibrate: " + jvm.scalarReason());
        }
        Map<Op, List<Arm>> armsByOp = new EnumMap<>(Op.class);
        Set<String> skipped = new LinkedHashSet<>();
        for (Op op : todo) {
            List<Arm> arms = arms(op, skipped);
            if (arms.size() > 2) {
                armsByOp.put(op, arms);
            }
        }
        List<Calibration.Cell> cells = new ArrayList<>();
        long deadline = System.nanoTime() + budget.toNanos();
        progress.printf(Locale.ROOT, "calibrating %d operations x %d size classes on %s, %s, within %d s%n",
                armsByOp.size(), SizeClass.values().length, cpu.signature(), jvm.key(), budget.toSeconds());
        double weightLeft = 0;
        for (Op op : armsByOp.keySet()) {
            weightLeft += weight(TextKind.forOp(op).size());
        }
        for (Map.Entry<Op, List<Arm>> e : armsByOp.entrySet()) {
            Op op = e.getKey();
            List<TextKind> kinds = TextKind.forOp(op);
            double weight = weight(kinds.size());
            long opNanos = Math.max(300_000_000L, (long) ((deadline - System.nanoTime()) * weight / weightLeft));
            weightLeft -= weight;
            // Per size class, one workload per kind of text (one for an operation that is not text).
            Map<SizeClass, List<Workload>> workloads = new EnumMap<>(SizeClass.class);
            List<Workload> all = new ArrayList<>();
            for (SizeClass size : SizeClass.values()) {
                List<Workload> perKind = workloads(op, size);
                workloads.put(size, perKind);
                all.addAll(perKind);
            }
            long opStart = System.nanoTime();
            long opEnd = opStart + opNanos;
            // A warm-up that has not settled by its share may borrow up to half of the measuring
            // time; one that still has not gets no measurement, leaving its time to later operations.
            int minPasses = Math.max(3, (MIN_WARM_UP_PASSES + kinds.size() - 1) / Math.max(1, kinds.size()));
            boolean warm = warmUp(op, e.getValue(), all, opStart + (long) (opNanos * WARM_UP_SHARE), minPasses)
                    || warmUp(op, e.getValue(), all, opStart + (long) (opNanos * (1 + WARM_UP_SHARE) / 2), 3);
            if (!warm) {
                skipped.add(op.id() + ": warm-up did not settle in time (JIT still compiling, or the machine is busy)");
                progress.printf(Locale.ROOT, "  %-24s %-7s %-7s no entries: warm-up did not settle in time%n",
                        op.id(), "all", "-");
                continue;
            }
            long cellNanos = Math.max(0, opEnd - System.nanoTime()) / SizeClass.values().length;
            for (SizeClass size : SizeClass.values()) {
                List<Workload> perKind = workloads.get(size);
                double[][][] times = new double[perKind.size()][][];
                String unsettled = null;
                for (int k = 0; k < times.length; k++) {
                    double[] allocated = new double[e.getValue().size()];
                    times[k] = measure(op, e.getValue(), perKind.get(k), cellNanos / times.length, allocated);
                    String why = allocating(e.getValue(), allocated);
                    if (why == null) {
                        why = unsteady(e.getValue(), times[k]);
                    }
                    if (why == null) {
                        why = scalarsDisagree(times[k]);
                    }
                    if (why != null && unsettled == null) {
                        unsettled = kinds.size() > 1 ? why + " on " + kinds.get(k).id() + " text" : why;
                    }
                    if (kinds.size() > 1) {
                        progress.printf(Locale.ROOT, "  %-24s %-7s %-7s %s%n", op.id(), size.id(),
                                "[" + kinds.get(k).id() + "]", note(e.getValue(), times[k]));
                    }
                }
                Calibration.Cell cell = cell(op, size, e.getValue(), times, kinds.size() > 1 ? kinds : List.of());
                String note = cell.note();
                if (unsettled != null) {
                    skipped.add(op.id() + " " + size.id() + ": " + unsettled);
                    progress.printf(Locale.ROOT, "  %-24s %-7s %-7s %s; no entry: %s%n", op.id(), size.id(), "-",
                            note, unsettled);
                    continue;
                }
                cells.add(cell);
                progress.printf(Locale.ROOT, "  %-24s %-7s %-7s %s%n", op.id(), size.id(), cell.chosen().id(), note);
            }
        }
        return new Calibration(cpu, jvm, date, cells, skipped.isEmpty() ? "" : String.join("; ", skipped));
    }

    private static List<Arm> arms(Op op, Set<String> skipped) {
        List<Arm> arms = new ArrayList<>();
        arms.add(new Arm("scalar A", Variant.SCALAR, op.family().scalar(), CalibrationSupport.loopCopy()));
        arms.add(new Arm("scalar B", Variant.SCALAR, op.family().scalar(), CalibrationSupport.loopCopy()));
        for (Variant v : new Variant[] {Variant.V128, Variant.V256, Variant.V512}) {
            String why = CalibrationSupport.unavailable(op, v);
            if (why != null) {
                if (v.bits() <= Dispatch.jvm().preferredBits()) {
                    skipped.add(why);
                }
                continue;
            }
            try {
                arms.add(new Arm(v.id(), v, CalibrationSupport.newKernel(op, v), CalibrationSupport.loopCopy()));
            } catch (ReflectiveOperationException | LinkageError | RuntimeException ex) {
                skipped.add(op.id() + " " + v.id() + ": " + ex);
            }
        }
        return arms;
    }

    /**
     * Runs every arm over every size class until the JIT is done with them, or {@code deadline}
     * passes: at least {@code minPasses} passes ({@value #MIN_WARM_UP_PASSES} at first: over 20,000
     * kernel calls per arm, past C2's thresholds), then until each arm's time per pass has settled (three passes in a row
     * within {@value #SETTLED} of each other) and a whole pass went by without the JIT compiling
     * anything. Vector code is hundreds of times slower until C2 has compiled it with its
     * intrinsics, and steady but interpreted vector code also "settles", hence the JIT check.
     *
     * @return whether the arms settled before {@code deadline}
     */
    private static boolean warmUp(Op op, List<Arm> arms, List<Workload> workloads, long deadline, int minPasses) {
        int n = arms.size();
        double[][] last = new double[n][3];
        long compiled = CalibrationSupport.compilationMillis();
        long quietSince = System.nanoTime();
        for (int pass = 0; System.nanoTime() < deadline; pass++) {
            boolean settled = pass >= minPasses;
            for (int a = 0; a < n; a++) {
                double total = 0;
                for (Workload w : workloads) {
                    total += time(op, arms.get(a), w, 1);
                }
                last[a][pass % 3] = total;
                double lo = Math.min(last[a][0], Math.min(last[a][1], last[a][2]));
                double hi = Math.max(last[a][0], Math.max(last[a][1], last[a][2]));
                settled &= hi <= lo * (1 + SETTLED);
            }
            long now = CalibrationSupport.compilationMillis();
            if (now != compiled) {
                compiled = now;
                quietSince = System.nanoTime();
            }
            if (settled && System.nanoTime() - quietSince >= JIT_QUIET_NANOS) {
                return true;
            }
        }
        return false;
    }

    /**
     * Why a cell's scalar arms (arms 0 and 1) cannot serve as its yardstick, or {@code null}: their
     * floor, taken either way round, reaches {@value #MAX_FLOOR}.
     */
    static String scalarsDisagree(double[][] times) {
        double f = Math.max(floor(times[0], times[1]), floor(times[1], times[0]));
        return f >= MAX_FLOOR ? String.format(Locale.ROOT, "the two scalar arms differ by a floor of %.3f", f) : null;
    }

    /**
     * Why a cell's rounds cannot be trusted, or {@code null}: an arm whose median round is over
     * {@value #UNSTEADY}x its fastest changed speed during the cell (the JIT replaced its code, or
     * the machine is too busy), so its median describes no steady state.
     */
    static String unsteady(List<?> arms, double[][] times) {
        for (int a = 0; a < times.length; a++) {
            double min = Arrays.stream(times[a]).min().orElseThrow();
            if (median(times[a]) > UNSTEADY * min) {
                return arms.get(a) instanceof Arm arm ? arm.label() + " changed speed during the rounds"
                        : "arm " + a + " changed speed during the rounds";
            }
        }
        return null;
    }

    /**
     * Times every arm in {@link #ROUNDS} rotated rounds of about equal length, and fills
     * {@code allocated} with each arm's allocated bytes per repetition over the rounds (zeros where
     * the JVM does not count them).
     *
     * @return nanoseconds per workload repetition, {@code [arm][round]}
     */
    private static double[][] measure(Op op, List<Arm> arms, Workload w, long cellNanos, double[] allocated) {
        int n = arms.size();
        double roundNanos = cellNanos / (ROUNDS * (double) n);
        int[] reps = new int[n];
        for (int a = 0; a < n; a++) {
            double perRep = Math.min(time(op, arms.get(a), w, 1), time(op, arms.get(a), w, 1));
            reps[a] = (int) Math.max(1, Math.min(1_000_000, roundNanos / perRep));
        }
        double[][] times = new double[n][ROUNDS];
        long[] bytes = new long[n];
        for (int r = 0; r < ROUNDS; r++) {
            for (int j = 0; j < n; j++) {
                int a = (r + j) % n;
                long before = allocatedBytes();
                times[a][r] = time(op, arms.get(a), w, reps[a]) / reps[a];
                bytes[a] += allocatedBytes() - before;
            }
        }
        for (int a = 0; a < n; a++) {
            allocated[a] = bytes[a] / ((double) ROUNDS * reps[a]);
        }
        return times;
    }

    static long allocatedBytes() {
        return THREADS == null ? 0 : THREADS.getCurrentThreadAllocatedBytes();
    }

    /** Whether this JVM counts a thread's allocated bytes ({@link #allocatedBytes} is 0 otherwise). */
    static boolean countsAllocation() {
        return THREADS != null;
    }

    /**
     * {@code op}'s workloads for {@code size}: one per kind of text, in {@link TextKind#forOp}'s
     * order, or one for an operation that is not text.
     */
    static List<Workload> workloads(Op op, SizeClass size) {
        List<TextKind> kinds = TextKind.forOp(op);
        if (kinds.isEmpty()) {
            return List.of(CalibrationSupport.workload(op, size));
        }
        List<Workload> perKind = new ArrayList<>(kinds.size());
        for (TextKind kind : kinds) {
            perKind.add(CalibrationSupport.workload(op, size, kind));
        }
        return perKind;
    }

    /**
     * Why a cell's rounds measured the JIT rather than the kernels, or {@code null}: an arm that
     * allocated more than {@value #ALLOCATING_BYTES_PER_PASS} bytes a pass ({@code allocated[arm]},
     * averaged over the rounds).
     */
    static String allocating(List<?> arms, double[] allocated) {
        for (int a = 0; a < allocated.length; a++) {
            if (allocated[a] > ALLOCATING_BYTES_PER_PASS) {
                String who = arms.get(a) instanceof Arm arm ? arm.label() : "arm " + a;
                return String.format(Locale.ROOT, "%s allocated %,.0f bytes a pass (boxed vectors: the JIT's code, not the kernel's)",
                        who, allocated[a]);
            }
        }
        return null;
    }

    static double time(Op op, Arm arm, Workload w, int reps) {
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

    /**
     * The cell of one operation and size class from its rounds on each kind of text,
     * {@code times[kind][arm][round]}: each variant's ratio on each kind, their geometric mean as
     * its ratio, and the largest of the kinds' floors as the floor. {@code kinds} names the kinds,
     * or is empty for one kind.
     */
    static Calibration.Cell cell(Op op, SizeClass size, List<?> arms, double[][][] times, List<TextKind> kinds) {
        double floor = 0;
        int aaKind = 0;
        for (int k = 0; k < times.length; k++) {
            double f = floor(times[k][0], times[k][1]);
            if (f > floor) {
                floor = f;
                aaKind = k;
            }
        }
        String aa = String.format(Locale.ROOT, "a/a=%.3f floor=%.3f", medianRatio(times[aaKind][1],
                times[aaKind][0]), floor);
        if (kinds.isEmpty()) {
            Map<Variant, Double> ratios = new EnumMap<>(Variant.class);
            StringBuilder note = new StringBuilder();
            for (int a = 2; a < arms.size(); a++) {
                double r = medianRatio(times[0][a], times[0][0]);
                ratios.put(variant(arms.get(a), a), r);
                note.append(String.format(Locale.ROOT, "%s=%.3f ", variant(arms.get(a), a).id(), r));
            }
            return new Calibration.Cell(op, size, ratios, floor, 0, ROUNDS, note.append(aa).toString());
        }
        Map<Variant, Map<TextKind, Double>> byKind = new EnumMap<>(Variant.class);
        for (int a = 2; a < arms.size(); a++) {
            Map<TextKind, Double> perKind = new EnumMap<>(TextKind.class);
            for (int k = 0; k < times.length; k++) {
                perKind.put(kinds.get(k), medianRatio(times[k][a], times[k][0]));
            }
            byKind.put(variant(arms.get(a), a), perKind);
        }
        Calibration.Cell cell = Calibration.Cell.ofKinds(op, size, byKind, floor, 0, ROUNDS, "");
        StringBuilder note = new StringBuilder();
        for (Map.Entry<Variant, Double> r : cell.ratios().entrySet()) {
            TextKind worst = cell.worst(r.getKey());
            note.append(String.format(Locale.ROOT, "%s=%.3f,max=%.3f@%s ", r.getKey().id(), r.getValue(),
                    byKind.get(r.getKey()).get(worst), worst.id()));
        }
        return new Calibration.Cell(op, size, cell.ratios(), floor, 0, ROUNDS, note.append(aa).toString(), byKind);
    }

    /** The variant an arm measures: an {@link Arm}'s own, or for plain labels (tests) v128, v256, v512 by position. */
    private static Variant variant(Object arm, int index) {
        return arm instanceof Arm a ? a.variant() : new Variant[] {Variant.V128, Variant.V256, Variant.V512}[index - 2];
    }

    /** One kind's evidence in words, for the progress output. */
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
        return choose(ratios, Map.of(), floor);
    }

    /**
     * {@link #choose(Map, double)} for cells measured on several kinds of text, where
     * {@code ratios} are the geometric means over the kinds: only variants that on no kind are
     * slower than scalar beyond the floor take part. So no choice loses to the scalar twin beyond
     * the floor on any kind of text, and among those that do not, the one faster on the kinds
     * together is chosen.
     *
     * @param byKind per vector variant, its ratio on each kind (none for a cell of one kind)
     */
    static Variant choose(Map<Variant, Double> ratios, Map<Variant, Map<TextKind, Double>> byKind, double floor) {
        Variant best = Variant.SCALAR;
        double bestRatio = 1.0;
        for (Variant v : new Variant[] {Variant.V128, Variant.V256, Variant.V512}) {
            Double r = ratios.get(v);
            if (r == null || !(r < bestRatio * (1 - floor))) {
                continue;
            }
            boolean holds = true;
            for (double k : byKind.getOrDefault(v, Map.of()).values()) {
                holds &= k <= 1 + floor;
            }
            if (holds) {
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

    /**
     * The A/A floor of two arms running the same code: how far from 1 the median of their ratios
     * lies, plus the half-width of that median's 95% confidence interval, {@code 1.57 IQR / sqrt(n)}
     * (the notch of McGill, Tukey and Larsen's notched box plot, 1978), and at least
     * {@value #MIN_FLOOR}. A variant whose median ratio lies beyond {@code 1 ± floor} differs from
     * scalar by more than identical code differs from itself here.
     */
    static double floor(double[] a, double[] b) {
        double[] aa = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            aa[i] = b[i] / a[i];
        }
        Arrays.sort(aa);
        double iqr = quantile(aa, 0.75) - quantile(aa, 0.25);
        double bias = Math.abs(median(aa) - 1);
        return Math.max(MIN_FLOOR, bias + 1.57 * iqr / Math.sqrt(aa.length));
    }

    /** Linear-interpolated quantile of sorted values. */
    static double quantile(double[] sorted, double q) {
        double at = q * (sorted.length - 1);
        int lo = (int) Math.floor(at);
        int hi = Math.min(lo + 1, sorted.length - 1);
        return sorted[lo] + (at - lo) * (sorted[hi] - sorted[lo]);
    }

    static double median(double[] values) {
        double[] s = values.clone();
        Arrays.sort(s);
        int m = s.length / 2;
        return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
    }
}
