package dev.lanewire.bench.report;

import java.util.Locale;

/** Number formatting shared by the reports. */
public final class Format {

    private Format() {
    }

    /** A score with three significant digits and thousands separators, e.g. {@code 1,230,000} or {@code 45.6}. */
    public static String score(double v) {
        if (Double.isNaN(v)) {
            return "n/a";
        }
        double abs = Math.abs(v);
        if (abs >= 1000) {
            double scale = Math.pow(10, Math.floor(Math.log10(abs)) - 2);
            return String.format(Locale.ROOT, "%,.0f", Math.rint(v / scale) * scale);
        }
        if (abs >= 100) {
            return String.format(Locale.ROOT, "%.0f", v);
        }
        if (abs >= 10) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        return String.format(Locale.ROOT, "%.3g", v);
    }

    /** A ratio with two decimals and an x, e.g. {@code 1.53x}. */
    public static String ratio(double v) {
        return Double.isNaN(v) ? "n/a" : String.format(Locale.ROOT, "%.2fx", v);
    }

    /** A byte count with thousands separators. */
    public static String bytes(Integer v) {
        return v == null ? "n/a" : String.format(Locale.ROOT, "%,d", v);
    }

    /** A markdown table cell: pipes escaped. */
    public static String cell(String s) {
        return s.replace("|", "\\|");
    }
}
