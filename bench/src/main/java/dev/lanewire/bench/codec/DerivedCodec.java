package dev.lanewire.bench.codec;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.Limits;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import dev.lanewire.validate.Decimal128;
import dev.lanewire.validate.ValueRanges;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Function;
import org.agrona.DirectBuffer;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Lanewire's object codecs on a case: the codec {@link Codecs} derives for the case's type, with
 * nothing written by hand but codecs for the three value types derivation leaves to the user
 * ({@link BigDecimal} as Decimal128, {@link Instant} as seconds and nanos, {@link LocalDate} as an
 * epoch day), registered once.
 *
 * @param <T> the value type
 */
final class DerivedCodec<T> implements PeerCodec<T> {

    /** The registry every derived case shares, with the hand-written value codecs. */
    static final Codecs REGISTRY = Codecs.builder()
            .register(BigDecimal.class, new DecimalCodec())
            .register(Instant.class, new InstantCodec())
            .register(LocalDate.class, new DateCodec())
            .build();

    private final Codec<Object> codec;
    private final Function<T, Object> toRoot;
    private final Function<Object, T> fromRoot;
    private final ExpandableArrayBuffer outBuffer = new ExpandableArrayBuffer(1 << 12);
    private final WireWriter writer = new WireWriter(outBuffer, 0);
    private final UnsafeBuffer inBuffer = new UnsafeBuffer(new byte[0]);
    private final WireReader reader = new WireReader(Limits.DEFAULT);

    @SuppressWarnings("unchecked") // each case's root type is fixed below; the trial checks every answer
    DerivedCodec(CodecCase<T> codecCase) {
        Class<?> root = switch (codecCase.id()) {
            case "order" -> Order.class;
            case "strings-mixed-1000" -> String[].class;
            case "mesh" -> Mesh.class;
            case "records-1m" -> Tick[].class;
            case "dates-instants" -> TimeBlock.class;
            case "string-records" -> ContactList.class;
            default -> throw new IllegalArgumentException("no derived form for case " + codecCase.id());
        };
        this.codec = (Codec<Object>) REGISTRY.codec(root);
        if (root == ContactList.class) {
            this.toRoot = v -> new ContactList((List<Contact>) v);
            this.fromRoot = r -> (T) ((ContactList) r).items();
        } else {
            this.toRoot = v -> v;
            this.fromRoot = r -> (T) r;
        }
    }

    @Override
    public int encode(T value) {
        writer.wrap(outBuffer, 0);
        codec.write(writer, toRoot.apply(value));
        return writer.position();
    }

    @Override
    public byte[] buffer() {
        return outBuffer.byteArray();
    }

    @Override
    public T decode(byte[] bytes, int length) {
        inBuffer.wrap(bytes);
        reader.wrap(inBuffer, 0, length);
        T value = fromRoot.apply(codec.read(reader));
        if (reader.remaining() != 0) {
            throw new IllegalStateException(reader.remaining() + " bytes left after the value");
        }
        return value;
    }

    /** Decimal128, 16 bytes, in place in heap buffers. */
    static final class DecimalCodec implements Codec<BigDecimal> {
        @Override
        public void write(WireWriter out, BigDecimal value) {
            Decimal128.checkEncodable(value);
            int at = out.reserve(ValueRanges.DECIMAL128_BYTES);
            MutableDirectBuffer b = out.buffer();
            byte[] array = b.byteArray();
            if (array != null) {
                Decimal128.write(value, array, b.wrapAdjustment() + at);
            } else {
                byte[] scratch = new byte[ValueRanges.DECIMAL128_BYTES];
                Decimal128.write(value, scratch, 0);
                b.putBytes(at, scratch);
            }
        }

        @Override
        public BigDecimal read(WireReader in) {
            int at = in.skip(ValueRanges.DECIMAL128_BYTES);
            DirectBuffer b = in.buffer();
            byte[] array = b.byteArray();
            if (array != null && b.wrapAdjustment() == 0) {
                return Decimal128.read(array, at);
            }
            byte[] scratch = new byte[ValueRanges.DECIMAL128_BYTES];
            b.getBytes(at, scratch);
            try {
                return Decimal128.read(scratch, 0);
            } catch (CodecException e) {
                throw new CodecException(at + e.offset(), "invalid Decimal128", e);
            }
        }
    }

    /** Instant: int64 seconds, int32 nanos, both range-checked on reading. */
    static final class InstantCodec implements Codec<Instant> {
        @Override
        public void write(WireWriter out, Instant value) {
            out.writeLong(value.getEpochSecond());
            out.writeInt(value.getNano());
        }

        @Override
        public Instant read(WireReader in) {
            int at = in.position();
            long seconds = in.readLong();
            int nanos = in.readInt();
            if (seconds < ValueRanges.INSTANT_SECONDS_MIN || seconds > ValueRanges.INSTANT_SECONDS_MAX
                    || nanos < 0 || nanos > ValueRanges.NANOS_MAX) {
                throw new CodecException(at, "instant out of range");
            }
            return Instant.ofEpochSecond(seconds, nanos);
        }
    }

    /** LocalDate: int32 epoch day, range-checked on reading. */
    static final class DateCodec implements Codec<LocalDate> {
        @Override
        public void write(WireWriter out, LocalDate value) {
            out.writeInt((int) value.toEpochDay());
        }

        @Override
        public LocalDate read(WireReader in) {
            int at = in.position();
            int day = in.readInt();
            if (day < ValueRanges.EPOCH_DAY_MIN || day > ValueRanges.EPOCH_DAY_MAX) {
                throw new CodecException(at, "date out of range");
            }
            return LocalDate.ofEpochDay(day);
        }
    }
}
