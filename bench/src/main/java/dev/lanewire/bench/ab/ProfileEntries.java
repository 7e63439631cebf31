package dev.lanewire.bench.ab;

import dev.lanewire.bench.report.Machine;
import dev.lanewire.dispatch.SizeClass;
import java.util.Locale;

/**
 * Candidate entries for the dispatch profile table, from an A/B of two kernel variants: for each
 * benchmark with a size parameter and a verdict, which side won in which size class, with the
 * evidence (median ratio, range, noise band, pairs).
 *
 * <p>Provisional format (tab-separated, one entry per line, {@code #} comments) until the
 * dispatch's profile format is published in {@code docs/profiles.md}; the CPU signature heads
 * the file so entries from several machines can be merged.
 */
public final class ProfileEntries {

    private ProfileEntries() {
    }

    /** The file's text. Rows without a verdict or without a size parameter are left out. */
    public static String render(AbResults results) {
        Machine m = results.machine();
        StringBuilder sb = new StringBuilder();
        sb.append("# lanewire profile candidates (provisional format)\n");
        sb.append("# cpu\t").append(m.cpu()).append("\n# simd\t").append(m.simd()).append("\n# jdk\t").append(m.jdk())
                .append('\n');
        sb.append("# A\t").append(results.a().describe()).append("\n# B\t").append(results.b().describe()).append('\n');
        sb.append("# benchmark\tsize\tsize_class\twinner\tratio_b_over_a\tmin\tmax\tfloor_low\tfloor_high\tpairs\n");
        for (AbRow r : results.rows()) {
            String sizeParam = AbReport.sizeParam(r.params());
            if (sizeParam == null || r.verdict().equals("none")) {
                continue;
            }
            int size = Integer.parseInt(r.params().get(sizeParam));
            String winner = r.verdict().equals("faster") ? results.b().name() : results.a().name();
            sb.append(String.format(Locale.ROOT, "%s\t%d\t%s\t%s\t%.4f\t%.4f\t%.4f\t%.4f\t%.4f\t%d%n", r.key(), size,
                    SizeClass.of(size).id(), winner, r.median(), r.min(), r.max(), r.floorLow(), r.floorHigh(),
                    r.ratios().size()));
        }
        return sb.toString();
    }
}
