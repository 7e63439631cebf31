package dev.lanewire.bench.ab;

import dev.lanewire.bench.report.Measurement;
import dev.lanewire.bench.report.Rounds;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the runs of an A/B comparison into {@link AbRow}s: per-pair speed ratios, their median
 * and range, the A/A noise band, and a verdict only where the median, and most pairs, lie outside
 * the band.
 *
 * <p>Pairing by round (A1 with B1, A2 with B2, ...) cancels drift that affects both sides of a
 * pair (thermal state, other load), which comparing pooled means would not. The band comes from
 * the same pairing applied to two runs of A, so it measures exactly the noise a pair carries.
 */
public final class AbAnalysis {

    private AbAnalysis() {
    }

    /** The rows, in the order the benchmarks first appear in the runs. */
    public static List<AbRow> rows(List<AbRun> runs) {
        Map<String, Measurement> first = new LinkedHashMap<>();
        for (AbRun run : runs) {
            for (Measurement m : run.measurements()) {
                first.putIfAbsent(m.key(), m);
            }
        }
        List<AbRow> rows = new ArrayList<>();
        for (Map.Entry<String, Measurement> e : first.entrySet()) {
            String key = e.getKey();
            Measurement proto = e.getValue();
            List<Double> a = new ArrayList<>();
            List<Double> b = new ArrayList<>();
            List<Double> ratios = pairs(runs, "ab", "A", "B", key, proto.higherIsBetter(), a, b);
            List<Double> floor = pairs(runs, "aa", "A", "A2", key, proto.higherIsBetter(), new ArrayList<>(),
                    new ArrayList<>());
            double median = median(ratios);
            double low = Double.NaN;
            double high = Double.NaN;
            if (!floor.isEmpty()) {
                double fMin = floor.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
                double fMax = floor.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
                low = Math.min(fMin, 1 / fMax);
                high = Math.max(fMax, 1 / fMin);
            }
            String verdict = verdict(ratios, median, low, high);
            rows.add(new AbRow(key, proto.benchmark(), proto.params(), proto.unit(), a, b, ratios, floor, median,
                    ratios.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN),
                    ratios.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN), low, high, verdict));
        }
        return rows;
    }

    /**
     * {@code faster} or {@code slower} when the median lies outside {@code [low, high]} and so do
     * more than half of the pairs, on the same side; else {@code none}. The second condition keeps
     * one wild pair among few rounds from producing a verdict by itself.
     */
    static String verdict(List<Double> ratios, double median, double low, double high) {
        if (Double.isNaN(low) || Double.isNaN(median)) {
            return "none";
        }
        long above = ratios.stream().filter(r -> r > high).count();
        long below = ratios.stream().filter(r -> r < low).count();
        if (median > high && above * 2 > ratios.size()) {
            return "faster";
        }
        if (median < low && below * 2 > ratios.size()) {
            return "slower";
        }
        return "none";
    }

    private static List<Double> pairs(List<AbRun> runs, String phase, String first, String second, String key,
                                      boolean higherIsBetter, List<Double> firstScores, List<Double> secondScores) {
        Map<Integer, Double> x = scores(runs, phase, first, key);
        Map<Integer, Double> y = scores(runs, phase, second, key);
        List<Double> out = new ArrayList<>();
        for (Map.Entry<Integer, Double> e : x.entrySet()) {
            Double other = y.get(e.getKey());
            if (other == null || e.getValue() <= 0 || other <= 0) {
                continue;
            }
            firstScores.add(e.getValue());
            secondScores.add(other);
            out.add(higherIsBetter ? other / e.getValue() : e.getValue() / other);
        }
        return out;
    }

    private static Map<Integer, Double> scores(List<AbRun> runs, String phase, String side, String key) {
        Map<Integer, Double> out = new LinkedHashMap<>();
        for (AbRun run : runs) {
            if (!run.phase().equals(phase) || !run.side().equals(side)) {
                continue;
            }
            for (Measurement m : run.measurements()) {
                if (m.key().equals(key) && !Double.isNaN(m.score())) {
                    out.put(run.round(), m.score());
                }
            }
        }
        return out;
    }

    /** The median; the mean of the middle two for an even count; NaN when empty ({@link Rounds#median}). */
    public static double median(List<Double> values) {
        return Rounds.median(values);
    }
}
