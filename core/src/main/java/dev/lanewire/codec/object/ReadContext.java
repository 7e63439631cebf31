package dev.lanewire.codec.object;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.WireReader;
import java.util.Arrays;

/**
 * Per-thread state of the root value being read: tracked values by id, the element and byte
 * budgets of {@link GraphLimits}, and a scratch array for blocks read from off-heap buffers.
 * Reused from a thread-local; a root read from inside another root's codec joins it, and a
 * {@link Shape#closed()} root uses none.
 */
final class ReadContext {

    private static final ThreadLocal<ReadContext> CURRENT = ThreadLocal.withInitial(ReadContext::new);

    private Object[] refs = new Object[16];
    private int refCount;
    /** Id reserved for the value whose early-publishing decode is about to start, or -1. */
    int pending = -1;
    private int roots;
    private int start;
    private WireReader reader;
    private long elements;
    /** Bytes the elements declared so far own at least, one slot tag (or header) each. */
    private long declaredBytes;
    /** Bytes between the root's first byte and the reader's limit. */
    private long span;
    private int maxElements;
    private int maxBytes;
    private byte[] scratch = new byte[256];
    /** A slot's value when no body followed its tag (see {@link Slots#beginRead}). */
    private Object held;

    private ReadContext() {
    }

    /** This thread's context, opened for one more root read from {@code in}. */
    static ReadContext open(WireReader in, GraphLimits limits) {
        ReadContext cx = CURRENT.get();
        if (cx.roots++ == 0) {
            cx.start = in.position();
            cx.reader = in;
            cx.span = in.limit() - cx.start;
            cx.elements = 0;
            cx.declaredBytes = 0;
            cx.maxElements = limits.maxTotalElements();
            cx.maxBytes = limits.maxTotalBytes();
            cx.pending = -1;
        }
        return cx;
    }

    /** Closes one root; the outermost forgets the values read. */
    void close() {
        if (--roots == 0) {
            Arrays.fill(refs, 0, refCount, null);
            refCount = 0;
            pending = -1;
            reader = null;
        }
    }

    /**
     * Reserves the next id. Each id costs at least one input byte, so the table grows no faster
     * than the input.
     */
    int reserve() {
        if (refCount == refs.length) {
            refs = Arrays.copyOf(refs, 2 * refCount);
        }
        return refCount++;
    }

    /** Called by an early-publishing decode with its new, still empty value. */
    void publish(Object value) {
        int id = pending;
        if (id >= 0) {
            refs[id] = value;
            pending = -1;
        }
    }

    /** Holds the value of a slot that had no body. */
    void hold(Object value) {
        held = value;
    }

    /** Takes the held value (and forgets it). */
    @SuppressWarnings("unchecked")
    <T> T take() {
        Object v = held;
        held = null;
        return (T) v;
    }

    /** Records the finished value of a reserved id. */
    void fill(int id, Object value) {
        refs[id] = value;
    }

    /**
     * The value with this id.
     *
     * @throws CodecException if no such id was assigned, or its value is still being built
     */
    Object backReference(int id, int at) {
        if (id < 0 || id >= refCount) {
            throw new CodecException(at, "back-reference to id " + Integer.toUnsignedString(id) + " but only "
                    + refCount + " values have ids");
        }
        Object v = refs[id];
        if (v == null) {
            throw new CodecException(at, "back-reference to id " + id + ", a value still being built");
        }
        return v;
    }

    /**
     * Counts {@code n} more elements, each owning at least {@code bytesEach} bytes, against the
     * root's element budget and against the bytes present.
     *
     * <p>Every element of every container owns bytes that no other element owns: its slot tag, or
     * the header of a self-framing value (two slots, so two bytes, for a map entry; the whole
     * record for a block sequence). So all the elements a valid root declares, at every nesting
     * level together, fit in the bytes from the root's start to the reader's limit. A container
     * is presized from its count only after this check, so the sizes of all presized containers
     * of one read add up to at most the bytes present: forged counts nested inside each other
     * cannot each claim all the remaining bytes.
     *
     * @throws CodecException if the root would hold more than its element budget, or its
     *                        elements more bytes than are present
     */
    void countElements(int n, int bytesEach, WireReader in, int at) {
        long total = elements + n;
        if (total > maxElements) {
            throw new CodecException(at, "object graph holds more than " + maxElements + " elements");
        }
        elements = total;
        if (in == reader) {
            long bytes = declaredBytes + (long) n * bytesEach;
            if (bytes > span) {
                throw new CodecException(at, "count " + n + " brings the elements declared in this value to at least "
                        + bytes + " bytes, but only " + span + " bytes are present");
            }
            declaredBytes = bytes;
        }
    }

    /** Checks the root has not spanned more bytes than allowed. */
    void checkBytes(int at) {
        if (at - start > maxBytes) {
            throw graphTooLong(at, maxBytes);
        }
    }

    /** The refusal of a root that spans more than {@code maxBytes}, reported at {@code at}. */
    static CodecException graphTooLong(int at, int maxBytes) {
        return new CodecException(at, "object graph spans more than " + maxBytes + " bytes");
    }

    /** A scratch array of at least {@code n} bytes, kept for reuse. */
    byte[] scratch(int n) {
        if (scratch.length < n) {
            scratch = new byte[Math.max(n, 2 * scratch.length)];
        }
        return scratch;
    }
}
