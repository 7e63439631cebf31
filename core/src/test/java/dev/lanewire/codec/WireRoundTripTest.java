package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

class WireRoundTripTest {

    @Test
    void roundTripsOneOfEachOnHeapAndOffHeap() {
        for (var buffer : new org.agrona.MutableDirectBuffer[] {
                new UnsafeBuffer(new byte[4096]), new UnsafeBuffer(ByteBuffer.allocateDirect(4096)),
                new ExpandableArrayBuffer(8)}) {
            WireWriter w = new WireWriter(buffer, 3);
            w.writeBoolean(true).writeByte((byte) -7).writeShort((short) -300).writeChar('\uD800')
                    .writeInt(-123456).writeLong(Long.MIN_VALUE).writeFloat(-0.0f).writeDouble(Double.NaN)
                    .writeVarInt(300).writeVarLong(-1L).writeSignedVarInt(-64).writeSignedVarLong(Long.MIN_VALUE)
                    .writeString(null).writeString("").writeString("héllo").writeString("a\uD800b€")
                    .writeStringUtf8("日本語 ok 😀").writeStringUtf8("").writeIntArray(null).writeIntArray(new int[0])
                    .writeLongArray(new long[] {1, -1}).writeBooleanArray(new boolean[] {true, false})
                    .writeCharArray(new char[] {'x', '\uDC00'});
            WireReader r = new WireReader(buffer, 3, w.position());
            assertEquals(true, r.readBoolean());
            assertEquals(-7, r.readByte());
            assertEquals(-300, r.readShort());
            assertEquals('\uD800', r.readChar());
            assertEquals(-123456, r.readInt());
            assertEquals(Long.MIN_VALUE, r.readLong());
            assertEquals(Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(r.readFloat()));
            assertEquals(Double.doubleToRawLongBits(Double.NaN), Double.doubleToRawLongBits(r.readDouble()));
            assertEquals(300, r.readVarInt());
            assertEquals(-1L, r.readVarLong());
            assertEquals(-64, r.readSignedVarInt());
            assertEquals(Long.MIN_VALUE, r.readSignedVarLong());
            assertNull(r.readString());
            assertEquals("", r.readString());
            assertEquals("héllo", r.readString());
            assertEquals("a\uD800b€", r.readString());
            assertEquals("日本語 ok 😀", r.readString());
            assertEquals("", r.readString());
            assertNull(r.readIntArray());
            assertArrayEquals(new int[0], r.readIntArray());
            assertArrayEquals(new long[] {1, -1}, r.readLongArray());
            assertArrayEquals(new boolean[] {true, false}, r.readBooleanArray());
            assertArrayEquals(new char[] {'x', '\uDC00'}, r.readCharArray());
            assertEquals(0, r.remaining());
            assertThrows(CodecException.class, r::readByte);
        }
    }
}
