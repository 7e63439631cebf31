package dev.lanewire.grpc;

import io.grpc.Drainable;
import io.grpc.HasByteBuffer;
import io.grpc.KnownLength;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.Objects;
import org.agrona.ExpandableArrayBuffer;

/**
 * One encoded message, as gRPC's transports want it: its length known up front
 * ({@link KnownLength}), drained into the transport's buffer in one write ({@link Drainable}), and
 * readable in place ({@link HasByteBuffer}) by a {@link LanewireMarshaller} on the other side of
 * an in-process channel.
 *
 * <p>The stream owns the buffer the message was encoded into until it is drained or closed; then it
 * hands the buffer back to its marshaller for the next message and reads as empty. A ByteBuffer from
 * {@link #getByteBuffer()} is valid until then.
 */
final class EncodedStream extends InputStream implements KnownLength, Drainable, HasByteBuffer {

    private final LanewireMarshaller<?> owner;
    private ExpandableArrayBuffer buffer;
    private byte[] bytes;
    private int position;
    private final int limit;

    EncodedStream(LanewireMarshaller<?> owner, ExpandableArrayBuffer buffer, int length) {
        this.owner = owner;
        this.buffer = buffer;
        this.bytes = buffer.byteArray();
        this.limit = length;
    }

    @Override
    public int available() {
        return limit - position;
    }

    @Override
    public int drainTo(OutputStream target) throws IOException {
        byte[] b = bytes;
        if (b == null) {
            return 0;
        }
        int n = limit - position;
        target.write(b, position, n);
        position = limit;
        release();
        return n;
    }

    @Override
    public int read() {
        if (bytes == null || position == limit) {
            return -1;
        }
        return bytes[position++] & 0xFF;
    }

    @Override
    public int read(byte[] dst, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, dst.length);
        if (length == 0) {
            return 0;
        }
        if (bytes == null || position == limit) {
            return -1;
        }
        int n = Math.min(length, limit - position);
        System.arraycopy(bytes, position, dst, offset, n);
        position += n;
        return n;
    }

    @Override
    public long skip(long n) {
        int k = (int) Math.max(0, Math.min(n, limit - position));
        position += k;
        return k;
    }

    @Override
    public boolean byteBufferSupported() {
        return true;
    }

    /** The unread bytes, read-only, or null once they are all read, drained or closed. */
    @Override
    public ByteBuffer getByteBuffer() {
        if (bytes == null || position == limit) {
            return null;
        }
        return ByteBuffer.wrap(bytes, position, limit - position).asReadOnlyBuffer();
    }

    @Override
    public void close() {
        position = limit;
        release();
    }

    private void release() {
        ExpandableArrayBuffer b = buffer;
        if (b != null) {
            buffer = null;
            bytes = null;
            owner.recycle(b);
        }
    }
}
