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
 * <p>A record: when this codec is a JIT constant, so is {@code element}, and the
 * {@code Slots.write(element, ...)} in the loop is a call on a constant receiver of exact type,
 * inlined whatever other element codecs the JVM has seen. No lambda, no shared call site.
 *
 * @param element the elements' codec
 * @param shape   the codec's shape
 */
record ListCodec(ObjectCodec<Object> element, Shape shape) implements ObjectCodec<List<Object>> {

    @Override
    public void encode(WireWriter out, List<Object> value, WriteContext cx) {
        ObjectCodec<Object> e = element;
        int n = value.size();
        out.writeVarInt(n);
        if (value instanceof RandomAccess) {
            for (int i = 0; i < n; i++) {
                Slots.write(e, out, value.get(i), cx);
            }
        } else {
            Containers.writeEach(e, out, value, n, cx);
        }
    }

    @Override
    public List<Object> decode(WireReader in, ReadContext cx) {
        int n = Containers.readCount(in, cx);
        ArrayList<Object> list = new ArrayList<>(n);
        cx.publish(list);
        ObjectCodec<Object> e = element;
        for (int i = 0; i < n; i++) {
            list.add(Slots.read(e, in, cx));
        }
        return list;
    }
}
