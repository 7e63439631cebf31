package dev.lanewire.dispatch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The result of {@link Calibrator#calibrate}: this CPU's and JVM's measured entries, ready to be
 * merged into a profile file.
 */
public final class Calibration {

    private final CpuIdentity cpu;
    private final JvmInfo jvm;
    private final List<ProfileEntry> entries;
    private final Map<ProfileEntry, String> notes;
    private final String skipped;

    Calibration(CpuIdentity cpu, JvmInfo jvm, List<ProfileEntry> entries, Map<ProfileEntry, String> notes,
                String skipped) {
        this.cpu = cpu;
        this.jvm = jvm;
        this.entries = List.copyOf(entries);
        this.notes = new LinkedHashMap<>(notes);
        this.skipped = skipped;
    }

    /** Whether anything was measured. */
    public boolean isEmpty() {
        return entries.isEmpty();
    }

    /** Variants that could not be measured and why (missing classes, CPU gates), or empty. */
    public String skipped() {
        return skipped;
    }

    /** The measured entries as a table for people: one line per operation and size class. */
    public String table() {
        StringBuilder b = new StringBuilder();
        b.append("cpu ").append(cpu.signature()).append("  jvm ").append(jvm.key()).append("  JDK ")
                .append(jvm.jdkVersion()).append('\n');
        b.append(String.format(Locale.ROOT, "%-24s %-7s %-7s %-6s %-6s %s%n", "op", "size", "variant", "ratio",
                "floor", "measured"));
        for (ProfileEntry e : entries) {
            b.append(String.format(Locale.ROOT, "%-24s %-7s %-7s %-6.3f %-6.3f %s%n", e.op().id(), e.size().id(),
                    e.variant().id(), e.ratio(), e.floor(), notes.getOrDefault(e, "")));
        }
        return b.toString();
    }

    /**
     * Merges these entries into the profile file {@code file}: its entries for other CPUs or JVM
     * configurations stay, those for this one are replaced. A missing, malformed or stale file is
     * replaced.
     *
     * @return one line saying what happened to the file's previous content
     */
    public String writeTo(Path file) throws IOException {
        List<ProfileEntry> merged = new ArrayList<>();
        String previous = "new file";
        if (Files.exists(file)) {
            ProfileSources.Source old = ProfileSources.parsed(file.toString(),
                    Files.readString(file, StandardCharsets.UTF_8), jvm.jdkFeature());
            if (old.problem()) {
                previous = "replaced the previous content, " + old.status();
            } else {
                Set<String> replaced = new HashSet<>();
                for (ProfileEntry e : entries) {
                    replaced.add(key(e));
                }
                int kept = 0;
                for (ProfileEntry e : old.entries()) {
                    if (!replaced.contains(key(e))) {
                        merged.add(e);
                        kept++;
                    }
                }
                previous = "kept " + kept + " entries for other CPUs, JVM configurations or operations";
            }
        }
        merged.addAll(entries);
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, ProfileFormat.write(merged, notes, jvm.jdkFeature()), StandardCharsets.UTF_8);
        return "wrote " + entries.size() + " entries to " + file + " (" + previous + ")";
    }

    private static String key(ProfileEntry e) {
        return e.cpu() + " " + e.jvm() + " " + e.op().id() + " " + e.size().id();
    }

    /** The user's calibration file, the default output: {@code ~/.lanewire/profile.txt} unless overridden. */
    public static Path userFile() {
        return ProfileSources.userFile(System::getProperty, System.getenv());
    }
}
