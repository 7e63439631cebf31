package dev.lanewire.kafka;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.Limits;
import java.util.Map;
import org.apache.kafka.common.serialization.Serde;

/**
 * A Kafka {@link Serde} of a {@link LanewireSerializer} and a {@link LanewireDeserializer} over
 * one {@link Codec}, for Kafka Streams and for clients that take a serde.
 *
 * <p>Created with a codec or a type it is ready to use; created with the no-argument constructor
 * (as Kafka Streams does from {@code default.key.serde}/{@code default.value.serde}), it derives
 * its codec in {@link #configure} from {@link LanewireConfig#KEY_TYPE} or
 * {@link LanewireConfig#VALUE_TYPE}. Once configured, it may be shared by any number of threads.
 *
 * @param <T> the type of the values
 */
public class LanewireSerde<T> implements Serde<T> {

    private final LanewireSerializer<T> serializer;
    private final LanewireDeserializer<T> deserializer;

    /** A serde whose codec {@link #configure} derives from the configured type. */
    public LanewireSerde() {
        this.serializer = new LanewireSerializer<>();
        this.deserializer = new LanewireDeserializer<>();
    }

    /** A serde writing and reading with {@code codec}, reading under {@link Limits#DEFAULT}. */
    public LanewireSerde(Codec<T> codec) {
        this(codec, Limits.DEFAULT);
    }

    /** A serde writing and reading with {@code codec}, reading under {@code limits}. */
    public LanewireSerde(Codec<T> codec, Limits limits) {
        this.serializer = new LanewireSerializer<>(codec);
        this.deserializer = new LanewireDeserializer<>(codec, limits);
    }

    /**
     * A serde of the derived codec of {@code type} ({@link Codecs#of(Class)}).
     *
     * @throws IllegalArgumentException if no codec can be derived for the type
     */
    public static <T> LanewireSerde<T> of(Class<T> type) {
        return new LanewireSerde<>(Codecs.of(type));
    }

    /** A serde of {@code codec}. */
    public static <T> LanewireSerde<T> of(Codec<T> codec) {
        return new LanewireSerde<>(codec);
    }

    /** Configures the serializer and the deserializer alike (see {@link LanewireConfig}). */
    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        serializer.configure(configs, isKey);
        deserializer.configure(configs, isKey);
    }

    /** The serializer, the same instance on every call. */
    @Override
    public LanewireSerializer<T> serializer() {
        return serializer;
    }

    /** The deserializer, the same instance on every call. */
    @Override
    public LanewireDeserializer<T> deserializer() {
        return deserializer;
    }
}
