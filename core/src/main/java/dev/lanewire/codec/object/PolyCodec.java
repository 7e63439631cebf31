package dev.lanewire.codec.object;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;

/**
 * A value of a sealed or registered base type: unsigned varint type id, then the concrete
 * subtype's body. An id no subtype has is malformed input; a value of an unregistered class is
 * refused on write.
 *
 * <p>The call to the subtype's codec is the one dispatch polymorphism needs (one per value, not
 * per element of anything); subtypes are found by a linear scan of a few classes. Each instance is
 * a private hidden copy ({@link Clones}), so that call site sees only this hierarchy's subtypes
 * (C2 inlines up to two from the profile).
 */
final class PolyCodec implements ObjectCodec<Object> {

    private final Class<?>[] classes;
    private final int[] ids;
    /** Filled in after construction, for recursive types. */
    private final ObjectCodec<?>[] codecs;
    private final Shape shape;

    PolyCodec(Class<?>[] classes, int[] ids, ObjectCodec<?>[] codecs, Shape shape) {
        this.classes = classes;
        this.ids = ids;
        this.codecs = codecs;
        this.shape = shape;
    }

    @Override
    public Shape shape() {
        return shape;
    }

    @Override
    public void encode(WireWriter out, Object value, WriteContext cx) {
        int i = indexOf(value, out);
        out.writeVarInt(ids[i]);
        codec(i).encode(out, value, cx);
    }

    @Override
    public Object decode(WireReader in, ReadContext cx) {
        int at = in.position();
        int id = in.readVarInt();
        int[] all = ids;
        for (int i = 0; i < all.length; i++) {
            if (all[i] == id) {
                ObjectCodec<Object> c = codec(i);
                if (!c.shape().early()) {
                    // Built after its parts: the slot records it when done.
                    cx.pending = -1;
                }
                return c.decode(in, cx);
            }
        }
        throw new CodecException(at, "unknown type id " + Integer.toUnsignedString(id) + " for "
                + shape.type().getName());
    }

    @Override
    public boolean publishesEarly(Object value) {
        Class<?> k = value.getClass();
        for (int i = 0; i < classes.length; i++) {
            if (classes[i] == k) {
                return codec(i).shape().early();
            }
        }
        return false;
    }

    private int indexOf(Object value, WireWriter out) {
        Class<?> k = value.getClass();
        Class<?>[] all = classes;
        for (int i = 0; i < all.length; i++) {
            if (all[i] == k) {
                return i;
            }
        }
        throw new CodecException(out.position(), k.getName() + " is not a registered subtype of "
                + shape.type().getName());
    }

    @SuppressWarnings("unchecked")
    private ObjectCodec<Object> codec(int i) {
        return (ObjectCodec<Object>) codecs[i];
    }
}
