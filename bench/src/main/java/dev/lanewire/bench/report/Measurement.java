package dev.lanewire.bench.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One JMH result: a benchmark method with its parameter values, and its primary score.
 *
 * @param benchmark fully qualified benchmark method, e.g. {@code dev.lanewire.bench.codec.CodecBench.roundTrip}
 * @param mode      JMH mode id ({@code thrpt}, {@code avgt}, ...)
 * @param params    parameter values, sorted by name
 * @param score     the primary score
 * @param error     the 99.9% half-interval JMH reports, NaN when it has too few samples
 * @param unit      the score's unit, e.g. {@code ops/s}
 * @param samples   the per-iteration scores behind {@code score}
 */
public record Measurement(String benchmark, String mode, Map<String, String> params, double score, double error,
                          String unit, List<Double> samples) {

    /** Copies {@code params} into a sorted, unmodifiable map. */
    public Measurement {
        params = Collections.unmodifiableMap(new TreeMap<>(params));
        samples = List.copyOf(samples);
    }

    /** The method name alone, e.g. {@code roundTrip}. */
    public String method() {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    /** Class and method, e.g. {@code CodecBench.roundTrip}. */
    public String shortName() {
        int dot = benchmark.lastIndexOf('.');
        int classDot = benchmark.lastIndexOf('.', dot - 1);
        return benchmark.substring(classDot + 1);
    }

    /** A key naming the benchmark and its parameters, e.g. {@code CodecBench.roundTrip[peer=fory,size=4]}. */
    public String key() {
        if (params.isEmpty()) {
            return shortName();
        }
        StringBuilder sb = new StringBuilder(shortName()).append('[');
        params.forEach((k, v) -> sb.append(k).append('=').append(v).append(','));
        sb.setLength(sb.length() - 1);
        return sb.append(']').toString();
    }

    /** Whether a bigger score is better (throughput) rather than worse (time per operation). */
    public boolean higherIsBetter() {
        return mode.equals("thrpt");
    }

    /** This measurement as a JSON-ready map. */
    public Map<String, Object> toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("benchmark", benchmark);
        m.put("mode", mode);
        m.put("params", new LinkedHashMap<>(params));
        m.put("score", score);
        m.put("error", error);
        m.put("unit", unit);
        m.put("samples", new ArrayList<>(samples));
        return m;
    }

    /** Reads a map written by {@link #toJson()}. */
    public static Measurement fromJson(Map<?, ?> m) {
        Map<String, String> params = new LinkedHashMap<>();
        if (m.get("params") instanceof Map<?, ?> p) {
            p.forEach((k, v) -> params.put(String.valueOf(k), String.valueOf(v)));
        }
        List<Double> samples = new ArrayList<>();
        if (m.get("samples") instanceof List<?> l) {
            l.forEach(x -> samples.add(number(x)));
        }
        return new Measurement(String.valueOf(m.get("benchmark")), String.valueOf(m.get("mode")), params,
                number(m.get("score")), number(m.get("error")), String.valueOf(m.get("unit")), samples);
    }

    /**
     * Reads JMH's own JSON result file ({@code -rf json}): one measurement per benchmark and
     * parameter combination, with the per-iteration scores of all forks.
     */
    public static List<Measurement> fromJmhJson(Object parsed) {
        List<Measurement> out = new ArrayList<>();
        if (!(parsed instanceof List<?> runs)) {
            throw new IllegalArgumentException("not a JMH result file: expected a JSON array");
        }
        for (Object run : runs) {
            Map<?, ?> r = (Map<?, ?>) run;
            Map<?, ?> primary = (Map<?, ?>) r.get("primaryMetric");
            Map<String, String> params = new LinkedHashMap<>();
            if (r.get("params") instanceof Map<?, ?> p) {
                p.forEach((k, v) -> params.put(String.valueOf(k), String.valueOf(v)));
            }
            List<Double> samples = new ArrayList<>();
            if (primary.get("rawData") instanceof List<?> forks) {
                for (Object fork : forks) {
                    ((List<?>) fork).forEach(x -> samples.add(number(x)));
                }
            }
            out.add(new Measurement(String.valueOf(r.get("benchmark")), String.valueOf(r.get("mode")), params,
                    number(primary.get("score")), number(primary.get("scoreError")),
                    String.valueOf(primary.get("scoreUnit")), samples));
        }
        return out;
    }

    /** A JSON number, or NaN for null, "NaN" and anything else JMH writes for "no value". */
    static double number(Object o) {
        if (o instanceof Number n) {
            return n.doubleValue();
        }
        if (o instanceof String s) {
            try {
                return Double.parseDouble(s);
            } catch (NumberFormatException e) {
                return Double.NaN;
            }
        }
        return Double.NaN;
    }
}
