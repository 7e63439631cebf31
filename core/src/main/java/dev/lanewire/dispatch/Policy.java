package dev.lanewire.dispatch;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The dispatch rules, as a pure function of what was detected, so that tests can run them for
 * environments other than the one they run in. For each operation and size class, in order:
 * <ol>
 *   <li>an override ({@link Overrides}) decides, if its variant is available;</li>
 *   <li>without C2, the Vector API module or a known preferred shape, scalar;</li>
 *   <li>the first profile source with an entry for this CPU, JVM key, operation and size class
 *       decides, if its variant is available;</li>
 *   <li>otherwise the entry of the nearest measured class ({@link #nearestClasses}): the same CPU
 *       vendor and family, else the same {@link IsaShape instruction-set shape}, if its variant is
 *       available; otherwise scalar. No vector variant runs without a measurement on this CPU or one
 *       of its class.</li>
 * </ol>
 * A vector variant is <em>available</em> when its class exists, is no wider than the JVM's preferred
 * shape (a wider species runs emulated, many times slower than scalar), and the CPU has every flag
 * the class declares for the operation (byte compress and two-table permutes need AVX-512
 * VBMI/VBMI2; without them C2 emulates them).
 */
final class Policy {

    private final JvmInfo jvm;
    private final CpuIdentity cpu;
    private final List<ProfileSources.Source> sources;
    private final Overrides overrides;
    private final Catalog catalog;
    /** This CPU's native instruction set ({@link IsaShape#isa}), or {@code null} when its flags are unknown. */
    private final String isa;
    /** Every source's entries by "cpu jvm op size", the first source's winning; filled with {@link #nearest}. */
    private final Map<String, Measured> measured = new HashMap<>();
    private List<MeasuredClass> nearest;

    Policy(JvmInfo jvm, CpuIdentity cpu, List<ProfileSources.Source> sources, Overrides overrides, Catalog catalog) {
        this.jvm = jvm;
        this.cpu = cpu;
        this.sources = sources;
        this.overrides = overrides;
        this.catalog = catalog;
        this.isa = IsaShape.isa(cpu.arch(), cpu.flags());
    }

    /** Every operation's choice for every size class. */
    Map<Op, Map<SizeClass, Choice>> decideAll() {
        Map<Op, Map<SizeClass, Choice>> out = new EnumMap<>(Op.class);
        for (Op op : Op.values()) {
            Map<SizeClass, Choice> perSize = new EnumMap<>(SizeClass.class);
            for (SizeClass size : SizeClass.values()) {
                perSize.put(size, decide(op, size));
            }
            out.put(op, perSize);
        }
        return out;
    }

    /** The choice for one operation and size class. */
    Choice decide(Op op, SizeClass size) {
        Overrides.Forced forced = overrides.forced().get(op);
        if (forced != null) {
            String why = unavailable(op, forced.variant());
            return why == null
                    ? choice(op, size, forced.variant(), "forced by " + forced.setting())
                    : choice(op, size, Variant.SCALAR, "unavailable: " + forced.variant().id() + " forced by "
                            + forced.setting() + ", but " + why);
        }
        if (!jvm.vectorsUsable()) {
            return choice(op, size, Variant.SCALAR, "unavailable: " + scalarReason());
        }
        String profileNote = "";
        for (ProfileSources.Source source : sources) {
            ProfileEntry entry = bestEntry(source, op, size);
            if (entry == null) {
                continue;
            }
            String why = unavailable(op, entry.variant());
            if (why == null) {
                return choice(op, size, entry.variant(), "profile entry (" + source.name() + "): " + entry.evidence());
            }
            profileNote += "; the profile entry (" + source.name() + ") wants " + entry.variant().id()
                    + ", unavailable: " + why;
        }
        return defaultPolicy(op, size, profileNote);
    }

    private Choice defaultPolicy(Op op, SizeClass size, String profileNote) {
        for (MeasuredClass c : nearestClasses()) {
            Measured m = measured.get(c.cpu() + " " + c.jvm() + " " + op.id() + " " + size.id());
            if (m == null) {
                continue;
            }
            String from = "nearest measured class: " + c.why() + ", from " + c.cpu() + " " + c.jvm();
            String why = unavailable(op, m.entry().variant());
            if (why == null) {
                return choice(op, size, m.entry().variant(), "profile entry (" + m.source() + "), " + from + ": "
                        + m.entry().evidence() + profileNote);
            }
            return choice(op, size, Variant.SCALAR, "default policy: the " + from + " chose "
                    + m.entry().variant().id() + ", unavailable: " + why + profileNote);
        }
        String shape = isa == null ? "unknown (no CPU flags)" : IsaShape.describe(isa, jvm.preferredBits());
        return choice(op, size, Variant.SCALAR, "default policy: scalar until measured: no profile entry for "
                + cpu.signature() + " " + jvm.key() + ", its CPU family or its ISA shape " + shape + profileNote);
    }

    /**
     * A CPU and JVM configuration that profile entries were measured on, near enough to this
     * machine to borrow its choices.
     *
     * @param cpu the measured CPU's signature
     * @param jvm the measured JVM key
     * @param why how it is near, for the reason
     */
    record MeasuredClass(String cpu, String jvm, String why) {
    }

    /** An entry and the source it came from. */
    private record Measured(ProfileEntry entry, String source) {
    }

    /**
     * The measured classes this machine may borrow choices from, nearest first: the same CPU
     * vendor and family under the same JVM key, unless both instruction-set shapes are known and
     * differ (Intel's family 6 spans CPUs from before AVX to AVX-512 with VBMI2); then the same {@link IsaShape} (native instruction
     * set from the {@code cpu-flags} lines, preferred width from the JVM key), the same JVM key
     * first. Within a rank the sources' order, then the files' order decides. A CPU whose flags no
     * {@code cpu-flags} line records has no shape, so it is only ever borrowed from by its family.
     */
    List<MeasuredClass> nearestClasses() {
        if (nearest != null) {
            return nearest;
        }
        Map<String, Set<String>> flagsByCpu = new HashMap<>();
        for (ProfileSources.Source source : sources) {
            for (Map.Entry<String, Set<String>> e : source.cpuFlags().entrySet()) {
                flagsByCpu.putIfAbsent(e.getKey(), e.getValue());
            }
        }
        String family = cpu.known() ? IsaShape.family(cpu.signature()) : null;
        Map<String, Integer> rankOf = new LinkedHashMap<>();
        Map<String, MeasuredClass> classes = new HashMap<>();
        for (ProfileSources.Source source : sources) {
            for (ProfileEntry e : source.entries()) {
                String key = e.cpu() + " " + e.jvm();
                measured.putIfAbsent(key + " " + e.op().id() + " " + e.size().id(), new Measured(e, source.name()));
                if (e.cpu().equals("*") || e.jvm().equals("*") || rankOf.containsKey(key)
                        || (e.cpu().equals(cpu.signature()) && e.jvm().equals(jvm.key()))) {
                    continue;
                }
                int sameKey = e.jvm().equals(jvm.key()) ? 0 : 1;
                Set<String> theirFlags = flagsByCpu.get(e.cpu());
                String theirIsa = theirFlags == null ? null : IsaShape.isa(IsaShape.arch(e.cpu()), theirFlags);
                boolean isaAgrees = isa == null || theirIsa == null || isa.equals(theirIsa);
                if (family != null && family.equals(IsaShape.family(e.cpu())) && sameKey == 0 && isaAgrees) {
                    rankOf.put(key, 0);
                    classes.put(key, new MeasuredClass(e.cpu(), e.jvm(), "same CPU family " + family));
                } else if (isa != null && isa.equals(theirIsa) && IsaShape.arch(e.cpu()).equals(cpu.arch())
                        && IsaShape.preferredBits(e.jvm()) == jvm.preferredBits()) {
                    rankOf.put(key, 1 + sameKey);
                    classes.put(key, new MeasuredClass(e.cpu(), e.jvm(), "same ISA shape "
                            + IsaShape.describe(isa, jvm.preferredBits())));
                }
            }
        }
        // Ranks 0 to 2, each in the order found.
        List<MeasuredClass> out = new ArrayList<>();
        for (int rank = 0; rank <= 2; rank++) {
            for (Map.Entry<String, Integer> e : rankOf.entrySet()) {
                if (e.getValue() == rank) {
                    out.add(classes.get(e.getKey()));
                }
            }
        }
        nearest = List.copyOf(out);
        return nearest;
    }

    private ProfileEntry bestEntry(ProfileSources.Source source, Op op, SizeClass size) {
        ProfileEntry best = null;
        for (ProfileEntry e : source.entries()) {
            if (e.op() == op && e.size() == size && e.matches(cpu.signature(), jvm.key())
                    && (best == null || e.specificity() > best.specificity())) {
                best = e;
            }
        }
        return best;
    }

    private String scalarReason() {
        return jvm.scalarReason() != null ? jvm.scalarReason()
                : "the Vector API reports no native shape (preferred size " + jvm.preferredBits() + " bits)";
    }

    /** Why {@code v} cannot run {@code op} here, or {@code null} when it can. */
    String unavailable(Op op, Variant v) {
        if (!v.isVector()) {
            return null;
        }
        if (!jvm.vectorsUsable()) {
            return scalarReason();
        }
        if (v.bits() > jvm.preferredBits()) {
            return v.id() + " is wider than the JVM's preferred " + jvm.preferredBits()
                    + "-bit shape, so it would run emulated";
        }
        String missing = catalog.missing(op.family(), v.bits());
        if (missing != null) {
            return missing;
        }
        Set<String> lacking = new TreeSet<>();
        for (String flag : catalog.requiredCpuFlags(op.family(), v.bits(), op)) {
            if (!cpu.hasFlag(flag)) {
                lacking.add(flag);
            }
        }
        if (!lacking.isEmpty()) {
            return op.id() + " in " + v.id() + " needs CPU flags " + String.join(" ", lacking)
                    + (cpu.flags().isEmpty() ? ", which cannot be checked without /proc/cpuinfo" : ", which this CPU lacks");
        }
        return null;
    }

    private static Choice choice(Op op, SizeClass size, Variant v, String reason) {
        return new Choice(op.id(), size.id(), v.id(), reason);
    }
}
