package dev.lanewire.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.CodecException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.KeyValue;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.TestInputTopic;
import org.apache.kafka.streams.TestOutputTopic;
import org.apache.kafka.streams.Topology;
import org.apache.kafka.streams.TopologyTestDriver;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.Produced;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Kafka Streams topologies with Lanewire serdes, given explicitly and configured as the defaults. */
class StreamsTopologyTest {

    /** What the topology makes of a post. */
    record Summary(long id, String author, int codePoints, List<String> tags) {
    }

    @TempDir
    Path stateDir;

    private Properties props(String application) {
        Properties props = new Properties();
        props.put(StreamsConfig.APPLICATION_ID_CONFIG, application);
        props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9");   // never contacted by the test driver
        props.put(StreamsConfig.STATE_DIR_CONFIG, stateDir.toString());
        return props;
    }

    private static List<Post> posts() {
        Random random = new Random(42);
        List<Post> posts = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            posts.add(i % 10 == 3 ? null : new Post(i, i % 4 == 0 ? null : Texts.random(random, 8),
                    Texts.random(random, random.nextInt(400)), List.of(Texts.random(random, 3), Texts.random(random, 5)),
                    Instant.ofEpochMilli(1_790_000_000_000L + i), BigDecimal.valueOf(i, 2)));
        }
        return posts;
    }

    @Test
    void aTopologyWithExplicitSerdesMapsEveryPost() {
        StreamsBuilder builder = new StreamsBuilder();
        builder.stream("posts", Consumed.with(Serdes.String(), LanewireSerde.of(Post.class)))
                .filter((key, post) -> post != null)
                .mapValues(post -> new Summary(post.id(), post.author(),
                        post.body().codePointCount(0, post.body().length()), post.tags()))
                .to("summaries", Produced.with(Serdes.String(), LanewireSerde.of(Summary.class)));
        Topology topology = builder.build();

        List<Post> posts = posts();
        try (TopologyTestDriver driver = new TopologyTestDriver(topology, props("lanewire-explicit"))) {
            TestInputTopic<String, Post> in = driver.createInputTopic("posts",
                    Serdes.String().serializer(), LanewireSerde.of(Post.class).serializer());
            TestOutputTopic<String, Summary> out = driver.createOutputTopic("summaries",
                    Serdes.String().deserializer(), LanewireSerde.of(Summary.class).deserializer());
            for (Post post : posts) {
                in.pipeInput(post == null ? "gone" : "k" + post.id(), post);
            }
            List<KeyValue<String, Summary>> expected = new ArrayList<>();
            for (Post post : posts) {
                if (post != null) {
                    expected.add(KeyValue.pair("k" + post.id(), new Summary(post.id(), post.author(),
                            (int) post.body().codePoints().count(), post.tags())));
                }
            }
            assertEquals(expected, out.readKeyValuesToList());
        }
    }

    @Test
    void lanewireSerdesConfiguredAsTheDefaultsByTypeName() {
        StreamsBuilder builder = new StreamsBuilder();
        builder.<Post, Post>stream("posts")
                .mapValues(post -> post == null ? null
                        : new Post(post.id(), post.body(), post.author(), post.tags().reversed(), post.at(), post.score()))
                .to("swapped");
        Properties props = props("lanewire-defaults");
        props.put(StreamsConfig.DEFAULT_KEY_SERDE_CLASS_CONFIG, LanewireSerde.class);
        props.put(StreamsConfig.DEFAULT_VALUE_SERDE_CLASS_CONFIG, LanewireSerde.class.getName());
        props.put(LanewireConfig.KEY_TYPE, Post.class.getName());
        props.put(LanewireConfig.VALUE_TYPE, Post.class.getName());
        props.put(LanewireConfig.WRITE_FORMAT_HEADER, "true");

        List<Post> posts = posts();
        try (TopologyTestDriver driver = new TopologyTestDriver(builder.build(), props)) {
            LanewireSerde<Post> serde = LanewireSerde.of(Post.class);
            serde.configure(Map.of(LanewireConfig.WRITE_FORMAT_HEADER, true), false);
            TestInputTopic<Post, Post> in = driver.createInputTopic("posts", serde.serializer(), serde.serializer());
            TestOutputTopic<Post, Post> out = driver.createOutputTopic("swapped", serde.deserializer(), serde.deserializer());
            Post key = posts.get(0);
            for (Post post : posts) {
                in.pipeInput(key, post);
            }
            List<KeyValue<Post, Post>> expected = new ArrayList<>();
            for (Post p : posts) {
                expected.add(KeyValue.pair(key, p == null ? null
                        : new Post(p.id(), p.body(), p.author(), p.tags().reversed(), p.at(), p.score())));
            }
            assertEquals(expected, out.readKeyValuesToList());

            // The defaults require the header: a record written without one fails the topology.
            TestInputTopic<Post, Post> bare = driver.createInputTopic("posts",
                    LanewireSerde.of(Post.class).serializer(), LanewireSerde.of(Post.class).serializer());
            RuntimeException e = assertThrows(RuntimeException.class, () -> bare.pipeInput(key, key));
            assertTrue(serializationCause(e).getMessage().contains(LanewireConfig.FORMAT_HEADER), e::toString);
        }
    }

    private static Throwable serializationCause(Throwable e) {
        Throwable t = e;
        while (t != null && !(t instanceof SerializationException)) {
            t = t.getCause();
        }
        assertTrue(t != null, "a SerializationException in the chain of " + e);
        return t;
    }

    @Test
    void corruptInputFailsTheTopologyWithTheCodecException() {
        StreamsBuilder builder = new StreamsBuilder();
        builder.stream("posts", Consumed.with(Serdes.String(), LanewireSerde.of(Post.class)))
                .to("copies", Produced.with(Serdes.String(), LanewireSerde.of(Post.class)));
        try (TopologyTestDriver driver = new TopologyTestDriver(builder.build(), props("lanewire-corrupt"))) {
            TestInputTopic<String, byte[]> in = driver.createInputTopic("posts",
                    Serdes.String().serializer(), new ByteArraySerializer());
            RuntimeException e = assertThrows(RuntimeException.class,
                    () -> in.pipeInput("bad", new byte[] {1, 2, 3}));
            Throwable t = serializationCause(e);
            assertInstanceOf(CodecException.class, t.getCause());
            assertTrue(t.getMessage().contains("topic 'posts'"), t.getMessage());
        }
    }
}
