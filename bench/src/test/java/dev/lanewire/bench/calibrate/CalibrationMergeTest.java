package dev.lanewire.bench.calibrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Merging calibrations of several processes, and the cells files that carry them between processes. */
class CalibrationMergeTest {

    private static Calibration.Cell cell(Op op, SizeClass size, double floor, double v128, double v256) {
        Map<Variant, Double> ratios = new EnumMap<>(Variant.class);
        ratios.put(Variant.V128, v128);
        ratios.put(Variant.V256, v256);
        return new Calibration.Cell(op, size, ratios, floor, 0, Calibrator.ROUNDS, "v128=" + v128 + " v256=" + v256);
    }

    private static Calibration run(Calibration.Cell... cells) {
        return new Calibration(Dispatch.cpu(), Dispatch.jvm(), "2026-11-30", List.of(cells), "");
    }

    @Test
    void aVariantOneProcessFoundFasterAndTheOtherNotStaysUnchosen() {
        // Measured here between two single-process calibrations: v128 0.845 in one JVM, 0.994 in the next.
        Calibration.Cell fast = cell(Op.UTF16_FROM_BYTES, SizeClass.SMALL, 0.05, 0.845, 1.12);
        Calibration.Cell slow = cell(Op.UTF16_FROM_BYTES, SizeClass.SMALL, 0.05, 0.994, 1.12);
        assertEquals(Variant.V128, fast.chosen(), "alone, the fast process would pick v128");
        Calibration merged = Calibration.merge(List.of(run(fast), run(slow)));
        Calibration.Cell cell = merged.cells().get(0);
        assertEquals(0.994, cell.ratios().get(Variant.V128), 1e-9, "as fast as the slowest process measured it");
        assertEquals(Variant.SCALAR, cell.chosen());
        assertEquals(0.994 / 0.845 - 1, cell.spread(), 1e-9);
        assertEquals(0.994 / 0.845 - 1, merged.entries().get(0).floor(), 1e-9, "the entry records the spread");
        assertEquals(2 * Calibrator.ROUNDS, cell.rounds());
        assertTrue(cell.note().contains("v128=0.845/0.994"), cell.note());
    }

    @Test
    void aVariantEveryProcessFoundFarFasterIsChosenHoweverMuchTheyDisagreeOnHowMuch() {
        // Measured here: one JVM's scalar ordinal loop ran twice as fast as the next JVM's.
        Calibration.Cell a = cell(Op.BLOCK_ORDINAL32, SizeClass.LARGE, 0.05, 0.190, 0.120);
        Calibration.Cell b = cell(Op.BLOCK_ORDINAL32, SizeClass.LARGE, 0.05, 0.371, 0.233);
        Calibration merged = Calibration.merge(List.of(run(a), run(b)));
        assertEquals(Variant.V256, merged.cells().get(0).chosen());
        CalibrationSupport.Entry e = merged.entries().get(0);
        assertEquals(0.233, e.ratio(), 1e-9);
        assertEquals(0.371 / 0.190 - 1, e.floor(), 1e-9, "the widest spread of any candidate");
    }

    @Test
    void processesThatAgreeChooseAsEachWould() {
        Calibration.Cell a = cell(Op.BLOCK_BOOL, SizeClass.LARGE, 0.05, 0.096, 0.064);
        Calibration.Cell b = cell(Op.BLOCK_BOOL, SizeClass.LARGE, 0.06, 0.094, 0.065);
        Calibration merged = Calibration.merge(List.of(run(a), run(b)));
        assertEquals(Variant.V256, a.chosen());
        assertEquals(Variant.V256, b.chosen());
        assertEquals(Variant.V256, merged.cells().get(0).chosen());
        assertEquals(0.06, merged.entries().get(0).floor(), 1e-9, "the larger in-process floor, above the 2% spread");
    }

    @Test
    void howMuchAVariantSlowerThanScalarEverywhereVariesIsNotItsSpread() {
        Calibration.Cell a = cell(Op.BLOCK_BOOL_STRIDED, SizeClass.MEDIUM, 0.02, 2.9, 0.80);
        Calibration.Cell b = cell(Op.BLOCK_BOOL_STRIDED, SizeClass.MEDIUM, 0.02, 3.6, 0.82);
        Calibration.Cell merged = Calibration.merge(List.of(run(a), run(b))).cells().get(0);
        assertEquals(0.82 / 0.80 - 1, merged.spread(), 1e-9, "v128's 24% spread is not a candidate's");
        assertEquals(Variant.V256, merged.chosen());
    }

    @Test
    void theWiderShapeNeedsToWinByMoreThanTheProcessesDiffer() {
        // v256 beats v128 by 13% in one process and loses by 4% in the other.
        Calibration.Cell a = cell(Op.UTF8_VALIDATE, SizeClass.MEDIUM, 0.02, 0.334, 0.295);
        Calibration.Cell b = cell(Op.UTF8_VALIDATE, SizeClass.MEDIUM, 0.02, 0.333, 0.350);
        Calibration.Cell merged = Calibration.merge(List.of(run(a), run(b))).cells().get(0);
        assertEquals(Variant.V256, a.chosen());
        assertEquals(Variant.V128, b.chosen());
        assertEquals(Variant.V128, merged.chosen());
    }

    @Test
    void cellsKeepTheirOrderAndACellOnlyOneProcessMeasuredIsKept() {
        Calibration.Cell boolLarge = cell(Op.BLOCK_BOOL, SizeClass.LARGE, 0.02, 0.5, 0.4);
        Calibration.Cell latin1 = cell(Op.LATIN1_COMPRESS, SizeClass.SMALL, 0.02, 1.3, 1.4);
        Calibration.Cell boolSmall = cell(Op.BLOCK_BOOL, SizeClass.SMALL, 0.02, 1.0, 1.1);
        Calibration merged = Calibration.merge(List.of(run(boolLarge, latin1), run(latin1, boolSmall)));
        List<Calibration.Cell> cells = merged.cells();
        assertEquals(List.of(Op.LATIN1_COMPRESS, Op.BLOCK_BOOL, Op.BLOCK_BOOL), cells.stream().map(Calibration.Cell::op).toList());
        assertEquals(List.of(SizeClass.SMALL, SizeClass.SMALL, SizeClass.LARGE), cells.stream().map(Calibration.Cell::size).toList());
        assertEquals(Calibrator.ROUNDS, cells.get(2).rounds());
        assertTrue(cells.get(2).note().endsWith("(1 of 2 processes)"), cells.get(2).note());
        assertEquals(3, merged.entries().size());
    }

    @Test
    void cellsSurviveTheTripBetweenProcesses(@TempDir Path dir) throws IOException {
        Calibration.Cell a = cell(Op.UTF8_DECODE, SizeClass.MEDIUM, 0.155, 0.890, 1.113);
        Calibration.Cell b = new Calibration.Cell(Op.BLOCK_INT64_RANGE, SizeClass.LARGE,
                Map.of(Variant.V256, 0.326, Variant.V512, 0.263), 0.05, 0.12, 2 * Calibrator.ROUNDS, "merged");
        Calibration original = run(a, b);
        Path file = dir.resolve("cells.txt");
        original.writeCells(file);
        Calibration back = Calibration.readCells(file);
        assertEquals(original.cells().size(), back.cells().size());
        for (int i = 0; i < back.cells().size(); i++) {
            Calibration.Cell want = original.cells().get(i);
            Calibration.Cell got = back.cells().get(i);
            assertEquals(want.op(), got.op());
            assertEquals(want.size(), got.size());
            assertEquals(want.floor(), got.floor(), 1e-6);
            assertEquals(want.spread(), got.spread(), 1e-6);
            assertEquals(want.rounds(), got.rounds());
            assertEquals(want.ratios().keySet(), got.ratios().keySet());
            for (Variant v : want.ratios().keySet()) {
                assertEquals(want.ratios().get(v), got.ratios().get(v), 1e-6);
            }
            assertEquals(want.note(), got.note());
        }
        assertEquals(original.entries(), back.entries());
    }

    @Test
    void ratiosByKindOfTextSurviveTheTripAndMergeKindByKind(@TempDir Path dir) throws IOException {
        Calibration.Cell a = Calibration.Cell.ofKinds(Op.UTF8_DECODE, SizeClass.SMALL, Map.of(
                Variant.V128, Map.of(TextKind.ASCII, 0.40, TextKind.EMOJI, 0.90),
                Variant.V256, Map.of(TextKind.ASCII, 0.30, TextKind.EMOJI, 0.60)), 0.05, 0, Calibrator.ROUNDS, "a");
        Calibration.Cell b = Calibration.Cell.ofKinds(Op.UTF8_DECODE, SizeClass.SMALL, Map.of(
                Variant.V128, Map.of(TextKind.ASCII, 0.50, TextKind.EMOJI, 0.80),
                Variant.V256, Map.of(TextKind.ASCII, 0.20, TextKind.EMOJI, 1.20)), 0.05, 0, Calibrator.ROUNDS, "b");
        assertEquals(Math.sqrt(0.40 * 0.90), a.ratios().get(Variant.V128), 1e-12);
        Path file = dir.resolve("cells.txt");
        run(a).writeCells(file);
        Calibration.Cell back = Calibration.readCells(file).cells().get(0);
        assertEquals(a.byKind().keySet(), back.byKind().keySet());
        assertEquals(0.90, back.byKind().get(Variant.V128).get(TextKind.EMOJI), 1e-6);
        assertEquals(a.ratios().get(Variant.V256), back.ratios().get(Variant.V256), 1e-6);
        Calibration.Cell merged = Calibration.mergeCell(List.of(back, b), 2);
        // On each kind the slower process's ratio; the merged ratio is their geometric mean.
        assertEquals(0.50, merged.byKind().get(Variant.V128).get(TextKind.ASCII), 1e-6);
        assertEquals(0.90, merged.byKind().get(Variant.V128).get(TextKind.EMOJI), 1e-6);
        assertEquals(Math.sqrt(0.50 * 0.90), merged.ratios().get(Variant.V128), 1e-6);
        assertEquals(Math.sqrt(0.30 * 1.20), merged.ratios().get(Variant.V256), 1e-6);
        assertEquals(TextKind.EMOJI, merged.worst(Variant.V256));
        // v256 lost 20% on emoji text in one process: v128 stays.
        assertEquals(Variant.V128, merged.chosen());
        assertTrue(merged.note().startsWith("v128=0.600/0.632,max=0.900@emoji v256=0.424/0.490,max=1.200@emoji "),
                merged.note());
    }

    @Test
    void cellsFromAnotherMachineOrAMalformedFileAreRefused(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("cells.txt");
        run(cell(Op.BLOCK_BOOL, SizeClass.SMALL, 0.02, 1.0, 1.1)).writeCells(file);
        String good = Files.readString(file, StandardCharsets.UTF_8);
        String[] bad = {
            good.replace("cpu " + Dispatch.cpu().signature(), "cpu x86_64:GenuineIntel:6:85"),
            good.replace("jvm " + Dispatch.jvm().key(), "jvm pref=128,UseAVX=1"),
            good.replace("block.bool", "block.nothing"),
            good.replace(" v128=", " scalar="),
            good.replace(" v128=1.000000", " v128=-1"),
            good.replace(Calibration.CELLS_HEADER, "# something else"),
            good + "surprise line\n",
        };
        for (String text : bad) {
            Files.writeString(file, text, StandardCharsets.UTF_8);
            assertThrows(IOException.class, () -> Calibration.readCells(file), text);
        }
    }

    @Test
    void calibrationsOfDifferentMachinesAreNotMerged() {
        Calibration here = run(cell(Op.BLOCK_BOOL, SizeClass.SMALL, 0.02, 1.0, 1.1));
        Calibration there = new Calibration(new CpuIdentity("aarch64", "0x41", "", "0xd0c", "", Set.of("asimd")),
                new JvmInfo("OpenJDK 64-Bit Server VM", 25, "25.0.1", 128, Map.of("MaxVectorSize", "16"), null),
                "2026-11-30", here.cells(), "");
        assertThrows(IllegalArgumentException.class, () -> Calibration.merge(List.of(here, there)));
    }
}
