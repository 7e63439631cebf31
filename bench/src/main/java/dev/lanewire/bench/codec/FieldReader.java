package dev.lanewire.bench.codec;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

/** The reading twin of {@link FieldWriter}: reads back what the matching writer wrote. */
public interface FieldReader {

    /** Reads an element count written by {@link FieldWriter#writeCount(int)}, checked by {@link #count(int)}. */
    default int readCount() {
        return count(readInt());
    }

    /** Reads one boolean. */
    boolean readBoolean();

    /** Reads one byte. */
    byte readByte();

    /** Reads one short. */
    short readShort();

    /** Reads one int. */
    int readInt();

    /** Reads one long. */
    long readLong();

    /** Reads one double. */
    double readDouble();

    /** Reads a string. */
    String readString();

    /** Reads a length and that many floats. */
    float[] readFloats();

    /** Reads a length and that many ints. */
    int[] readInts();

    /** Reads a decimal. */
    BigDecimal readDecimal();

    /** Reads an instant written by {@link FieldWriter#writeInstant(Instant)}. */
    default Instant readInstant() {
        long seconds = readLong();
        return Instant.ofEpochSecond(seconds, readInt());
    }

    /** Reads dates written by {@link FieldWriter#writeDates(LocalDate[])}. */
    default LocalDate[] readDates() {
        LocalDate[] out = new LocalDate[readCount()];
        for (int i = 0; i < out.length; i++) {
            out[i] = LocalDate.ofEpochDay(readInt());
        }
        return out;
    }

    /** Reads instants written by {@link FieldWriter#writeInstants(Instant[])}. */
    default Instant[] readInstants() {
        Instant[] out = new Instant[readCount()];
        for (int i = 0; i < out.length; i++) {
            out[i] = readInstant();
        }
        return out;
    }

    /**
     * Checks a count read from the input before it sizes an allocation: the remaining input must
     * hold at least one byte per element.
     *
     * @throws IllegalStateException if it cannot
     */
    int count(int n);
}
