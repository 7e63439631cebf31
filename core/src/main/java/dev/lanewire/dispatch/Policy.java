package dev.lanewire.dispatch;

import java.util.EnumMap;
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
 *   <li>otherwise the default policy: scalar for {@link SizeClass#SMALL}, else the widest available
 *       shape, except that on x86 no shape below 256 bits is chosen unmeasured.</li>
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

    Policy(JvmInfo jvm, CpuIdentity cpu, List<ProfileSources.Source> sources, Overrides overrides, Catalog catalog) {
        this.jvm = jvm;
        this.cpu = cpu;
        this.sources = sources;
        this.overrides = overrides;
        this.catalog = catalog;
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
        if (size == SizeClass.SMALL) {
            return choice(op, size, Variant.SCALAR, "default policy: scalar up to " + SizeClass.SMALL.maxUnits()
                    + " units, where loop set-up and tails dominate" + profileNote);
        }
        StringBuilder rejected = new StringBuilder();
        for (Variant v : new Variant[] {Variant.V512, Variant.V256, Variant.V128}) {
            if (v.bits() > jvm.preferredBits()) {
                continue;
            }
            if (cpu.isX86() && v.bits() < 256) {
                rejected.append("; on x86 no integer vectors below 256 bits without a measurement");
                continue;
            }
            String why = unavailable(op, v);
            if (why == null) {
                return choice(op, size, v, "default policy: widest available shape" + rejected + profileNote);
            }
            rejected.append("; ").append(v.id()).append(" unavailable: ").append(why);
        }
        return choice(op, size, Variant.SCALAR, "default policy: no usable vector shape" + rejected + profileNote);
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
