package dev.lanewire.dispatch;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Chooses, once per JVM, the variant that runs each kernel {@link Op} for each {@link SizeClass},
 * and records why.
 *
 * <p>At class initialisation it detects the JVM ({@link JvmInfo}) and the CPU
 * ({@link CpuIdentity}), reads the overrides and the profile files, applies the rules of
 * {@link Policy}; each operation's chosen kernels are instantiated (one instance per class) when
 * a façade first binds the operation, or when {@link #report()} is asked for. It then logs one
 * INFO line through {@link System.Logger} (plus one WARNING line per profile file or override it
 * had to ignore), from a daemon thread, so that starting the logging back end does not delay the
 * first use. Façades bind the chosen kernels into {@code private static final} fields
 * ({@link Bound}), so a dispatched call is a direct, inlinable call on a constant receiver.
 *
 * <p>Everything a first use runs here is plain code: no lambda or method reference (the first one a
 * JVM links spins classes for milliseconds), no {@code String.format} (its first decimal loads the
 * locale data) and no streams.
 */
public final class Dispatch {

    private static final JvmInfo JVM;
    private static final CpuIdentity CPU;
    private static final List<ProfileSources.Source> SOURCES;
    private static final Overrides OVERRIDES;
    /** The rules' choices; an operation's kernels are instantiated when it is first bound. */
    private static final Map<Op, Map<SizeClass, Choice>> DECIDED;
    /** Guarded by the class: the choices of the operations bound so far, after instantiation. */
    private static final Map<Op, Map<SizeClass, Choice>> CHOICES = new EnumMap<>(Op.class);
    /** Guarded by the class: the kernels of the operations bound so far. */
    private static final Map<Op, Map<SizeClass, Object>> KERNELS = new EnumMap<>(Op.class);
    /** Guarded by the class: one instance per vector class. */
    private static final Map<String, Object> INSTANCES = new HashMap<>();
    /** Whether façade bindings of vector kernels call the scalar twin until the kernel has warmed up. */
    private static final boolean WARM_UP;
    /** Guarded by the class: the façade bindings handed out so far, warming or not. */
    private static final Map<Op, Map<SizeClass, Object>> BINDINGS = new EnumMap<>(Op.class);

    static {
        CPU = CpuIdentity.detect();
        JVM = JvmInfo.detect(CPU);
        OVERRIDES = Overrides.from(System.getProperties());
        SOURCES = sources();
        Map<Op, Map<SizeClass, Choice>> decided;
        try {
            decided = new Policy(JVM, CPU, SOURCES, OVERRIDES, Catalog.reflective()).decideAll();
        } catch (RuntimeException | LinkageError e) {
            // A bug here must cost speed, never startup: every operation runs its scalar twin.
            decided = allScalar("unavailable: dispatch failed (" + e + ")");
        }
        DECIDED = decided;
        WARM_UP = WarmUp.enabled(System.getProperties(), JVM);
        logLater();
    }

    /**
     * Logs the startup lines on a daemon thread: starting the logging back end ({@code java.util.logging}
     * by default) costs a first message more than choosing the kernels does, and the lines need
     * not be written before the first message is. A JVM that exits at once may not write them.
     */
    private static void logLater() {
        Thread t = new Thread("lanewire-dispatch-log") {
            @Override
            public void run() {
                log();
            }
        };
        t.setDaemon(true);
        t.start();
    }

    private static void log() {
        System.Logger log = System.getLogger(Dispatch.class.getName());
        for (ProfileSources.Source s : SOURCES) {
            if (s.problem()) {
                log.log(System.Logger.Level.WARNING, "Lanewire profile " + s.name() + " " + s.status());
            }
        }
        for (String problem : OVERRIDES.problems()) {
            log.log(System.Logger.Level.WARNING, "Lanewire kernel override " + problem);
        }
        log.log(System.Logger.Level.INFO, summary());
    }

    private Dispatch() {
    }

    private static List<ProfileSources.Source> sources() {
        try {
            return ProfileSources.load(new Function<String, String>() {
                @Override
                public String apply(String name) {
                    return System.getProperty(name);
                }
            }, System.getenv(), JVM.jdkFeature());
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
     * Instantiates {@code op}'s chosen kernels on its first use, so that a JVM pays for the vector
     * classes of the operations it runs only (a block validator's tables are not built for a
     * message of strings). A class that fails to instantiate runs scalar, with the reason.
     */
    private static synchronized Map<SizeClass, Object> bound(Op op) {
        Map<SizeClass, Object> done = KERNELS.get(op);
        if (done != null) {
            return done;
        }
        Family family = op.family();
        Map<SizeClass, Choice> choices = new EnumMap<>(SizeClass.class);
        Map<SizeClass, Object> kernels = new EnumMap<>(SizeClass.class);
        for (Map.Entry<SizeClass, Choice> e : DECIDED.get(op).entrySet()) {
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
     * The kernel chosen for {@code op} on inputs of class {@code size}. Call once, from a static
     * initializer, and keep the result in a static final field (see {@link Bound#of}).
     *
     * <p>Where the choice is a vector kernel and {@code -Dlanewire.warmup=true} is set, the binding
     * first calls the scalar twin and switches to the vector kernel once a background thread has
     * warmed it up ({@code WarmUp}); compiled callers then call the vector kernel directly.
     *
     * @throws IllegalArgumentException if {@code contract} is not {@code op}'s family contract
     */
    public static <K> K kernel(Op op, SizeClass size, Class<K> contract) {
        if (contract != op.family().contract()) {
            throw new IllegalArgumentException(op + " belongs to " + op.family().contract().getName());
        }
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
            binding = WARM_UP && kernel != scalar ? WarmUp.bind(op, size, scalar, kernel) : kernel;
            made.put(size, binding);
        }
        return binding;
    }

    /**
     * Waits until every warming binding called so far calls its vector kernel, for at most
     * {@code timeout}: for benchmarks and tools that want the steady state, never needed for
     * correctness (a warming binding computes the same results through the scalar twin).
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
    public static synchronized List<Choice> report() {
        List<Choice> out = new ArrayList<>();
        for (Op op : Op.values()) {
            bound(op);
            out.addAll(CHOICES.get(op).values());
        }
        return List.copyOf(out);
    }

    /** The CPU as detected at startup. */
    public static CpuIdentity cpu() {
        return CPU;
    }

    /** The JVM as detected at startup. */
    public static JvmInfo jvm() {
        return JVM;
    }

    /**
     * Everything behind the choices, for people ({@code scripts/run-vector.sh profile}): the CPU
     * signature and flags, the JVM key, each profile source and its status, and the table of
     * choices with their reasons.
     */
    public static String describe() {
        StringBuilder b = new StringBuilder();
        b.append("cpu          ").append(CPU.signature())
                .append(CPU.modelName().isEmpty() ? "" : "  (" + CPU.modelName() + ")").append('\n');
        b.append("cpu flags    ").append(vectorFlagsOf(CPU)).append('\n');
        b.append("jvm          ").append(JVM.key()).append("  (").append(JVM.vmName()).append(", JDK ")
                .append(JVM.jdkVersion()).append(")\n");
        b.append("vectors      ").append(JVM.vectorsUsable() ? "usable, preferred " + JVM.preferredBits() + " bits"
                : "not used: " + JVM.scalarReason()).append('\n');
        for (ProfileSources.Source s : SOURCES) {
            b.append("profile      ").append(s.name()).append(": ").append(s.status()).append('\n');
        }
        OVERRIDES.forced().values().stream().map(Overrides.Forced::setting).distinct()
                .forEach(s -> b.append("override     ").append(s).append('\n'));
        OVERRIDES.problems().forEach(p -> b.append("override     ignored: ").append(p).append('\n'));
        b.append("warm-up      ").append(WARM_UP ? "on: vector bindings call the scalar twin until their kernel is warm"
                : JVM.vectorsUsable() ? "off: -D" + WarmUp.PROPERTY + "=false" : "off: no vector kernels").append('\n');
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
        if (!JVM.vectorsUsable()) {
            return "Lanewire kernels: scalar only; " + JVM.scalarReason();
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
        return "Lanewire kernels: preferred vector size " + JVM.preferredBits() + " bits on " + CPU.signature()
                + "; " + total + " choices " + counts + ", " + applied + " from profile entries"
                + (borrowed == 0 ? "" : " (" + borrowed + " of another CPU of its class)")
                + (OVERRIDES.forced().isEmpty() ? "" : ", overrides in force")
                + " (details: Dispatch.report(), scripts/run-vector.sh profile)";
    }

    /** {@code op}'s choices as bound, or as decided when it is not bound yet. */
    private static synchronized Map<SizeClass, Choice> choicesSoFar(Op op) {
        Map<SizeClass, Choice> bound = CHOICES.get(op);
        return bound != null ? bound : DECIDED.get(op);
    }
}
