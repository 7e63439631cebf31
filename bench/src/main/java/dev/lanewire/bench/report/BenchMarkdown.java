package dev.lanewire.bench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Markdown tables of a {@link BenchResults}: the codec scoreboard with its targets, encoded
 * sizes, the encode/decode split, and every other benchmark grouped by class.
 */
public final class BenchMarkdown {

    private static final List<String> PEERS = List.of("lanewire", "lanewire-utf8", "fory", "kryo", "jdk");

    private BenchMarkdown() {
    }

    /** All the tables, as the {@code bench} command prints them. */
    public static String tables(BenchResults results) {
        StringBuilder sb = new StringBuilder();
        List<CodecScoreboard.Row> rows = CodecScoreboard.rows(results, "roundTrip");
        if (!rows.isEmpty()) {
            sb.append("### Codec cases: encode + decode (ops/s, higher is better)\n\n");
            sb.append("| case | lanewire | lanewire-utf8 | fory | kryo | jdk | vs Kryo (target 1.5x) | vs Fory (target)"
                    + " | verdict |\n");
            sb.append("|---|---:|---:|---:|---:|---:|---:|---:|---|\n");
            for (CodecScoreboard.Row r : rows) {
                sb.append("| ").append(r.label());
                for (String p : PEERS) {
                    sb.append(" | ").append(Format.score(r.scores().getOrDefault(p, Double.NaN)));
                }
                sb.append(" | ").append(Format.ratio(r.vsKryo()));
                sb.append(" | ").append(Format.ratio(r.vsFory())).append(" (")
                        .append(String.format(Locale.ROOT, "%.1fx", r.foryTarget())).append(')');
                sb.append(" | ").append(r.misses().isEmpty() ? r.verdict() : "**" + r.verdict() + "**")
                        .append(" |\n");
            }
            sb.append("\n### Encoded sizes (bytes, smaller is better)\n\n");
            sb.append("| case | lanewire | lanewire-utf8 | fory | kryo | jdk |\n|---|---:|---:|---:|---:|---:|\n");
            for (CodecScoreboard.Row r : rows) {
                sb.append("| ").append(r.label());
                for (String p : PEERS) {
                    sb.append(" | ").append(Format.bytes(r.sizes().get(p)));
                }
                sb.append(" |\n");
            }
            splitTable(sb, results);
        }
        otherTables(sb, results);
        return sb.toString();
    }

    /**
     * Every case that misses a target, with what the run says about why: which half (encode or
     * decode) loses, and how the encoded sizes compare.
     */
    public static List<String> losses(BenchResults results) {
        List<String> out = new ArrayList<>();
        Map<String, CodecScoreboard.Row> encode = byCase(CodecScoreboard.rows(results, "encode"));
        Map<String, CodecScoreboard.Row> decode = byCase(CodecScoreboard.rows(results, "decode"));
        for (CodecScoreboard.Row r : CodecScoreboard.rows(results, "roundTrip")) {
            if (r.misses().isEmpty()) {
                continue;
            }
            StringBuilder sb = new StringBuilder(r.label()).append(": ").append(String.join("; ", r.misses()));
            List<String> evidence = new ArrayList<>();
            for (String peer : List.of("kryo", "fory")) {
                String half = halves(encode.get(r.caseId()), decode.get(r.caseId()), peer);
                if (half != null) {
                    evidence.add(half);
                }
                Integer ours = r.sizes().get("lanewire");
                Integer theirs = r.sizes().get(peer);
                // Sizes within 5% of each other explain nothing about speed; name only real gaps.
                if (ours != null && theirs != null && theirs > 0 && Math.abs(ours - theirs) * 20 >= theirs) {
                    evidence.add(String.format(Locale.ROOT, "Lanewire's encoding is %+.0f%% the size of %s's",
                            100.0 * (ours - theirs) / theirs, peer));
                }
            }
            if (!evidence.isEmpty()) {
                sb.append(" (").append(String.join("; ", evidence)).append(')');
            }
            out.add(sb.toString());
        }
        return out;
    }

    private static String halves(CodecScoreboard.Row enc, CodecScoreboard.Row dec, String peer) {
        if (enc == null || dec == null) {
            return null;
        }
        double e = peer.equals("kryo") ? enc.vsKryo() : enc.vsFory();
        double d = peer.equals("kryo") ? dec.vsKryo() : dec.vsFory();
        if (Double.isNaN(e) || Double.isNaN(d)) {
            return null;
        }
        return "vs " + peer + ": encode " + Format.ratio(e) + ", decode " + Format.ratio(d);
    }

    private static Map<String, CodecScoreboard.Row> byCase(List<CodecScoreboard.Row> rows) {
        Map<String, CodecScoreboard.Row> out = new LinkedHashMap<>();
        rows.forEach(r -> out.put(r.caseId(), r));
        return out;
    }

    private static void splitTable(StringBuilder sb, BenchResults results) {
        Map<String, CodecScoreboard.Row> encode = byCase(CodecScoreboard.rows(results, "encode"));
        Map<String, CodecScoreboard.Row> decode = byCase(CodecScoreboard.rows(results, "decode"));
        if (encode.isEmpty() && decode.isEmpty()) {
            return;
        }
        sb.append("\n### Encode and decode separately (ops/s)\n\n");
        sb.append("| case | half | lanewire | lanewire-utf8 | fory | kryo | jdk | vs Kryo | vs Fory |\n");
        sb.append("|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (String caseId : union(encode, decode)) {
            for (Map.Entry<String, CodecScoreboard.Row> half : List.of(Map.entry("encode", rowOr(encode, caseId)),
                    Map.entry("decode", rowOr(decode, caseId)))) {
                CodecScoreboard.Row r = half.getValue();
                if (r == null) {
                    continue;
                }
                sb.append("| ").append(r.label()).append(" | ").append(half.getKey());
                for (String p : PEERS) {
                    sb.append(" | ").append(Format.score(r.scores().getOrDefault(p, Double.NaN)));
                }
                sb.append(" | ").append(Format.ratio(r.vsKryo())).append(" | ").append(Format.ratio(r.vsFory()))
                        .append(" |\n");
            }
        }
    }

    private static CodecScoreboard.Row rowOr(Map<String, CodecScoreboard.Row> rows, String caseId) {
        return rows.get(caseId);
    }

    private static List<String> union(Map<String, ?> a, Map<String, ?> b) {
        List<String> out = new ArrayList<>(a.keySet());
        b.keySet().stream().filter(k -> !out.contains(k)).forEach(out::add);
        return out;
    }

    private static void otherTables(StringBuilder sb, BenchResults results) {
        Map<String, List<Measurement>> byClass = new LinkedHashMap<>();
        for (Measurement m : results.measurements()) {
            if (m.shortName().startsWith("CodecBench.")) {
                continue;
            }
            String cls = m.benchmark().substring(0, m.benchmark().lastIndexOf('.'));
            byClass.computeIfAbsent(cls, k -> new ArrayList<>()).add(m);
        }
        for (Map.Entry<String, List<Measurement>> e : byClass.entrySet()) {
            sb.append("\n### ").append(e.getKey()).append("\n\n");
            sb.append("| benchmark | parameters | score | error (99.9%) | unit |\n|---|---|---:|---:|---|\n");
            for (Measurement m : e.getValue()) {
                List<String> params = new ArrayList<>();
                m.params().forEach((k, v) -> params.add(k + "=" + v));
                sb.append("| ").append(m.method()).append(" | ").append(Format.cell(String.join(", ", params)))
                        .append(" | ").append(Format.score(m.score())).append(" | ")
                        .append(Double.isNaN(m.error()) ? "n/a" : Format.score(m.error())).append(" | ")
                        .append(m.unit()).append(" |\n");
            }
        }
    }
}
