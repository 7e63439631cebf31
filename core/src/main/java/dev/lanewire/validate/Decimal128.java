package dev.lanewire.validate;

import dev.lanewire.codec.CodecException;
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
    private static final int MAGNITUDE_BITS = 96;
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
        checkEncodable(value);
        Objects.checkFromIndexSize(off, ValueRanges.DECIMAL128_BYTES, dst.length);
        BigInteger unscaled = value.unscaledValue();
        BigInteger magnitude = unscaled.abs();
        int flags = (value.scale() << ValueRanges.DECIMAL128_SCALE_SHIFT)
                | (unscaled.signum() < 0 ? ValueRanges.DECIMAL128_SIGN_BIT : 0);
        long low64 = magnitude.longValue();
        I32.set(dst, off, (int) low64);
        I32.set(dst, off + 4, (int) (low64 >>> 32));
        I32.set(dst, off + 8, magnitude.shiftRight(64).intValue());
        I32.set(dst, off + 12, flags);
    }

    /** Whether {@code flags} is a valid flags word: scale 0..28, only the scale and sign bits set. */
    public static boolean validFlags(int flags) {
        return (flags & ValueRanges.DECIMAL128_FORBIDDEN_FLAGS) == 0
                && (flags >>> ValueRanges.DECIMAL128_SCALE_SHIFT & 0xFF) <= ValueRanges.DECIMAL128_MAX_SCALE;
    }

    /**
     * Reads the Decimal128 at {@code src[off]}.
     *
     * @throws CodecException at the flags word's offset when the flags are invalid
     * @throws IndexOutOfBoundsException if the 16 bytes do not lie inside {@code src}
     */
    public static BigDecimal read(byte[] src, int off) {
        Objects.checkFromIndexSize(off, ValueRanges.DECIMAL128_BYTES, src.length);
        int flags = (int) I32.get(src, off + 12);
        if (!validFlags(flags)) {
            throw new CodecException(off + ValueRanges.DECIMAL128_FLAGS_OFFSET,
                    "invalid Decimal128 flags 0x" + Integer.toHexString(flags)
                            + " (scale byte above 28 or bits other than sign and scale set)");
        }
        return decodeValid(src, off, flags);
    }

    /** Decodes 16 bytes whose flags word {@code flags} is already known to be valid. */
    private static BigDecimal decodeValid(byte[] src, int off, int flags) {
        long lo = Integer.toUnsignedLong((int) I32.get(src, off));
        long mid = Integer.toUnsignedLong((int) I32.get(src, off + 4));
        long hi = Integer.toUnsignedLong((int) I32.get(src, off + 8));
        int scale = flags >>> ValueRanges.DECIMAL128_SCALE_SHIFT & 0xFF;
        BigInteger magnitude;
        if (hi == 0 && mid >>> 31 == 0) {
            magnitude = BigInteger.valueOf(mid << 32 | lo);
        } else {
            // The low 64 bits as unsigned: valueOf sign-extends when bit 63 (mid's top bit) is set.
            magnitude = BigInteger.valueOf(hi).shiftLeft(64).or(BigInteger.valueOf(mid << 32 | lo).and(LOW_64_BITS));
        }
        if (flags < 0) {
            magnitude = magnitude.negate();
        }
        return new BigDecimal(magnitude, scale);
    }
}
