package dev.lanewire.conformance.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.lanewire.kernel.BlockKernel;
import dev.lanewire.kernel.scalar.ScalarBlockKernel;
import dev.lanewire.validate.Blocks;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Fuzz target: every {@link Blocks} check against its scalar twin ({@link ScalarBlockKernel}), on
 * blocks built from the input at a non-zero offset.
 *
 * <p>Input: a 24-byte header, then the block's bytes. Header: the check (byte 0), the offset
 * (1 + byte 1, bits 0-3), how many times the block bytes repeat (1 + byte 2, bits 0-5, so that
 * small inputs reach the medium and large kernels), the stride (byte 3) and field offset (byte 4)
 * of strided checks, the shift (byte 5), and two little-endian longs at bytes 8 and 16 for the
 * range's ends, the ordinal limit or the forbidden bits. Parameters are brought into the ranges
 * {@code Blocks} accepts; the element count is what the block holds. {@code Blocks} picks the
 * kernel by the count, so the same block at counts across the size classes' edges meets the
 * scalar, medium and large kernels; each must agree with the twin.
 */
class BlocksFuzzTest {

    private static final int HEADER = 24;
    private static final BlockKernel TWIN = ScalarBlockKernel.INSTANCE;

    @FuzzTest
    void againstScalarTwin(byte[] input) {
        fuzzerTestOneInput(input);
    }

    /** The target, also the entry point of the standalone fuzzer (scripts/run-vector.sh fuzz). */
    public static void fuzzerTestOneInput(byte[] input) {
        if (input.length < HEADER) {
            return;
        }
        ByteBuffer h = ByteBuffer.wrap(input, 0, HEADER).order(ByteOrder.LITTLE_ENDIAN);
        int check = (input[0] & 0xFF) % 10;
        int off = 1 + (input[1] & 15);
        int repeat = 1 + (input[2] & 63);
        long a = h.getLong(8);
        long b = h.getLong(16);
        int bodyLength = input.length - HEADER;
        byte[] wire = new byte[off + bodyLength * repeat + 5];
        for (int r = 0; r < repeat; r++) {
            System.arraycopy(input, HEADER, wire, off + r * bodyLength, bodyLength);
        }
        int bytes = bodyLength * repeat;
        int expected;
        int actual;
        switch (check) {
            case 0 -> {
                expected = TWIN.firstInvalidBool(wire, off, bytes);
                actual = Blocks.firstInvalidBool(wire, off, bytes);
            }
            case 1 -> {
                int stride = 1 + (input[3] & 31);
                int field = (input[4] & 0xFF) % stride;
                expected = TWIN.firstInvalidBoolStrided(wire, off, bytes / stride, stride, field);
                actual = Blocks.firstInvalidBoolStrided(wire, off, bytes / stride, stride, field);
            }
            case 2 -> {
                int min = Math.min((int) a, (int) b);
                int max = Math.max((int) a, (int) b);
                expected = TWIN.firstOutOfRangeInt32(wire, off, bytes / 4, min, max);
                actual = Blocks.firstOutOfRangeInt32(wire, off, bytes / 4, min, max);
            }
            case 3 -> {
                long min = Math.min(a, b);
                long max = Math.max(a, b);
                expected = TWIN.firstOutOfRangeInt64(wire, off, bytes / 8, min, max);
                actual = Blocks.firstOutOfRangeInt64(wire, off, bytes / 8, min, max);
            }
            case 4 -> {
                int stride = 4 + (input[3] & 31);
                int field = (input[4] & 0xFF) % (stride - 3);
                int min = Math.min((int) a, (int) b);
                int max = Math.max((int) a, (int) b);
                expected = TWIN.firstOutOfRangeInt32Field(wire, off, bytes / stride, stride, field, min, max);
                actual = Blocks.firstOutOfRangeInt32Field(wire, off, bytes / stride, stride, field, min, max);
            }
            case 5 -> {
                int stride = 8 + (input[3] & 31);
                int field = (input[4] & 0xFF) % (stride - 7);
                long min = Math.min(a, b);
                long max = Math.max(a, b);
                expected = TWIN.firstOutOfRangeInt64Field(wire, off, bytes / stride, stride, field, min, max);
                actual = Blocks.firstOutOfRangeInt64Field(wire, off, bytes / stride, stride, field, min, max);
            }
            case 6 -> {
                int stride = 4 + (input[3] & 31);
                int field = (input[4] & 0xFF) % (stride - 3);
                int shift = input[5] & 31;
                expected = TWIN.firstInvalidFlags32Field(wire, off, bytes / stride, stride, field, (int) a, shift,
                        (int) b & 0xFF);
                actual = Blocks.firstInvalidFlags32Field(wire, off, bytes / stride, stride, field, (int) a, shift,
                        (int) b & 0xFF);
            }
            case 7 -> {
                int limit = (int) (a & 0x1FF);
                expected = TWIN.firstOrdinal8AtOrAbove(wire, off, bytes, limit);
                actual = Blocks.firstOrdinal8AtOrAbove(wire, off, bytes, limit);
            }
            case 8 -> {
                int limit = (int) (a & 0x1FFFF);
                expected = TWIN.firstOrdinal16AtOrAbove(wire, off, bytes / 2, limit);
                actual = Blocks.firstOrdinal16AtOrAbove(wire, off, bytes / 2, limit);
            }
            default -> {
                int limit = (int) (a & Integer.MAX_VALUE);
                expected = TWIN.firstOrdinal32AtOrAbove(wire, off, bytes / 4, limit);
                actual = Blocks.firstOrdinal32AtOrAbove(wire, off, bytes / 4, limit);
            }
        }
        // The checks allocate nothing; the bound applies to them as to every read.
        FuzzSupport.assertAllocationWithin(input.length, input,
                () -> FuzzSupport.consume(Blocks.firstInvalidBool(wire, off, bytes)));
        if (expected != actual) {
            throw new AssertionError("check " + check + ": Blocks gave " + actual + ", the scalar twin " + expected
                    + " for " + FuzzSupport.hex(input));
        }
    }
}
