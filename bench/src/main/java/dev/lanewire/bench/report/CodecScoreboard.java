package dev.lanewire.bench.report;

import dev.lanewire.bench.Selection;
import dev.lanewire.bench.codec.CodecCase;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The codec cases measured against issue 14's targets, all from one run: with the server flags
 * (the forks' flags and the String-internals opt-in, {@link Selection#SERVER}) the best Lanewire
 * peer's encode+decode throughput is at least {@value #SERVER_FORY_TARGET}x Fory's and at least
 * {@value #SERVER_KRYO_TARGET}x Kryo's; with {@code --add-modules} alone ({@link Selection#MODULES})
 * at least {@value #MODULES_FORY_TARGET}x Fory's; on the UTF-8-heavy cases (b) and (f) the
 * {@code lanewire-utf8} peer with the server flags is at least {@value #UTF8_FORY_TARGET}x Fory and
 * at least {@value #UTF8_JDK_TARGET}x the JDK baseline. Fory, Kryo and the JDK do not read the
 * opt-in and are measured once, with the forks' flags. A measurement without a flag set (a run
 * made before flag sets were recorded) counts as {@link Selection#MODULES}.
 */
public final class CodecScoreboard {

    /** Best Lanewire peer with the server flags / Fory must reach this. */
    public static final double SERVER_FORY_TARGET = 1.2;
    /** Best Lanewire peer with the server flags / Kryo must reach this. */
    public static final double SERVER_KRYO_TARGET = 2.0;
    /** Best Lanewire peer with {@code --add-modules} alone / Fory must reach this. */
    public static final double MODULES_FORY_TARGET = 1.0;
    /** {@code lanewire-utf8} with the server flags / Fory must reach this on the UTF-8-heavy cases. */
    public static final double UTF8_FORY_TARGET = 1.0;
    /** {@code lanewire-utf8} with the server flags / the JDK baseline must reach this on the UTF-8-heavy cases. */
    public static final double UTF8_JDK_TARGET = 3.0;

    private static final String BENCH = "CodecBench.";
    private static final List<String> PEERS = List.of("lanewire", "lanewire-utf8", "lanewire-codecs", "fory", "kryo", "jdk");

    /**
     * One target of a case: a Lanewire peer's throughput over another peer's, and the ratio it must reach.
     *
     * @param name      what is compared, e.g. {@code server ÷ Fory}
     * @param lanewire  the Lanewire peer compared (the best one where the target says so), null if none measured
     * @param ratio     the ratio, NaN where either side was not measured
     * @param threshold the ratio the target asks for
     */
    public record Target(String name, String lanewire, double ratio, double threshold) {

        /** Whether the ratio was measured and reaches the threshold. */
        public boolean meets() {
            return ratio >= threshold;
        }
    }

    /**
     * One case's line.
     *
     * @param caseId      case id
     * @param label       the name for it
     * @param utf8Heavy   whether the UTF-8 targets apply
     * @param scores      peer id to ops/s with the forks' flags ({@link Selection#MODULES}), for the method the
     *                    board was built for
     * @param server      Lanewire peer id to ops/s with the server flags
     * @param alloc       peer id to bytes allocated per operation, with the forks' flags
     * @param allocServer Lanewire peer id to bytes allocated per operation, with the server flags
     * @param sizes       peer id to encoded bytes
     * @param vsKryo      {@code lanewire} / Kryo with the forks' flags, NaN if either is missing
     * @param vsFory      {@code lanewire} / Fory with the forks' flags, NaN if either is missing
     * @param targets     the targets that apply to the case
     */
    public record Row(String caseId, String label, boolean utf8Heavy, Map<String, Double> scores,
                      Map<String, Double> server, Map<String, Double> alloc, Map<String, Double> allocServer,
                      Map<String, Integer> sizes, double vsKryo, double vsFory, List<Target> targets) {

        /** Each measured target missed, in words. */
        public List<String> misses() {
            return targets.stream().filter(t -> !Double.isNaN(t.ratio()) && !t.meets())
                    .map(t -> String.format(Locale.ROOT, "%s %.2fx, target %.1fx", t.name(), t.ratio(), t.threshold()))
                    .toList();
        }

        /** The targets this run could not judge: a side was not measured. */
        public List<String> unmeasured() {
            return targets.stream().filter(t -> Double.isNaN(t.ratio())).map(Target::name).toList();
        }

        /** Whether every target was measured and met. */
        public boolean meets() {
            return misses().isEmpty() && unmeasured().isEmpty();
        }

        /** {@code meets}, {@code misses: ...} or {@code incomplete: ... not measured}. */
        public String verdict() {
            if (!misses().isEmpty()) {
                return "misses: " + String.join("; ", misses());
            }
            return unmeasured().isEmpty() ? "meets" : "incomplete: " + String.join(", ", unmeasured()) + " not measured";
        }

        /** The target called {@code name}, or null when the case has none of that name. */
        public Target target(String name) {
            return targets.stream().filter(t -> t.name().equals(name)).findFirst().orElse(null);
        }
    }

    /** Names of the targets, as the rows and the pages spell them. */
    public static final String SERVER_FORY = "server ÷ Fory";
    /** See {@link #SERVER_FORY}. */
    public static final String SERVER_KRYO = "server ÷ Kryo";
    /** See {@link #SERVER_FORY}. */
    public static final String MODULES_FORY = "--add-modules alone ÷ Fory";
    /** See {@link #SERVER_FORY}. */
    public static final String UTF8_FORY = "lanewire-utf8 (server) ÷ Fory";
    /** See {@link #SERVER_FORY}. */
    public static final String UTF8_JDK = "lanewire-utf8 (server) ÷ JDK";

    private CodecScoreboard() {
    }

    /** The rows for {@code method} ({@code roundTrip}, {@code encode} or {@code decode}); empty if not measured. */
    public static List<Row> rows(BenchResults results, String method) {
        List<Row> rows = new ArrayList<>();
        for (CodecCase<?> c : CodecCase.ALL) {
            Map<String, Double> scores = collect(results, BENCH + method, c.id(), Selection.MODULES);
            if (scores.isEmpty()) {
                continue;
            }
            Map<String, Double> server = collect(results, BENCH + method, c.id(), Selection.SERVER);
            String alloc = BENCH + method + ":" + Selection.ALLOC_METRIC;
            double vsKryo = ratio(scores.get("lanewire"), scores.get("kryo"));
            double vsFory = ratio(scores.get("lanewire"), scores.get("fory"));
            List<Target> targets = new ArrayList<>();
            String bestServer = best(server);
            String bestModules = best(scores);
            targets.add(new Target(SERVER_FORY, bestServer, ratio(server.get(bestServer), scores.get("fory")),
                    SERVER_FORY_TARGET));
            targets.add(new Target(SERVER_KRYO, bestServer, ratio(server.get(bestServer), scores.get("kryo")),
                    SERVER_KRYO_TARGET));
            targets.add(new Target(MODULES_FORY, bestModules, ratio(scores.get(bestModules), scores.get("fory")),
                    MODULES_FORY_TARGET));
            if (c.utf8Heavy()) {
                targets.add(new Target(UTF8_FORY, "lanewire-utf8", ratio(server.get("lanewire-utf8"),
                        scores.get("fory")), UTF8_FORY_TARGET));
                targets.add(new Target(UTF8_JDK, "lanewire-utf8", ratio(server.get("lanewire-utf8"),
                        scores.get("jdk")), UTF8_JDK_TARGET));
            }
            rows.add(new Row(c.id(), c.label(), c.utf8Heavy(), scores, server,
                    collect(results, alloc, c.id(), Selection.MODULES), collect(results, alloc, c.id(), Selection.SERVER),
                    results.sizes().getOrDefault(c.id(), Map.of()), vsKryo, vsFory, List.copyOf(targets)));
        }
        return rows;
    }

    /** Peer id to score of {@code shortName} for {@code caseId} under {@code flags}, in {@link #PEERS} order. */
    private static Map<String, Double> collect(BenchResults results, String shortName, String caseId, String flags) {
        Map<String, Double> scores = new LinkedHashMap<>();
        for (Measurement m : results.measurements()) {
            if (m.shortName().equals(shortName) && caseId.equals(m.params().get("codecCase"))
                    && flags.equals(m.params().getOrDefault(Selection.FLAGS, Selection.MODULES))) {
                scores.put(m.params().get("peer"), m.score());
            }
        }
        Map<String, Double> ordered = new LinkedHashMap<>();
        for (String p : PEERS) {
            if (scores.containsKey(p)) {
                ordered.put(p, scores.get(p));
            }
        }
        return ordered;
    }

    /** The Lanewire peer with the highest throughput in {@code scores}, or null when none was measured. */
    private static String best(Map<String, Double> scores) {
        String best = null;
        for (String p : Selection.LANEWIRE_PEERS) {
            Double s = scores.get(p);
            if (s != null && (best == null || s > scores.get(best))) {
                best = p;
            }
        }
        return best;
    }

    private static double ratio(Double lanewire, Double other) {
        return lanewire == null || other == null ? Double.NaN : lanewire / other;
    }
}
