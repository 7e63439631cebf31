package dev.lanewire.codec;

import java.nio.ByteOrder;
import java.util.zip.CRC32C;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/**
 * Writes and opens framed messages, for data that is stored or sent: a 14-byte header, then the
 * body.
 *
 * <pre>
 * offset  size  field
 *      0     4  magic: 0x4C 0x57 0x49 0x52 ("LWIR")
 *      4     1  format version: 0x01
 *      5     1  flags: 0x00 (no flag is defined in v1; a reader refuses any set bit)
 *      6     4  body length in bytes, unsigned 32-bit little-endian
 *     10     4  CRC32C (Castagnoli) of the body, unsigned 32-bit little-endian
 *     14     n  body
 * </pre>
 *
 * <p>A frame keeps a {@link CRC32C} and a scratch array for off-heap bodies, so one instance per
 * thread frames and opens messages without allocating.
 */
public final class Frame {

    /** Bytes of the frame header. */
    public static final int HEADER_LENGTH = 14;
    /** The magic, as the little-endian int read from the frame's first four bytes ("LWIR"). */
    public static final int MAGIC = 0x5249574C;
    /** The wire format version this library writes and reads. */
    public static final int FORMAT_VERSION = 1;

    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;
    private static final int VERSION_OFFSET = 4;
    private static final int FLAGS_OFFSET = 5;
    private static final int LENGTH_OFFSET = 6;
    private static final int CRC_OFFSET = 10;
    /** Off-heap bodies are checksummed through a scratch array of this many bytes at a time. */
    private static final int CHUNK = 8192;

    private final CRC32C crc = new CRC32C();
    private byte[] chunk;

    /** A frame helper with its own checksum state. */
    public Frame() {
    }

    /**
     * Reserves the header at the writer's position; write the body next, then call
     * {@link #end(WireWriter, int)}.
     *
     * @return the absolute index where the frame starts
     * @throws CodecException if the buffer cannot hold the header
     */
    public int begin(WireWriter writer) {
        return writer.reserve(HEADER_LENGTH);
    }

    /**
     * Completes the frame begun at {@code frameStart}: the body is everything written since
     * {@link #begin(WireWriter)}. Fills in magic, version, flags, length and checksum.
     *
     * @return the whole frame's length in bytes, header included
     * @throws IllegalArgumentException if {@code frameStart} is not a header this writer reserved
     */
    public int end(WireWriter writer, int frameStart) {
        int bodyStart = frameStart + HEADER_LENGTH;
        int bodyLength = writer.position() - bodyStart;
        if (frameStart < 0 || bodyLength < 0) {
            throw new IllegalArgumentException("no frame header reserved at " + frameStart);
        }
        MutableDirectBuffer buffer = writer.buffer();
        buffer.putInt(frameStart, MAGIC, LE);
        buffer.putByte(frameStart + VERSION_OFFSET, (byte) FORMAT_VERSION);
        buffer.putByte(frameStart + FLAGS_OFFSET, (byte) 0);
        buffer.putInt(frameStart + LENGTH_OFFSET, bodyLength, LE);
        buffer.putInt(frameStart + CRC_OFFSET, checksum(buffer, bodyStart, bodyLength), LE);
        return HEADER_LENGTH + bodyLength;
    }

    /**
     * Checks the frame at the reader's position (magic, version, flags, length, checksum) and
     * narrows the reader to its body: afterwards the reader's position is the body's first byte
     * and its limit the body's end.
     *
     * @return the absolute index just past the frame (where a next frame would start); keep the
     *         reader's old limit beforehand if more frames follow
     * @throws CodecException at the offending header field: truncated header or body, bad magic,
     *                        unsupported version, unknown flags, a body longer than
     *                        {@link Limits#maxFrameBytes()}, or a checksum mismatch
     */
    public int open(WireReader reader) {
        DirectBuffer buffer = reader.buffer();
        int start = reader.position();
        int available = reader.remaining();
        if (available < HEADER_LENGTH) {
            throw new CodecException(start, "truncated frame header: " + available + " of " + HEADER_LENGTH + " bytes");
        }
        int magic = buffer.getInt(start, LE);
        if (magic != MAGIC) {
            throw new CodecException(start, "not a Lanewire frame: magic 0x" + Integer.toHexString(magic));
        }
        int version = buffer.getByte(start + VERSION_OFFSET) & 0xFF;
        if (version != FORMAT_VERSION) {
            throw new CodecException(start + VERSION_OFFSET, "unsupported format version " + version
                    + " (this library reads version " + FORMAT_VERSION + ")");
        }
        int flags = buffer.getByte(start + FLAGS_OFFSET) & 0xFF;
        if (flags != 0) {
            throw new CodecException(start + FLAGS_OFFSET, "unknown frame flags 0x" + Integer.toHexString(flags));
        }
        long bodyLength = Integer.toUnsignedLong(buffer.getInt(start + LENGTH_OFFSET, LE));
        int max = reader.limits().maxFrameBytes();
        if (bodyLength > max) {
            throw new CodecException(start + LENGTH_OFFSET, "frame body of " + bodyLength
                    + " bytes exceeds the limit of " + max);
        }
        if (bodyLength > available - HEADER_LENGTH) {
            throw new CodecException(start + LENGTH_OFFSET, "truncated frame: body of " + bodyLength + " bytes, "
                    + (available - HEADER_LENGTH) + " present");
        }
        int bodyStart = start + HEADER_LENGTH;
        int length = (int) bodyLength;
        int expected = buffer.getInt(start + CRC_OFFSET, LE);
        int actual = checksum(buffer, bodyStart, length);
        if (expected != actual) {
            throw new CodecException(start + CRC_OFFSET, "frame body corrupt: CRC32C 0x" + Integer.toHexString(actual)
                    + ", header says 0x" + Integer.toHexString(expected));
        }
        reader.wrap(buffer, bodyStart, bodyStart + length);
        return bodyStart + length;
    }

    private int checksum(DirectBuffer buffer, int index, int length) {
        CRC32C c = crc;
        c.reset();
        byte[] array = buffer.byteArray();
        if (array != null) {
            c.update(array, buffer.wrapAdjustment() + index, length);
        } else {
            byte[] scratch = chunk;
            if (scratch == null) {
                scratch = new byte[CHUNK];
                chunk = scratch;
            }
            for (int done = 0; done < length; ) {
                int n = Math.min(CHUNK, length - done);
                buffer.getBytes(index + done, scratch, 0, n);
                c.update(scratch, 0, n);
                done += n;
            }
        }
        return (int) c.getValue();
    }
}
