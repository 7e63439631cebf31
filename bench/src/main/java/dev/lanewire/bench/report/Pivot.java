package dev.lanewire.bench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One benchmark method's scores as a table: one column per kernel variant (or per peer), one row
 * per combination of the other parameters, e.g. {@code Utf8Bench.validate} with rows
 * {@code ascii 16}, {@code ascii 64}, ... and columns {@code scalar v128 v256 v512 jdk}.
 *
 * @param benchmark   fully qualified method
 * @param higherIsBetter whether scores are throughput
 * @param unit        score unit
 * @param columnParam the parameter spread over the columns ({@code variant}, {@code peer}), or empty
 * @param rowParams   the parameters that name a row, in the order their values are shown
 * @param columns     column values, in {@link #COLUMN_ORDER} order, then as first measured
 * @param rows        row keys (the row parameters' values) to column value to score
 */
public record Pivot(String benchmark, boolean higherIsBetter, String unit, String columnParam, List<String> rowParams,
                    List<String> columns, Map<List<String>, Map<String, Double>> rows) {

    /** The parameters that become columns, the first one a benchmark has. */
    static final List<String> COLUMN_PARAMS = List.of("variant", "peer", "path");
    /** Columns in this order where they occur: the scalar twin, vector widths, the JDK; peers, Lanewire first. */
    static final List<String> COLUMN_ORDER = List.of("scalar", "v64", "v128", "v256", "v512", "lanewire",
            "lanewire-utf8", "lanewire-codecs", "fory", "kryo", "jdk");
    /** Row parameters in this order: what kind of input, then how much of it. */
    private static final List<String> ROW_ORDER = List.of("codecCase", "flags", "kind", "type", "size", "length");

    /** The column name used when a benchmark has no column parameter. */
    public static final String SCORE = "score";

    /** Pivots the measurements of one benchmark method; they must all be of {@code benchmark}. */
    public static Pivot of(List<Measurement> measurements) {
        Measurement first = measurements.getFirst();
        String column = COLUMN_PARAMS.stream().filter(first.params()::containsKey).findFirst().orElse("");
        List<String> rowParams = new ArrayList<>(first.params().keySet());
        rowParams.remove(column);
        rowParams.sort(Comparator.comparingInt((String p) -> ROW_ORDER.contains(p) ? ROW_ORDER.indexOf(p)
                : ROW_ORDER.size()).thenComparing(Comparator.naturalOrder()));
        Set<String> seen = new LinkedHashSet<>();
        Map<List<String>, Map<String, Double>> rows = new LinkedHashMap<>();
        for (Measurement m : measurements) {
            String col = column.isEmpty() ? SCORE : m.params().get(column);
            seen.add(col);
            List<String> key = rowParams.stream().map(p -> m.params().get(p)).toList();
            rows.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(col, m.score());
        }
        List<String> columns = new ArrayList<>();
        COLUMN_ORDER.stream().filter(seen::contains).forEach(columns::add);
        seen.stream().filter(c -> !columns.contains(c)).forEach(columns::add);
        return new Pivot(first.benchmark(), first.higherIsBetter(), first.unit(), column, List.copyOf(rowParams),
                List.copyOf(columns), rows);
    }

    /** Splits {@code measurements} by benchmark method and mode, in the order they first occur, and pivots each. */
    public static List<Pivot> all(List<Measurement> measurements) {
        Map<String, List<Measurement>> by = new LinkedHashMap<>();
        for (Measurement m : measurements) {
            by.computeIfAbsent(m.benchmark() + " " + m.mode(), k -> new ArrayList<>()).add(m);
        }
        return by.values().stream().map(Pivot::of).toList();
    }

    /** Class and method, e.g. {@code Utf8Bench.validate}. */
    public String shortName() {
        return Measurement.shortName(benchmark);
    }

    /** The score in {@code row} and {@code column}, NaN where none was measured. */
    public double score(List<String> row, String column) {
        return rows.getOrDefault(row, Map.of()).getOrDefault(column, Double.NaN);
    }

    /**
     * How many times faster {@code column} ran than {@code baseline} in {@code row}: the score
     * ratio for throughput, its inverse for time per operation; NaN when either is missing.
     */
    public double speedup(List<String> row, String column, String baseline) {
        double a = score(row, column);
        double b = score(row, baseline);
        return higherIsBetter ? a / b : b / a;
    }

    /** The vector variants among the columns ({@code v128}, {@code v256}, ...). */
    public List<String> vectorColumns() {
        return columns.stream().filter(c -> c.matches("v[0-9]+")).toList();
    }

    /** The fastest of the vector columns in {@code row}, or null when none was measured there. */
    public String fastestVector(List<String> row) {
        String best = null;
        for (String c : vectorColumns()) {
            if (!Double.isNaN(score(row, c)) && (best == null || speedup(row, c, best) > 1)) {
                best = c;
            }
        }
        return best;
    }
}
