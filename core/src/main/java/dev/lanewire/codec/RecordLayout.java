package dev.lanewire.codec;

import java.util.Arrays;

/**
 * The layout of a fixed-size record of primitives on the wire (format §7): {@code stride} bytes
 * per record, fields little-endian at fixed offsets with no padding, and the offsets of its bool
 * fields, which a reader validates for a whole block with one strided kernel call per bool field.
 *
 * <p>Example: a record {@code (long id, boolean active, int count)} is
 * {@code new RecordLayout(13, 8)}: id at 0, active at 8, count at 9.
 */
public final class RecordLayout {

    private final int stride;
    private final int[] boolOffsets;

    /**
     * @param stride      bytes per record, at least 1
     * @param boolOffsets offsets of the bool fields, each in {@code [0, stride)}
     * @throws IllegalArgumentException if the stride or an offset is out of range
     */
    public RecordLayout(int stride, int... boolOffsets) {
        if (stride < 1) {
            throw new IllegalArgumentException("stride " + stride + " is below 1");
        }
        for (int off : boolOffsets) {
            if (off < 0 || off >= stride) {
                throw new IllegalArgumentException("bool field offset " + off + " outside a record of " + stride + " bytes");
            }
        }
        this.stride = stride;
        this.boolOffsets = boolOffsets.clone();
    }

    /** Bytes per record. */
    public int stride() {
        return stride;
    }

    /** Number of bool fields. */
    public int boolFields() {
        return boolOffsets.length;
    }

    /** Offset of bool field {@code k} (in declaration order). */
    public int boolOffset(int k) {
        return boolOffsets[k];
    }

    @Override
    public String toString() {
        return "RecordLayout[stride=" + stride + ", bools at " + Arrays.toString(boolOffsets) + "]";
    }
}
