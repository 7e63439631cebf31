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
}
