package dev.lanewire.codec;

/**
 * Upper bounds a {@link WireReader} enforces on untrusted input before it allocates anything.
 *
 * <p>The reader never allocates more than the bytes actually present justify, whatever the limits
 * say: a read of {@code n} bytes allocates at most {@code 48 n} bytes plus 16 KiB
 * ({@code docs/wire-format.md} §9). Limits bound what a well-formed but hostile message may make it
 * build. Every limit from 1 to {@code Integer.MAX_VALUE} is accepted: a depth beyond what the
 * reading thread's stack holds ends the read with a {@link CodecException} too. Immutable: derive
 * a variant from {@link #DEFAULT} with the {@code with...} methods.
 *
 * @param maxStringChars        most UTF-16 chars a string may have
 * @param maxArrayElements      most elements a primitive array may have
 * @param maxCollectionElements most elements a collection or map may have (used by object codecs)
 * @param maxDepth              deepest nesting of values an object codec may enter
 * @param maxFrameBytes         largest body a {@link Frame} may declare
 */
public record Limits(int maxStringChars, int maxArrayElements, int maxCollectionElements, int maxDepth,
                     int maxFrameBytes) {

    /**
     * Defaults sized for service messages: 16 Mi chars a string, 64 Mi elements an array,
     * 16 Mi elements a collection, depth 64, 1 GiB a frame body.
     */
    public static final Limits DEFAULT = new Limits(1 << 24, 1 << 26, 1 << 24, 64, 1 << 30);

    /**
     * Checks every bound is at least 1 (a limit of 0 would refuse even empty nesting levels, and a
     * negative one is a mistake).
     *
     * @throws IllegalArgumentException if a bound is below 1
     */
    public Limits {
        requirePositive("maxStringChars", maxStringChars);
        requirePositive("maxArrayElements", maxArrayElements);
        requirePositive("maxCollectionElements", maxCollectionElements);
        requirePositive("maxDepth", maxDepth);
        requirePositive("maxFrameBytes", maxFrameBytes);
    }

    private static void requirePositive(String name, int value) {
        if (value < 1) {
            throw new IllegalArgumentException(name + " must be at least 1, was " + value);
        }
    }

    /** A copy with {@code maxStringChars} replaced. */
    public Limits withMaxStringChars(int value) {
        return new Limits(value, maxArrayElements, maxCollectionElements, maxDepth, maxFrameBytes);
    }

    /** A copy with {@code maxArrayElements} replaced. */
    public Limits withMaxArrayElements(int value) {
        return new Limits(maxStringChars, value, maxCollectionElements, maxDepth, maxFrameBytes);
    }

    /** A copy with {@code maxCollectionElements} replaced. */
    public Limits withMaxCollectionElements(int value) {
        return new Limits(maxStringChars, maxArrayElements, value, maxDepth, maxFrameBytes);
    }

    /** A copy with {@code maxDepth} replaced. */
    public Limits withMaxDepth(int value) {
        return new Limits(maxStringChars, maxArrayElements, maxCollectionElements, value, maxFrameBytes);
    }

    /** A copy with {@code maxFrameBytes} replaced. */
    public Limits withMaxFrameBytes(int value) {
        return new Limits(maxStringChars, maxArrayElements, maxCollectionElements, maxDepth, value);
    }
}
