package dev.lanewire.bench.report;

import dev.lanewire.bench.ForkFlags;
import dev.lanewire.bench.Selection;
import dev.lanewire.bench.strings.StringBench;
import dev.lanewire.bench.strings.StringPath;
import dev.lanewire.dispatch.TextKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Renders the per-string page of one CPU, {@code docs/benchmarks/<cpu>-strings.md}, and its
 * charts from the {@link PageData} of a {@code bench --strings} run: nanoseconds per string,
 * write plus read, per kind of text, length and path, the Lanewire paths under both flag sets,
 * and issue 14's per-string targets at {@link #TARGET_LENGTHS} with their verdicts.
 */
public final class StringsPage {

    /** What a per-string page's file names add to the CPU's slug. */
    public static final String SUFFIX = "-strings";
    /** The lengths the per-string targets are stated at. */
    public static final List<Integer> TARGET_LENGTHS =
            Selection.STRINGS_TARGET_LENGTHS.stream().map(Integer::valueOf).toList();
    /** Lanewire's {@code writeString} with the server flags may take at most this times Fory's time. */
    public static final double FORY_LIMIT = 1.0;
    /** Lanewire's UTF-8 mode may take at most this times its Latin-1/UTF-16 time on non-ASCII text. */
    public static final double UTF8_NATIVE_LIMIT = 1.5;
    /** Lanewire's UTF-8 mode may take at most this times the JDK's time on ASCII. */
    public static final double UTF8_JDK_LIMIT = 1.0;

    private static final String BENCH = "dev.lanewire.bench.strings.StringBench.roundTrip";
    /** The table's columns: a path, and the flag set it ran under. */
    private static final List<String[]> COLUMNS = List.of(new String[] {"lanewire", Selection.MODULES},
            new String[] {"lanewire", Selection.SERVER}, new String[] {"lanewire-utf8", Selection.MODULES},
            new String[] {"lanewire-utf8", Selection.SERVER}, new String[] {"fory", Selection.MODULES},
            new String[] {"kryo", Selection.MODULES}, new String[] {"jdk", Selection.MODULES});

    /**
     * One per-string target at one kind, length and flag set: a Lanewire path's time against a
     * baseline's. Where the cells ran in rounds, both times are the medians of their rounds.
     *
     * @param name     the target in words
     * @param kind     text kind
     * @param length   chars
     * @param flags    the flag set the Lanewire path ran under
     * @param ns       the Lanewire path's ns per string, NaN if not measured
     * @param baseline the baseline's ns per string, NaN if not measured
     * @param limit    the most {@code ns / baseline} may be
     * @param low      the lowest of the ratios of the rounds that measured both sides, NaN where
     *                 fewer than two did
     * @param high     the highest of them, NaN likewise
     */
    public record Target(String name, String kind, int length, String flags, double ns, double baseline,
                         double limit, double low, double high) {

        /** The rounds' spread of the ratio, e.g. {@code rounds 0.91-1.20x}; {@code -} where there is none. */
        public String spread() {
            return Double.isNaN(low) ? "-" : Rounds.describeSpread(low, high);
        }

        /** {@code ns / baseline}: below 1 the Lanewire path is faster. */
        public double ratio() {
            return ns / baseline;
        }

        /** {@code meets}, {@code misses} or {@code not measured}. */
        public String verdict() {
            double r = ratio();
            return Double.isNaN(r) ? "not measured" : r <= limit ? "meets" : "misses";
        }
    }

    private StringsPage() {
    }

    /** Whether {@code data} is a {@code bench --strings} run (every series of {@link StringBench}). */
    public static boolean isStrings(PageData data) {
        return !data.series().isEmpty() && data.series().stream().allMatch(s -> s.benchmark().startsWith(BENCH));
    }

    /**
     * ns per string of {@code path} under {@code flags} at {@code kind} and {@code length}: the
     * median of its rounds where it ran in rounds; NaN if not measured.
     */
    static double ns(BenchResults results, String path, String flags, String kind, int length) {
        return Rounds.median(rounds(results, path, flags, kind, length));
    }

    /** Round (0 where not run in rounds) to ns per string of one cell, rounds in ascending order. */
    private static Map<Integer, Double> rounds(BenchResults results, String path, String flags, String kind,
                                               int length) {
        Map<Integer, Double> out = new TreeMap<>();
        for (Measurement m : results.measurements()) {
            if (m.benchmark().equals(BENCH) && path.equals(m.params().get("path"))
                    && kind.equals(m.params().get("kind")) && String.valueOf(length).equals(m.params().get("length"))
                    && flags.equals(m.params().getOrDefault(Selection.FLAGS, Selection.MODULES))) {
                out.put(Rounds.round(m), m.score());
            }
        }
        return out;
    }

    /** The target {@code name}: {@code path}'s median time over {@code base}'s, with the rounds' spread. */
    private static Target target(BenchResults results, String name, String kind, int length, String flags,
                                 String path, String base, String baseFlags, double limit) {
        Map<Integer, Double> ours = rounds(results, path, flags, kind, length);
        Map<Integer, Double> theirs = rounds(results, base, baseFlags, kind, length);
        double[] range = Rounds.pairedRange(ours, theirs);
        return new Target(name, kind, length, flags, Rounds.median(ours), Rounds.median(theirs), limit,
                range == null ? Double.NaN : range[0], range == null ? Double.NaN : range[1]);
    }

    /**
     * Issue 14's per-string targets for every kind measured, at {@link #TARGET_LENGTHS}: with the
     * server flags {@code writeString} no slower than Fory; under each flag set the UTF-8 mode
     * within {@value #UTF8_NATIVE_LIMIT}x {@code writeString}'s time on non-ASCII text and no
     * slower than the JDK on ASCII.
     */
    public static List<Target> targets(BenchResults results) {
        List<Target> out = new ArrayList<>();
        for (int length : TARGET_LENGTHS) {
            for (String kind : kinds(results)) {
                out.add(target(results, "writeString (server) no slower than Fory", kind, length, Selection.SERVER,
                        "lanewire", "fory", Selection.MODULES, FORY_LIMIT));
                for (String flags : List.of(Selection.SERVER, Selection.MODULES)) {
                    if (kind.equals("ascii")) {
                        out.add(target(results, "writeStringUtf8 no slower than the JDK", kind, length, flags,
                                "lanewire-utf8", "jdk", Selection.MODULES, UTF8_JDK_LIMIT));
                    } else {
                        out.add(target(results, "writeStringUtf8 within 1.5x writeString", kind, length, flags,
                                "lanewire-utf8", "lanewire", flags, UTF8_NATIVE_LIMIT));
                    }
                }
            }
        }
        return out;
    }

    /** The kinds measured: {@code TextKind}'s order first, then any other, as first measured. */
    private static List<String> kinds(BenchResults results) {
        Set<String> measured = new LinkedHashSet<>();
        results.measurements().stream().map(m -> m.params().get("kind")).filter(k -> k != null).forEach(measured::add);
        Set<String> kinds = new LinkedHashSet<>();
        for (TextKind k : TextKind.values()) {
            if (measured.contains(k.id())) {
                kinds.add(k.id());
            }
        }
        kinds.addAll(measured);
        return List.copyOf(kinds);
    }

    private static List<Integer> lengths(BenchResults results, String kind) {
        Set<Integer> lengths = new java.util.TreeSet<>();
        for (Measurement m : results.measurements()) {
            if (kind.equals(m.params().get("kind")) && m.params().containsKey("length")) {
                lengths.add(Integer.parseInt(m.params().get("length")));
            }
        }
        return List.copyOf(lengths);
    }

    /**
     * The page and its charts, as file name (relative to the pages' folder) to content.
     *
     * @param data      the run
     * @param dataPath  where {@code data} is kept, for the regeneration command
     * @param pagesDir  the folder the page goes to, for the regeneration command
     * @param notesLink link from the page to the hand-written notes
     */
    public static Map<String, String> render(PageData data, String dataPath, String pagesDir, String notesLink) {
        BenchResults results = data.toResults();
        String slug = data.machine().slug() + SUFFIX;
        String commit = data.source() == null || data.source().commit().isEmpty() ? "unknown" : data.source().commit();
        Map<String, String> files = new LinkedHashMap<>();
        StringBuilder sb = new StringBuilder();
        CpuPage.header(sb, "Per-string benchmark on " + data.machine().cpu(), commit, dataPath, pagesDir, notesLink);
        sb.append("Nanoseconds per string, write plus read, lower is better: `StringBench.roundTrip` writes each of ")
                .append(StringBench.BATCH).append(" distinct strings of one length and kind into a reused buffer and")
                .append(" reads it back (`@OperationsPerInvocation(").append(StringBench.BATCH).append(")`), each")
                .append(" string checked to read back equal before the run. `modules`: the forks' flags alone;")
                .append(" `server`: with `").append(String.join(" ", ForkFlags.STRING_INTERNALS))
                .append("` too, the String-internals opt-in of the README's server flag line. Only the Lanewire")
                .append(" paths read the opt-in; Fory, Kryo and the JDK run once, under `modules`.");
        int rounds = results.measurements().stream().mapToInt(Rounds::round).max().orElse(0);
        if (rounds > 1) {
            sb.append(" The cells at ").append(String.join(" and ", TARGET_LENGTHS.stream().map(String::valueOf)
                    .toList())).append(" chars, where the targets are stated, ran in ").append(rounds)
                    .append(" rounds (the first with every other length, the others after it), one fork a cell each")
                    .append(" round: their times are the medians of their rounds, a target's ratio the ratio of two")
                    .append(" medians, and \"rounds\" gives the lowest and highest of the ratios the rounds gave one")
                    .append(" by one (the run's noise on that ratio).");
        }
        sb.append("\n\n");
        CpuPage.run(sb, data, commit);
        if (!data.failures().isEmpty()) {
            sb.append("## Failed: selected but no score\n\n");
            data.failures().forEach(f -> sb.append("- ").append(Format.cell(f)).append('\n'));
            sb.append('\n');
        }
        targetsSection(sb, targets(results));
        sb.append("## ns per string, by kind of text\n\n");
        for (String kind : kinds(results)) {
            kindSection(sb, files, slug, results, kind);
        }
        sb.append("<details><summary>The paths</summary>\n\n");
        for (StringPath p : StringPath.values()) {
            sb.append("- `").append(p.id()).append("`: ").append(p.description()).append('\n');
        }
        sb.append("\n</details>\n");
        files.put(slug + ".md", sb.toString());
        return files;
    }

    private static void targetsSection(StringBuilder sb, List<Target> targets) {
        sb.append("## Targets at ").append(String.join(" and ", TARGET_LENGTHS.stream().map(String::valueOf).toList()))
                .append(" chars\n\n");
        sb.append("Issue 14: with the server flags `writeString` no slower than Fory on any script (at most ")
                .append(Format.ratio(FORY_LIMIT)).append(" Fory's time); `writeStringUtf8` within ")
                .append(Format.ratio(UTF8_NATIVE_LIMIT)).append(" `writeString`'s (Latin-1/UTF-16) time on")
                .append(" non-ASCII text and no slower than the JDK on ASCII (at most ").append(Format.ratio(
                        UTF8_JDK_LIMIT)).append(" its time), judged under each flag set. Ratio: Lanewire's ns over")
                .append(" the baseline's.\n\n");
        long missed = targets.stream().filter(t -> t.verdict().equals("misses")).count();
        long unmeasured = targets.stream().filter(t -> t.verdict().equals("not measured")).count();
        sb.append(String.format(Locale.ROOT, "%d of %d met, %d missed, %d not measured.%n%n",
                targets.size() - missed - unmeasured, targets.size(), missed, unmeasured));
        sb.append("| chars | kind | target | flags | Lanewire ns | baseline ns | ratio (at most) | rounds | verdict |\n")
                .append("|---:|---|---|---|---:|---:|---:|---|---|\n");
        for (Target t : targets) {
            String verdict = t.verdict().equals("meets") ? "meets" : "**" + t.verdict() + "**";
            sb.append(String.format(Locale.ROOT, "| %d | %s | %s | %s | %s | %s | %s (%s) | %s | %s |%n", t.length(),
                    t.kind(), t.name(), t.flags(), Format.score(t.ns()), Format.score(t.baseline()),
                    Format.ratio(t.ratio()), Format.ratio(t.limit()), t.spread(), verdict));
        }
        sb.append('\n');
    }

    private static void kindSection(StringBuilder sb, Map<String, String> files, String slug, BenchResults results,
                                    String kind) {
        List<Integer> lengths = lengths(results, kind);
        sb.append("### ").append(kind).append(" (ns per string, lower is better)\n\n| chars |");
        COLUMNS.forEach(c -> sb.append(' ').append(c[0]).append(" (").append(c[1]).append(") |"));
        sb.append("\n|---:|").append("---:|".repeat(COLUMNS.size())).append('\n');
        List<String> series = new ArrayList<>();
        for (String[] c : COLUMNS) {
            if (!c[0].equals("jdk")) {
                series.add(c[0] + " (" + c[1] + ")");
            }
        }
        double[][] speedOverJdk = new double[lengths.size()][series.size()];
        for (int i = 0; i < lengths.size(); i++) {
            int length = lengths.get(i);
            double jdk = ns(results, "jdk", Selection.MODULES, kind, length);
            sb.append("| ").append(length).append(" |");
            int j = 0;
            for (String[] c : COLUMNS) {
                double ns = ns(results, c[0], c[1], kind, length);
                sb.append(' ').append(Format.score(ns)).append(" |");
                if (!c[0].equals("jdk")) {
                    speedOverJdk[i][j++] = jdk / ns;
                }
            }
            sb.append('\n');
        }
        String chart = slug + "/" + kind + ".svg";
        files.put(chart, BarChart.render("StringBench.roundTrip, " + kind + ": speed over the JDK's (log scale)",
                lengths.stream().map(l -> l + " chars").toList(), series, speedOverJdk));
        sb.append("\n![").append(kind).append(": each path's speed over the JDK's, per length](").append(chart)
                .append(")\n\n");
    }
}
