package dev.lanewire.grpc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.Limits;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import io.grpc.Drainable;
import io.grpc.HasByteBuffer;
import io.grpc.KnownLength;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.agrona.ExpandableArrayBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The marshaller on its own: the streams it writes and each path by which it parses. */
class LanewireMarshallerTest {

    private static final Codec<Note> CODEC = Codecs.of(Note.class);

    @BeforeAll
    static void parseStatsAreCounted() {
        assertTrue(ParseStats.ENABLED, "run the tests with -Dlanewire.grpc.parseStats=true (the module's pom does)");
    }

    /** The bytes the codec itself writes for {@code note}, independently of the marshaller. */
    static byte[] encoded(Note note) {
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(64);
        WireWriter out = new WireWriter(buffer, 0);
        CODEC.write(out, note);
        byte[] bytes = new byte[out.position()];
        buffer.getBytes(0, bytes);
        return bytes;
    }

    @Test
    void streamKnowsItsLengthAndDrainsTheCodecsBytesInOneWrite() throws IOException {
        LanewireMarshaller<Note> m = LanewireMarshaller.of(CODEC);
        for (int size : new int[] {0, 7, 300, 70_000}) {
            Note note = Note.ofSize(size, size);
            byte[] expected = encoded(note);
            InputStream s = m.stream(note);
            assertInstanceOf(KnownLength.class, s);
            assertInstanceOf(HasByteBuffer.class, s);
            assertEquals(expected.length, s.available());
            List<Integer> writes = new ArrayList<>();
            ByteArrayOutputStream sink = new ByteArrayOutputStream() {
                @Override
                public void write(byte[] b, int off, int len) {
                    writes.add(len);
                    super.write(b, off, len);
                }

                @Override
                public void write(int b) {
                    writes.add(1);
                    super.write(b);
                }
            };
            assertEquals(expected.length, ((Drainable) s).drainTo(sink));
            assertEquals(List.of(expected.length), writes, "one bulk write of the whole message");
            assertArrayEquals(expected, sink.toByteArray());
            assertEquals(0, s.available());
            assertEquals(-1, s.read());
            assertNull(((HasByteBuffer) s).getByteBuffer());
            assertEquals(0, ((Drainable) s).drainTo(OutputStream.nullOutputStream()));
        }
    }

    @Test
    void streamReadsLikeAnyInputStream() throws IOException {
        LanewireMarshaller<Note> m = LanewireMarshaller.of(CODEC);
        Note note = Note.ofSize(3, 5000);
        byte[] expected = encoded(note);
        InputStream s = m.stream(note);
        int first = s.read();
        byte[] rest = s.readAllBytes();
        assertEquals(expected[0] & 0xFF, first);
        assertArrayEquals(Arrays.copyOfRange(expected, 1, expected.length), rest);
        s.close();
        assertEquals(-1, s.read());
    }

    @Test
    void streamsNotYetDrainedKeepTheirOwnBytes() throws IOException {
        // The spare buffer returns to the marshaller only when a stream is drained or closed, so
        // streams still in flight never share one.
        LanewireMarshaller<Note> m = LanewireMarshaller.of(CODEC);
        List<Note> notes = List.of(Note.ofSize(1, 100), Note.ofSize(2, 900), Note.ofSize(3, 40));
        List<InputStream> streams = new ArrayList<>();
        for (Note n : notes) {
            streams.add(m.stream(n));
        }
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < notes.size(); i++) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                ((Drainable) streams.get(i)).drainTo(out);
                assertArrayEquals(encoded(notes.get(i)), out.toByteArray(), "note " + i + " in round " + round);
                streams.set(i, m.stream(notes.get((i + round + 1) % notes.size())));
            }
            notes = List.of(notes.get((round + 1) % 3), notes.get((round + 2) % 3), notes.get(round % 3));
        }
    }

    @Test
    void ownStreamIsReadInPlace() {
        LanewireMarshaller<Note> m = LanewireMarshaller.of(CODEC);
        for (int size : new int[] {0, 10, 1 << 20}) {
            Note note = Note.ofSize(size, size);
            ParseStats before = m.parseStats();
            Note.assertSame(note, m.parse(m.stream(note)));
            assertEquals(new ParseStats(1, 0, 0), m.parseStats().since(before), "size " + size);
        }
    }

    @Test
    void oneHeapOrDirectBufferIsReadInPlace() {
        LanewireMarshaller<Note> m = LanewireMarshaller.of(CODEC);
        Note note = Note.ofSize(9, 3000);
        byte[] bytes = encoded(note);
        for (boolean direct : new boolean[] {false, true}) {
            ParseStats before = m.parseStats();
            ByteBufferStream s = ByteBufferStream.split(bytes, new int[0], new boolean[] {direct}, true);
            Note.assertSame(note, m.parse(s));
            assertEquals(new ParseStats(1, 0, 0), m.parseStats().since(before), direct ? "direct" : "heap");
            assertEquals(1, s.getByteBufferCalls);
        }
    }

    @Test
    void messageOverSeveralBuffersIsGathered() {
        LanewireMarshaller<Note> m = LanewireMarshaller.of(CODEC);
        Note note = Note.ofSize(4, 50_000);
        byte[] bytes = encoded(note);
        ParseStats before = m.parseStats();
        Note.assertSame(note, m.parse(ByteBufferStream.split(bytes, new int[] {1, 16_384, 16_385, 40_000},
                new boolean[] {true, false}, true)));
        assertEquals(new ParseStats(0, 1, 0), m.parseStats().since(before));
    }

    @Test
    void streamsWithoutByteBuffersAreCopied() {
        LanewireMarshaller<Note> m = LanewireMarshaller.of(CODEC);
        Note note = Note.ofSize(5, 20_000);
        byte[] bytes = encoded(note);
        List<Supplier<InputStream>> plain = List.of(
                () -> new ByteArrayInputStream(bytes),
                // Unknown length, one byte at a time: the array grows as it fills.
                () -> new FilterInputStream(new ByteArrayInputStream(bytes)) {
                    @Override
                    public int read(byte[] b, int off, int len) throws IOException {
                        return super.read(b, off, Math.min(len, 1));
                    }
                },
                // ByteBuffers offered but not supported.
                () -> ByteBufferStream.split(bytes, new int[0], new boolean[] {true}, false));
        for (Supplier<InputStream> s : plain) {
            ParseStats before = m.parseStats();
            Note.assertSame(note, m.parse(s.get()));
            assertEquals(new ParseStats(0, 0, 1), m.parseStats().since(before));
        }
    }

    @Property(tries = 200)
    void anySplitDecodesTheSameValue(@ForAll("texts") String text, @ForAll @IntRange(min = 0, max = 6) int pieces,
            @ForAll boolean firstDirect, @ForAll long seed) {
        LanewireMarshaller<Note> m = LanewireMarshaller.of(CODEC);
        Note note = new Note(seed, text, List.of(text), text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        byte[] bytes = encoded(note);
        java.util.Random random = new java.util.Random(seed);
        int[] cuts = random.ints(pieces, 0, bytes.length + 1).sorted().toArray();
        Note.assertSame(note, m.parse(ByteBufferStream.split(bytes, cuts, new boolean[] {firstDirect, !firstDirect}, true)));
        Note.assertSame(note, m.parse(new ByteArrayInputStream(bytes)));
        assertEquals(2, m.parseStats().total());
    }

    @Provide
    Arbitrary<String> texts() {
        Arbitrary<String> words = Arbitraries.of(Note.WORDS);
        return Arbitraries.oneOf(
                Arbitraries.strings().all().ofMaxLength(300).filter(LanewireMarshallerTest::wellFormed),
                words.list().ofMaxSize(200).map(w -> String.join(" ", w)));
    }

    private static boolean wellFormed(String s) {
        return java.nio.charset.StandardCharsets.UTF_8.newEncoder().canEncode(s);
    }

    @Test
    void malformedBytesBecomeInternalCausedByCodecException() {
        LanewireMarshaller<Note> m = LanewireMarshaller.of(CODEC);
        byte[] good = encoded(Note.ofSize(6, 200));
        List<byte[]> bad = List.of(
                new byte[0],
                new byte[] {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF},
                Arrays.copyOf(good, good.length - 1),   // truncated
                Arrays.copyOf(good, good.length + 3));  // bytes after the message
        for (byte[] bytes : bad) {
            for (InputStream s : List.of(new ByteArrayInputStream(bytes),
                    ByteBufferStream.split(bytes, new int[0], new boolean[] {true}, true),
                    ByteBufferStream.split(bytes, new int[] {bytes.length / 2}, new boolean[] {false}, true))) {
                StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> m.parse(s),
                        "for " + bytes.length + " bytes");
                assertEquals(Status.Code.INTERNAL, e.getStatus().getCode());
                assertInstanceOf(CodecException.class, e.getCause());
                assertTrue(e.getStatus().getDescription().startsWith("Lanewire message could not be decoded"),
                        e.getStatus().getDescription());
            }
        }
        StatusRuntimeException trailing = assertThrows(StatusRuntimeException.class,
                () -> m.parse(new ByteArrayInputStream(Arrays.copyOf(good, good.length + 3))));
        assertEquals(good.length, ((CodecException) trailing.getCause()).offset());
    }

    @Test
    void aStreamShorterThanItsKnownLengthIsRefused() {
        LanewireMarshaller<Note> m = LanewireMarshaller.of(CODEC);
        byte[] bytes = encoded(Note.ofSize(8, 100));
        class Liar extends ByteArrayInputStream implements KnownLength {
            Liar() {
                super(bytes);
            }

            @Override
            public synchronized int available() {
                return bytes.length + 10;
            }
        }
        StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> m.parse(new Liar()));
        assertEquals(Status.Code.INTERNAL, e.getStatus().getCode());
        assertEquals(bytes.length, ((CodecException) e.getCause()).offset());
    }

    @Test
    void messagesLongerThanTheFrameLimitAreRefused() {
        byte[] bytes = encoded(Note.ofSize(8, 1000));
        LanewireMarshaller<Note> m = LanewireMarshaller.of(CODEC, Limits.DEFAULT.withMaxFrameBytes(bytes.length - 1));
        for (InputStream s : List.of(new ByteArrayInputStream(bytes), new FilterInputStream(new ByteArrayInputStream(bytes)) { },
                ByteBufferStream.split(bytes, new int[0], new boolean[] {true}, true))) {
            StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> m.parse(s));
            assertEquals(Status.Code.INTERNAL, e.getStatus().getCode());
            assertTrue(e.getCause().getMessage().contains("exceeds the limit of " + (bytes.length - 1)),
                    e.getCause().getMessage());
        }
        LanewireMarshaller<Note> exact = LanewireMarshaller.of(CODEC, Limits.DEFAULT.withMaxFrameBytes(bytes.length));
        Note.assertSame(Note.ofSize(8, 1000), exact.parse(new FilterInputStream(new ByteArrayInputStream(bytes)) { }));
    }

    @Test
    void anIoFailureBecomesInternalCausedByIt() {
        LanewireMarshaller<Note> m = LanewireMarshaller.of(CODEC);
        IOException failure = new IOException("connection reset");
        InputStream broken = new InputStream() {
            @Override
            public int read() throws IOException {
                throw failure;
            }
        };
        StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> m.parse(broken));
        assertEquals(Status.Code.INTERNAL, e.getStatus().getCode());
        assertEquals(failure, e.getCause());
    }

    @Test
    void aValueTheCodecRefusesBecomesInternalAndTheMarshallerStillWorks() {
        CodecException refusal = new CodecException(0, "no");
        Codec<String> picky = new Codec<>() {
            @Override
            public void write(WireWriter out, String value) {
                if (value.isEmpty()) {
                    throw refusal;
                }
                out.writeString(value);
            }

            @Override
            public String read(WireReader in) {
                return in.readString();
            }
        };
        LanewireMarshaller<String> m = LanewireMarshaller.of(picky);
        StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> m.stream(""));
        assertEquals(Status.Code.INTERNAL, e.getStatus().getCode());
        assertEquals(refusal, e.getCause());
        assertEquals("東京", m.parse(m.stream("東京")));
    }

    @Test
    void methodNamesMustNameServiceAndMethod() {
        for (String name : List.of("NoSlash", "/Method", "svc.Service/", "")) {
            assertThrows(IllegalArgumentException.class, () -> LanewireGrpc.unaryMethod(name, Note.class, Note.class), name);
        }
        MethodDescriptor<Note, Note> ok = LanewireGrpc.bidiStreamingMethod("a.B/C", CODEC, CODEC);
        assertEquals("a.B", ok.getServiceName());
        assertEquals(MethodDescriptor.MethodType.BIDI_STREAMING, ok.getType());
        assertInstanceOf(LanewireMarshaller.class, ok.getRequestMarshaller());
    }

    @Test
    void handlersMustMatchTheMethodsTypeAndService() {
        MethodDescriptor<Note, Note> unary = LanewireGrpc.unaryMethod("a.B/Unary", CODEC, CODEC);
        MethodDescriptor<Note, Note> streaming = LanewireGrpc.serverStreamingMethod("a.B/Stream", CODEC, CODEC);
        MethodDescriptor<Note, Note> elsewhere = LanewireGrpc.unaryMethod("x.Y/Unary", CODEC, CODEC);
        assertThrows(IllegalArgumentException.class, () -> LanewireGrpc.service("a.B").unary(streaming, n -> n));
        assertThrows(IllegalArgumentException.class,
                () -> LanewireGrpc.service("a.B").serverStreaming(unary, (n, out) -> out.onCompleted()));
        assertThrows(IllegalArgumentException.class, () -> LanewireGrpc.service("a.B").unary(elsewhere, n -> n));
        var service = LanewireGrpc.service("a.B").unary(unary, n -> n)
                .serverStreaming(streaming, (n, out) -> out.onCompleted()).build();
        assertEquals(2, service.getMethods().size());
    }
}
