package dev.lanewire.dispatch;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Synthetic environments for the rules: JVMs, CPUs and catalogs other than the ones running the test. */
final class Fixtures {

    static final String AVX512_CPU_INFO = """
            vendor_id\t: AuthenticAMD
            cpu family\t: 26
            model\t\t: 2
            flags\t\t: sse2 avx2 avx512f avx512bw avx512vbmi avx512_vbmi2
            """;
    static final String AVX2_CPU_INFO = """
            vendor_id\t: GenuineIntel
            cpu family\t: 6
            model\t\t: 85
            flags\t\t: sse2 avx2
            """;
    static final String NEON_CPU_INFO = """
            Features\t: fp asimd
            CPU implementer\t: 0x41
            CPU part\t: 0xd0c
            """;

    private Fixtures() {
    }

    static CpuIdentity x86Avx512() {
        return CpuIdentity.parse("x86_64", AVX512_CPU_INFO);
    }

    static CpuIdentity x86Avx2() {
        return CpuIdentity.parse("x86_64", AVX2_CPU_INFO);
    }

    static CpuIdentity neon() {
        return CpuIdentity.parse("aarch64", NEON_CPU_INFO);
    }

    static JvmInfo jvm(int preferredBits) {
        return new JvmInfo("OpenJDK 64-Bit Server VM", 25, "25.0.1", preferredBits,
                Map.of("MaxVectorSize", Integer.toString(preferredBits / 8)), null);
    }

    static JvmInfo jvmWithoutC2() {
        String reason = JvmInfo.compilerProblem("OpenJDK 64-Bit Server VM", "interpreted mode, sharing", Map.of());
        return new JvmInfo("OpenJDK 64-Bit Server VM", 25, "25.0.1", 512, Map.of(), reason);
    }

    static ProfileSources.Source source(String name, ProfileEntry... entries) {
        return new ProfileSources.Source(name, List.of(entries), "loaded", false);
    }

    static ProfileEntry entry(String cpu, String jvm, Op op, SizeClass size, Variant v) {
        return new ProfileEntry(cpu, jvm, op, size, v, 0.5, 0.02, 15, "2026-11-30", "25.0.1");
    }

    /** A catalog holding every class except those listed missing, with per-op CPU-flag needs. */
    static final class FakeCatalog implements Catalog {
        private final Set<String> missing;
        private final Map<String, Set<String>> needs = new HashMap<>();

        FakeCatalog(String... missingClasses) {
            this.missing = Set.of(missingClasses);
        }

        FakeCatalog needs(Op op, int bits, String... flags) {
            needs.put(op.id() + "/" + bits, Set.of(flags));
            return this;
        }

        @Override
        public String missing(Family family, int bits) {
            String name = family.vectorClassName(bits);
            return missing.contains(name) ? "no class " + name : null;
        }

        @Override
        public Set<String> requiredCpuFlags(Family family, int bits, Op op) {
            return needs.getOrDefault(op.id() + "/" + bits, Set.of());
        }

        @Override
        public Object instantiate(Family family, int bits) {
            throw new UnsupportedOperationException("the rules never instantiate");
        }
    }
}
