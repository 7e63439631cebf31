package dev.lanewire.bench.ab;

import dev.lanewire.bench.Json;
import dev.lanewire.bench.report.Machine;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything one A/B comparison measured, as written to {@code ab.json}: the two sides, the
 * schedule, every run's raw scores, and the analysed rows.
 *
 * @param machine  where it ran
 * @param command  the command line
 * @param settings JMH settings and round counts, in words
 * @param a        side A
 * @param b        side B
 * @param runs     every run, in the order they ran
 */
public record AbResults(Machine machine, String command, String settings, AbConfig a, AbConfig b, List<AbRun> runs) {

    /** Copies the list. */
    public AbResults {
        runs = List.copyOf(runs);
    }

    /** The analysed rows. */
    public List<AbRow> rows() {
        return AbAnalysis.rows(runs);
    }

    /** Writes {@code ab.json}: the inputs and the analysed rows (the rows are re-derived on reading). */
    public void write(Path file) throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", "lanewire-ab-results/1");
        m.put("machine", machine.toJson());
        m.put("command", command);
        m.put("settings", settings);
        m.put("a", a.toJson());
        m.put("b", b.toJson());
        List<Object> rows = new ArrayList<>();
        for (AbRow r : rows()) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("key", r.key());
            row.put("benchmark", r.benchmark());
            row.put("params", new LinkedHashMap<>(r.params()));
            row.put("unit", r.unit());
            row.put("medianA", r.medianA());
            row.put("medianB", r.medianB());
            row.put("ratioMedian", r.median());
            row.put("ratioMin", r.min());
            row.put("ratioMax", r.max());
            row.put("floorLow", r.floorLow());
            row.put("floorHigh", r.floorHigh());
            row.put("verdict", r.verdict());
            row.put("ratios", new ArrayList<Object>(r.ratios()));
            row.put("floorRatios", new ArrayList<Object>(r.floorRatios()));
            rows.add(row);
        }
        m.put("rows", rows);
        m.put("runs", runs.stream().map(AbRun::toJson).toList());
        Files.writeString(file, Json.write(m), StandardCharsets.UTF_8);
    }

    /** Reads a file written by {@link #write(Path)}. */
    public static AbResults read(Path file) throws IOException {
        Map<?, ?> m = (Map<?, ?>) Json.parse(Files.readString(file, StandardCharsets.UTF_8));
        List<AbRun> runs = ((List<?>) m.get("runs")).stream().map(x -> AbRun.fromJson((Map<?, ?>) x)).toList();
        return new AbResults(Machine.fromJson((Map<?, ?>) m.get("machine")), String.valueOf(m.get("command")),
                String.valueOf(m.get("settings")), AbConfig.fromJson((Map<?, ?>) m.get("a")),
                AbConfig.fromJson((Map<?, ?>) m.get("b")), runs);
    }
}
