package dev.lanewire.dispatch;

import dev.lanewire.kernel.KernelCatalog;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Reads and writes profile files: plain text, one entry a line, so that a profile diffs like code.
 * The format is specified in {@code docs/profiles.md}; in short:
 *
 * <pre>
 * # comment
 * lanewire-profile 1 kernel-set=5 jdk=25
 * cpu-flags x86_64:AuthenticAMD:26:2 avx2 avx512bw avx512f avx512vbmi avx512_vbmi2
 * # cpu                    jvm                                op             size   variant ratio floor rounds date       jdk
 * x86_64:AuthenticAMD:26:2 pref=512,UseAVX=3,MaxVectorSize=64 utf8.validate  large  v512    0.214 0.031 15     2026-11-30 25.0.1+8-LTS
 * </pre>
 *
 * <p>A {@code cpu-flags} line records the instruction-set flags of a CPU the file has entries for
 * ({@link IsaShape#FLAGS}), so that a CPU without entries can find the entries measured on one of
 * its {@link IsaShape instruction-set shape}.
 *
 * <p>Like FFTW's wisdom, a file is only valid for the kernels and the JDK it was measured with:
 * the header names the kernel-set version and the JDK feature release, and a file written for
 * another one is stale and ignored as a whole.
 */
final class ProfileFormat {

    /** The kernel-set version ({@link KernelCatalog#KERNEL_SET}) a file must name to be read. */
    static final int KERNEL_SET = KernelCatalog.KERNEL_SET;

    /** Version of the file syntax itself. */
    static final int FORMAT = 1;

    private static final String MAGIC = "lanewire-profile";
    private static final String CPU_FLAGS = "cpu-flags";
    private static final int FIELDS = 10;

    private ProfileFormat() {
    }

    /**
     * Parses a profile.
     *
     * @param origin     where the text came from, to start messages with; empty for none
     * @param text       the file's text
     * @param jdkFeature the running JDK's feature release
     * @throws MalformedProfileException when a line is malformed, names an unknown operation, size or
     *                                   variant, repeats a key, or when the header is missing or stale
     */
    static List<ProfileEntry> parse(String origin, String text, int jdkFeature) throws MalformedProfileException {
        return read(origin, text, jdkFeature).entries();
    }

    /**
     * A parsed profile file.
     *
     * @param entries  its entries, in file order
     * @param cpuFlags per CPU signature, the flags its {@code cpu-flags} line records
     */
    record Profile(List<ProfileEntry> entries, Map<String, Set<String>> cpuFlags) {
    }

    /**
     * Parses a profile with its {@code cpu-flags} lines.
     *
     * @throws MalformedProfileException as {@link #parse}, and when a {@code cpu-flags} line names
     *                                   no CPU, names {@code *} or repeats a CPU
     */
    static Profile read(String origin, String text, int jdkFeature) throws MalformedProfileException {
        List<ProfileEntry> entries = new ArrayList<>();
        Map<String, Set<String>> cpuFlags = new TreeMap<>();
        Set<String> keys = new HashSet<>();
        boolean header = false;
        // Read at every JVM's startup, mostly by the interpreter: lines and comments are found with
        // String.indexOf, fields are cut by hand without regular expressions or a copy of the line,
        // and the position for messages is only built for a line that is malformed.
        int lineNo = 0;
        for (int at = 0; at <= text.length(); ) {
            int end = lineEnd(text, at);
            int hash = text.indexOf('#', at, end);
            String[] f = fields(text, at, hash >= 0 ? hash : end);
            at = end < text.length() && text.charAt(end) == '\r' && end + 1 < text.length()
                    && text.charAt(end + 1) == '\n' ? end + 2 : end + 1;
            lineNo++;
            if (f.length == 0) {
                continue;
            }
            Where where = new Where(origin, lineNo);
            if (!header) {
                checkHeader(where, f, jdkFeature);
                header = true;
                continue;
            }
            if (f[0].equals(CPU_FLAGS)) {
                if (f.length < 2 || f[1].equals("*")) {
                    throw new MalformedProfileException(where + CPU_FLAGS + " needs a CPU signature, then its flags");
                }
                Set<String> flags = new TreeSet<>(List.of(f).subList(2, f.length));
                if (cpuFlags.put(f[1], Collections.unmodifiableSet(flags)) != null) {
                    throw new MalformedProfileException(where + "repeats the " + CPU_FLAGS + " line of " + f[1]);
                }
                continue;
            }
            if (f.length != FIELDS) {
                throw new MalformedProfileException(where + "expected " + FIELDS + " fields, found " + f.length);
            }
            Op op = Op.byId(f[2]);
            SizeClass size = SizeClass.byId(f[3]);
            Variant variant = Variant.parse(f[4]);
            if (op == null || size == null || variant == null) {
                throw new MalformedProfileException(where + "unknown " + (op == null ? "operation '" + f[2] + "'"
                        : size == null ? "size class '" + f[3] + "'" : "variant '" + f[4] + "'"));
            }
            if (!variant.id().equals(f[4])) {
                throw new MalformedProfileException(where + "variant must be written " + variant.id());
            }
            ProfileEntry entry = new ProfileEntry(f[0], f[1], op, size, variant, decimal(where, f[5]),
                    decimal(where, f[6]), rounds(where, f[7]), f[8], f[9]);
            if (!keys.add(f[0] + " " + f[1] + " " + f[2] + " " + f[3])) {
                throw new MalformedProfileException(where + "repeats the entry for " + f[0] + " " + f[1] + " "
                        + f[2] + " " + f[3]);
            }
            entries.add(entry);
        }
        if (!header) {
            throw new MalformedProfileException(prefix(origin) + "no '" + MAGIC + "' header line");
        }
        return new Profile(List.copyOf(entries), Collections.unmodifiableMap(cpuFlags));
    }

    private static String prefix(String origin) {
        return origin.isEmpty() ? "" : origin + " ";
    }

    /** Where a line is, for messages: built into words only when the line is malformed. */
    private record Where(String origin, int line) {
        @Override
        public String toString() {
            return prefix(origin) + "line " + line + ": ";
        }
    }

    /** The index of the line break ({@code \n} or {@code \r}) ending the line that starts at {@code from}, or the text's length. */
    private static int lineEnd(String text, int from) {
        int nl = text.indexOf('\n', from);
        int end = nl < 0 ? text.length() : nl;
        int cr = text.indexOf('\r', from, end);
        return cr < 0 ? end : cr;
    }

    /** The whitespace-separated fields of {@code s}, as {@code s.strip().split("\\s+")} gives them. */
    static String[] fields(String s) {
        return fields(s, 0, s.length());
    }

    /** The whitespace-separated fields of {@code s[from, to)}. */
    private static String[] fields(String s, int from, int to) {
        List<String> out = new ArrayList<>(12);
        int i = from;
        while (i < to) {
            while (i < to && space(s.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < to && !space(s.charAt(i))) {
                i++;
            }
            if (i > start) {
                out.add(s.substring(start, i));
            }
        }
        return out.toArray(new String[0]);
    }

    /** {@link Character#isWhitespace}, without its table lookup for the printable ASCII chars of a profile. */
    private static boolean space(char c) {
        return c <= ' ' ? Character.isWhitespace(c) : c >= 0x80 && Character.isWhitespace(c);
    }

    private static void checkHeader(Where where, String[] f, int jdkFeature) throws MalformedProfileException {
        if (!f[0].equals(MAGIC) || f.length < 2) {
            throw new MalformedProfileException(where + "expected the header '" + MAGIC + " " + FORMAT
                    + " kernel-set=N jdk=N'");
        }
        if (!f[1].equals(Integer.toString(FORMAT))) {
            throw new MalformedProfileException(where + "format version " + f[1] + " is not " + FORMAT);
        }
        String kernelSet = null;
        String jdk = null;
        for (int j = 2; j < f.length; j++) {
            if (f[j].startsWith("kernel-set=")) {
                kernelSet = f[j].substring("kernel-set=".length());
            } else if (f[j].startsWith("jdk=")) {
                jdk = f[j].substring("jdk=".length());
            } else {
                throw new MalformedProfileException(where + "unknown header field '" + f[j] + "'");
            }
        }
        if (kernelSet == null || jdk == null) {
            throw new MalformedProfileException(where + "the header needs kernel-set=N and jdk=N");
        }
        if (!kernelSet.equals(Integer.toString(KERNEL_SET)) || !jdk.equals(Integer.toString(jdkFeature))) {
            throw new MalformedProfileException(where + "stale: measured for kernel-set " + kernelSet + ", JDK " + jdk
                    + "; this is kernel-set " + KERNEL_SET + ", JDK " + jdkFeature + " (recalibrate)");
        }
    }

    private static double decimal(Where where, String text) throws MalformedProfileException {
        if (text.equals("-")) {
            return Double.NaN;
        }
        try {
            double v = Double.parseDouble(text);
            if (!(v >= 0) || Double.isInfinite(v)) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new MalformedProfileException(where + "'" + text + "' is not a non-negative decimal or -");
        }
    }

    private static int rounds(Where where, String text) throws MalformedProfileException {
        if (text.equals("-")) {
            return 0;
        }
        try {
            int v = Integer.parseInt(text);
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new MalformedProfileException(where + "'" + text + "' is not a round count or -");
        }
    }

    /**
     * Writes entries as a profile file for the running JDK: sorted by CPU, JVM key, operation and
     * size class, in fixed-width columns, so that adding a CPU or recalibrating one changes only its
     * own lines.
     *
     * @param notes per entry, an optional trailing comment (e.g. the other candidates' ratios)
     */
    static String write(List<ProfileEntry> entries, Map<ProfileEntry, String> notes, int jdkFeature) {
        return write(entries, notes, Map.of(), jdkFeature);
    }

    /**
     * Writes entries as {@link #write(List, Map, int)} does, with a {@code cpu-flags} line per CPU
     * in {@code cpuFlags}, sorted by signature, after the header.
     */
    static String write(List<ProfileEntry> entries, Map<ProfileEntry, String> notes,
                        Map<String, Set<String>> cpuFlags, int jdkFeature) {
        List<ProfileEntry> sorted = new ArrayList<>(entries);
        sorted.sort(Comparator.comparing(ProfileEntry::cpu).thenComparing(ProfileEntry::jvm)
                .thenComparing(ProfileEntry::op).thenComparing(ProfileEntry::size));
        StringBuilder out = new StringBuilder();
        out.append("# Lanewire kernel profile: which variant runs each operation and size class, per CPU and JVM.\n");
        out.append("# Format and how to add a CPU: docs/profiles.md. Written by 'scripts/run-vector.sh calibrate'.\n");
        out.append(MAGIC).append(' ').append(FORMAT).append(" kernel-set=").append(KERNEL_SET)
                .append(" jdk=").append(jdkFeature).append('\n');
        new TreeMap<>(cpuFlags).forEach((cpu, flags) -> out.append(CPU_FLAGS).append(' ').append(cpu)
                .append(flags.isEmpty() ? "" : " " + String.join(" ", new TreeSet<>(flags))).append('\n'));
        out.append(row("# cpu", "jvm", "op", "size", "variant", "ratio", "floor", "rounds", "date", "jdk")).append('\n');
        for (ProfileEntry e : sorted) {
            String line = row(e.cpu(), e.jvm(), e.op().id(), e.size().id(), e.variant().id(), number(e.ratio()),
                    number(e.floor()), e.rounds() == 0 ? "-" : Integer.toString(e.rounds()), e.date(), e.jdk());
            String note = notes.get(e);
            out.append(note == null || note.isEmpty() ? line : line + "  # " + note).append('\n');
        }
        return out.toString();
    }

    private static String number(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.3f", v);
    }

    private static String row(String... cells) {
        int[] widths = {26, 40, 24, 7, 8, 6, 6, 7, 11, 0};
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            b.append(cells[i]);
            if (i < cells.length - 1) {
                b.append(" ".repeat(Math.max(1, widths[i] - cells[i].length())));
            }
        }
        return b.toString().stripTrailing();
    }
}
