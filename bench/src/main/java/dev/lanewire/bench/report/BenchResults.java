package dev.lanewire.bench.report;

import dev.lanewire.bench.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The results file of one {@code bench} run: where and how it was measured, every measurement,
 * and the encoded size of each codec case per peer. {@code docs/benchmarks.md} is generated
 * from this file.
 *
 * @param machine      the machine and JVM
 * @param command      the command line that produced the run
 * @param settings     JMH settings (forks, warm-up, iterations, times)
 * @param measurements every benchmark and parameter combination
 * @param sizes        case id to peer id to encoded bytes
 */
public record BenchResults(Machine machine, String command, String settings, List<Measurement> measurements,
                           Map<String, Map<String, Integer>> sizes) {

    /** Copies the lists and maps. */
    public BenchResults {
        measurements = List.copyOf(measurements);
        Map<String, Map<String, Integer>> copy = new LinkedHashMap<>();
        sizes.forEach((k, v) -> copy.put(k, Collections.unmodifiableMap(new LinkedHashMap<>(v))));
        sizes = Collections.unmodifiableMap(copy);
    }

    /** Writes this run as JSON to {@code file}. */
    public void write(Path file) throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", "lanewire-bench-results/1");
        m.put("machine", machine.toJson());
        m.put("command", command);
        m.put("settings", settings);
        Map<String, Object> sizeJson = new LinkedHashMap<>();
        sizes.forEach((c, perPeer) -> {
            Map<String, Object> p = new LinkedHashMap<>();
            perPeer.forEach((peer, bytes) -> p.put(peer, (double) bytes));
            sizeJson.put(c, p);
        });
        m.put("sizes", sizeJson);
        m.put("measurements", measurements.stream().map(Measurement::toJson).toList());
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, Json.write(m), StandardCharsets.UTF_8);
    }

    /** Reads a file written by {@link #write(Path)}. */
    public static BenchResults read(Path file) throws IOException {
        Map<?, ?> m = (Map<?, ?>) Json.parse(Files.readString(file, StandardCharsets.UTF_8));
        List<Measurement> measurements = new ArrayList<>();
        for (Object o : (List<?>) m.get("measurements")) {
            measurements.add(Measurement.fromJson((Map<?, ?>) o));
        }
        Map<String, Map<String, Integer>> sizes = new LinkedHashMap<>();
        if (m.get("sizes") instanceof Map<?, ?> s) {
            s.forEach((c, perPeer) -> {
                Map<String, Integer> p = new LinkedHashMap<>();
                ((Map<?, ?>) perPeer).forEach((peer, bytes) -> p.put(String.valueOf(peer),
                        (int) Measurement.number(bytes)));
                sizes.put(String.valueOf(c), p);
            });
        }
        return new BenchResults(Machine.fromJson((Map<?, ?>) m.get("machine")), String.valueOf(m.get("command")),
                String.valueOf(m.get("settings")), measurements, sizes);
    }
}
