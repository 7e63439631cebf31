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
 *
 * @param element the elements' codec
 * @param shape   the codec's shape
 */
record SetCodec(ObjectCodec<Object> element, Shape shape) implements ObjectCodec<Set<Object>> {

    @Override
    public void encode(WireWriter out, Set<Object> value, WriteContext cx) {
        int n = value.size();
        out.writeVarInt(n);
        Containers.writeEach(element, out, value, n, cx);
    }

    @Override
    public Set<Object> decode(WireReader in, ReadContext cx) {
        int n = Containers.readCount(in, cx);
        LinkedHashSet<Object> set = LinkedHashSet.newLinkedHashSet(n);
        cx.publish(set);
        ObjectCodec<Object> e = element;
        for (int i = 0; i < n; i++) {
            int at = in.position();
            if (!set.add(Slots.read(e, in, cx))) {
                throw new CodecException(at, "duplicate set element (element " + i + ")");
            }
        }
        return set;
    }
}
