package dev.lanewire.kafka;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.Limits;
import dev.lanewire.codec.WireReader;
import java.nio.ByteBuffer;
import java.util.Map;
import java.util.Objects;
import org.agrona.concurrent.UnsafeBuffer;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.serialization.Deserializer;

/**
 * A Kafka {@link Deserializer} that reads each key or value with a Lanewire {@link Codec}, in
 * place: from the record's array, or from its {@link ByteBuffer} (heap or direct, between its
 * position and limit, which are left as they were) through an Agrona view, without copying the
 * bytes first.
 *
 * <p>Each thread that calls {@code deserialize} gets its own {@link WireReader} and view, kept
 * by this deserializer and reused for every record, so a record allocates only the value read.
 * The view lets go of the record's memory when the call returns.
 *
 * <p>The bytes are untrusted: malformed bytes, a value that does not fill them exactly, or a
 * value the {@link Limits} refuse throw {@link SerializationException} naming the topic and byte
 * offset, with the {@link CodecException} as its cause. A null value deserializes to null. A
 * {@link LanewireConfig#FORMAT_HEADER} header, where present, must name
 * {@link LanewireConfig#FORMAT_VERSION}; with {@link LanewireConfig#WRITE_FORMAT_HEADER} set it must
 * be present on every non-null value.
 *
 * <p>Created with a codec or a type it is ready to use; created with the no-argument constructor
 * (as Kafka does from {@code key.deserializer}/{@code value.deserializer}), it derives its codec
 * in {@link #configure} from {@link LanewireConfig#KEY_TYPE} or {@link LanewireConfig#VALUE_TYPE}.
 * Once configured, it may be shared by any number of threads.
 *
 * @param <T> the type of the values
 */
public class LanewireDeserializer<T> implements Deserializer<T> {

    private static final byte[] EMPTY = new byte[0];

    private final Limits limits;
    private final ThreadLocal<Scratch> scratch;
    private Codec<T> codec;
    private boolean requireFormatHeader;

    /** A deserializer with {@link Limits#DEFAULT} whose codec {@link #configure} derives. */
    public LanewireDeserializer() {
        this.limits = Limits.DEFAULT;
        this.scratch = ThreadLocal.withInitial(() -> new Scratch(limits));
    }

    /** A deserializer reading with {@code codec} under {@link Limits#DEFAULT}. */
    public LanewireDeserializer(Codec<T> codec) {
        this(codec, Limits.DEFAULT);
    }

    /** A deserializer reading with {@code codec} under {@code limits}. */
    public LanewireDeserializer(Codec<T> codec, Limits limits) {
        this.codec = Objects.requireNonNull(codec, "codec");
        this.limits = Objects.requireNonNull(limits, "limits");
        this.scratch = ThreadLocal.withInitial(() -> new Scratch(limits));
    }

    /**
     * A deserializer reading with the derived codec of {@code type} ({@link Codecs#of(Class)})
     * under {@link Limits#DEFAULT}.
     *
     * @throws IllegalArgumentException if no codec can be derived for the type
     */
    public LanewireDeserializer(Class<T> type) {
        this(Codecs.of(type));
    }

    /**
     * Reads {@link LanewireConfig#WRITE_FORMAT_HEADER} and, if this deserializer has no codec yet,
     * derives one for the class named by {@link LanewireConfig#KEY_TYPE} (when {@code isKey}) or
     * {@link LanewireConfig#VALUE_TYPE}.
     *
     * @throws org.apache.kafka.common.config.ConfigException if the type is missing, unknown or
     *         cannot be derived, or the header setting is not a boolean
     */
    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        requireFormatHeader = LanewireConfig.formatHeaderFromConfig(configs);
        if (codec == null) {
            codec = LanewireConfig.codecFromConfig(configs, isKey);
        }
    }

    /**
     * The value in {@code data}, read in place, or null for null.
     *
     * @throws SerializationException for malformed bytes, with the {@link CodecException} as cause
     */
    @Override
    public T deserialize(String topic, byte[] data) {
        if (data == null) {
            return null;
        }
        Scratch s = scratch.get();
        s.view.wrap(data);
        return decode(topic, s);
    }

    /**
     * Checks the {@link LanewireConfig#FORMAT_HEADER} header, then reads like
     * {@link #deserialize(String, byte[])}.
     *
     * @throws SerializationException for malformed bytes or a wrong or missing format header
     */
    @Override
    public T deserialize(String topic, Headers headers, byte[] data) {
        if (data == null) {
            return null;
        }
        checkFormat(topic, headers);
        return deserialize(topic, data);
    }

    /**
     * Checks the {@link LanewireConfig#FORMAT_HEADER} header, then reads the value in
     * {@code data} between its position and limit in place, heap or direct, or returns null for
     * null. The buffer's position and limit are not changed.
     *
     * @throws SerializationException for malformed bytes or a wrong or missing format header
     */
    @Override
    public T deserialize(String topic, Headers headers, ByteBuffer data) {
        if (data == null) {
            return null;
        }
        checkFormat(topic, headers);
        Scratch s = scratch.get();
        s.view.wrap(data, data.position(), data.remaining());
        return decode(topic, s);
    }

    private T decode(String topic, Scratch s) {
        Codec<T> c = codec;
        if (c == null) {
            s.view.wrap(EMPTY);
            throw new IllegalStateException("LanewireDeserializer has no codec: give one, or configure "
                    + LanewireConfig.KEY_TYPE + " / " + LanewireConfig.VALUE_TYPE);
        }
        int length = s.view.capacity();
        WireReader reader = s.reader.wrap(s.view, 0, length);
        try {
            T value = c.read(reader);
            if (reader.remaining() != 0) {
                throw new CodecException(reader.position(), reader.remaining() + " bytes left after the value");
            }
            return value;
        } catch (CodecException e) {
            throw new SerializationException("Lanewire cannot decode a record of topic '" + topic
                    + "' at byte offset " + e.offset() + " of " + length + ": " + e.getMessage(), e);
        } finally {
            s.view.wrap(EMPTY);
        }
    }

    private void checkFormat(String topic, Headers headers) {
        Header header = headers.lastHeader(LanewireConfig.FORMAT_HEADER);
        if (header == null) {
            if (requireFormatHeader) {
                throw new SerializationException("record of topic '" + topic + "' has no "
                        + LanewireConfig.FORMAT_HEADER + " header, and " + LanewireConfig.WRITE_FORMAT_HEADER
                        + " requires one");
            }
            return;
        }
        byte[] v = header.value();
        if (v == null || v.length != 1 || (v[0] & 0xFF) != LanewireConfig.FORMAT_VERSION) {
            throw new SerializationException("record of topic '" + topic + "' has " + LanewireConfig.FORMAT_HEADER
                    + " header " + describe(v) + "; this library reads wire format version "
                    + LanewireConfig.FORMAT_VERSION);
        }
    }

    private static String describe(byte[] v) {
        if (v == null) {
            return "with no value";
        }
        if (v.length == 1) {
            return "naming version " + (v[0] & 0xFF);
        }
        return "of " + v.length + " bytes (expected 1)";
    }

    /** One thread's reader and the view it reads through. */
    private static final class Scratch {
        final UnsafeBuffer view = new UnsafeBuffer(EMPTY);
        final WireReader reader;

        Scratch(Limits limits) {
            reader = new WireReader(limits);
        }
    }
}
