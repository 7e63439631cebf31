package dev.lanewire.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The command line as {@code scripts/run-vector.sh} passes it on: subcommands, help, usage errors. */
class MainTest {

    private record Outcome(int status, String out, String err) {
    }

    private static Outcome run(String... args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(o, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(e, true, StandardCharsets.UTF_8));
            int status = Main.run(args);
            return new Outcome(status, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    @Test
    void helpListsEverySubcommand() {
        for (String help : new String[] {"help", "--help", "-h"}) {
            Outcome o = run(help);
            assertEquals(0, o.status(), o.err());
            for (String command : new String[] {"demo", "profile", "calibrate", "bench", "ab", "bundle"}) {
                assertTrue(o.out().matches("(?s).*\\n +" + command + " +\\S.*"), command + " in:\n" + o.out());
            }
        }
    }

    @Test
    void usageErrorsExitWithTwoAndSayWhatWasWrong() {
        Outcome unknown = run("frobnicate");
        assertEquals(2, unknown.status());
        assertTrue(unknown.err().contains("frobnicate"), unknown.err());
        assertEquals(2, run("profile", "extra").status());
        Outcome bench = run("bench", "--frobnicate");
        assertEquals(2, bench.status());
        assertTrue(bench.err().contains("--frobnicate") && bench.err().contains("--official"), bench.err());
        Outcome params = run("bench", "-p", "size=16");
        assertEquals(2, params.status());
        assertTrue(params.err().contains("-p needs --include"), params.err());
        assertEquals(2, run("bench", "--official", "--include", "X").status());
        assertEquals(2, run("ab", "--kernels", "scalar").status());
        assertEquals(2, run("ab", "--rounds").status());
    }

    @Test
    void theOfficialPlanListsItsSelectionsAndEstimate() {
        Outcome o = run("bench", "--official", "--list");
        assertEquals(0, o.status(), o.err());
        assertTrue(o.out().contains("36 x dev\\.lanewire\\.bench\\.codec\\.CodecBench\\.roundTrip$ (-wi 1 -w 750ms"
                + " -i 2 -r 400ms) [flags: modules] -prof gc"), o.out());
        assertTrue(o.out().contains("18 x dev\\.lanewire\\.bench\\.codec\\.CodecBench\\.roundTrip$ {peer=[lanewire,"
                + " lanewire-utf8, lanewire-codecs]} (-wi 1 -w 750ms -i 2 -r 400ms) [flags: server +--add-opens"
                + " java.base/java.lang=ALL-UNNAMED] -prof gc"), o.out());
        assertTrue(o.out().matches("(?s).*Utf8Bench.*Utf16Bench.*Latin1Bench.*BlockKernelBench.*"), o.out());
        assertTrue(o.out().matches("(?s)bench: -f 1 -wi 2 -w 1000ms -i 2 -r 200ms .* about \\d+ s on an idle machine\\n.*"),
                o.out());
    }

    @Test
    void thePerStringPlanListsLanewireUnderBothFlagSetsAndTheOthersOnce() {
        Outcome o = run("bench", "--strings", "--list");
        assertEquals(0, o.status(), o.err());
        assertTrue(o.out().contains("108 x dev\\.lanewire\\.bench\\.strings\\.StringBench\\.roundTrip$ {path=[lanewire,"
                + " lanewire-utf8]} (-wi 1 -w 250ms -i 2 -r 100ms) [flags: server +--add-opens"
                + " java.base/java.lang=ALL-UNNAMED]"), o.out());
        assertTrue(o.out().contains("162 x dev\\.lanewire\\.bench\\.strings\\.StringBench\\.roundTrip$ {path=[fory, kryo,"
                + " jdk]} (-wi 1 -w 250ms -i 2 -r 100ms) [flags: modules]"), o.out());
        assertTrue(o.out().matches("(?s)bench: .*546 benchmark/parameter combinations in 9 selections.* about \\d+ s on an"
                + " idle machine\\n.*"), o.out());
        assertTrue(o.out().contains("36 x dev\\.lanewire\\.bench\\.strings\\.StringBench\\.roundTrip$ {path=[fory, kryo,"
                + " jdk], length=[16, 64]} (-wi 1 -w 250ms -i 2 -r 100ms) [flags: modules] (round 3)"), o.out());
        assertEquals(2, run("bench", "--strings", "--official", "--list").status());
        assertEquals(2, run("bench", "--strings", "--include", "X").status());
        assertEquals(2, run("bench", "--strings", "-p", "path=fory", "--list").status());
        // -p narrows the lengths and kinds of every selection, which keeps its own paths.
        Outcome narrow = run("bench", "--strings", "-p", "length=16", "--list");
        assertEquals(0, narrow.status(), narrow.err());
        assertTrue(narrow.out().contains(" 12 x dev\\.lanewire\\.bench\\.strings\\.StringBench\\.roundTrip$ {path=[lanewire,"
                + " lanewire-utf8], length=[16]}"), narrow.out());
        assertTrue(narrow.out().contains(" 18 x dev\\.lanewire\\.bench\\.strings\\.StringBench\\.roundTrip$ {path=[fory,"
                + " kryo, jdk], length=[16]}"), narrow.out());
        // The later rounds keep the lengths -p names of theirs (16 of 16 and 64), or are left out.
        assertTrue(narrow.out().contains("126 benchmark/parameter combinations in 9 selections"), narrow.out());
        Outcome other = run("bench", "--strings", "-p", "length=32,64", "--list");
        assertEquals(0, other.status(), other.err());
        assertTrue(other.out().contains(" 12 x dev\\.lanewire\\.bench\\.strings\\.StringBench\\.roundTrip$ {path=[lanewire,"
                + " lanewire-utf8], length=[64]}"), other.out());
        assertTrue(other.out().contains("168 benchmark/parameter combinations in 9 selections"), other.out());
        Outcome none = run("bench", "--strings", "-p", "length=32", "--list");
        assertTrue(none.out().contains("42 benchmark/parameter combinations in 3 selections"), none.out());
    }

    @Test
    void optionsAloneRunTheDemo() {
        Outcome o = run("--messages", "200", "--seconds", "0.02", "--heap");
        assertEquals(0, o.status(), o.err());
        assertTrue(o.out().contains("round trip OK: all 200 messages"), o.out());
    }
}
