package dev.lanewire.dispatch;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.SwitchPoint;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * Keeps every call at the scalar twin's speed while a chosen vector kernel warms up. Until C2 has
 * compiled a Vector API kernel, its vectors are boxed objects and a call costs tens to hundreds of
 * times the scalar twin's; so a façade binding of a vector kernel starts out calling the scalar
 * twin ({@link WarmingKernels}, through a {@link SwitchPoint}). Its first call queues it for a daemon thread (started then), which
 * runs the vector kernel and the scalar twin over the operation's {@link Workloads workload} until the
 * vector kernel has been at least as fast as the scalar twin's typical pass for
 * {@value #FASTER_PASSES} passes in a row ({@link Passes}), or for at most {@value #CAP_MILLIS} ms,
 * and then switches the binding to the vector kernel for good.
 *
 * <p>On by default; off with {@code -Dlanewire.warmup=false}, and wherever no vector kernel is chosen
 * (no C2, {@code -Xint}, the scalar choice): the bindings are then the kernels themselves.
 */
final class WarmUp {

    /** System property that turns the warm-up off: {@code -Dlanewire.warmup=false}. */
    static final String PROPERTY = "lanewire.warmup";

    /** Passes in a row in which the vector kernel must be at least as fast as the scalar twin. */
    static final int FASTER_PASSES = 3;

    /**
     * The scalar twin's passes whose median is its typical pass, the time a vector pass must not
     * exceed: one pass alone is no measure, since a collection or a compile that lands in it can
     * make it several times as long, and a still-boxed vector kernel then looks faster.
     */
    static final int SCALAR_WINDOW = 8;

    /**
     * Longest warm-up of one binding; the binding then switches to the vector kernel anyway, since
     * the choice was made on its steady-state speed and the JIT has had this long to compile it.
     */
    static final long CAP_MILLIS = 20_000;

    /** Longest input the warm-up runs (see {@link Workload#upTo}). */
    static final int WARM_UP_MAX_UNITS = 1_024;

    /**
     * On machines with at most this many CPUs the warming thread yields to the program: after
     * each pair of passes it sleeps {@value #IDLE_PER_BUSY} times as long as they took, so it
     * takes at most a fifth of one CPU from the callers it keeps at the scalar twin's speed. Once
     * a caller waits for the switch ({@link #await}) there is nothing to yield to, and it runs
     * without sleeping from then on.
     */
    static final int FEW_CPUS = 2;

    /** Time asleep per unit of time warming, where the machine has {@value #FEW_CPUS} CPUs or fewer. */
    static final int IDLE_PER_BUSY = 4;

    /**
     * On machines with at most {@value #FEW_CPUS} CPUs the warming thread starts its first pass
     * this long after the first call of a warming binding, unless a caller waits for the switch
     * first: a program's first seconds keep both cores and the JIT busy with its own code, and
     * compiling the vector kernels then made its first 1,000 messages 1.2-1.3x slower than with
     * the scalar twins alone.
     */
    static final long START_DELAY_MILLIS = 2_000;

    /**
     * One binding to warm up: queued at its first call, switched when warm.
     */
    static final class Task {
        final Op op;
        final SizeClass size;
        final Object scalar;
        final Object vector;
        /** Invalidated when the binding is to call {@link #vector}. */
        final SwitchPoint switchPoint = new SwitchPoint();
        /**
         * Set once, by {@link #demand}: the binding has been called and its warm-up is queued
         * (tests set it first to keep the warming thread away from a binding they drive).
         */
        boolean demanded;
        /** Guarded by the class: {@link System#nanoTime} at the first call. */
        long demandedAt;
        /** The judge of its passes, made when its warm-up starts; used by the warming thread only. */
        Passes passes;

        Task(Op op, SizeClass size, Object scalar, Object vector) {
            this.op = op;
            this.size = size;
            this.scalar = scalar;
            this.vector = vector;
        }

        /**
         * Runs before each call of the scalar twin through the binding; the first queues the
         * warm-up, so that only the bindings a program calls are warmed.
         */
        void called() {
            if (!demanded) {
                demand(this);
            }
        }
    }

    private static final LinkedBlockingQueue<Task> QUEUE = new LinkedBlockingQueue<>();
    /** Set by the first {@link #await} with time to wait: the warming thread stops yielding. */
    private static volatile boolean awaited;
    /** Guarded by the class: bindings not yet switched to their vector kernel. */
    private static int pending;
    /** Guarded by the class: how each switched binding's warm-up ended, in the order they switched. */
    private static final List<Outcome> OUTCOMES = new ArrayList<>();
    /** Guarded by the class: the warming thread, once started. */
    private static Thread worker;
    /** Where the warm-up loops' results go, so the JIT cannot drop the work. */
    private static volatile long sink;

    private WarmUp() {
    }

    /** Whether vector bindings warm up first: where vectors run, unless {@code -Dlanewire.warmup=false}. */
    static boolean enabled(Properties properties, JvmInfo jvm) {
        return jvm.vectorsUsable() && !properties.getProperty(PROPERTY, "true").trim().equalsIgnoreCase("false");
    }

    /**
     * {@code task}'s call handle: the scalar twin's method of the operation (first noting the call,
     * {@link Task#called}) until the switch point is invalidated, the vector kernel's from then on.
     */
    static MethodHandle call(Task task) throws ReflectiveOperationException {
        MethodHandle scalar = WarmingKernels.method(task.op, task.scalar);
        MethodHandle vector = WarmingKernels.method(task.op, task.vector);
        MethodHandle called = MethodHandles.lookup().findVirtual(Task.class, "called",
                MethodType.methodType(void.class)).bindTo(task);
        return task.switchPoint.guardWithTest(MethodHandles.foldArguments(scalar, called), vector);
    }

    /**
     * The binding of {@code op} for {@code size} that calls {@code scalar} until {@code vector} has
     * warmed up, and {@code vector} from then on; queues the warm-up.
     */
    static Object bind(Op op, SizeClass size, Object scalar, Object vector) {
        Task task = new Task(op, size, scalar, vector);
        try {
            return WarmingKernels.of(task, call(task));
        } catch (ReflectiveOperationException | RuntimeException e) {
            // No handle on the kernel's method: bind the kernel itself, as without the warm-up.
            return vector;
        }
    }

    /** Queues {@code task}'s warm-up, once, and starts the warming thread if it has not started yet. */
    static synchronized void demand(Task task) {
        if (task.demanded) {
            return;
        }
        task.demanded = true;
        task.demandedAt = System.nanoTime();
        pending++;
        QUEUE.add(task);
        if (worker == null) {
            worker = new Thread(WarmUp::work, "lanewire-warmup");
            worker.setDaemon(true);
            worker.start();
        }
    }

    /** Whether any binding has been called and queued. */
    static synchronized boolean called() {
        return worker != null;
    }

    /** Bindings called so far that still call their scalar twin. */
    static synchronized int pending() {
        return pending;
    }

    /**
     * How one binding's warm-up ended: {@code afterNanos} from its first call to its switch,
     * {@code passes} pairs of passes, and {@code end} (caught up, or why it switched anyway).
     */
    record Outcome(Op op, SizeClass size, long afterNanos, int passes, String end) {

        /** One line for {@code Dispatch.describe()}. */
        @Override
        public String toString() {
            return op.id() + " " + size.id() + ": switched " + afterNanos / 1_000_000 + " ms after its first call, "
                    + passes + " pass pairs, " + end;
        }
    }

    /** The bindings switched so far and how, in the order they switched. */
    static synchronized List<Outcome> outcomes() {
        return List.copyOf(OUTCOMES);
    }

    /** Waits up to {@code millis} for every binding called so far to switch; whether they all have. */
    static synchronized boolean await(long millis) throws InterruptedException {
        if (millis > 0) {
            awaited = true;
            // Wakes a warming thread still holding off its first pass.
            WarmUp.class.notifyAll();
        }
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (pending > 0) {
            long left = end - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedWait(WarmUp.class, left);
        }
        return true;
    }

    private static void work() {
        try {
            holdOff(START_DELAY_MILLIS);
        } catch (InterruptedException e) {
            return;
        }
        while (true) {
            Task task;
            try {
                task = QUEUE.take();
            } catch (InterruptedException e) {
                return;
            }
            String end = "failed";
            try {
                end = warm(task) ? "caught up" : "not caught up in " + CAP_MILLIS / 1_000 + " s, switched anyway";
            } catch (RuntimeException | LinkageError e) {
                // Warming is only a delay: the binding switches to the chosen kernel all the same.
                end = "failed (" + e.getClass().getSimpleName() + "), switched anyway";
            } finally {
                SwitchPoint.invalidateAll(new SwitchPoint[] {task.switchPoint});
                synchronized (WarmUp.class) {
                    pending--;
                    OUTCOMES.add(new Outcome(task.op, task.size, System.nanoTime() - task.demandedAt,
                            task.passes == null ? 0 : task.passes.count(), end));
                    WarmUp.class.notifyAll();
                }
            }
        }
    }

    /**
     * Waits {@code millis} before the first pass on a machine of {@value #FEW_CPUS} CPUs or fewer,
     * or until a caller waits for the switch ({@link #await} wakes it).
     */
    private static synchronized void holdOff(long millis) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(
                startDelay(millis, Runtime.getRuntime().availableProcessors()));
        long left;
        while (!awaited && (left = end - System.nanoTime()) > 0) {
            TimeUnit.NANOSECONDS.timedWait(WarmUp.class, left);
        }
    }

    /** How long the warming thread holds off its first pass on a machine of {@code cpus} CPUs. */
    static long startDelay(long millis, int cpus) {
        return cpus <= FEW_CPUS ? millis : 0;
    }

    /**
     * Runs {@code task}'s two kernels over its workload, one pass each in turn, until
     * {@link Passes} finds the vector kernel warm, or {@value #CAP_MILLIS} ms have gone by.
     *
     * @return whether the vector kernel caught up before the cap
     */
    static boolean warm(Task task) {
        Workload w = Workloads.of(task.op, task.size).upTo(WARM_UP_MAX_UNITS);
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(CAP_MILLIS);
        int cpus = Runtime.getRuntime().availableProcessors();
        Passes passes = new Passes();
        task.passes = passes;
        while (System.nanoTime() < end) {
            long scalar = time(task.op, task.scalar, w);
            long vector = time(task.op, task.vector, w);
            if (passes.warm(scalar, vector)) {
                return true;
            }
            long idle = idleAfter(scalar + vector, cpus, awaited);
            if (idle > 0) {
                LockSupport.parkNanos(idle);
            }
        }
        return false;
    }

    /**
     * How long the warming thread sleeps after passes that took {@code busyNanos}, on a machine
     * of {@code cpus} CPUs, when a caller {@code awaited} the switch or not (see {@link #FEW_CPUS}).
     */
    static long idleAfter(long busyNanos, int cpus, boolean awaited) {
        return cpus <= FEW_CPUS && !awaited ? IDLE_PER_BUSY * busyNanos : 0;
    }

    /**
     * Judges one binding's passes: the vector kernel is warm once it has taken at most the scalar
     * twin's typical pass, the lower median of its last {@value #SCALAR_WINDOW} passes, for
     * {@value #FASTER_PASSES} passes in a row.
     */
    static final class Passes {
        private final long[] recent = new long[SCALAR_WINDOW];
        private final long[] sorted = new long[SCALAR_WINDOW];
        private int count;
        private int faster;

        /** Records a pair of passes (ns); whether the vector kernel is now warm. */
        boolean warm(long scalar, long vector) {
            recent[count % SCALAR_WINDOW] = scalar;
            count++;
            int n = Math.min(count, SCALAR_WINDOW);
            System.arraycopy(recent, 0, sorted, 0, n);
            Arrays.sort(sorted, 0, n);
            faster = vector <= sorted[(n - 1) / 2] ? faster + 1 : 0;
            return faster >= FASTER_PASSES;
        }

        /** Pairs of passes recorded so far. */
        int count() {
            return count;
        }
    }

    private static long time(Op op, Object kernel, Workload w) {
        long start = System.nanoTime();
        sink += KernelLoops.run(op.id(), kernel, w, 1);
        return System.nanoTime() - start;
    }
}
