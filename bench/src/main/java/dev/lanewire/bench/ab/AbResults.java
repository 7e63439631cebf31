package dev.lanewire.bench.ab;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lanewire.bench.JsonFiles;
import dev.lanewire.bench.report.Machine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

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
        ObjectNode root = JsonFiles.MAPPER.createObjectNode().put("format", "lanewire-ab-results/1");
        root.setAll((ObjectNode) JsonFiles.MAPPER.valueToTree(this));
        ArrayNode rows = root.putArray("rows");
        for (AbRow r : rows()) {
            ObjectNode row = rows.addObject();
            row.put("key", r.key());
            row.put("benchmark", r.benchmark());
            row.set("params", JsonFiles.MAPPER.valueToTree(r.params()));
            row.put("unit", r.unit());
            row.put("medianA", r.medianA());
            row.put("medianB", r.medianB());
            row.put("ratioMedian", r.median());
            row.put("ratioMin", r.min());
            row.put("ratioMax", r.max());
            row.put("floorLow", r.floorLow());
            row.put("floorHigh", r.floorHigh());
            row.put("verdict", r.verdict());
            row.set("ratios", JsonFiles.MAPPER.valueToTree(r.ratios()));
            row.set("floorRatios", JsonFiles.MAPPER.valueToTree(r.floorRatios()));
        }
        // The runs last: they are the bulk of the file, the rows what people read.
        root.set("runs", root.remove("runs"));
        JsonFiles.write(file, root);
    }

    /** Reads a file written by {@link #write(Path)}. */
    public static AbResults read(Path file) throws IOException {
        return JsonFiles.read(file, AbResults.class);
    }
}
