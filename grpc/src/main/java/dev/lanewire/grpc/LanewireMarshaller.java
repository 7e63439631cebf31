package dev.lanewire.grpc;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.Limits;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import io.grpc.HasByteBuffer;
import io.grpc.KnownLength;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.atomic.LongAdder;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * A gRPC {@link MethodDescriptor.Marshaller} for the values of one {@link Codec}: a message on the
 * wire is exactly the bytes the codec writes, with nothing around them (gRPC frames and checks the
 * length itself).
 *
 * <p><b>Writing.</b> {@link #stream} encodes the value at once, into a buffer the returned stream
 * owns, and returns a stream that is {@link KnownLength} and {@link io.grpc.Drainable}: gRPC sizes
 * its frame from {@code available()} and drains the encoded bytes into its transport buffer with
 * one bulk write, the only copy. Once drained or closed, the buffer goes back to the marshaller
 * (one spare per thread), so steady-state encoding allocates only the stream object.
 *
 * <p><b>Reading.</b> {@link #parse} reads the message where the transport keeps it whenever it
 * can. A stream that is {@link HasByteBuffer} with {@code byteBufferSupported()}, and
 * {@link KnownLength} (the streams gRPC's netty and in-process transports hand to a marshaller
 * are), and whose first {@code ByteBuffer} holds the whole message, is decoded in that buffer,
 * heap or direct, with no copy. A message spread over several buffers (larger than one HTTP/2
 * frame, 16 KiB by default) is gathered into a per-thread array; any other stream is read into it
 * (grpc-java's own streams stop offering buffers for a message where it merged small pieces of it
 * into an array).
 * {@link #parseStats()} tells which path was taken. Decoding finishes inside {@code parse}: the
 * value owns all it holds, so nothing outlives the stream and the marshaller never needs to
 * {@linkplain io.grpc.Detachable detach} the transport's buffers.
 *
 * <p><b>Errors.</b> Bytes that do not decode, or that leave bytes unread after the value, make
 * {@code parse} throw a {@link StatusRuntimeException} with {@link Status.Code#INTERNAL} whose cause
 * is the {@link CodecException} (its offset counts from the message's first byte): the status
 * gRPC's own protobuf marshaller uses for bytes it cannot parse, so interceptors and clients treat
 * both alike. A value the codec refuses to encode makes {@code stream} throw the same. Over a call,
 * grpc-java reports a response that fails to parse as {@code CANCELLED} ("Failed to read message")
 * with this exception as its cause, and a request that fails to parse to the caller as
 * {@code UNKNOWN}; the handler never sees it.
 *
 * <p>A marshaller is immutable apart from its per-thread buffers and may serve any number of calls
 * and threads at once.
 *
 * @param <T> the message type
 */
public final class LanewireMarshaller<T> implements MethodDescriptor.Marshaller<T> {

    /** Initial capacity of an encoding buffer; it grows as the codec writes. */
    private static final int INITIAL_ENCODE_CAPACITY = 256;

    /**
     * Largest buffer or array kept per thread between messages: gRPC's default inbound message
     * limit (4 MiB). A larger message gets one of its own, left to the collector afterwards.
     */
    static final int MAX_RETAINED_BYTES = 4 << 20;

    private static final byte[] EMPTY = new byte[0];

    private final Codec<T> codec;
    private final Limits limits;
    private final ThreadLocal<Encoder> encoders = ThreadLocal.withInitial(Encoder::new);
    private final ThreadLocal<Decoder> decoders;
    private final LongAdder inPlace = new LongAdder();
    private final LongAdder gathered = new LongAdder();
    private final LongAdder copied = new LongAdder();

    private LanewireMarshaller(Codec<T> codec, Limits limits) {
        this.codec = Objects.requireNonNull(codec, "codec");
        this.limits = Objects.requireNonNull(limits, "limits");
        this.decoders = ThreadLocal.withInitial(() -> new Decoder(limits));
    }

    /** A marshaller for {@code codec}, decoding within {@link Limits#DEFAULT}. */
    public static <T> LanewireMarshaller<T> of(Codec<T> codec) {
        return new LanewireMarshaller<>(codec, Limits.DEFAULT);
    }

    /**
     * A marshaller for {@code codec} whose reads enforce {@code limits}; a message longer than
     * {@link Limits#maxFrameBytes()} is refused before any of it is read.
     */
    public static <T> LanewireMarshaller<T> of(Codec<T> codec, Limits limits) {
        return new LanewireMarshaller<>(codec, limits);
    }

    /** A marshaller for the codec {@link Codecs#of(Class)} derives for {@code type}. */
    public static <T> LanewireMarshaller<T> of(Class<T> type) {
        return of(Codecs.of(type));
    }

    /** The codec this marshaller writes and reads with. */
    public Codec<T> codec() {
        return codec;
    }

    /** The limits this marshaller's reads enforce. */
    public Limits limits() {
        return limits;
    }

    /**
     * Encodes {@code value} now and returns a stream of its bytes that is {@link KnownLength},
     * {@link io.grpc.Drainable} and {@link HasByteBuffer}.
     *
     * @throws StatusRuntimeException {@code INTERNAL}, caused by the {@link CodecException}, if
     *                                the codec cannot encode the value
     */
    @Override
    public InputStream stream(T value) {
        Encoder e = encoders.get();
        ExpandableArrayBuffer buffer = e.spare;
        e.spare = null;
        if (buffer == null) {
            buffer = new ExpandableArrayBuffer(INITIAL_ENCODE_CAPACITY);
        }
        WireWriter writer = e.writer.wrap(buffer, 0);
        try {
            codec.write(writer, value);
        } catch (CodecException ex) {
            e.spare = buffer;
            throw Status.INTERNAL.withDescription("Lanewire message could not be encoded: " + ex.getMessage())
                    .withCause(ex).asRuntimeException();
        }
        return new EncodedStream(this, buffer, writer.position());
    }

    /**
     * Decodes one message from {@code stream}, in place where the stream allows it (see the class
     * description), and requires the value to use every byte of it.
     *
     * @throws StatusRuntimeException {@code INTERNAL}, caused by the {@link CodecException}, for
     *                                bytes that do not decode; caused by the {@link IOException}
     *                                if the stream fails
     */
    @Override
    public T parse(InputStream stream) {
        Decoder d = decoders.get();
        try {
            if (stream instanceof KnownLength && stream instanceof HasByteBuffer hb && hb.byteBufferSupported()) {
                int length = knownLength(stream);
                ByteBuffer first = length == 0 ? null : hb.getByteBuffer();
                if (first != null && first.remaining() >= length) {
                    if (ParseStats.ENABLED) {
                        inPlace.increment();
                    }
                    d.view.wrap(first, first.position(), length);
                    return decode(d, length);
                }
                if (ParseStats.ENABLED) {
                    gathered.increment();
                }
                readFully(stream, d.scratch(length), length);
                d.view.wrap(d.scratch, 0, length);
                return decode(d, length);
            }
            if (ParseStats.ENABLED) {
                copied.increment();
            }
            int length;
            if (stream instanceof KnownLength) {
                length = knownLength(stream);
                readFully(stream, d.scratch(length), length);
            } else {
                length = readToEnd(stream, d);
            }
            d.view.wrap(d.scratch, 0, length);
            return decode(d, length);
        } catch (CodecException ex) {
            throw Status.INTERNAL.withDescription("Lanewire message could not be decoded: " + ex.getMessage())
                    .withCause(ex).asRuntimeException();
        } catch (IOException ex) {
            throw Status.INTERNAL.withDescription("Lanewire message could not be read: " + ex.getMessage())
                    .withCause(ex).asRuntimeException();
        } finally {
            d.view.wrap(EMPTY);
            if (d.scratch.length > MAX_RETAINED_BYTES) {
                d.scratch = EMPTY;
            }
        }
    }

    /** How many messages this marshaller has parsed along each path so far (see {@link ParseStats}). */
    public ParseStats parseStats() {
        return new ParseStats(inPlace.sum(), gathered.sum(), copied.sum());
    }

    /** Takes back the buffer of a drained or closed {@link EncodedStream}, as this thread's spare. */
    void recycle(ExpandableArrayBuffer buffer) {
        if (buffer.capacity() <= MAX_RETAINED_BYTES) {
            Encoder e = encoders.get();
            if (e.spare == null) {
                e.spare = buffer;
            }
        }
    }

    private T decode(Decoder d, int length) {
        WireReader reader = d.reader.wrap(d.view, 0, length);
        T value = codec.read(reader);
        if (reader.position() != length) {
            throw new CodecException(reader.position(), (length - reader.position()) + " bytes after the message");
        }
        return value;
    }

    private int knownLength(InputStream stream) throws IOException {
        int length = stream.available();
        if (length > limits.maxFrameBytes()) {
            throw new CodecException(0, "message of " + length + " bytes exceeds the limit of "
                    + limits.maxFrameBytes() + " bytes");
        }
        return length;
    }

    private static void readFully(InputStream stream, byte[] dst, int length) throws IOException {
        int n = stream.readNBytes(dst, 0, length);
        if (n != length) {
            throw new CodecException(n, "stream ended after " + n + " of the " + length + " bytes it announced");
        }
    }

    /**
     * Reads a stream of unknown length into the decoder's scratch array, doubling it as it fills,
     * and refuses it once it holds more than {@link Limits#maxFrameBytes()} bytes.
     */
    private int readToEnd(InputStream stream, Decoder d) throws IOException {
        int max = limits.maxFrameBytes();
        byte[] dst = d.scratch(Math.min(INITIAL_ENCODE_CAPACITY, max));
        int length = 0;
        while (true) {
            int room = Math.min(dst.length, max) - length;
            if (room == 0) {
                if (length == max) {
                    if (stream.read() < 0) {
                        return length;
                    }
                    throw new CodecException(max, "message exceeds the limit of " + max + " bytes");
                }
                dst = Arrays.copyOf(dst, (int) Math.min(max, 2L * dst.length));
                d.scratch = dst;
                continue;
            }
            int n = stream.read(dst, length, room);
            if (n < 0) {
                return length;
            }
            length += n;
        }
    }

    /** Per-thread encoding state: a writer and the spare buffer for the next message. */
    private static final class Encoder {
        final WireWriter writer = new WireWriter();
        ExpandableArrayBuffer spare;
    }

    /** Per-thread decoding state: a reader, a view over the message's bytes, an array to gather into. */
    private static final class Decoder {
        final WireReader reader;
        final UnsafeBuffer view = new UnsafeBuffer(EMPTY);
        byte[] scratch = EMPTY;

        Decoder(Limits limits) {
            reader = new WireReader(limits);
        }

        byte[] scratch(int length) {
            if (scratch.length < length) {
                scratch = new byte[Math.max(length, Math.min(MAX_RETAINED_BYTES, 2 * scratch.length))];
            }
            return scratch;
        }
    }
}
