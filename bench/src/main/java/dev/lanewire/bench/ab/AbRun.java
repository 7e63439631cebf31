package dev.lanewire.bench.ab;

import dev.lanewire.bench.report.Measurement;
import java.util.List;

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
}
