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
 */
final class MapCodec implements ObjectCodec<Map<Object, Object>> {

    private final ObjectCodec<Object> key;
    private final ObjectCodec<Object> value;
    private final Shape shape;

    MapCodec(ObjectCodec<Object> key, ObjectCodec<Object> value, Shape shape) {
        this.key = key;
        this.value = value;
        this.shape = shape;
    }

    @Override
    public Shape shape() {
        return shape;
    }

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
            Object key = e.getKey();
            int kk = Slots.beginWrite(k, out, key, cx);
            if (kk != Slots.DONE) {
                k.encode(out, key, cx);
                Slots.endWrite(cx, kk);
            }
            Object val = e.getValue();
            int vk = Slots.beginWrite(v, out, val, cx);
            if (vk != Slots.DONE) {
                v.encode(out, val, cx);
                Slots.endWrite(cx, vk);
            }
        }
        if (i != n) {
            throw Containers.sizeChanged(out);
        }
    }

    @Override
    public Map<Object, Object> decode(WireReader in, ReadContext cx) {
        int n = Containers.readCount(in, cx, Containers.ENTRY_BYTES);
        LinkedHashMap<Object, Object> map = LinkedHashMap.newLinkedHashMap(n);
        cx.publish(map);
        ObjectCodec<Object> k = key;
        ObjectCodec<Object> v = value;
        for (int i = 0; i < n; i++) {
            int at = in.position();
            int kc = Slots.beginRead(k, in, cx);
            Object kk;
            if (kc == Slots.DONE) {
                kk = cx.take();
            } else {
                kk = k.decode(in, cx);
                Slots.endRead(in, cx, kc, kk);
            }
            int vc = Slots.beginRead(v, in, cx);
            Object vv;
            if (vc == Slots.DONE) {
                vv = cx.take();
            } else {
                vv = v.decode(in, cx);
                Slots.endRead(in, cx, vc, vv);
            }
            int before = map.size();
            map.put(kk, vv);
            if (map.size() == before) {
                throw new CodecException(at, "duplicate map key (entry " + i + ")");
            }
        }
        return map;
    }
}
