package dev.lanewire.bench.kafka;

import java.nio.ByteBuffer;
import org.apache.fory.Fory;
import org.apache.fory.ThreadSafeFory;
import org.apache.fory.config.Language;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;

/**
 * A Kafka serde over Apache Fory, set up the way Fory recommends for Java-only peers: a
 * thread-local Fory (a serde is shared by threads), the class registered, reference tracking off,
 * serializers generated before the first call. It serializes to Fory's own byte array and
 * deserializes the consumer's ByteBuffer through Fory's ByteBuffer entry point.
 */
final class ForySerde implements Serde<Event> {

    private final ThreadSafeFory fory = Fory.builder()
            .withLanguage(Language.JAVA)
            .withRefTracking(false)
            .requireClassRegistration(true)
            .withCodegen(true)
            .withAsyncCompilation(false)
            .buildThreadLocalFory();

    ForySerde() {
        fory.register(Event.class);
    }

    @Override
    public Serializer<Event> serializer() {
        return (topic, data) -> data == null ? null : fory.serialize(data);
    }

    @Override
    public Deserializer<Event> deserializer() {
        return new Deserializer<>() {
            @Override
            public Event deserialize(String topic, byte[] data) {
                return data == null ? null : (Event) fory.deserialize(data);
            }

            @Override
            public Event deserialize(String topic, Headers headers, ByteBuffer data) {
                return data == null ? null : (Event) fory.deserialize(data);
            }
        };
    }
}
