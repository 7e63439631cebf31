package dev.lanewire.bench.codec;

/**
 * One peer's encoder and decoder for one case, with a reusable output buffer.
 *
 * @param <T> the value type
 */
public interface PeerCodec<T> {

    /**
     * Encodes {@code value} into {@link #buffer()}, from index 0.
     *
     * @return the encoded length in bytes
     */
    int encode(T value);

    /** The buffer holding the last encoding; read it right after {@link #encode}, it may be replaced. */
    byte[] buffer();

    /** Decodes {@code bytes[0 .. length)}, which must hold exactly one value. */
    T decode(byte[] bytes, int length);
}
