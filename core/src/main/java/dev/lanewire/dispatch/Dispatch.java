package dev.lanewire.dispatch;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.MutableCallSite;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.function.Function;

/**
 * Chooses, once per JVM, the variant that runs each kernel {@link Op} for each {@link SizeClass},
 * and records why.
 *
 * <p>Class initialisation only starts a daemon thread, {@code lanewire-dispatch}, and returns: a
 * first use does not wait for the choice. That thread detects the JVM ({@link JvmInfo}) and the
 * CPU ({@link CpuIdentity}), reads the overrides and the profile files, applies the rules of
 * {@link Policy}, instantiates every chosen kernel (so the Vector API's classes and the kernels'
 * tables are initialised on its own stack, never deep inside a caller's), then makes
 * {@link #bound()} true and logs one INFO line through {@link System.Logger} (plus one WARNING
 * line per profile file or override it had to ignore). Until then the façades run the scalar
 * twins, which compute the same results; a first message costs no vector class. Where the thread
 * cannot be started, the same work runs in this class's initialisation.
 *
 * <p>Façades test {@link #bound()}, which C2 folds to a constant under a dependency on a call
 * site's target (the compiled façade is deoptimised when the binding changes it), and then call
 * the chosen kernels held in {@code private static final} fields ({@link Bound}) of a holder
 * class, which the dispatch thread initialises before it releases the façades
 * ({@link Bound#initialiseWhenBound}), so a dispatched call is a direct, inlinable call on a constant
 * receiver.
 * Everything else here waits for the choice: {@link #kernel}, {@link #report()}, {@link #cpu()},
 * {@link #jvm()}, {@link #describe()}.
 *
 * <p>Everything the thread runs before the choice is plain code: no lambda or method reference,
 * no {@code String.format} (its first decimal loads the locale data) and no streams, which would
 * spin classes for milliseconds in a fresh JVM.
 */
public final class Dispatch {

    /**
     * {@link #BINDING}'s target until every operation's chosen kernels are instantiated; façades
     * run the scalar twins while it is. A call site and a direct method handle rather than a
     * {@code SwitchPoint}, whose first construction spins method-handle classes for 7-15 ms in a
     * fresh JVM (against 2-4 ms for these).
     */
    private static final MethodHandle UNBOUND;
    /** Its target is {@link #UNBOUND} until the kernels are bound; C2 folds the test of it (see {@link #bound()}). */
    private static final MutableCallSite BINDING;
    /** Counted down once the choice is made and its kernels instantiated, or the attempt failed. */
    private static final CountDownLatch BOUND = new CountDownLatch(1);
    /** Counted down once {@link #bound()} is true. */
    private static final CountDownLatch RELEASED = new CountDownLatch(1);
    /** What the dispatch thread found; written before {@link #BOUND} is counted down, read after awaiting it. */
    private static Detected detected;
    /** {@link System#nanoTime()} when this class was initialised. */
    private static final long STARTED = System.nanoTime();
    /** The thread that bound the kernels and how long after {@link #STARTED}; published like {@link #detected}. */
    private static String boundBy = "";
    private static long boundAfterNanos;
    // Hash maps, not enum maps: an EnumMap initialises Op, and with it every family's scalar twin,
    // on the first message's thread.
    /** Guarded by the class: the choices of the operations bound so far, after instantiation. */
    private static final Map<Op, Map<SizeClass, Choice>> CHOICES = new HashMap<>();
    /** Guarded by the class: the kernels of the operations bound so far. */
    private static final Map<Op, Map<SizeClass, Object>> KERNELS = new HashMap<>();
    /** Guarded by the class: one instance per vector class. */
    private static final Map<String, Object> INSTANCES = new HashMap<>();
    /** Guarded by the class: the façade bindings handed out so far, warming or not. */
    private static final Map<Op, Map<SizeClass, Object>> BINDINGS = new HashMap<>();

    /**
     * The machine, the sources and the rules' choices.
     *
     * @param warmUp whether façade bindings of vector kernels call the scalar twin until the kernel has warmed up
     */
    private record Detected(JvmInfo jvm, CpuIdentity cpu, List<ProfileSources.Source> sources, Overrides overrides,
                            Map<Op, Map<SizeClass, Choice>> decided, boolean warmUp) {
    }

    static {
        try {
            UNBOUND = MethodHandles.lookup().findStatic(Dispatch.class, "unbound", MethodType.methodType(void.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
        BINDING = new MutableCallSite(UNBOUND);
        Thread t = new Thread("lanewire-dispatch") {
            @Override
            public void run() {
                bindAll();
            }
        };
        t.setDaemon(true);
        boolean started;
        try {
            t.start();
            started = true;
        } catch (OutOfMemoryError | RuntimeException e) {
            // No thread to spare (e.g. "unable to create native thread"): choose here.
            started = false;
        }
        if (!started) {
            bindAll();
        }
    }

    private Dispatch() {
    }

    /** The dispatch thread's work: choose, instantiate every chosen kernel, release the façades, log. */
    private static void bindAll() {
        try {
            Detected d = detect();
            synchronized (Dispatch.class) {
                detected = d;
            }
            for (Op op : Op.values()) {
                bound(op);
            }
        } catch (RuntimeException | LinkageError e) {
            // A bug here must cost speed, never startup: every operation runs its scalar twin.
            failed(e);
        } finally {
            synchronized (Dispatch.class) {
                if (detected == null) {
                    failed(new IllegalStateException("the dispatch thread ended early"));
                }
                boundBy = Thread.currentThread().getName();
                boundAfterNanos = System.nanoTime() - STARTED;
            }
            BOUND.countDown();
            try {
                // The façades' holders bind here, on this thread's shallow stack, before any
                // caller can reach them: a stack overflow inside a static initialiser would
                // leave the class unusable for the JVM's life.
                initialiseHolders();
            } finally {
                try {
                    release();
                } finally {
                    RELEASED.countDown();
                }
            }
        }
        log();
    }

    private static void initialiseHolders() {
        for (Bound.Holder holder : Bound.takeHolders()) {
            holder.initialise();
        }
    }

    /** Replaces whatever was found by an all-scalar choice that names {@code e}. */
    private static synchronized void failed(Throwable e) {
        String why = "dispatch failed (" + e + ")";
        Detected d = detected;
        JvmInfo jvm = d != null ? d.jvm() : new JvmInfo(System.getProperty("java.vm.name", ""),
                Runtime.version().feature(), System.getProperty("java.runtime.version", ""), 0, Map.of(), why);
        CpuIdentity cpu = d != null ? d.cpu()
                : new CpuIdentity(System.getProperty("os.arch", "unknown"), "", "", "", "", Set.of());
        detected = new Detected(jvm, cpu, d != null ? d.sources() : List.of(),
                d != null ? d.overrides() : Overrides.none(), allScalar("unavailable: " + why), false);
        CHOICES.clear();
        KERNELS.clear();
    }

    private static Detected detect() {
        CpuIdentity cpu = CpuIdentity.detect();
        JvmInfo jvm = JvmInfo.detect(cpu);
        Overrides overrides = Overrides.from(System.getProperties());
        List<ProfileSources.Source> sources = sources(jvm);
        Map<Op, Map<SizeClass, Choice>> decided;
        try {
            decided = new Policy(jvm, cpu, sources, overrides, Catalog.reflective()).decideAll();
        } catch (RuntimeException | LinkageError e) {
            decided = allScalar("unavailable: dispatch failed (" + e + ")");
        }
        return new Detected(jvm, cpu, sources, overrides, decided, WarmUp.enabled(System.getProperties(), jvm));
    }

    /**
     * Whether every operation's chosen kernels are instantiated (also when that failed and
     * everything runs scalar). A façade runs the scalar twin while this is false; once it is true,
     * {@link #kernel} returns at once. Inlined, it reads the target of a constant call site, which
     * C2 folds to a constant under a dependency on that call site: compiled callers test nothing,
     * and are deoptimised when the binding releases them.
     */
    public static boolean bound() {
        return BINDING.getTarget() != UNBOUND;
    }

    /** {@link #UNBOUND}'s body: never called, the handle is only compared. */
    private static void unbound() {
    }

    /** The target {@link #BINDING} gets once the kernels are bound. */
    private static void released() {
    }

    private static void release() {
        try {
            BINDING.setTarget(MethodHandles.lookup().findStatic(Dispatch.class, "released",
                    MethodType.methodType(void.class)));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        MutableCallSite.syncAll(new MutableCallSite[] {BINDING});
    }

    /** The detection and the choices, once made and the façades released; waits for the dispatch thread. */
    private static Detected state() {
        await(RELEASED);
        synchronized (Dispatch.class) {
            return detected;
        }
    }

    /** The detection and the choices, once made; the holders' static initialisers wait for this only. */
    private static Detected chosen() {
        await(BOUND);
        synchronized (Dispatch.class) {
            return detected;
        }
    }

    private static void await(CountDownLatch latch) {
        boolean interrupted = false;
        while (true) {
            try {
                latch.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static void log() {
        Detected d = state();
        System.Logger log = System.getLogger(Dispatch.class.getName());
        for (ProfileSources.Source s : d.sources()) {
            if (s.problem()) {
                log.log(System.Logger.Level.WARNING, "Lanewire profile " + s.name() + " " + s.status());
            }
        }
        for (String problem : d.overrides().problems()) {
            log.log(System.Logger.Level.WARNING, "Lanewire kernel override " + problem);
        }
        log.log(System.Logger.Level.INFO, summary());
    }

    private static List<ProfileSources.Source> sources(JvmInfo jvm) {
        try {
            return ProfileSources.load(new Function<String, String>() {
                @Override
                public String apply(String name) {
                    return System.getProperty(name);
                }
            }, System.getenv(), jvm.jdkFeature());
        } catch (RuntimeException e) {
            // e.g. a profile path the file system cannot represent: no profile, never a failed startup.
            return List.of(new ProfileSources.Source("profile files", List.of(), "ignored: " + e, true));
        }
    }

    private static Map<Op, Map<SizeClass, Choice>> allScalar(String reason) {
        Map<Op, Map<SizeClass, Choice>> out = new EnumMap<>(Op.class);
        for (Op op : Op.values()) {
            Map<SizeClass, Choice> perSize = new EnumMap<>(SizeClass.class);
            for (SizeClass size : SizeClass.values()) {
                perSize.put(size, new Choice(op.id(), size.id(), Variant.SCALAR.id(), reason));
            }
            out.put(op, perSize);
        }
        return out;
    }

    /**
     * Instantiates {@code op}'s chosen kernels (the dispatch thread does it for every operation
     * before it invalidates {@link #bound()}). A class that fails to instantiate runs scalar,
     * with the reason.
     */
    private static synchronized Map<SizeClass, Object> bound(Op op) {
        Map<SizeClass, Object> done = KERNELS.get(op);
        if (done != null) {
            return done;
        }
        Family family = op.family();
        Map<SizeClass, Choice> choices = new EnumMap<>(SizeClass.class);
        Map<SizeClass, Object> kernels = new EnumMap<>(SizeClass.class);
        for (Map.Entry<SizeClass, Choice> e : detected.decided().get(op).entrySet()) {
            Choice choice = e.getValue();
            Variant v = Variant.parse(choice.variant());
            Object kernel = family.scalar();
            if (v != null && v.isVector()) {
                String name = family.vectorClassName(v.bits());
                try {
                    kernel = INSTANCES.get(name);
                    if (kernel == null) {
                        kernel = Catalog.reflective().instantiate(family, v.bits());
                        INSTANCES.put(name, kernel);
                    }
                } catch (ReflectiveOperationException | LinkageError | RuntimeException ex) {
                    kernel = family.scalar();
                    choice = new Choice(choice.op(), choice.sizeClass(), Variant.SCALAR.id(),
                            "unavailable: " + name + " failed to instantiate (" + ex + "); was: " + choice.reason());
                }
            }
            choices.put(e.getKey(), choice);
            kernels.put(e.getKey(), kernel);
        }
        CHOICES.put(op, choices);
        KERNELS.put(op, kernels);
        return kernels;
    }

    /**
     * The kernel chosen for {@code op} on inputs of class {@code size}, waiting for the choice.
     * Call once, from the static initialiser of a holder class named to
     * {@link Bound#initialiseWhenBound}, and keep the result in a static final field (see
     * {@link Bound#of}).
     *
     * <p>Where the choice is a vector kernel, unless {@code -Dlanewire.warmup=false} is set, the binding
     * first calls the scalar twin and switches to the vector kernel once a background thread has
     * warmed it up ({@code WarmUp}); compiled callers then call the vector kernel directly.
     *
     * @throws IllegalArgumentException if {@code contract} is not {@code op}'s family contract
     */
    public static <K> K kernel(Op op, SizeClass size, Class<K> contract) {
        if (contract != op.family().contract()) {
            throw new IllegalArgumentException(op + " belongs to " + op.family().contract().getName());
        }
        chosen();
        return contract.cast(binding(op, size));
    }

    private static synchronized Object binding(Op op, SizeClass size) {
        Map<SizeClass, Object> made = BINDINGS.get(op);
        if (made == null) {
            made = new EnumMap<>(SizeClass.class);
            BINDINGS.put(op, made);
        }
        Object binding = made.get(size);
        if (binding == null) {
            Object kernel = bound(op).get(size);
            Object scalar = op.family().scalar();
            binding = detected.warmUp() && kernel != scalar ? WarmUp.bind(op, size, scalar, kernel) : kernel;
            made.put(size, binding);
        }
        return binding;
    }

    /**
     * Waits until every warming binding called so far calls its vector kernel, for at most
     * {@code timeout}: for benchmarks and tools that want the steady state, never needed for
     * correctness (a warming binding computes the same results through the scalar twin). A wait
     * of more than zero also ends the warm-up's yielding on machines of two CPUs or fewer (it
     * sleeps between passes there, so as not to slow the callers down): the caller is waiting for
     * it. {@code Duration.ZERO} only asks.
     *
     * @return whether no binding is warming any more
     */
    public static boolean awaitWarmUp(Duration timeout) throws InterruptedException {
        return WarmUp.await(timeout.toMillis());
    }

    /** Whether any warming binding has been called yet (and so queued its warm-up). */
    public static boolean warmUpCalled() {
        return WarmUp.called();
    }

    /**
     * Every operation's choice for every size class, in declaration order. It instantiates every
     * chosen kernel first, so that a class that fails to instantiate shows as scalar.
     */
    public static List<Choice> report() {
        state();
        return reportBound();
    }

    private static synchronized List<Choice> reportBound() {
        List<Choice> out = new ArrayList<>();
        for (Op op : Op.values()) {
            bound(op);
            out.addAll(CHOICES.get(op).values());
        }
        return List.copyOf(out);
    }

    /** The CPU as detected at startup; waits for the choice. */
    public static CpuIdentity cpu() {
        return state().cpu();
    }

    /** The JVM as detected at startup; waits for the choice. */
    public static JvmInfo jvm() {
        return state().jvm();
    }

    /**
     * Everything behind the choices, for people ({@code scripts/run-vector.sh profile}): the CPU
     * signature and flags, the JVM key, each profile source and its status, and the table of
     * choices with their reasons.
     */
    public static String describe() {
        Detected d = state();
        CpuIdentity cpu = d.cpu();
        JvmInfo jvm = d.jvm();
        StringBuilder b = new StringBuilder();
        b.append("cpu          ").append(cpu.signature())
                .append(cpu.modelName().isEmpty() ? "" : "  (" + cpu.modelName() + ")").append('\n');
        b.append("cpu flags    ").append(vectorFlagsOf(cpu)).append('\n');
        b.append("jvm          ").append(jvm.key()).append("  (").append(jvm.vmName()).append(", JDK ")
                .append(jvm.jdkVersion()).append(")\n");
        b.append("vectors      ").append(jvm.vectorsUsable() ? "usable, preferred " + jvm.preferredBits() + " bits"
                : "not used: " + jvm.scalarReason()).append('\n');
        for (ProfileSources.Source s : d.sources()) {
            b.append("profile      ").append(s.name()).append(": ").append(s.status()).append('\n');
        }
        d.overrides().forced().values().stream().map(Overrides.Forced::setting).distinct()
                .forEach(s -> b.append("override     ").append(s).append('\n'));
        d.overrides().problems().forEach(p -> b.append("override     ignored: ").append(p).append('\n'));
        synchronized (Dispatch.class) {
            b.append("bound        on thread ").append(boundBy).append(", ").append(boundAfterNanos / 1_000_000)
                    .append(" ms after the first use; scalar twins ran until then\n");
        }
        b.append("warm-up      ").append(d.warmUp() ? "on: vector bindings call the scalar twin until their kernel is warm"
                : jvm.vectorsUsable() ? "off: -D" + WarmUp.PROPERTY + "=false" : "off: no vector kernels").append('\n');
        for (WarmUp.Outcome o : WarmUp.outcomes()) {
            b.append("warmed       ").append(o).append('\n');
        }
        int warming = WarmUp.pending();
        if (warming > 0) {
            b.append("warming      ").append(warming).append(" called binding(s) still call their scalar twin\n");
        }
        b.append('\n').append(String.format(Locale.ROOT, "%-24s %-7s %-7s %s%n", "op", "size", "variant", "reason"));
        for (Choice c : report()) {
            b.append(String.format(Locale.ROOT, "%-24s %-7s %-7s %s%n", c.op(), c.sizeClass(), c.variant(), c.reason()));
        }
        return b.toString();
    }

    /** The instruction-set flags that matter to the kernels, so a person can check the gates. */
    static String vectorFlagsOf(CpuIdentity cpu) {
        if (cpu.flags().isEmpty()) {
            return "(unknown: no /proc/cpuinfo)";
        }
        List<String> shown = new ArrayList<>();
        for (String f : cpu.flags()) {
            if (f.startsWith("avx") || f.startsWith("sse") || f.equals("ssse3") || f.startsWith("bmi")
                    || f.equals("asimd") || f.startsWith("sve") || f.equals("gfni")) {
                shown.add(f);
            }
        }
        return String.join(" ", shown);
    }

    /**
     * The INFO line logged at startup: one line, naming the preferred size or why everything is
     * scalar. It counts the choices as decided, or as bound for the operations bound so far (where
     * a class failed to instantiate, that choice is scalar); it instantiates nothing, so the thread
     * that logs it never holds the dispatcher's lock while the first caller waits for a binding.
     */
    static String summary() {
        Detected d = state();
        if (!d.jvm().vectorsUsable()) {
            return "Lanewire kernels: scalar only; " + d.jvm().scalarReason();
        }
        Map<String, Integer> counts = new TreeMap<>();
        int total = 0;
        int applied = 0;
        int borrowed = 0;
        for (Op op : Op.values()) {
            for (Choice c : choicesSoFar(op).values()) {
                Integer n = counts.get(c.variant());
                counts.put(c.variant(), n == null ? 1 : n + 1);
                total++;
                if (c.reason().startsWith("profile entry")) {
                    applied++;
                    if (c.reason().contains("nearest measured class")) {
                        borrowed++;
                    }
                }
            }
        }
        return "Lanewire kernels: preferred vector size " + d.jvm().preferredBits() + " bits on " + d.cpu().signature()
                + "; " + total + " choices " + counts + ", " + applied + " from profile entries"
                + (borrowed == 0 ? "" : " (" + borrowed + " of another CPU of its class)")
                + (d.overrides().forced().isEmpty() ? "" : ", overrides in force")
                + " (details: Dispatch.report(), scripts/run-vector.sh profile)";
    }

    /** {@code op}'s choices as bound, or as decided when it is not bound yet. */
    private static synchronized Map<SizeClass, Choice> choicesSoFar(Op op) {
        Map<SizeClass, Choice> bound = CHOICES.get(op);
        return bound != null ? bound : detected.decided().get(op);
    }
}
