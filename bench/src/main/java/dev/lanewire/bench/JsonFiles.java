package dev.lanewire.bench;

import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The result files of the bench tools, through Jackson: records are written by their components
 * and read back through their canonical constructors; fields a file has and a record lacks are
 * ignored, so files written by older builds stay readable. Arrays are written on one line and
 * objects one field a line, which keeps a file's rows of numbers compact and its diffs readable.
 */
public final class JsonFiles {

    /** The mapper every bench file goes through. */
    public static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private static final ObjectWriter WRITER = MAPPER.writer(new DefaultPrettyPrinter()
            .withArrayIndenter(DefaultPrettyPrinter.NopIndenter.instance));

    private JsonFiles() {
    }

    /** {@code value} as indented JSON text, ending in a newline. */
    public static String write(Object value) throws IOException {
        return WRITER.writeValueAsString(value) + "\n";
    }

    /** Writes {@code value} to {@code file}, creating its folder. */
    public static void write(Path file, Object value) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, write(value), StandardCharsets.UTF_8);
    }

    /** Reads {@code file} as a {@code type}. */
    public static <T> T read(Path file, Class<T> type) throws IOException {
        return MAPPER.readValue(file.toFile(), type);
    }

    /** Reads {@code file} as a tree. */
    public static JsonNode tree(Path file) throws IOException {
        return MAPPER.readTree(file.toFile());
    }
}
