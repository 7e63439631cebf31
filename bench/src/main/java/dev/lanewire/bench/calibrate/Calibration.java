package dev.lanewire.bench.calibrate;

import dev.lanewire.dispatch.CalibrationSupport;
import dev.lanewire.dispatch.CpuIdentity;
import dev.lanewire.dispatch.Dispatch;
import dev.lanewire.dispatch.JvmInfo;
import dev.lanewire.dispatch.Op;
import dev.lanewire.dispatch.SizeClass;
import dev.lanewire.dispatch.TextKind;
import dev.lanewire.dispatch.Variant;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The result of {@link Calibrator#calibrate}, or of {@link #merge merging} several calibration
 * processes: per operation and size class, the measured ratios of every vector variant to scalar
 * and their noise ({@link Cell}), and the entry chosen from them, ready to be merged into a
 * profile file.
 *
 * <p>A calibration process can save its cells ({@link #writeCells}) for another process to read
 * back ({@link #readCells}) and merge. That is how {@code scripts/run-vector.sh calibrate} measures
 * across processes: one JVM compiles a kernel differently from the next (two calibrations on this
 * project's development machine, each in one process, disagreed by up to 19% on a ratio whose
 * in-process A/A floor was 2%), and only measurements from several processes show that.
 */
public final class Calibration {

    /** First line of a cells file. */
    static final String CELLS_HEADER = "# lanewire calibration cells v2";

    /**
     * One measured cell.
     *
     * @param op     the operation
     * @param size   the size class
     * @param ratios median time of each measured vector variant over scalar's (merged: the
     *               slowest process's); for a cell measured on several kinds of text, the
     *               geometric mean of its ratios on each kind
     * @param floor  the in-process A/A floor of these ratios, a relative distance (at least
     *               {@link Calibrator#MIN_FLOOR}); the choice is made against it
     * @param spread how far the processes' ratios of a candidate differed ({@code max/min - 1}),
     *               0 for one process
     * @param rounds interleaved rounds measured, over all processes
     * @param note   the evidence in words, kept as the profile line's comment
     * @param byKind per vector variant, its ratio on each {@link TextKind} of text (merged: the
     *               slowest process's on each); empty for an operation measured on one kind
     */
    record Cell(Op op, SizeClass size, Map<Variant, Double> ratios, double floor, double spread, int rounds,
                String note, Map<Variant, Map<TextKind, Double>> byKind) {

        Cell {
            Map<Variant, Double> copy = new EnumMap<>(Variant.class);
            copy.putAll(ratios);
            ratios = Collections.unmodifiableMap(copy);
            Map<Variant, Map<TextKind, Double>> kinds = new EnumMap<>(Variant.class);
            for (Map.Entry<Variant, Map<TextKind, Double>> e : byKind.entrySet()) {
                Map<TextKind, Double> k = new EnumMap<>(TextKind.class);
                k.putAll(e.getValue());
                kinds.put(e.getKey(), Collections.unmodifiableMap(k));
            }
            byKind = Collections.unmodifiableMap(kinds);
        }

        /** A cell of an operation measured on one kind of input. */
        Cell(Op op, SizeClass size, Map<Variant, Double> ratios, double floor, double spread, int rounds,
             String note) {
            this(op, size, ratios, floor, spread, rounds, note, Map.of());
        }

        /**
         * A cell measured on several kinds of text: each variant's ratio is the geometric mean of
         * its ratios on the kinds.
         */
        static Cell ofKinds(Op op, SizeClass size, Map<Variant, Map<TextKind, Double>> byKind, double floor,
                            double spread, int rounds, String note) {
            Map<Variant, Double> ratios = new EnumMap<>(Variant.class);
            for (Map.Entry<Variant, Map<TextKind, Double>> e : byKind.entrySet()) {
                double logs = 0;
                for (double r : e.getValue().values()) {
                    logs += Math.log(r);
                }
                ratios.put(e.getKey(), Math.exp(logs / e.getValue().size()));
            }
            return new Cell(op, size, ratios, floor, spread, rounds, note, byKind);
        }

        /** The variant the decision rule picks from these ratios and this floor. */
        Variant chosen() {
            return Calibrator.choose(ratios, byKind, floor);
        }

        /** The kind of text on which {@code v} was slowest, or {@code null} for a cell of one kind. */
        TextKind worst(Variant v) {
            TextKind worst = null;
            for (Map.Entry<TextKind, Double> e : byKind.getOrDefault(v, Map.of()).entrySet()) {
                if (worst == null || e.getValue() > byKind.get(v).get(worst)) {
                    worst = e.getKey();
                }
            }
            return worst;
        }

        /** The noise recorded with the entry: the in-process floor or the spread between processes. */
        double noise() {
            return Math.max(floor, spread);
        }
    }

    private final CpuIdentity cpu;
    private final JvmInfo jvm;
    private final String date;
    private final List<Cell> cells;
    private final String skipped;

    Calibration(CpuIdentity cpu, JvmInfo jvm, String date, List<Cell> cells, String skipped) {
        this.cpu = cpu;
        this.jvm = jvm;
        this.date = date;
        this.cells = List.copyOf(cells);
        this.skipped = skipped;
    }

    /** Whether anything was measured. */
    public boolean isEmpty() {
        return cells.isEmpty();
    }

    /** Variants that could not be measured and why (missing classes, CPU gates), or empty. */
    public String skipped() {
        return skipped;
    }

    List<Cell> cells() {
        return cells;
    }

    /** The chosen entries, one per cell, in cell order, with each cell's evidence as the note. */
    List<CalibrationSupport.Entry> entries() {
        List<CalibrationSupport.Entry> entries = new ArrayList<>(cells.size());
        for (Cell c : cells) {
            Variant chosen = c.chosen();
            double ratio = chosen == Variant.SCALAR ? 1.0 : c.ratios().get(chosen);
            entries.add(new CalibrationSupport.Entry(c.op(), c.size(), chosen, ratio, c.noise(), c.rounds(), c.note()));
        }
        return entries;
    }

    /** The measured entries as a table for people: one line per operation and size class. */
    public String table() {
        StringBuilder b = new StringBuilder();
        b.append("cpu ").append(cpu.signature()).append("  jvm ").append(jvm.key()).append("  JDK ")
                .append(jvm.jdkVersion()).append('\n');
        b.append(String.format(Locale.ROOT, "%-24s %-7s %-7s %-6s %-6s %s%n", "op", "size", "variant", "ratio",
                "floor", "measured"));
        for (CalibrationSupport.Entry e : entries()) {
            b.append(String.format(Locale.ROOT, "%-24s %-7s %-7s %-6.3f %-6.3f %s%n", e.op().id(), e.size().id(),
                    e.variant().id(), e.ratio(), e.floor(), e.note()));
        }
        return b.toString();
    }

    /**
     * Merges the calibrations of several processes on the same CPU and JVM configuration, cell by
     * cell. A variant counts as fast as the slowest process measured it: its merged ratio is the
     * largest of the processes' ratios, and the choice is made on those against the largest
     * in-process floor. So a variant that one process measured faster than scalar and another did
     * not stays unchosen, and a variant that every process measured far faster is chosen however
     * much the processes disagree on how much faster. The spread between processes, the largest
     * {@code max/min - 1} of any candidate's ratios (a candidate: a variant at least one process
     * measured faster than scalar), is recorded with the entry as its noise. A cell measured by
     * some processes only is merged from those.
     *
     * @throws IllegalArgumentException if the calibrations are of different CPUs or JVM configurations
     */
    public static Calibration merge(List<Calibration> runs) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("nothing to merge");
        }
        Calibration first = runs.get(0);
        Map<String, List<Cell>> byCell = new TreeMap<>();
        Set<String> skipped = new LinkedHashSet<>();
        for (Calibration run : runs) {
            if (!run.cpu.signature().equals(first.cpu.signature()) || !run.jvm.key().equals(first.jvm.key())) {
                throw new IllegalArgumentException("cannot merge calibrations of " + first.cpu.signature() + " "
                        + first.jvm.key() + " and " + run.cpu.signature() + " " + run.jvm.key());
            }
            for (Cell c : run.cells) {
                byCell.computeIfAbsent(cellKey(c), k -> new ArrayList<>()).add(c);
            }
            if (!run.skipped.isEmpty()) {
                skipped.addAll(Arrays.asList(run.skipped.split("; ")));
            }
        }
        List<Cell> merged = new ArrayList<>();
        for (List<Cell> same : byCell.values()) {
            merged.add(mergeCell(same, runs.size()));
        }
        return new Calibration(first.cpu, first.jvm, first.date, merged, String.join("; ", skipped));
    }

    /** Orders cells as {@link Op} and {@link SizeClass} declare them. */
    private static String cellKey(Cell c) {
        return String.format(Locale.ROOT, "%03d %d", c.op().ordinal(), c.size().ordinal());
    }

    static Cell mergeCell(List<Cell> same, int processes) {
        Cell first = same.get(0);
        if (same.size() == 1) {
            String note = processes == 1 ? first.note() : first.note() + " (1 of " + processes + " processes)";
            return new Cell(first.op(), first.size(), first.ratios(), first.floor(), first.spread(), first.rounds(),
                    note, first.byKind());
        }
        Map<Variant, Double> ratios = new EnumMap<>(Variant.class);
        Map<Variant, Map<TextKind, Double>> byKind = new EnumMap<>(Variant.class);
        double floor = 0;
        double spread = 0;
        int rounds = 0;
        for (Cell c : same) {
            floor = Math.max(floor, c.floor());
            spread = Math.max(spread, c.spread());
            rounds += c.rounds();
        }
        for (Variant v : first.ratios().keySet()) {
            double lo = Double.POSITIVE_INFINITY;
            double hi = 0;
            Map<TextKind, Double> kinds = new EnumMap<>(TextKind.class);
            for (Cell c : same) {
                Double r = c.ratios().get(v);
                if (r != null) {
                    lo = Math.min(lo, r);
                    hi = Math.max(hi, r);
                }
                for (Map.Entry<TextKind, Double> k : c.byKind().getOrDefault(v, Map.of()).entrySet()) {
                    kinds.merge(k.getKey(), k.getValue(), Math::max);
                }
            }
            ratios.put(v, hi);
            if (!kinds.isEmpty()) {
                byKind.put(v, kinds);
            }
            if (lo < 1) {
                spread = Math.max(spread, hi / lo - 1);
            }
        }
        Cell merged = byKind.isEmpty()
                ? new Cell(first.op(), first.size(), ratios, floor, spread, rounds, "")
                : Cell.ofKinds(first.op(), first.size(), byKind, floor, spread, rounds, "");
        StringBuilder note = new StringBuilder();
        for (Variant v : merged.ratios().keySet()) {
            note.append(v.id()).append('=');
            String sep = "";
            for (Cell c : same) {
                Double r = c.ratios().get(v);
                if (r != null) {
                    note.append(sep).append(String.format(Locale.ROOT, "%.3f", r));
                    sep = "/";
                }
            }
            TextKind worst = merged.worst(v);
            if (worst != null) {
                note.append(String.format(Locale.ROOT, ",max=%.3f@%s", byKind.get(v).get(worst), worst.id()));
            }
            note.append(' ');
        }
        note.append(String.format(Locale.ROOT, "in-process floor=%.3f between processes=%.3f", floor, spread));
        return new Cell(merged.op(), merged.size(), merged.ratios(), floor, spread, rounds, note.toString(),
                merged.byKind());
    }

    /**
     * Saves the cells to {@code file}, for {@link #readCells} in another process: a header line,
     * then {@code key value} lines ({@code cpu}, {@code jvm}, {@code date}, {@code skipped}) and
     * one {@code cell op size floor spread rounds variant=ratio [variant@kind=ratio...]... | note}
     * line per cell (the {@code @kind} ratios: on each kind of text, for an operation measured on several).
     */
    public void writeCells(Path file) throws IOException {
        StringBuilder b = new StringBuilder(CELLS_HEADER).append('\n');
        b.append("cpu ").append(cpu.signature()).append('\n');
        b.append("jvm ").append(jvm.key()).append('\n');
        b.append("date ").append(date).append('\n');
        b.append("skipped ").append(skipped.replace('\n', ' ')).append('\n');
        for (Cell c : cells) {
            b.append(String.format(Locale.ROOT, "cell %s %s %.6f %.6f %d", c.op().id(), c.size().id(), c.floor(),
                    c.spread(), c.rounds()));
            for (Map.Entry<Variant, Double> r : c.ratios().entrySet()) {
                b.append(String.format(Locale.ROOT, " %s=%.6f", r.getKey().id(), r.getValue()));
                for (Map.Entry<TextKind, Double> k : c.byKind().getOrDefault(r.getKey(), Map.of()).entrySet()) {
                    b.append(String.format(Locale.ROOT, " %s@%s=%.6f", r.getKey().id(), k.getKey().id(), k.getValue()));
                }
            }
            b.append(" | ").append(c.note().replace('\n', ' ')).append('\n');
        }
        Files.writeString(file, b, StandardCharsets.UTF_8);
    }

    /**
     * Reads cells another process saved with {@link #writeCells}, measured on this CPU under this
     * JVM configuration.
     *
     * @throws IOException if the file cannot be read, is not a cells file, or was measured on
     *                     another CPU or JVM configuration
     */
    public static Calibration readCells(Path file) throws IOException {
        CpuIdentity cpu = Dispatch.cpu();
        JvmInfo jvm = Dispatch.jvm();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.isEmpty() || !lines.get(0).equals(CELLS_HEADER)) {
            throw new IOException(file + ": not a calibration cells file");
        }
        String date = "-";
        String skipped = "";
        List<Cell> cells = new ArrayList<>();
        for (int n = 1; n < lines.size(); n++) {
            String line = lines.get(n);
            int space = line.indexOf(' ');
            String key = space < 0 ? line : line.substring(0, space);
            String value = space < 0 ? "" : line.substring(space + 1);
            try {
                switch (key) {
                    case "cpu" -> require(file, "CPU", cpu.signature(), value);
                    case "jvm" -> require(file, "JVM configuration", jvm.key(), value);
                    case "date" -> date = value;
                    case "skipped" -> skipped = value;
                    case "cell" -> cells.add(parseCell(value));
                    default -> throw new IllegalArgumentException("unknown line");
                }
            } catch (IllegalArgumentException e) {
                throw new IOException(file + ":" + (n + 1) + ": " + e.getMessage() + ": " + line, e);
            }
        }
        return new Calibration(cpu, jvm, date, cells, skipped);
    }

    private static void require(Path file, String what, String here, String there) throws IOException {
        if (!here.equals(there)) {
            throw new IOException(file + " was measured on " + what + " " + there + ", not this " + here);
        }
    }

    private static Cell parseCell(String value) {
        int bar = value.indexOf(" | ");
        String note = bar < 0 ? "" : value.substring(bar + 3);
        String[] f = (bar < 0 ? value : value.substring(0, bar)).trim().split(" +");
        if (f.length < 6) {
            throw new IllegalArgumentException("a cell needs op, size, floor, spread, rounds and at least one ratio");
        }
        Op op = Op.byId(f[0]);
        SizeClass size = SizeClass.byId(f[1]);
        if (op == null || size == null) {
            throw new IllegalArgumentException("unknown operation or size class");
        }
        double floor = Double.parseDouble(f[2]);
        double spread = Double.parseDouble(f[3]);
        int rounds = Integer.parseInt(f[4]);
        Map<Variant, Double> ratios = new EnumMap<>(Variant.class);
        Map<Variant, Map<TextKind, Double>> byKind = new EnumMap<>(Variant.class);
        for (int i = 5; i < f.length; i++) {
            int eq = f[i].indexOf('=');
            int at = eq < 0 ? -1 : f[i].lastIndexOf('@', eq);
            String variant = eq < 0 ? "" : f[i].substring(0, at < 0 ? eq : at);
            Variant v = Variant.parse(variant);
            if (v == null || v == Variant.SCALAR || !v.id().equals(variant)) {
                throw new IllegalArgumentException("not a vector variant's ratio: " + f[i]);
            }
            TextKind kind = at < 0 ? null : kindById(f[i].substring(at + 1, eq));
            if (at >= 0 && kind == null) {
                throw new IllegalArgumentException("not a kind of text: " + f[i]);
            }
            double r = Double.parseDouble(f[i].substring(eq + 1));
            if (!(r > 0) || Double.isInfinite(r)) {
                throw new IllegalArgumentException("not a ratio: " + f[i]);
            }
            if (kind == null) {
                ratios.put(v, r);
            } else {
                byKind.computeIfAbsent(v, x -> new EnumMap<>(TextKind.class)).put(kind, r);
            }
        }
        if (!(floor >= 0) || !(spread >= 0) || rounds <= 0) {
            throw new IllegalArgumentException("floor, spread and rounds must be positive");
        }
        if (!ratios.keySet().containsAll(byKind.keySet())) {
            throw new IllegalArgumentException("a ratio by kind of text of a variant without a ratio");
        }
        return new Cell(op, size, ratios, floor, spread, rounds, note, byKind);
    }

    private static TextKind kindById(String id) {
        try {
            TextKind kind = TextKind.of(id);
            return kind.id().equals(id) ? kind : null;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * Merges these entries into the profile file {@code file} ({@link CalibrationSupport#mergeInto}):
     * its entries for other CPUs or JVM configurations stay, those for this one are replaced. A
     * missing, malformed or stale file is replaced.
     *
     * @return one line saying what happened to the file's previous content
     */
    public String writeTo(Path file) throws IOException {
        return CalibrationSupport.mergeInto(file, cpu, jvm, date, entries());
    }

    /** The user's calibration file, the default output: {@code ~/.lanewire/profile.txt} unless overridden. */
    public static Path userFile() {
        return CalibrationSupport.userFile();
    }
}
