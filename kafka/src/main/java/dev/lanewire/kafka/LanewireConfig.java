package dev.lanewire.kafka;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.Codecs;
import java.util.Map;
import org.apache.kafka.common.config.ConfigException;

/**
 * The configuration keys the Lanewire serializers, deserializers and serdes read in
 * {@code configure(Map, boolean)}, and the record header they write.
 *
 * <p>Kafka passes every property of a producer, consumer or Streams application to its
 * serializers, so these keys sit next to Kafka's own, for example
 * {@code value.serializer=dev.lanewire.kafka.LanewireSerializer} with
 * {@code lanewire.value.type=com.example.Trade}.
 */
public final class LanewireConfig {

    /**
     * The class whose derived codec ({@link Codecs#of(Class)}) a serializer, deserializer or serde
     * created without a codec uses for record keys: a class name or a {@link Class}.
     */
    public static final String KEY_TYPE = "lanewire.key.type";

    /** Like {@link #KEY_TYPE}, for record values. */
    public static final String VALUE_TYPE = "lanewire.value.type";

    /**
     * {@code true} makes serializers add the {@link #FORMAT_HEADER} header to every record they
     * write a non-null value for, and makes deserializers refuse a non-null value without it.
     * Default {@code false}. Deserializers check the header whenever it is present.
     */
    public static final String WRITE_FORMAT_HEADER = "lanewire.format.header";

    /** The header naming the wire format version: one byte, {@link #FORMAT_VERSION}. */
    public static final String FORMAT_HEADER = "lanewire.format";

    /** The wire format version written in, and accepted from, {@link #FORMAT_HEADER}. */
    public static final int FORMAT_VERSION = dev.lanewire.codec.Frame.FORMAT_VERSION;

    private LanewireConfig() {
    }

    /** The derived codec of the type named by {@link #KEY_TYPE} or {@link #VALUE_TYPE}. */
    @SuppressWarnings("unchecked") // the user names the type; the codec is as typed as the class named
    static <T> Codec<T> codecFromConfig(Map<String, ?> configs, boolean isKey) {
        String key = isKey ? KEY_TYPE : VALUE_TYPE;
        Object value = configs.get(key);
        Class<?> type;
        if (value instanceof Class<?> c) {
            type = c;
        } else if (value instanceof String name && !name.isBlank()) {
            type = load(key, name.strip());
        } else {
            throw new ConfigException(key, value, "no codec was given, so " + key
                    + " must name the class to derive one for (a class name or a Class)");
        }
        try {
            return (Codec<T>) Codecs.of(type);
        } catch (IllegalArgumentException e) {
            throw new ConfigException(key, type.getName(), "no codec can be derived: " + e.getMessage());
        }
    }

    /** The value of {@link #WRITE_FORMAT_HEADER}: a Boolean or "true"/"false", default false. */
    static boolean formatHeaderFromConfig(Map<String, ?> configs) {
        Object value = configs.get(WRITE_FORMAT_HEADER);
        if (value == null) {
            return false;
        }
        if (value instanceof Boolean b) {
            return b;
        }
        String text = value.toString().strip();
        if (text.equalsIgnoreCase("true")) {
            return true;
        }
        if (text.equalsIgnoreCase("false")) {
            return false;
        }
        throw new ConfigException(WRITE_FORMAT_HEADER, value, "expected true or false");
    }

    private static Class<?> load(String key, String name) {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        try {
            return Class.forName(name, false, loader != null ? loader : LanewireConfig.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new ConfigException(key, name, "class not found");
        }
    }
}
