package dev.lanewire.dispatch;

import java.util.ArrayList;
import java.util.List;

/**
 * The kernels bound for one operation, one per {@link SizeClass}.
 *
 * <p>A record on purpose: HotSpot treats a record's final fields as constants, so a façade that
 * holds a {@code Bound} in a static final field and calls {@code BOUND.large().op(...)} calls a
 * constant receiver of exact type, which the JIT inlines like a direct call.
 *
 * <p>Call each size class's kernel from a call site of its own: branch on the size first, then
 * call {@code BOUND.small().op(...)}, {@code BOUND.medium().op(...)} or {@code BOUND.large().op(...)}.
 * A helper that returns one of the three kernels to a single call site makes that site see up to
 * three classes wherever a profile binds different variants per size class, and C2 then compiles
 * it as a virtual call (shown by {@code MonomorphicBindingTest}).
 *
 * @param small  kernel for inputs of at most {@link SizeClass#SMALL}'s units
 * @param medium kernel for inputs up to {@link SizeClass#MEDIUM}'s units
 * @param large  kernel for larger inputs
 * @param <K>    the family's contract interface
 */
public record Bound<K>(K small, K medium, K large) {

    /** Largest input, in units, for {@link #small()}. */
    public static final int SMALL_MAX = 16;
    /** Largest input, in units, for {@link #medium()}. */
    public static final int MEDIUM_MAX = 256;

    /**
     * Guarded by itself: the façades' holder classes waiting for the dispatch thread. Kept here,
     * not in {@link Dispatch}, so that a façade's initialisation does not start the dispatcher:
     * its first call does.
     */
    private static final List<Holder> HOLDERS = new ArrayList<>();
    /** Guarded by {@link #HOLDERS}: whether the dispatch thread has taken them (later ones initialise at once). */
    private static boolean holdersTaken;

    /** A façade's holder class, by name. */
    record Holder(String name, ClassLoader loader) {
        void initialise() {
            try {
                Class.forName(name, true, loader);
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("a façade names no holder class " + name, e);
            }
        }
    }

    /**
     * Has a façade's holder class (its nested class {@code Kernels}, which holds its
     * {@code static final} {@code Bound} fields) initialised on a shallow stack: by the dispatch
     * thread before {@link Dispatch#bound()} turns true, or at once when the dispatch thread is past
     * that point. A stack overflow inside a static initialiser would leave the class unusable for
     * the JVM's life, and a façade's first call after the binding may come deep inside a message.
     * A façade calls this from its own static initialiser and reads the holder only once
     * {@link Dispatch#bound()} is true. The holder is named, not passed: loading it from the jar
     * would cost the first message's thread.
     */
    public static void initialiseWhenBound(Class<?> facade) {
        Holder holder = new Holder(facade.getName() + "$Kernels", facade.getClassLoader());
        boolean now;
        synchronized (HOLDERS) {
            now = holdersTaken;
            if (!now) {
                HOLDERS.add(holder);
            }
        }
        if (now) {
            holder.initialise();
        }
    }

    /** The holders named so far, for the dispatch thread; later ones initialise at once. */
    static List<Holder> takeHolders() {
        synchronized (HOLDERS) {
            holdersTaken = true;
            List<Holder> taken = List.copyOf(HOLDERS);
            HOLDERS.clear();
            return taken;
        }
    }

    /** Binds {@code op}'s chosen kernel for every size class. */
    public static <K> Bound<K> of(Op op, Class<K> contract) {
        return new Bound<>(Dispatch.kernel(op, SizeClass.SMALL, contract),
                Dispatch.kernel(op, SizeClass.MEDIUM, contract),
                Dispatch.kernel(op, SizeClass.LARGE, contract));
    }
}
