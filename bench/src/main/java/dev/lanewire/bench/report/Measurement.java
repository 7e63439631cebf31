package dev.lanewire.bench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * One JMH result: a benchmark method with its parameter values, and its primary score, or one of
 * its secondary metrics (a profiler's), named as JMH prints them: the method, a colon and the
 * metric, e.g. {@code dev.lanewire.bench.codec.CodecBench.roundTrip:gc.alloc.rate.norm}.
 *
 * @param benchmark fully qualified benchmark method, e.g. {@code dev.lanewire.bench.codec.CodecBench.roundTrip},
 *                  with {@code :metric} for a secondary metric
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

    /** The method name alone, e.g. {@code roundTrip} ({@code roundTrip:gc.alloc.rate.norm} for a secondary metric). */
    public String method() {
        String method = primary(benchmark);
        return method.substring(method.lastIndexOf('.') + 1) + benchmark.substring(method.length());
    }

    /** Class and method, e.g. {@code CodecBench.roundTrip} (with {@code :metric} for a secondary metric). */
    public String shortName() {
        return shortName(benchmark);
    }

    /** Class and method of a fully qualified benchmark, with its {@code :metric} if it has one. */
    public static String shortName(String benchmark) {
        String method = primary(benchmark);
        int dot = method.lastIndexOf('.');
        int classDot = method.lastIndexOf('.', dot - 1);
        return benchmark.substring(classDot + 1);
    }

    /** The benchmark method without a secondary metric's {@code :metric}. */
    private static String primary(String benchmark) {
        int colon = benchmark.indexOf(':');
        return colon < 0 ? benchmark : benchmark.substring(0, colon);
    }

    /** Whether this is a secondary metric (a profiler's), not the benchmark's score. */
    public boolean secondary() {
        return benchmark.indexOf(':') >= 0;
    }

    /** This measurement with one more parameter. */
    public Measurement withParam(String name, String value) {
        Map<String, String> p = new TreeMap<>(params);
        p.put(name, value);
        return new Measurement(benchmark, mode, p, score, error, unit, samples);
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

    /**
     * Whether a bigger score is better (throughput) rather than worse (time per operation, and a
     * secondary metric: the only one read is allocation per operation).
     */
    public boolean higherIsBetter() {
        return mode.equals("thrpt") && !secondary();
    }

    /**
     * This measurement scored by its fastest measured iteration (the lowest time, or the highest
     * throughput) rather than by the mean; the error, which belongs to the mean, becomes NaN. On
     * a host whose noise comes fork by fork (every iteration of one fork slowed alike), the fastest
     * iteration of several alternated forks tells two builds apart where the means do not. A
     * measurement without samples is returned as it is.
     */
    public Measurement fastestIteration() {
        if (samples.isEmpty()) {
            return this;
        }
        double best = samples.getFirst();
        for (double x : samples) {
            best = higherIsBetter() ? Math.max(best, x) : Math.min(best, x);
        }
        return new Measurement(benchmark, mode, params, best, Double.NaN, unit, samples);
    }

    /**
     * Reads JMH's own JSON result file ({@code -rf json}), as the {@code ab} runs write it: one
     * measurement per benchmark and parameter combination, with the per-iteration scores of all
     * forks. JMH writes {@code "NaN"} for an error it could not estimate; that reads as NaN.
     *
     * @throws IllegalArgumentException if the tree is not an array of JMH results
     */
    public static List<Measurement> fromJmhJson(JsonNode runs) {
        if (!runs.isArray()) {
            throw new IllegalArgumentException("not a JMH result file: expected a JSON array");
        }
        List<Measurement> out = new ArrayList<>();
        for (JsonNode r : runs) {
            JsonNode primary = r.path("primaryMetric");
            Map<String, String> params = new LinkedHashMap<>();
            r.path("params").properties().forEach(e -> params.put(e.getKey(), e.getValue().asText()));
            List<Double> samples = new ArrayList<>();
            for (JsonNode fork : primary.path("rawData")) {
                fork.forEach(x -> samples.add(number(x)));
            }
            out.add(new Measurement(r.path("benchmark").asText(), r.path("mode").asText(), params,
                    number(primary.path("score")), number(primary.path("scoreError")),
                    primary.path("scoreUnit").asText(), samples));
        }
        return out;
    }

    /**
     * The measurements of a JMH run in this JVM, from JMH's own result objects: the primary
     * score, its error, and every measured iteration of every fork.
     */
    public static List<Measurement> fromRunResults(Collection<RunResult> results) {
        return fromRunResults(results, List.of());
    }

    /**
     * {@link #fromRunResults(Collection)} and, for each of the {@code secondary} metrics a result
     * has (e.g. {@code gc.alloc.rate.norm}), a measurement of it named {@code method:metric}.
     */
    public static List<Measurement> fromRunResults(Collection<RunResult> results, List<String> secondary) {
        List<Measurement> out = new ArrayList<>();
        for (RunResult r : results) {
            BenchmarkParams bp = r.getParams();
            Map<String, String> params = new LinkedHashMap<>();
            for (String key : bp.getParamsKeys()) {
                params.put(key, bp.getParam(key));
            }
            List<Double> samples = new ArrayList<>();
            for (BenchmarkResult fork : r.getBenchmarkResults()) {
                for (IterationResult it : fork.getIterationResults()) {
                    samples.add(it.getPrimaryResult().getScore());
                }
            }
            Result<?> primary = r.getPrimaryResult();
            out.add(new Measurement(bp.getBenchmark(), bp.getMode().shortLabel(), params, primary.getScore(),
                    primary.getScoreError(), primary.getScoreUnit(), samples));
            for (String metric : secondary) {
                Result<?> sec = r.getSecondaryResults().get(metric);
                if (sec == null) {
                    continue;
                }
                List<Double> secSamples = new ArrayList<>();
                for (BenchmarkResult fork : r.getBenchmarkResults()) {
                    for (IterationResult it : fork.getIterationResults()) {
                        Result<?> x = it.getSecondaryResults().get(metric);
                        if (x != null) {
                            secSamples.add(x.getScore());
                        }
                    }
                }
                out.add(new Measurement(bp.getBenchmark() + ":" + metric, bp.getMode().shortLabel(), params,
                        sec.getScore(), sec.getScoreError(), sec.getScoreUnit(), secSamples));
            }
        }
        return out;
    }

    /** A JSON number, or NaN for null, {@code "NaN"} and anything else JMH writes for "no value". */
    private static double number(JsonNode n) {
        if (n.isNumber()) {
            return n.doubleValue();
        }
        try {
            return n.isTextual() ? Double.parseDouble(n.asText()) : Double.NaN;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
