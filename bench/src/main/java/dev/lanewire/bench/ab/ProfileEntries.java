package dev.lanewire.bench.ab;

import dev.lanewire.dispatch.CpuIdentity;
import dev.lanewire.dispatch.JvmInfo;
import dev.lanewire.dispatch.Op;
import dev.lanewire.dispatch.SizeClass;
import dev.lanewire.dispatch.Variant;
import dev.lanewire.kernel.KernelCatalog;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Profile-table entries from an A/B of the scalar twin against one vector variant, in the
 * dispatch's profile format ({@code lanewire-profile 1}; fields: cpu, jvm, op, size, variant,
 * ratio, floor, rounds, date, jdk; see {@code dev.lanewire.dispatch.ProfileFormat}).
 *
 * <p>A row becomes evidence for an operation when it has a parameter {@code op} naming the
 * operation id, or when its class and method spell it ({@code Utf8Bench.validate} is
 * {@code utf8.validate}); its size class comes from its size parameter. All pairs of one
 * operation and size class are pooled. An entry is written only where the pooled pairs give a
 * verdict against the pooled A/A band ({@link AbAnalysis#verdict}); its variant is the winner, its ratio the winner's time over the
 * scalar twin's, its floor the band's largest distance from 1.
 */
public final class ProfileEntries {

    /** The kernel-set version entries carry, so the dispatcher drops them when the kernels change. */
    static final int KERNEL_SET = KernelCatalog.KERNEL_SET;

    private ProfileEntries() {
    }

    /** The variant a side runs: from its {@code -Dlanewire.kernels=} flag, else from its name; null if neither. */
    static Variant variantOf(AbConfig side) {
        if (!side.vector()) {
            return Variant.SCALAR;
        }
        for (String flag : side.flags()) {
            if (flag.startsWith("-Dlanewire.kernels=")) {
                return Variant.parse(flag.substring("-Dlanewire.kernels=".length()));
            }
        }
        return Variant.parse(side.name());
    }

    /** The operation a row measures, or null. */
    static Op opOf(AbRow row) {
        String named = row.params().get("op");
        String cls = row.benchmark().substring(0, row.benchmark().lastIndexOf('.'));
        cls = cls.substring(cls.lastIndexOf('.') + 1).replaceFirst("(Benchmark|Bench)$", "");
        String method = row.benchmark().substring(row.benchmark().lastIndexOf('.') + 1);
        String derived = cls.toLowerCase(Locale.ROOT) + "." + method;
        for (Op op : Op.values()) {
            if (op.id().equals(named) || op.id().equals(derived)) {
                return op;
            }
        }
        return null;
    }

    /** The profile file's text; a file with only comments when the comparison is not scalar against a variant. */
    public static String render(AbResults results) {
        Variant a = variantOf(results.a());
        Variant b = variantOf(results.b());
        String jdk = System.getProperty("java.runtime.version");
        StringBuilder sb = new StringBuilder();
        sb.append("# From scripts/run-vector.sh ab: A = ").append(results.a().name()).append(", B = ")
                .append(results.b().name()).append("; ").append(results.machine().cpu()).append('\n');
        sb.append("# Use with LANEWIRE_PROFILE=<this file> (or -Dlanewire.profile=); merge the entry lines into core's")
                .append(" shipped table dev/lanewire/dispatch/profiles.txt to ship them.\n");
        sb.append("lanewire-profile 1 kernel-set=").append(KERNEL_SET).append(" jdk=")
                .append(Runtime.version().feature()).append('\n');
        if (a == null || b == null || (a == Variant.SCALAR) == (b == Variant.SCALAR)) {
            sb.append("# no entries: profile ratios are against the scalar twin, so one side must be scalar and the"
                    + " other a vector variant (e.g. --kernels scalar,512)\n");
            return sb.toString();
        }
        boolean scalarIsA = a == Variant.SCALAR;
        Variant vector = scalarIsA ? b : a;
        Map<String, List<AbRow>> groups = new LinkedHashMap<>();
        for (AbRow r : results.rows()) {
            Op op = opOf(r);
            String sizeParam = AbReport.sizeParam(r.params());
            if (op == null || sizeParam == null) {
                continue;
            }
            SizeClass size = SizeClass.of(Integer.parseInt(r.params().get(sizeParam)));
            groups.computeIfAbsent(op.id() + " " + size.id(), k -> new ArrayList<>()).add(r);
        }
        String cpu = CpuIdentity.detect().signature();
        String jvm = JvmInfo.detect().key();
        String date = LocalDate.now(ZoneOffset.UTC).toString();
        int written = 0;
        for (Map.Entry<String, List<AbRow>> g : groups.entrySet()) {
            List<Double> speed = new ArrayList<>();
            List<Double> floor = new ArrayList<>();
            for (AbRow r : g.getValue()) {
                // Rows hold B-over-A speed; turn them into vector-over-scalar speed.
                r.ratios().forEach(x -> speed.add(scalarIsA ? x : 1 / x));
                r.floorRatios().forEach(floor::add);
            }
            if (speed.isEmpty() || floor.isEmpty()) {
                continue;
            }
            double median = AbAnalysis.median(speed);
            double fMin = floor.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
            double fMax = floor.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
            double low = Math.min(fMin, 1 / fMax);
            double high = Math.max(fMax, 1 / fMin);
            String[] opSize = g.getKey().split(" ");
            String evidence = String.format(Locale.ROOT, "  # %s/scalar speed %.3f over %d pairs, band %.3f-%.3f",
                    vector.id(), median, speed.size(), low, high);
            String verdict = AbAnalysis.verdict(speed, median, low, high);
            if (verdict.equals("none")) {
                sb.append("# ").append(g.getKey()).append(": within noise").append(evidence.substring(3)).append('\n');
                continue;
            }
            Variant winner = verdict.equals("faster") ? vector : Variant.SCALAR;
            double ratio = winner == Variant.SCALAR ? 1.0 : 1 / median;
            sb.append(String.join(" ", cpu, jvm, opSize[0], opSize[1], winner.id(),
                    String.format(Locale.ROOT, "%.3f", ratio), String.format(Locale.ROOT, "%.3f", high - 1),
                    Integer.toString(speed.size()), date, jdk)).append(evidence).append('\n');
            written++;
        }
        if (written == 0) {
            sb.append("# no entries: no benchmark named an operation (param op, or <Family>Bench.<method>) with a size"
                    + " parameter and a verdict outside the A/A band\n");
        }
        return sb.toString();
    }
}
