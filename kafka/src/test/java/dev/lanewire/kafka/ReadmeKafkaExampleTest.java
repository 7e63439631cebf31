package dev.lanewire.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The README's Kafka section: its Java example, kept verbatim between the markers, runs against
 * the in-process broker; its properties example configures a producer and a consumer that do the
 * same; {@link #readmeShowsThisExampleVerbatim} checks README.md shows exactly this code and this
 * module's coordinates.
 */
@ExtendWith(SharedBroker.Resolver.class)
class ReadmeKafkaExampleTest {

    private static final Path SELF = Path.of("src/test/java/dev/lanewire/kafka/ReadmeKafkaExampleTest.java");
    private static final Path README = Path.of("../README.md");
    private static final Path POM = Path.of("pom.xml");

    /** The README's message type (the same as in its codec example). */
    record Trade(long id, String symbol, BigDecimal price, Instant at, List<String> tags) {
    }

    private static String bootstrapServers;

    @BeforeAll
    static void start(SharedBroker broker) {
        bootstrapServers = broker.bootstrapServers();
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void readmeKafkaExampleProducesAndConsumes() {
        Trade trade = new Trade(7, "ACME", new BigDecimal("101.25"), Instant.parse("2026-11-30T09:00:00Z"),
                List.of("dark-pool", "ημέρα"));
        // README Kafka example begin
        Serde<Trade> serde = LanewireSerde.of(Trade.class);   // or LanewireSerde.of(codec)

        Map<String, Object> producerConfig = Map.of("bootstrap.servers", bootstrapServers);
        try (Producer<String, Trade> producer =
                     new KafkaProducer<>(producerConfig, new StringSerializer(), serde.serializer())) {
            producer.send(new ProducerRecord<>("trades", "ACME", trade));
        }

        Map<String, Object> consumerConfig = Map.of("bootstrap.servers", bootstrapServers,
                "group.id", "trade-readers", "auto.offset.reset", "earliest");
        Trade received = null;
        try (Consumer<String, Trade> consumer =
                     new KafkaConsumer<>(consumerConfig, new StringDeserializer(), serde.deserializer())) {
            consumer.subscribe(List.of("trades"));
            while (received == null) {
                for (ConsumerRecord<String, Trade> record : consumer.poll(Duration.ofSeconds(1))) {
                    received = record.value();
                }
            }
        }
        // README Kafka example end

        assertEquals(trade, received);
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void readmeKafkaPropertiesConfigureAProducerAndAConsumer() throws IOException {
        Properties readme = new Properties();
        readme.load(new StringReader(between(kafkaSection(), "```properties\n", "```")));
        assertEquals("com.example.Trade", readme.getProperty(LanewireConfig.VALUE_TYPE));
        readme.setProperty(LanewireConfig.VALUE_TYPE, Trade.class.getName());
        readme.setProperty("bootstrap.servers", bootstrapServers);
        readme.setProperty("key.serializer", StringSerializer.class.getName());
        readme.setProperty("key.deserializer", StringDeserializer.class.getName());

        Trade trade = new Trade(8, "Сбер", new BigDecimal("-0.5"), Instant.parse("2026-12-01T10:00:00Z"),
                List.of("東京", "😀"));
        try (Producer<String, Trade> producer = new KafkaProducer<>(readme)) {
            producer.send(new ProducerRecord<>("trades-by-properties", "k", trade));
        }
        Trade received = null;
        try (Consumer<String, Trade> consumer = new KafkaConsumer<>(readme)) {
            TopicPartition partition = new TopicPartition("trades-by-properties", 0);
            consumer.assign(List.of(partition));
            consumer.seekToBeginning(List.of(partition));
            while (received == null) {
                for (ConsumerRecord<String, Trade> record : consumer.poll(Duration.ofSeconds(1))) {
                    assertEquals(1, record.headers().toArray().length, "the format header");
                    received = record.value();
                }
            }
        }
        assertEquals(trade, received);
    }

    @Test
    void readmeShowsThisExampleVerbatim() throws IOException {
        String self = Files.readString(SELF, StandardCharsets.UTF_8);
        String section = kafkaSection();
        String block = between(self, "// README Kafka example begin\n", "        // README Kafka example end");
        String unindented = block.lines().map(l -> l.length() >= 8 ? l.substring(8) : l.strip())
                .reduce("", (a, b) -> a + b + "\n");
        assertTrue(section.contains("```java\n" + unindented + "```"),
                "the Kafka example is not in README.md verbatim:\n" + unindented);

        String pom = Files.readString(POM, StandardCharsets.UTF_8);
        String artifact = between(pom, "</parent>\n", "<name>").strip();
        assertEquals("<artifactId>lanewire-kafka</artifactId>", artifact);
        String version = between(between(pom, "<parent>", "</parent>"), "<version>", "</version>");
        assertTrue(section.contains("<groupId>dev.lanewire</groupId>\n  " + artifact + "\n  <version>"
                + version + "</version>"), "the README names this module's coordinates, " + artifact + " " + version);
    }

    private static String kafkaSection() throws IOException {
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        return between(readme, "\n## Kafka\n", "\n## ");
    }

    private static String between(String text, String begin, String end) {
        int from = text.indexOf(begin);
        int to = text.indexOf(end, from + begin.length());
        assertTrue(from >= 0 && to > from, "markers " + begin.strip() + " not found");
        return text.substring(from + begin.length(), to);
    }
}
