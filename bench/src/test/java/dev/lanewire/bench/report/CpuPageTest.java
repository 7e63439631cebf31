package dev.lanewire.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.bench.JsonFiles;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The per-CPU page rendered from a small JMH result file written by hand
 * ({@code jmh-fixture.json}); every expected cell below is worked out from that file's scores.
 */
class CpuPageTest {

    private static final String COMMIT = "0123456789abcdef0123456789abcdef01234567";

    private static List<Measurement> fixture() throws Exception {
        try (InputStream in = CpuPageTest.class.getResourceAsStream("jmh-fixture.json")) {
            return Measurement.fromJmhJson(JsonFiles.MAPPER.readTree(in));
        }
    }

    private static BenchResults results() throws Exception {
        Machine m = new Machine("Test CPU 9000", 2, "avx512f", "Linux", "25.0.3", "VM 25", "--add-modules x",
                "2026-12-01T11:00:00Z", "x86_64:GenuineIntel:6:106", 512);
        return new BenchResults(m, "scripts/run-vector.sh bench --official", "-f 1", fixture(),
                Map.of("order", Map.of("lanewire", 232, "kryo", 207)), List.of(),
                new SourceState(COMMIT, List.of()), List.of("utf8.validate small: scalar", "utf8.validate large: v512"));
    }

    @Test
    void jmhFileReadsScoresErrorsAndEveryForksSamples() throws Exception {
        List<Measurement> m = fixture();
        assertEquals(10, m.size());
        Measurement first = m.getFirst();
        assertEquals("CodecBench.roundTrip[codecCase=order,peer=lanewire]", first.key());
        assertEquals(3_000_000.0, first.score());
        assertEquals(123.0, first.error());
        assertEquals(List.of(2_900_000.0, 3_100_000.0), first.samples());
        // JMH writes "NaN" for an error it could not estimate.
        assertTrue(Double.isNaN(m.get(1).error()));
    }

    @Test
    void pageNamesTheRunAndPivotsVariantsIntoColumns(@TempDir Path dir) throws Exception {
        PageData data = PageData.of(results());
        Path file = dir.resolve("cpu.json");
        data.write(file);
        PageData back = PageData.read(file);
        assertEquals(data, back);
        Map<String, String> files = CpuPage.render(back, "docs/benchmarks/cpu.json", "docs/benchmarks",
                "../benchmarks-notes.md");
        String page = files.get("x86-64-genuineintel-6-106.md");
        assertTrue(page.contains(CpuPage.MARKER + COMMIT + " -->"), page);
        assertTrue(page.contains("| Commit | `" + COMMIT + "`, clean work tree |"), page);
        assertTrue(page.contains("| Command | `scripts/run-vector.sh bench --official` |"), page);
        assertTrue(page.contains("| CPU signature | `x86_64:GenuineIntel:6:106`"), page);
        assertTrue(page.contains("| JDK | 25.0.3 (VM 25) |"), page);
        assertTrue(page.contains("[benchmarks-notes.md](../benchmarks-notes.md)"), page);
        assertTrue(page.contains("- v512: utf8.validate large\n"), page);
        // 3,000,000 ops/s over Fory's 2,000,000 with the forks' flags; no server-flag run, so its
        // targets are not judged; the UTF-8 targets do not apply to (a).
        assertTrue(page.contains("| (a) order/trade message | n/a | n/a | 1.50x (lanewire) | - | - |"
                + " **incomplete: server ÷ Fory, server ÷ Kryo not measured** |"), page);
        assertTrue(page.contains("| codecCase | lanewire | fory | kryo | jdk |"), page);
        assertTrue(page.contains("| (a) order/trade message | 3,000,000 | 2,000,000 | 1,000,000 | 500,000 |"), page);
        assertTrue(page.contains("| (a) order/trade message | 232 | n/a | n/a | n/a | 207 | n/a |"), page);
        // ns/op: scalar 8, v512 4, JDK 16 at 16 chars; 400, 50 and 1,000 at 1,000 chars.
        assertTrue(page.contains("| kind | size | scalar | v512 | jdk | fastest vector ÷ scalar | fastest vector ÷ jdk |"),
                page);
        assertTrue(page.contains("| ascii | 16 | 8.00 | 4.00 | 16.0 | v512 2.00x | v512 4.00x |"), page);
        assertTrue(page.contains("| ascii | 1000 | 400 | 50.0 | 1,000 | v512 8.00x | v512 20.00x |"), page);
        assertTrue(page.contains("](x86-64-genuineintel-6-106/Utf8Bench-validate.svg)"), page);
        for (String chart : List.of("x86-64-genuineintel-6-106/codec-roundTrip.svg",
                "x86-64-genuineintel-6-106/Utf8Bench-validate.svg")) {
            String svg = files.get(chart);
            assertTrue(svg != null && !svg.contains("<script"), chart);
            DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        }
        // One bar per vector variant and the JDK in each group: v512 at 2x and 8x, the JDK at 0.5x and 0.4x.
        String validate = files.get("x86-64-genuineintel-6-106/Utf8Bench-validate.svg");
        assertTrue(validate.contains("<title>ascii 16, v512: 2.00x</title>"), validate);
        assertTrue(validate.contains("<title>ascii 1000, jdk: 0.40x</title>"), validate);
    }

    /**
     * The official run times mixed text through the widest vector variant and the JDK alone: its
     * row shows n/a for the other variants and no ratio over the scalar twin it lacks.
     */
    @Test
    void aRowWithoutScalarTimesGetsNoRatioOverScalar() throws Exception {
        List<Measurement> m = new java.util.ArrayList<>();
        for (String[] v : new String[][] {{"scalar", "800"}, {"v128", "400"}, {"v256", "200"}, {"v512", "100"},
                {"jdk", "300"}}) {
            m.add(decode("ascii", v[0], Double.parseDouble(v[1])));
        }
        m.add(decode("mixed", "v512", 250));
        m.add(decode("mixed", "jdk", 1000));
        BenchResults r = results();
        BenchResults mixed = new BenchResults(r.machine(), r.command(), r.settings(), m, Map.of(), List.of(),
                r.source(), List.of());
        Map<String, String> files = CpuPage.render(PageData.of(mixed), "d.json", "docs/benchmarks", "n.md");
        String page = files.get("x86-64-genuineintel-6-106.md");
        // ascii: v512 at 100 ns, 8x the scalar twin's 800 and 3x the JDK's 300.
        assertTrue(page.contains("| ascii | 1000 | 800 | 400 | 200 | 100 | 300 | v512 8.00x | v512 3.00x |"), page);
        // mixed: no scalar time, so no ratio over it; 1,000 ns over 250 ns is 4x the JDK.
        assertTrue(page.contains("| mixed | 1000 | n/a | n/a | n/a | 250 | 1,000 | - | v512 4.00x |"), page);
        // The chart shows speed over the scalar twin: the mixed row, with no scalar time, is not in it.
        String chart = files.get("x86-64-genuineintel-6-106/Utf8Bench-decode.svg");
        assertTrue(chart.contains("<title>ascii 1000, v512: 8.00x</title>"), chart);
        assertTrue(chart.contains(">ascii 1000<"), chart);
        assertFalse(chart.contains("mixed"), chart);
    }

    /**
     * Codec cells measured in three rounds: the page's data file keeps every round, the tables show
     * one row a case and flag set with the median, and the targets carry the rounds' spread.
     */
    @Test
    void codecRoundsAreTabulatedByTheirMedianWithTheSpreadOfTheRatios(@TempDir Path dir) throws Exception {
        List<Measurement> m = new java.util.ArrayList<>();
        double[][] scores = {{3_000_000, 2_000_000}, {2_400_000, 2_000_000}, {3_300_000, 3_000_000}};
        for (int round = 1; round <= 3; round++) {
            m.add(codec("lanewire", scores[round - 1][0], round));
            m.add(codec("fory", scores[round - 1][1], round));
        }
        BenchResults r = results();
        BenchResults rounds = new BenchResults(r.machine(), r.command(), r.settings(), m, Map.of(), List.of(),
                r.source(), List.of());
        Path file = dir.resolve("cpu.json");
        PageData.of(rounds).write(file);
        Map<String, String> files = CpuPage.render(PageData.read(file), "d.json", "docs/benchmarks", "n.md");
        String page = files.get("x86-64-genuineintel-6-106.md");
        // Medians 3,000,000 and 2,000,000: 1.50x; rounds 1.50x, 1.20x and 1.10x.
        assertTrue(page.contains("| (a) order/trade message | n/a | n/a | 1.50x (lanewire; rounds 1.10-1.50x) | - | - |"),
                page);
        assertTrue(page.contains("| codecCase | flags | lanewire | fory |"), page);
        assertTrue(page.contains("| (a) order/trade message | modules | 3,000,000 | 2,000,000 |"), page);
        assertEquals(1, page.lines().filter(l -> l.startsWith("| (a) order/trade message | modules |")).count(), page);
        assertTrue(page.contains("The codec forks ran in 3 rounds"), page);
    }

    private static Measurement codec(String peer, double score, int round) {
        return new Measurement("dev.lanewire.bench.codec.CodecBench.roundTrip", "thrpt",
                Map.of("codecCase", "order", "peer", peer, "flags", "modules", "round", String.valueOf(round)), score,
                1.0, "ops/s", List.of(score));
    }

    private static Measurement decode(String kind, String variant, double ns) {
        return new Measurement("dev.lanewire.bench.text.Utf8Bench.decode", "avgt",
                Map.of("kind", kind, "size", "1000", "variant", variant), ns, 1.0, "ns/op", List.of(ns));
    }

    @Test
    void indexListsEachPageWithItsCommitAndADirtyTreeShows() throws Exception {
        BenchResults r = results();
        BenchResults dirty = new BenchResults(r.machine(), r.command(), r.settings(), r.measurements(), r.sizes(),
                r.failures(), new SourceState(COMMIT, List.of(" M core/src/main/java/X.java")), r.kernels());
        String index = CpuPage.index(List.of(PageData.of(dirty)), "benchmarks", "benchmarks-notes.md",
                "docs/benchmarks");
        assertTrue(index.contains("| [Test CPU 9000](benchmarks/x86-64-genuineintel-6-106.md) |"
                + " `x86_64:GenuineIntel:6:106` | 512 bits | 25.0.3 | `0123456789ab (dirty)` | 2026-12-01T11:00:00Z | - |"),
                index);
        String page = CpuPage.render(PageData.of(dirty), "d.json", "docs/benchmarks", "n.md")
                .get("x86-64-genuineintel-6-106.md");
        assertTrue(page.contains("work tree **dirty** (1 changed: M core/src/main/java/X.java)"), page);
    }
}
