package dev.lanewire.bench.codec;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.Limits;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Function;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Lanewire's object codecs on a case: the codec {@link Codecs} derives for the case's type. The
 * range-limited value types, which derivation does not cover yet, are registered as one-line
 * codecs over the writer's and reader's own methods ({@code writeDecimal128},
 * {@code writeInstant}, {@code writeLocalDate}, and the array forms, validated as blocks).
 *
 * @param <T> the value type
 */
final class DerivedCodec<T> implements PeerCodec<T> {

    /** The registry every derived case shares, with the hand-written value codecs. */
    static final Codecs REGISTRY = Codecs.builder()
            .register(BigDecimal.class, new DecimalCodec())
            .register(Instant.class, new InstantCodec())
            .register(LocalDate.class, new DateCodec())
            .register(LocalDate[].class, new DateArrayCodec())
            .register(Instant[].class, new InstantArrayCodec())
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

    /** Decimal128 through the writer and reader. */
    static final class DecimalCodec implements Codec<BigDecimal> {
        @Override
        public void write(WireWriter out, BigDecimal value) {
            out.writeDecimal128(value);
        }

        @Override
        public BigDecimal read(WireReader in) {
            return in.readDecimal128();
        }
    }

    /** Instant: int64 seconds, int32 nanos, range-checked by the reader. */
    static final class InstantCodec implements Codec<Instant> {
        @Override
        public void write(WireWriter out, Instant value) {
            out.writeInstant(value);
        }

        @Override
        public Instant read(WireReader in) {
            return in.readInstant();
        }
    }

    /** LocalDate: int32 epoch day, range-checked by the reader. */
    static final class DateCodec implements Codec<LocalDate> {
        @Override
        public void write(WireWriter out, LocalDate value) {
            out.writeLocalDate(value);
        }

        @Override
        public LocalDate read(WireReader in) {
            return in.readLocalDate();
        }
    }

    /** LocalDate arrays as one block, validated by the block kernel before any date is built. */
    static final class DateArrayCodec implements Codec<LocalDate[]> {
        @Override
        public void write(WireWriter out, LocalDate[] value) {
            out.writeLocalDateArray(value);
        }

        @Override
        public LocalDate[] read(WireReader in) {
            return in.readLocalDateArray();
        }
    }

    /** Instant arrays as one block, validated by the block kernels before any instant is built. */
    static final class InstantArrayCodec implements Codec<Instant[]> {
        @Override
        public void write(WireWriter out, Instant[] value) {
            out.writeInstantArray(value);
        }

        @Override
        public Instant[] read(WireReader in) {
            return in.readInstantArray();
        }
    }
}
