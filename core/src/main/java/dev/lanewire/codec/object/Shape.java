package dev.lanewire.codec.object;

/**
 * What the framing code needs to know about a codec's values, fixed at derivation.
 *
 * <p>A record on purpose: when a codec is a JIT constant (class data of a derived codec, or a
 * trusted final field of a container's hidden copy), its shape folds to constants too, and the
 * branches in {@link Slots} on {@link #selfFraming()} and {@link #tracked()} disappear.
 *
 * @param type        the declared type (checked against back-references on read)
 * @param tracked     whether values carry reference-tracking tags
 * @param early       whether {@code decode} publishes the new value (through
 *                    {@link ReadContext#publish(Object)}) before reading its parts, so back-references
 *                    from inside it resolve: mutable classes and containers
 * @param selfFraming whether the codec writes null itself (strings, enums, primitive arrays), so no
 *                    presence byte precedes it
 * @param flat        whether the body holds no slots of its own (enums, boxed primitives, decimals, dates):
 *                    its slot is then no nesting level, since nothing can nest inside it
 * @param closed      whether a root of this codec needs no graph state: an untracked record built by its
 *                    constructor whose reference fields are all {@code flat} (so nothing below its own
 *                    level nests, is tracked or is counted); set once its parts are resolved
 * @param blockSize   bytes of a fixed-size record of primitives, or 0 when the type is not one
 * @param boolOffsets offsets of the bool fields within such a record's block
 * @param limits      graph limits of the registry that derived the codec
 */
record Shape(Class<?> type, boolean tracked, boolean early, boolean selfFraming, boolean flat, boolean closed,
             int blockSize, int[] boolOffsets, GraphLimits limits) {

    private static final int[] NONE = {};

    /** The shape of a value codec with no parts. */
    static Shape leaf(Class<?> type, boolean selfFraming) {
        return new Shape(type, false, false, selfFraming, true, false, 0, NONE, GraphLimits.DEFAULT);
    }

    /** The shape of a self-framing sequence of block records. */
    static Shape blockSequence(Class<?> type, GraphLimits limits) {
        return new Shape(type, false, false, true, false, false, 0, NONE, limits);
    }

    /** The shape of a composite codec that is not a primitive block. */
    static Shape composite(Class<?> type, boolean tracked, boolean early, GraphLimits limits) {
        return new Shape(type, tracked, early, false, false, false, 0, NONE, limits);
    }

    /** This shape, marked {@link #closed()}. */
    Shape asClosed() {
        return new Shape(type, tracked, early, selfFraming, flat, true, blockSize, boolOffsets, limits);
    }
}
