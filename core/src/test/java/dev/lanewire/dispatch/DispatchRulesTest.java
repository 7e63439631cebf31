package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The rules, checked in whatever configuration this JVM was started with: core's surefire runs this
 * class with and without the Vector API module, with {@code -XX:MaxVectorSize=16} and {@code =32},
 * {@code -XX:UseAVX=2}, forced overrides, a profile demanding more than the JVM offers, and
 * {@code -Xint}. Expectations come from what the test itself reads from the JVM (flags, modules,
 * system properties), not from the dispatcher's own detection.
 */
class DispatchRulesTest {

    private static final List<Choice> REPORT = Dispatch.report();
    private static final boolean VECTOR_MODULE = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();
    private static final boolean INTERPRETED = System.getProperty("java.vm.info", "").contains("interpreted mode");
    private static final boolean X86 = Set.of("amd64", "x86_64").contains(System.getProperty("os.arch"));

    private static String flag(String name) {
        try {
            return ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).getVMOption(name).getValue();
        } catch (IllegalArgumentException absent) {
            return null;
        }
    }

    /** The widest shape the JVM's flags allow, independently of the Vector API. */
    private static int widestAllowedBits() {
        int bits = Integer.parseInt(flag("MaxVectorSize")) * 8;
        String avx = flag("UseAVX");
        if (avx != null) {
            bits = Math.min(bits, Integer.parseInt(avx) >= 3 ? 512 : Integer.parseInt(avx) == 2 ? 256 : 128);
        }
        return bits;
    }

    private static Op op(Choice c) {
        for (Op op : Op.values()) {
            if (op.id().equals(c.op())) {
                return op;
            }
        }
        throw new AssertionError("unknown op in " + c);
    }

    private static SizeClass size(Choice c) {
        return SizeClass.valueOf(c.sizeClass().toUpperCase(java.util.Locale.ROOT));
    }

    private static int bits(Choice c) {
        return Variant.parse(c.variant()).bits();
    }

    @Test
    void everyOperationAndSizeClassHasOneChoiceWithAReason() {
        assertEquals(Op.values().length * SizeClass.values().length, REPORT.size());
        Set<String> keys = new HashSet<>();
        for (Choice c : REPORT) {
            assertTrue(keys.add(c.op() + "/" + c.sizeClass()), "twice: " + c);
            assertTrue(Set.of("scalar", "v128", "v256", "v512").contains(c.variant()), c.toString());
            assertTrue(c.reason().matches("^(profile entry|default policy|forced by|unavailable: ).*"), c.toString());
        }
    }

    @Test
    void theKernelsAreBoundOnTheDispatchThreadWhichThenReleasesTheFacades() {
        // REPORT waited for the binding; the façades run the scalar twins only until then.
        assertTrue(Dispatch.bound(), "the façades were not released");
        String described = Dispatch.describe();
        assertTrue(described.contains("bound        on thread lanewire-dispatch, "), described);
    }

    @Test
    void theStartupLineIsOneLineSayingWhatWasChosenOrWhatToPass() {
        String line = Dispatch.summary();
        assertFalse(line.contains("\n"), line);
        if (!VECTOR_MODULE && !INTERPRETED) {
            assertTrue(line.contains("scalar only") && line.contains("pass --add-modules jdk.incubator.vector"), line);
        } else if (INTERPRETED) {
            assertTrue(line.contains("scalar only") && line.contains("C2"), line);
        } else {
            assertTrue(line.contains("preferred vector size " + Dispatch.jvm().preferredBits() + " bits"), line);
        }
    }

    @Test
    void theBoundKernelsAreTheReportedVariants() {
        for (Choice c : REPORT) {
            Op op = op(c);
            // A warming binding (WarmUp) names the kernel it switches to once warm.
            Object binding = Dispatch.kernel(op, size(c), op.family().contract());
            Object kernel = warmingTarget(binding);
            String expected = c.variant().equals("scalar") ? op.family().scalar().getClass().getName()
                    : op.family().vectorClassName(bits(c));
            assertEquals(expected, kernel.getClass().getName(), c.toString());
        }
        Bound<?> bound = Bound.of(Op.UTF8_VALIDATE, dev.lanewire.kernel.Utf8Kernel.class);
        assertSame(Dispatch.kernel(Op.UTF8_VALIDATE, SizeClass.LARGE, dev.lanewire.kernel.Utf8Kernel.class),
                bound.large());
    }

    private static Object warmingTarget(Object binding) {
        return switch (binding) {
            case WarmingKernels.Latin1 b -> b.task().vector;
            case WarmingKernels.Utf16 b -> b.task().vector;
            case WarmingKernels.Utf8 b -> b.task().vector;
            case WarmingKernels.Block b -> b.task().vector;
            default -> binding;
        };
    }

    @Test
    void noShapeWiderThanTheJvmAllows() {
        int widest = widestAllowedBits();
        for (Choice c : REPORT) {
            assertTrue(bits(c) <= widest, () -> c + " is wider than MaxVectorSize/UseAVX allow (" + widest + " bits)");
            assertTrue(bits(c) == 0 || bits(c) <= Dispatch.jvm().preferredBits(), c.toString());
        }
        String expected = System.getProperty("lanewire.test.expectPreferredBits");
        if (expected != null && VECTOR_MODULE && X86) {
            assertEquals(Integer.parseInt(expected), Dispatch.jvm().preferredBits(),
                    "this surefire execution's JVM flags did not take effect");
        }
    }

    @Test
    void withC2NoReasonBlamesC2() {
        assumeFalse(INTERPRETED, "this JVM runs without C2 (-Xint)");
        assertFalse(REPORT.stream().anyMatch(c -> c.reason().contains("C2 is not available")), REPORT.toString());
    }

    @Test
    void withoutC2EverythingIsScalarAndTheReasonNamesC2() {
        assumeTrue(INTERPRETED, "only the -Xint execution runs without C2");
        for (Choice c : REPORT) {
            assertEquals("scalar", c.variant(), c.toString());
            assertTrue(c.reason().contains("C2"), c.toString());
        }
    }

    @Test
    void withTheModuleTheJvmOffersAtLeast128Bits() {
        assumeTrue(VECTOR_MODULE, "this JVM runs without jdk.incubator.vector");
        assertTrue(Dispatch.jvm().preferredBits() >= 128, Dispatch.jvm().toString());
    }

    @Test
    void withoutTheModuleEverythingIsScalarAndTheReasonSaysWhatToPass() {
        assumeFalse(VECTOR_MODULE, "only the scalar execution runs without jdk.incubator.vector");
        for (Choice c : REPORT) {
            assertEquals("scalar", c.variant(), c.toString());
            assertTrue(INTERPRETED || c.reason().contains("--add-modules jdk.incubator.vector"), c.toString());
        }
    }

    @Test
    void onX86No128BitShapeRunsUnmeasuredOrUnforced() {
        for (Choice c : REPORT) {
            if (X86 && c.variant().equals("v128")) {
                assertTrue(c.reason().startsWith("profile entry") || c.reason().startsWith("forced by"), c.toString());
            }
        }
    }

    @Test
    void forcedVariantsRunOrFallBackToScalarWithTheReason() {
        for (Choice c : REPORT) {
            String forced = System.getProperty("lanewire.kernel." + c.op(), System.getProperty("lanewire.kernels"));
            if (forced == null || forced.equals("auto")) {
                assertFalse(c.reason().startsWith("forced by"), c.toString());
                continue;
            }
            Variant want = Variant.parse(forced);
            if (!VECTOR_MODULE || INTERPRETED) {
                assertEquals("scalar", c.variant(), c.toString());
            } else if (want.bits() > Dispatch.jvm().preferredBits()) {
                assertEquals("scalar", c.variant(), c.toString());
                assertTrue(c.reason().startsWith("unavailable: " + want.id() + " forced by"), c.toString());
                assertTrue(c.reason().contains("wider than the JVM's preferred"), c.toString());
            } else if (c.variant().equals(want.id())) {
                assertTrue(c.reason().startsWith("forced by -Dlanewire.kernel"), c.toString());
            } else {
                assertEquals("scalar", c.variant(), c.toString());
                assertTrue(c.reason().startsWith("unavailable: " + want.id() + " forced by"), c.toString());
            }
        }
    }

    @Test
    void aProfileDemandingMoreThanTheJvmOffersFallsBackSafely() {
        String demanded = System.getProperty("lanewire.test.profileDemandsLarge");
        assumeTrue(demanded != null, "only the execution with -Dlanewire.test.profileDemandsLarge runs such a profile");
        assumeTrue(VECTOR_MODULE && !INTERPRETED, "no vector shape can be bound in this JVM");
        Variant want = Variant.parse(demanded);
        assertTrue(want.bits() > Dispatch.jvm().preferredBits(), "the execution must run a narrower JVM");
        for (Choice c : REPORT) {
            if (c.sizeClass().equals("large")) {
                assertNotEquals(want.id(), c.variant(), c.toString());
                assertTrue(c.reason().contains("wants " + want.id() + ", unavailable: " + want.id()
                        + " is wider than the JVM's preferred"), c.toString());
            }
        }
    }

    @Test
    void malformedAndStaleProfilesAreIgnoredWithoutFailingStartup() {
        assumeTrue(Boolean.getBoolean("lanewire.test.expectIgnoredProfiles"),
                "only the execution with -Dlanewire.test.expectIgnoredProfiles=true names such profiles");
        String described = Dispatch.describe();
        assertTrue(described.contains("-Dlanewire.profile file") && described.contains(": ignored: "), described);
        assertTrue(described.contains("user file") && described.contains("stale"), described);
        // Nothing comes from the ignored files: a profile entry, if any, is the shipped table's.
        assertFalse(REPORT.stream().anyMatch(c -> c.reason().startsWith("profile entry")
                && !c.reason().contains("shipped table")), REPORT.toString());
    }

    @Test
    void vectorChoicesHaveTheCpuFlagsTheirClassesDeclare() throws ReflectiveOperationException {
        for (Choice c : REPORT) {
            if (c.variant().equals("scalar")) {
                continue;
            }
            Op op = op(c);
            Class<?> k = Class.forName(op.family().vectorClassName(bits(c)));
            Method declared;
            try {
                declared = k.getMethod(Catalog.REQUIRED_CPU_FLAGS, String.class);
            } catch (NoSuchMethodException none) {
                continue;
            }
            for (Object flag : (Collection<?>) declared.invoke(null, op.id())) {
                assertTrue(Dispatch.cpu().hasFlag(String.valueOf(flag)), c + " needs " + flag);
            }
        }
    }
}
