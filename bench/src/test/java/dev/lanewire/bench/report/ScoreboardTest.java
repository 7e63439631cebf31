package dev.lanewire.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScoreboardTest {

    private static Measurement codec(String method, String caseId, String peer, double score) {
        return new Measurement("dev.lanewire.bench.codec.CodecBench." + method, "thrpt",
                Map.of("codecCase", caseId, "peer", peer), score, 1.0, "ops/s", List.of(score));
    }

    private static BenchResults results() {
        List<Measurement> m = new ArrayList<>();
        // (a): 300 vs Kryo 150 (2.0x) and Fory 250 (1.2x): meets both targets.
        m.add(codec("roundTrip", "order", "lanewire", 300));
        m.add(codec("roundTrip", "order", "fory", 250));
        m.add(codec("roundTrip", "order", "kryo", 150));
        m.add(codec("roundTrip", "order", "jdk", 90));
        // (b) is UTF-8-heavy: 1.2x Fory misses the 1.5x target; 3.0x Kryo meets.
        m.add(codec("roundTrip", "strings-mixed-1000", "lanewire", 120));
        m.add(codec("roundTrip", "strings-mixed-1000", "fory", 100));
        m.add(codec("roundTrip", "strings-mixed-1000", "kryo", 40));
        m.add(codec("encode", "strings-mixed-1000", "lanewire", 400));
        m.add(codec("encode", "strings-mixed-1000", "fory", 800));
        m.add(codec("decode", "strings-mixed-1000", "lanewire", 300));
        m.add(codec("decode", "strings-mixed-1000", "fory", 150));
        // (c): Kryo missing.
        m.add(codec("roundTrip", "mesh", "lanewire", 10));
        m.add(codec("roundTrip", "mesh", "fory", 9));
        m.add(new Measurement("dev.lanewire.bench.text.Utf8Bench.decode", "thrpt", Map.of("size", "64"), 5e6, 1e4,
                "ops/s", List.of(5e6)));
        return new BenchResults(new Machine("Test CPU 9000", 2, "avx2", "Linux", "25", "VM", "--flags", "2026-01-01"),
                "scripts/run-vector.sh bench", "-f 1", m,
                Map.of("strings-mixed-1000", Map.of("lanewire", 1000, "fory", 1300, "kryo", 1010)),
                List.of("BlockKernelBench.validateBlock[size=1000,type=instant,variant=scalar]"));
    }

    /** The cells of {@code label}'s row in the table with a verdict column, by column name (less any "(target ...)"). */
    private static Map<String, String> codecRow(String doc, String label) {
        List<String> header = List.of();
        for (String line : doc.lines().toList()) {
            List<String> cells = List.of(line.replaceAll("^\\| | \\|$", "").split(" \\| "));
            if (line.startsWith("| case |")) {
                header = cells.stream().map(c -> c.replaceFirst(" \\(target.*\\)$", "")).toList();
            } else if (line.startsWith("| " + label + " |") && header.contains("verdict")) {
                assertEquals(header.size(), cells.size(), line);
                Map<String, String> row = new HashMap<>();
                for (int i = 0; i < cells.size(); i++) {
                    row.put(header.get(i), cells.get(i));
                }
                return row;
            }
        }
        throw new AssertionError("no codec row " + label + " in\n" + doc);
    }

    /** The number a cell starts with: {@code 1,250} or {@code 2.00x (1.5x)}. */
    private static double number(String cell) {
        return Double.parseDouble(cell.replace(",", "").replaceFirst("[x ].*$", ""));
    }

    @Test
    void ratiosAndTargetsFollowTheIssue() {
        List<CodecScoreboard.Row> rows = CodecScoreboard.rows(results(), "roundTrip");
        assertEquals(List.of("order", "strings-mixed-1000", "mesh"), rows.stream().map(CodecScoreboard.Row::caseId)
                .toList());
        CodecScoreboard.Row order = rows.get(0);
        assertEquals(2.0, order.vsKryo(), 1e-12);
        assertEquals(1.2, order.vsFory(), 1e-12);
        assertTrue(order.meets());
        CodecScoreboard.Row strings = rows.get(1);
        assertEquals(1.5, strings.foryTarget());
        assertFalse(strings.meets());
        assertEquals(List.of("1.20x Fory, target 1.5x"), strings.misses());
        CodecScoreboard.Row mesh = rows.get(2);
        assertEquals(List.of("Kryo"), mesh.unmeasured());
        assertTrue(mesh.misses().isEmpty());
        assertTrue(mesh.verdict().startsWith("incomplete"));
    }

    @Test
    void lossesNameTheCaseTheLosingHalfAndTheSizeGap() {
        List<String> losses = BenchMarkdown.losses(results());
        assertEquals(1, losses.size());
        String loss = losses.getFirst();
        assertTrue(loss.startsWith("(b) strings-mixed-1000: 1.20x Fory"), loss);
        assertTrue(loss.contains("vs fory: encode 0.50x, decode 2.00x"), loss);
        // 1000 against 1300 bytes: -23%; against Kryo's 1010 (within 5%): not named.
        assertTrue(loss.contains("-23% the size of fory's"), loss);
        assertFalse(loss.contains("size of kryo's"), loss);
    }

    @Test
    void resultsFileRoundTripsAndTheDocStatesMachineCommandAndResults(@TempDir Path dir) throws Exception {
        BenchResults results = results();
        Path file = dir.resolve("bench.json");
        results.write(file);
        BenchResults back = BenchResults.read(file);
        assertEquals(results, back);
        String doc = BenchDoc.render(back, "results/x/bench.json", "Strings lose because of X.");
        assertTrue(doc.contains("Test CPU 9000 (2 logical CPUs; SIMD: avx2)"), doc);
        assertTrue(doc.contains("```\nscripts/run-vector.sh bench\n```"), doc);
        // The order row, cell by cell from the inputs: scores to three significant digits, ratios as
        // Lanewire's score over the peer's, the Fory target 1.0x for a case that is not UTF-8-heavy.
        Map<String, String> order = codecRow(doc, "(a) order/trade message");
        assertEquals(300, number(order.get("lanewire")), 0.5, doc);
        assertEquals("n/a", order.get("lanewire-utf8"), doc);
        assertEquals("n/a", order.get("lanewire-codecs"), doc);
        assertEquals(250, number(order.get("fory")), 0.5, doc);
        assertEquals(150, number(order.get("kryo")), 0.5, doc);
        assertEquals(90, number(order.get("jdk")), 0.05, doc);
        assertEquals(300.0 / 150, number(order.get("vs Kryo")), 0.005, doc);
        assertEquals(300.0 / 250, number(order.get("vs Fory")), 0.005, doc);
        assertTrue(order.get("vs Fory").endsWith(" (1.0x)"), doc);
        assertEquals("meets", order.get("verdict"), doc);
        assertTrue(doc.contains("## Where Lanewire loses\n\n- (b) strings-mixed-1000"), doc);
        assertTrue(doc.contains("## Analysis\n\nStrings lose because of X."), doc);
        assertTrue(doc.contains("| decode | size=64 | 5,000,000 |"), doc);
        assertTrue(doc.contains("### Failed: selected but no score"), doc);
        assertTrue(doc.contains("- BlockKernelBench.validateBlock[size=1000,type=instant,variant=scalar]\n"), doc);
        assertTrue(Files.size(file) > 0);
    }
}
