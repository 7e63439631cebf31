package dev.lanewire.codec.object;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import org.agrona.MutableDirectBuffer;

/**
 * The protocol every codec of this package speaks inside an object graph: bodies without framing,
 * with the per-thread graph state passed along.
 *
 * <p>{@link Slots} adds the framing (presence byte or reference tag, depth) around {@link #encode}
 * and {@link #decode}; the root methods {@link #write}, {@link #read} and {@link #readInto} open the
 * graph state and frame the root value the same way, except for a {@link Shape#closed()} codec,
 * whose root they frame with no graph state (its body gets a null context).
 *
 * <p>Calls between codecs stay monomorphic: a derived codec loads its part codecs as constants
 * (class data of its hidden class), and every container codec is an instance of its own hidden
 * copy of its class ({@link Clones}), whose final fields HotSpot trusts and whose call sites see
 * one element codec, so every {@code encode}/{@code decode} call in a loop has a receiver of one
 * exact type.
 *
 * @param <T> the type of the values
 */
interface ObjectCodec<T> extends Codec<T> {

    /** Facts fixed at derivation. */
    Shape shape();

    /**
     * Writes the body of {@code value}, which is not null (unless {@link Shape#selfFraming()}).
     * {@code cx} is null in the body of a {@link Shape#closed()} root and in its parts, which are
     * leaves and use no graph state.
     */
    void encode(WireWriter out, T value, WriteContext cx);

    /** Reads a body written by {@link #encode}; {@code cx} is null where it is null there. */
    T decode(WireReader in, ReadContext cx);

    /**
     * Reads a body into {@code target} where the type is mutable; by default builds a new value.
     */
    default T decodeInto(WireReader in, T target, ReadContext cx) {
        return decode(in, cx);
    }

    /**
     * Whether {@code decode} of this very value publishes it before its parts are read (see
     * {@link Shape#early()}); polymorphic codecs answer for the value's subtype.
     */
    default boolean publishesEarly(T value) {
        return shape().early();
    }

    /** Writes a fixed-size record of primitives at {@code index}; only when {@link Shape#blockSize()} > 0. */
    default void encodeBlock(MutableDirectBuffer buffer, int index, T value) {
        throw new UnsupportedOperationException(shape().type() + " is not a block record");
    }

    /** Builds a record of primitives from validated bytes at {@code offset}; only for block records. */
    default T decodeBlock(byte[] bytes, int offset) {
        throw new UnsupportedOperationException(shape().type() + " is not a block record");
    }

    /**
     * {@inheritDoc}
     *
     * <p>If the write fails (the value cannot be encoded, or does not fit a buffer that cannot
     * grow), the writer's position is put back where this root value started, so the next write
     * overwrites the partial value; the bytes past that position are unspecified.
     */
    @Override
    default void write(WireWriter out, T value) {
        if (shape().closed()) {
            // No graph state: the parts are leaves, which use none, and the root's one level needs
            // no count, as maxWriteDepth (at least 1) guards against untracked cycles that such a
            // value cannot hold. Written here, not in a helper of Slots, so that the root's encode
            // inlines into the caller (a helper with handlers stayed a call: "callee is too large").
            int start = out.position();
            try {
                if (value == null) {
                    out.writeByte((byte) Slots.NULL);
                } else {
                    out.writeByte((byte) Slots.NEW);
                    encode(out, value, null);
                }
            } catch (StackOverflowError e) {
                out.wrap(out.buffer(), start);
                throw tooDeep(out.position(), 1, "write", e);
            } catch (RuntimeException | Error e) {
                out.wrap(out.buffer(), start);
                throw e;
            }
            return;
        }
        WriteContext cx = WriteContext.open(shape().limits());
        int start = out.position();
        try {
            Slots.write(this, out, value, cx);
        } catch (StackOverflowError e) {
            if (cx.outermost()) {
                out.wrap(out.buffer(), start);
            }
            throw tooDeep(out.position(), cx.depth(), "write", e);
        } catch (RuntimeException | Error e) {
            if (cx.outermost()) {
                out.wrap(out.buffer(), start);
            }
            throw e;
        } finally {
            cx.close();
        }
    }

    @Override
    default T read(WireReader in) {
        boolean closed = shape().closed();
        ReadContext cx = closed ? null : ReadContext.open(in, shape().limits());
        int depth = in.depth();
        try {
            if (closed) {
                // As in write: here, so that the root's decode inlines into the caller.
                int at = in.position();
                int k = Slots.beginClosed(this, in, at);
                if (k == Slots.DONE) {
                    return null;
                }
                T value = decode(in, null);
                Slots.endClosed(this, in, at);
                return value;
            }
            return Slots.read(this, in, cx);
        } catch (CodecException e) {
            throw e;
        } catch (StackOverflowError e) {
            throw tooDeep(in.position(), in.depth() - depth, "read", e);
        } catch (RuntimeException e) {
            // A constructor that refuses the values read (a record's compact constructor) is bad input too.
            throw new CodecException(in.position(), "cannot build " + shape().type().getName() + ": " + e, e);
        } finally {
            if (cx != null) {
                cx.close();
            }
            while (in.depth() > depth) {
                in.exitNested();
            }
        }
    }

    @Override
    default T readInto(WireReader in, T target) {
        // A closed type is built by its constructor, so reading into a target builds a new value.
        if (target == null || shape().closed()) {
            return read(in);
        }
        ReadContext cx = ReadContext.open(in, shape().limits());
        int depth = in.depth();
        try {
            return Slots.readInto(this, in, target, cx);
        } catch (CodecException e) {
            throw e;
        } catch (StackOverflowError e) {
            throw tooDeep(in.position(), in.depth() - depth, "read", e);
        } catch (RuntimeException e) {
            throw new CodecException(in.position(), "cannot build " + shape().type().getName() + ": " + e, e);
        } finally {
            cx.close();
            while (in.depth() > depth) {
                in.exitNested();
            }
        }
    }

    /**
     * The {@link CodecException} for a value nested deeper than the thread's stack holds. Reads and
     * writes recurse once a nesting level, so the depth a thread can hold depends on its stack
     * size, which no limit can know; {@link dev.lanewire.codec.Limits#maxDepth()} and
     * {@link GraphLimits#maxWriteDepth()} accept any positive depth, and a stack that runs out
     * first ends the read or write here, at the codec boundary, like any other malformed input.
     */
    private static CodecException tooDeep(long at, int depth, String what, StackOverflowError e) {
        return new CodecException(at, "value nested too deep for this thread's stack to " + what + " (" + depth
                + " levels entered)", e);
    }
}
