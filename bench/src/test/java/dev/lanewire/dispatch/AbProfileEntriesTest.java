package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanewire.bench.ab.AbConfig;
import dev.lanewire.bench.ab.AbResults;
import dev.lanewire.bench.ab.AbRun;
import dev.lanewire.bench.ab.ProfileEntries;
import dev.lanewire.bench.report.Machine;
import dev.lanewire.bench.report.Measurement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The profile entries an A/B run writes are read by the dispatch's own parser: in this package so
 * it can call {@code ProfileFormat.parse}, which also rejects a stale kernel-set or JDK header.
 */
class AbProfileEntriesTest {

    private static AbRun run(String phase, int round, String side, double scoreAt64, double scoreAt1024) {
        List<Measurement> m = new ArrayList<>();
        m.add(new Measurement("dev.lanewire.bench.text.Utf8Bench.validate", "thrpt", Map.of("size", "64"), scoreAt64,
                Double.NaN, "ops/s", List.of(scoreAt64)));
        m.add(new Measurement("dev.lanewire.bench.text.Utf8Bench.validate", "thrpt", Map.of("size", "1024"),
                scoreAt1024, Double.NaN, "ops/s", List.of(scoreAt1024)));
        return new AbRun(phase, round, side, m);
    }

    @Test
    void entriesParseWithTheDispatchParserAndCarryTheWinner() throws Exception {
        // B (v512) is 3x faster at 1024 bytes and 1.5x slower at 64 bytes, far outside a 2% A/A band.
        List<AbRun> runs = List.of(run("ab", 1, "A", 300, 100), run("ab", 1, "B", 200, 300),
                run("ab", 2, "A", 300, 100), run("ab", 2, "B", 200, 300),
                run("aa", 1, "A", 300, 100), run("aa", 1, "A2", 306, 102),
                run("aa", 2, "A", 300, 100), run("aa", 2, "A2", 294, 98));
        AbConfig scalar = new AbConfig("scalar", "/j", "/x.jar", List.of("-Dlanewire.kernels=scalar"), true);
        AbConfig v512 = new AbConfig("512", "/j", "/x.jar", List.of("-Dlanewire.kernels=512"), true);
        AbResults results = new AbResults(new Machine("cpu", 2, "", "os", "25", "vm", "", "2026-01-01"), "cmd",
                "settings", scalar, v512, runs);
        String text = ProfileEntries.render(results);
        List<ProfileEntry> entries = ProfileFormat.parse("ab", text, Runtime.version().feature());
        assertEquals(2, entries.size(), text);
        ProfileEntry medium = entries.stream().filter(e -> e.size() == SizeClass.MEDIUM).findFirst().orElseThrow();
        assertEquals(Op.UTF8_VALIDATE, medium.op());
        assertEquals(Variant.SCALAR, medium.variant());
        ProfileEntry large = entries.stream().filter(e -> e.size() == SizeClass.LARGE).findFirst().orElseThrow();
        assertEquals(Variant.V512, large.variant());
        assertEquals(1.0 / 3, large.ratio(), 0.001);
        assertEquals(0.02, large.floor(), 0.001);
        assertEquals(2, large.rounds());
        assertEquals(CpuIdentity.detect().signature(), large.cpu());
    }
}
