package dev.lanewire.bench.kafka;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;

/**
 * A Kafka serde over Kryo 5.6 with a hand-written {@code Serializer} for {@link Event}, which is
 * how Kryo users tune a hot type: a Kryo, an {@link Output} and an {@link Input} per thread (Kryo
 * is not thread-safe), the output reused and copied out with {@link Output#toBytes()}, a heap
 * ByteBuffer read in place through its array (a direct one is copied first).
 */
final class KryoSerde implements Serde<Event> {

    private final ThreadLocal<State> state = ThreadLocal.withInitial(State::new);

    @Override
    public Serializer<Event> serializer() {
        return (topic, data) -> {
            if (data == null) {
                return null;
            }
            State s = state.get();
            s.output.reset();
            s.kryo.writeObject(s.output, data);
            return s.output.toBytes();
        };
    }

    @Override
    public Deserializer<Event> deserializer() {
        return new Deserializer<>() {
            @Override
            public Event deserialize(String topic, byte[] data) {
                return data == null ? null : read(topic, data, 0, data.length);
            }

            @Override
            public Event deserialize(String topic, Headers headers, ByteBuffer data) {
                if (data == null) {
                    return null;
                }
                if (data.hasArray()) {
                    return read(topic, data.array(), data.arrayOffset() + data.position(), data.remaining());
                }
                byte[] copy = new byte[data.remaining()];
                data.duplicate().get(copy);
                return read(topic, copy, 0, copy.length);
            }
        };
    }

    private Event read(String topic, byte[] bytes, int offset, int length) {
        State s = state.get();
        s.input.setBuffer(bytes, offset, length);
        try {
            Event value = s.kryo.readObject(s.input, Event.class);
            if (s.input.position() != offset + length) {
                throw new SerializationException("topic '" + topic + "': bytes left after the value");
            }
            return value;
        } catch (KryoException e) {
            throw new SerializationException("topic '" + topic + "': " + e.getMessage(), e);
        }
    }

    /** One thread's Kryo and buffers. */
    private static final class State {
        final Kryo kryo = new Kryo();
        final Output output = new Output(1 << 12, -1);
        final Input input = new Input();

        State() {
            kryo.setRegistrationRequired(true);
            kryo.setReferences(false);
            kryo.register(Event.class, new EventSerializer());
        }
    }

    /** {@link Event} field by field: fixed-width numbers, Kryo strings, a decimal as unscaled bytes and scale. */
    private static final class EventSerializer extends com.esotericsoftware.kryo.Serializer<Event> {
        @Override
        public void write(Kryo kryo, Output out, Event e) {
            out.writeLong(e.id());
            out.writeString(e.user());
            out.writeString(e.text());
            out.writeVarInt(e.tags().size(), true);
            for (String tag : e.tags()) {
                out.writeString(tag);
            }
            out.writeLong(e.at().getEpochSecond());
            out.writeInt(e.at().getNano());
            byte[] unscaled = e.amount().unscaledValue().toByteArray();
            out.writeVarInt(unscaled.length, true);
            out.writeBytes(unscaled);
            out.writeVarInt(e.amount().scale(), false);
            out.writeInt(e.flags());
        }

        @Override
        public Event read(Kryo kryo, Input in, Class<? extends Event> type) {
            long id = in.readLong();
            String user = in.readString();
            String text = in.readString();
            int n = count(in);
            List<String> tags = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                tags.add(in.readString());
            }
            Instant at = Instant.ofEpochSecond(in.readLong(), in.readInt());
            BigDecimal amount = new BigDecimal(new BigInteger(in.readBytes(count(in))), in.readVarInt(false));
            return new Event(id, user, text, tags, at, amount, in.readInt());
        }

        private static int count(Input in) {
            int n = in.readVarInt(true);
            if (n < 0 || n > in.limit() - in.position()) {
                throw new KryoException("count " + n + " at byte " + in.position() + " exceeds the input");
            }
            return n;
        }
    }
}
