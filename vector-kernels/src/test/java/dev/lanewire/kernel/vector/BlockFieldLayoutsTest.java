package dev.lanewire.kernel.vector;

import static org.junit.jupiter.api.Assertions.fail;

import dev.lanewire.kernel.BlockKernel;
import dev.lanewire.kernel.scalar.ScalarBlockKernel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The field kernels (bool, int32, int64 and flags fields of fixed-size elements) of every natively
 * running vector variant at every element size from 1 to 40 bytes and every field offset that
 * fits, against the planted answer and the scalar twin, with random and with zero filler
 * around the fields: every count from 0 to 300 all valid (with
 * an invalid element just past the block) and with a failure in the last element, and a failure
 * at every position of a 300-element block and at most positions of a 1,003-element one (each
 * followed by a second failure after it). The element sizes straddle every selector period of
 * 16-, 32- and 64-byte vectors, the grouped loop's and the phase counter's.
 */
class BlockFieldLayoutsTest {

    private static final int MAX_STRIDE = 40;
    /** Bytes before the block: an odd offset keeps loads unaligned. */
    private static final int PAD = 3;
    private static final int FULL = 300;
    private static final int BIG = 1003;

    /** Each operation at one layout, its field's width and its planted answers. */
    private static List<BlockCase> layouts(int stride) {
        List<BlockCase> out = new ArrayList<>();
        for (int f = 0; f < stride; f++) {
            int field = f;
            out.add(new BlockCase("boolStrided(" + stride + "," + f + ")", stride, f, 1, new long[] {0, 1},
                    new long[] {2, 0x80, 0xFF}, (k, a, off, n) -> k.firstInvalidBoolStrided(a, off, n, stride, field)));
        }
        for (int f = 0; f + Integer.BYTES <= stride; f++) {
            int field = f;
            out.add(new BlockCase("int32Field(" + stride + "," + f + ")", stride, f, 4,
                    new long[] {-5, 1_000_000_007, 77}, new long[] {-6, Integer.MIN_VALUE, 1_000_000_008, Integer.MAX_VALUE},
                    (k, a, off, n) -> k.firstOutOfRangeInt32Field(a, off, n, stride, field, -5, 1_000_000_007)));
            out.add(new BlockCase("flags32Field(" + stride + "," + f + ")", stride, f, 4,
                    new long[] {0, 0x80000000L, 28L << 16, 0x80000000L | (28L << 16)},
                    new long[] {29L << 16, 0xFFL << 16, 1, 1L << 24, 0x80000001L, 0xFFFFFFFFL},
                    (k, a, off, n) -> k.firstInvalidFlags32Field(a, off, n, stride, field, 0x7F00FFFF, 16, 28)));
        }
        for (int f = 0; f + Long.BYTES <= stride; f++) {
            int field = f;
            out.add(new BlockCase("int64Field(" + stride + "," + f + ")", stride, f, 8,
                    new long[] {-719_162, 86_399_999_999_999L, 12_345},
                    new long[] {-719_163, Long.MIN_VALUE, 86_400_000_000_000L, Long.MAX_VALUE},
                    (k, a, off, n) -> k.firstOutOfRangeInt64Field(a, off, n, stride, field, -719_162,
                            86_399_999_999_999L)));
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> everyStrideAndFieldOffset() {
        return BlockKernelDifferentialTest.variants().stream().flatMap(k -> IntStream.rangeClosed(1, MAX_STRIDE)
                .mapToObj(stride -> DynamicTest.dynamicTest(k.getClass().getSimpleName() + " stride " + stride,
                        () -> layouts(stride).forEach(c -> {
                            check(k, c, false);
                            check(k, c, true);
                        }))));
    }

    /**
     * With random filler around the fields a kernel that tests bytes outside them fails; with
     * zero filler, which is a valid field value of every case, a kernel that skips a field's
     * bytes misses the planted failure instead of tripping over filler and rescanning.
     */
    private static void check(BlockKernel k, BlockCase c, boolean zeroFiller) {
        SplittableRandom r = new SplittableRandom(c.name().hashCode());
        byte[] a = new byte[PAD + BIG * c.stride() + PAD];
        c.fillValid(a, PAD, BIG, r);
        if (zeroFiller) {
            Arrays.fill(a, (byte) 0);
            for (int i = 0; i < BIG; i++) {
                c.put(a, PAD, i, c.valid()[r.nextInt(c.valid().length)]);
            }
        }
        for (int n = 0; n <= FULL; n++) {
            // An invalid element just past the block: a kernel that reads beyond it fails here.
            int past = PAD + n * c.stride() + c.fieldOffset();
            byte[] saved = Arrays.copyOfRange(a, past, past + c.fieldBytes());
            c.put(a, PAD, n, c.invalid()[r.nextInt(c.invalid().length)]);
            expect(k, c, a, n, -1);
            if (n > 0) {
                plantAndExpect(k, c, a, n, n - 1, r);
            }
            System.arraycopy(saved, 0, a, past, saved.length);
        }
        for (int p = 0; p < FULL; p++) {
            plantAndExpect(k, c, a, FULL, p, r);
        }
        expect(k, c, a, BIG, -1);
        for (int p = 0; p < BIG; p++) {
            if (p < 200 || p >= BIG - 200 || p % 3 == 0) {
                plantAndExpect(k, c, a, BIG, p, r);
            }
        }
    }

    /** Plants a failure at {@code p} and one after it, expects {@code p}, and restores the block. */
    private static void plantAndExpect(BlockKernel k, BlockCase c, byte[] a, int n, int p, SplittableRandom r) {
        int at = PAD + p * c.stride() + c.fieldOffset();
        byte[] saved = Arrays.copyOfRange(a, at, at + c.fieldBytes());
        c.put(a, PAD, p, c.invalid()[r.nextInt(c.invalid().length)]);
        expect(k, c, a, n, p);
        if (p + 1 < n) {
            int q = p + 1 + r.nextInt(n - p - 1);
            int qat = PAD + q * c.stride() + c.fieldOffset();
            byte[] savedQ = Arrays.copyOfRange(a, qat, qat + c.fieldBytes());
            c.put(a, PAD, q, c.invalid()[r.nextInt(c.invalid().length)]);
            expect(k, c, a, n, p);
            System.arraycopy(savedQ, 0, a, qat, savedQ.length);
        }
        System.arraycopy(saved, 0, a, at, saved.length);
    }

    private static void expect(BlockKernel k, BlockCase c, byte[] a, int n, int expected) {
        int twin = c.run().apply(ScalarBlockKernel.INSTANCE, a, PAD, n);
        int vector = c.run().apply(k, a, PAD, n);
        if (twin != expected || vector != expected) {
            fail(c + " n=" + n + ": expected " + expected + ", scalar " + twin + ", "
                    + k.getClass().getSimpleName() + " " + vector + "; off=" + PAD);
        }
    }
}
