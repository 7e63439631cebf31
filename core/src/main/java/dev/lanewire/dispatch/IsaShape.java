package dev.lanewire.dispatch;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The instruction-set shape a measurement describes: the CPU's native vector instruction set
 * (from its flags) and the JVM's preferred vector width (from its key). Two machines of one shape
 * run the same vector code, so a CPU without profile entries may borrow the choices measured on
 * another CPU of its shape ({@link Policy}).
 *
 * <p>The native instruction sets, widest first: {@code avx512-vbmi2} (AVX-512 F, BW, VBMI and
 * VBMI2: Ice Lake and later, Zen 4 and later), {@code avx512} (F and BW without them: Skylake-SP,
 * Cascade Lake), {@code avx2}, {@code sse} (x86 without AVX2), {@code sve} and {@code asimd}
 * (aarch64). A CPU whose flags are unknown has no shape.
 */
final class IsaShape {

    /** The flags that decide the native instruction set, as {@code cpu-flags} profile lines record them. */
    static final List<String> FLAGS = List.of("avx2", "avx512f", "avx512bw", "avx512vbmi", "avx512_vbmi2",
            "asimd", "sve");

    private IsaShape() {
    }

    /** The native instruction set of a CPU of architecture {@code arch} with {@code flags}, or {@code null} if unknown. */
    static String isa(String arch, Set<String> flags) {
        if (flags.isEmpty()) {
            return null;
        }
        Set<String> f = new TreeSet<>();
        for (String flag : flags) {
            f.add(CpuIdentity.canonicalFlag(flag));
        }
        if (arch.startsWith("x86")) {
            if (f.contains("avx512f") && f.contains("avx512bw")) {
                return f.contains("avx512vbmi") && f.contains("avx512vbmi2") ? "avx512-vbmi2" : "avx512";
            }
            return f.contains("avx2") ? "avx2" : "sse";
        }
        if (arch.equals("aarch64")) {
            return f.contains("sve") ? "sve" : f.contains("asimd") ? "asimd" : null;
        }
        return null;
    }

    /** The architecture part of a CPU signature ({@code x86_64} of {@code x86_64:AuthenticAMD:26:2}). */
    static String arch(String signature) {
        int colon = signature.indexOf(':');
        return colon < 0 ? signature : signature.substring(0, colon);
    }

    /**
     * The vendor and family part of an x86 signature ({@code x86_64:AuthenticAMD:26} of
     * {@code x86_64:AuthenticAMD:26:2}), or {@code null} for signatures without a family
     * (aarch64's implementer names every core its licensee designs, so it is no family).
     */
    static String family(String signature) {
        String[] p = signature.split(":");
        return p.length == 4 ? p[0] + ":" + p[1] + ":" + p[2] : null;
    }

    /** The preferred width of a JVM key ({@code pref=512,...}), or 0 when it names none. */
    static int preferredBits(String jvmKey) {
        for (String part : jvmKey.split(",")) {
            if (part.startsWith("pref=")) {
                try {
                    return Integer.parseInt(part.substring("pref=".length()));
                } catch (NumberFormatException e) {
                    return 0;
                }
            }
        }
        return 0;
    }

    /** The shape's name in reasons: {@code avx512-vbmi2} at the native width, else {@code avx512-vbmi2 at 256 bits}. */
    static String describe(String isa, int bits) {
        int nativeBits = switch (isa) {
            case "avx512-vbmi2", "avx512" -> 512;
            case "avx2" -> 256;
            default -> 128;
        };
        return bits == nativeBits && !isa.equals("sve") ? isa : isa + " at " + bits + " bits";
    }

    /** The shape-deciding flags among {@code flags}, as a {@code cpu-flags} line records them. */
    static Set<String> relevant(Set<String> flags) {
        Set<String> out = new TreeSet<>();
        for (String flag : flags) {
            for (String wanted : FLAGS) {
                if (CpuIdentity.canonicalFlag(flag).equals(CpuIdentity.canonicalFlag(wanted))) {
                    out.add(flag);
                }
            }
        }
        return out;
    }
}
