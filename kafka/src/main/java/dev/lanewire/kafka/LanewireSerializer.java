package dev.lanewire.kafka;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.WireWriter;
import java.util.Map;
import java.util.Objects;
import org.agrona.ExpandableArrayBuffer;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.serialization.Serializer;

/**
 * A Kafka {@link Serializer} that writes each key or value with a Lanewire {@link Codec}.
 *
 * <p>Each thread that calls {@link #serialize} gets its own growable buffer and
 * {@link WireWriter}, kept by this serializer and reused for every record, so a record costs one
 * allocation: the array Kafka requires, of exactly the encoded length. A buffer that one record
 * grew past {@value #RETAINED_BYTES} bytes is dropped after that record, so one large record
 * does not pin that much memory per thread.
 *
 * <p>A null value serializes to null (a tombstone). A value the codec cannot encode throws
 * {@link SerializationException} with the {@link CodecException} as its cause. With
 * {@link LanewireConfig#WRITE_FORMAT_HEADER} set, records with a non-null value get the
 * {@link LanewireConfig#FORMAT_HEADER} header.
 *
 * <p>Created with a codec or a type it is ready to use; created with the no-argument constructor
 * (as Kafka does from {@code key.serializer}/{@code value.serializer}), it derives its codec in
 * {@link #configure} from {@link LanewireConfig#KEY_TYPE} or {@link LanewireConfig#VALUE_TYPE}.
 * Once configured, it may be shared by any number of threads.
 *
 * @param <T> the type of the values
 */
public class LanewireSerializer<T> implements Serializer<T> {

    /** A per-thread buffer grown beyond this many bytes is not kept for the next record. */
    public static final int RETAINED_BYTES = 1 << 20;

    private static final int INITIAL_BYTES = 512;

    private final ThreadLocal<Scratch> scratch = ThreadLocal.withInitial(Scratch::new);
    private Codec<T> codec;
    private boolean formatHeader;

    /** A serializer whose codec {@link #configure} derives from the configured type. */
    public LanewireSerializer() {
    }

    /** A serializer writing with {@code codec}. */
    public LanewireSerializer(Codec<T> codec) {
        this.codec = Objects.requireNonNull(codec, "codec");
    }

    /**
     * A serializer writing with the derived codec of {@code type} ({@link Codecs#of(Class)}).
     *
     * @throws IllegalArgumentException if no codec can be derived for the type
     */
    public LanewireSerializer(Class<T> type) {
        this(Codecs.of(type));
    }

    /**
     * Reads {@link LanewireConfig#WRITE_FORMAT_HEADER} and, if this serializer has no codec yet,
     * derives one for the class named by {@link LanewireConfig#KEY_TYPE} (when {@code isKey}) or
     * {@link LanewireConfig#VALUE_TYPE}.
     *
     * @throws org.apache.kafka.common.config.ConfigException if the type is missing, unknown or
     *         cannot be derived, or the header setting is not a boolean
     */
    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        formatHeader = LanewireConfig.formatHeaderFromConfig(configs);
        if (codec == null) {
            codec = LanewireConfig.codecFromConfig(configs, isKey);
        }
    }

    /**
     * The encoded bytes of {@code data}, or null for null.
     *
     * @throws SerializationException if the codec cannot encode the value, with the
     *         {@link CodecException} as cause
     * @throws IllegalStateException if this serializer has no codec (it was not configured)
     */
    @Override
    public byte[] serialize(String topic, T data) {
        if (data == null) {
            return null;
        }
        Codec<T> c = codec;
        if (c == null) {
            throw new IllegalStateException("LanewireSerializer has no codec: give one, or configure "
                    + LanewireConfig.KEY_TYPE + " / " + LanewireConfig.VALUE_TYPE);
        }
        Scratch s = scratch.get();
        WireWriter writer = s.writer.wrap(s.buffer, 0);
        try {
            c.write(writer, data);
        } catch (CodecException e) {
            throw new SerializationException("Lanewire cannot encode a " + data.getClass().getName()
                    + " for topic '" + topic + "': " + e.getMessage(), e);
        }
        int length = writer.position();
        byte[] bytes = new byte[length];
        s.buffer.getBytes(0, bytes, 0, length);
        if (s.buffer.capacity() > RETAINED_BYTES) {
            scratch.remove();
        }
        return bytes;
    }

    /**
     * Like {@link #serialize(String, Object)}, adding the {@link LanewireConfig#FORMAT_HEADER}
     * header (replacing one already there) when so configured and {@code data} is not null.
     */
    @Override
    public byte[] serialize(String topic, Headers headers, T data) {
        byte[] bytes = serialize(topic, data);
        if (formatHeader && bytes != null) {
            headers.remove(LanewireConfig.FORMAT_HEADER);
            headers.add(LanewireConfig.FORMAT_HEADER, new byte[] {(byte) LanewireConfig.FORMAT_VERSION});
        }
        return bytes;
    }

    /** One thread's buffer and writer. */
    private static final class Scratch {
        final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(INITIAL_BYTES);
        final WireWriter writer = new WireWriter();
    }
}
