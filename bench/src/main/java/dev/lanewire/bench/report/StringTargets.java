package dev.lanewire.bench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Issue 16's targets for the UTF-8 kernels at {@link SimdutfAnchors#CHARS} chars, judged on the
 * page's own run: the fastest vector variant of {@code Utf8Bench.decode} and {@code encode} against
 * the JDK's time in the same run, and of {@code Utf8Bench.validate} in UTF-8 bytes per nanosecond
 * (GB/s). The targets depend on the run's widest vector variant (AVX-512 for {@code v512}, AVX2 for
 * {@code v256}); narrower runs have none. Cyrillic and CJK text (2- and 3-byte sequences) must reach
 * the full target, mixed text half of it.
 */
final class StringTargets {

    /** The kinds of text the targets are stated on, at the full target. */
    private static final List<String> FULL = List.of("cyrillic", "cjk");
    /** The kind of text that must reach half of each target. */
    private static final String HALF = "mixed";

    /**
     * Issue 16's targets for one widest vector variant.
     *
     * @param variant  the run's widest vector variant
     * @param isa      the instruction set it stands for
     * @param decode   {@code Utf8Bench.decode}: JDK time ÷ fastest vector time, at least
     * @param encode   {@code Utf8Bench.encode}: JDK time ÷ fastest vector time, at least
     * @param validate {@code Utf8Bench.validate}: UTF-8 bytes of the input ÷ fastest vector time in
     *                 ns (GB/s), at least
     */
    record Targets(String variant, String isa, double decode, double encode, double validate) {

        /** The target of {@code method}, in times the JDK's speed or in GB/s for {@code validate}. */
        double of(String method) {
            return switch (method) {
                case "decode" -> decode;
                case "encode" -> encode;
                case "validate" -> validate;
                default -> throw new IllegalArgumentException(method);
            };
        }
    }

    /** The targets issue 16 states, per widest vector variant. */
    static final List<Targets> ISSUE_16 = List.of(
            new Targets("v512", "AVX-512", 4, 6, 25),
            new Targets("v256", "AVX2", 3, 4, 12));

    private static final List<String> METHODS = List.of("decode", "encode", "validate");

    private StringTargets() {
    }

    /** The targets for a run whose widest vector variant is {@code variant}, or null where issue 16 states none. */
    static Targets forVariant(String variant) {
        return ISSUE_16.stream().filter(t -> t.variant().equals(variant)).findFirst().orElse(null);
    }

    /**
     * Appends the subsection where the page has {@code Utf8Bench} decode, encode or validate times
     * and its widest vector variant has targets; else nothing. {@code pivots} hold each cell's
     * median over its rounds; {@code measurements}, the run's own, give the rounds' spread.
     */
    static void render(StringBuilder sb, List<Pivot> pivots, List<Measurement> measurements) {
        List<Pivot> utf8 = new ArrayList<>();
        for (String method : METHODS) {
            Pivot p = pivot(pivots, method);
            if (p != null) {
                utf8.add(p);
            }
        }
        // The run's widest vector variant is the widest vector column of these tables.
        String widest = utf8.stream().flatMap(p -> p.vectorColumns().stream())
                .max((a, b) -> Integer.compare(bits(a), bits(b))).orElse(null);
        Targets targets = widest == null ? null : forVariant(widest);
        if (targets == null) {
            return;
        }
        String chars = String.format(Locale.ROOT, "%,d", SimdutfAnchors.CHARS);
        sb.append("### Issue 16's targets (").append(chars).append(" chars, against the JDK in this run)\n\n");
        sb.append("The widest vector variant of this run is ").append(targets.variant()).append(" (")
                .append(targets.isa()).append("). Issue 16's targets for it, at ").append(chars)
                .append(" chars: the fastest vector variant of `Utf8Bench.decode` at least ")
                .append(ratio(targets.decode())).append(" the JDK's speed (`new String(b, UTF_8)`), of")
                .append(" `Utf8Bench.encode` at least ").append(ratio(targets.encode()))
                .append(" (`getBytes(UTF_8)`), and of `Utf8Bench.validate` at least ")
                .append(gbs(targets.validate())).append(" (UTF-8 bytes of the input per nanosecond), on Cyrillic")
                .append(" and CJK text (2- and 3-byte sequences); mixed text at least half of each.");
        if (measurements.stream().anyMatch(m -> m.shortName().startsWith("Utf8Bench.") && Rounds.round(m) > 1)) {
            sb.append(" These cells ran in rounds, one fork a cell each time: every time is the median of a")
                    .append(" cell's forks, and \"rounds\" gives the lowest and highest of the ratios (or GB/s)")
                    .append(" the rounds gave one by one.");
        }
        sb.append("\n\n| operation | text | fastest vector | ÷ JDK (or GB/s) | rounds | target | met? |\n")
                .append("|---|---|---:|---:|---|---:|---|\n");
        List<String> kinds = new ArrayList<>(FULL);
        kinds.add(HALF);
        for (String method : METHODS) {
            Pivot p = pivot(pivots, method);
            for (String kind : kinds) {
                // Mixed text must reach half of each target.
                double target = targets.of(method) / (kind.equals(HALF) ? 2 : 1);
                boolean bytes = method.equals("validate");
                sb.append("| ").append(method).append(" | ").append(kind).append(" | ");
                List<String> row = List.of(kind, Integer.toString(SimdutfAnchors.CHARS));
                String best = p == null ? null : p.fastestVector(row);
                // Validation is judged by its own speed; decode and encode against the JDK's time.
                double here = best == null ? Double.NaN : bytes
                        ? SimdutfAnchors.utf8Bytes(kind, SimdutfAnchors.CHARS) / p.score(row, best)
                        : p.speedup(row, best, "jdk");
                sb.append(best == null ? "not measured" : best + " " + Format.score(p.score(row, best)) + " ns")
                        .append(" | ");
                sb.append(Double.isNaN(here) ? "not measured" : bytes ? String.format(Locale.ROOT, "%.2f GB/s", here)
                        : Format.ratio(here)).append(" | ");
                sb.append(best == null ? "-" : spread(measurements, method, kind, best)).append(" | ");
                sb.append("≥ ").append(bytes ? gbs(target) : ratio(target)).append(" | ");
                sb.append(Double.isNaN(here) ? "-" : here >= target ? "yes" : "**no**").append(" |\n");
            }
        }
        sb.append('\n');
    }

    /**
     * The spread over the rounds of {@code Utf8Bench.method} on {@code kind} through {@code variant}:
     * the lowest and highest of the JDK's time over the variant's, round by round, or of the
     * variant's GB/s for validation; {@code -} where fewer than two rounds measured it.
     */
    private static String spread(List<Measurement> measurements, String method, String kind, String variant) {
        Map<Integer, Double> ours = rounds(measurements, method, kind, variant);
        if (method.equals("validate")) {
            List<Double> gbs = ours.entrySet().stream().filter(e -> e.getKey() > 0)
                    .map(e -> SimdutfAnchors.utf8Bytes(kind, SimdutfAnchors.CHARS) / e.getValue()).sorted().toList();
            return gbs.size() < 2 ? "-" : String.format(Locale.ROOT, "rounds %.2f-%.2f GB/s", gbs.getFirst(),
                    gbs.getLast());
        }
        double[] range = Rounds.pairedRange(rounds(measurements, method, kind, "jdk"), ours);
        return range == null ? "-" : Rounds.describeSpread(range[0], range[1]);
    }

    /** Round (0 where not run in rounds) to ns of {@code Utf8Bench.method} on {@code kind} through {@code variant}. */
    private static Map<Integer, Double> rounds(List<Measurement> measurements, String method, String kind,
                                               String variant) {
        Map<Integer, Double> out = new TreeMap<>();
        for (Measurement m : measurements) {
            if (m.shortName().equals("Utf8Bench." + method) && kind.equals(m.params().get("kind"))
                    && variant.equals(m.params().get("variant"))
                    && Integer.toString(SimdutfAnchors.CHARS).equals(m.params().get("size"))) {
                out.put(Rounds.round(m), m.score());
            }
        }
        return out;
    }

    /** The time-per-operation table of {@code Utf8Bench.method} by kind and size, or null. */
    private static Pivot pivot(List<Pivot> pivots, String method) {
        return pivots.stream().filter(q -> q.shortName().equals("Utf8Bench." + method) && !q.higherIsBetter()
                && q.unit().equals("ns/op") && q.rowParams().equals(List.of("kind", "size"))).findFirst().orElse(null);
    }

    private static int bits(String vectorColumn) {
        return Integer.parseInt(vectorColumn.substring(1));
    }

    /** A target ratio, one decimal and an x. */
    private static String ratio(double v) {
        return String.format(Locale.ROOT, "%.1fx", v);
    }

    /** A target in GB/s, one decimal. */
    private static String gbs(double v) {
        return String.format(Locale.ROOT, "%.1f GB/s", v);
    }
}
