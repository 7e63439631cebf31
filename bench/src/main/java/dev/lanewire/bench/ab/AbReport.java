package dev.lanewire.bench.ab;

import dev.lanewire.bench.report.Format;
import dev.lanewire.bench.report.Svg;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.DoubleUnaryOperator;

/**
 * Renders an {@link AbResults} as CSV, a markdown table, and a self-contained HTML page whose
 * SVG charts are drawn here: throughput against input size per side, and ratio bars over the
 * A/A noise band.
 */
public final class AbReport {

    /** Parameter names read as an input size, for the throughput-against-size charts. */
    static final Set<String> SIZE_PARAMS = Set.of("size", "length", "len", "n", "count", "bytes", "chars",
            "units", "elements");
    private static final String COLOR_A = "#1f77b4";
    private static final String COLOR_B = "#d62728";

    private AbReport() {
    }

    /** One line per row; ratios are B-over-A speed ratios. */
    public static String csv(AbResults results) {
        StringBuilder sb = new StringBuilder(
                "key,benchmark,params,unit,median_a,median_b,ratio_median,ratio_min,ratio_max,floor_low,floor_high,"
                        + "verdict,pairs\n");
        for (AbRow r : results.rows()) {
            sb.append(csvCell(r.key())).append(',').append(csvCell(r.benchmark())).append(',')
                    .append(csvCell(params(r.params()))).append(',').append(csvCell(r.unit()));
            for (double v : new double[] {r.medianA(), r.medianB(), r.median(), r.min(), r.max(), r.floorLow(),
                r.floorHigh()}) {
                sb.append(',').append(Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.6g", v));
            }
            sb.append(',').append(r.verdict()).append(',').append(r.ratios().size()).append('\n');
        }
        return sb.toString();
    }

    /** The markdown report: sides, settings, and one table row per benchmark. */
    public static String markdown(AbResults results) {
        StringBuilder sb = new StringBuilder("# A/B: ").append(results.a().name()).append(" vs ")
                .append(results.b().name()).append("\n\n");
        sb.append("- A = ").append(results.a().describe()).append('\n');
        sb.append("- B = ").append(results.b().describe()).append('\n');
        sb.append("- Schedule: ").append(results.settings()).append('\n');
        results.machine().markdownLines().forEach(l -> sb.append(l).append('\n'));
        sb.append("- Command: `").append(results.command()).append("`\n\n");
        sb.append("Ratio = speed of B over A per A/B pair (above 1: B faster). Noise band = the extremes of the A/A"
                + " pairs, made symmetric around 1. A verdict is given only where the median, and more than half of the pairs, lie outside the band.\n\n");
        sb.append("| benchmark | A | B | unit | B/A median | B/A min-max | noise band | verdict |\n");
        sb.append("|---|---:|---:|---|---:|---|---|---|\n");
        for (AbRow r : results.rows()) {
            sb.append("| ").append(Format.cell(r.key())).append(" | ").append(Format.score(r.medianA())).append(" | ")
                    .append(Format.score(r.medianB())).append(" | ").append(r.unit()).append(" | ")
                    .append(Format.ratio(r.median())).append(" | ").append(Format.ratio(r.min())).append(" - ")
                    .append(Format.ratio(r.max())).append(" | ").append(Format.ratio(r.floorLow())).append(" - ")
                    .append(Format.ratio(r.floorHigh())).append(" | ").append(verdictWords(r)).append(" |\n");
        }
        return sb.toString();
    }

    /** The verdict in words, e.g. {@code B faster (all pairs)}; a dash where none is given. */
    static String verdictWords(AbRow r) {
        return switch (r.verdict()) {
            case "faster" -> "**B faster**" + (r.unanimous() ? " (all pairs)" : "");
            case "slower" -> "**B slower**" + (r.unanimous() ? " (all pairs)" : "");
            default -> Double.isNaN(r.floorLow()) ? "- (no A/A floor)" : "- (within noise)";
        };
    }

    /** The HTML page: no scripts, no external resources. */
    public static String html(AbResults results) {
        List<AbRow> rows = results.rows();
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>A/B: ")
                .append(Svg.escape(results.a().name() + " vs " + results.b().name())).append("</title>\n<style>")
                .append("body{font-family:sans-serif;margin:2em;max-width:1200px}table{border-collapse:collapse}")
                .append("td,th{border:1px solid #ccc;padding:2px 6px;font-size:12px}td.n{text-align:right}")
                .append(".faster{color:#1a7f37;font-weight:bold}.slower{color:#cf222e;font-weight:bold}")
                .append(".charts{display:flex;flex-wrap:wrap;gap:12px}</style></head><body>\n");
        sb.append("<h1>A/B: ").append(Svg.escape(results.a().name())).append(" vs ")
                .append(Svg.escape(results.b().name())).append("</h1>\n<ul>");
        sb.append("<li><b style=\"color:").append(COLOR_A).append("\">A</b> = ")
                .append(Svg.escape(results.a().describe())).append("</li>");
        sb.append("<li><b style=\"color:").append(COLOR_B).append("\">B</b> = ")
                .append(Svg.escape(results.b().describe())).append("</li>");
        sb.append("<li>Schedule: ").append(Svg.escape(results.settings())).append("</li>");
        for (String line : results.machine().markdownLines()) {
            sb.append("<li>").append(Svg.escape(line.substring(2).replace("`", ""))).append("</li>");
        }
        sb.append("<li>Command: <code>").append(Svg.escape(results.command())).append("</code></li></ul>\n");
        long faster = rows.stream().filter(r -> r.verdict().equals("faster")).count();
        long slower = rows.stream().filter(r -> r.verdict().equals("slower")).count();
        sb.append("<p>").append(rows.size()).append(" benchmarks: B faster in ").append(faster)
                .append(", slower in ").append(slower).append(", no verdict (within the A/A noise band) in ")
                .append(rows.size() - faster - slower).append(".</p>\n");
        sb.append("<h2>B/A speed ratio per pair, over the A/A noise band</h2>\n")
                .append("<p>Bar: median; whisker: min-max over the pairs; grey band: A/A noise floor.</p>\n")
                .append(ratioChart(rows));
        Map<String, List<AbRow>> groups = sizeGroups(rows);
        if (!groups.isEmpty()) {
            sb.append("<h2>Throughput against input size</h2>\n<div class=\"charts\">\n");
            groups.forEach((title, group) -> sb.append(sizeChart(title, group, results.a().name(),
                    results.b().name())));
            sb.append("</div>\n");
        }
        sb.append("<h2>Table</h2>\n<table><tr><th>benchmark</th><th>A</th><th>B</th><th>unit</th>")
                .append("<th>B/A median</th><th>min-max</th><th>noise band</th><th>verdict</th></tr>\n");
        for (AbRow r : rows) {
            sb.append("<tr><td>").append(Svg.escape(r.key())).append("</td><td class=\"n\">")
                    .append(Format.score(r.medianA())).append("</td><td class=\"n\">").append(Format.score(r.medianB()))
                    .append("</td><td>").append(Svg.escape(r.unit())).append("</td><td class=\"n\">")
                    .append(Format.ratio(r.median())).append("</td><td>").append(Format.ratio(r.min())).append(" - ")
                    .append(Format.ratio(r.max())).append("</td><td>").append(Format.ratio(r.floorLow()))
                    .append(" - ").append(Format.ratio(r.floorHigh())).append("</td><td class=\"")
                    .append(r.verdict()).append("\">").append(Svg.escape(verdictWords(r).replace("**", "")))
                    .append("</td></tr>\n");
        }
        return sb.append("</table>\n</body></html>\n").toString();
    }

    /** Horizontal bars on a log axis: one per row, over that row's noise band. */
    static String ratioChart(List<AbRow> rows) {
        int label = 420;
        int plot = 420;
        int rowH = 18;
        int top = 24;
        int height = top + rowH * rows.size() + 10;
        double lo = 0.8;
        double hi = 1.25;
        for (AbRow r : rows) {
            for (double v : new double[] {r.min(), r.max(), r.floorLow(), r.floorHigh()}) {
                if (!Double.isNaN(v) && v > 0) {
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
            }
        }
        double logLo = Math.log(lo / 1.05);
        double logHi = Math.log(hi * 1.05);
        DoubleUnaryOperator x = v -> label + plot * (Math.log(v) - logLo) / (logHi - logLo);
        Svg svg = new Svg(label + plot + 20, height);
        // Ticks from 1.0 outwards, each at least 45 px from the last labelled one, so labels never overlap.
        double[] ticks = {1.0, 1.1, 0.9, 1.25, 0.8, 1.5, 0.67, 2, 0.5, 3, 0.33, 4, 0.25, 6, 8, 0.125};
        List<Double> placed = new ArrayList<>();
        for (double tick : ticks) {
            double tx = x.applyAsDouble(tick);
            if (tick < lo / 1.05 || tick > hi * 1.05 || placed.stream().anyMatch(p -> Math.abs(p - tx) < 45)) {
                continue;
            }
            placed.add(tx);
            svg.line(tx, top - 4, tx, height - 10, tick == 1.0 ? "#333" : "#ddd", tick == 1.0 ? 1.5 : 1);
            svg.text(tx, top - 8, "middle", Format.ratio(tick));
        }
        for (int i = 0; i < rows.size(); i++) {
            AbRow r = rows.get(i);
            double y = top + i * rowH;
            svg.text(label - 6, y + 12, "end", r.key().length() > 64 ? r.key().substring(0, 63) + "…" : r.key());
            if (!Double.isNaN(r.floorLow())) {
                svg.rect(x.applyAsDouble(r.floorLow()), y + 1, x.applyAsDouble(r.floorHigh())
                        - x.applyAsDouble(r.floorLow()), rowH - 2, "#e6e6e6", null);
            }
            if (Double.isNaN(r.median())) {
                continue;
            }
            String color = switch (r.verdict()) {
                case "faster" -> "#1a7f37";
                case "slower" -> "#cf222e";
                default -> "#8c959f";
            };
            double x1 = x.applyAsDouble(1.0);
            double xm = x.applyAsDouble(r.median());
            svg.rect(Math.min(x1, xm), y + 5, Math.abs(xm - x1), rowH - 10, color,
                    r.key() + ": " + Format.ratio(r.median()));
            svg.line(x.applyAsDouble(r.min()), y + rowH / 2.0, x.applyAsDouble(r.max()), y + rowH / 2.0, "#000", 1);
            svg.line(x.applyAsDouble(r.min()), y + 4, x.applyAsDouble(r.min()), y + rowH - 4, "#000", 1);
            svg.line(x.applyAsDouble(r.max()), y + 4, x.applyAsDouble(r.max()), y + rowH - 4, "#000", 1);
        }
        return svg.end();
    }

    /**
     * Rows grouped for the size charts: same benchmark and same parameters apart from a size
     * parameter with numeric values; only groups with at least two sizes.
     */
    static Map<String, List<AbRow>> sizeGroups(List<AbRow> rows) {
        Map<String, List<AbRow>> groups = new LinkedHashMap<>();
        for (AbRow r : rows) {
            String sizeParam = sizeParam(r.params());
            if (sizeParam == null) {
                continue;
            }
            Map<String, String> rest = new TreeMap<>(r.params());
            rest.remove(sizeParam);
            String method = r.benchmark().substring(r.benchmark().lastIndexOf('.', r.benchmark().lastIndexOf('.') - 1) + 1);
            String title = method + (rest.isEmpty() ? "" : " " + params(rest)) + " vs " + sizeParam;
            groups.computeIfAbsent(title, k -> new ArrayList<>()).add(r);
        }
        groups.values().removeIf(g -> g.size() < 2);
        return groups;
    }

    static String sizeParam(Map<String, String> params) {
        for (Map.Entry<String, String> p : params.entrySet()) {
            if (SIZE_PARAMS.contains(p.getKey().toLowerCase(Locale.ROOT)) && p.getValue().matches("\\d+")) {
                return p.getKey();
            }
        }
        return null;
    }

    /** One small log-log chart: median score of A and of B against size. */
    static String sizeChart(String title, List<AbRow> group, String nameA, String nameB) {
        int w = 400;
        int h = 240;
        int left = 72;
        int right = 24;
        int bottom = 30;
        int top = 24;
        String sizeParam = sizeParam(group.getFirst().params());
        List<AbRow> sorted = new ArrayList<>(group);
        sorted.sort(Comparator.comparingLong(r -> Long.parseLong(r.params().get(sizeParam))));
        double xMin = Long.parseLong(sorted.getFirst().params().get(sizeParam));
        double xMax = Long.parseLong(sorted.getLast().params().get(sizeParam));
        double yMin = Double.MAX_VALUE;
        double yMax = 0;
        for (AbRow r : sorted) {
            for (double v : new double[] {r.medianA(), r.medianB()}) {
                if (v > 0) {
                    yMin = Math.min(yMin, v);
                    yMax = Math.max(yMax, v);
                }
            }
        }
        if (yMax == 0) {
            return "";
        }
        double lx0 = Math.log(Math.max(1, xMin));
        double lx1 = Math.log(Math.max(xMin + 1, xMax));
        double ly0 = Math.log(yMin / 1.2);
        double ly1 = Math.log(yMax * 1.2);
        DoubleUnaryOperator px = v -> left + (w - left - right) * (Math.log(Math.max(1, v)) - lx0)
                / (lx1 - lx0);
        DoubleUnaryOperator py = v -> top + (h - top - bottom) * (1 - (Math.log(v) - ly0)
                / (ly1 - ly0));
        Svg svg = new Svg(w, h);
        svg.text(w / 2.0, 14, "middle", title);
        svg.line(left, top, left, h - bottom, "#999", 1).line(left, h - bottom, w - right, h - bottom, "#999", 1);
        svg.text(left - 4, top + 8, "end", Format.score(yMax)).text(left - 4, h - bottom, "end", Format.score(yMin));
        List<Double> placed = new ArrayList<>();
        for (AbRow r : sorted) {
            long size = Long.parseLong(r.params().get(sizeParam));
            double tx = px.applyAsDouble(size);
            if (placed.stream().noneMatch(p -> Math.abs(p - tx) < 30)) {
                placed.add(tx);
                svg.line(tx, h - bottom, tx, h - bottom + 3, "#999", 1);
                svg.text(tx, h - bottom + 14, "middle", Long.toString(size));
            }
        }
        svg.text(w - 10, h - 4, "end", sizeParam);
        svg.text(left + 4, h - 4, "start", group.getFirst().unit() + ", log-log");
        svg.rect(w - 110, top + 2, 10, 3, COLOR_A, null).text(w - 96, top + 8, "start", "A " + nameA);
        svg.rect(w - 110, top + 16, 10, 3, COLOR_B, null).text(w - 96, top + 22, "start", "B " + nameB);
        for (int side = 0; side < 2; side++) {
            String color = side == 0 ? COLOR_A : COLOR_B;
            List<double[]> pts = new ArrayList<>();
            for (AbRow r : sorted) {
                double v = side == 0 ? r.medianA() : r.medianB();
                if (v > 0) {
                    pts.add(new double[] {px.applyAsDouble(Long.parseLong(r.params().get(sizeParam))),
                        py.applyAsDouble(v), v});
                }
            }
            svg.polyline(pts.stream().mapToDouble(p -> p[0]).toArray(), pts.stream().mapToDouble(p -> p[1]).toArray(),
                    color);
            for (double[] p : pts) {
                svg.circle(p[0], p[1], 3, color, (side == 0 ? "A " : "B ") + Format.score(p[2]));
            }
        }
        return svg.end();
    }

    private static String params(Map<String, String> params) {
        List<String> out = new ArrayList<>();
        params.forEach((k, v) -> out.add(k + "=" + v));
        return String.join(" ", out);
    }

    private static String csvCell(String s) {
        return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }
}
