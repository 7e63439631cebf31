package dev.lanewire.bench.ab;

import dev.lanewire.bench.report.Measurement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One fork-set of one side in one round: the JMH process that ran every selected benchmark once.
 *
 * @param phase        {@code ab} for the A/B rounds, {@code aa} for the noise-floor rounds
 * @param round        1-based round number within the phase
 * @param side         {@code A} or {@code B}; in the A/A phase {@code A} and {@code A2}
 * @param measurements what it measured
 */
public record AbRun(String phase, int round, String side, List<Measurement> measurements) {

    /** Copies the list. */
    public AbRun {
        measurements = List.copyOf(measurements);
    }

    /** This run as a JSON-ready map. */
    public Map<String, Object> toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("phase", phase);
        m.put("round", (double) round);
        m.put("side", side);
        m.put("measurements", measurements.stream().map(Measurement::toJson).toList());
        return m;
    }

    /** Reads a map written by {@link #toJson()}. */
    public static AbRun fromJson(Map<?, ?> m) {
        return new AbRun(String.valueOf(m.get("phase")), ((Number) m.get("round")).intValue(),
                String.valueOf(m.get("side")),
                ((List<?>) m.get("measurements")).stream().map(x -> Measurement.fromJson((Map<?, ?>) x)).toList());
    }
}
