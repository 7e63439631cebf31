package dev.lanewire.kernel.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanewire.kernel.BlockKernel;
import dev.lanewire.kernel.scalar.ScalarBlockKernel;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Random blocks with any number of invalid elements anywhere: every natively running variant
 * returns what the scalar twin returns. jqwik shrinks a failure to the fewest planted elements;
 * the message prints the block in hex.
 */
class BlockKernelPropertiesTest {

    private static final List<BlockCase> CASES = BlockCase.all();
    private static final List<BlockKernel> VARIANTS = BlockKernelDifferentialTest.variants();

    @Property(tries = 400)
    void everyVariantMatchesTheScalarTwin(@ForAll @IntRange(max = 1000) int caseIndex,
                                          @ForAll @IntRange(max = 300) int count,
                                          @ForAll @IntRange(max = 7) int off,
                                          @ForAll @Size(max = 4) List<@IntRange(max = 299) Integer> badAt,
                                          @ForAll long seed) {
        BlockCase c = CASES.get(caseIndex % CASES.size());
        SplittableRandom r = new SplittableRandom(seed);
        byte[] a = new byte[off + count * c.stride() + 5];
        c.fillValid(a, off, count, r);
        for (int p : badAt) {
            if (p < count) {
                c.put(a, off, p, c.invalid()[r.nextInt(c.invalid().length)]);
            }
        }
        int expected = c.run().apply(ScalarBlockKernel.INSTANCE, a, off, count);
        for (BlockKernel k : VARIANTS) {
            assertEquals(expected, c.run().apply(k, a, off, count), () -> c + " " + k.getClass().getSimpleName()
                    + " n=" + count + " off=" + off + " block=" + HexFormat.ofDelimiter(" ").formatHex(a));
        }
    }
}
