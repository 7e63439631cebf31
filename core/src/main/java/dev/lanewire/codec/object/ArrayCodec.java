package dev.lanewire.codec.object;

import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.lang.invoke.MethodHandle;

/**
 * An object array {@code E[]}: unsigned varint count, then one slot per element. The array is
 * created through a method handle bound at derivation ({@code MethodHandles.arrayConstructor}),
 * a constant when this codec is. Constant element codec as in {@link ListCodec}.
 */
final class ArrayCodec implements ObjectCodec<Object> {

    private final ObjectCodec<Object> element;
    private final MethodHandle newArray;
    private final Shape shape;

    ArrayCodec(ObjectCodec<Object> element, MethodHandle newArray, Shape shape) {
        this.element = element;
        this.newArray = newArray;
        this.shape = shape;
    }

    @Override
    public Shape shape() {
        return shape;
    }

    @Override
    public void encode(WireWriter out, Object value, WriteContext cx) {
        Object[] a = (Object[]) value;
        ObjectCodec<Object> e = element;
        int n = a.length;
        out.writeVarInt(n);
        for (int i = 0; i < n; i++) {
            Object v = a[i];
            int k = Slots.beginWrite(e, out, v, cx);
            if (k != Slots.DONE) {
                e.encode(out, v, cx);
                Slots.endWrite(cx, k);
            }
        }
    }

    @Override
    public Object decode(WireReader in, ReadContext cx) {
        int n = Containers.readCount(in, cx, Containers.ELEMENT_BYTES);
        Object[] a = Containers.newArray(newArray, n);
        cx.publish(a);
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
            a[i] = v;
        }
        return a;
    }
}
