package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.zip.CRC32C;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.ExpandableDirectByteBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** Frames: header layout, checksum over heap and off-heap bodies, and every refusal. */
class FrameTest {

    private static int frame(WireWriter w, Frame frame, String text) {
        int start = frame.begin(w);
        w.writeString(text);
        return frame.end(w, start);
    }

    @Test
    void headerHoldsMagicVersionFlagsLengthAndTheBodysCrc32c() {
        for (MutableDirectBuffer buffer : new MutableDirectBuffer[] {
                new ExpandableArrayBuffer(16), new ExpandableDirectByteBuffer(16)}) {
            WireWriter w = new WireWriter(buffer, 3);
            // Over 8 KiB: the off-heap checksum runs over more than one scratch chunk.
            String body = "Lanewire frame ".repeat(1000);
            int length = frame(w, new Frame(), body);
            int bodyLength = length - Frame.HEADER_LENGTH;
            assertEquals(0x4C, buffer.getByte(3));
            assertEquals(0x57, buffer.getByte(4));
            assertEquals(0x49, buffer.getByte(5));
            assertEquals(0x52, buffer.getByte(6));
            assertEquals(1, buffer.getByte(7));
            assertEquals(0, buffer.getByte(8));
            assertEquals(bodyLength, buffer.getInt(9, ByteOrder.LITTLE_ENDIAN));
            byte[] bodyBytes = new byte[bodyLength];
            buffer.getBytes(3 + Frame.HEADER_LENGTH, bodyBytes);
            CRC32C crc = new CRC32C();
            crc.update(bodyBytes);
            assertEquals((int) crc.getValue(), buffer.getInt(13, ByteOrder.LITTLE_ENDIAN));

            WireReader r = new WireReader(buffer, 3, w.position());
            assertEquals(w.position(), new Frame().open(r));
            assertEquals(body, r.readString());
            assertEquals(0, r.remaining());
        }
    }

    @Test
    void framesFollowOneAnother() {
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(16);
        WireWriter w = new WireWriter(buffer, 0);
        Frame frame = new Frame();
        frame(w, frame, "first");
        frame(w, frame, "second");
        int end = w.position();
        WireReader r = new WireReader(buffer, 0, end);
        int next = frame.open(r);
        assertEquals("first", r.readString());
        r.wrap(buffer, next, end);
        assertEquals(end, frame.open(r));
        assertEquals("second", r.readString());
    }

    @Test
    void truncationAtEveryOffsetIsRefused() {
        UnsafeBuffer buffer = new UnsafeBuffer(ByteBuffer.allocateDirect(64));
        WireWriter w = new WireWriter(buffer, 0);
        int length = frame(w, new Frame(), "truncate me");
        for (int cut = 0; cut < length; cut++) {
            WireReader r = new WireReader(buffer, 0, cut);
            CodecException e = assertThrows(CodecException.class, () -> new Frame().open(r), "cut at " + cut);
            assertEquals(cut < Frame.HEADER_LENGTH ? 0 : 6, e.offset(), "cut at " + cut);
        }
    }

    @Test
    void versionSkewFlagsAndOversizedBodiesAreRefusedAtTheirField() {
        UnsafeBuffer buffer = new UnsafeBuffer(new byte[64]);
        WireWriter w = new WireWriter(buffer, 0);
        int length = frame(w, new Frame(), "v1");

        buffer.putByte(4, (byte) 2);
        assertEquals(4, assertThrows(CodecException.class, () -> new Frame().open(new WireReader(buffer, 0, length))).offset());
        buffer.putByte(4, (byte) 1);

        buffer.putByte(5, (byte) 0x80);
        assertEquals(5, assertThrows(CodecException.class, () -> new Frame().open(new WireReader(buffer, 0, length))).offset());
        buffer.putByte(5, (byte) 0);

        WireReader strict = new WireReader(Limits.DEFAULT.withMaxFrameBytes(2)).wrap(buffer, 0, length);
        assertEquals(6, assertThrows(CodecException.class, () -> new Frame().open(strict)).offset());

        buffer.putByte(Frame.HEADER_LENGTH + 1, (byte) 'w');
        assertEquals(10, assertThrows(CodecException.class, () -> new Frame().open(new WireReader(buffer, 0, length))).offset());
    }

    @Test
    void endWithoutBeginIsAProgrammingError() {
        WireWriter w = new WireWriter(new UnsafeBuffer(new byte[32]), 0);
        assertThrows(IllegalArgumentException.class, () -> new Frame().end(w, 5));
    }
}
