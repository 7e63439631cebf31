package dev.lanewire.bench.codec;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.Limits;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.util.List;
import java.util.function.Function;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Lanewire's object codecs on a case: the codec the default {@link Codecs} registry derives for
 * the case's root type, nothing written by hand (BigDecimal fields as Decimal128, Instant and
 * LocalDate fields and arrays as the range-limited types of wire format §7, validated as blocks).
 *
 * @param <T> the value type
 */
final class DerivedCodec<T> implements PeerCodec<T> {

    /** The default registry: nothing registered by hand. */
    static final Codecs REGISTRY = Codecs.defaults();

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
}
