package dev.lanewire.codec.object;

/**
 * Bounds on one root value's object graph, on top of the per-value {@link
 * dev.lanewire.codec.Limits} a {@link dev.lanewire.codec.WireReader} enforces (nesting depth and
 * elements per collection).
 *
 * @param maxTotalElements most collection, map and array elements one root value may hold, all
 *                         nesting levels together
 * @param maxTotalBytes    most bytes one root value may span on read
 * @param maxWriteDepth    deepest nesting a write may enter: an untracked cycle ends here with a
 *                         {@link dev.lanewire.codec.CodecException}, as does a graph deeper than
 *                         the writing thread's stack holds, whatever this limit says
 */
public record GraphLimits(int maxTotalElements, int maxTotalBytes, int maxWriteDepth) {

    /**
     * 16 Mi elements, 1 GiB and the reader's default depth (64): what a default reader accepts,
     * a default writer writes.
     */
    public static final GraphLimits DEFAULT = new GraphLimits(1 << 24, 1 << 30,
            dev.lanewire.codec.Limits.DEFAULT.maxDepth());

    /**
     * @throws IllegalArgumentException if a bound is below 1
     */
    public GraphLimits {
        if (maxTotalElements < 1 || maxTotalBytes < 1 || maxWriteDepth < 1) {
            throw new IllegalArgumentException("graph limits must be at least 1: " + maxTotalElements + ", "
                    + maxTotalBytes + ", " + maxWriteDepth);
        }
    }
}
