package dev.lanewire.dispatch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Who the CPU is, as far as Linux's {@code /proc/cpuinfo} tells, without native code.
 *
 * <p>On x86 the vendor is {@code vendor_id}, family and model are {@code cpu family} and
 * {@code model}; on aarch64 the vendor is {@code CPU implementer} and the model {@code CPU part}
 * (family is empty). {@link #flags()} are the instruction-set flags ({@code flags} on x86,
 * {@code Features} on aarch64) that <em>every</em> core reports: on a hybrid or oddly virtualised
 * machine a kernel may run on any core, so only the intersection is safe. Where {@code /proc/cpuinfo}
 * is missing (macOS, Windows, some containers) every field but the architecture is empty and
 * {@link #known()} is false.
 *
 * @param arch      {@code x86_64}, {@code aarch64}, or {@code os.arch} as the JVM reports it
 * @param vendor    x86 vendor id ({@code GenuineIntel}, {@code AuthenticAMD}) or aarch64 implementer ({@code 0x41})
 * @param family    x86 family number in decimal, empty on aarch64
 * @param model     x86 model number in decimal, or aarch64 part ({@code 0xd0c})
 * @param modelName the marketing name, for people only (never part of the signature)
 * @param flags     instruction-set flags present on every core, lower case, as the kernel spells them
 */
public record CpuIdentity(String arch, String vendor, String family, String model, String modelName, Set<String> flags) {

    /** Canonical constructor: keeps an unmodifiable, sorted copy of the flags. */
    public CpuIdentity {
        flags = Collections.unmodifiableSet(new TreeSet<>(flags));
    }

    /** Reads {@code /proc/cpuinfo}; never throws, degrades to an identity with only the architecture. */
    public static CpuIdentity detect() {
        String arch = normalizeArch(System.getProperty("os.arch", "unknown"));
        try {
            Path info = Path.of("/proc/cpuinfo");
            if (Files.isReadable(info)) {
                return parse(arch, Files.readString(info, StandardCharsets.ISO_8859_1));
            }
        } catch (IOException | RuntimeException e) {
            // An unreadable or odd cpuinfo only costs us the profile entries for this CPU.
        }
        return parse(arch, "");
    }

    /** Parses the text of a {@code /proc/cpuinfo} for a machine of architecture {@code arch}. */
    static CpuIdentity parse(String arch, String cpuinfo) {
        String vendor = "";
        String family = "";
        String model = "";
        String modelName = "";
        Set<String> common = null;
        for (String block : cpuinfo.split("\\n\\s*\\n")) {
            Set<String> blockFlags = null;
            for (String line : block.split("\\n")) {
                int colon = line.indexOf(':');
                if (colon < 0) {
                    continue;
                }
                String key = line.substring(0, colon).trim().toLowerCase(Locale.ROOT);
                String value = line.substring(colon + 1).trim();
                switch (key) {
                    case "vendor_id", "cpu implementer" -> vendor = first(vendor, value);
                    case "cpu family" -> family = first(family, value);
                    case "model", "cpu part" -> model = first(model, value);
                    case "model name" -> modelName = first(modelName, value);
                    case "flags", "features" -> blockFlags = words(value);
                    default -> {
                    }
                }
            }
            if (blockFlags != null) {
                if (common == null) {
                    common = blockFlags;
                } else {
                    common.retainAll(blockFlags);
                }
            }
        }
        return new CpuIdentity(arch, vendor, family, model, modelName, common == null ? Set.of() : common);
    }

    private static String first(String current, String value) {
        return current.isEmpty() ? value : current;
    }

    private static Set<String> words(String value) {
        Set<String> out = new LinkedHashSet<>();
        for (String w : value.toLowerCase(Locale.ROOT).split("\\s+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }

    static String normalizeArch(String osArch) {
        return switch (osArch.toLowerCase(Locale.ROOT)) {
            case "amd64", "x86_64", "x64" -> "x86_64";
            case "aarch64", "arm64" -> "aarch64";
            default -> osArch.toLowerCase(Locale.ROOT);
        };
    }

    /** Whether {@code /proc/cpuinfo} named the vendor and model. */
    public boolean known() {
        return !vendor.isEmpty() && !model.isEmpty();
    }

    /** Whether this is an x86 CPU. */
    public boolean isX86() {
        return arch.equals("x86_64") || arch.equals("x86") || arch.equals("i386");
    }

    /**
     * The key of this CPU in profile files, one token: {@code x86_64:AuthenticAMD:26:2},
     * {@code aarch64:0x41:0xd0c}, or {@code <arch>:unknown} when {@code /proc/cpuinfo} was not
     * available. It names the microarchitecture, not the marketing name or stepping, so one
     * measurement serves every machine of the same design.
     */
    public String signature() {
        if (!known()) {
            return arch + ":unknown";
        }
        return family.isEmpty() ? arch + ":" + vendor + ":" + model : arch + ":" + vendor + ":" + family + ":" + model;
    }

    /**
     * Whether every core reports {@code flag}. Names compare case-insensitively and without
     * underscores, because Linux spells AVX-512 VBMI {@code avx512vbmi} but VBMI2 {@code avx512_vbmi2}.
     */
    public boolean hasFlag(String flag) {
        String wanted = canonicalFlag(flag);
        for (String f : flags) {
            if (canonicalFlag(f).equals(wanted)) {
                return true;
            }
        }
        return false;
    }

    static String canonicalFlag(String flag) {
        return flag.toLowerCase(Locale.ROOT).replace("_", "");
    }
}
