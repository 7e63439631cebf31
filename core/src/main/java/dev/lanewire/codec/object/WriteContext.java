package dev.lanewire.codec.object;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.WireWriter;

/**
 * Per-thread state of the root value being written: the identity table of tracked values and the
 * nesting depth. Kept in a thread-local and reused, so writing allocates nothing once the table
 * has grown to the graphs seen. A root written from inside another root's codec (a hand-written
 * codec calling a derived one) joins the outer root's state; a {@link Shape#closed()} root uses
 * none.
 */
final class WriteContext {

    private static final ThreadLocal<WriteContext> CURRENT = ThreadLocal.withInitial(WriteContext::new);

    /** Tracked values written so far in this root, by id. */
    final IdentityTable refs = new IdentityTable();
    /** By id: a value built by its constructor whose body is still being written. */
    private boolean[] openLate = new boolean[16];
    /** By depth: the id of the tracked value whose body is open at that depth, or -1. */
    private int[] openIds = new int[16];
    private int depth;
    private int maxDepth;
    private int roots;

    private WriteContext() {
    }

    /** This thread's context, opened for one more root. */
    static WriteContext open(GraphLimits limits) {
        WriteContext cx = CURRENT.get();
        if (cx.roots++ == 0) {
            cx.maxDepth = limits.maxWriteDepth();
            cx.depth = 0;
        }
        return cx;
    }

    /** Whether the root being written is the outermost one (not nested in another root's codec). */
    boolean outermost() {
        return roots == 1;
    }

    /** Levels entered so far in this root (and the roots it is nested in). */
    int depth() {
        return depth;
    }

    /** Closes one root; the outermost clears the identity table. */
    void close() {
        if (--roots == 0) {
            refs.clear();
        }
    }

    /** One level deeper, into the body of the tracked value {@code id} (or -1 if untracked). */
    void enter(WireWriter out, int id) {
        int d = depth + 1;
        if (d > maxDepth) {
            throw new CodecException(out.position(), "object graph deeper than the write limit of " + maxDepth
                    + " (an untracked cycle?)");
        }
        if (d == openIds.length) {
            openIds = java.util.Arrays.copyOf(openIds, 2 * d);
        }
        openIds[d] = id;
        depth = d;
    }

    /** One level back; a tracked value whose body ends here is complete. */
    void exit() {
        int id = openIds[depth--];
        if (id >= 0) {
            openLate[id] = false;
        }
    }

    /** Adds a tracked value; {@code late} when decoding builds it only after its parts. */
    int track(Object value, boolean late) {
        int id = refs.add(value);
        if (id == openLate.length) {
            openLate = java.util.Arrays.copyOf(openLate, 2 * id);
        }
        openLate[id] = late;
        return id;
    }

    /**
     * Refuses a back-reference to a value still being written that a reader could not resolve: it
     * would exist only after the parts now being written.
     */
    void checkBackReference(int id, WireWriter out) {
        if (openLate[id]) {
            throw new CodecException(out.position(), "cycle through a value built by its constructor (a record?): "
                    + "it cannot be decoded; make the type on the cycle a mutable class or break the cycle");
        }
    }
}
