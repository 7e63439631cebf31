package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Map;
import java.util.StringJoiner;
import org.junit.jupiter.api.Test;

/**
 * The HotSpot flags behind the JVM key are derived without {@code java.management} only where no
 * option can have set them and the preferred size and CPU leave no doubt; the derived key is the
 * key the VM reports.
 */
class JvmFlagsTest {

    private static final String JAVA = "/usr/lib/jvm/jdk-25/bin/java";

    @Test
    void anyOptionThatCanSetAFlagSendsDetectionToTheVm() {
        String[] plain = {"--add-modules", "jdk.incubator.vector", "-Dx=y", "-cp", "a.jar", "Main"};
        assertTrue(JvmInfo.defaultFlags(JAVA, plain, Map.of()));
        assertFalse(JvmInfo.defaultFlags(JAVA, null, Map.of()), "arguments unknown");
        assertFalse(JvmInfo.defaultFlags("/opt/app/bin/server", plain, Map.of()), "not a java launcher (JNI)");
        for (String option : new String[] {"-XX:UseAVX=2", "-XX:MaxVectorSize=16", "-XX:TieredStopAtLevel=1",
            "-XX:-UseCompiler", "-XX:+UseJVMCICompiler", "-XX:-TieredCompilation", "@args.txt",
            "-XX:VMOptionsFile=o.txt", "-XX:Flags=.hotspotrc", "-XX:UseSVE=0", "-Xint",
            "-XX:CompilationMode=quick-only"}) {
            String[] with = {"-cp", "a.jar", option, "Main"};
            assertFalse(JvmInfo.defaultFlags(JAVA, with, Map.of()), option);
        }
        assertFalse(JvmInfo.defaultFlags(JAVA, plain, Map.of("JAVA_TOOL_OPTIONS", "-XX:UseAVX=2")));
        assertFalse(JvmInfo.defaultFlags(JAVA, plain, Map.of("JDK_JAVA_OPTIONS", "-XX:MaxVectorSize=32")));
        assertTrue(JvmInfo.defaultFlags(JAVA, plain, Map.of("JAVA_TOOL_OPTIONS", "-Xmx1g")));
    }

    @Test
    void flagsAreImpliedOnlyWhereThePreferredSizeAndTheCpuLeaveNoDoubt() {
        assertEquals("3", JvmInfo.impliedFlags(Fixtures.x86Avx512(), 512).get("UseAVX"));
        assertEquals("64", JvmInfo.impliedFlags(Fixtures.x86Avx512(), 512).get("MaxVectorSize"));
        assertEquals("2", JvmInfo.impliedFlags(Fixtures.x86Avx2(), 256).get("UseAVX"));
        assertNull(JvmInfo.impliedFlags(Fixtures.x86Avx512(), 256), "HotSpot may have lowered UseAVX itself");
        assertNull(JvmInfo.impliedFlags(Fixtures.x86Avx512(), 128));
        assertNull(JvmInfo.impliedFlags(Fixtures.x86Avx2(), 0), "no vectors: nothing to imply");
        assertEquals("0", JvmInfo.impliedFlags(Fixtures.neon(), 128).get("UseSVE"));
        assertEquals("4", JvmInfo.impliedFlags(Fixtures.x86Avx512(), 512).get("TieredStopAtLevel"));
    }

    @Test
    void theDetectedFlagsAreTheOnesTheVmReports() {
        assumeTrue(ModuleLayer.boot().findModule("jdk.management").isPresent(), "needs jdk.management to compare");
        JvmInfo jvm = JvmInfo.detect(CpuIdentity.detect());
        Map<String, String> vm = HotSpotFlags.read("UseAVX", "MaxVectorSize", "UseSVE");
        StringJoiner key = new StringJoiner(",");
        key.add("pref=" + jvm.preferredBits());
        vm.forEach((name, value) -> key.add(name + "=" + value));
        assertEquals(key.toString(), jvm.key());
        assertEquals(Dispatch.jvm().key(), jvm.key());
        Map<String, String> implied = JvmInfo.impliedFlags(CpuIdentity.detect(), jvm.preferredBits());
        if (implied != null) {
            Map<String, String> all = HotSpotFlags.read(implied.keySet().toArray(new String[0]));
            ProcessHandle.Info p = ProcessHandle.current().info();
            if (JvmInfo.defaultFlags(p.command().orElse(""), p.arguments().orElse(null), System.getenv())) {
                assertEquals(all, implied, "with default options the derived flags are the VM's");
            }
        }
    }
}
