package dev.lanewire.conformance.objects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import dev.lanewire.conformance.BufferKind;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The object encodings of docs/wire-format.md §8, pinned by hand-derived golden vectors. */
class ObjectGoldenVectorTest {

    /** Where values start in every buffer: not 0, and not a multiple of 8. */
    private static final int BASE = 5;

    private static final HexFormat HEX = HexFormat.ofDelimiter(" ").withUpperCase();

    private static List<String[]> lines(String resource) throws IOException {
        List<String[]> out = new ArrayList<>();
        try (InputStream in = ObjectGoldenVectorTest.class.getResourceAsStream("/golden/objects/" + resource)) {
            if (in == null) {
                throw new IOException("missing resource golden/objects/" + resource);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] parts = line.split("\\|");
                    for (int i = 0; i < parts.length; i++) {
                        parts[i] = parts[i].strip();
                    }
                    out.add(parts);
                }
            }
        }
        return out;
    }

    private static byte[] bytes(String hex) {
        return HexFormat.of().parseHex(hex.replace(" ", ""));
    }

    @TestFactory
    Stream<DynamicTest> writerProducesTheVectorAndReaderReadsItBack() throws IOException {
        List<String[]> vectors = lines("values.txt");
        assertTrue(vectors.size() >= 20, "vectors loaded: " + vectors.size());
        return vectors.stream().map(v -> DynamicTest.dynamicTest(v[0], () -> {
            ObjectVectors.Case c = ObjectVectors.value(v[0]);
            byte[] expected = bytes(v[1]);
            // Every kind of buffer, from a base index, so that a write or read that ignores the
            // buffer's own offset (wrapAdjustment, an off-heap address) or the index shows.
            for (BufferKind kind : BufferKind.values()) {
                MutableDirectBuffer buffer = kind.allocate(BASE + expected.length + 64);
                WireWriter out = new WireWriter(buffer, BASE);
                c.codec().write(out, c.value());
                byte[] written = new byte[out.position() - BASE];
                out.buffer().getBytes(BASE, written);
                assertEquals(HEX.formatHex(expected), HEX.formatHex(written), v[0] + ": written bytes on " + kind);
                MutableDirectBuffer source = kind.allocate(BASE + expected.length);
                source.putBytes(BASE, expected);
                WireReader in = new WireReader(source, BASE, BASE + expected.length);
                Object back = c.codec().read(in);
                assertEquals(BASE + expected.length, in.position(), v[0] + ": bytes consumed on " + kind);
                assertTrue(ObjectVectors.same(c.value(), back), v[0] + ": read back from " + kind + ": " + back);
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> malformedInputIsRefusedAtItsOffset() throws IOException {
        List<String[]> vectors = lines("malformed.txt");
        assertTrue(vectors.size() >= 10, "vectors loaded: " + vectors.size());
        return vectors.stream().map(v -> DynamicTest.dynamicTest(v[0], () -> {
            byte[] input = bytes(v[2]);
            WireReader in = new WireReader(new UnsafeBuffer(input), 0, input.length);
            CodecException e = assertThrows(CodecException.class, () -> ObjectVectors.codec(v[1]).read(in),
                    v[0] + ": " + v[2]);
            assertEquals(Long.parseLong(v[3]), e.offset(), v[0] + ": " + e.getMessage());
        }));
    }
}
