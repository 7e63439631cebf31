package dev.lanewire.bench.report;

import dev.lanewire.bench.Selection;
import dev.lanewire.bench.codec.CodecCase;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The codec cases measured against issue 14's targets, all from one run: with the server flags
 * (the forks' flags and the String-internals opt-in, {@link Selection#SERVER}) the best Lanewire
 * peer's encode+decode throughput is at least {@value #SERVER_FORY_TARGET}x Fory's and at least
 * {@value #SERVER_KRYO_TARGET}x Kryo's; with {@code --add-modules} alone ({@link Selection#MODULES})
 * at least {@value #MODULES_FORY_TARGET}x Fory's; on the UTF-8-heavy cases (b) and (f) the
 * {@code lanewire-utf8} peer with the server flags is at least {@value #UTF8_FORY_TARGET}x Fory and
 * at least {@value #UTF8_JDK_TARGET}x the JDK baseline. Fory, Kryo and the JDK do not read the
 * opt-in and are measured once, with the forks' flags. A measurement without a flag set (a run
 * made before flag sets were recorded) counts as {@link Selection#MODULES}. Where the cases were
 * measured in rounds ({@link Selection#ROUND}), each peer's score is the median of its rounds
 * ({@link Rounds}), a target's ratio is the ratio of those medians, and the target carries the
 * lowest and highest of the ratios the rounds gave one by one.
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
     * @param low       the lowest of the ratios of the rounds that measured both sides, NaN where fewer
     *                  than two did
     * @param high      the highest of them, NaN likewise
     */
    public record Target(String name, String lanewire, double ratio, double threshold, double low, double high) {

        /** A target judged on one measurement of each side: no rounds, no spread. */
        public Target(String name, String lanewire, double ratio, double threshold) {
            this(name, lanewire, ratio, threshold, Double.NaN, Double.NaN);
        }

        /** Whether the ratio was measured and reaches the threshold. */
        public boolean meets() {
            return ratio >= threshold;
        }

        /** Whether rounds gave a spread of the ratio. */
        public boolean hasSpread() {
            return !Double.isNaN(low);
        }

        /** The rounds' spread, e.g. {@code rounds 0.58-0.81x}; empty where there is none. */
        public String spread() {
            return hasSpread() ? Rounds.describeSpread(low, high) : "";
        }

        /** The ratio, and the rounds' spread where there is one, e.g. {@code 0.74x (rounds 0.58-0.81x)}. */
        public String describeRatio() {
            return hasSpread() ? Format.ratio(ratio) + " (" + spread() + ")" : Format.ratio(ratio);
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
                    .map(t -> String.format(Locale.ROOT, "%s %s, target %.1fx", t.name(), t.describeRatio(), t.threshold()))
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
            Map<String, Map<Integer, Double>> modulesRounds = collect(results, BENCH + method, c.id(), Selection.MODULES);
            if (modulesRounds.isEmpty()) {
                continue;
            }
            Map<String, Map<Integer, Double>> serverRounds = collect(results, BENCH + method, c.id(), Selection.SERVER);
            Map<String, Double> scores = medians(modulesRounds);
            Map<String, Double> server = medians(serverRounds);
            String alloc = BENCH + method + ":" + Selection.ALLOC_METRIC;
            double vsKryo = ratio(scores.get("lanewire"), scores.get("kryo"));
            double vsFory = ratio(scores.get("lanewire"), scores.get("fory"));
            List<Target> targets = new ArrayList<>();
            String bestServer = best(server);
            String bestModules = best(scores);
            targets.add(target(SERVER_FORY, bestServer, serverRounds, modulesRounds, "fory", SERVER_FORY_TARGET));
            targets.add(target(SERVER_KRYO, bestServer, serverRounds, modulesRounds, "kryo", SERVER_KRYO_TARGET));
            targets.add(target(MODULES_FORY, bestModules, modulesRounds, modulesRounds, "fory", MODULES_FORY_TARGET));
            if (c.utf8Heavy()) {
                targets.add(target(UTF8_FORY, "lanewire-utf8", serverRounds, modulesRounds, "fory", UTF8_FORY_TARGET));
                targets.add(target(UTF8_JDK, "lanewire-utf8", serverRounds, modulesRounds, "jdk", UTF8_JDK_TARGET));
            }
            rows.add(new Row(c.id(), c.label(), c.utf8Heavy(), scores, server,
                    medians(collect(results, alloc, c.id(), Selection.MODULES)),
                    medians(collect(results, alloc, c.id(), Selection.SERVER)),
                    results.sizes().getOrDefault(c.id(), Map.of()), vsKryo, vsFory, List.copyOf(targets)));
        }
        return rows;
    }

    /**
     * The target {@code name}: the Lanewire peer {@code lanewire}'s median in {@code ours} over the
     * peer {@code other}'s in {@code theirs}, with the spread of the ratios of the rounds both measured.
     */
    private static Target target(String name, String lanewire, Map<String, Map<Integer, Double>> ours,
                                 Map<String, Map<Integer, Double>> theirs, String other, double threshold) {
        Map<Integer, Double> a = lanewire == null ? Map.of() : ours.getOrDefault(lanewire, Map.of());
        Map<Integer, Double> b = theirs.getOrDefault(other, Map.of());
        double ratio = a.isEmpty() || b.isEmpty() ? Double.NaN
                : Rounds.median(a) / Rounds.median(b);
        double[] range = Rounds.pairedRange(a, b);
        return range == null ? new Target(name, lanewire, ratio, threshold)
                : new Target(name, lanewire, ratio, threshold, range[0], range[1]);
    }

    /**
     * Peer id to round (0 for a measurement not made in rounds) to score of {@code shortName} for
     * {@code caseId} under {@code flags}, peers in {@link #PEERS} order, rounds in ascending order.
     */
    private static Map<String, Map<Integer, Double>> collect(BenchResults results, String shortName, String caseId,
                                                             String flags) {
        Map<String, Map<Integer, Double>> scores = new LinkedHashMap<>();
        for (Measurement m : results.measurements()) {
            if (m.shortName().equals(shortName) && caseId.equals(m.params().get("codecCase"))
                    && flags.equals(m.params().getOrDefault(Selection.FLAGS, Selection.MODULES))) {
                scores.computeIfAbsent(m.params().get("peer"), p -> new TreeMap<>()).put(Rounds.round(m), m.score());
            }
        }
        Map<String, Map<Integer, Double>> ordered = new LinkedHashMap<>();
        for (String p : PEERS) {
            if (scores.containsKey(p)) {
                ordered.put(p, scores.get(p));
            }
        }
        return ordered;
    }

    /** Peer id to the median of its rounds' scores (its one score where it was measured once). */
    private static Map<String, Double> medians(Map<String, Map<Integer, Double>> rounds) {
        Map<String, Double> out = new LinkedHashMap<>();
        rounds.forEach((peer, byRound) -> out.put(peer, Rounds.median(byRound)));
        return out;
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
