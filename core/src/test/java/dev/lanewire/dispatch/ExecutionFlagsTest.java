package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Core's surefire executions each start the test JVM with the flags and properties of one dispatch
 * configuration, and the rules tests skip what does not apply to it. A property misspelt in
 * {@code core/pom.xml} would make them skip everywhere and stay green, so this test, which every
 * execution runs, checks that the execution named by {@code -Dlanewire.test.execution} got exactly
 * what it is meant to get, and that no {@code lanewire.*} property is one nothing reads.
 */
class ExecutionFlagsTest {

    private static final String EXECUTION = "lanewire.test.execution";

    private static final String PROFILES = "src/test/resources/dev/lanewire/dispatch/profiles/";

    /** The system properties each execution sets, by execution id, as {@code core/pom.xml} should set them. */
    private static final Map<String, Map<String, String>> PROPERTIES = Map.of(
            "default-test", Map.of("lanewire.test.expectStringInternals", "true"),
            "scalar-no-vector-module", Map.of(),
            "dispatch-max-vector-16", Map.of("lanewire.test.expectPreferredBits", "128",
                    "lanewire.test.expectIgnoredProfiles", "true"),
            "dispatch-max-vector-32", Map.of("lanewire.test.expectPreferredBits", "256",
                    "lanewire.test.profileDemandsLarge", "v512"),
            "dispatch-avx2", Map.of("lanewire.test.expectPreferredBits", "256", "lanewire.kernel.utf8.encode", "512"),
            "dispatch-forced", Map.of("lanewire.kernels", "128", "lanewire.kernel.utf8.validate", "scalar",
                    "lanewire.kernel.latin1.inflate", "auto", "lanewire.kernel.utf8.encode", "256"),
            "dispatch-xint", Map.of("lanewire.kernels", "512"));

    /** The profile files each execution points {@code lanewire.profile} and {@code lanewire.profile.user} at. */
    private static final Map<String, String> PROFILE = Map.of(
            "dispatch-max-vector-16", PROFILES + "malformed.txt",
            "dispatch-max-vector-32", PROFILES + "wider-than-jvm.txt");
    private static final Map<String, String> USER_PROFILE = Map.of("dispatch-max-vector-16", PROFILES + "stale.txt");

    /** The HotSpot flags each execution sets (UseAVX only where the JVM has it, i.e. on x86). */
    private static final Map<String, Map<String, String>> VM_OPTIONS = Map.of(
            "dispatch-max-vector-16", Map.of("MaxVectorSize", "16"),
            "dispatch-max-vector-32", Map.of("MaxVectorSize", "32"),
            "dispatch-avx2", Map.of("UseAVX", "2"));

    private static String execution() {
        String id = System.getProperty(EXECUTION);
        assertNotNull(id, "-D" + EXECUTION + " is not set: run this suite through core's surefire executions");
        assertTrue(PROPERTIES.containsKey(id), "unknown execution " + id + "; known: " + PROPERTIES.keySet());
        return id;
    }

    @Test
    void theExecutionsPropertiesArePresentWithTheirValues() {
        String id = execution();
        for (Map.Entry<String, String> p : PROPERTIES.get(id).entrySet()) {
            assertEquals(p.getValue(), System.getProperty(p.getKey()), id + ": -D" + p.getKey());
        }
    }

    @Test
    void noLanewirePropertyIsOneNothingReads() {
        String id = execution();
        Set<String> known = new HashSet<>(Set.of(EXECUTION, "lanewire.profile", "lanewire.profile.user",
                "lanewire.kernels", "lanewire.stringInternals", WarmUp.PROPERTY));
        PROPERTIES.values().forEach(m -> known.addAll(m.keySet()));
        for (Op op : Op.values()) {
            known.add("lanewire.kernel." + op.id());
        }
        for (String name : System.getProperties().stringPropertyNames()) {
            if (name.startsWith("lanewire.") && !known.contains(name)) {
                fail(id + ": -D" + name + " is read by nothing (misspelt?)");
            }
            if (name.startsWith("lanewire.test.") && !PROPERTIES.get(id).containsKey(name) && !name.equals(EXECUTION)) {
                fail(id + ": -D" + name + " belongs to another execution");
            }
        }
    }

    @Test
    void theExecutionsProfileFilesExist() {
        String id = execution();
        String user = System.getProperty("lanewire.profile.user");
        assertNotNull(user, id + ": every execution isolates itself from the user's profile");
        if (USER_PROFILE.containsKey(id)) {
            assertTrue(Files.isRegularFile(Path.of(user)) && user.endsWith(USER_PROFILE.get(id)), id + ": " + user);
        } else {
            assertTrue(!Files.exists(Path.of(user)), id + ": the user profile must not exist: " + user);
        }
        String named = System.getProperty("lanewire.profile");
        if (PROFILE.containsKey(id)) {
            assertNotNull(named, id + ": -Dlanewire.profile");
            assertTrue(Files.isRegularFile(Path.of(named)) && named.endsWith(PROFILE.get(id)), id + ": " + named);
        } else {
            assertEquals(null, named, id + ": -Dlanewire.profile");
        }
    }

    @Test
    void theExecutionsJvmFlagsTookEffect() {
        String id = execution();
        HotSpotDiagnosticMXBean hotspot = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        for (Map.Entry<String, String> o : VM_OPTIONS.getOrDefault(id, Map.of()).entrySet()) {
            String value;
            try {
                value = hotspot.getVMOption(o.getKey()).getValue();
            } catch (IllegalArgumentException notOnThisCpu) {
                assertTrue(!Set.of("amd64", "x86_64").contains(System.getProperty("os.arch")),
                        id + ": -XX:" + o.getKey() + " exists on x86");
                continue;
            }
            assertEquals(o.getValue(), value, id + ": -XX:" + o.getKey());
        }
        boolean vectorModule = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();
        assertEquals(!id.equals("scalar-no-vector-module"), vectorModule, id + ": --add-modules jdk.incubator.vector");
        boolean interpreted = System.getProperty("java.vm.info", "").contains("interpreted mode");
        // Only one way round: -Dtest.jvm.extra=-Xint may run any execution interpreted.
        assertTrue(!id.equals("dispatch-xint") || interpreted, id + ": -Xint");
        boolean langOpen = Object.class.getModule().isOpen("java.lang", ExecutionFlagsTest.class.getModule());
        assertEquals(id.equals("default-test"), langOpen, id + ": --add-opens java.base/java.lang");
    }
}
