package dev.lanewire.bench.ab;

import java.util.List;
import java.util.Map;

/**
 * The A/B outcome of one benchmark and parameter combination.
 *
 * <p>Ratios are speed ratios of B over A: B/A for throughput scores and A/B for time-per-op
 * scores, so above 1 always means B is faster.
 *
 * @param key         benchmark and parameters, e.g. {@code Utf8Bench.decode[size=1024]}
 * @param benchmark   fully qualified benchmark method
 * @param params      parameter values
 * @param unit        the scores' unit
 * @param scoresA     A's score per round
 * @param scoresB     B's score per round
 * @param ratios      the per-pair speed ratio, one per A/B round
 * @param floorRatios the per-pair ratio of the A/A rounds
 * @param median      median of {@code ratios}
 * @param min         smallest of {@code ratios}
 * @param max         largest of {@code ratios}
 * @param floorLow    lower edge of the noise band: the A/A extremes, made symmetric around 1
 * @param floorHigh   upper edge of the noise band
 * @param verdict     {@code faster} or {@code slower} when the median and more than half of the pairs lie
 *                    outside the band on that side; else {@code none} (also when no band was measured)
 */
public record AbRow(String key, String benchmark, Map<String, String> params, String unit, List<Double> scoresA,
                    List<Double> scoresB, List<Double> ratios, List<Double> floorRatios, double median, double min,
                    double max, double floorLow, double floorHigh, String verdict) {

    /** Median of A's scores. */
    public double medianA() {
        return AbAnalysis.median(scoresA);
    }

    /** Median of B's scores. */
    public double medianB() {
        return AbAnalysis.median(scoresB);
    }

    /** Whether every A/B pair, not just the median, lies on the verdict's side of the band. */
    public boolean unanimous() {
        return switch (verdict) {
            case "faster" -> min > floorHigh;
            case "slower" -> max < floorLow;
            default -> false;
        };
    }
}
