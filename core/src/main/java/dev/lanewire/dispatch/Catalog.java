package dev.lanewire.dispatch;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The vector kernel classes there are, and what each needs from the CPU. The real catalog looks
 * classes up reflectively by name; tests substitute their own.
 */
interface Catalog {

    /** Name of the optional static method a vector class declares to state its CPU-flag needs. */
    String REQUIRED_CPU_FLAGS = "requiredCpuFlags";

    /** Why {@code family}'s class of {@code bits} bits cannot be used, or {@code null} when it can. */
    String missing(Family family, int bits);

    /**
     * The {@code /proc/cpuinfo} flags {@code op} needs in {@code family}'s class of {@code bits}
     * bits; empty when it needs none beyond what the shape implies.
     */
    Set<String> requiredCpuFlags(Family family, int bits, Op op);

    /** Creates an instance of {@code family}'s class of {@code bits} bits. */
    Object instantiate(Family family, int bits) throws ReflectiveOperationException;

    /** The catalog of the classes on the class path, as {@code dev.lanewire.kernel.vector} names them. */
    static Catalog reflective() {
        return Reflective.INSTANCE;
    }

    /** Looks vector classes up by name, without initialising them until they are used. */
    final class Reflective implements Catalog {

        static final Reflective INSTANCE = new Reflective();

        private Reflective() {
        }

        private static Class<?> find(Family family, int bits) throws ClassNotFoundException {
            return Class.forName(family.vectorClassName(bits), false, Catalog.class.getClassLoader());
        }

        @Override
        public String missing(Family family, int bits) {
            String name = family.vectorClassName(bits);
            try {
                Class<?> c = find(family, bits);
                if (!family.contract().isAssignableFrom(c)) {
                    return name + " does not implement " + family.contract().getSimpleName();
                }
                return null;
            } catch (ClassNotFoundException e) {
                return "no class " + name + " yet";
            } catch (LinkageError e) {
                return name + " fails to link: " + e;
            }
        }

        /** Guarded by this: each class's answer per operation, asked for once per size class. */
        private final Map<String, Set<String>> required = new HashMap<>();

        @Override
        public synchronized Set<String> requiredCpuFlags(Family family, int bits, Op op) {
            String key = family.vectorClassName(bits) + " " + op.id();
            Set<String> flags = required.get(key);
            if (flags == null) {
                flags = read(family, bits, op);
                required.put(key, flags);
            }
            return flags;
        }

        private static Set<String> read(Family family, int bits, Op op) {
            try {
                Method m = find(family, bits).getMethod(REQUIRED_CPU_FLAGS, String.class);
                if (!Modifier.isStatic(m.getModifiers())) {
                    return Set.of();
                }
                Object flags = m.invoke(null, op.id());
                if (flags instanceof Collection<?> c) {
                    Set<String> out = new HashSet<>();
                    for (Object flag : c) {
                        out.add(String.valueOf(flag));
                    }
                    return Set.copyOf(out);
                }
                return Set.of();
            } catch (NoSuchMethodException e) {
                return Set.of();
            } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
                // A class whose declaration cannot be read is treated as needing a flag no CPU has.
                return Set.of("unreadable-requirements(" + e.getClass().getSimpleName() + ")");
            }
        }

        @Override
        public Object instantiate(Family family, int bits) throws ReflectiveOperationException {
            return find(family, bits).getConstructor().newInstance();
        }
    }
}
