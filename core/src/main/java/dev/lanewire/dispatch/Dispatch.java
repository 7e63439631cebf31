package dev.lanewire.dispatch;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Chooses, once per JVM, the variant that runs each kernel {@link Op} for each {@link SizeClass},
 * and records why.
 *
 * <p>Façades bind the chosen kernels into {@code private static final} fields, so a dispatched
 * call is a direct, inlinable call on a constant receiver.
 *
 * <p>This first version applies the default policy only: scalar for small inputs, and otherwise
 * the widest vector variant the JVM runs natively when {@code jdk.incubator.vector} is readable.
 */
public final class Dispatch {

    private static final System.Logger LOG = System.getLogger(Dispatch.class.getName());
    private static final String VECTOR_SUPPORT = "dev.lanewire.kernel.vector.VectorSupport";

    private static final int PREFERRED_BITS;
    private static final String VECTOR_ABSENT_REASON;
    private static final Map<Op, Map<SizeClass, Choice>> CHOICES = new EnumMap<>(Op.class);
    private static final Map<Op, Map<SizeClass, Object>> KERNELS = new EnumMap<>(Op.class);

    static {
        int bits = 0;
        String absent = null;
        if (ModuleLayer.boot().findModule("jdk.incubator.vector").isEmpty()) {
            absent = "jdk.incubator.vector is not readable (pass --add-modules jdk.incubator.vector)";
        } else {
            try {
                bits = (int) Class.forName(VECTOR_SUPPORT).getMethod("preferredBits").invoke(null);
            } catch (ReflectiveOperationException | LinkageError e) {
                absent = "vector kernels failed to load: " + e;
            }
        }
        PREFERRED_BITS = bits;
        VECTOR_ABSENT_REASON = absent;
        for (Op op : Op.values()) {
            Map<SizeClass, Choice> choices = new EnumMap<>(SizeClass.class);
            Map<SizeClass, Object> kernels = new EnumMap<>(SizeClass.class);
            for (SizeClass size : SizeClass.values()) {
                decide(op, size, choices, kernels);
            }
            CHOICES.put(op, choices);
            KERNELS.put(op, kernels);
        }
        LOG.log(System.Logger.Level.INFO, absent == null
                ? "Lanewire kernels: preferred vector size " + bits + " bits"
                : "Lanewire kernels: scalar only; " + absent);
    }

    private Dispatch() {
    }

    private static void decide(Op op, SizeClass size, Map<SizeClass, Choice> choices, Map<SizeClass, Object> kernels) {
        Family family = op.family();
        if (PREFERRED_BITS == 0) {
            choices.put(size, new Choice(op.id(), size.id(), "scalar", "unavailable: " + VECTOR_ABSENT_REASON));
            kernels.put(size, family.scalar());
            return;
        }
        if (size == SizeClass.SMALL) {
            choices.put(size, new Choice(op.id(), size.id(), "scalar", "default policy: scalar below 17 units"));
            kernels.put(size, family.scalar());
            return;
        }
        int bits = PREFERRED_BITS;
        try {
            Object kernel = Class.forName(family.vectorClassName(bits)).getConstructor().newInstance();
            choices.put(size, new Choice(op.id(), size.id(), "v" + bits, "default policy: widest native shape"));
            kernels.put(size, kernel);
        } catch (ReflectiveOperationException | LinkageError e) {
            choices.put(size, new Choice(op.id(), size.id(), "scalar",
                    "unavailable: no " + bits + "-bit " + family.contract().getSimpleName()));
            kernels.put(size, family.scalar());
        }
    }

    /**
     * The kernel chosen for {@code op} on inputs of class {@code size}. Call once, from a static
     * initializer, and keep the result in a static final field.
     */
    public static <K> K kernel(Op op, SizeClass size, Class<K> contract) {
        if (contract != op.family().contract()) {
            throw new IllegalArgumentException(op + " belongs to " + op.family().contract().getName());
        }
        return contract.cast(KERNELS.get(op).get(size));
    }

    /** Every operation's choice for every size class, in declaration order. */
    public static List<Choice> report() {
        List<Choice> out = new ArrayList<>();
        for (Map<SizeClass, Choice> perSize : CHOICES.values()) {
            out.addAll(perSize.values());
        }
        return List.copyOf(out);
    }
}
