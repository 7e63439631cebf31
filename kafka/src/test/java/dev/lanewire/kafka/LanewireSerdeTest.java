package dev.lanewire.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Limits;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.kafka.common.config.ConfigException;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The serializer, deserializer and serde without a broker: bytes, nulls, in-place reads, errors, headers, config. */
class LanewireSerdeTest {

    private static final String TOPIC = "posts";

    private final LanewireSerde<Post> serde = LanewireSerde.of(Post.class);

    private static Post post(long id, String body) {
        return new Post(id, "Ана", body, List.of("ημέρα", "日本", "🚀"), Instant.parse("2026-12-01T09:00:00Z"),
                new BigDecimal("-12.50"));
    }

    @Test
    void roundTripsThroughBytes() {
        Post post = post(1, "Zürich → 東京 नमस्ते مرحبا 😀");
        byte[] bytes = serde.serializer().serialize(TOPIC, post);
        assertEquals(post, serde.deserializer().deserialize(TOPIC, bytes));
        assertEquals(post, serde.deserializer().deserialize(TOPIC, new RecordHeaders(), bytes));
    }

    @Test
    void nullIsNullBothWays() {
        assertNull(serde.serializer().serialize(TOPIC, null));
        RecordHeaders headers = new RecordHeaders();
        assertNull(serde.serializer().serialize(TOPIC, headers, null));
        assertEquals(0, headers.toArray().length, "no header for a tombstone");
        assertNull(serde.deserializer().deserialize(TOPIC, (byte[]) null));
        assertNull(serde.deserializer().deserialize(TOPIC, new RecordHeaders(), (byte[]) null));
        assertNull(serde.deserializer().deserialize(TOPIC, new RecordHeaders(), (ByteBuffer) null));
    }

    /** The value sits at a non-zero position between foreign bytes, in a heap, direct or read-only buffer. */
    @ParameterizedTest
    @ValueSource(strings = {"heap", "direct", "read-only heap", "sliced direct"})
    void readsAByteBufferInPlaceBetweenItsPositionAndLimit(String kind) {
        Post post = post(2, "в ByteBuffer, 原地读取");
        byte[] bytes = serde.serializer().serialize(TOPIC, post);
        int before = 37;
        int after = 11;
        ByteBuffer buffer = switch (kind) {
            case "heap", "read-only heap" -> ByteBuffer.allocate(before + bytes.length + after);
            default -> ByteBuffer.allocateDirect(before + bytes.length + after + 5);
        };
        byte[] junk = new byte[buffer.capacity()];
        Arrays.fill(junk, (byte) 0xFF);
        buffer.put(junk);
        buffer.put(before, bytes);
        buffer.position(before).limit(before + bytes.length);
        if (kind.equals("read-only heap")) {
            buffer = buffer.asReadOnlyBuffer();
        } else if (kind.equals("sliced direct")) {
            buffer.position(3);
            buffer = buffer.slice();
            buffer.position(before - 3).limit(before - 3 + bytes.length);
        }
        int position = buffer.position();
        int limit = buffer.limit();

        assertEquals(post, serde.deserializer().deserialize(TOPIC, new RecordHeaders(), buffer));
        assertEquals(position, buffer.position(), "position unchanged");
        assertEquals(limit, buffer.limit(), "limit unchanged");
        // Again, to show the per-thread view was let go and can wrap anew.
        assertEquals(post, serde.deserializer().deserialize(TOPIC, new RecordHeaders(), buffer));
    }

    @Test
    void theByteBufferOverloadReadsTheBytesNotACopy() {
        Post post = post(3, "in place");
        byte[] bytes = serde.serializer().serialize(TOPIC, post);
        ByteBuffer buffer = ByteBuffer.allocateDirect(bytes.length + 4);
        buffer.position(4);
        buffer.put(bytes);
        buffer.position(4);
        // A codec that records the buffer it was handed: for a direct ByteBuffer, an Agrona view
        // at the ByteBuffer's own address plus its position.
        List<Long> addresses = new ArrayList<>();
        Codec<Post> probe = new Codec<>() {
            @Override
            public void write(WireWriter out, Post value) {
                throw new UnsupportedOperationException();
            }

            @Override
            public Post read(WireReader in) {
                addresses.add(in.buffer().addressOffset());
                in.skip(in.remaining());
                return post;
            }
        };
        new LanewireDeserializer<>(probe).deserialize(TOPIC, new RecordHeaders(), buffer);
        long expected = org.agrona.BufferUtil.address(buffer) + 4;
        assertEquals(List.of(expected), addresses);
    }

    @Test
    void truncatedBytesBecomeASerializationExceptionWithTheCodecException() {
        byte[] bytes = serde.serializer().serialize(TOPIC, post(4, "truncated somewhere in the middle"));
        for (int cut = 0; cut < bytes.length; cut++) {
            byte[] truncated = Arrays.copyOf(bytes, cut);
            SerializationException e = assertThrows(SerializationException.class,
                    () -> serde.deserializer().deserialize(TOPIC, truncated), () -> HexFormat.of().formatHex(truncated));
            CodecException cause = assertInstanceOf(CodecException.class, e.getCause());
            assertTrue(cause.offset() >= 0 && cause.offset() <= cut, "offset " + cause.offset() + " within " + cut);
            assertTrue(e.getMessage().contains("topic '" + TOPIC + "'"), e.getMessage());
            assertTrue(e.getMessage().contains("byte offset " + cause.offset()), e.getMessage());
        }
    }

    @Test
    void trailingBytesAreRefusedAtTheEndOfTheValue() {
        byte[] bytes = serde.serializer().serialize(TOPIC, post(5, "one byte too many"));
        byte[] longer = Arrays.copyOf(bytes, bytes.length + 1);
        SerializationException e = assertThrows(SerializationException.class,
                () -> serde.deserializer().deserialize(TOPIC, longer));
        assertEquals(bytes.length, assertInstanceOf(CodecException.class, e.getCause()).offset());
    }

    @Test
    void corruptBytesInAByteBufferAreReportedRelativeToItsPosition() {
        byte[] bytes = new byte[] {0x05, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x01};
        ByteBuffer buffer = ByteBuffer.allocateDirect(bytes.length + 9).position(9);
        buffer.put(bytes).position(9);
        SerializationException e = assertThrows(SerializationException.class,
                () -> serde.deserializer().deserialize(TOPIC, new RecordHeaders(), buffer));
        CodecException cause = assertInstanceOf(CodecException.class, e.getCause());
        assertTrue(cause.offset() < bytes.length, "offset " + cause.offset() + " counts from the position");
    }

    @Test
    void randomGarbageNeverEscapesAsAnythingButSerializationException() {
        Random random = new Random(18);
        int refused = 0;
        for (int i = 0; i < 2_000; i++) {
            byte[] garbage = new byte[random.nextInt(64)];
            random.nextBytes(garbage);
            try {
                serde.deserializer().deserialize(TOPIC, garbage);
            } catch (SerializationException e) {
                assertInstanceOf(CodecException.class, e.getCause(), () -> HexFormat.of().formatHex(garbage));
                refused++;
            }
        }
        assertTrue(refused > 1_000, refused + " of 2000 random inputs refused");
    }

    @Test
    void aValueTheCodecCannotEncodeBecomesASerializationException() {
        // UTF-8 cannot carry an unpaired surrogate: writeStringUtf8 refuses it with a CodecException.
        Codec<String> utf8 = new Codec<>() {
            @Override
            public void write(WireWriter out, String value) {
                out.writeStringUtf8(value);
            }

            @Override
            public String read(WireReader in) {
                return in.readString();
            }
        };
        LanewireSerializer<String> serializer = new LanewireSerializer<>(utf8);
        SerializationException e = assertThrows(SerializationException.class,
                () -> serializer.serialize(TOPIC, "ok \uD800 not ok"));
        assertInstanceOf(CodecException.class, e.getCause());
        assertTrue(e.getMessage().contains("topic '" + TOPIC + "'"), e.getMessage());
        assertEquals("still works", serde(utf8).deserializer().deserialize(TOPIC,
                serializer.serialize(TOPIC, "still works")));
    }

    private static <T> LanewireSerde<T> serde(Codec<T> codec) {
        return LanewireSerde.of(codec);
    }

    @Test
    void limitsOfTheDeserializerApply() {
        Post post = post(6, "x".repeat(100));
        byte[] bytes = serde.serializer().serialize(TOPIC, post);
        LanewireDeserializer<Post> strict = new LanewireDeserializer<>(
                dev.lanewire.codec.Codecs.of(Post.class), Limits.DEFAULT.withMaxStringChars(99));
        SerializationException e = assertThrows(SerializationException.class, () -> strict.deserialize(TOPIC, bytes));
        assertInstanceOf(CodecException.class, e.getCause());
    }

    @Test
    void aLargeValueThenSmallOnesOnTheSameThread() {
        Random random = new Random(7);
        String huge = Texts.random(random, Texts.SCRIPTS.get(5), 600_000);   // CJK: 1.2 MB in UTF-16
        Post large = post(7, huge);
        Post small = post(8, "small");
        assertEquals(large, serde.deserializer().deserialize(TOPIC, serde.serializer().serialize(TOPIC, large)));
        byte[] first = serde.serializer().serialize(TOPIC, small);
        assertEquals(small, serde.deserializer().deserialize(TOPIC, first));
        assertArrayEquals(first, serde.serializer().serialize(TOPIC, small));
    }

    @Test
    void threadsSerializingAtOnceGetTheirOwnBuffers() throws Exception {
        List<Post> posts = new ArrayList<>();
        Random random = new Random(3);
        for (int i = 0; i < 400; i++) {
            posts.add(post(i, Texts.random(random, random.nextInt(300))));
        }
        List<byte[]> expected = posts.stream().map(p -> serde.serializer().serialize(TOPIC, p)).toList();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                results.add(pool.submit(() -> {
                    for (int round = 0; round < 2; round++) {
                        for (int i = 0; i < posts.size(); i++) {
                            byte[] bytes = serde.serializer().serialize(TOPIC, posts.get(i));
                            if (!Arrays.equals(expected.get(i), bytes)
                                    || !posts.get(i).equals(serde.deserializer().deserialize(TOPIC, bytes))) {
                                return false;
                            }
                        }
                    }
                    return true;
                }));
            }
            for (Future<Boolean> result : results) {
                assertTrue(result.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theFormatHeaderIsWrittenWhenConfiguredAndCheckedOnRead() {
        LanewireSerde<Post> withHeader = LanewireSerde.of(Post.class);
        withHeader.configure(Map.of(LanewireConfig.WRITE_FORMAT_HEADER, "true"), false);
        Post post = post(9, "with header");
        RecordHeaders headers = new RecordHeaders();
        headers.add(LanewireConfig.FORMAT_HEADER, new byte[] {9});
        byte[] bytes = withHeader.serializer().serialize(TOPIC, headers, post);
        assertEquals(1, headers.toArray().length, "the stale header was replaced");
        assertArrayEquals(new byte[] {1}, headers.lastHeader(LanewireConfig.FORMAT_HEADER).value());
        assertEquals(post, withHeader.deserializer().deserialize(TOPIC, headers, bytes));
        assertEquals(post, withHeader.deserializer().deserialize(TOPIC, headers, ByteBuffer.wrap(bytes)));

        SerializationException missing = assertThrows(SerializationException.class,
                () -> withHeader.deserializer().deserialize(TOPIC, new RecordHeaders(), bytes));
        assertTrue(missing.getMessage().contains(LanewireConfig.FORMAT_HEADER), missing.getMessage());

        RecordHeaders future = new RecordHeaders();
        future.add(LanewireConfig.FORMAT_HEADER, new byte[] {2});
        // A deserializer that does not require the header still checks one that is there.
        for (LanewireDeserializer<Post> d : List.of(withHeader.deserializer(), serde.deserializer())) {
            SerializationException wrong = assertThrows(SerializationException.class,
                    () -> d.deserialize(TOPIC, future, bytes));
            assertTrue(wrong.getMessage().contains("version 2"), wrong.getMessage());
            assertThrows(SerializationException.class, () -> d.deserialize(TOPIC, future, ByteBuffer.wrap(bytes)));
        }
        RecordHeaders none = new RecordHeaders();
        assertNotNull(serde.serializer().serialize(TOPIC, none, post));
        assertEquals(0, none.toArray().length, "no header unless configured");
    }

    @Test
    void configuredFromKafkaPropertiesByTypeName() {
        LanewireSerializer<Post> serializer = new LanewireSerializer<>();
        serializer.configure(Map.of(LanewireConfig.VALUE_TYPE, Post.class.getName()), false);
        LanewireDeserializer<Post> deserializer = new LanewireDeserializer<>();
        deserializer.configure(Map.of(LanewireConfig.VALUE_TYPE, Post.class), false);
        Post post = post(10, "configured");
        assertEquals(post, deserializer.deserialize(TOPIC, serializer.serialize(TOPIC, post)));

        LanewireSerde<String> keys = new LanewireSerde<>();
        keys.configure(Map.of(LanewireConfig.KEY_TYPE, "java.lang.String", LanewireConfig.VALUE_TYPE, "no.such.Type"), true);
        assertEquals("ключ", keys.deserializer().deserialize(TOPIC, keys.serializer().serialize(TOPIC, "ключ")));
        assertSame(keys.serializer(), keys.serializer());
    }

    @Test
    void badConfigurationIsAConfigException() {
        assertThrows(ConfigException.class, () -> new LanewireSerializer<>().configure(Map.of(), false));
        assertThrows(ConfigException.class, () -> new LanewireDeserializer<>()
                .configure(Map.of(LanewireConfig.VALUE_TYPE, "no.such.Type"), false));
        assertThrows(ConfigException.class, () -> new LanewireSerde<>()
                .configure(Map.of(LanewireConfig.KEY_TYPE, Post.class, LanewireConfig.WRITE_FORMAT_HEADER, "yes"), true));
        assertThrows(IllegalStateException.class, () -> new LanewireSerializer<Post>().serialize(TOPIC, post(11, "")));
        assertThrows(IllegalStateException.class, () -> new LanewireDeserializer<Post>().deserialize(TOPIC, new byte[1]));
    }
}
