package dev.lanewire.bench.report;

import dev.lanewire.bench.codec.CodecCase;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The codec cases measured against the targets: Lanewire's encode+decode throughput at least
 * 1.5x Kryo's and at least Fory's, and at least 1.5x Fory's on UTF-8-heavy cases, all from one
 * run.
 */
public final class CodecScoreboard {

    /** Lanewire / Kryo must reach this. */
    public static final double KRYO_TARGET = 1.5;
    /** Lanewire / Fory must reach this. */
    public static final double FORY_TARGET = 1.0;
    /** Lanewire / Fory must reach this on UTF-8-heavy cases. */
    public static final double FORY_UTF8_TARGET = 1.5;

    private static final String BENCH = "CodecBench.";
    private static final List<String> PEERS = List.of("lanewire", "lanewire-utf8", "fory", "kryo", "jdk");

    /**
     * One case's line.
     *
     * @param caseId     case id
     * @param label      the name for it
     * @param utf8Heavy  whether the 1.5x-Fory target applies
     * @param scores     peer id to ops/s, for the method the board was built for
     * @param sizes      peer id to encoded bytes
     * @param vsKryo     Lanewire / Kryo, NaN if either is missing
     * @param vsFory     Lanewire / Fory, NaN if either is missing
     * @param foryTarget the Fory target that applies
     * @param misses     each measured target missed, in words; empty when none is
     * @param unmeasured peers a target compares with that this run did not measure
     */
    public record Row(String caseId, String label, boolean utf8Heavy, Map<String, Double> scores,
                      Map<String, Integer> sizes, double vsKryo, double vsFory, double foryTarget,
                      List<String> misses, List<String> unmeasured) {

        /** Whether every target was measured and met. */
        public boolean meets() {
            return misses.isEmpty() && unmeasured.isEmpty();
        }

        /** {@code meets}, {@code misses: ...} or {@code incomplete: ... not measured}. */
        public String verdict() {
            if (!misses.isEmpty()) {
                return "misses: " + String.join("; ", misses);
            }
            return unmeasured.isEmpty() ? "meets" : "incomplete: " + String.join(", ", unmeasured) + " not measured";
        }
    }

    private CodecScoreboard() {
    }

    /** The rows for {@code method} ({@code roundTrip}, {@code encode} or {@code decode}); empty if not measured. */
    public static List<Row> rows(BenchResults results, String method) {
        List<Row> rows = new ArrayList<>();
        for (CodecCase<?> c : CodecCase.ALL) {
            Map<String, Double> scores = new LinkedHashMap<>();
            for (Measurement m : results.measurements()) {
                if (m.shortName().equals(BENCH + method) && c.id().equals(m.params().get("codecCase"))) {
                    scores.put(m.params().get("peer"), m.score());
                }
            }
            if (scores.isEmpty()) {
                continue;
            }
            Map<String, Double> ordered = new LinkedHashMap<>();
            for (String p : PEERS) {
                if (scores.containsKey(p)) {
                    ordered.put(p, scores.get(p));
                }
            }
            double vsKryo = ratio(ordered, "kryo");
            double vsFory = ratio(ordered, "fory");
            double foryTarget = c.utf8Heavy() ? FORY_UTF8_TARGET : FORY_TARGET;
            List<String> misses = new ArrayList<>();
            List<String> unmeasured = new ArrayList<>();
            check(misses, unmeasured, vsKryo, KRYO_TARGET, "Kryo");
            check(misses, unmeasured, vsFory, foryTarget, "Fory");
            rows.add(new Row(c.id(), c.label(), c.utf8Heavy(), ordered,
                    results.sizes().getOrDefault(c.id(), Map.of()), vsKryo, vsFory, foryTarget, misses, unmeasured));
        }
        return rows;
    }

    private static double ratio(Map<String, Double> scores, String peer) {
        Double lanewire = scores.get("lanewire");
        Double other = scores.get(peer);
        return lanewire == null || other == null ? Double.NaN : lanewire / other;
    }

    private static void check(List<String> misses, List<String> unmeasured, double ratio, double target,
                              String peer) {
        if (Double.isNaN(ratio)) {
            unmeasured.add(peer);
        } else if (ratio < target) {
            misses.add(String.format(Locale.ROOT, "%.2fx %s, target %.1fx", ratio, peer, target));
        }
    }
}
