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
 * and get no tag. A slot with a body is one nesting level ({@code enterNested} on read, the write
 * depth on write), except where the body is {@link Shape#flat()}: a leaf value holds no slot, so
 * nothing can nest inside it. The root of a {@link Shape#closed()} codec is framed by
 * {@link ObjectCodec} itself, with no graph state: one level on read, none counted on write, its
 * byte span checked at its end ({@link #beginClosed}, {@link #endClosed}).
 *
 * <p><b>Why a prologue and an epilogue instead of one {@code write(codec, value)}.</b> The call to
 * the part's {@code encode}/{@code decode} is made by the caller itself, between
 * {@link #beginWrite} and {@link #endWrite} (or {@link #beginRead} and {@link #endRead}):
 * <pre>{@code
 * int k = Slots.beginWrite(c, out, v, cx);
 * if (k != DONE) { c.encode(out, v, cx); Slots.endWrite(cx, k); }
 * }</pre>
 * A shared helper that made the call itself would sit between every level of a graph and its
 * parts; C2 refuses to inline a method that already appears more than once among its callers
 * ({@code MaxRecursiveInlineLevel}), so from the third level on the call to the part would stay
 * out of line, through one shared call site that has seen every codec class: megamorphic. Measured
 * with {@code -XX:+PrintInlining} on {@code CollectionLoopBench}: "recursive inlining is too
 * deep" at the list element. The prologue and epilogue are leaves, never callers of a codec, so
 * they never nest, and each level's call to its part stays a call on a constant receiver in that
 * level's own code.
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

    /** {@link #beginWrite}/{@link #beginRead}: the slot is complete, no body follows. */
    static final int DONE = 0;
    /** A framed body follows (one nesting level); finish with the matching {@code end...}. */
    static final int BODY = 1;
    /** A body follows that opens no level (self-framing, or flat after its tag); finish with the matching {@code end...}. */
    static final int SELF = 2;
    /** {@link #beginRead} only: codes from here on are a tracked body whose reserved id is {@code k - TRACKED}. */
    static final int TRACKED = 3;

    private Slots() {
    }

    /**
     * Writes the start of a slot holding {@code value}: the tag, or nothing for a self-framing
     * codec. Returns {@link #DONE} when the slot is complete (null, back-reference), else
     * {@link #BODY} or {@link #SELF}: the caller then writes the body and calls {@link #endWrite}.
     */
    static <T> int beginWrite(ObjectCodec<T> c, WireWriter out, T value, WriteContext cx) {
        Shape s = c.shape();
        if (s.selfFraming()) {
            return SELF;
        }
        if (value == null) {
            out.writeByte((byte) NULL);
            return DONE;
        }
        int id = -1;
        if (s.tracked()) {
            id = cx.refs.indexOf(value);
            if (id >= 0) {
                cx.checkBackReference(id, out);
                out.writeVarInt(id + BACK_REFERENCE);
                return DONE;
            }
            id = cx.track(value, !c.publishesEarly(value));
        }
        out.writeByte((byte) NEW);
        if (s.flat()) {
            // Nothing nests inside a flat body: its slot is no level, and its end has nothing to close.
            return SELF;
        }
        cx.enter(out, id);
        return BODY;
    }

    /** Ends a slot whose {@link #beginWrite} returned {@code k}. */
    static void endWrite(WriteContext cx, int k) {
        if (k == BODY) {
            cx.exit();
        }
    }

    /** Writes {@code value} in a slot of codec {@code c} (the root, and paths off the hot loop). */
    static <T> void write(ObjectCodec<T> c, WireWriter out, T value, WriteContext cx) {
        int k = beginWrite(c, out, value, cx);
        if (k != DONE) {
            c.encode(out, value, cx);
            endWrite(cx, k);
        }
    }

    /**
     * Reads the start of a slot of codec {@code c}. Returns {@link #DONE} when the slot is complete
     * (its value, null or back-referenced, is then {@link ReadContext#take()}), else {@link #BODY},
     * {@link #SELF} or a tracked code: the caller reads the body and calls {@link #endRead}.
     */
    static <T> int beginRead(ObjectCodec<T> c, WireReader in, ReadContext cx) {
        Shape s = c.shape();
        if (s.selfFraming()) {
            return SELF;
        }
        int at = in.position();
        int tag = in.readVarInt();
        if (tag == NULL) {
            // Nothing is held: take() after DONE finds null, as every take() clears what it took.
            return DONE;
        }
        if (tag != NEW) {
            cx.hold(backReference(s, tag, at, cx));
            return DONE;
        }
        if (s.flat()) {
            // As on write: no level, and endRead has none to leave. A closed root's body has no
            // graph state (cx is null); the root checks its span at its end instead.
            if (cx != null) {
                cx.checkBytes(at);
            }
            return SELF;
        }
        cx.checkBytes(at);
        in.enterNested();
        if (s.tracked()) {
            int id = cx.reserve();
            if (s.early()) {
                cx.pending = id;
            }
            return TRACKED + id;
        }
        return BODY;
    }

    /** Ends a slot whose {@link #beginRead} returned {@code k}, with the body's value. */
    static void endRead(WireReader in, ReadContext cx, int k, Object value) {
        if (k >= TRACKED) {
            cx.pending = -1;
            cx.fill(k - TRACKED, value);
        }
        if (k != SELF) {
            in.exitNested();
        }
    }

    /**
     * The value of a slot whose {@link #beginRead} returned {@link #DONE}: null, or the
     * back-referenced value held for it. {@code cx} is null inside a closed root's body, where
     * every such slot was null (an untracked slot holds no back-reference).
     */
    static <T> T take(ReadContext cx) {
        return cx == null ? null : cx.take();
    }

    /**
     * Reads the tag of a {@link Shape#closed()} root at {@code at} and enters its level; returns
     * {@link #DONE} for null, else {@link #BODY}: the caller reads the body with no graph state
     * and calls {@link #endClosed}.
     */
    static int beginClosed(ObjectCodec<?> c, WireReader in, int at) {
        int tag = in.readVarInt();
        if (tag == NULL) {
            return DONE;
        }
        if (tag != NEW) {
            throw untrackedTag(c.shape(), tag, at);
        }
        in.enterNested();
        return BODY;
    }

    /**
     * Leaves a {@link Shape#closed()} root's level and checks it spanned at most
     * {@link GraphLimits#maxTotalBytes()} from {@code at}, its start (the offset reported): with no
     * graph state, its slots are not checked one by one.
     */
    static void endClosed(ObjectCodec<?> c, WireReader in, int at) {
        in.exitNested();
        int maxBytes = c.shape().limits().maxTotalBytes();
        if (in.position() - at > maxBytes) {
            throw ReadContext.graphTooLong(at, maxBytes);
        }
    }

    /** Reads a slot of codec {@code c} (the root, and paths off the hot loop). */
    static <T> T read(ObjectCodec<T> c, WireReader in, ReadContext cx) {
        int k = beginRead(c, in, cx);
        if (k == DONE) {
            return cx.take();
        }
        T value = c.decode(in, cx);
        endRead(in, cx, k, value);
        return value;
    }

    /** Reads a slot of codec {@code c} into {@code target} where the codec can. */
    static <T> T readInto(ObjectCodec<T> c, WireReader in, T target, ReadContext cx) {
        int k = beginRead(c, in, cx);
        if (k == DONE) {
            return cx.take();
        }
        if (k >= TRACKED) {
            // The target is the value: back-references from inside it resolve to it.
            cx.fill(k - TRACKED, target);
            cx.pending = -1;
        }
        T value = c.decodeInto(in, target, cx);
        endRead(in, cx, k, value);
        return value;
    }

    private static Object backReference(Shape s, int tag, int at, ReadContext cx) {
        if (!s.tracked()) {
            throw untrackedTag(s, tag, at);
        }
        Object v = cx.backReference(tag - BACK_REFERENCE, at);
        if (!s.type().isInstance(v)) {
            throw new CodecException(at, "back-reference to a " + v.getClass().getName() + " where a "
                    + s.type().getName() + " belongs");
        }
        return v;
    }

    private static CodecException untrackedTag(Shape s, int tag, int at) {
        return new CodecException(at, "slot tag " + Integer.toUnsignedString(tag) + " but "
                + s.type().getName() + " is not tracked (0 = null, 1 = value)");
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
