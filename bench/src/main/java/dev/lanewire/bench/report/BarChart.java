package dev.lanewire.bench.report;

import java.util.List;

/**
 * A horizontal grouped bar chart of speed ratios on a log-2 axis, as SVG: one group of bars per
 * table row, one bar per series, a line at 1x (the baseline). Missing values leave a gap.
 */
public final class BarChart {

    private static final String[] COLOURS = {"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#b07aa1",
        "#edc948", "#9c755f"};
    private static final int LABEL = 200;
    private static final int PLOT = 520;
    private static final int BAR = 9;
    private static final int GAP = 7;
    private static final int TOP = 46;

    private BarChart() {
    }

    /**
     * The chart.
     *
     * @param title  heading drawn above the plot
     * @param groups one label per group of bars
     * @param series one name per bar of a group, in the legend
     * @param values {@code values[group][series]}: the ratio, NaN where not measured
     */
    public static String render(String title, List<String> groups, List<String> series, double[][] values) {
        double lo = 1;
        double hi = 1;
        for (double[] g : values) {
            for (double v : g) {
                if (v > 0 && Double.isFinite(v)) {
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
            }
        }
        int minExp = (int) Math.floor(log2(lo));
        int maxExp = Math.max(minExp + 1, (int) Math.ceil(log2(hi)));
        int groupHeight = series.size() * BAR + GAP;
        int width = LABEL + PLOT + 30;
        // The legend in rows: each entry as wide as its name (about 7 px a character), 90 px at least.
        double[][] legend = new double[series.size()][];
        double lx = LABEL;
        double ly = 22;
        for (int s = 0; s < series.size(); s++) {
            double w = Math.max(90, 7.0 * series.get(s).length() + 24);
            if (lx > LABEL && lx + w > width) {
                lx = LABEL;
                ly += 14;
            }
            legend[s] = new double[] {lx, ly};
            lx += w;
        }
        int top = TOP + (int) (ly - 22);
        int height = top + groups.size() * groupHeight + 24;
        Svg svg = new Svg(width, height);
        svg.text(4, 14, "start", title);
        for (int s = 0; s < series.size(); s++) {
            svg.rect(legend[s][0], legend[s][1], 10, 10, COLOURS[s % COLOURS.length], null);
            svg.text(legend[s][0] + 14, legend[s][1] + 9, "start", series.get(s));
        }
        // A label on every power of two, or every other one when there are more than ten.
        int step = maxExp - minExp > 10 ? 2 : 1;
        for (int e = minExp; e <= maxExp; e++) {
            double x = x(Math.pow(2, e), minExp, maxExp);
            svg.line(x, top - 4, x, height - 20, e == 0 ? "#333" : "#ddd", e == 0 ? 1.5 : 1);
            if (e % step == 0) {
                svg.text(x, height - 6, "middle", e >= 0 ? (1L << e) + "x" : "1/" + (1L << -e) + "x");
            }
        }
        for (int g = 0; g < groups.size(); g++) {
            double y = top + g * groupHeight;
            svg.text(LABEL - 6, y + groupHeight / 2.0 + 1, "end", groups.get(g));
            for (int s = 0; s < series.size(); s++) {
                double v = values[g][s];
                if (!(v > 0 && Double.isFinite(v))) {
                    continue;
                }
                double x0 = x(1, minExp, maxExp);
                double x1 = x(v, minExp, maxExp);
                svg.rect(Math.min(x0, x1), y + s * BAR, Math.abs(x1 - x0), BAR - 1, COLOURS[s % COLOURS.length],
                        groups.get(g) + ", " + series.get(s) + ": " + Format.ratio(v));
            }
        }
        return svg.end();
    }

    private static double x(double v, int minExp, int maxExp) {
        return LABEL + (log2(v) - minExp) / (maxExp - minExp) * PLOT;
    }

    private static double log2(double v) {
        return Math.log(v) / Math.log(2);
    }
}
