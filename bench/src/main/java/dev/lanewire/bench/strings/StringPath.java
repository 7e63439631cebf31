package dev.lanewire.bench.strings;

import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.agrona.concurrent.UnsafeBuffer;
import org.apache.fory.Fory;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;
import org.apache.fory.serializer.StringSerializer;

/**
 * The ways a string is written to bytes and read back that {@link StringBench} compares. Each
 * {@link #open()} returns a {@link RoundTrip} owning its reused buffer; a fork uses one path only,
 * so its call site stays monomorphic.
 */
public enum StringPath {
    /** {@code WireWriter.writeString} (Latin-1, else UTF-16LE) and {@code WireReader.readString}. */
    LANEWIRE("`WireWriter.writeString` (Latin-1, else UTF-16LE, behind a varint header) and"
            + " `WireReader.readString`, on a reused heap `UnsafeBuffer`"),
    /** {@code WireWriter.writeStringUtf8} and {@code WireReader.readString}. */
    LANEWIRE_UTF8("`WireWriter.writeStringUtf8` (UTF-8 behind a varint header) and `WireReader.readString`,"
            + " on a reused heap `UnsafeBuffer`"),
    /** Fory's own string serializer on its own buffer. */
    FORY("Apache Fory 0.14's `StringSerializer.writeJavaString`/`readJavaString` (the path its generated"
            + " serializers take for a String field) on a reused heap `MemoryBuffer`"),
    /** Kryo's string format. */
    KRYO("Kryo 5.6's `Output.writeString`/`Input.readString` on a reused array"),
    /** The JDK's UTF-8 encoder and decoder behind an int length. */
    JDK("`s.getBytes(UTF_8)` copied behind an int length into a reused heap array, read back with"
            + " `new String(bytes, offset, length, UTF_8)`");

    private final String description;

    StringPath(String description) {
        this.description = description;
    }

    /** How this path writes and reads, in one markdown sentence, for the published method. */
    public String description() {
        return description;
    }

    /** The id used in JMH parameters and reports: the lower-case name, {@code -} for {@code _}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Whether the String-internals opt-in ({@code --add-opens java.base/java.lang}) can change this path. */
    public boolean readsStringInternals() {
        return this == LANEWIRE || this == LANEWIRE_UTF8;
    }

    /** The path with this id. */
    public static StringPath byId(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT).replace('-', '_'));
    }

    /** A fresh round trip of this path, with a buffer of room for strings of up to {@code maxChars} chars. */
    public RoundTrip open(int maxChars) {
        int room = 4 * maxChars + 16;
        return switch (this) {
            case LANEWIRE -> new Lanewire(room, false);
            case LANEWIRE_UTF8 -> new Lanewire(room, true);
            case FORY -> new ForyPath(room);
            case KRYO -> new KryoPath(room);
            case JDK -> new JdkPath(room);
        };
    }

    /** One string written into a reused buffer and read back. */
    public interface RoundTrip {
        /** Writes {@code s} at the buffer's start and returns the string read back from there. */
        String roundTrip(String s);
    }

    private static final class Lanewire implements RoundTrip {
        private final UnsafeBuffer buffer;
        private final WireWriter writer = new WireWriter();
        private final WireReader reader = new WireReader();
        private final boolean utf8;

        Lanewire(int room, boolean utf8) {
            this.buffer = new UnsafeBuffer(new byte[room]);
            this.utf8 = utf8;
        }

        @Override
        public String roundTrip(String s) {
            writer.wrap(buffer, 0);
            int end = (utf8 ? writer.writeStringUtf8(s) : writer.writeString(s)).position();
            return reader.wrap(buffer, 0, end).readString();
        }
    }

    private static final class ForyPath implements RoundTrip {
        private final MemoryBuffer buffer;
        private final StringSerializer strings;

        ForyPath(int room) {
            buffer = MemoryBuffer.newHeapBuffer(room);
            Fory fory = Fory.builder().withLanguage(Language.JAVA).withRefTracking(false)
                    .requireClassRegistration(true).build();
            strings = new StringSerializer(fory);
        }

        @Override
        public String roundTrip(String s) {
            buffer.writerIndex(0);
            strings.writeJavaString(buffer, s);
            buffer.readerIndex(0);
            return strings.readJavaString(buffer);
        }
    }

    private static final class KryoPath implements RoundTrip {
        private final Output output;
        private final Input input = new Input();

        KryoPath(int room) {
            output = new Output(room, -1);
        }

        @Override
        public String roundTrip(String s) {
            output.reset();
            output.writeString(s);
            input.setBuffer(output.getBuffer(), 0, output.position());
            return input.readString();
        }
    }

    private static final class JdkPath implements RoundTrip {
        private final byte[] array;
        private final ByteBuffer buffer;

        JdkPath(int room) {
            array = new byte[room];
            buffer = ByteBuffer.wrap(array);
        }

        @Override
        public String roundTrip(String s) {
            byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
            buffer.putInt(0, bytes.length);
            System.arraycopy(bytes, 0, array, Integer.BYTES, bytes.length);
            return new String(array, Integer.BYTES, buffer.getInt(0), StandardCharsets.UTF_8);
        }
    }
}
