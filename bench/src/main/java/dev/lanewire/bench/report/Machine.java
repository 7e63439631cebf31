package dev.lanewire.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The machine a run was measured on, as published beside the numbers.
 *
 * @param cpu      CPU model name
 * @param cores    logical CPUs the JVM sees
 * @param simd     the SIMD feature flags that matter to the kernels (avx2, avx512*, asimd, sve)
 * @param os       operating system and kernel version
 * @param jdk      JDK runtime version of the benchmark JVMs
 * @param vm       JVM name and version
 * @param jvmFlags flags the benchmark JVMs were started with
 * @param date     when the run ended, UTC, to the second
 */
public record Machine(String cpu, int cores, String simd, String os, String jdk, String vm, String jvmFlags,
                      String date) {

    /** Describes this machine and this JVM; {@code jvmFlags} as given. */
    public static Machine detect(String jvmFlags) {
        String cpu = "unknown";
        TreeSet<String> simd = new TreeSet<>();
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                int colon = line.indexOf(':');
                if (colon < 0) {
                    continue;
                }
                String key = line.substring(0, colon).trim();
                String value = line.substring(colon + 1).trim();
                if (key.equals("model name") && cpu.equals("unknown")) {
                    cpu = value;
                } else if (key.equals("flags") || key.equals("Features")) {
                    for (String flag : value.split("\\s+")) {
                        if (flag.equals("avx2") || flag.startsWith("avx512") || flag.equals("asimd")
                                || flag.startsWith("sve")) {
                            simd.add(flag);
                        }
                    }
                }
            }
        } catch (IOException e) {
            cpu = "unknown (" + e.getMessage() + ")";
        }
        return new Machine(cpu, Runtime.getRuntime().availableProcessors(), String.join(" ", simd),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"),
                System.getProperty("java.runtime.version"),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"), jvmFlags,
                Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
    }

    /** This record as a JSON-ready map. */
    public Map<String, Object> toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("cpu", cpu);
        m.put("cores", (double) cores);
        m.put("simd", simd);
        m.put("os", os);
        m.put("jdk", jdk);
        m.put("vm", vm);
        m.put("jvmFlags", jvmFlags);
        m.put("date", date);
        return m;
    }

    /** Reads a map written by {@link #toJson()}. */
    public static Machine fromJson(Map<?, ?> m) {
        return new Machine(str(m, "cpu"), (int) Measurement.number(m.get("cores")), str(m, "simd"), str(m, "os"),
                str(m, "jdk"), str(m, "vm"), str(m, "jvmFlags"), str(m, "date"));
    }

    /** Markdown lines for a report's "Machine" section. */
    public List<String> markdownLines() {
        return List.of("- CPU: " + cpu + " (" + cores + " logical CPUs; SIMD: " + (simd.isEmpty() ? "none listed" : simd)
                + ")", "- OS: " + os, "- JDK: " + jdk + " (" + vm + ")", "- JVM flags: `" + jvmFlags + "`",
                "- Date: " + date);
    }

    private static String str(Map<?, ?> m, String key) {
        Object v = m.get(key);
        return v == null ? "" : v.toString();
    }
}
