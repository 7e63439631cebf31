package dev.lanewire.codec.object;

import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;

/**
 * A {@code List} (read back as an {@code ArrayList}): unsigned varint count, then one slot per
 * element.
 *
 * <p>Its final fields are trusted as constants (it is defined as a hidden class, see {@link Clones}):
 * when this codec is a JIT constant, so is {@code element}, and the
 * {@code element.encode(...)} in the loop is a call on a constant receiver of exact type, inlined
 * whatever other element codecs the JVM has seen. No lambda, no shared call site; the slot
 * framing around it is leaf calls (see {@link Slots}).
 */
final class ListCodec implements ObjectCodec<List<Object>> {

    private final ObjectCodec<Object> element;
    private final Shape shape;

    ListCodec(ObjectCodec<Object> element, Shape shape) {
        this.element = element;
        this.shape = shape;
    }

    @Override
    public Shape shape() {
        return shape;
    }

    @Override
    public void encode(WireWriter out, List<Object> value, WriteContext cx) {
        ObjectCodec<Object> e = element;
        int n = value.size();
        out.writeVarInt(n);
        if (value instanceof RandomAccess) {
            for (int i = 0; i < n; i++) {
                Object v = value.get(i);
                int k = Slots.beginWrite(e, out, v, cx);
                if (k != Slots.DONE) {
                    e.encode(out, v, cx);
                    Slots.endWrite(cx, k);
                }
            }
        } else {
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
    }

    @Override
    public List<Object> decode(WireReader in, ReadContext cx) {
        int n = Containers.readCount(in, cx, Containers.ELEMENT_BYTES);
        ArrayList<Object> list = new ArrayList<>(n);
        cx.publish(list);
        ObjectCodec<Object> e = element;
        for (int i = 0; i < n; i++) {
            int k = Slots.beginRead(e, in, cx);
            Object v;
            if (k == Slots.DONE) {
                v = cx.take();
            } else {
                v = e.decode(in, cx);
                Slots.endRead(in, cx, k, v);
            }
            list.add(v);
        }
        return list;
    }
}
