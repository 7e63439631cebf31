package dev.lanewire.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.MutableDirectBuffer;
import org.junit.jupiter.api.Test;

/**
 * The README's examples, kept verbatim between the markers: each test runs its example, and
 * {@link #readmeShowsTheseExamplesVerbatim} checks that README.md shows exactly this code.
 */
class ReadmeExampleTest {

    private static final Path SELF = Path.of("java/dev/lanewire/conformance/ReadmeExampleTest.java");
    private static final Path README = Path.of("../../README.md");

    /** A message type for the object-codec example. */
    record Trade(long id, String symbol, BigDecimal price, Instant at, List<String> tags) {
    }

    @Test
    void readmeExampleRoundTrips() {
        // README example begin
        MutableDirectBuffer buffer = new ExpandableArrayBuffer(256);
        WireWriter writer = new WireWriter(buffer, 0);
        writer.writeString("Zürich → 東京")
              .writeVarInt(42)
              .writeDoubleArray(new double[] {47.37, 35.68});
        int end = writer.position();

        WireReader reader = new WireReader(writer.buffer(), 0, end);
        String route = reader.readString();
        int hops = reader.readVarInt();
        double[] latitudes = reader.readDoubleArray();
        // README example end

        assertEquals("Zürich → 東京", route);
        assertEquals(42, hops);
        assertArrayEquals(new double[] {47.37, 35.68}, latitudes);
        assertEquals(0, reader.remaining());
    }

    @Test
    void readmeCodecExampleRoundTrips() {
        MutableDirectBuffer buffer = new ExpandableArrayBuffer(256);
        // README codec example begin
        Codec<Trade> codec = Codecs.of(Trade.class);   // derived once, no reflection per call
        Trade trade = new Trade(7, "ACME", new BigDecimal("101.25"), Instant.parse("2026-11-30T09:00:00Z"),
                List.of("dark-pool", "ημέρα"));
        WireWriter out = new WireWriter(buffer, 0);
        codec.write(out, trade);
        Trade back = codec.read(new WireReader(out.buffer(), 0, out.position()));
        // README codec example end

        assertEquals(trade, back);
    }

    @Test
    void readmeShowsTheseExamplesVerbatim() throws IOException {
        String self = Files.readString(SELF, StandardCharsets.UTF_8);
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        for (String name : List.of("README example", "README codec example")) {
            String block = between(self, "// " + name + " begin\n", "        // " + name + " end");
            String unindented = block.lines().map(l -> l.length() >= 8 ? l.substring(8) : l.strip())
                    .reduce("", (a, b) -> a + b + "\n");
            assertTrue(readme.contains(unindented), name + " is not in README.md verbatim:\n" + unindented);
        }
    }

    private static String between(String text, String begin, String end) {
        int from = text.indexOf(begin);
        int to = text.indexOf(end, from);
        assertTrue(from >= 0 && to > from, "markers " + begin.strip() + " not found");
        return text.substring(from + begin.length(), to);
    }
}
