package dev.lanewire.dispatch;

import static dev.lanewire.dispatch.Fixtures.entry;
import static dev.lanewire.dispatch.Fixtures.jvm;
import static dev.lanewire.dispatch.Fixtures.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class PolicyTest {

    private static final Fixtures.FakeCatalog ALL_CLASSES = new Fixtures.FakeCatalog();

    private static Policy policy(JvmInfo jvm, CpuIdentity cpu, List<ProfileSources.Source> sources,
                                 Overrides overrides, Catalog catalog) {
        return new Policy(jvm, cpu, sources, overrides, catalog);
    }

    private static Overrides overrides(String... keyValues) {
        Properties p = new Properties();
        for (int i = 0; i < keyValues.length; i += 2) {
            p.setProperty(keyValues[i], keyValues[i + 1]);
        }
        return Overrides.from(p);
    }

    private static void assertChoice(Choice c, String variant, String reasonPart) {
        assertEquals(variant, c.variant(), c.toString());
        assertTrue(c.reason().contains(reasonPart), () -> "reason of " + c + " should mention '" + reasonPart + "'");
    }

    @Test
    void withoutAMeasurementOfThisCpuOrItsClassEverythingIsScalar() {
        for (int bits : new int[] {128, 256, 512}) {
            Policy p = policy(jvm(bits), Fixtures.x86Avx512(), List.of(), Overrides.none(), ALL_CLASSES);
            for (Op op : Op.values()) {
                for (SizeClass size : SizeClass.values()) {
                    assertChoice(p.decide(op, size), "scalar", "default policy: scalar until measured");
                }
            }
        }
    }

    @Test
    void neverWiderThanThePreferredShape() {
        ProfileSources.Source wide = source("wide", entry("*", "*", Op.UTF8_VALIDATE, SizeClass.LARGE, Variant.V512),
                entry("*", "*", Op.UTF8_VALIDATE, SizeClass.MEDIUM, Variant.V256));
        Policy p = policy(jvm(256), Fixtures.x86Avx512(), List.of(wide), Overrides.none(), ALL_CLASSES);
        for (Choice c : p.decideAll().values().stream().flatMap(m -> m.values().stream()).toList()) {
            assertTrue(!c.variant().equals("v512"), c.toString());
        }
        assertChoice(p.decide(Op.UTF8_VALIDATE, SizeClass.MEDIUM), "v256", "profile entry (wide)");
    }

    @Test
    void aMeasured128BitEntryIsHonouredOnX86() {
        CpuIdentity cpu = Fixtures.x86Avx512();
        JvmInfo jvm = jvm(128);
        ProfileSources.Source s = source("test", entry(cpu.signature(), jvm.key(), Op.LATIN1_INFLATE, SizeClass.LARGE,
                Variant.V128));
        Policy p = policy(jvm, cpu, List.of(s), Overrides.none(), ALL_CLASSES);
        assertChoice(p.decide(Op.LATIN1_INFLATE, SizeClass.LARGE), "v128", "profile entry (test)");
        assertChoice(p.decide(Op.LATIN1_INFLATE, SizeClass.MEDIUM), "scalar", "default policy");
    }

    @Test
    void neonWithoutMeasurementsIsScalarToo() {
        Policy p = policy(jvm(128), Fixtures.neon(), List.of(), Overrides.none(), ALL_CLASSES);
        assertChoice(p.decide(Op.UTF8_DECODE, SizeClass.MEDIUM), "scalar", "ISA shape asimd");
    }

    @Test
    void withoutC2EverythingIsScalarEvenWhenForced() {
        JvmInfo jvm = Fixtures.jvmWithoutC2();
        Policy p = policy(jvm, Fixtures.x86Avx512(), List.of(), overrides("lanewire.kernels", "512"), ALL_CLASSES);
        for (Op op : Op.values()) {
            for (SizeClass size : SizeClass.values()) {
                assertChoice(p.decide(op, size), "scalar", "C2");
            }
        }
    }

    @Test
    void compilerProblemsAreNamed() {
        String server = "OpenJDK 64-Bit Server VM";
        assertNull(JvmInfo.compilerProblem(server, "mixed mode, sharing", Map.of("TieredStopAtLevel", "4")));
        assertNull(JvmInfo.compilerProblem(server, "mixed mode", Map.of("TieredCompilation", "false",
                "TieredStopAtLevel", "1")), "without tiers the stop level does not apply");
        assertTrue(JvmInfo.compilerProblem(server, "interpreted mode, sharing", Map.of()).contains("-Xint"));
        assertTrue(JvmInfo.compilerProblem(server, "mixed mode, emulated-client", Map.of()).contains("C2"));
        assertTrue(JvmInfo.compilerProblem(server, "mixed mode", Map.of("TieredStopAtLevel", "3"))
                .contains("TieredStopAtLevel=3"));
        assertTrue(JvmInfo.compilerProblem(server, "mixed mode", Map.of("UseJVMCICompiler", "true")).contains("JVMCI"));
        assertTrue(JvmInfo.compilerProblem("Eclipse OpenJ9 VM", "JRE 25", Map.of()).contains("not a HotSpot VM"));
    }

    @Test
    void aProfileEntryWiderThanTheJvmOffersFallsBackSafely() {
        CpuIdentity cpu = Fixtures.x86Avx512();
        ProfileSources.Source s = source("wide", entry("*", "*", Op.UTF8_VALIDATE, SizeClass.LARGE, Variant.V512));
        Policy p = policy(jvm(256), cpu, List.of(s), Overrides.none(), ALL_CLASSES);
        Choice c = p.decide(Op.UTF8_VALIDATE, SizeClass.LARGE);
        assertChoice(c, "scalar", "wider than the JVM's preferred 256-bit shape");
        assertTrue(c.reason().startsWith("default policy"), c.reason());
    }

    @Test
    void laterSourcesAreConsultedWhenTheFirstOneDemandsTheUnavailable() {
        CpuIdentity cpu = Fixtures.x86Avx512();
        JvmInfo jvm = jvm(256);
        ProfileSources.Source wide = source("wide", entry("*", "*", Op.UTF8_VALIDATE, SizeClass.LARGE, Variant.V512));
        ProfileSources.Source user = source("user", entry(cpu.signature(), jvm.key(), Op.UTF8_VALIDATE,
                SizeClass.LARGE, Variant.SCALAR));
        Choice c = policy(jvm, cpu, List.of(wide, user), Overrides.none(), ALL_CLASSES)
                .decide(Op.UTF8_VALIDATE, SizeClass.LARGE);
        assertChoice(c, "scalar", "profile entry (user)");
    }

    @Test
    void theFirstSourceWinsAndWithinOneTheMostSpecificEntry() {
        CpuIdentity cpu = Fixtures.x86Avx512();
        JvmInfo jvm = jvm(512);
        ProfileSources.Source first = source("first",
                entry("*", "*", Op.UTF8_ENCODE, SizeClass.LARGE, Variant.V256),
                entry(cpu.signature(), "*", Op.UTF8_ENCODE, SizeClass.LARGE, Variant.SCALAR),
                entry("other:cpu", "*", Op.UTF8_DECODE, SizeClass.LARGE, Variant.V256));
        ProfileSources.Source second = source("second",
                entry(cpu.signature(), jvm.key(), Op.UTF8_ENCODE, SizeClass.LARGE, Variant.V512),
                entry(cpu.signature(), jvm.key(), Op.UTF8_DECODE, SizeClass.LARGE, Variant.V128));
        Policy p = policy(jvm, cpu, List.of(first, second), Overrides.none(), ALL_CLASSES);
        assertChoice(p.decide(Op.UTF8_ENCODE, SizeClass.LARGE), "scalar", "profile entry (first)");
        assertChoice(p.decide(Op.UTF8_DECODE, SizeClass.LARGE), "v128", "profile entry (second)");
        assertTrue(p.decide(Op.UTF8_DECODE, SizeClass.LARGE).reason().contains("ratio to scalar 0.500"));
    }

    @Test
    void forcedVariantsAreHonouredWhereAvailableAndFallBackToScalarOtherwise() {
        Overrides o = overrides("lanewire.kernels", "512", "lanewire.kernel.utf8.encode", "v256",
                "lanewire.kernel.utf8.decode", "auto", "lanewire.kernel.latin1.inflate", "scalar");
        Policy p = policy(jvm(256), Fixtures.x86Avx512(), List.of(), o, ALL_CLASSES);
        assertChoice(p.decide(Op.UTF8_ENCODE, SizeClass.SMALL), "v256", "forced by -Dlanewire.kernel.utf8.encode=v256");
        assertChoice(p.decide(Op.LATIN1_INFLATE, SizeClass.LARGE), "scalar", "forced by");
        assertChoice(p.decide(Op.UTF8_DECODE, SizeClass.LARGE), "scalar", "default policy");
        Choice tooWide = p.decide(Op.UTF8_VALIDATE, SizeClass.LARGE);
        assertChoice(tooWide, "scalar", "wider than the JVM's preferred");
        assertTrue(tooWide.reason().startsWith("unavailable: v512 forced by -Dlanewire.kernels=512"), tooWide.reason());
    }

    @Test
    void overridesThatCannotBeUnderstoodAreReportedAndIgnored() {
        Overrides o = overrides("lanewire.kernels", "1024", "lanewire.kernel.utf8.nope", "256");
        assertTrue(o.forced().isEmpty());
        assertEquals(2, o.problems().size(), o.problems().toString());
    }

    @Test
    void byteCompressNeedsTheCpuFlagsItsClassDeclares() {
        Fixtures.FakeCatalog catalog = new Fixtures.FakeCatalog().needs(Op.LATIN1_COMPRESS, 512, "avx512_vbmi2");
        JvmInfo jvm = jvm(512);
        ProfileSources.Source wants512 = source("t",
                entry("*", "*", Op.LATIN1_COMPRESS, SizeClass.LARGE, Variant.V512));
        Choice without = policy(jvm, Fixtures.x86Avx2(), List.of(wants512), Overrides.none(), catalog)
                .decide(Op.LATIN1_COMPRESS, SizeClass.LARGE);
        assertChoice(without, "scalar", "needs CPU flags avx512_vbmi2, which this CPU lacks");
        Choice with = policy(jvm, Fixtures.x86Avx512(), List.of(wants512), Overrides.none(), catalog)
                .decide(Op.LATIN1_COMPRESS, SizeClass.LARGE);
        assertChoice(with, "v512", "profile entry (t)");
        Choice unknown = policy(jvm, CpuIdentity.parse("x86_64", ""), List.of(wants512), Overrides.none(), catalog)
                .decide(Op.LATIN1_COMPRESS, SizeClass.LARGE);
        assertChoice(unknown, "scalar", "cannot be checked");
        Choice forced = policy(jvm, Fixtures.x86Avx2(), List.of(),
                overrides("lanewire.kernel.latin1.compress", "512"), catalog).decide(Op.LATIN1_COMPRESS, SizeClass.LARGE);
        assertChoice(forced, "scalar", "which this CPU lacks");
    }

    @Test
    void aMissingClassIsUnavailable() {
        Fixtures.FakeCatalog catalog = new Fixtures.FakeCatalog(Family.UTF8.vectorClassName(512));
        ProfileSources.Source s = source("t", entry("*", "*", Op.UTF8_VALIDATE, SizeClass.LARGE, Variant.V512));
        Policy p = policy(jvm(512), Fixtures.x86Avx512(), List.of(s), Overrides.none(), catalog);
        Choice c = p.decide(Op.UTF8_VALIDATE, SizeClass.LARGE);
        assertChoice(c, "scalar", "wants v512, unavailable: no class dev.lanewire.kernel.vector.Utf8KernelV512");
        assertNotNull(p.unavailable(Op.UTF8_VALIDATE, Variant.V512));
        assertNull(p.unavailable(Op.UTF8_VALIDATE, Variant.SCALAR));
    }

    @Test
    void withoutTheVectorModuleTheReasonSaysWhatToPass() {
        JvmInfo jvm = new JvmInfo("OpenJDK 64-Bit Server VM", 25, "25", 0, Map.of(),
                "jdk.incubator.vector is not readable: pass --add-modules jdk.incubator.vector");
        Policy p = policy(jvm, Fixtures.x86Avx512(), List.of(), Overrides.none(), ALL_CLASSES);
        assertChoice(p.decide(Op.BLOCK_BOOL, SizeClass.LARGE), "scalar", "--add-modules jdk.incubator.vector");
    }
}
