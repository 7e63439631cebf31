package dev.lanewire.dispatch;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What a calibration tool needs from dispatch, and no more: which variants can run here, fresh
 * kernel instances, the measuring loops and their inputs, the JIT's progress, and merging measured
 * entries into a profile file. The calibration harness itself ({@code scripts/run-vector.sh
 * calibrate}) lives in the bench module; applications have no use for this class.
 */
public final class CalibrationSupport {

    /**
     * The type of {@link #loopCopy()}'s handles: {@code (String opId, Object kernel, Workload w,
     * int reps) -> long sink}.
     */
    public static final MethodType LOOP_TYPE =
            MethodType.methodType(long.class, String.class, Object.class, Workload.class, int.class);

    private static final byte[] LOOP_BYTES = loopBytes();

    /**
     * One measured entry to merge into a profile file.
     *
     * @param op      the operation
     * @param size    the size class
     * @param variant the variant chosen
     * @param ratio   its time over the scalar twin's (1 for scalar)
     * @param floor   the noise the choice was made against
     * @param rounds  interleaved rounds measured
     * @param note    the evidence in words, written as the line's comment
     */
    public record Entry(Op op, SizeClass size, Variant variant, double ratio, double floor, int rounds, String note) {
    }

    private CalibrationSupport() {
    }

    /**
     * Why {@code op} cannot run {@code variant} on this JVM and CPU (shape wider than preferred, a
     * missing class or CPU flag), or {@code null} when it can. Profiles and overrides play no part.
     */
    public static String unavailable(Op op, Variant variant) {
        return new Policy(Dispatch.jvm(), Dispatch.cpu(), List.of(), Overrides.none(), Catalog.reflective())
                .unavailable(op, variant);
    }

    /** A new instance of {@code op}'s kernel class of {@code variant} (the scalar twin's instance for scalar). */
    public static Object newKernel(Op op, Variant variant) throws ReflectiveOperationException {
        return variant.isVector() ? Catalog.reflective().instantiate(op.family(), variant.bits()) : op.family().scalar();
    }

    /** The measuring inputs of {@code op} for {@code size}: seeded, valid, allocated once. */
    public static Workload workload(Op op, SizeClass size) {
        return Workloads.of(op, size);
    }

    /**
     * The measuring inputs of {@code op} for {@code size} of text of {@code kind}, one of
     * {@link TextKind#forOp}{@code (op)}: a pool of text too large for the branch predictor to
     * learn, so that branchy variants are not timed on replayed input.
     *
     * @throws IllegalArgumentException if {@code op} is not calibrated on {@code kind}
     */
    public static Workload workload(Op op, SizeClass size, TextKind kind) {
        return Workloads.unseen(op, size, kind);
    }

    /** Milliseconds the JIT compilers have spent so far, or -1 when the VM does not say. */
    public static long compilationMillis() {
        return JvmInfo.compilationMillis();
    }

    /**
     * A handle of {@link #LOOP_TYPE} on a fresh hidden copy of the measuring loops, so that each
     * copy's call sites see one kernel class and inline it as a façade's binding does; the shared
     * loops when their class bytes cannot be read (then every copy pays the same megamorphic call).
     */
    public static MethodHandle loopCopy() {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        try {
            if (LOOP_BYTES != null) {
                MethodHandles.Lookup hidden = lookup.defineHiddenClass(LOOP_BYTES, true);
                return hidden.findStatic(hidden.lookupClass(), "run", LOOP_TYPE);
            }
        } catch (ReflectiveOperationException | LinkageError | IllegalArgumentException e) {
            // fall through to the shared class
        }
        try {
            return lookup.findStatic(KernelLoops.class, "run", LOOP_TYPE);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] loopBytes() {
        try (InputStream in = KernelLoops.class.getResourceAsStream("KernelLoops.class")) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
    }

    /** The user's calibration file, the default output: {@code ~/.lanewire/profile.txt} unless overridden. */
    public static Path userFile() {
        return ProfileSources.userFile(System::getProperty, System.getenv());
    }

    /**
     * Merges {@code entries}, measured on {@code cpu} under {@code jvm} on {@code date}, into the
     * profile file {@code file}: its entries for other CPUs, JVM configurations or operations stay
     * (with their comments), those for the same cells are replaced, and {@code cpu}'s shape-deciding
     * flags are recorded so that CPUs without entries can find it. A missing, malformed or stale
     * file is replaced.
     *
     * @return one line saying what happened to the file's previous content
     */
    public static String mergeInto(Path file, CpuIdentity cpu, JvmInfo jvm, String date, List<Entry> entries)
            throws IOException {
        Map<ProfileEntry, String> notes = new LinkedHashMap<>();
        List<ProfileEntry> fresh = new ArrayList<>(entries.size());
        for (Entry e : entries) {
            ProfileEntry p = new ProfileEntry(cpu.signature(), jvm.key(), e.op(), e.size(), e.variant(), e.ratio(),
                    e.floor(), e.rounds(), date, jvm.jdkVersion());
            fresh.add(p);
            notes.put(p, e.note());
        }
        List<ProfileEntry> merged = new ArrayList<>();
        Map<String, Set<String>> cpuFlags = new TreeMap<>();
        String previous = "new file";
        if (Files.exists(file)) {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            ProfileSources.Source old = ProfileSources.parsed(file.toString(), text, jvm.jdkFeature());
            if (old.problem()) {
                previous = "replaced the previous content, " + old.status();
            } else {
                Set<String> replaced = new HashSet<>();
                for (ProfileEntry e : fresh) {
                    replaced.add(key(e));
                }
                // A kept entry keeps its trailing comment: the per-process ratios behind its choice.
                Map<String, String> oldNotes = trailingComments(text);
                int kept = 0;
                for (ProfileEntry e : old.entries()) {
                    if (!replaced.contains(key(e))) {
                        merged.add(e);
                        notes.put(e, oldNotes.get(key(e)));
                        kept++;
                    }
                }
                cpuFlags.putAll(old.cpuFlags());
                previous = "kept " + kept + " entries for other CPUs, JVM configurations or operations";
            }
        }
        merged.addAll(fresh);
        Set<String> shapeFlags = IsaShape.relevant(cpu.flags());
        if (cpu.known() && !shapeFlags.isEmpty()) {
            cpuFlags.put(cpu.signature(), shapeFlags);
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, ProfileFormat.write(merged, notes, cpuFlags, jvm.jdkFeature()), StandardCharsets.UTF_8);
        return "wrote " + fresh.size() + " entries to " + file + " (" + previous + ")";
    }

    private static String key(ProfileEntry e) {
        return e.cpu() + " " + e.jvm() + " " + e.op().id() + " " + e.size().id();
    }

    /** The trailing comments of a parsed profile's entry lines, by {@link #key} (cpu, jvm, op, size). */
    private static Map<String, String> trailingComments(String profile) {
        Map<String, String> comments = new HashMap<>();
        for (String line : profile.split("\n")) {
            int hash = line.indexOf('#');
            String[] f = (hash < 0 ? line : line.substring(0, hash)).trim().split("\\s+");
            if (hash > 0 && f.length >= 4) {
                comments.put(f[0] + " " + f[1] + " " + f[2] + " " + f[3], line.substring(hash + 1).trim());
            }
        }
        return comments;
    }
}
