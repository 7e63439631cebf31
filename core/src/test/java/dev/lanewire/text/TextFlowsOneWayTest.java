package dev.lanewire.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The text façades sit below the codec: they return counts and error indexes and never name
 * {@code dev.lanewire.codec} (which turns error indexes into {@code CodecException}), so the two
 * packages form no cycle.
 */
class TextFlowsOneWayTest {

    @Test
    void noTextSourceNamesTheCodecPackage() throws IOException {
        Path dir = Path.of("src/main/java/dev/lanewire/text");
        assertTrue(Files.isDirectory(dir), () -> dir.toAbsolutePath() + " is where core's text sources are");
        List<String> offenders;
        try (Stream<Path> files = Files.list(dir)) {
            offenders = files.filter(f -> {
                try {
                    return Files.readString(f).contains("dev.lanewire.codec.");
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).map(f -> f.getFileName().toString()).toList();
        }
        assertEquals(List.of(), offenders);
    }
}
