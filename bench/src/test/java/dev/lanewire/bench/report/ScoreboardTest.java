package dev.lanewire.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
                Map.of("strings-mixed-1000", Map.of("lanewire", 1000, "fory", 1300, "kryo", 1010)));
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
        assertTrue(doc.contains("| (a) order/trade message | 300 | n/a | 250 | 150 | 90.0 | 2.00x | 1.20x (1.0x) | meets |"),
                doc);
        assertTrue(doc.contains("## Where Lanewire loses\n\n- (b) strings-mixed-1000"), doc);
        assertTrue(doc.contains("## Analysis\n\nStrings lose because of X."), doc);
        assertTrue(doc.contains("| decode | size=64 | 5,000,000 |"), doc);
        assertTrue(Files.size(file) > 0);
    }
}
