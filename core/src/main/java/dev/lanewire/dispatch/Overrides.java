package dev.lanewire.dispatch;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * Variants forced for A/B runs: {@code -Dlanewire.kernels=scalar|128|256|512|auto} for every
 * operation, and {@code -Dlanewire.kernel.<op-id>=...} for one, which wins over the former
 * ({@code auto} there un-forces that operation). A forced variant still has to be available: one
 * wider than the JVM's preferred shape, or missing, falls back to scalar with the reason.
 *
 * @param forced   per forced operation, the variant and the setting that forced it
 * @param problems one line per setting that could not be understood (ignored)
 */
record Overrides(Map<Op, Forced> forced, List<String> problems) {

    /** System property forcing every operation. */
    static final String ALL = "lanewire.kernels";
    /** Prefix of the per-operation system properties; the operation's {@link Op#id()} follows. */
    static final String PREFIX = "lanewire.kernel.";

    /**
     * A forced variant.
     *
     * @param variant the variant asked for
     * @param setting the setting as written, e.g. {@code -Dlanewire.kernels=256}
     */
    record Forced(Variant variant, String setting) {
    }

    Overrides {
        forced = Collections.unmodifiableMap(forced.isEmpty() ? new EnumMap<>(Op.class) : new EnumMap<>(forced));
        problems = List.copyOf(problems);
    }

    /** No override at all. */
    static Overrides none() {
        return new Overrides(Map.of(), List.of());
    }

    /** Reads the overrides from system properties such as {@link System#getProperties()}. */
    static Overrides from(Properties properties) {
        List<String> problems = new ArrayList<>();
        Map<Op, Forced> forced = new EnumMap<>(Op.class);
        Variant all = null;
        String allValue = properties.getProperty(ALL);
        if (allValue != null) {
            all = variantOrAuto(ALL, allValue, problems);
        }
        for (Op op : Op.values()) {
            String key = PREFIX + op.id();
            String value = properties.getProperty(key);
            Variant v = value == null ? null : variantOrAuto(key, value, problems);
            if (v != null) {
                forced.put(op, new Forced(v, "-D" + key + "=" + value));
            } else if (all != null && (value == null || !value.trim().equalsIgnoreCase("auto"))) {
                forced.put(op, new Forced(all, "-D" + ALL + "=" + allValue));
            }
        }
        for (String name : properties.stringPropertyNames()) {
            if (name.startsWith(PREFIX) && !knownOp(name.substring(PREFIX.length()))) {
                problems.add("-D" + name + " names no operation (ids: see Dispatch.report())");
            }
        }
        return new Overrides(forced, problems);
    }

    private static boolean knownOp(String id) {
        return Op.byId(id) != null;
    }

    private static Variant variantOrAuto(String key, String value, List<String> problems) {
        if (value.trim().equalsIgnoreCase("auto")) {
            return null;
        }
        Variant v = Variant.parse(value);
        if (v == null) {
            problems.add("-D" + key + "=" + value + " is not one of scalar, 128, 256, 512, auto (ignored)");
        }
        return v;
    }
}
