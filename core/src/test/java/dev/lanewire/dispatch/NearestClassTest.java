package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A CPU without profile entries borrows the choices of the nearest measured class (same CPU
 * family, else same instruction-set shape), or runs scalar; checked against the shipped table's
 * Zen 3 calibration (AMD EPYC family 25 model 1, AVX2 only), treating Zen 3 as a CPU the
 * machine under test is not.
 */
class NearestClassTest {

    private static final String ZEN3 = "x86_64:AuthenticAMD:25:1";
    private static final String ZEN5 = "x86_64:AuthenticAMD:26:2";
    private static final String ICE_LAKE = "x86_64:GenuineIntel:6:106";
    private static final String ZEN4 = "x86_64:AuthenticAMD:25:17";
    /** An Intel Xeon reporting family 6 model 167, AVX-512 with VBMI/VBMI2, calibrated after Zen 4. */
    private static final String XEON_167 = "x86_64:GenuineIntel:6:167";
    private static final String VBMI2_FLAGS = "avx avx2 avx512f avx512bw avx512vbmi avx512_vbmi2";
    private static final String AVX2_KEY = "pref=256,UseAVX=2,MaxVectorSize=32";
    private static final String AVX512_KEY = "pref=512,UseAVX=3,MaxVectorSize=64";
    private static final Fixtures.FakeCatalog ALL_CLASSES = new Fixtures.FakeCatalog();

    private static String shippedText() {
        try (InputStream in = NearestClassTest.class.getResourceAsStream(ProfileSources.SHIPPED)) {
            assertNotNull(in, "the shipped table is on the class path");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static ProfileSources.Source shipped() {
        ProfileSources.Source s = ProfileSources.parsed("shipped", shippedText(), Runtime.version().feature());
        assertFalse(s.problem(), s.status());
        return s;
    }

    /** The shipped table without some CPUs' entries and flags, as a build from before their calibration. */
    private static ProfileSources.Source shippedWithout(String... signatures) {
        StringBuilder text = new StringBuilder();
        lines:
        for (String line : shippedText().split("\n")) {
            for (String signature : signatures) {
                if (line.startsWith(signature + " ") || line.startsWith("cpu-flags " + signature + " ")) {
                    continue lines;
                }
            }
            text.append(line).append('\n');
        }
        ProfileSources.Source s = ProfileSources.parsed("shipped", text.toString(), Runtime.version().feature());
        assertFalse(s.problem(), s.status());
        for (String signature : signatures) {
            assertTrue(s.entries().stream().noneMatch(e -> e.cpu().equals(signature)), signature);
        }
        return s;
    }

    private static CpuIdentity x86(String vendor, int family, int model, String flags) {
        return CpuIdentity.parse("x86_64", "vendor_id\t: " + vendor + "\ncpu family\t: " + family
                + "\nmodel\t\t: " + model + "\nflags\t\t: sse2 " + flags + "\n");
    }

    private static JvmInfo jvm(int bits, String useAvx) {
        Map<String, String> flags = new LinkedHashMap<>();
        flags.put("UseAVX", useAvx);
        flags.put("MaxVectorSize", Integer.toString(bits / 8));
        return new JvmInfo("OpenJDK 64-Bit Server VM", 25, "25.0.3", bits, flags, null);
    }

    private static List<Choice> decideAll(CpuIdentity cpu, JvmInfo jvm, ProfileSources.Source... sources) {
        return new Policy(jvm, cpu, List.of(sources), Overrides.none(), ALL_CLASSES).decideAll().values().stream()
                .flatMap(m -> m.values().stream()).toList();
    }

    /** Zen 3's calibration: per "op size", each variant's ratios to scalar in every measuring process. */
    private static Map<String, Map<String, double[]>> zen3Ratios() {
        Map<String, Map<String, double[]>> out = new HashMap<>();
        for (String line : shippedText().split("\n")) {
            if (!line.startsWith(ZEN3 + " ")) {
                continue;
            }
            String[] f = line.substring(0, line.indexOf('#')).trim().split("\\s+");
            Map<String, double[]> ratios = new HashMap<>();
            for (String token : line.substring(line.indexOf('#') + 1).trim().split("\\s+")) {
                if (token.matches("v\\d+=[0-9./]+")) {
                    String[] r = token.substring(token.indexOf('=') + 1).split("/");
                    ratios.put(token.substring(0, token.indexOf('=')),
                            new double[] {Double.parseDouble(r[0]), Double.parseDouble(r[1])});
                }
            }
            out.put(f[2] + " " + f[3], ratios);
        }
        return out;
    }

    @Test
    void theShippedTableHoldsZen3AndZen5WithTheirFlags() {
        ProfileSources.Source s = shipped();
        assertEquals(Set.of("avx2"), s.cpuFlags().get(ZEN3));
        assertTrue(s.cpuFlags().get(ZEN5).containsAll(Set.of("avx512f", "avx512bw", "avx512vbmi", "avx512_vbmi2")));
        long zen3 = s.entries().stream().filter(e -> e.cpu().equals(ZEN3) && e.jvm().equals(AVX2_KEY)).count();
        assertEquals(Op.values().length * SizeClass.values().length, zen3);
        assertEquals(60, zen3Ratios().size(), "every Zen 3 line keeps its calibration comment");
    }

    @Test
    void anotherAvx2OnlyCpuChoosesFromTheZen3ClassAndNeverWhatZen3MeasuredSlowerThanScalar() {
        CpuIdentity haswell = x86("GenuineIntel", 6, 63, "avx avx2");
        Map<String, Map<String, double[]>> measured = zen3Ratios();
        Map<String, ProfileEntry> zen3 = new HashMap<>();
        for (ProfileEntry e : shipped().entries()) {
            if (e.cpu().equals(ZEN3)) {
                zen3.put(e.op().id() + " " + e.size().id(), e);
            }
        }
        int vector = 0;
        for (Choice c : decideAll(haswell, jvm(256, "2"), shipped())) {
            String cell = c.op() + " " + c.sizeClass();
            assertTrue(c.reason().startsWith("profile entry (shipped), nearest measured class: same ISA shape avx2, from "
                    + ZEN3 + " " + AVX2_KEY + ": "), c.toString());
            assertEquals(zen3.get(cell).variant().id(), c.variant(), c.toString());
            if (!c.variant().equals("scalar")) {
                vector++;
                for (double r : measured.get(cell).get(c.variant())) {
                    assertTrue(r < 1, () -> c + ": Zen 3 measured it at " + r + " of scalar's time");
                }
            }
        }
        assertTrue(vector > 30, "Zen 3 measured most cells faster in some vector shape: " + vector);
        for (String op : List.of("block.boolStrided", "block.int32FieldRange", "block.int64FieldRange",
                "block.flags32Field")) {
            for (String size : List.of("medium", "large")) {
                Choice c = decideAll(haswell, jvm(256, "2"), shipped()).stream()
                        .filter(x -> x.op().equals(op) && x.sizeClass().equals(size)).findFirst().orElseThrow();
                assertEquals("scalar", c.variant(), "the default policy used to bind v256 here: " + c);
            }
        }
    }

    @Test
    void anotherModelOfTheZen3FamilyChoosesFromItByFamily() {
        CpuIdentity vermeer = x86("AuthenticAMD", 25, 33, "avx avx2");
        for (Choice c : decideAll(vermeer, jvm(256, "2"), shipped())) {
            assertTrue(c.reason().contains("nearest measured class: same CPU family x86_64:AuthenticAMD:25, from "
                    + ZEN3 + " " + AVX2_KEY), c.toString());
        }
    }

    @Test
    void iceLakeChoosesFromZen5AtEachWidthAndNotFromZen3() {
        CpuIdentity iceLake = x86("GenuineIntel", 6, 106, VBMI2_FLAGS);
        // The table as it was before Ice Lake's calibration, which came before Zen 4's and Xeon 167's.
        ProfileSources.Source before = shippedWithout(ICE_LAKE, ZEN4, XEON_167);
        for (Choice c : decideAll(iceLake, jvm(512, "3"), before)) {
            assertTrue(c.reason().contains("same ISA shape avx512-vbmi2, from " + ZEN5 + " " + AVX512_KEY), c.toString());
        }
        for (Choice c : decideAll(iceLake, jvm(256, "2"), before)) {
            assertTrue(c.reason().contains("same ISA shape avx512-vbmi2 at 256 bits, from " + ZEN5 + " " + AVX2_KEY),
                    c.toString());
        }
    }

    @Test
    void xeon167BeforeItsCalibrationChoseFromIceLakeByFamilyAndNowFromItsOwnEntries() {
        CpuIdentity xeon = x86("GenuineIntel", 6, 167, VBMI2_FLAGS);
        ProfileSources.Source before = shippedWithout(XEON_167);
        for (String key : List.of(AVX512_KEY, AVX2_KEY, "pref=128,UseAVX=3,MaxVectorSize=16")) {
            JvmInfo jvm = key.equals(AVX512_KEY) ? jvm(512, "3") : key.equals(AVX2_KEY) ? jvm(256, "2") : jvm(128, "3");
            for (Choice c : decideAll(xeon, jvm, before)) {
                assertTrue(c.reason().contains("nearest measured class: same CPU family x86_64:GenuineIntel:6, from "
                        + ICE_LAKE + " " + key), c.toString());
            }
            for (Choice c : decideAll(xeon, jvm, shipped())) {
                assertTrue(c.reason().startsWith("profile entry (shipped): "), c.toString());
            }
        }
    }

    @Test
    void zen4BeforeItsCalibrationChoseFromZen5AndNotFromItsFamilysZen3() {
        CpuIdentity genoa = x86("AuthenticAMD", 25, 17, VBMI2_FLAGS);
        ProfileSources.Source before = shippedWithout(ZEN4);
        for (Choice c : decideAll(genoa, jvm(512, "3"), before)) {
            assertTrue(c.reason().contains("same ISA shape avx512-vbmi2, from " + ZEN5 + " " + AVX512_KEY), c.toString());
        }
        for (Choice c : decideAll(genoa, jvm(256, "2"), before)) {
            assertFalse(c.reason().contains(ZEN3), c.toString());
        }
        for (Choice c : decideAll(genoa, jvm(512, "3"), shipped())) {
            assertTrue(c.reason().startsWith("profile entry (shipped): "), c.toString());
        }
    }

    @Test
    void anotherZen4ModelBorrowsFromZen4ByFamilyAndAZen3ModelStillFromZen3() {
        CpuIdentity raphael = x86("AuthenticAMD", 25, 97, VBMI2_FLAGS);
        for (Choice c : decideAll(raphael, jvm(512, "3"), shipped())) {
            assertTrue(c.reason().contains("nearest measured class: same CPU family x86_64:AuthenticAMD:25, from "
                    + ZEN4 + " " + AVX512_KEY), c.toString());
        }
        CpuIdentity vermeer = x86("AuthenticAMD", 25, 33, "avx avx2");
        for (Choice c : decideAll(vermeer, jvm(256, "2"), shipped())) {
            assertFalse(c.reason().contains(ZEN4), c.toString());
        }
    }

    @Test
    void anotherIceLakeModelBorrowsFromTheCalibratedIceLakeByFamily() {
        CpuIdentity iceLakeD = x86("GenuineIntel", 6, 108, "avx avx2 avx512f avx512bw avx512vbmi avx512_vbmi2");
        for (Choice c : decideAll(iceLakeD, jvm(512, "3"), shipped())) {
            assertTrue(c.reason().contains("nearest measured class: same CPU family x86_64:GenuineIntel:6, from "
                    + ICE_LAKE + " " + AVX512_KEY), c.toString());
        }
    }

    @Test
    void aShapeNobodyMeasuredRunsScalar() {
        CpuIdentity skylake = x86("GenuineIntel", 6, 85, "avx avx2 avx512f avx512bw avx512dq");
        for (Choice c : decideAll(skylake, jvm(512, "3"), shipped())) {
            assertEquals("scalar", c.variant(), c.toString());
            assertTrue(c.reason().startsWith("default policy: scalar until measured")
                    && c.reason().contains("ISA shape avx512"), c.toString());
        }
        CpuIdentity noFlags = CpuIdentity.parse("x86_64", "");
        for (Choice c : decideAll(noFlags, jvm(256, "2"), shipped())) {
            assertEquals("scalar", c.variant(), c.toString());
        }
    }

    @Test
    void theExactCpuStillWinsOverItsClass() {
        CpuIdentity zen3 = x86("AuthenticAMD", 25, 1, "avx avx2");
        for (Choice c : decideAll(zen3, jvm(256, "2"), shipped())) {
            assertTrue(c.reason().startsWith("profile entry (shipped): "), c.toString());
        }
    }

    @Test
    void aBorrowedVariantThisCpuCannotRunFallsToScalar() {
        ProfileEntry wide = Fixtures.entry("x86_64:GenuineIntel:6:143", "pref=512,MaxVectorSize=64", Op.UTF8_ENCODE,
                SizeClass.LARGE, Variant.V512);
        ProfileSources.Source s = new ProfileSources.Source("t", List.of(wide), "loaded", false,
                Map.of("x86_64:GenuineIntel:6:143", Set.of("avx2", "avx512f", "avx512bw", "avx512vbmi", "avx512_vbmi2")));
        Fixtures.FakeCatalog catalog = new Fixtures.FakeCatalog().needs(Op.UTF8_ENCODE, 512, "gfni");
        Choice c = new Policy(Fixtures.jvm(512), Fixtures.x86Avx512(), List.of(s), Overrides.none(), catalog)
                .decide(Op.UTF8_ENCODE, SizeClass.LARGE);
        assertEquals("scalar", c.variant(), c.toString());
        assertTrue(c.reason().contains("chose v512, unavailable: utf8.encode in v512 needs CPU flags gfni"), c.reason());
    }

    @Test
    void cpuFlagLinesRoundTripAndRepeatsAreMalformed() throws MalformedProfileException {
        ProfileEntry e = Fixtures.entry(ZEN3, AVX2_KEY, Op.BLOCK_BOOL, SizeClass.LARGE, Variant.V256);
        String text = ProfileFormat.write(List.of(e), Map.of(), Map.of(ZEN3, Set.of("avx2")), 25);
        assertTrue(text.contains("\ncpu-flags " + ZEN3 + " avx2\n"), text);
        ProfileFormat.Profile back = ProfileFormat.read("t", text, 25);
        assertEquals(Map.of(ZEN3, Set.of("avx2")), back.cpuFlags());
        assertEquals(List.of(e), back.entries());
        String twice = text.replace("cpu-flags " + ZEN3 + " avx2\n", "cpu-flags " + ZEN3 + " avx2\ncpu-flags " + ZEN3 + "\n");
        assertThrows(MalformedProfileException.class, () -> ProfileFormat.read("t", twice, 25));
        String star = text.replace("cpu-flags " + ZEN3, "cpu-flags *");
        assertThrows(MalformedProfileException.class, () -> ProfileFormat.read("t", star, 25));
    }

    @Test
    void calibratingKeepsOtherCpusFlagLinesAndAddsItsOwn(@TempDir Path dir) throws IOException,
            MalformedProfileException {
        Path file = dir.resolve("profile.txt");
        ProfileEntry e = Fixtures.entry(ZEN3, AVX2_KEY, Op.BLOCK_BOOL, SizeClass.LARGE, Variant.V256);
        Files.writeString(file, ProfileFormat.write(List.of(e), Map.of(), Map.of(ZEN3, Set.of("avx2")), 25));
        CalibrationSupport.mergeInto(file, Fixtures.x86Avx512(), Fixtures.jvm(512), "2026-12-01",
                List.of(new CalibrationSupport.Entry(Op.BLOCK_BOOL, SizeClass.LARGE, Variant.V512, 0.5, 0.05, 42,
                        "v512=0.5")));
        ProfileFormat.Profile back = ProfileFormat.read("t", Files.readString(file), 25);
        assertEquals(Set.of("avx2"), back.cpuFlags().get(ZEN3));
        assertEquals(Set.of("avx2", "avx512f", "avx512bw", "avx512vbmi", "avx512_vbmi2"),
                back.cpuFlags().get(Fixtures.x86Avx512().signature()), "sse2 decides no shape and is left out");
        assertEquals(2, back.entries().size());
    }

    @Test
    void shapesFollowTheFlagsAndTheWidth() {
        assertEquals("avx512-vbmi2", IsaShape.isa("x86_64", Set.of("avx2", "avx512f", "avx512bw", "avx512vbmi",
                "avx512_vbmi2")));
        assertEquals("avx512", IsaShape.isa("x86_64", Set.of("avx2", "avx512f", "avx512bw")));
        assertEquals("avx2", IsaShape.isa("x86_64", Set.of("avx", "avx2")));
        assertEquals("asimd", IsaShape.isa("aarch64", Set.of("fp", "asimd")));
        assertEquals(null, IsaShape.isa("x86_64", Set.of()));
        assertEquals("avx512-vbmi2 at 256 bits", IsaShape.describe("avx512-vbmi2", 256));
        assertEquals(256, IsaShape.preferredBits(AVX2_KEY));
        assertEquals("x86_64:AuthenticAMD:25", IsaShape.family(ZEN3));
        assertEquals(null, IsaShape.family("aarch64:0x41:0xd0c"));
    }
}
