package dev.lanewire.codec;

import java.io.Serial;

/**
 * Malformed or unacceptable wire data, or a value that cannot be encoded, reported with the byte
 * offset at which the problem was found.
 *
 * <p>This is the only exception a {@link WireReader} lets escape for bad input: truncation,
 * forged lengths, limits exceeded, invalid values, bad checksums and unsupported versions all
 * become a {@code CodecException}.
 */
public final class CodecException extends RuntimeException {

    @Serial
    private static final long serialVersionUID = 1L;

    private final long offset;

    /**
     * @param offset  absolute byte offset in the buffer where the problem lies
     * @param message what was wrong
     */
    public CodecException(long offset, String message) {
        super(message + " (at byte offset " + offset + ")");
        this.offset = offset;
    }

    /**
     * @param offset  absolute byte offset in the buffer where the problem lies
     * @param message what was wrong
     * @param cause   the underlying failure
     */
    public CodecException(long offset, String message, Throwable cause) {
        super(message + " (at byte offset " + offset + ")", cause);
        this.offset = offset;
    }

    /** The absolute byte offset at which the problem was found. */
    public long offset() {
        return offset;
    }
}
