package dev.lanewire.codec.object;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A {@code Map} (read back as a {@code LinkedHashMap}, in the order written): unsigned varint
 * count, then key slot and value slot per entry. A repeated key on read is malformed input.
 * Constant key and value codecs as in {@link ListCodec}.
 *
 * @param key   the keys' codec
 * @param value the values' codec
 * @param shape the codec's shape
 */
record MapCodec(ObjectCodec<Object> key, ObjectCodec<Object> value, Shape shape)
        implements ObjectCodec<Map<Object, Object>> {

    @Override
    public void encode(WireWriter out, Map<Object, Object> map, WriteContext cx) {
        ObjectCodec<Object> k = key;
        ObjectCodec<Object> v = value;
        int n = map.size();
        out.writeVarInt(n);
        int i = 0;
        for (Map.Entry<Object, Object> e : map.entrySet()) {
            if (i++ == n) {
                throw Containers.sizeChanged(out);
            }
            Slots.write(k, out, e.getKey(), cx);
            Slots.write(v, out, e.getValue(), cx);
        }
        if (i != n) {
            throw Containers.sizeChanged(out);
        }
    }

    @Override
    public Map<Object, Object> decode(WireReader in, ReadContext cx) {
        // Each entry takes at least two bytes: two slot tags.
        int n = Containers.readCount(in, cx);
        LinkedHashMap<Object, Object> map = LinkedHashMap.newLinkedHashMap(n);
        cx.publish(map);
        ObjectCodec<Object> k = key;
        ObjectCodec<Object> v = value;
        for (int i = 0; i < n; i++) {
            int at = in.position();
            Object kk = Slots.read(k, in, cx);
            Object vv = Slots.read(v, in, cx);
            int before = map.size();
            map.put(kk, vv);
            if (map.size() == before) {
                throw new CodecException(at, "duplicate map key (entry " + i + ")");
            }
        }
        return map;
    }
}
