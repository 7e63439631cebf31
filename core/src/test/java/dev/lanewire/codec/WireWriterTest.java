package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.function.Consumer;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.ExpandableDirectByteBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** The writer is all-or-nothing per value, grows what can grow, and refuses what it cannot encode. */
class WireWriterTest {

    private static final byte FILL = 0x5A;

    /** A write and its size on the wire, worked out by hand from docs/wire-format.md. */
    private record Write(String name, int size, Consumer<WireWriter> op) {
    }

    private static final String LONG_LATIN1_THEN_WIDE = "x".repeat(300) + "\u20AC";

    private static final List<Write> WRITES = List.of(
            new Write("bool", 1, w -> w.writeBoolean(true)),
            new Write("short", 2, w -> w.writeShort((short) 1)),
            new Write("char", 2, w -> w.writeChar('c')),
            new Write("int", 4, w -> w.writeInt(1)),
            new Write("long", 8, w -> w.writeLong(1)),
            new Write("float", 4, w -> w.writeFloat(1f)),
            new Write("double", 8, w -> w.writeDouble(1)),
            new Write("varint 5 bytes", 5, w -> w.writeVarInt(-1)),
            new Write("varlong 10 bytes", 10, w -> w.writeVarLong(-1)),
            // zigzag(Long.MIN_VALUE) is 2^64 - 1: ten bytes.
            new Write("svarlong", 10, w -> w.writeSignedVarLong(Long.MIN_VALUE)),
            // 180 chars: header (180 << 2) | 1 = 721, two varint bytes, then one byte a char.
            new Write("latin-1 string", 2 + 180, w -> w.writeString("Zürich".repeat(30))),
            // 80 chars: header (80 << 2) | 2 = 322, two varint bytes, then two bytes a char.
            new Write("utf-16 string", 2 + 160, w -> w.writeString("東京".repeat(40))),
            // 301 chars, the last above 0xFF: UTF-16, header 1206 (two bytes).
            new Write("latin-1 until the last char", 2 + 602, w -> w.writeString(LONG_LATIN1_THEN_WIDE)),
            // 10 x 14 chars: header (140 << 2) | 3 = 563 (two bytes), byte count 10 x 23 = 230 (two bytes).
            new Write("utf-8 string", 2 + 2 + 230, w -> w.writeStringUtf8("Zürich → 東京 😀".repeat(10))),
            // Arrays: nullable count n + 1 (one varint byte below 128, two from 128 on), then the elements.
            new Write("bool[]", 1 + 33, w -> w.writeBooleanArray(new boolean[33])),
            new Write("byte[]", 2 + 200, w -> w.writeByteArray(new byte[200])),
            new Write("short[]", 1 + 140, w -> w.writeShortArray(new short[70])),
            new Write("char[]", 1 + 140, w -> w.writeCharArray(new char[70])),
            new Write("int[]", 1 + 160, w -> w.writeIntArray(new int[40])),
            new Write("long[]", 1 + 160, w -> w.writeLongArray(new long[20])),
            new Write("float[]", 1 + 160, w -> w.writeFloatArray(new float[40])),
            new Write("double[]", 1 + 160, w -> w.writeDoubleArray(new double[20])));

    @Test
    void aValueThatDoesNotFitLeavesNoByteBehind() {
        int start = 3;
        for (Write write : WRITES) {
            int size = write.size();
            for (boolean offHeap : new boolean[] {false, true}) {
                for (int room = 0; room < size; room++) {
                    int capacity = start + room;
                    MutableDirectBuffer buffer = offHeap
                            ? new UnsafeBuffer(ByteBuffer.allocateDirect(capacity))
                            : new UnsafeBuffer(new byte[capacity]);
                    buffer.setMemory(0, capacity, FILL);
                    WireWriter w = new WireWriter(buffer, start);
                    String what = write.name() + " with " + room + " of " + size + " bytes, off-heap " + offHeap;
                    CodecException e = assertThrows(CodecException.class, () -> write.op().accept(w), what);
                    assertEquals(start, e.offset(), what);
                    assertEquals(start, w.position(), what);
                    for (int i = 0; i < capacity; i++) {
                        assertEquals(FILL, buffer.getByte(i), what + ": byte " + i + " written");
                    }
                }
                MutableDirectBuffer exact = offHeap
                        ? new UnsafeBuffer(ByteBuffer.allocateDirect(start + size))
                        : new UnsafeBuffer(new byte[start + size]);
                WireWriter w = new WireWriter(exact, start);
                write.op().accept(w);
                assertEquals(start + size, w.position(), write.name() + " in an exact fit");
            }
        }
    }

    @Test
    void expandableBuffersGrowFromTiny() {
        for (MutableDirectBuffer buffer : new MutableDirectBuffer[] {new ExpandableArrayBuffer(1), new ExpandableDirectByteBuffer(1)}) {
            WireWriter w = new WireWriter(buffer, 0);
            int expected = 0;
            for (Write write : WRITES) {
                write.op().accept(w);
                expected += write.size();
                assertEquals(expected, w.position(), write.name());
            }
            assertEquals(expected, w.position());
            assertTrue(buffer.capacity() >= expected);
            WireReader r = new WireReader(buffer, 0, w.position());
            assertEquals(true, r.readBoolean());
        }
    }

    @Test
    void utf8RefusesAnUnpairedSurrogateNamingItsIndex() {
        UnsafeBuffer buffer = new UnsafeBuffer(new byte[64]);
        WireWriter w = new WireWriter(buffer, 4);
        CodecException e = assertThrows(CodecException.class, () -> w.writeStringUtf8("ab\uDC00c"));
        assertTrue(e.getMessage().contains("index 2"), e.getMessage());
        assertEquals(4, e.offset());
        assertEquals(4, w.position());
        // The Latin-1/UTF-16 path carries it.
        w.writeString("ab\uDC00c");
        assertEquals("ab\uDC00c", new WireReader(buffer, 4, w.position()).readString());
    }

    @Test
    void wrapReturnsTheWriterAndRestartsAtTheOffset() {
        WireWriter w = new WireWriter();
        UnsafeBuffer buffer = new UnsafeBuffer(new byte[16]);
        assertSame(w, w.wrap(buffer, 5));
        assertEquals(5, w.position());
        w.writeInt(7);
        assertSame(w, w.wrap(buffer, 0));
        assertEquals(0, w.position());
        assertThrows(IllegalArgumentException.class, () -> w.wrap(buffer, 17));
        assertThrows(IllegalArgumentException.class, () -> w.wrap(buffer, -1));
    }

    @Test
    void reserveLeavesRoomToFillInLater() {
        UnsafeBuffer buffer = new UnsafeBuffer(new byte[16]);
        WireWriter w = new WireWriter(buffer, 1);
        int at = w.reserve(4);
        w.writeByte((byte) 9);
        buffer.putInt(at, 0x01020304, java.nio.ByteOrder.LITTLE_ENDIAN);
        WireReader r = new WireReader(buffer, 1, w.position());
        assertEquals(0x01020304, r.readInt());
        assertEquals(9, r.readByte());
        assertThrows(CodecException.class, () -> w.reserve(100));
    }

    @Test
    void nullableCountsBelowMinusOneAreAProgrammingError() {
        WireWriter w = new WireWriter(new UnsafeBuffer(new byte[8]), 0);
        assertThrows(IllegalArgumentException.class, () -> w.writeNullableCount(-2));
        w.writeNullableCount(-1).writeNullableCount(0).writeNullableCount(126);
        WireReader r = new WireReader(w.buffer(), 0, w.position());
        assertEquals(-1, r.readNullableCount(10, 0));
        assertEquals(0, r.readNullableCount(10, 1));
        assertThrows(CodecException.class, () -> r.readNullableCount(125, 0));
    }
}
