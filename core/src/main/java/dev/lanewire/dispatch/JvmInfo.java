package dev.lanewire.dispatch;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.StringJoiner;

/**
 * What the running JVM offers the kernels: a HotSpot VM with C2, a readable
 * {@code jdk.incubator.vector}, its preferred vector size and the flags that shape it.
 *
 * @param vmName        {@code java.vm.name}
 * @param jdkFeature    the JDK feature release, e.g. 25 (profile files are keyed by it)
 * @param jdkVersion    the full JDK version, e.g. {@code 25.0.1+8-LTS}
 * @param preferredBits the bit size of the preferred vector shape; 0 when the Vector API is not usable
 * @param vectorFlags   the HotSpot flags {@code UseAVX}, {@code MaxVectorSize}, {@code UseSVE} that
 *                      this VM has, in that order; empty when {@code jdk.management} is missing
 * @param scalarReason  why no vector kernel may run at all (no C2, no module, not HotSpot), or
 *                      {@code null} when vector kernels may run
 */
public record JvmInfo(String vmName, int jdkFeature, String jdkVersion, int preferredBits,
                      Map<String, String> vectorFlags, String scalarReason) {

    private static final String VECTOR_MODULE = "jdk.incubator.vector";
    /** The vector-kernels jar's module name, when it and core are on the module path. */
    private static final String KERNELS_MODULE = "dev.lanewire.kernel.vector";
    private static final String VECTOR_SUPPORT = "dev.lanewire.kernel.vector.VectorSupport";

    /** Canonical constructor: keeps an unmodifiable, ordered copy of the flags. */
    public JvmInfo {
        vectorFlags = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(vectorFlags));
    }

    /** Detects the running JVM; never throws. */
    public static JvmInfo detect() {
        String vmName = System.getProperty("java.vm.name", "");
        String vmInfo = System.getProperty("java.vm.info", "");
        Map<String, String> flags = readFlags("UseAVX", "MaxVectorSize", "UseSVE", "TieredCompilation",
                "TieredStopAtLevel", "UseCompiler", "UseJVMCICompiler");
        String reason = compilerProblem(vmName, vmInfo, flags);
        int bits = 0;
        String missing = missingModule();
        if (missing != null) {
            reason = reason != null ? reason : missing;
        } else {
            try {
                bits = (int) Class.forName(VECTOR_SUPPORT).getMethod("preferredBits").invoke(null);
            } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
                reason = reason != null ? reason : "the vector kernels failed to load: " + e;
            }
        }
        Map<String, String> vectorFlags = new LinkedHashMap<>();
        for (String name : new String[] {"UseAVX", "MaxVectorSize", "UseSVE"}) {
            if (flags.containsKey(name)) {
                vectorFlags.put(name, flags.get(name));
            }
        }
        Runtime.Version version = Runtime.version();
        return new JvmInfo(vmName, version.feature(), version.toString(), bits, vectorFlags, reason);
    }

    /**
     * Why the vector kernels' modules are not in this JVM, or {@code null} when they are. On the
     * class path {@code jdk.incubator.vector} must be added with {@code --add-modules}; on the
     * module path the vector-kernels module brings it in, so it is that module which is missing.
     */
    private static String missingModule() {
        Module self = JvmInfo.class.getModule();
        ModuleLayer layer = self.isNamed() && self.getLayer() != null ? self.getLayer() : ModuleLayer.boot();
        if (self.isNamed() && layer.findModule(KERNELS_MODULE).isEmpty()) {
            return "module " + KERNELS_MODULE + " is not in the module graph: put lanewire-vector-kernels on the"
                    + " module path (it brings " + VECTOR_MODULE + " in) and do not leave it out with --limit-modules";
        }
        if (layer.findModule(VECTOR_MODULE).isEmpty()) {
            return VECTOR_MODULE + " is not readable: pass --add-modules " + VECTOR_MODULE;
        }
        return null;
    }

    /**
     * Why C2 cannot compile the Vector API's intrinsics here, or {@code null}. Without C2 vector
     * code runs as boxed Java objects, hundreds of times slower than the scalar twin.
     */
    static String compilerProblem(String vmName, String vmInfo, Map<String, String> flags) {
        if (!vmName.contains("HotSpot") && !vmName.contains("OpenJDK") && !vmName.contains("Server VM")) {
            return "not a HotSpot VM (" + vmName + "), so no C2 to compile vector intrinsics";
        }
        if (vmInfo.contains("interpreted mode") || "false".equals(flags.get("UseCompiler"))) {
            return "C2 is not available: the JVM runs interpreted only (-Xint)";
        }
        if (vmInfo.contains("emulated-client")) {
            return "C2 is not available: emulated-client VM (TieredStopAtLevel below 4)";
        }
        if (!"false".equals(flags.get("TieredCompilation")) && flags.containsKey("TieredStopAtLevel")) {
            int level = Integer.parseInt(flags.get("TieredStopAtLevel"));
            if (level < 4) {
                return "C2 is not available: TieredStopAtLevel=" + level;
            }
        }
        if ("true".equals(flags.get("UseJVMCICompiler"))) {
            return "C2 is not available: a JVMCI compiler replaces it";
        }
        return null;
    }

    private static Map<String, String> readFlags(String... names) {
        ModuleLayer boot = ModuleLayer.boot();
        if (boot.findModule("java.management").isEmpty() || boot.findModule("jdk.management").isEmpty()) {
            return Map.of();
        }
        try {
            return HotSpotFlags.read(names);
        } catch (LinkageError | RuntimeException e) {
            return Map.of();
        }
    }

    /** {@link HotSpotFlags#compilationMillis()}, or -1 where {@code java.management} is missing. */
    static long compilationMillis() {
        if (ModuleLayer.boot().findModule("java.management").isEmpty()) {
            return -1;
        }
        try {
            return HotSpotFlags.compilationMillis();
        } catch (LinkageError | RuntimeException e) {
            return -1;
        }
    }

    /** Whether vector kernels may run at all. */
    public boolean vectorsUsable() {
        return scalarReason == null && preferredBits >= 128;
    }

    /**
     * The key of this JVM's vector configuration in profile files, one token, e.g.
     * {@code pref=512,UseAVX=3,MaxVectorSize=64}: a measurement taken under {@code -XX:UseAVX=2}
     * says nothing about the same CPU with AVX-512 enabled.
     */
    public String key() {
        StringJoiner key = new StringJoiner(",");
        key.add("pref=" + preferredBits);
        vectorFlags.forEach((name, value) -> key.add(name + "=" + value));
        return key.toString();
    }
}
