package dev.lanewire.bench.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.kafka.LanewireSerde;
import java.nio.ByteBuffer;
import java.util.List;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.Serde;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The Kafka serde case's serdes round-trip its records, and its check catches a wrong answer. */
class KafkaSerdeBenchTest {

    @ParameterizedTest
    @ValueSource(strings = {"lanewire", "fory", "kryo"})
    void everySerdeRoundTripsTheRecordsFromArraysAndByteBuffers(String name) {
        Serde<Event> serde = switch (name) {
            case "lanewire" -> LanewireSerde.of(Event.class);
            case "fory" -> new ForySerde();
            default -> new KryoSerde();
        };
        Event[] records = Events.records();
        assertEquals(Events.COUNT, records.length);
        assertTrue(List.of(records).stream().anyMatch(e -> e.user() == null), "some records have no user");
        for (Event record : records) {
            byte[] bytes = serde.serializer().serialize("t", record);
            assertEquals(record, serde.deserializer().deserialize("t", bytes));
            ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length + 3).position(3);
            direct.put(bytes).position(3);
            assertEquals(record, serde.deserializer().deserialize("t", new RecordHeaders(), direct));
        }
        assertEquals(null, serde.serializer().serialize("t", null));
    }

    @ParameterizedTest
    @ValueSource(strings = {"lanewire", "fory", "kryo"})
    void theIterationCheckFailsOnAWrongAnswer(String name) {
        KafkaSerdeBench bench = new KafkaSerdeBench();
        bench.serde = name;
        bench.setUp();
        Event[] decoded = bench.encodeDecode();
        Event first = decoded[0];
        decoded[0] = new Event(first.id(), first.user(), first.text() + "!", first.tags(), first.at(),
                first.amount(), first.flags());
        assertThrows(IllegalStateException.class, bench::check);
        bench.encodeDecode();
        bench.check();
        assertThrows(IllegalStateException.class, bench::check, "a pass that decoded nothing fails too");
    }
}
