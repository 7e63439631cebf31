package dev.lanewire.bench.report;

import java.util.Locale;

/** A minimal SVG writer for the reports' charts: shapes, text, escaping. No scripts. */
public final class Svg {

    private final StringBuilder sb = new StringBuilder();

    /** A drawing of {@code width} x {@code height} pixels. */
    public Svg(int width, int height) {
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"")
                .append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" font-family=\"sans-serif\" font-size=\"11\">\n");
    }

    /** A filled rectangle; {@code title} (hover text) may be null. */
    public Svg rect(double x, double y, double w, double h, String fill, String title) {
        sb.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"",
                x, y, Math.max(0, w), Math.max(0, h), fill));
        if (title == null) {
            sb.append("/>\n");
        } else {
            sb.append("><title>").append(escape(title)).append("</title></rect>\n");
        }
        return this;
    }

    /** A straight line. */
    public Svg line(double x1, double y1, double x2, double y2, String stroke, double width) {
        sb.append(String.format(Locale.ROOT,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"%.1f\"/>%n",
                x1, y1, x2, y2, stroke, width));
        return this;
    }

    /** A line through the points, unfilled. */
    public Svg polyline(double[] xs, double[] ys, String stroke) {
        sb.append("<polyline fill=\"none\" stroke=\"").append(stroke).append("\" stroke-width=\"2\" points=\"");
        for (int i = 0; i < xs.length; i++) {
            sb.append(String.format(Locale.ROOT, "%.1f,%.1f ", xs[i], ys[i]));
        }
        sb.append("\"/>\n");
        return this;
    }

    /** A filled circle with hover text. */
    public Svg circle(double x, double y, double r, String fill, String title) {
        sb.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\">", x, y, r, fill));
        sb.append("<title>").append(escape(title)).append("</title></circle>\n");
        return this;
    }

    /** Text at a point; {@code anchor} is {@code start}, {@code middle} or {@code end}. */
    public Svg text(double x, double y, String anchor, String text) {
        sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">", x, y, anchor))
                .append(escape(text)).append("</text>\n");
        return this;
    }

    /** Closes the drawing and returns it. */
    public String end() {
        return sb.append("</svg>\n").toString();
    }

    /** Escapes text for XML content and attributes. */
    public static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
