package dev.lanewire.dispatch;

/**
 * Inputs for measuring one operation on one size class: {@code count} independent inputs, each in
 * its own exactly-sized array (as a codec meets them), with destinations allocated up front so
 * that measuring allocates nothing. Only the arrays the operation uses are non-null. Opaque outside
 * dispatch: the calibration tool gets one from {@link CalibrationSupport#workload} and hands it to
 * the measuring loops; the warm-up runs the chosen kernels over the same inputs.
 */
public final class Workload {

    /** Input lengths in the operation's units (chars, bytes or elements). */
    final int[] lengths;
    /** Byte sources, one per input, or {@code null}. */
    final byte[][] bytes;
    /** Char sources, one per input, or {@code null}. */
    final char[][] chars;
    /** Byte destinations, one per input, or {@code null}. */
    final byte[][] byteDst;
    /** Char destinations, one per input, or {@code null}. */
    final char[][] charDst;
    /** Sum of {@link #lengths}: the units one pass over the workload processes. */
    final long units;

    /** The units one pass over the workload processes. */
    public long units() {
        return units;
    }

    Workload(int[] lengths, byte[][] bytes, char[][] chars, byte[][] byteDst, char[][] charDst) {
        this.lengths = lengths;
        this.bytes = bytes;
        this.chars = chars;
        this.byteDst = byteDst;
        this.charDst = charDst;
        long sum = 0;
        for (int len : lengths) {
            sum += len;
        }
        this.units = sum;
    }

    /**
     * The inputs of at most {@code maxUnits} units, in order; this workload itself when all are.
     * The warm-up runs those of large workloads up to 1,024 units: the interpreted and C1-compiled
     * vector code it waits through costs time in proportion to the units, and C2 compiles on calls.
     */
    Workload upTo(int maxUnits) {
        int n = 0;
        for (int len : lengths) {
            n += len <= maxUnits ? 1 : 0;
        }
        if (n == lengths.length || n == 0) {
            return this;
        }
        int[] l = new int[n];
        byte[][] b = bytes == null ? null : new byte[n][];
        char[][] c = chars == null ? null : new char[n][];
        byte[][] bd = byteDst == null ? null : new byte[n][];
        char[][] cd = charDst == null ? null : new char[n][];
        for (int i = 0, j = 0; i < lengths.length; i++) {
            if (lengths[i] <= maxUnits) {
                l[j] = lengths[i];
                if (b != null) {
                    b[j] = bytes[i];
                }
                if (c != null) {
                    c[j] = chars[i];
                }
                if (bd != null) {
                    bd[j] = byteDst[i];
                }
                if (cd != null) {
                    cd[j] = charDst[i];
                }
                j++;
            }
        }
        return new Workload(l, b, c, bd, cd);
    }
}
