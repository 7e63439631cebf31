package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The real 512-bit UTF-8 kernels declare the AVX-512 VBMI/VBMI2 instructions their permutes and
 * compresses need, and the rules read that declaration: on an AVX-512 CPU without them
 * (Skylake-SP, Cascade Lake) a profile entry asking for the 512-bit class gets scalar instead of
 * emulated code, and one asking for the 256-bit class gets it.
 */
class CpuFlagGateTest {

    /** An AVX-512 CPU with F/BW but without VBMI and VBMI2, as Skylake-SP reports it. */
    private static final CpuIdentity SKYLAKE_SP = CpuIdentity.parse("x86_64", """
            vendor_id\t: GenuineIntel
            cpu family\t: 6
            model\t\t: 85
            flags\t\t: sse2 avx2 avx512f avx512bw avx512dq avx512vl avx512cd
            """);

    private static final boolean VECTOR_MODULE = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();

    /** What {@code cpu} runs for {@code op} on large inputs when a profile entry asks for {@code v}. */
    private static Choice decide(CpuIdentity cpu, Op op, Variant v) {
        ProfileSources.Source wants = Fixtures.source("t", Fixtures.entry("*", "*", op, SizeClass.LARGE, v));
        return new Policy(Fixtures.jvm(512), cpu, List.of(wants), Overrides.none(), Catalog.reflective())
                .decide(op, SizeClass.LARGE);
    }

    @Test
    void transcodersNeedVbmiAtFiveHundredTwelveBits() {
        for (Op op : List.of(Op.UTF8_DECODE, Op.UTF8_ENCODE, Op.UTF8_VALIDATE)) {
            assertNotEquals("v512", decide(SKYLAKE_SP, op, Variant.V512).variant(), op.id());
            if (VECTOR_MODULE) {
                assertEquals("v512", decide(Fixtures.x86Avx512(), op, Variant.V512).variant(), op.id());
                assertTrue(decide(SKYLAKE_SP, op, Variant.V512).reason().contains("which this CPU lacks"), op.id());
                assertEquals("v256", decide(SKYLAKE_SP, op, Variant.V256).variant(), op.id());
            }
        }
    }

    @Test
    void operationsWithoutCompressOrPermuteIgnoreVbmi() {
        for (Op op : List.of(Op.LATIN1_COMPRESS, Op.UTF8_ASCII_PREFIX, Op.BLOCK_BOOL)) {
            assertEquals(decide(Fixtures.x86Avx512(), op, Variant.V512).variant(),
                    decide(SKYLAKE_SP, op, Variant.V512).variant(), op.id());
            if (VECTOR_MODULE) {
                assertEquals("v512", decide(SKYLAKE_SP, op, Variant.V512).variant(), op.id());
            }
        }
    }
}
