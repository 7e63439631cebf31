package dev.lanewire.kernel.vector;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import java.util.TreeSet;
import jdk.jfr.FlightRecorder;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordingFile;

/**
 * Which methods C2 has compiled in this JVM so far, from the Flight Recorder's
 * {@code jdk.Compilation} events: a test that means to check C2's code can first make sure C2
 * compiled it, and skip when it did not.
 */
final class C2Compilations implements AutoCloseable {

    /** HotSpot's tier 4, the C2 compiler. */
    private static final int C2_LEVEL = 4;

    private final Recording recording = new Recording();

    /** Starts recording every compilation, however short; skips the test if this JVM has no C2. */
    C2Compilations() {
        assumeTrue(!System.getProperty("java.vm.info", "").contains("interpreted mode"), "-Xint: no C2");
        String stop = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class)
                .getVMOption("TieredStopAtLevel").getValue();
        assumeTrue(Integer.parseInt(stop) >= C2_LEVEL, "-XX:TieredStopAtLevel=" + stop + ": no C2");
        recording.enable("jdk.Compilation").withThreshold(Duration.ZERO);
        recording.start();
    }

    /** Those of {@code methods} ({@code binary.class.Name.method}) that C2 has not yet compiled. */
    Set<String> notYetCompiled(Set<String> methods) {
        Set<String> missing = new TreeSet<>(methods);
        try {
            Path file = Files.createTempFile("lanewire-c2-", ".jfr");
            try {
                try (Recording snapshot = FlightRecorder.getFlightRecorder().takeSnapshot()) {
                    snapshot.dump(file);
                }
                for (RecordedEvent e : RecordingFile.readAllEvents(file)) {
                    if (e.getEventType().getName().equals("jdk.Compilation") && e.getInt("compileLevel") == C2_LEVEL
                            && e.getBoolean("succeded")) {
                        RecordedMethod m = e.getValue("method");
                        missing.remove(m.getType().getName() + "." + m.getName());
                    }
                }
            } finally {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return missing;
    }

    @Override
    public void close() {
        recording.close();
    }
}
