package dev.lanewire.dispatch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
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

    /** The HotSpot flags detection reads: the vector flags of the key, then the compiler's. */
    private static final String[] FLAGS = {"UseAVX", "MaxVectorSize", "UseSVE", "TieredCompilation",
        "TieredStopAtLevel", "UseCompiler", "UseJVMCICompiler"};

    /** Detects the running JVM on the CPU {@link CpuIdentity#detect()} finds; never throws. */
    public static JvmInfo detect() {
        return detect(CpuIdentity.detect());
    }

    /**
     * Detects the running JVM on {@code cpu}; never throws. Where no JVM option can have set the
     * flags it reads, they are derived from the defaults, the preferred vector size and the CPU
     * ({@link #impliedFlags}) without loading {@code java.management}, which costs a first use more
     * than the rest of detection; otherwise they are read through {@code HotSpotDiagnosticMXBean}.
     */
    public static JvmInfo detect(CpuIdentity cpu) {
        String vmName = System.getProperty("java.vm.name", "");
        String vmInfo = System.getProperty("java.vm.info", "");
        String missing = missingModule();
        int bits = 0;
        String loadProblem = null;
        if (missing == null) {
            try {
                bits = (int) Class.forName(VECTOR_SUPPORT).getMethod("preferredBits").invoke(null);
            } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
                loadProblem = "the vector kernels failed to load: " + e;
            }
        }
        Map<String, String> flags = null;
        ProcessHandle.Info process = ProcessHandle.current().info();
        if (defaultFlags(process.command().orElse(""), process.arguments().orElse(null), System.getenv())) {
            flags = impliedFlags(cpu, bits);
        }
        if (flags == null) {
            flags = readFlags(FLAGS);
        }
        String reason = compilerProblem(vmName, vmInfo, flags);
        if (reason == null) {
            reason = missing != null ? missing : loadProblem;
        }
        Map<String, String> vectorFlags = new LinkedHashMap<>();
        for (String name : new String[] {"UseAVX", "MaxVectorSize", "UseSVE"}) {
            if (flags.containsKey(name)) {
                vectorFlags.put(name, flags.get(name));
            }
        }
        Runtime.Version version = Runtime.version();
        // The property is the string Runtime.Version parsed; its toString rebuilds it through streams.
        String full = System.getProperty("java.runtime.version");
        return new JvmInfo(vmName, version.feature(), full == null || full.isEmpty() ? version.toString() : full,
                bits, vectorFlags, reason);
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
     * Whether none of {@link #FLAGS} can have been set: the JVM was started by a {@code java}
     * launcher (not embedded through JNI, whose options no process argument shows) whose arguments
     * name none of them (nor {@code -Xint}, {@code CompilationMode}, which set them) and use no
     * argument file or options file, and no options environment
     * variable ({@code JAVA_TOOL_OPTIONS}, {@code JDK_JAVA_OPTIONS}, {@code _JAVA_OPTIONS}) names one.
     */
    static boolean defaultFlags(String command, String[] arguments, Map<String, String> env) {
        if (arguments == null || !(command.endsWith("/java") || command.endsWith("\\java.exe"))) {
            return false;
        }
        List<String> options = new ArrayList<>(List.of(arguments));
        for (String var : new String[] {"JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "_JAVA_OPTIONS"}) {
            String value = env.get(var);
            if (value != null) {
                options.add(value);
            }
        }
        for (String option : options) {
            if (option.startsWith("@") || option.contains("Flags=") || option.contains("VMOptionsFile")
                    || option.contains("-Xint") || option.contains("CompilationMode")
                    || option.contains("NeverActAsServerClassMachine")
                    || option.contains("-XX:+UnlockExperimentalVMOptions") || option.startsWith("-XX:-Tiered")
                    || option.startsWith("-XX:+Tiered")) {
                return false;
            }
            for (String flag : FLAGS) {
                if (option.contains(flag)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The values {@link #FLAGS} take with default options on {@code cpu} when the preferred vector
     * size is {@code bits}, where that leaves no doubt; {@code null} otherwise (then they must be read).
     * The compiler flags take their defaults (-Xint shows in {@code java.vm.info}; {@code UseJVMCICompiler}
     * is left out, as a VM without JVMCI has no such flag). On x86 a 512-bit
     * shape needs {@code UseAVX=3} and {@code MaxVectorSize=64}; a 256-bit one on a CPU without
     * AVX-512 means {@code UseAVX=2} and {@code MaxVectorSize=32}, while on an AVX-512 CPU HotSpot may
     * have chosen {@code UseAVX=2} itself, so it is read. On aarch64 without SVE, {@code UseSVE=0} and
     * {@code MaxVectorSize=16}.
     */
    static Map<String, String> impliedFlags(CpuIdentity cpu, int bits) {
        Map<String, String> out = new LinkedHashMap<>();
        if (cpu.isX86() && bits == 512) {
            out.put("UseAVX", "3");
            out.put("MaxVectorSize", "64");
        } else if (cpu.isX86() && bits == 256 && cpu.hasFlag("avx2") && !cpu.hasFlag("avx512f")) {
            out.put("UseAVX", "2");
            out.put("MaxVectorSize", "32");
        } else if (cpu.arch().equals("aarch64") && bits == 128 && cpu.hasFlag("asimd") && !cpu.hasFlag("sve")) {
            out.put("MaxVectorSize", "16");
            out.put("UseSVE", "0");
        } else {
            return null;
        }
        out.put("TieredCompilation", "true");
        out.put("TieredStopAtLevel", "4");
        out.put("UseCompiler", "true");
        return out;
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
        for (Map.Entry<String, String> e : vectorFlags.entrySet()) {
            key.add(e.getKey() + "=" + e.getValue());
        }
        return key.toString();
    }
}
