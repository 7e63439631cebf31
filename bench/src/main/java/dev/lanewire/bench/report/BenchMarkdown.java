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

    private static final List<String> PEERS = List.of("lanewire", "lanewire-utf8", "lanewire-codecs", "fory", "kryo", "jdk");

    private BenchMarkdown() {
    }

    /** All the tables, as the {@code bench} command prints them; failed benchmarks first. */
    public static String tables(BenchResults results) {
        StringBuilder sb = new StringBuilder();
        if (!results.failures().isEmpty()) {
            sb.append("### Failed: selected but no score (the benchmark's check or set-up threw; see the run's log)\n\n");
            results.failures().forEach(f -> sb.append("- ").append(Format.cell(f)).append('\n'));
            sb.append('\n');
        }
        List<CodecScoreboard.Row> rows = CodecScoreboard.rows(results, "roundTrip");
        if (!rows.isEmpty()) {
            sb.append("### Codec cases: encode + decode against the targets\n\n");
            targets(sb, rows);
            sb.append("\n### Codec cases: encode + decode (ops/s, higher is better; --add-modules alone)\n\n");
            sb.append("| case | lanewire | lanewire-utf8 | lanewire-codecs | fory | kryo | jdk |"
                    + " lanewire (server) | lanewire-utf8 (server) | lanewire-codecs (server) |\n");
            sb.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
            for (CodecScoreboard.Row r : rows) {
                sb.append("| ").append(r.label());
                for (String p : PEERS) {
                    sb.append(" | ").append(Format.score(r.scores().getOrDefault(p, Double.NaN)));
                }
                for (String p : PEERS.subList(0, 3)) {
                    sb.append(" | ").append(Format.score(r.server().getOrDefault(p, Double.NaN)));
                }
                sb.append(" |\n");
            }
            sb.append("\n### Encoded sizes (bytes, smaller is better)\n\n");
            sb.append("| case | lanewire | lanewire-utf8 | lanewire-codecs | fory | kryo | jdk |\n"
                    + "|---|---:|---:|---:|---:|---:|---:|\n");
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
     * The codec targets as a table, one row per case: the best Lanewire peer with the server
     * flags over Fory and Kryo, the best with {@code --add-modules} alone over Fory, and on the
     * UTF-8-heavy cases {@code lanewire-utf8} with the server flags over Fory and the JDK, each
     * with its target, then the verdict.
     */
    public static void targets(StringBuilder sb, List<CodecScoreboard.Row> rows) {
        List<String[]> columns = List.of(
                new String[] {CodecScoreboard.SERVER_FORY, "server: best Lanewire ÷ fory"},
                new String[] {CodecScoreboard.SERVER_KRYO, "server: best Lanewire ÷ kryo"},
                new String[] {CodecScoreboard.MODULES_FORY, "--add-modules alone: best Lanewire ÷ fory"},
                new String[] {CodecScoreboard.UTF8_FORY, "server: lanewire-utf8 ÷ fory"},
                new String[] {CodecScoreboard.UTF8_JDK, "server: lanewire-utf8 ÷ jdk"});
        Map<String, Double> thresholds = Map.of(CodecScoreboard.SERVER_FORY, CodecScoreboard.SERVER_FORY_TARGET,
                CodecScoreboard.SERVER_KRYO, CodecScoreboard.SERVER_KRYO_TARGET,
                CodecScoreboard.MODULES_FORY, CodecScoreboard.MODULES_FORY_TARGET,
                CodecScoreboard.UTF8_FORY, CodecScoreboard.UTF8_FORY_TARGET,
                CodecScoreboard.UTF8_JDK, CodecScoreboard.UTF8_JDK_TARGET);
        sb.append("| case |");
        for (String[] c : columns) {
            sb.append(' ').append(c[1]).append(String.format(Locale.ROOT, " (target %.1fx)", thresholds.get(c[0])))
                    .append(" |");
        }
        sb.append(" verdict |\n|---|").append("---:|".repeat(columns.size())).append("---|\n");
        for (CodecScoreboard.Row r : rows) {
            sb.append("| ").append(r.label()).append(" |");
            for (String[] c : columns) {
                CodecScoreboard.Target t = r.target(c[0]);
                String cell = t == null ? "-" : Format.ratio(t.ratio());
                List<String> notes = new ArrayList<>();
                if (t != null && !Double.isNaN(t.ratio()) && !c[0].startsWith("lanewire-utf8")) {
                    notes.add(t.lanewire());
                }
                if (t != null && t.hasSpread()) {
                    notes.add(t.spread());
                }
                if (!notes.isEmpty()) {
                    cell += " (" + String.join("; ", notes) + ")";
                }
                if (t != null && !Double.isNaN(t.ratio()) && !t.meets()) {
                    cell = "**" + cell + "**";
                }
                sb.append(' ').append(cell).append(" |");
            }
            sb.append(' ').append(r.meets() ? r.verdict() : "**" + r.verdict() + "**").append(" |\n");
        }
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
        sb.append("| case | half | lanewire | lanewire-utf8 | lanewire-codecs | fory | kryo | jdk | vs Kryo | vs Fory |\n");
        sb.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
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
