package dev.lanewire.codec.object;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A {@code Set} (read back as a {@code LinkedHashSet}, in the order written): unsigned varint
 * count, then one slot per element. A repeated element on read is malformed input. Constant
 * element codec as in {@link ListCodec}.
 */
final class SetCodec implements ObjectCodec<Set<Object>> {

    private final ObjectCodec<Object> element;
    private final Shape shape;

    SetCodec(ObjectCodec<Object> element, Shape shape) {
        this.element = element;
        this.shape = shape;
    }

    @Override
    public Shape shape() {
        return shape;
    }

    @Override
    public void encode(WireWriter out, Set<Object> value, WriteContext cx) {
        ObjectCodec<Object> e = element;
        int n = value.size();
        out.writeVarInt(n);
        int i = 0;
        for (Object v : value) {
            if (i++ == n) {
                throw Containers.sizeChanged(out);
            }
            int k = Slots.beginWrite(e, out, v, cx);
            if (k != Slots.DONE) {
                e.encode(out, v, cx);
                Slots.endWrite(cx, k);
            }
        }
        if (i != n) {
            throw Containers.sizeChanged(out);
        }
    }

    @Override
    public Set<Object> decode(WireReader in, ReadContext cx) {
        int n = Containers.readCount(in, cx, Containers.ELEMENT_BYTES);
        LinkedHashSet<Object> set = LinkedHashSet.newLinkedHashSet(n);
        cx.publish(set);
        ObjectCodec<Object> e = element;
        for (int i = 0; i < n; i++) {
            int at = in.position();
            int k = Slots.beginRead(e, in, cx);
            Object v;
            if (k == Slots.DONE) {
                v = cx.take();
            } else {
                v = e.decode(in, cx);
                Slots.endRead(in, cx, k, v);
            }
            if (!set.add(v)) {
                throw new CodecException(at, "duplicate set element (element " + i + ")");
            }
        }
        return set;
    }
}
