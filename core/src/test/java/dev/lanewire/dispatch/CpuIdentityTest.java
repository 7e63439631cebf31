package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

class CpuIdentityTest {

    private static final String TWO_X86_CORES = """
            processor\t: 0
            vendor_id\t: GenuineIntel
            cpu family\t: 6
            model\t\t: 143
            model name\t: Intel(R) Xeon(R) Platinum 8480+
            flags\t\t: fpu sse2 avx2 avx512f avx512bw avx512vbmi avx512_vbmi2
            vmx flags\t: vnmi preemption_timer

            processor\t: 1
            vendor_id\t: GenuineIntel
            cpu family\t: 6
            model\t\t: 143
            model name\t: Intel(R) Xeon(R) Platinum 8480+
            flags\t\t: fpu sse2 avx2 avx512f avx512bw avx512vbmi
            """;

    private static final String AARCH64 = """
            processor\t: 0
            BogoMIPS\t: 243.75
            Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics fphp asimdhp cpuid sve
            CPU implementer\t: 0x41
            CPU architecture: 8
            CPU variant\t: 0x1
            CPU part\t: 0xd40
            CPU revision\t: 1

            processor\t: 1
            Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics fphp asimdhp cpuid
            CPU implementer\t: 0x41
            CPU part\t: 0xd40
            """;

    @Test
    void x86FlagsAreThoseEveryCoreReports() {
        CpuIdentity cpu = CpuIdentity.parse("x86_64", TWO_X86_CORES);
        assertEquals("x86_64:GenuineIntel:6:143", cpu.signature());
        assertEquals("Intel(R) Xeon(R) Platinum 8480+", cpu.modelName());
        assertEquals(Set.of("fpu", "sse2", "avx2", "avx512f", "avx512bw", "avx512vbmi"), cpu.flags());
        assertFalse(cpu.hasFlag("avx512_vbmi2"), "only core 0 has VBMI2");
        assertFalse(cpu.hasFlag("vnmi"), "vmx flags are not instruction-set flags");
        assertTrue(cpu.isX86());
    }

    @Test
    void flagNamesMatchWithOrWithoutUnderscores() {
        CpuIdentity cpu = CpuIdentity.parse("x86_64", TWO_X86_CORES);
        assertTrue(cpu.hasFlag("avx512_vbmi"));
        assertTrue(cpu.hasFlag("AVX512VBMI"));
        assertTrue(cpu.hasFlag("avx512vbmi"));
    }

    @Test
    void aarch64UsesImplementerPartAndFeatures() {
        CpuIdentity cpu = CpuIdentity.parse("aarch64", AARCH64);
        assertEquals("aarch64:0x41:0xd40", cpu.signature());
        assertTrue(cpu.hasFlag("asimd"));
        assertFalse(cpu.hasFlag("sve"), "core 1 lacks SVE");
        assertFalse(cpu.isX86());
    }

    @Test
    void missingCpuinfoDegradesToTheArchitecture() {
        CpuIdentity cpu = CpuIdentity.parse("aarch64", "");
        assertFalse(cpu.known());
        assertEquals("aarch64:unknown", cpu.signature());
        assertTrue(cpu.flags().isEmpty());
        assertEquals("x86_64", CpuIdentity.normalizeArch("amd64"));
        assertEquals("aarch64", CpuIdentity.normalizeArch("arm64"));
    }
}
