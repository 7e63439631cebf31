package dev.lanewire.kernel;

/**
 * Validation of blocks of range-limited values as they lie on the wire: little-endian, packed,
 * one element after another.
 *
 * <p>Every method returns the <em>element</em> index (0-based, relative to {@code off}) of the
 * first invalid element, or {@code -1} when all {@code count} elements are valid. A vector variant
 * finds the first failing block and lets the scalar twin pinpoint the element in it.
 *
 * <p>Preconditions, checked once by the façade ({@code dev.lanewire.validate.Blocks}) and only
 * asserted here:
 * <ul>
 *   <li>{@code off >= 0}, {@code count >= 0}, and the {@code count} elements lie inside {@code a}:
 *       {@code off + count * elementBytes <= a.length}, computed without overflow. A kernel reads
 *       nothing outside {@code [off, off + count * elementBytes)}.</li>
 *   <li>Ranges are non-empty: {@code min <= max}. (With {@code min > max} the unsigned
 *       difference test below would accept a wrapped-around range, so callers must not ask.)</li>
 *   <li>Strided forms: {@code stride >= 1}, and the field lies inside one element:
 *       {@code 0 <= fieldOffset} and {@code fieldOffset + fieldBytes <= stride}.</li>
 *   <li>Ordinal limits (an enum's constant count) are {@code >= 0}.</li>
 * </ul>
 *
 * @implSpec Every variant returns exactly what the scalar twin returns for the same arguments. A
 *           range test {@code min <= v <= max} is evaluated as the unsigned compare
 *           {@code (v - min) <=u (max - min)}, which is equivalent when {@code min <= max}.
 */
public interface BlockKernel {

    /** First byte of {@code a[off .. off+count)} that is neither 0 nor 1. */
    int firstInvalidBool(byte[] a, int off, int count);

    /**
     * First element whose bool at {@code fieldOffset} is neither 0 nor 1, for {@code count}
     * elements of {@code stride} bytes starting at {@code off} (a bool field of a fixed-size
     * record).
     */
    int firstInvalidBoolStrided(byte[] a, int off, int count, int stride, int fieldOffset);

    /** First little-endian int32 of {@code count} at {@code off} outside {@code [min, max]}. */
    int firstOutOfRangeInt32(byte[] a, int off, int count, int min, int max);

    /** First little-endian int64 of {@code count} at {@code off} outside {@code [min, max]}. */
    int firstOutOfRangeInt64(byte[] a, int off, int count, long min, long max);

    /**
     * First element of {@code stride} bytes whose little-endian int32 at {@code fieldOffset} lies
     * outside {@code [min, max]} (Instant nanoseconds: stride 12, field offset 8).
     */
    int firstOutOfRangeInt32Field(byte[] a, int off, int count, int stride, int fieldOffset, int min, int max);

    /**
     * First element of {@code stride} bytes whose little-endian int64 at {@code fieldOffset} lies
     * outside {@code [min, max]} (Instant seconds: stride 12, field offset 0).
     */
    int firstOutOfRangeInt64Field(byte[] a, int off, int count, int stride, int fieldOffset, long min, long max);

    /**
     * First element of {@code stride} bytes whose little-endian int32 at {@code fieldOffset},
     * {@code v}, fails the mask-and-range test: {@code (v & forbiddenBits) != 0}, or
     * {@code (v >>> shift) & 0xFF} above {@code maxField}. (Decimal128 flags: stride 16, field
     * offset 12, forbidden bits {@code 0x7F00FFFF}, shift 16, scale at most 28.) Requires
     * {@code 0 <= shift <= 31}.
     */
    int firstInvalidFlags32Field(byte[] a, int off, int count, int stride, int fieldOffset,
                                 int forbiddenBits, int shift, int maxField);

    /** First unsigned byte ordinal at or above {@code limit}. */
    int firstOrdinal8AtOrAbove(byte[] a, int off, int count, int limit);

    /** First unsigned little-endian 16-bit ordinal at or above {@code limit}. */
    int firstOrdinal16AtOrAbove(byte[] a, int off, int count, int limit);

    /** First little-endian int32 ordinal that is negative or at or above {@code limit}. */
    int firstOrdinal32AtOrAbove(byte[] a, int off, int count, int limit);
}
