package dev.lanewire.bench.calibrate;

import dev.lanewire.dispatch.CalibrationSupport;
import dev.lanewire.dispatch.Op;
import dev.lanewire.dispatch.SizeClass;
import dev.lanewire.dispatch.TextKind;
import dev.lanewire.dispatch.Variant;
import dev.lanewire.dispatch.Workload;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Whether kernels run on boxed vectors in the calibration's measuring loops, one fresh JVM a run
 * (docs/benchmarks-notes.md, "A 512-bit encoder compiled with boxed vectors"). Each arm, a variant
 * named on the command line, gets its own kernel instance and its own copy of the loops, as in a
 * calibration; the arms run in turn, one pass each, over every size class and text kind of the
 * operation for the warm-up; then each arm is timed on every kind of one size class: the best of
 * {@value #TIMINGS} timings of {@value #PASSES} passes, and the bytes the thread allocated over
 * those passes. Kernels and loops allocate nothing, so bytes there mean code that ran an
 * intrinsic's Java fallback.
 *
 * <p>Usage: {@code LoopBoxing <op id> <variant,...> [size class] [warm-up seconds]}, for example
 * {@code LoopBoxing utf8.encode scalar,v128,v512 medium 15} (the defaults: medium, 15 s). Prints
 * one line a kind: each arm's µs a pass and bytes allocated.
 */
public final class LoopBoxing {

    static final int TIMINGS = 7;
    static final int PASSES = 3;

    /** One arm on one kind: the best pass time and the bytes allocated over all timed passes. */
    record Result(TextKind kind, Variant variant, double bestMicros, long allocatedBytes) {
    }

    private LoopBoxing() {
    }

    /** Entry point: see the class comment. */
    public static void main(String[] args) throws ReflectiveOperationException {
        if (args.length < 2 || args.length > 4) {
            usage("");
        }
        Op op = Op.byId(args[0]);
        String[] names = args[1].split(",");
        List<Variant> variants = Arrays.stream(names).map(Variant::parse).filter(Objects::nonNull).toList();
        SizeClass size = args.length > 2 ? SizeClass.byId(args[2]) : SizeClass.MEDIUM;
        if (op == null || variants.size() != names.length || size == null
                || (args.length > 3 && !args[3].matches("\\d{1,4}"))) {
            usage("");
        }
        List<Calibrator.Arm> arms = new ArrayList<>();
        for (Variant v : variants) {
            String why = CalibrationSupport.unavailable(op, v);
            if (why != null) {
                usage(v.id() + ": " + why + "\n");
            }
            arms.add(new Calibrator.Arm(v.id(), v, CalibrationSupport.newKernel(op, v), CalibrationSupport.loopCopy()));
        }
        Duration warmUp = Duration.ofSeconds(args.length > 3 ? Long.parseLong(args[3]) : 15);
        List<Result> results = measure(op, arms, size, warmUp);
        for (TextKind kind : kinds(op)) {
            StringBuilder line = new StringBuilder(size.id()).append(' ').append(kind == null ? "-" : kind.id());
            for (Result r : results) {
                if (r.kind() == kind) {
                    line.append(String.format(Locale.ROOT, "  %s %.0f us %d B", r.variant().id(), r.bestMicros(),
                            r.allocatedBytes()));
                }
            }
            System.out.println(line);
        }
    }

    private static void usage(String why) {
        System.err.print(why);
        System.err.println("usage: LoopBoxing <op id> <variant,...> [size class] [warm-up seconds]");
        System.exit(2);
    }

    /**
     * Warms {@code arms} for {@code warmUp} over every size class and kind of {@code op}, one pass
     * each in turn (at least once), then times each on every kind of {@code size}.
     */
    static List<Result> measure(Op op, List<Calibrator.Arm> arms, SizeClass size, Duration warmUp) {
        List<Workload> all = new ArrayList<>();
        for (SizeClass s : SizeClass.values()) {
            all.addAll(Calibrator.workloads(op, s));
        }
        long end = System.nanoTime() + warmUp.toNanos();
        do {
            for (Workload w : all) {
                for (Calibrator.Arm arm : arms) {
                    Calibrator.time(op, arm, w, 1);
                }
            }
        } while (System.nanoTime() < end);
        List<Result> results = new ArrayList<>();
        List<TextKind> kinds = kinds(op);
        List<Workload> perKind = Calibrator.workloads(op, size);
        for (int k = 0; k < perKind.size(); k++) {
            TextKind kind = kinds.get(k);
            Workload w = perKind.get(k);
            for (Calibrator.Arm arm : arms) {
                long before = Calibrator.allocatedBytes();
                double best = Double.MAX_VALUE;
                for (int t = 0; t < TIMINGS; t++) {
                    best = Math.min(best, Calibrator.time(op, arm, w, PASSES) / PASSES);
                }
                results.add(new Result(kind, arm.variant(), best / 1_000, Calibrator.allocatedBytes() - before));
            }
        }
        return results;
    }

    /** {@code op}'s text kinds, or one {@code null} for an operation measured on its one workload ({@link Calibrator#workloads}). */
    private static List<TextKind> kinds(Op op) {
        List<TextKind> kinds = TextKind.forOp(op);
        return kinds.isEmpty() ? Arrays.asList((TextKind) null) : kinds;
    }
}
