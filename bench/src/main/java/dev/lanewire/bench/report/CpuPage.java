package dev.lanewire.bench.report;

import dev.lanewire.bench.ForkFlags;
import dev.lanewire.bench.Selection;
import dev.lanewire.bench.codec.CodecCase;
import dev.lanewire.bench.codec.Peer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Renders the page of one CPU, {@code docs/benchmarks/<cpu>.md}, and its SVG charts from a
 * {@link PageData}: which commit, command, CPU, JDK and flags the run had, the codec scoreboard,
 * one pivoted table (variants or peers as columns) and chart per benchmark method, and the string
 * kernels against issue 16's targets ({@link StringTargets}). Nothing on it is typed by hand; the
 * analysis lives in the notes file it links to.
 */
public final class CpuPage {

    /** The marker line a page carries for {@code BenchPagesAreCurrentTest}: {@code <!-- lanewire-bench-page commit=HASH -->}. */
    public static final String MARKER = "<!-- lanewire-bench-page commit=";

    /**
     * The code a page's numbers depend on, as paths from the repository root: the kernels (scalar
     * twins, vector templates, their generator and the generated classes), the codec and dispatch,
     * and the benchmarks and peers themselves. {@code BenchPagesAreCurrentTest} fails when any of
     * them differs between the commit a page names and {@code HEAD}. Left out: the profile table
     * ({@code core/src/main/resources}), whose choices in the run the page lists, and build files.
     */
    public static final List<String> MEASURED_CODE = List.of("scalar-fallback/src/main", "vector-kernels/src/main",
            "vector-kernels/src/template", "vector-kernels/src/build", "core/src/main/java",
            "bench/src/main/java/dev/lanewire/bench/codec", "bench/src/main/java/dev/lanewire/bench/text",
            "bench/src/main/java/dev/lanewire/bench/blocks", "bench/src/main/java/dev/lanewire/bench/strings");

    private static final String CODEC = "dev.lanewire.bench.codec.CodecBench.";
    /** The section of the {@code text} benchmarks, which ends with {@link StringTargets}. */
    private static final String STRINGS = "String kernels";

    private CpuPage() {
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
        Machine m = data.machine();
        String slug = m.slug();
        Map<String, String> files = new LinkedHashMap<>();
        StringBuilder sb = new StringBuilder();
        String commit = data.source() == null || data.source().commit().isEmpty() ? "unknown"
                : data.source().commit();
        header(sb, "Benchmarks on " + m.cpu(), commit, dataPath, pagesDir, notesLink);
        run(sb, data, commit);
        if (!data.failures().isEmpty()) {
            sb.append("## Failed: selected but no score\n\n");
            data.failures().forEach(f -> sb.append("- ").append(Format.cell(f)).append('\n'));
            sb.append('\n');
        }
        // Cells measured in rounds are tabulated by their median; the scoreboard and issue 16's
        // targets read the rounds.
        List<Pivot> pivots = Pivot.all(Rounds.medians(results.measurements()));
        codec(sb, files, slug, results, pivots);
        String section = "";
        for (Pivot p : pivots) {
            if (p.benchmark().startsWith(CODEC)) {
                continue;
            }
            String family = family(p.benchmark());
            if (!family.equals(section)) {
                // Issue 16's targets close the string kernels' section.
                if (section.equals(STRINGS)) {
                    StringTargets.render(sb, pivots, results.measurements());
                }
                section = family;
                sb.append("## ").append(family).append("\n\n");
            }
            kernelTable(sb, files, slug, p);
        }
        if (section.equals(STRINGS)) {
            StringTargets.render(sb, pivots, results.measurements());
        }
        SimdutfAnchors.render(sb, pivots);
        files.put(slug + ".md", sb.toString());
        return files;
    }

    /**
     * A page's title, its {@link #MARKER} line, how it is regenerated and where the notes are.
     *
     * @param title     the heading
     * @param commit    the commit measured
     * @param dataPath  where the page's data file is kept, for the regeneration command
     * @param pagesDir  the folder the page goes to, for the regeneration command
     * @param notesLink link from the page to the hand-written notes
     */
    static void header(StringBuilder sb, String title, String commit, String dataPath, String pagesDir,
                       String notesLink) {
        sb.append("# ").append(title).append("\n\n");
        sb.append(MARKER).append(commit).append(" -->\n");
        sb.append("<!-- Generated by `scripts/run-vector.sh bench --from ").append(dataPath).append(" --publish ")
                .append(pagesDir).append("` from the run below; do not edit by hand. -->\n\n");
        sb.append("Method, targets and analysis: [").append(notesLink.replaceAll(".*/", "")).append("](")
                .append(notesLink).append("). Every number on this page comes from the one run described here. `mvn verify` fails once")
                .append(" the code it measured (").append(String.join(", ", MEASURED_CODE.stream().map(c -> "`" + c + "`")
                        .toList())).append(") differs from the commit it names.\n\n");
    }

    /** The run's table (commit, command, schedule, machine, JDK, flags, date) and the dispatch's kernel choices. */
    static void run(StringBuilder sb, PageData data, String commit) {
        Machine m = data.machine();
        sb.append("## Run\n\n| | |\n|---|---|\n");
        row(sb, "Commit", "`" + commit + "`" + source(data.source()));
        row(sb, "Command", "`" + data.command() + "`");
        row(sb, "JMH schedule", data.settings());
        row(sb, "CPU", m.cpu() + " (" + m.cores() + " logical CPUs)");
        row(sb, "CPU signature", "`" + m.signature() + "` (architecture, vendor, family, model)");
        row(sb, "SIMD flags", m.simd().isEmpty() ? "none listed" : m.simd());
        row(sb, "Vector shape", m.vectorBits() == 0 ? "Vector API not usable" : m.vectorBits() + " bits preferred");
        row(sb, "JDK", m.jdk() + " (" + m.vm() + ")");
        row(sb, "Fork JVM flags", "`" + m.jvmFlags() + "`");
        row(sb, "OS", m.os());
        row(sb, "Date", m.date());
        sb.append('\n');
        kernelChoices(sb, data.kernels());
    }

    private static String source(SourceState s) {
        if (s == null || s.commit().isEmpty()) {
            return " (not recorded: the run was not made in a git work tree)";
        }
        if (!s.dirty()) {
            return ", clean work tree";
        }
        return ", work tree **dirty** (" + s.changed().size() + " changed: "
                + Format.cell(String.join(", ", s.changed().stream().map(String::strip).toList())) + ")";
    }

    private static void row(StringBuilder sb, String name, String value) {
        sb.append("| ").append(name).append(" | ").append(value).append(" |\n");
    }

    private static void kernelChoices(StringBuilder sb, List<String> kernels) {
        if (kernels.isEmpty()) {
            return;
        }
        Map<String, List<String>> byVariant = new TreeMap<>();
        for (String k : kernels) {
            int colon = k.lastIndexOf(": ");
            byVariant.computeIfAbsent(k.substring(colon + 2), v -> new ArrayList<>()).add(k.substring(0, colon));
        }
        sb.append("<details><summary>Kernel choices of the dispatch in this run (the codec cases run through them;")
                .append(" the kernel benchmarks name their variant)</summary>\n\n");
        byVariant.forEach((v, ops) -> sb.append("- ").append(v).append(": ").append(String.join(", ", ops))
                .append('\n'));
        sb.append("\n</details>\n\n");
    }

    private static String family(String benchmark) {
        String pkg = benchmark.substring(0, benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1));
        return switch (pkg.substring(pkg.lastIndexOf('.') + 1)) {
            case "text" -> STRINGS;
            case "blocks" -> "Block kernels";
            case "dispatch" -> "Dispatch cost";
            case "objects" -> "Object codecs";
            default -> pkg;
        };
    }

    private static void codec(StringBuilder sb, Map<String, String> files, String slug, BenchResults results,
                              List<Pivot> pivots) {
        List<CodecScoreboard.Row> board = CodecScoreboard.rows(results, "roundTrip");
        if (board.isEmpty()) {
            return;
        }
        sb.append("## Codec cases (a)-(f): encode + decode\n\n");
        sb.append("Throughput of `roundTrip` (encode then decode) of the best Lanewire peer divided by each")
                .append(" peer's; above 1.00x Lanewire is faster. Two flag sets in one run: `server` is the README's")
                .append(" server flag line (the forks' flags below and `")
                .append(String.join(" ", ForkFlags.STRING_INTERNALS)).append("`, the String-internals opt-in),")
                .append(" `modules` the forks' flags alone (`--add-modules jdk.incubator.vector`, Agrona's export and the fixed heap).")
                .append(" The Lanewire peers run under both; Fory, Kryo and the JDK, which do not read the opt-in, once.")
                .append(" Targets (issue 14): with the server flags the best Lanewire peer at least ")
                .append(Format.ratio(CodecScoreboard.SERVER_FORY_TARGET)).append(" Fory and ")
                .append(Format.ratio(CodecScoreboard.SERVER_KRYO_TARGET)).append(" Kryo; with `--add-modules` alone")
                .append(" at least ").append(Format.ratio(CodecScoreboard.MODULES_FORY_TARGET)).append(" Fory; on (b)")
                .append(" and (f) `lanewire-utf8` (server flags) at least ").append(Format.ratio(
                        CodecScoreboard.UTF8_FORY_TARGET)).append(" Fory and ")
                .append(Format.ratio(CodecScoreboard.UTF8_JDK_TARGET)).append(" the JDK baseline; allocation per")
                .append(" message (`-prof gc`, `").append(Selection.ALLOC_METRIC)
                .append("` in its table below) unchanged or lower, judged against the previous run's page, not on")
                .append(" this one.");
        int rounds = results.measurements().stream().filter(m -> m.benchmark().startsWith(CODEC))
                .mapToInt(Rounds::round).max().orElse(0);
        if (rounds > 1) {
            sb.append(" The codec forks ran in ").append(rounds).append(" rounds, one after the other, one fork a")
                    .append(" cell and flag set each round: every score below is the median of a cell's ").append(rounds)
                    .append(" forks, every ratio the ratio of two medians, and \"rounds\" gives the lowest and highest")
                    .append(" of the ratios the rounds gave one by one (the run's noise on that ratio).");
        }
        sb.append("\n\n");
        BenchMarkdown.targets(sb, board);
        List<String> groups = new ArrayList<>();
        List<String> series = List.of("server ÷ fory", "server ÷ kryo", "modules ÷ fory");
        double[][] values = new double[board.size()][series.size()];
        for (int i = 0; i < board.size(); i++) {
            CodecScoreboard.Row r = board.get(i);
            groups.add(r.label());
            values[i][0] = r.target(CodecScoreboard.SERVER_FORY).ratio();
            values[i][1] = r.target(CodecScoreboard.SERVER_KRYO).ratio();
            values[i][2] = r.target(CodecScoreboard.MODULES_FORY).ratio();
        }
        String chart = slug + "/codec-roundTrip.svg";
        files.put(chart, BarChart.render("CodecBench.roundTrip: the best Lanewire peer's speed divided by each peer's"
                + " (log scale)", groups, series, values));
        sb.append("\n![The best Lanewire peer's round-trip speed over Fory's and Kryo's, per case and flag set](")
                .append(chart).append(")\n\n");
        sb.append("<details><summary>The peers</summary>\n\n");
        for (Peer peer : Peer.values()) {
            sb.append("- `").append(peer.id()).append("`: ").append(peer.description()).append('\n');
        }
        sb.append("\n</details>\n\n");
        for (Pivot p : pivots) {
            if (p.benchmark().startsWith(CODEC)) {
                sb.append("### ").append(p.shortName()).append(" (").append(p.unit()).append(", ")
                        .append(p.higherIsBetter() ? "higher" : "lower").append(" is better)\n\n");
                table(sb, p, false);
            }
        }
        sb.append("### Encoded sizes (bytes, smaller is better)\n\n| case |");
        for (Peer peer : Peer.values()) {
            sb.append(' ').append(peer.id()).append(" |");
        }
        sb.append("\n|---|").append("---:|".repeat(Peer.values().length)).append('\n');
        for (CodecScoreboard.Row r : board) {
            sb.append("| ").append(r.label()).append(" |");
            for (Peer peer : Peer.values()) {
                sb.append(' ').append(Format.bytes(r.sizes().get(peer.id()))).append(" |");
            }
            sb.append('\n');
        }
        List<String> losses = BenchMarkdown.losses(results);
        if (!losses.isEmpty()) {
            sb.append("\n### Where Lanewire misses a target\n\n");
            losses.forEach(l -> sb.append("- ").append(l).append('\n'));
        }
        sb.append('\n');
    }

    private static void kernelTable(StringBuilder sb, Map<String, String> files, String slug, Pivot p) {
        sb.append("### ").append(p.shortName()).append(" (").append(p.unit()).append(", ")
                .append(p.higherIsBetter() ? "higher" : "lower").append(" is better)\n\n");
        boolean variants = p.columnParam().equals("variant") && p.columns().contains("scalar");
        if (variants && p.columns().size() > 1) {
            List<String> series = p.columns().stream().filter(c -> !c.equals("scalar")).toList();
            // The chart is speed over the scalar twin: a row without its time (mixed text runs the
            // widest vector variant and the JDK alone) has no bars to draw, so it is left out.
            List<List<String>> keys = p.rows().keySet().stream().filter(k -> !Double.isNaN(p.score(k, "scalar"))).toList();
            double[][] values = new double[keys.size()][series.size()];
            for (int i = 0; i < keys.size(); i++) {
                for (int j = 0; j < series.size(); j++) {
                    values[i][j] = p.speedup(keys.get(i), series.get(j), "scalar");
                }
            }
            String chart = slug + "/" + p.shortName().replace('.', '-') + ".svg";
            files.put(chart, BarChart.render(p.shortName() + ": speed relative to the scalar twin (log scale)",
                    keys.stream().map(k -> String.join(" ", k)).toList(), series, values));
            sb.append("![").append(p.shortName()).append(": speed of each variant over the scalar twin](")
                    .append(chart).append(")\n\n");
        }
        table(sb, p, variants);
    }

    /** The pivot as a markdown table; with {@code ratios}, the fastest vector variant against scalar and the JDK. */
    private static void table(StringBuilder sb, Pivot p, boolean ratios) {
        boolean jdk = ratios && p.columns().contains("jdk") && !p.vectorColumns().isEmpty();
        ratios = ratios && !p.vectorColumns().isEmpty();
        sb.append('|');
        p.rowParams().forEach(r -> sb.append(' ').append(r).append(" |"));
        p.columns().forEach(c -> sb.append(' ').append(c).append(" |"));
        if (ratios) {
            sb.append(" fastest vector ÷ scalar |");
        }
        if (jdk) {
            sb.append(" fastest vector ÷ jdk |");
        }
        sb.append("\n|").append("---|".repeat(p.rowParams().size())).append("---:|".repeat(p.columns().size()))
                .append(ratios ? "---:|" : "").append(jdk ? "---:|" : "").append('\n');
        for (Map.Entry<List<String>, Map<String, Double>> row : p.rows().entrySet()) {
            sb.append('|');
            for (int i = 0; i < p.rowParams().size(); i++) {
                String v = row.getKey().get(i);
                sb.append(' ').append(Format.cell(p.rowParams().get(i).equals("codecCase") ? caseLabel(v) : v))
                        .append(" |");
            }
            for (String c : p.columns()) {
                sb.append(' ').append(Format.score(p.score(row.getKey(), c))).append(" |");
            }
            String best = ratios ? p.fastestVector(row.getKey()) : null;
            if (ratios) {
                sb.append(' ').append(fastestOver(p, row.getKey(), best, "scalar")).append(" |");
            }
            if (jdk) {
                sb.append(' ').append(fastestOver(p, row.getKey(), best, "jdk")).append(" |");
            }
            sb.append('\n');
        }
        sb.append('\n');
    }

    /**
     * The ratio cell of {@code row}: the fastest vector variant {@code best} and its speed over
     * {@code baseline}, {@code n/a} without a vector time. A row without the baseline's time (the
     * official run times mixed text through the widest vector variant and the JDK alone) gets
     * {@code -}, not a variant name beside a ratio that is not there.
     */
    private static String fastestOver(Pivot p, List<String> row, String best, String baseline) {
        if (best == null) {
            return "n/a";
        }
        return Double.isNaN(p.score(row, baseline)) ? "-" : best + " " + Format.ratio(p.speedup(row, best, baseline));
    }

    private static String caseLabel(String id) {
        for (CodecCase<?> c : CodecCase.ALL) {
            if (c.id().equals(id)) {
                return c.label();
            }
        }
        return id;
    }

    private static String shape(Machine m) {
        return m.vectorBits() == 0 ? "scalar" : m.vectorBits() + " bits";
    }

    private static String commit(PageData d) {
        return d.source() == null || d.source().commit().isEmpty() ? "unknown"
                : d.source().commit().substring(0, Math.min(12, d.source().commit().length()))
                + (d.source().dirty() ? " (dirty)" : "");
    }

    private static String stringsCell(PageData d, String pagesDir) {
        return String.format(Locale.ROOT, "[per string](%s/%s%s.md) (`%s`, %s)", pagesDir, d.machine().slug(),
                StringsPage.SUFFIX, commit(d), d.machine().date());
    }

    /**
     * The index page, {@code docs/benchmarks.md}: one line per CPU page, with its CPU, commit and
     * date, its per-string page where it has one ({@link StringsPage}), and where the notes are.
     *
     * @param pages    the compact files of every CPU page
     * @param pagesDir the pages' folder, relative to the index
     * @param notes    the notes file, relative to the index
     * @param given    the pages' folder as the command that renders the index was given it
     */
    public static String index(List<PageData> pages, String pagesDir, String notes, String given) {
        StringBuilder sb = new StringBuilder("# Benchmarks\n\n");
        sb.append("<!-- Generated by `scripts/run-vector.sh bench --publish ").append(given)
                .append("` from the pages' data files; do not edit by hand. -->\n\n");
        sb.append("One page per CPU, each rendered from one run of one commit, with the exact command, CPU, JDK and")
                .append(" JVM flags. Method, targets and analysis: [").append(notes).append("](").append(notes)
                .append(").\n\n");
        if (pages.isEmpty()) {
            sb.append("No CPU has a page yet.\n");
            return sb.toString();
        }
        Map<String, PageData> perString = new LinkedHashMap<>();
        pages.stream().filter(StringsPage::isStrings).forEach(d -> perString.put(d.machine().slug(), d));
        sb.append("| CPU | signature | vector shape | JDK | commit | date | per-string page (commit, date) |\n")
                .append("|---|---|---|---|---|---|---|\n");
        for (PageData d : pages) {
            if (StringsPage.isStrings(d)) {
                continue;
            }
            Machine m = d.machine();
            PageData strings = perString.remove(m.slug());
            sb.append(String.format(Locale.ROOT, "| [%s](%s/%s.md) | `%s` | %s | %s | `%s` | %s | %s |%n",
                    Format.cell(m.cpu()), pagesDir, m.slug(), m.signature(), shape(m), m.jdk(), commit(d), m.date(),
                    strings == null ? "-" : stringsCell(strings, pagesDir)));
        }
        // A per-string page of a CPU without a main page.
        for (PageData d : perString.values()) {
            Machine m = d.machine();
            sb.append(String.format(Locale.ROOT, "| %s | `%s` | %s | %s | - | - | %s |%n", Format.cell(m.cpu()),
                    m.signature(), shape(m), m.jdk(), stringsCell(d, pagesDir)));
        }
        return sb.toString();
    }
}
