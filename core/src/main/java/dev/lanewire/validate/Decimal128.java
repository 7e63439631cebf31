package dev.lanewire.validate;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteOrder;
import java.util.Objects;

/**
 * The 16-byte Decimal128 layout (the .NET {@code decimal} layout) and its mapping to
 * {@link BigDecimal}.
 *
 * <pre>
 * bytes  0..3   lo    int32, little-endian  \
 * bytes  4..7   mid   int32, little-endian   } 96-bit unsigned magnitude, lo first
 * bytes  8..11  hi    int32, little-endian  /
 * bytes 12..15  flags int32, little-endian: bit 31 sign, bits 16..23 scale (0..28), all else 0
 * </pre>
 *
 * <p>The value is {@code (sign ? -1 : 1) * magnitude / 10^scale}. A BigDecimal is encodable when
 * its unscaled value's magnitude is below 2^96 and its scale is 0..28; the mapping is exact and
 * keeps the scale, so {@code 1.50} stays {@code 1.50}. A negative zero (sign set, magnitude 0)
 * decodes to zero with its scale.
 */
public final class Decimal128 {

    private static final VarHandle I32 = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle I64 = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final int MAGNITUDE_BITS = 96;

    /** What {@link #compactFlags} returns for a value it does not cover: never a valid flags word. */
    public static final int NOT_COMPACT = -1;
    private static final BigInteger LOW_64_BITS = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    private Decimal128() {
    }

    /**
     * Checks that {@code value} has a Decimal128 encoding.
     *
     * @throws IllegalArgumentException naming the value and what is out of range
     */
    public static void checkEncodable(BigDecimal value) {
        if (value.scale() < 0 || value.scale() > ValueRanges.DECIMAL128_MAX_SCALE) {
            throw new IllegalArgumentException("Decimal128 needs a scale of 0.." + ValueRanges.DECIMAL128_MAX_SCALE
                    + ", got " + value.scale() + " for " + value
                    + (value.scale() < 0 ? " (setScale(0) makes it an integer)" : " (round it with setScale)"));
        }
        if (value.unscaledValue().abs().bitLength() > MAGNITUDE_BITS) {
            throw new IllegalArgumentException("Decimal128 needs |unscaled value| < 2^96, got " + value.unscaledValue()
                    + " for " + value);
        }
    }

    /**
     * Writes {@code value} as 16 bytes at {@code dst[off]}; nothing is written when it is not
     * encodable.
     *
     * @throws IllegalArgumentException if {@link #checkEncodable} refuses {@code value}
     * @throws IndexOutOfBoundsException if the 16 bytes do not fit
     */
    public static void write(BigDecimal value, byte[] dst, int off) {
        BigInteger unscaled = value.unscaledValue();
        int flags = compactFlags(value.scale(), unscaled);
        if (flags == NOT_COMPACT) {
            writeWide(value, dst, off);
            return;
        }
        Objects.checkFromIndexSize(off, ValueRanges.DECIMAL128_BYTES, dst.length);
        I64.set(dst, off, Math.abs(unscaled.longValue()));
        I32.set(dst, off + 8, 0);
        I32.set(dst, off + 12, flags);
    }

    /**
     * The flags word of the Decimal128 of {@code unscaled / 10^scale} when {@code scale} is 0..28
     * and {@code |unscaled|} fits 62 bits, whose encoding is then the magnitude
     * {@code Math.abs(unscaled.longValue())} as the low 64 bits, a zero high word and this flags
     * word; otherwise {@link #NOT_COMPACT} (the value is wide, or not encodable: use
     * {@link #write}).
     */
    public static int compactFlags(int scale, BigInteger unscaled) {
        if (scale < 0 || scale > ValueRanges.DECIMAL128_MAX_SCALE || unscaled.bitLength() >= Long.SIZE - 1) {
            return NOT_COMPACT;
        }
        return scale << ValueRanges.DECIMAL128_SCALE_SHIFT | (unscaled.signum() < 0 ? ValueRanges.DECIMAL128_SIGN_BIT : 0);
    }

    private static void writeWide(BigDecimal value, byte[] dst, int off) {
        checkEncodable(value);
        Objects.checkFromIndexSize(off, ValueRanges.DECIMAL128_BYTES, dst.length);
        BigInteger unscaled = value.unscaledValue();
        BigInteger magnitude = unscaled.abs();
        int flags = (value.scale() << ValueRanges.DECIMAL128_SCALE_SHIFT)
                | (unscaled.signum() < 0 ? ValueRanges.DECIMAL128_SIGN_BIT : 0);
        I64.set(dst, off, magnitude.longValue());
        I32.set(dst, off + 8, magnitude.shiftRight(64).intValue());
        I32.set(dst, off + 12, flags);
    }

    /** Whether {@code flags} is a valid flags word: scale 0..28, only the scale and sign bits set. */
    public static boolean validFlags(int flags) {
        return (flags & ValueRanges.DECIMAL128_FORBIDDEN_FLAGS) == 0
                && (flags >>> ValueRanges.DECIMAL128_SCALE_SHIFT & 0xFF) <= ValueRanges.DECIMAL128_MAX_SCALE;
    }

    /**
     * Byte index of the flags word of the Decimal128 at {@code src[off]} when that word is invalid
     * (see {@link #validFlags}), or {@code -1} when the 16 bytes hold a valid Decimal128.
     *
     * @throws IndexOutOfBoundsException if the 16 bytes do not lie inside {@code src}
     */
    public static int invalidFlagsIndex(byte[] src, int off) {
        Objects.checkFromIndexSize(off, ValueRanges.DECIMAL128_BYTES, src.length);
        return validFlags((int) I32.get(src, off + 12)) ? -1 : off + ValueRanges.DECIMAL128_FLAGS_OFFSET;
    }

    /**
     * Reads the Decimal128 at {@code src[off]}, whose flags word the caller has validated
     * ({@link #invalidFlagsIndex}, {@link Blocks#firstInvalidDecimal128}).
     *
     * @throws IllegalArgumentException if the flags word is invalid after all
     * @throws IndexOutOfBoundsException if the 16 bytes do not lie inside {@code src}
     */
    public static BigDecimal read(byte[] src, int off) {
        Objects.checkFromIndexSize(off, ValueRanges.DECIMAL128_BYTES, src.length);
        return of((long) I64.get(src, off), (int) I32.get(src, off + 8), (int) I32.get(src, off + 12));
    }

    /**
     * The value of the Decimal128 whose magnitude is {@code low64} (its low 64 bits, unsigned) and
     * {@code hi} (its high 32 bits), with flags word {@code flags}, which the caller has validated.
     *
     * @throws IllegalArgumentException if {@code flags} is not a valid flags word
     */
    public static BigDecimal of(long low64, int hi, int flags) {
        if (!validFlags(flags)) {
            throw new IllegalArgumentException("invalid Decimal128 flags 0x" + Integer.toHexString(flags)
                    + " (scale byte above 28 or bits other than sign and scale set)");
        }
        int scale = flags >>> ValueRanges.DECIMAL128_SCALE_SHIFT & 0xFF;
        if (hi == 0 && low64 >= 0) {
            // Magnitude below 2^63: a compact BigDecimal, no BigInteger.
            return BigDecimal.valueOf(flags < 0 ? -low64 : low64, scale);
        }
        return wide(low64, hi, flags, scale);
    }

    private static BigDecimal wide(long low64, int hi, int flags, int scale) {
        // The low 64 bits as unsigned: valueOf sign-extends when bit 63 is set.
        BigInteger magnitude = BigInteger.valueOf(Integer.toUnsignedLong(hi)).shiftLeft(64)
                .or(BigInteger.valueOf(low64).and(LOW_64_BITS));
        if (flags < 0) {
            magnitude = magnitude.negate();
        }
        return new BigDecimal(magnitude, scale);
    }
}
