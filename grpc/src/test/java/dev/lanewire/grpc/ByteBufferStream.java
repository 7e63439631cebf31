package dev.lanewire.grpc;

import io.grpc.HasByteBuffer;
import io.grpc.KnownLength;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.List;

/**
 * A stream over a list of ByteBuffers, as gRPC's transports hand one to a marshaller: it knows its
 * length, offers the buffer it is reading as {@link #getByteBuffer()} (the first buffer only, like
 * a composite of netty buffers), and says whether ByteBuffers are supported as it was told.
 */
final class ByteBufferStream extends InputStream implements KnownLength, HasByteBuffer {

    private final ArrayDeque<ByteBuffer> buffers = new ArrayDeque<>();
    private final boolean supported;
    int getByteBufferCalls;

    ByteBufferStream(List<ByteBuffer> buffers, boolean supported) {
        for (ByteBuffer b : buffers) {
            this.buffers.add(b.slice());
        }
        this.supported = supported;
    }

    /** Splits {@code bytes} at {@code cuts} (ascending indices) into buffers, direct where {@code direct[i]} says so. */
    static ByteBufferStream split(byte[] bytes, int[] cuts, boolean[] direct, boolean supported) {
        java.util.ArrayList<ByteBuffer> parts = new java.util.ArrayList<>();
        int from = 0;
        for (int i = 0; i <= cuts.length; i++) {
            int to = i < cuts.length ? cuts[i] : bytes.length;
            ByteBuffer b = direct[i % direct.length] ? ByteBuffer.allocateDirect(to - from) : ByteBuffer.allocate(to - from);
            b.put(bytes, from, to - from).flip();
            parts.add(b);
            from = to;
        }
        return new ByteBufferStream(parts, supported);
    }

    @Override
    public int available() {
        long n = 0;
        for (ByteBuffer b : buffers) {
            n += b.remaining();
        }
        return (int) n;
    }

    @Override
    public int read() {
        ByteBuffer b = current();
        return b == null ? -1 : b.get() & 0xFF;
    }

    @Override
    public int read(byte[] dst, int offset, int length) {
        if (length == 0) {
            return 0;
        }
        ByteBuffer b = current();
        if (b == null) {
            return -1;
        }
        int n = Math.min(length, b.remaining());
        b.get(dst, offset, n);
        return n;
    }

    @Override
    public boolean byteBufferSupported() {
        return supported;
    }

    @Override
    public ByteBuffer getByteBuffer() {
        if (!supported) {
            throw new UnsupportedOperationException();
        }
        getByteBufferCalls++;
        ByteBuffer b = current();
        return b == null ? null : b.asReadOnlyBuffer();
    }

    private ByteBuffer current() {
        while (!buffers.isEmpty() && !buffers.peek().hasRemaining()) {
            buffers.poll();
        }
        return buffers.peek();
    }
}
