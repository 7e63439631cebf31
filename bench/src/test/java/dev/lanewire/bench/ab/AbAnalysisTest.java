package dev.lanewire.bench.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.bench.Selection;
import dev.lanewire.bench.report.Machine;
import dev.lanewire.bench.report.Measurement;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xml.sax.InputSource;

class AbAnalysisTest {

    private static AbRun run(String phase, int round, String side, String mode, double... scoresBySize) {
        List<Measurement> m = new ArrayList<>();
        int size = 16;
        for (double s : scoresBySize) {
            m.add(new Measurement("dev.lanewire.bench.text.Utf8Bench.decode", mode, Map.of("size", "" + size), s,
                    Double.NaN, mode.equals("thrpt") ? "ops/s" : "ns/op", List.of(s)));
            size *= 4;
        }
        return new AbRun(phase, round, side, m);
    }

    /** Size 16: B 20% faster in every pair; size 64: B equal to A within the A/A noise. */
    private static List<AbRun> runs() {
        return List.of(
                run("ab", 1, "A", "thrpt", 100, 50), run("ab", 1, "B", "thrpt", 120, 51),
                run("ab", 2, "A", "thrpt", 110, 50), run("ab", 2, "B", "thrpt", 132, 49),
                run("ab", 3, "A", "thrpt", 90, 50), run("ab", 3, "B", "thrpt", 117, 50),
                run("aa", 1, "A", "thrpt", 100, 50), run("aa", 1, "A2", "thrpt", 104, 52),
                run("aa", 2, "A", "thrpt", 100, 50), run("aa", 2, "A2", "thrpt", 98, 49));
    }

    @Test
    void ratiosArePairedByRoundAndJudgedAgainstTheSymmetricFloor() {
        List<AbRow> rows = AbAnalysis.rows(runs());
        assertEquals(2, rows.size());
        AbRow small = rows.get(0);
        assertEquals("Utf8Bench.decode[size=16]", small.key());
        assertEquals(List.of(1.2, 1.2, 1.3), small.ratios().stream().map(r -> Math.round(r * 1000) / 1000.0)
                .toList());
        assertEquals(1.2, small.median(), 1e-9);
        assertEquals(1.3, small.max(), 1e-9);
        // A/A pairs: 1.04 and 0.98; symmetric band: [min(0.98, 1/1.04), max(1.04, 1/0.98)].
        assertEquals(1 / 1.04, small.floorLow(), 1e-9);
        assertEquals(1.04, small.floorHigh(), 1e-9);
        assertEquals("faster", small.verdict());
        assertTrue(small.unanimous());
        assertEquals(100, small.medianA(), 1e-9);
        assertEquals(120, small.medianB(), 1e-9);
        AbRow large = rows.get(1);
        assertEquals(1.0, large.median(), 1e-9);
        assertEquals("none", large.verdict());
    }

    @Test
    void timePerOperationScoresInvertSoAboveOneStillMeansBFaster() {
        List<AbRun> runs = List.of(run("ab", 1, "A", "avgt", 10), run("ab", 1, "B", "avgt", 5),
                run("aa", 1, "A", "avgt", 10), run("aa", 1, "A2", "avgt", 10.1));
        AbRow row = AbAnalysis.rows(runs).getFirst();
        assertEquals(2.0, row.median(), 1e-9);
        assertEquals("faster", row.verdict());
    }

    @Test
    void noFloorMeansNoVerdict() {
        List<AbRun> runs = List.of(run("ab", 1, "A", "thrpt", 10), run("ab", 1, "B", "thrpt", 30));
        AbRow row = AbAnalysis.rows(runs).getFirst();
        assertEquals(3.0, row.median(), 1e-9);
        assertEquals("none", row.verdict());
        assertTrue(Double.isNaN(row.floorLow()));
    }

    @Test
    void oneWildPairAmongFewDoesNotMakeAVerdict() {
        // Median 1.5 lies above the band [0.9, 1.1], but only one of the two pairs does.
        assertEquals("none", AbAnalysis.verdict(List.of(0.95, 2.05), 1.5, 0.9, 1.1));
        assertEquals("faster", AbAnalysis.verdict(List.of(1.2, 1.3, 1.0), 1.2, 0.9, 1.1));
        assertEquals("slower", AbAnalysis.verdict(List.of(0.8, 0.7, 1.0), 0.8, 0.9, 1.1));
        assertEquals("none", AbAnalysis.verdict(List.of(1.05, 1.06, 1.2), 1.06, 0.9, 1.1));
    }

    @Test
    void medianOfEvenCountAveragesTheMiddlePair() {
        assertEquals(2.5, AbAnalysis.median(List.of(4.0, 1.0, 3.0, 2.0)));
        assertTrue(Double.isNaN(AbAnalysis.median(List.of())));
    }

    private static AbResults results() {
        AbConfig a = new AbConfig("scalar", "/j/bin/java", "/x.jar", List.of("-Dlanewire.kernels=scalar"), true);
        AbConfig b = new AbConfig("v512", "/j/bin/java", "/x.jar", List.of("-Dlanewire.kernels=512"), true);
        return new AbResults(new Machine("CPU <&>", 2, "avx512f", "Linux", "25", "VM", "flags", "2026-01-01"),
                "scripts/run-vector.sh ab --kernels scalar,512", "3 rounds", a, b, runs());
    }

    @Test
    void reportsCarryEveryRowAndTheHtmlIsScriptFreeWithWellFormedSvg(@TempDir Path dir) throws Exception {
        AbResults results = results();
        String csv = AbReport.csv(results);
        assertEquals(3, csv.lines().count());
        assertTrue(csv.lines().skip(1).findFirst().orElseThrow().endsWith(",faster,3"), csv);
        String md = AbReport.markdown(results);
        assertTrue(md.contains("| Utf8Bench.decode[size=16] | 100 | 120 | ops/s | 1.20x | 1.20x - 1.30x | 0.96x - 1.04x"
                + " | **B faster** (all pairs) |"), md);
        assertTrue(md.contains("- (within noise)"), md);
        String html = AbReport.html(results);
        assertFalse(html.toLowerCase(java.util.Locale.ROOT).contains("<script"));
        assertFalse(html.contains("http://") && html.replace("http://www.w3.org/2000/svg", "").contains("http://"));
        assertTrue(html.contains("CPU &lt;&amp;&gt;"));
        Matcher svg = Pattern.compile("<svg.*?</svg>", Pattern.DOTALL).matcher(html);
        int charts = 0;
        while (svg.find()) {
            DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(new InputSource(new StringReader(svg.group())));
            charts++;
        }
        // The ratio bars and one throughput-against-size chart (size 16 and 64 of one benchmark).
        assertEquals(2, charts);
        assertEquals(2, AbReport.sizeGroups(results.rows()).values().iterator().next().size());
        Path file = dir.resolve("ab.json");
        results.write(file);
        assertEquals(results, AbResults.read(file));
        String profile = ProfileEntries.render(results);
        assertTrue(profile.contains("\nlanewire-profile 1 kernel-set=" + ProfileEntries.KERNEL_SET + " jdk=25\n"), profile);
        // B (v512) is 1.2x as fast as scalar: time ratio 1/1.2; floor = band's upper edge 1.04 minus 1.
        assertTrue(profile.contains(" utf8.decode small v512 0.833 0.040 3 "), profile);
        assertTrue(profile.contains("# utf8.decode medium: within noise"), profile);
        assertEquals(1, profile.lines().filter(l -> !l.startsWith("#") && !l.startsWith("lanewire-profile")).count());
    }

    @Test
    void profileEntriesNeedTheScalarTwinOnOneSide() {
        AbConfig v256 = new AbConfig("v256", "/j", "/x.jar", List.of("-Dlanewire.kernels=256"), true);
        AbConfig v512 = new AbConfig("v512", "/j", "/x.jar", List.of("-Dlanewire.kernels=512"), true);
        AbResults results = new AbResults(results().machine(), "c", "s", v256, v512, runs());
        String profile = ProfileEntries.render(results);
        assertTrue(profile.contains("# no entries: profile ratios are against the scalar twin"), profile);
        AbConfig noVector = new AbConfig("A", "/j", "/x.jar", List.of(), false);
        assertEquals(dev.lanewire.dispatch.Variant.SCALAR, ProfileEntries.variantOf(noVector));
        assertEquals(dev.lanewire.dispatch.Variant.V512, ProfileEntries.variantOf(v512));
    }

    @Test
    void runCommandStartsAFreshJmhOfThatSidesJarWithItsForkFlags() {
        Selection utf8 = new Selection("Utf8Bench", Map.of("size", List.of("16", "64")));
        AbRunner runner = new AbRunner(List.of(utf8), List.of("slow"), 1, 700, 2, 300, false, Path.of("/tmp/out"));
        List<String> cmd = runner.command(results().b(), utf8, Path.of("/tmp/out/r.json"));
        assertEquals(List.of("/j/bin/java", "-cp", "/x.jar", "org.openjdk.jmh.Main", "Utf8Bench", "-e", "slow", "-f",
                "1", "-wi", "1", "-i", "2", "-w", "700ms", "-r", "300ms", "-foe", "false", "-rf", "json", "-rff",
                "/tmp/out/r.json", "-jvmArgsPrepend", "--add-exports java.base/jdk.internal.misc=ALL-UNNAMED"
                        + " -Xms2g -Xmx2g -XX:+AlwaysPreTouch --add-modules jdk.incubator.vector -Dlanewire.kernels=512", "-p", "size=16,64"),
                cmd.stream().filter(s -> !s.startsWith("-Djmh.ignoreLock")).toList());
    }

    @Test
    void theScheduleSaysWhenForksAreScoredByTheirFastestIteration() {
        Selection utf8 = new Selection("Utf8Bench", Map.of());
        String mean = new AbRunner(List.of(utf8), List.of(), 3, 400, 15, 100, false, Path.of("/tmp/out")).describe(4, 2);
        String fastest = new AbRunner(List.of(utf8), List.of(), 3, 400, 15, 100, true, Path.of("/tmp/out")).describe(4, 2);
        assertTrue(mean.startsWith("4 A/B rounds + 2 A/A rounds; each run: -f 1 -wi 3 -w 400ms -i 15 -r 100ms; "), mean);
        assertTrue(fastest.startsWith("4 A/B rounds + 2 A/A rounds; each run: -f 1 -wi 3 -w 400ms -i 15 -r 100ms,"
                + " scored by each fork's fastest iteration; "), fastest);
    }
}
