package dev.lanewire.bench.report;

import dev.lanewire.bench.Selection;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Cells measured in rounds: a selection run several times, one fork a cell each time, whose
 * measurements carry their round as the parameter {@link Selection#ROUND}. A cell's score is the
 * median of its rounds' scores, so that one fork caught in a slow spell of the host does not
 * decide it; the rounds' scores stay beside it for the spread of a ratio.
 */
public final class Rounds {

    private Rounds() {
    }

    /**
     * One measurement a cell, in the order cells first occur: a cell measured in rounds becomes the
     * median of its rounds' scores, without the round parameter, with those scores (in round order)
     * as its samples and no error; a cell measured once stays as it is.
     */
    public static List<Measurement> medians(List<Measurement> measurements) {
        Map<String, List<Measurement>> cells = new LinkedHashMap<>();
        for (Measurement m : measurements) {
            cells.computeIfAbsent(withoutRound(m).key(), k -> new ArrayList<>()).add(m);
        }
        List<Measurement> out = new ArrayList<>();
        for (List<Measurement> cell : cells.values()) {
            Measurement first = cell.getFirst();
            if (cell.size() == 1 && round(first) == 0) {
                out.add(first);
                continue;
            }
            List<Double> scores = cell.stream().sorted(Comparator.comparingInt(Rounds::round))
                    .map(Measurement::score).toList();
            Measurement bare = withoutRound(first);
            out.add(new Measurement(bare.benchmark(), bare.mode(), bare.params(), median(scores), Double.NaN,
                    bare.unit(), scores));
        }
        return out;
    }

    /** The round {@code m} was measured in, from 1; 0 when its selection was not run in rounds. */
    public static int round(Measurement m) {
        String r = m.params().get(Selection.ROUND);
        return r == null ? 0 : Integer.parseInt(r);
    }

    /** The middle value of {@code values}, or the mean of the middle two; NaN when there are none. */
    public static double median(List<Double> values) {
        if (values.isEmpty()) {
            return Double.NaN;
        }
        List<Double> sorted = values.stream().sorted().toList();
        int mid = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(mid) : (sorted.get(mid - 1) + sorted.get(mid)) / 2;
    }

    /**
     * The lowest and highest of the ratios {@code a[r] / b[r]} over the rounds {@code r} (from 1)
     * that both sides measured, as {@code {low, high}}; null where fewer than two rounds did, so
     * that there is no spread to give.
     */
    public static double[] pairedRange(Map<Integer, Double> a, Map<Integer, Double> b) {
        double low = Double.NaN;
        double high = Double.NaN;
        int paired = 0;
        for (Map.Entry<Integer, Double> e : a.entrySet()) {
            Double theirs = b.get(e.getKey());
            if (e.getKey() > 0 && theirs != null) {
                double r = e.getValue() / theirs;
                low = paired == 0 ? r : Math.min(low, r);
                high = paired == 0 ? r : Math.max(high, r);
                paired++;
            }
        }
        return paired < 2 ? null : new double[] {low, high};
    }

    /** The median of the scores of {@code byRound}; NaN when it is empty. */
    public static double median(Map<Integer, Double> byRound) {
        return median(List.copyOf(byRound.values()));
    }

    /** A spread {@code low}-{@code high} of ratios as the pages print it, e.g. {@code rounds 0.58-0.81x}. */
    public static String describeSpread(double low, double high) {
        return "rounds " + Format.ratio(low).replace("x", "") + "-" + Format.ratio(high);
    }

    private static Measurement withoutRound(Measurement m) {
        if (!m.params().containsKey(Selection.ROUND)) {
            return m;
        }
        Map<String, String> params = new LinkedHashMap<>(m.params());
        params.remove(Selection.ROUND);
        return new Measurement(m.benchmark(), m.mode(), params, m.score(), m.error(), m.unit(), m.samples());
    }
}
