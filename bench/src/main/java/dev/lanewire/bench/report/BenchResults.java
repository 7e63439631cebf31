package dev.lanewire.bench.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lanewire.bench.JsonFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The results file of one {@code bench} run: where and how it was measured, from which code,
 * every measurement, and the encoded size of each codec case per peer. The per-CPU pages are
 * rendered from it (or from its compact form, {@link PageData}).
 *
 * @param machine      the machine and JVM
 * @param command      the command line that produced the run
 * @param settings     JMH settings (forks, warm-up, iterations, times)
 * @param measurements every benchmark and parameter combination
 * @param sizes        case id to peer id to encoded bytes
 * @param failures     keys of the benchmarks that were selected but returned no score (a check threw)
 * @param source       the commit and uncommitted changes the run measured; null when not recorded
 * @param kernels      the dispatch's choice per operation and size class in the run's JVM, e.g.
 *                     {@code utf8.decode medium: v512}; the codec cases run through these, the kernel
 *                     benchmarks name their variant themselves
 */
public record BenchResults(Machine machine, String command, String settings, List<Measurement> measurements,
                           Map<String, Map<String, Integer>> sizes, List<String> failures, SourceState source,
                           List<String> kernels) {

    /** The {@code format} field of a results file. */
    public static final String FORMAT = "lanewire-bench-results/2";

    /** Copies the lists and maps. */
    public BenchResults {
        measurements = List.copyOf(measurements);
        failures = List.copyOf(failures);
        kernels = kernels == null ? List.of() : List.copyOf(kernels);
        Map<String, Map<String, Integer>> copy = new LinkedHashMap<>();
        sizes.forEach((k, v) -> copy.put(k, Collections.unmodifiableMap(new LinkedHashMap<>(v))));
        sizes = Collections.unmodifiableMap(copy);
    }

    /** Results without a recorded source state or kernel choices. */
    public BenchResults(Machine machine, String command, String settings, List<Measurement> measurements,
                        Map<String, Map<String, Integer>> sizes, List<String> failures) {
        this(machine, command, settings, measurements, sizes, failures, null, List.of());
    }

    /** Writes this run as JSON to {@code file}. */
    public void write(Path file) throws IOException {
        ObjectNode root = JsonFiles.MAPPER.createObjectNode().put("format", FORMAT);
        root.setAll((ObjectNode) JsonFiles.MAPPER.valueToTree(this));
        JsonFiles.write(file, root);
    }

    /** Reads a file written by {@link #write(Path)}. */
    public static BenchResults read(Path file) throws IOException {
        return JsonFiles.read(file, BenchResults.class);
    }
}
