package dev.lanewire.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.MutableDirectBuffer;
import org.junit.jupiter.api.Test;

/** The README's example, verbatim between the markers, so that it keeps compiling and working. */
class ReadmeExampleTest {

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
}
