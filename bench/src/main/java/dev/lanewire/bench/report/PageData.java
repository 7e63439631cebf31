package dev.lanewire.bench.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lanewire.bench.JsonFiles;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The compact form of a run that a per-CPU page is rendered from, the one file per CPU kept in
 * git ({@code docs/benchmarks/<cpu>.json}): the run's metadata and the score of every
 * measurement, to four significant digits, grouped by benchmark. Raw JMH output (errors,
 * per-iteration samples) stays in the run's {@code results/} folder.
 *
 * @param source   the code measured
 * @param machine  where it ran
 * @param command  the command line
 * @param settings JMH settings in words
 * @param kernels  the dispatch's choices in the run's JVM
 * @param sizes    case id to peer id to encoded bytes
 * @param failures benchmarks selected that returned no score
 * @param series   the scores, one entry per benchmark method
 */
public record PageData(SourceState source, Machine machine, String command, String settings, List<String> kernels,
                       Map<String, Map<String, Integer>> sizes, List<String> failures, List<Series> series) {

    /** The {@code format} field of a compact file. */
    public static final String FORMAT = "lanewire-bench-page/1";

    /**
     * The scores of one benchmark method.
     *
     * @param benchmark fully qualified method
     * @param mode      JMH mode id
     * @param unit      score unit
     * @param params    parameter names, in the order of each row's leading values
     * @param rows      one per parameter combination: the parameter values, then the score
     */
    public record Series(String benchmark, String mode, String unit, List<String> params, List<List<Object>> rows) {
    }

    /** The compact form of {@code results}. */
    public static PageData of(BenchResults results) {
        Map<String, Series> byBenchmark = new LinkedHashMap<>();
        for (Measurement m : results.measurements()) {
            Series s = byBenchmark.computeIfAbsent(m.benchmark() + " " + m.mode(), k -> new Series(m.benchmark(),
                    m.mode(), m.unit(), new ArrayList<>(m.params().keySet()), new ArrayList<>()));
            List<Object> row = new ArrayList<>();
            s.params().forEach(p -> row.add(m.params().get(p)));
            row.add(round(m.score()));
            s.rows().add(row);
        }
        return new PageData(results.source(), results.machine(), results.command(), results.settings(),
                results.kernels(), results.sizes(), results.failures(), List.copyOf(byBenchmark.values()));
    }

    /** Back to results: one measurement per row, without errors or samples. */
    public BenchResults toResults() {
        List<Measurement> measurements = new ArrayList<>();
        for (Series s : series) {
            for (List<Object> row : s.rows()) {
                Map<String, String> params = new LinkedHashMap<>();
                for (int i = 0; i < s.params().size(); i++) {
                    params.put(s.params().get(i), String.valueOf(row.get(i)));
                }
                double score = row.getLast() instanceof Number n ? n.doubleValue() : Double.NaN;
                measurements.add(new Measurement(s.benchmark(), s.mode(), params, score, Double.NaN, s.unit(),
                        List.of()));
            }
        }
        return new BenchResults(machine, command, settings, measurements, sizes, failures, source, kernels);
    }

    /** Writes this as JSON to {@code file}. */
    public void write(Path file) throws IOException {
        ObjectNode root = JsonFiles.MAPPER.createObjectNode().put("format", FORMAT);
        root.setAll((ObjectNode) JsonFiles.MAPPER.valueToTree(this));
        JsonFiles.write(file, root);
    }

    /**
     * Reads a compact file, or a full results file ({@link BenchResults#write}), which it
     * compacts.
     */
    public static PageData read(Path file) throws IOException {
        String format = JsonFiles.tree(file).path("format").asText();
        if (format.equals(FORMAT)) {
            return JsonFiles.read(file, PageData.class);
        }
        return of(BenchResults.read(file));
    }

    private static double round(double v) {
        return Double.isFinite(v) ? new BigDecimal(v).round(new MathContext(4)).doubleValue() : v;
    }
}
