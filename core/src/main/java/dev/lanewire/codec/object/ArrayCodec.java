package dev.lanewire.codec.object;

import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.lang.invoke.MethodHandle;

/**
 * An object array {@code E[]}: unsigned varint count, then one slot per element. The array is
 * created through a method handle bound at derivation ({@code MethodHandles.arrayConstructor}),
 * a constant when this record is. Constant element codec as in {@link ListCodec}.
 *
 * @param element  the elements' codec
 * @param newArray {@code (int)Object[]}: a new array of the component type
 * @param shape    the codec's shape
 */
record ArrayCodec(ObjectCodec<Object> element, MethodHandle newArray, Shape shape) implements ObjectCodec<Object> {

    @Override
    public void encode(WireWriter out, Object value, WriteContext cx) {
        Object[] a = (Object[]) value;
        ObjectCodec<Object> e = element;
        int n = a.length;
        out.writeVarInt(n);
        for (int i = 0; i < n; i++) {
            Slots.write(e, out, a[i], cx);
        }
    }

    @Override
    public Object decode(WireReader in, ReadContext cx) {
        int n = Containers.readCount(in, cx);
        Object[] a = Containers.newArray(newArray, n);
        cx.publish(a);
        ObjectCodec<Object> e = element;
        for (int i = 0; i < n; i++) {
            a[i] = Slots.read(e, in, cx);
        }
        return a;
    }
}
