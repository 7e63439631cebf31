package dev.lanewire.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CalibrateCommandTest {

    /**
     * Two worker JVMs started with this JVM's flags measure one operation and their cells are
     * merged: every entry written says what each process measured and how far they differed.
     */
    @Test
    void twoWorkerProcessesAreMergedIntoTheProfile(@TempDir Path dir) throws Exception {
        Path profile = dir.resolve("profile.txt");
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        int status;
        try {
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            status = CalibrateCommand.run(new String[] {"--out", profile.toString(), "--seconds", "8",
                "--processes", "2", "--ops", "block.bool"});
        } finally {
            System.setOut(original);
        }
        String out = captured.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("calibration process 1 of 2") && out.contains("calibration process 2 of 2"), out);
        if (status == 1) {
            // No worker settled a cell of block.bool (a busy machine): the command must say so and
            // write nothing, and there is no merged profile to check.
            assertTrue(out.contains("not measured: block.bool"), out);
            assertTrue(out.contains("nothing measured; " + profile + " left unchanged"), out);
            assertFalse(Files.exists(profile), out);
        }
        assumeTrue(status != 1, () -> "no worker settled a cell, nothing to merge:\n" + out);
        assertEquals(0, status, out);
        List<String> entries = Files.readAllLines(profile).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#") && !l.startsWith("lanewire-profile")
                        && !l.startsWith("cpu-flags ")).toList();
        assertTrue(!entries.isEmpty() && entries.size() <= 3, String.join("\n", entries));
        for (String line : entries) {
            assertTrue(line.contains(" block.bool "), line);
            assertTrue(line.contains("between processes=") || line.endsWith("(1 of 2 processes)"), line);
        }
    }

    @Test
    void badOptionsAreRefused() throws Exception {
        assertEquals(2, CalibrateCommand.run(new String[] {"--processes", "0"}));
        assertEquals(2, CalibrateCommand.run(new String[] {"--ops", "no.such.op"}));
        assertEquals(2, CalibrateCommand.run(new String[] {"--frobnicate"}));
    }
}
