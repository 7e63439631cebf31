package dev.lanewire.codec.object;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.nio.ByteOrder;

/**
 * Framing of one value slot (a field, an element, a root) and of version-tolerant bodies.
 *
 * <p>A slot starts with a tag, an unsigned varint: {@code 0} null, {@code 1} a body follows,
 * {@code k >= 2} a back-reference to the tracked value with id {@code k - 2} (only for tracked
 * types). Self-framing codecs (strings, enums, primitive arrays) carry null in their own header
 * and get no tag. Small static methods: a caller with a constant codec inlines them and the
 * shape tests fold away.
 */
final class Slots {

    /** Tag of a null slot. */
    static final int NULL = 0;
    /** Tag of a slot whose body follows. */
    static final int NEW = 1;
    /** Tag of a back-reference to id 0. */
    static final int BACK_REFERENCE = 2;
    /** Bytes of a tolerant body's length: fixed, so it can be patched after the body is written. */
    static final int LENGTH_BYTES = 4;

    private Slots() {
    }

    /** Writes {@code value} in a slot of codec {@code c}. */
    static <T> void write(ObjectCodec<T> c, WireWriter out, T value, WriteContext cx) {
        Shape s = c.shape();
        if (s.selfFraming()) {
            c.encode(out, value, cx);
            return;
        }
        if (value == null) {
            out.writeByte((byte) NULL);
            return;
        }
        if (s.tracked()) {
            writeTracked(c, out, value, cx);
            return;
        }
        out.writeByte((byte) NEW);
        cx.enter(out);
        c.encode(out, value, cx);
        cx.exit();
    }

    private static <T> void writeTracked(ObjectCodec<T> c, WireWriter out, T value, WriteContext cx) {
        int id = cx.refs.indexOf(value);
        if (id >= 0) {
            cx.checkBackReference(id, out);
            out.writeVarInt(id + BACK_REFERENCE);
            return;
        }
        id = cx.track(value, !c.publishesEarly(value));
        out.writeByte((byte) NEW);
        cx.enter(out);
        c.encode(out, value, cx);
        cx.exit();
        cx.finished(id);
    }

    /** Reads a slot of codec {@code c}. */
    static <T> T read(ObjectCodec<T> c, WireReader in, ReadContext cx) {
        Shape s = c.shape();
        if (s.selfFraming()) {
            return c.decode(in, cx);
        }
        int at = in.position();
        int tag = in.readVarInt();
        if (tag == NULL) {
            return null;
        }
        if (tag != NEW) {
            return backReference(s, tag, at, cx);
        }
        cx.checkBytes(at);
        in.enterNested();
        T value;
        if (s.tracked()) {
            int id = cx.reserve();
            if (s.early()) {
                cx.pending = id;
            }
            value = c.decode(in, cx);
            cx.pending = -1;
            cx.fill(id, value);
        } else {
            value = c.decode(in, cx);
        }
        in.exitNested();
        return value;
    }

    /** Reads a slot of codec {@code c} into {@code target} where the codec can. */
    static <T> T readInto(ObjectCodec<T> c, WireReader in, T target, ReadContext cx) {
        Shape s = c.shape();
        if (s.selfFraming()) {
            return c.decode(in, cx);
        }
        int at = in.position();
        int tag = in.readVarInt();
        if (tag == NULL) {
            return null;
        }
        if (tag != NEW) {
            return backReference(s, tag, at, cx);
        }
        in.enterNested();
        int id = s.tracked() ? cx.reserve() : -1;
        if (id >= 0) {
            cx.fill(id, target);
        }
        T value = c.decodeInto(in, target, cx);
        if (id >= 0) {
            cx.fill(id, value);
        }
        in.exitNested();
        return value;
    }

    @SuppressWarnings("unchecked")
    private static <T> T backReference(Shape s, int tag, int at, ReadContext cx) {
        if (!s.tracked()) {
            throw new CodecException(at, "slot tag " + Integer.toUnsignedString(tag) + " but "
                    + s.type().getName() + " is not tracked (0 = null, 1 = value)");
        }
        Object v = cx.backReference(tag - BACK_REFERENCE, at);
        if (!s.type().isInstance(v)) {
            throw new CodecException(at, "back-reference to a " + v.getClass().getName() + " where a "
                    + s.type().getName() + " belongs");
        }
        return (T) v;
    }

    /** Reserves a tolerant body's length; returns where it goes. */
    static int beginLength(WireWriter out) {
        return out.reserve(LENGTH_BYTES);
    }

    /** Patches the length reserved at {@code at} with the bytes written since. */
    static void endLength(WireWriter out, int at) {
        out.buffer().putInt(at, out.position() - at - LENGTH_BYTES, ByteOrder.LITTLE_ENDIAN);
    }

    /**
     * Reads a tolerant body's length and returns the absolute index where the body ends.
     *
     * @throws CodecException if the length is negative or runs past the bytes remaining
     */
    static int beginBody(WireReader in) {
        int at = in.position();
        int length = in.readInt();
        if (length < 0 || length > in.remaining()) {
            throw new CodecException(at, "object length " + Integer.toUnsignedString(length) + " but "
                    + in.remaining() + " bytes remain");
        }
        return in.position() + length;
    }

    /** Whether the tolerant body ending at {@code end} holds another field. */
    static boolean more(WireReader in, int end) {
        return in.position() < end;
    }

    /**
     * Skips the fields a newer schema appended, up to {@code end}.
     *
     * @throws CodecException if the known fields ran past the body's length
     */
    static void endBody(WireReader in, int end) {
        int p = in.position();
        if (p > end) {
            throw new CodecException(end, "object body's fields run " + (p - end) + " bytes past its length");
        }
        in.skip(end - p);
    }
}
