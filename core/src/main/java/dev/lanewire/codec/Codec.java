package dev.lanewire.codec;

/**
 * Writes values of one Java type to a {@link WireWriter} and reads them back from a
 * {@link WireReader}.
 *
 * <p>Get derived codecs from {@link Codecs}; implement this interface by hand for a type that
 * cannot be derived and {@linkplain Codecs.Builder#register register} it. A hand-written codec
 * writes a value's body however it likes; where it is used inside a derived codec, the derived
 * codec frames it (a presence byte for null) around the body.
 *
 * <p>Codecs are immutable and may be shared by any number of threads. A writer and a reader
 * belong to one thread each; a codec keeps its per-thread working state (reference tables,
 * scratch) off the codec, so sharing it costs nothing.
 *
 * @param <T> the type of the values
 */
public interface Codec<T> {

    /**
     * Writes {@code value}.
     *
     * @throws CodecException if the value cannot be encoded or does not fit the buffer
     */
    void write(WireWriter out, T value);

    /**
     * Reads a value written by {@link #write}.
     *
     * @throws CodecException for any malformed input, naming the byte offset; nothing else
     *                        escapes for bad bytes
     */
    T read(WireReader in);

    /**
     * Reads a value into {@code target} where the type allows it (a class with an annotated,
     * mutable field set), and returns the value read: {@code target} itself in that case, else a
     * new instance (records and other immutable values are always built anew), or null if null
     * was written.
     *
     * @throws CodecException for any malformed input
     */
    default T readInto(WireReader in, T target) {
        return read(in);
    }
}
