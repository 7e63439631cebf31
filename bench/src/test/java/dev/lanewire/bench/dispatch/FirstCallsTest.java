package dev.lanewire.bench.dispatch;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The first-use breakdown names every step with a time, and its message reads back. */
class FirstCallsTest {

    @Test
    void startupTimesEveryStepAndTheMessageReadsBack() throws Exception {
        PrintStream out = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            FirstCalls.main(new String[] {"startup"});
        } finally {
            System.setOut(out);
        }
        String line = captured.toString(StandardCharsets.UTF_8).strip();
        for (String step : new String[] {"cpu", "jvm", "Dispatch", "Latin1", "Utf16", "Utf8", "Blocks", "ValueRanges",
            "Decimal128", "WireWriter", "WireReader", "message", "total"}) {
            assertTrue(Pattern.compile(" " + step + "-ms \\d+\\.\\d\\d").matcher(line).find(), step + " in: " + line);
        }
        // 42 + "Привет, мир".length() + "café déjà vu".length() + 63 * 31
        assertTrue(line.endsWith("(check 2018)"), line);
    }
}
