package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** Limits, depth, wrapping and raw access of the reader. */
class WireReaderTest {

    private static WireReader over(Limits limits, java.util.function.Consumer<WireWriter> write) {
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(64);
        WireWriter w = new WireWriter(buffer, 2);
        write.accept(w);
        return new WireReader(limits).wrap(buffer, 2, w.position());
    }

    @Test
    void stringsLongerThanTheLimitAreRefusedAtTheHeader() {
        Limits limits = Limits.DEFAULT.withMaxStringChars(5);
        assertEquals("12345", over(limits, w -> w.writeString("12345")).readString());
        assertEquals("1234€", over(limits, w -> w.writeString("1234€")).readString());
        for (String s : new String[] {"123456", "12345€", "12345😀"}) {
            CodecException e = assertThrows(CodecException.class, () -> over(limits, w -> w.writeString(s)).readString());
            assertEquals(2, e.offset(), s);
            CodecException e8 = assertThrows(CodecException.class, () -> over(limits, w -> w.writeStringUtf8(s)).readString());
            assertEquals(2, e8.offset(), s);
        }
    }

    @Test
    void arraysLongerThanTheLimitAreRefusedAtTheCount() {
        Limits limits = Limits.DEFAULT.withMaxArrayElements(3);
        assertEquals(3, over(limits, w -> w.writeLongArray(new long[3])).readLongArray().length);
        WireReader r = over(limits, w -> w.writeByte((byte) 0).writeLongArray(new long[4]));
        r.readByte();
        CodecException e = assertThrows(CodecException.class, r::readLongArray);
        assertEquals(3, e.offset());
    }

    @Test
    void depthIsBoundedByTheLimit() {
        WireReader r = new WireReader(Limits.DEFAULT.withMaxDepth(2)).wrap(new UnsafeBuffer(new byte[4]));
        r.enterNested();
        r.enterNested();
        assertEquals(2, r.depth());
        assertThrows(CodecException.class, r::enterNested);
        r.exitNested();
        r.exitNested();
        assertThrows(IllegalStateException.class, r::exitNested);
    }

    @Test
    void wrapRefusesRangesOutsideTheBuffer() {
        UnsafeBuffer buffer = new UnsafeBuffer(new byte[8]);
        WireReader r = new WireReader();
        assertThrows(IllegalArgumentException.class, () -> r.wrap(buffer, 0, 9));
        assertThrows(IllegalArgumentException.class, () -> r.wrap(buffer, 5, 4));
        assertThrows(IllegalArgumentException.class, () -> r.wrap(buffer, -1, 4));
        r.wrap(buffer, 3, 8);
        assertEquals(5, r.remaining());
        assertEquals(8, r.limit());
    }

    /**
     * A reader at its limit refuses a value before it touches the buffer: one that wraps no buffer
     * yet (its limit is 0) throws {@code CodecException} at offset 0, not a null pointer.
     */
    @Test
    void aReaderAtItsLimitRefusesBeforeTouchingTheBuffer() {
        WireReader r = new WireReader();
        for (var read : java.util.List.<Runnable>of(r::readBoolean, r::readByte, r::readShort, r::readChar,
                r::readInt, r::readLong, r::readVarInt, r::readVarLong)) {
            CodecException e = assertThrows(CodecException.class, read::run);
            assertEquals(0, e.offset(), e.getMessage());
        }
    }

    @Test
    void aFailedFixedWidthReadDoesNotMove() {
        WireReader r = new WireReader(new UnsafeBuffer(new byte[10]), 7, 10);
        CodecException e = assertThrows(CodecException.class, r::readInt);
        assertEquals(7, e.offset());
        assertEquals(7, r.position());
        assertEquals(0, r.readShort());
        assertThrows(CodecException.class, () -> r.skip(2));
        assertEquals(9, r.skip(1));
        assertEquals(0, r.remaining());
    }

    @Test
    void countsAreCheckedAgainstTheBytesRemaining() {
        // Count 1000 of elements of at least 4 bytes, with 4 bytes present.
        WireReader r = over(Limits.DEFAULT, w -> w.writeVarInt(1000).writeInt(0));
        CodecException e = assertThrows(CodecException.class, () -> r.readCount(10_000, 4));
        assertTrue(e.getMessage().contains("1000"), e.getMessage());
        assertEquals(1000, over(Limits.DEFAULT, w -> w.writeVarInt(1000)).readCount(1000, 0));
    }

    @Test
    void rawBytesAreCopiedOrRefusedWhole() {
        WireReader r = over(Limits.DEFAULT, w -> w.writeBytes(new byte[] {1, 2, 3}, 0, 3));
        byte[] dst = new byte[5];
        assertThrows(CodecException.class, () -> r.readBytes(dst, 0, 4));
        r.readBytes(dst, 1, 3);
        assertEquals(3, dst[3]);
    }
}
