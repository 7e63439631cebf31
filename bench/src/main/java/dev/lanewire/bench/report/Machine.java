package dev.lanewire.bench.report;

import dev.lanewire.dispatch.CpuIdentity;
import dev.lanewire.dispatch.JvmInfo;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * The machine a run was measured on, as published beside the numbers.
 *
 * @param cpu        CPU model name
 * @param cores      logical CPUs the JVM sees
 * @param simd       the SIMD feature flags that matter to the kernels (avx2, avx512*, asimd, sve*)
 * @param os         operating system and kernel version
 * @param jdk        JDK runtime version of the benchmark JVMs
 * @param vm         JVM name and version
 * @param jvmFlags   flags the benchmark JVMs were started with
 * @param date       when the run ended, UTC, to the second
 * @param signature  the CPU's key in profile files, e.g. {@code x86_64:GenuineIntel:6:106}
 *                   (architecture, vendor, family, model); empty when not recorded
 * @param vectorBits the JVM's preferred vector shape in bits, 0 when the Vector API was not usable
 */
public record Machine(String cpu, int cores, String simd, String os, String jdk, String vm, String jvmFlags,
                      String date, String signature, int vectorBits) {

    /** A machine without a CPU signature or vector shape (reports that do not need them). */
    public Machine(String cpu, int cores, String simd, String os, String jdk, String vm, String jvmFlags,
                   String date) {
        this(cpu, cores, simd, os, jdk, vm, jvmFlags, date, "", 0);
    }

    /** Describes this machine and this JVM; {@code jvmFlags} as given. */
    public static Machine detect(String jvmFlags) {
        CpuIdentity id = CpuIdentity.detect();
        TreeSet<String> simd = new TreeSet<>();
        for (String flag : id.flags()) {
            if (flag.equals("avx2") || flag.startsWith("avx512") || flag.equals("asimd") || flag.startsWith("sve")) {
                simd.add(flag);
            }
        }
        return new Machine(id.modelName().isEmpty() ? "unknown" : id.modelName(),
                Runtime.getRuntime().availableProcessors(), String.join(" ", simd),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"),
                System.getProperty("java.runtime.version"),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"), jvmFlags,
                Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(), id.signature(),
                JvmInfo.detect().preferredBits());
    }

    /**
     * The CPU's name in file names: the signature lower-cased, non-alphanumerics as dashes, e.g.
     * {@code x86_64:GenuineIntel:6:106} becomes {@code x86-64-genuineintel-6-106}; {@code unknown-cpu}
     * when no signature was recorded.
     */
    public String slug() {
        String s = signature == null ? "" : signature.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-")
                .replaceAll("^-|-$", "");
        return s.isEmpty() ? "unknown-cpu" : s;
    }

    /** Markdown lines for a report's "Machine" section. */
    public List<String> markdownLines() {
        return List.of("- CPU: " + cpu + " (" + cores + " logical CPUs; SIMD: " + (simd.isEmpty() ? "none listed" : simd)
                + ")", "- OS: " + os, "- JDK: " + jdk + " (" + vm + ")", "- JVM flags: `" + jvmFlags + "`",
                "- Date: " + date);
    }
}
