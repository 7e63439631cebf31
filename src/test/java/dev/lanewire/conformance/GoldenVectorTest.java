package dev.lanewire.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Frame;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.util.ArrayList;
import java.util.List;
import org.agrona.MutableDirectBuffer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Pins wire format v1: each golden value must be written as exactly its bytes and read back as
 * exactly its value, on every kind of buffer; each malformed vector must fail with
 * {@link CodecException} at its offset.
 */
class GoldenVectorTest {

    /** Messages are placed at this offset so that offsets must be absolute, not relative. */
    private static final int BASE = 5;

    @Test
    void vectorFilesCoverEveryTypeAndFrames() {
        List<String> types = new ArrayList<>();
        GoldenVectors.values().forEach(v -> types.add(v.type()));
        for (FieldKind kind : FieldKind.values()) {
            assertTrue(types.contains(kind.id()), "no golden value for " + kind.id());
        }
        assertTrue(types.contains("frame"), "no golden frame");
        assertTrue(GoldenVectors.malformed().size() >= 30, "too few malformed vectors");
    }

    @TestFactory
    List<DynamicTest> valuesAreWrittenAsTheirBytes() {
        List<DynamicTest> tests = new ArrayList<>();
        for (GoldenVectors.Value v : GoldenVectors.values()) {
            for (BufferKind kind : BufferKind.values()) {
                tests.add(DynamicTest.dynamicTest(v.name() + " written on " + kind, () -> {
                    MutableDirectBuffer buffer = kind.allocate(BASE + v.wire().length + 64);
                    WireWriter w = new WireWriter(buffer, BASE);
                    if (v.type().equals("frame")) {
                        Frame frame = new Frame();
                        int start = frame.begin(w);
                        byte[] body = Hex.parse(v.value());
                        w.writeBytes(body, 0, body.length);
                        assertEquals(v.wire().length, frame.end(w, start), v.name());
                    } else {
                        FieldKind.byId(v.type()).write(w, FieldKind.byId(v.type()).parse(v.value()));
                    }
                    assertEquals(Hex.of(v.wire()), Hex.of(w.buffer(), BASE, w.position()), v.name());
                }));
            }
        }
        return tests;
    }

    @TestFactory
    List<DynamicTest> bytesAreReadAsTheirValues() {
        List<DynamicTest> tests = new ArrayList<>();
        for (GoldenVectors.Value v : GoldenVectors.values()) {
            for (BufferKind kind : BufferKind.values()) {
                tests.add(DynamicTest.dynamicTest(v.name() + " read from " + kind, () -> {
                    MutableDirectBuffer buffer = kind.allocate(BASE + v.wire().length + 8);
                    buffer.putBytes(BASE, v.wire());
                    int end = BASE + v.wire().length;
                    WireReader r = new WireReader(buffer, BASE, end);
                    if (v.type().equals("frame")) {
                        int next = new Frame().open(r);
                        assertEquals(end, next, v.name());
                        assertEquals(v.value().replace(" ", ""), Hex.of(buffer, r.position(), r.limit()).replace(" ", ""));
                    } else {
                        FieldKind type = FieldKind.byId(v.type());
                        Object expected = type.parse(v.value());
                        Object actual = type.read(r);
                        assertTrue(FieldKind.same(expected, actual), v.name() + ": expected " + FieldKind.show(expected)
                                + " but read " + FieldKind.show(actual) + " from " + Hex.of(v.wire()));
                        assertEquals(0, r.remaining(), v.name() + " left bytes unread");
                    }
                }));
            }
        }
        return tests;
    }

    @TestFactory
    List<DynamicTest> malformedBytesFailAtTheirOffset() {
        List<DynamicTest> tests = new ArrayList<>();
        for (GoldenVectors.Malformed m : GoldenVectors.malformed()) {
            for (BufferKind kind : BufferKind.values()) {
                tests.add(DynamicTest.dynamicTest(m.name() + " on " + kind, () -> {
                    // Bytes past the limit must never be read: fill them with what would make
                    // the value well-formed if the reader peeked.
                    MutableDirectBuffer buffer = kind.allocate(BASE + m.wire().length + 16);
                    buffer.setMemory(0, buffer.capacity(), (byte) 0x01);
                    buffer.putBytes(BASE, m.wire());
                    WireReader r = new WireReader(buffer, BASE, BASE + m.wire().length);
                    CodecException e = assertThrows(CodecException.class, () -> {
                        if (m.type().equals("frame")) {
                            new Frame().open(r);
                        } else {
                            FieldKind.byId(m.type()).read(r);
                        }
                    }, m.name() + ": " + Hex.of(m.wire()));
                    assertEquals(BASE + m.offset(), e.offset(), m.name() + ": " + e.getMessage());
                }));
            }
        }
        return tests;
    }
}
