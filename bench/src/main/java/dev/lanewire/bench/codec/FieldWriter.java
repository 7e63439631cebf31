package dev.lanewire.bench.codec;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

/**
 * The primitives a hand-written {@link Schema} writes through. Each peer that offers a
 * primitive-level API (Lanewire, Kryo, the JDK's DataOutputStream) implements it with its own
 * best calls, so one schema per case drives every peer the same way.
 *
 * <p>Only one implementation is loaded in a benchmark fork, so these calls are monomorphic and
 * inline like direct calls.
 */
public interface FieldWriter {

    /** Writes an element count (default: a fixed-width int). */
    default void writeCount(int n) {
        writeInt(n);
    }

    /** Writes one boolean. */
    void writeBoolean(boolean v);

    /** Writes one byte. */
    void writeByte(byte v);

    /** Writes one short. */
    void writeShort(short v);

    /** Writes one int. */
    void writeInt(int v);

    /** Writes one long. */
    void writeLong(long v);

    /** Writes one double. */
    void writeDouble(double v);

    /** Writes a non-null string. */
    void writeString(String v);

    /** Writes a length and the floats. */
    void writeFloats(float[] v);

    /** Writes a length and the ints. */
    void writeInts(int[] v);

    /** Writes a decimal (Lanewire: Decimal128, 16 bytes). */
    void writeDecimal(BigDecimal v);

    /** Writes an instant as seconds and nanoseconds. */
    default void writeInstant(Instant v) {
        writeLong(v.getEpochSecond());
        writeInt(v.getNano());
    }

    /** Writes a count and the dates, as epoch days. */
    default void writeDates(LocalDate[] v) {
        writeCount(v.length);
        for (LocalDate d : v) {
            writeInt((int) d.toEpochDay());
        }
    }

    /** Writes a count and the instants. */
    default void writeInstants(Instant[] v) {
        writeCount(v.length);
        for (Instant t : v) {
            writeInstant(t);
        }
    }
}
