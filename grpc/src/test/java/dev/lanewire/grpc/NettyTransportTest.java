package dev.lanewire.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.CodecException;
import io.grpc.CallOptions;
import io.grpc.Grpc;
import io.grpc.InsecureChannelCredentials;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.ServerCalls;
import io.grpc.stub.StreamObserver;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Lanewire-marshalled calls over a real netty server (grpc-netty-shaded) on 127.0.0.1, one for
 * the class: unary, server-, client- and bidirectional streaming, messages from a few bytes to
 * 6 MiB, and which parse path each side took.
 *
 * <p>HTTP/2 carries messages in DATA frames of at most 16 KiB (the default
 * SETTINGS_MAX_FRAME_SIZE), cut without regard to where messages begin, and netty hands each frame
 * over as its own buffer. So one message of {@link #OVER_FRAMES} bytes or more always spans
 * several buffers and is gathered; a message of up to {@link #IN_ONE_FRAME} bytes sent on its own
 * (a unary call, a stream in lock step) arrives in one frame and is read in place; in a burst of
 * messages a small one may straddle two frames, and sizes in between may go either way, so those
 * are only checked to decode. A large message may also be copied rather than gathered: grpc-java
 * merges runs of small netty buffers (under 1 KiB, as flow control cuts them) into an array, and
 * then the stream offers no ByteBuffers.
 */
class NettyTransportTest {

    /** Encoded sizes that fit one DATA frame with room to spare. */
    static final int IN_ONE_FRAME = 8 * 1024;
    /** Encoded sizes that need several DATA frames whatever the boundaries. */
    static final int OVER_FRAMES = 40 * 1024;
    /** Inbound limit on both sides, raised from gRPC's default 4 MiB to carry the largest note. */
    static final int MAX_MESSAGE = 8 << 20;
    /** Sizes for streams; unary calls add {@link #HUGE}. */
    static final int[] SIZES = {2, 60, 700, 4_000, 16_300, 16_400, 50_000, 300_000, 1 << 20};
    /** Larger than the array a marshaller keeps per thread (4 MiB), so it gathers into one of its own. */
    static final int HUGE = 6 << 20;

    /** What a client asks to be streamed: one note per size. */
    record Ask(int[] sizes, long firstSeq) {
    }

    /** What a client-streaming call answers: how many notes, and the sum of their sequence numbers. */
    record Tally(int notes, long seqSum, long bytes) {
    }

    static final MethodDescriptor<Note, Note> ECHO = LanewireGrpc.unaryMethod("lanewire.test.Notes/Echo", Note.class, Note.class);
    static final MethodDescriptor<Ask, Note> STREAM = LanewireGrpc.serverStreamingMethod("lanewire.test.Notes/Stream", Ask.class, Note.class);
    static final MethodDescriptor<Note, Tally> TALLY = LanewireGrpc.clientStreamingMethod("lanewire.test.Notes/Tally", Note.class, Tally.class);
    static final MethodDescriptor<Note, Note> BOUNCE = LanewireGrpc.bidiStreamingMethod("lanewire.test.Notes/Bounce", Note.class, Note.class);
    /** Raw bytes under ECHO's name (malformed requests) and a raw method that answers garbage. */
    static final MethodDescriptor<byte[], byte[]> RAW_ECHO = LanewireGrpc.method(MethodDescriptor.MethodType.UNARY,
            ECHO.getFullMethodName(), Raw.INSTANCE, Raw.INSTANCE);
    static final MethodDescriptor<byte[], byte[]> GARBAGE_SERVER = LanewireGrpc.method(MethodDescriptor.MethodType.UNARY,
            "lanewire.test.Garbage/Get", Raw.INSTANCE, Raw.INSTANCE);
    static final MethodDescriptor<Note, Note> GARBAGE = LanewireGrpc.unaryMethod(GARBAGE_SERVER.getFullMethodName(), Note.class, Note.class);
    static final byte[] MALFORMED = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 1, 2};

    static final AtomicInteger echoCalls = new AtomicInteger();
    static Server server;
    static ManagedChannel channel;

    /** Bytes as they are, for sending and answering what a Lanewire marshaller cannot parse. */
    enum Raw implements MethodDescriptor.Marshaller<byte[]> {
        INSTANCE;

        @Override
        public InputStream stream(byte[] value) {
            return new ByteArrayInputStream(value);
        }

        @Override
        public byte[] parse(InputStream stream) {
            try {
                return stream.readAllBytes();
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    @BeforeAll
    static void start() throws IOException {
        assertTrue(ParseStats.ENABLED, "run the tests with -Dlanewire.grpc.parseStats=true (the module's pom does)");
        ServerServiceDefinition notes = LanewireGrpc.service("lanewire.test.Notes")
                .unary(ECHO, note -> {
                    echoCalls.incrementAndGet();
                    return note;
                })
                .serverStreaming(STREAM, (ask, out) -> {
                    for (int i = 0; i < ask.sizes().length; i++) {
                        out.onNext(Note.ofSize(ask.firstSeq() + i, ask.sizes()[i]));
                    }
                    out.onCompleted();
                })
                .clientStreaming(TALLY, out -> new StreamObserver<>() {
                    int count;
                    long seqSum;
                    long bytes;

                    @Override
                    public void onNext(Note note) {
                        count++;
                        seqSum += note.seq();
                        bytes += note.blob().length;
                    }

                    @Override
                    public void onError(Throwable t) {
                    }

                    @Override
                    public void onCompleted() {
                        out.onNext(new Tally(count, seqSum, bytes));
                        out.onCompleted();
                    }
                })
                .bidiStreaming(BOUNCE, out -> new StreamObserver<>() {
                    @Override
                    public void onNext(Note note) {
                        out.onNext(new Note(note.seq() + 1, note.text(), note.tags(), note.blob()));
                    }

                    @Override
                    public void onError(Throwable t) {
                    }

                    @Override
                    public void onCompleted() {
                        out.onCompleted();
                    }
                })
                .build();
        ServerServiceDefinition garbage = ServerServiceDefinition.builder("lanewire.test.Garbage")
                .addMethod(GARBAGE_SERVER, ServerCalls.asyncUnaryCall((request, out) -> {
                    out.onNext(MALFORMED);
                    out.onCompleted();
                }))
                .build();
        server = NettyServerBuilder.forAddress(new InetSocketAddress("127.0.0.1", 0))
                .maxInboundMessageSize(MAX_MESSAGE)
                .addService(notes)
                .addService(garbage)
                .build()
                .start();
        channel = Grpc.newChannelBuilderForAddress("127.0.0.1", server.getPort(), InsecureChannelCredentials.create())
                .maxInboundMessageSize(MAX_MESSAGE)
                .build();
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (channel != null) {
            channel.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
        }
        if (server != null) {
            server.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
        }
    }

    static LanewireMarshaller<?> requests(MethodDescriptor<?, ?> method) {
        return (LanewireMarshaller<?>) method.getRequestMarshaller();
    }

    static LanewireMarshaller<?> responses(MethodDescriptor<?, ?> method) {
        return (LanewireMarshaller<?>) method.getResponseMarshaller();
    }

    static int encodedSize(Note note) {
        return LanewireMarshallerTest.encoded(note).length;
    }

    /**
     * Asserts the paths {@code notes} took, each sent on its own: in place if small, gathered if
     * large, one of the two otherwise.
     */
    static void assertPaths(List<Note> notes, ParseStats stats, String side) {
        assertPaths(notes, stats, side, false);
    }

    /** As {@link #assertPaths(List, ParseStats, String)}; in a {@code burst}, small notes may be gathered too. */
    static void assertPaths(List<Note> notes, ParseStats stats, String side, boolean burst) {
        long small = burst ? 0 : notes.stream().filter(n -> encodedSize(n) <= IN_ONE_FRAME).count();
        long large = notes.stream().filter(n -> encodedSize(n) >= OVER_FRAMES).count();
        assertEquals(notes.size(), stats.total(), side + ": every message parsed once: " + stats);
        assertTrue(stats.inPlace() >= small && stats.inPlace() <= notes.size() - large,
                side + ": " + small + " small notes read in place, no large one: " + stats);
        assertTrue(stats.gathered() + stats.copied() >= large, side + ": " + large + " large notes gathered or copied: " + stats);
        assertTrue(stats.copied() <= notes.size() - small, side + ": no small note copied: " + stats);
    }

    @Test
    void unaryCallsOfEverySize() {
        int[] sizes = java.util.Arrays.copyOf(SIZES, SIZES.length + 1);
        sizes[SIZES.length] = HUGE;
        for (int size : sizes) {
            Note note = Note.ofSize(size, size);
            ParseStats serverBefore = requests(ECHO).parseStats();
            ParseStats clientBefore = responses(ECHO).parseStats();
            Note back = ClientCalls.blockingUnaryCall(channel, ECHO, CallOptions.DEFAULT, note);
            Note.assertSame(note, back);
            assertPaths(List.of(note), requests(ECHO).parseStats().since(serverBefore), "server, size " + size);
            assertPaths(List.of(note), responses(ECHO).parseStats().since(clientBefore), "client, size " + size);
        }
    }

    @Test
    void smallMessagesAreReadInPlaceOnBothSides() {
        ParseStats serverBefore = requests(ECHO).parseStats();
        ParseStats clientBefore = responses(ECHO).parseStats();
        for (int i = 0; i < 20; i++) {
            Note note = Note.ofSize(i, 10 + 50 * i);
            Note.assertSame(note, ClientCalls.blockingUnaryCall(channel, ECHO, CallOptions.DEFAULT, note));
        }
        assertEquals(new ParseStats(20, 0, 0), requests(ECHO).parseStats().since(serverBefore));
        assertEquals(new ParseStats(20, 0, 0), responses(ECHO).parseStats().since(clientBefore));
    }

    @Test
    void serverStreamingOfEverySize() {
        ParseStats before = responses(STREAM).parseStats();
        Iterator<Note> it = ClientCalls.blockingServerStreamingCall(channel, STREAM, CallOptions.DEFAULT, new Ask(SIZES, 100));
        List<Note> expected = new ArrayList<>();
        for (int i = 0; i < SIZES.length; i++) {
            expected.add(Note.ofSize(100 + i, SIZES[i]));
        }
        List<Note> got = new ArrayList<>();
        it.forEachRemaining(got::add);
        assertEquals(expected.size(), got.size());
        for (int i = 0; i < got.size(); i++) {
            Note.assertSame(expected.get(i), got.get(i));
        }
        assertPaths(expected, responses(STREAM).parseStats().since(before), "client", true);
    }

    @Test
    void clientStreamingOfEverySize() throws Exception {
        ParseStats before = requests(TALLY).parseStats();
        CompletableFuture<Tally> tally = new CompletableFuture<>();
        StreamObserver<Note> out = ClientCalls.asyncClientStreamingCall(channel.newCall(TALLY, CallOptions.DEFAULT),
                completing(tally));
        List<Note> sent = new ArrayList<>();
        long seqSum = 0;
        long bytes = 0;
        for (int i = 0; i < SIZES.length; i++) {
            Note n = Note.ofSize(i, SIZES[i]);
            sent.add(n);
            seqSum += i;
            bytes += n.blob().length;
            out.onNext(n);
        }
        out.onCompleted();
        assertEquals(new Tally(SIZES.length, seqSum, bytes), tally.get(60, TimeUnit.SECONDS));
        assertPaths(sent, requests(TALLY).parseStats().since(before), "server", true);
    }

    @Test
    void bidiStreamingInLockStepThenInABurst() throws Exception {
        BlockingQueue<Note> received = new LinkedBlockingQueue<>();
        CompletableFuture<Void> done = new CompletableFuture<>();
        StreamObserver<Note> out = ClientCalls.asyncBidiStreamingCall(channel.newCall(BOUNCE, CallOptions.DEFAULT),
                new StreamObserver<>() {
                    @Override
                    public void onNext(Note note) {
                        received.add(note);
                    }

                    @Override
                    public void onError(Throwable t) {
                        done.completeExceptionally(t);
                    }

                    @Override
                    public void onCompleted() {
                        done.complete(null);
                    }
                });
        List<Note> sent = new ArrayList<>();
        List<Note> back = new ArrayList<>();
        ParseStats serverBefore = requests(BOUNCE).parseStats();
        ParseStats clientBefore = responses(BOUNCE).parseStats();
        for (int size : SIZES) {
            Note n = Note.ofSize(sent.size(), size);
            sent.add(n);
            out.onNext(n);
            Note echo = received.poll(60, TimeUnit.SECONDS);
            assertNotNull(echo, "no echo of note " + n.seq());
            back.add(echo);
        }
        assertPaths(sent, requests(BOUNCE).parseStats().since(serverBefore), "server, lock step");
        assertPaths(back, responses(BOUNCE).parseStats().since(clientBefore), "client, lock step");

        serverBefore = requests(BOUNCE).parseStats();
        clientBefore = responses(BOUNCE).parseStats();
        List<Note> burst = new ArrayList<>();
        for (int size : SIZES) {
            Note n = Note.ofSize(sent.size(), size);
            sent.add(n);
            burst.add(n);
            out.onNext(n);
        }
        out.onCompleted();
        done.get(60, TimeUnit.SECONDS);
        received.drainTo(back);
        assertEquals(sent.size(), back.size());
        for (int i = 0; i < sent.size(); i++) {
            Note s = sent.get(i);
            Note.assertSame(new Note(s.seq() + 1, s.text(), s.tags(), s.blob()), back.get(i));
        }
        assertPaths(burst, requests(BOUNCE).parseStats().since(serverBefore), "server, burst", true);
        assertPaths(back.subList(SIZES.length, back.size()), responses(BOUNCE).parseStats().since(clientBefore),
                "client, burst", true);
    }

    @Test
    void concurrentCallsShareTheMarshallers() throws Exception {
        int[] sizes = {5, 900, 20_000, 70_000};
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> calls = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int thread = t;
                calls.add(pool.submit(() -> {
                    for (int i = 0; i < 25; i++) {
                        Note note = Note.ofSize(thread * 1000L + i, sizes[(thread + i) % sizes.length]);
                        Note.assertSame(note, ClientCalls.blockingUnaryCall(channel, ECHO, CallOptions.DEFAULT, note));
                    }
                    return null;
                }));
            }
            for (Future<?> f : calls) {
                f.get(60, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aMalformedResponseFailsTheCallWithTheCodecExceptionInside() {
        StatusRuntimeException e = assertThrows(StatusRuntimeException.class,
                () -> ClientCalls.blockingUnaryCall(channel, GARBAGE, CallOptions.DEFAULT, Note.ofSize(1, 10)));
        // grpc-java cancels a call whose response does not parse, keeping the marshaller's error as the cause.
        assertEquals(Status.Code.CANCELLED, e.getStatus().getCode(), e.toString());
        StatusRuntimeException parse = assertInstanceOf(StatusRuntimeException.class, e.getCause());
        assertEquals(Status.Code.INTERNAL, parse.getStatus().getCode());
        assertInstanceOf(CodecException.class, parse.getCause());
    }

    @Test
    void aMalformedRequestNeverReachesTheHandler() {
        int before = echoCalls.get();
        ParseStats parsed = requests(ECHO).parseStats();
        StatusRuntimeException e = assertThrows(StatusRuntimeException.class,
                () -> ClientCalls.blockingUnaryCall(channel, RAW_ECHO, CallOptions.DEFAULT, MALFORMED));
        // grpc-java closes a call whose request does not parse as UNKNOWN; the cause stays on the server.
        assertEquals(Status.Code.UNKNOWN, e.getStatus().getCode(), e.toString());
        assertEquals(before, echoCalls.get());
        assertEquals(1, requests(ECHO).parseStats().since(parsed).total());
        // The raw method still round-trips well-formed bytes through the Lanewire server method.
        Note note = Note.ofSize(3, 3);
        byte[] back = ClientCalls.blockingUnaryCall(channel, RAW_ECHO, CallOptions.DEFAULT, LanewireMarshallerTest.encoded(note));
        Note.assertSame(note, ECHO.parseResponse(new ByteArrayInputStream(back)));
    }

    private static <T> StreamObserver<T> completing(CompletableFuture<T> future) {
        return new StreamObserver<>() {
            @Override
            public void onNext(T value) {
                future.complete(value);
            }

            @Override
            public void onError(Throwable t) {
                future.completeExceptionally(t);
            }

            @Override
            public void onCompleted() {
                future.complete(null);
            }
        };
    }
}
