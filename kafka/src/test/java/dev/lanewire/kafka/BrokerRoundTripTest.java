package dev.lanewire.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Headers;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A few thousand records through a real broker and back: keys and values in many scripts, null
 * keys and null values, values of about 1 MiB, zstd batches and the format header, all compared
 * with what was sent.
 */
@ExtendWith(SharedBroker.Resolver.class)
class BrokerRoundTripTest {

    private static final int RECORDS = 3_000;
    private static final int LARGE_EVERY = 500;
    private static final int LARGE_CODE_POINTS = 520_000;

    private static SharedBroker broker;

    @BeforeAll
    static void start(SharedBroker shared) {
        broker = shared;
    }

    /** Counts the records the consumer hands over as ByteBuffers, the in-place path. */
    static final class CountingDeserializer extends LanewireDeserializer<Post> {
        final AtomicInteger byteBuffers = new AtomicInteger();

        CountingDeserializer() {
            super(Post.class);
        }

        @Override
        public Post deserialize(String topic, Headers headers, ByteBuffer data) {
            if (data != null) {
                byteBuffers.incrementAndGet();
            }
            return super.deserialize(topic, headers, data);
        }
    }

    @Test
    void recordsOfManyScriptsNullsAndLargeValuesRoundTripThroughTheBroker() throws Exception {
        String topic = "posts-zstd";
        assertTrue(broker.bootstrapServers().startsWith("localhost:"), broker.bootstrapServers());
        try (Admin admin = Admin.create(Map.of("bootstrap.servers", broker.bootstrapServers()))) {
            admin.createTopics(List.of(new NewTopic(topic, 1, (short) 1)
                    .configs(Map.of("max.message.bytes", Integer.toString(SharedBroker.MAX_MESSAGE_BYTES)))))
                    .all().get(30, TimeUnit.SECONDS);
        }

        Random random = new Random(20261201);
        List<String> keys = new ArrayList<>();
        List<Post> values = new ArrayList<>();
        for (int i = 0; i < RECORDS; i++) {
            keys.add(i % 89 == 0 ? null : Texts.random(random, 1 + random.nextInt(12)));
            values.add(i % 97 == 0 ? null : post(random, i));
        }
        int large = 0;
        int nullValues = 0;
        for (int i = 0; i < RECORDS; i++) {
            Post p = values.get(i);
            if (p == null) {
                nullValues++;
            } else if (p.body().length() >= LARGE_CODE_POINTS) {
                large++;
            }
        }
        assertTrue(large >= 5 && nullValues >= 30, large + " large values, " + nullValues + " null values");

        Map<String, Object> producerProps = new HashMap<>();
        producerProps.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers());
        producerProps.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, "zstd");
        producerProps.put(ProducerConfig.MAX_REQUEST_SIZE_CONFIG, SharedBroker.MAX_MESSAGE_BYTES);
        producerProps.put(ProducerConfig.LINGER_MS_CONFIG, 5);
        producerProps.put(ProducerConfig.BATCH_SIZE_CONFIG, 256 * 1024);
        producerProps.put(LanewireConfig.WRITE_FORMAT_HEADER, true);
        LanewireSerde<String> keySerde = LanewireSerde.of(String.class);
        LanewireSerde<Post> valueSerde = LanewireSerde.of(Post.class);
        keySerde.configure(producerProps, true);
        valueSerde.configure(producerProps, false);
        try (KafkaProducer<String, Post> producer =
                     new KafkaProducer<>(producerProps, keySerde.serializer(), valueSerde.serializer())) {
            for (int i = 0; i < RECORDS; i++) {
                producer.send(new ProducerRecord<>(topic, keys.get(i), values.get(i)));
            }
            producer.flush();
        }

        Map<String, Object> consumerProps = new HashMap<>();
        consumerProps.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers());
        consumerProps.put(ConsumerConfig.MAX_PARTITION_FETCH_BYTES_CONFIG, SharedBroker.MAX_MESSAGE_BYTES);
        consumerProps.put(LanewireConfig.WRITE_FORMAT_HEADER, true);
        LanewireDeserializer<String> keyDeserializer = new LanewireDeserializer<>(String.class);
        keyDeserializer.configure(consumerProps, true);
        CountingDeserializer valueDeserializer = new CountingDeserializer();
        valueDeserializer.configure(consumerProps, false);
        List<ConsumerRecord<String, Post>> received = new ArrayList<>();
        TopicPartition partition = new TopicPartition(topic, 0);
        try (KafkaConsumer<String, Post> consumer =
                     new KafkaConsumer<>(consumerProps, keyDeserializer, valueDeserializer)) {
            consumer.assign(List.of(partition));
            consumer.seekToBeginning(List.of(partition));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (received.size() < RECORDS && System.nanoTime() < deadline) {
                consumer.poll(Duration.ofMillis(500)).forEach(received::add);
            }
        }

        assertEquals(RECORDS, received.size(), "records consumed");
        for (int i = 0; i < RECORDS; i++) {
            ConsumerRecord<String, Post> r = received.get(i);
            assertEquals(i, r.offset());
            assertEquals(keys.get(i), r.key(), "key of record " + i);
            assertTrue(r.headers().toArray().length <= 1, "key and value serializers share one header " + i);
            assertEquals(values.get(i), r.value(), "value of record " + i);
            if (keys.get(i) == null && values.get(i) == null) {
                assertNull(r.headers().lastHeader(LanewireConfig.FORMAT_HEADER), "no header without key and value " + i);
            } else {
                assertArrayEquals(new byte[] {(byte) LanewireConfig.FORMAT_VERSION},
                        r.headers().lastHeader(LanewireConfig.FORMAT_HEADER).value(), "header of record " + i);
            }
        }
        assertEquals(RECORDS - nullValues, valueDeserializer.byteBuffers.get(),
                "the consumer handed every non-null value over as a ByteBuffer, read in place");
    }

    /** A post; every {@value #LARGE_EVERY}th has a body of about 1 MiB in one script. */
    private static Post post(Random random, int i) {
        String body = i % LARGE_EVERY == 1
                ? Texts.random(random, Texts.SCRIPTS.get(i / LARGE_EVERY % Texts.SCRIPTS.size()), LARGE_CODE_POINTS)
                : Texts.random(random, random.nextInt(200));
        List<String> tags = new ArrayList<>();
        for (int t = random.nextInt(4); t > 0; t--) {
            tags.add(Texts.random(random, 1 + random.nextInt(10)));
        }
        return new Post(i, i % 7 == 0 ? null : Texts.random(random, 1 + random.nextInt(20)), body, tags,
                Instant.ofEpochSecond(1_790_000_000L + i, random.nextInt(1_000_000_000)),
                BigDecimal.valueOf(random.nextLong(), random.nextInt(10)));
    }
}
