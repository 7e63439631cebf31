package dev.lanewire.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class DemoCommandTest {

    @Test
    void aShortDemoChecksItsRoundTripAndReportsRates() {
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        int status;
        try {
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            status = DemoCommand.run(new String[] {"--messages", "300", "--seconds", "0.05", "--heap"});
        } finally {
            System.setOut(original);
        }
        String out = captured.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, out);
        assertTrue(out.contains("round trip OK: all 300 messages"), out);
        assertTrue(out.matches("(?s).*Encode +[0-9,.]+ MB/s +[0-9,]+ messages/s.*"), out);
        assertTrue(out.contains("Kernels"), out);
    }

    @Test
    void unknownOptionsAreRefused() {
        assertEquals(2, DemoCommand.run(new String[] {"--frobnicate"}));
    }
}
