package dev.lanewire.bench.codec;

/**
 * A case's hand-written layout: which fields, in which order, through the primitives of
 * {@link FieldWriter} and {@link FieldReader}.
 *
 * @param <T> the case's value type
 */
public interface Schema<T> {

    /** Writes {@code value}. */
    void write(T value, FieldWriter out);

    /** Reads a value written by {@link #write}. */
    T read(FieldReader in);
}
