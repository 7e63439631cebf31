package dev.lanewire.codec.object;

import java.util.Arrays;

/**
 * Object-to-id map by identity, for reference tracking on write. Ids are 0, 1, 2, ... in the
 * order objects were added.
 *
 * <p><b>Small part.</b> The first {@link #SMALL} entries live in two fixed arrays, identity hash
 * codes and objects, side by side. A lookup compares the probe's hash with all sixteen hashes
 * without a branch ({@code d | -d} has its sign bit set exactly when {@code d != 0}), gathers the
 * matches into a bit mask and only then confirms the (almost always zero or one) candidate by
 * identity. Most graphs share few objects, so most lookups end here: a fixed-count loop that C2
 * unrolls into straight-line compares with no data-dependent branch, unlike hashing with probing,
 * whose probe-length branches are as unpredictable as the hashes (the branch-miss pattern of
 * PostgreSQL's private ref-count array, whose fix was exactly this branch-free search of a small
 * key array).
 *
 * <p><b>Why scalar, not a vector kernel.</b> Sixteen ints are one 512-bit compare, but the core
 * module may not link against the Vector API, and reaching a vector kernel means a call through
 * the dispatcher's bound kernel plus moving the probe into a vector and the mask back: several
 * times the cost of the unrolled scalar compares at this size. The branch-free shape is what
 * matters for branch prediction, and the scalar form already has it.
 *
 * <p><b>Spill.</b> Entries beyond the first sixteen go to an open-addressing hash table (linear
 * probing, load at most one half). Entries are never removed one by one or moved between the two
 * parts: ids stay equal to insertion order and the small part's scan order never changes. The
 * whole table is emptied at the end of a root value; its arrays are kept, so a warmed-up table
 * allocates nothing.
 */
final class IdentityTable {

    /** Entries kept in the small, linearly scanned part: one 512-bit vector of int hashes. */
    static final int SMALL = 16;

    private final int[] smallHashes = new int[SMALL];
    private final Object[] smallKeys = new Object[SMALL];
    private int size;

    private Object[] spillKeys = new Object[64];
    private int[] spillIds = new int[64];
    private int spillCount;

    /** Number of entries. */
    int size() {
        return size;
    }

    /** The id of {@code o}, or {@code -1} if absent. */
    int indexOf(Object o) {
        int h = System.identityHashCode(o);
        int n = size;
        int match = matches(smallHashes, h) & ((1 << Math.min(n, SMALL)) - 1);
        while (match != 0) {
            int i = Integer.numberOfTrailingZeros(match);
            if (smallKeys[i] == o) {
                return i;
            }
            match &= match - 1;
        }
        return n > SMALL ? spillFind(o, h) : -1;
    }

    /** Bit {@code i} set where {@code hashes[i] == h}; no branch on the data. */
    private static int matches(int[] hashes, int h) {
        int m = 0;
        for (int i = 0; i < SMALL; i++) {
            int d = hashes[i] ^ h;
            m |= (~(d | -d) >>> 31) << i;
        }
        return m;
    }

    /** Adds {@code o}, which must be absent, and returns its id. */
    int add(Object o) {
        int id = size;
        int h = System.identityHashCode(o);
        if (id < SMALL) {
            smallHashes[id] = h;
            smallKeys[id] = o;
        } else {
            if (2 * (spillCount + 1) > spillKeys.length) {
                growSpill();
            }
            spillPut(o, h, id);
            spillCount++;
        }
        size = id + 1;
        return id;
    }

    /** Removes every entry; keeps the arrays. */
    void clear() {
        Arrays.fill(smallKeys, 0, Math.min(size, SMALL), null);
        if (spillCount > 0) {
            Arrays.fill(spillKeys, null);
            spillCount = 0;
        }
        size = 0;
    }

    private int spillFind(Object o, int h) {
        Object[] keys = spillKeys;
        int mask = keys.length - 1;
        for (int i = spread(h) & mask; ; i = (i + 1) & mask) {
            Object k = keys[i];
            if (k == o) {
                return spillIds[i];
            }
            if (k == null) {
                return -1;
            }
        }
    }

    private void spillPut(Object o, int h, int id) {
        Object[] keys = spillKeys;
        int mask = keys.length - 1;
        int i = spread(h) & mask;
        while (keys[i] != null) {
            i = (i + 1) & mask;
        }
        keys[i] = o;
        spillIds[i] = id;
    }

    private void growSpill() {
        Object[] oldKeys = spillKeys;
        int[] oldIds = spillIds;
        spillKeys = new Object[oldKeys.length * 2];
        spillIds = new int[oldKeys.length * 2];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != null) {
                spillPut(oldKeys[i], System.identityHashCode(oldKeys[i]), oldIds[i]);
            }
        }
    }

    /** Fibonacci hashing: identity hashes are not uniformly spread in their low bits. */
    private static int spread(int h) {
        return (h * 0x9E3779B9) >>> 7;
    }
}
