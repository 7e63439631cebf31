package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The façades answer before the dispatcher has bound the kernels (through the scalar twins) and
 * after it (through the chosen kernels), and the binding never runs on the caller's thread: a
 * forked JVM whose profile file is a FIFO holds the dispatch thread in its read until the driver
 * ({@link UnboundFacadesDriver}) has called every façade family and checked that
 * {@link Dispatch#bound()} is still false; {@code -Xlog:class+init} shows the façades' holder
 * classes initialised by the dispatch thread. Needs {@code mkfifo} (Linux, macOS).
 */
class UnboundFacadesTest {

    @Test
    void facadesAnswerWhileTheDispatchThreadIsBlockedAndAfterItBinds(@TempDir Path dir)
            throws IOException, InterruptedException {
        Path fifo = dir.resolve("profile.fifo");
        Process mk;
        try {
            mk = new ProcessBuilder("mkfifo", fifo.toString()).redirectErrorStream(true).start();
        } catch (IOException noMkfifo) {
            assumeTrue(false, "no mkfifo here: " + noMkfifo);
            return;
        }
        assumeTrue(mk.waitFor(30, TimeUnit.SECONDS) && mk.exitValue() == 0, "mkfifo failed");
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElseThrow()));
        if (ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent()) {
            command.addAll(List.of("--add-modules", "jdk.incubator.vector"));
        }
        command.addAll(List.of("--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED", "-Xlog:class+init=info",
                "-Dlanewire.profile=" + fifo, "-Dlanewire.profile.user=" + dir.resolve("none.txt"),
                "-cp", System.getProperty("java.class.path"), UnboundFacadesDriver.class.getName(), fifo.toString()));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(2, TimeUnit.MINUTES), "the driver ran too long");
        String output = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), output);
        assertTrue(output.lines().anyMatch("ok"::equals), output);
        assertTrue(Files.exists(fifo));
        // The façades' holder classes are initialised on the dispatch thread, never on the caller's stack.
        for (String holder : List.of("dev/lanewire/text/Utf8$Kernels", "dev/lanewire/text/Latin1$Kernels",
                "dev/lanewire/validate/Blocks$Kernels")) {
            assertTrue(output.lines().anyMatch(l -> l.contains("Initializing '" + holder + "'")
                    && l.contains("by thread \"lanewire-dispatch\"")), () -> holder + " was not initialised by"
                    + " the dispatch thread:\n" + output.lines().filter(l -> l.contains("$Kernels")).toList());
        }
    }
}
