package dev.lanewire.bench.calibrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.lanewire.dispatch.CalibrationSupport;
import dev.lanewire.dispatch.Dispatch;
import dev.lanewire.dispatch.Op;
import dev.lanewire.dispatch.SizeClass;
import dev.lanewire.dispatch.TextKind;
import dev.lanewire.dispatch.Variant;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CalibratorTest {

    private static Map<Variant, Double> ratios(double v128, double v256, double v512) {
        Map<Variant, Double> m = new LinkedHashMap<>();
        m.put(Variant.V128, v128);
        m.put(Variant.V256, v256);
        m.put(Variant.V512, v512);
        return m;
    }

    @Test
    void scalarWinsUnlessAVectorVariantIsFasterBeyondTheFloor() {
        assertEquals(Variant.SCALAR, Calibrator.choose(ratios(0.97, 0.96, 0.98), 0.05));
        assertEquals(Variant.SCALAR, Calibrator.choose(ratios(1.5, 1.2, 1.01), 0.05));
        assertEquals(Variant.V256, Calibrator.choose(ratios(0.97, 0.90, 0.98), 0.05));
    }

    @Test
    void theNarrowerShapeWinsUnlessTheWiderIsFasterBeyondTheFloor() {
        assertEquals(Variant.V128, Calibrator.choose(ratios(0.50, 0.48, 0.49), 0.05));
        assertEquals(Variant.V512, Calibrator.choose(ratios(0.50, 0.48, 0.40), 0.05));
        assertEquals(Variant.V256, Calibrator.choose(Map.of(Variant.V256, 0.5, Variant.V512, 0.49), 0.05));
    }

    @Test
    void theFloorGrowsWithTheSpreadAndTheBiasOfIdenticalArms() {
        double[] a = new double[21];
        double[] quiet = new double[21];
        double[] noisy = new double[21];
        double[] biased = new double[21];
        for (int i = 0; i < a.length; i++) {
            a[i] = 100;
            quiet[i] = 100 + (i % 2 == 0 ? 0.1 : -0.1);
            noisy[i] = i < 10 ? 70 : i == 10 ? 100 : 130;
            biased[i] = 110;
        }
        assertEquals(Calibrator.MIN_FLOOR, Calibrator.floor(a, quiet));
        assertEquals(0.6 * 1.57 / Math.sqrt(21), Calibrator.floor(a, noisy), 1e-9, "median 1, quartiles 0.7 and 1.3");
        assertEquals(0.1, Calibrator.floor(a, biased), 1e-9);
        assertEquals(2.0, Calibrator.median(new double[] {3, 1, 2}));
        assertEquals(2.5, Calibrator.median(new double[] {4, 1, 2, 3}));
    }

    /** Rounds of one kind of text: scalar A and B at 100 ns, then each vector arm at its own time. */
    private static double[][] rounds(double... vectorTimes) {
        double[][] t = new double[2 + vectorTimes.length][Calibrator.ROUNDS];
        for (int r = 0; r < Calibrator.ROUNDS; r++) {
            t[0][r] = 100;
            t[1][r] = 100 + (r % 2 == 0 ? 0.5 : -0.5);
            for (int a = 0; a < vectorTimes.length; a++) {
                t[2 + a][r] = vectorTimes[a];
            }
        }
        return t;
    }

    @Test
    void noChoiceLosesBeyondTheFloorOnAnyKindOfText() {
        List<String> arms = List.of("scalar A", "scalar B", "v128", "v256");
        List<TextKind> kinds = List.of(TextKind.MIXED, TextKind.ASCII, TextKind.CJK);
        // v256 is three to five times as fast as scalar on mixed and ASCII text and 10% slower on
        // CJK; v128 is faster on every kind.
        double[][][] times = {rounds(70, 30), rounds(40, 20), rounds(60, 110)};
        Calibration.Cell cell = Calibrator.cell(Op.UTF8_ENCODE, SizeClass.SMALL, arms, times, kinds);
        assertEquals(Math.cbrt(0.7 * 0.4 * 0.6), cell.ratios().get(Variant.V128), 1e-9, "the geometric mean");
        assertEquals(Math.cbrt(0.3 * 0.2 * 1.1), cell.ratios().get(Variant.V256), 1e-9);
        assertEquals(1.10, cell.byKind().get(Variant.V256).get(TextKind.CJK), 1e-9);
        assertEquals(TextKind.MIXED, cell.worst(Variant.V128));
        assertEquals(TextKind.CJK, cell.worst(Variant.V256));
        assertEquals(Variant.V128, cell.chosen(), "v256 loses on CJK text, so the narrower shape stays");
        assertTrue(cell.note().startsWith("v128=0.552,max=0.700@mixed v256=0.404,max=1.100@cjk "), cell.note());
        // Measured on mixed text alone, v256 would have been chosen.
        Calibration.Cell mixedOnly = Calibrator.cell(Op.UTF8_ENCODE, SizeClass.SMALL, arms,
                new double[][][] {times[0]}, List.of());
        assertEquals(Variant.V256, mixedOnly.chosen());
        assertEquals(Map.of(), mixedOnly.byKind());
    }

    @Test
    void aVariantWithinTheFloorOnOneKindAndFarFasterOnTheOthersIsChosen() {
        Map<Variant, Double> gm = new LinkedHashMap<>();
        Map<Variant, Map<TextKind, Double>> byKind = new LinkedHashMap<>();
        byKind.put(Variant.V128, Map.of(TextKind.ASCII, 0.5, TextKind.EMOJI, 0.5));
        byKind.put(Variant.V512, Map.of(TextKind.ASCII, 0.2, TextKind.EMOJI, 1.03));
        gm.put(Variant.V128, 0.5);
        gm.put(Variant.V512, Math.sqrt(0.2 * 1.03));
        // v512 is 3% slower than scalar on emoji, within the floor, and faster than v128 on the two
        // kinds together beyond the floor.
        assertEquals(Variant.V512, Calibrator.choose(gm, byKind, 0.05));
        byKind.put(Variant.V512, Map.of(TextKind.ASCII, 0.2, TextKind.EMOJI, 1.06));
        assertEquals(Variant.V128, Calibrator.choose(gm, byKind, 0.05), "6% slower on emoji is beyond the floor");
        byKind.remove(Variant.V128);
        gm.remove(Variant.V128);
        assertEquals(Variant.SCALAR, Calibrator.choose(gm, byKind, 0.05));
    }

    @Test
    void theFloorOfACellMeasuredOnSeveralKindsIsTheLargestOfTheirs() {
        List<String> arms = List.of("scalar A", "scalar B", "v128");
        double[][] noisy = rounds(80);
        for (int r = 0; r < Calibrator.ROUNDS; r++) {
            noisy[1][r] = r < 10 ? 70 : r == 10 ? 100 : 130;
        }
        double[][][] times = {rounds(80), noisy};
        Calibration.Cell cell = Calibrator.cell(Op.UTF8_DECODE, SizeClass.MEDIUM, arms, times,
                List.of(TextKind.MIXED, TextKind.CYRILLIC));
        assertEquals(Calibrator.floor(noisy[0], noisy[1]), cell.floor(), 1e-12);
        assertTrue(cell.floor() > Calibrator.MIN_FLOOR);
    }

    @Test
    void everyTextOperationIsMeasuredOnTheKindsItsSpeedCanDependOn() {
        for (Op op : new Op[] {Op.UTF8_VALIDATE, Op.UTF8_UTF16_LENGTH, Op.UTF8_DECODE, Op.UTF8_ENCODED_LENGTH,
            Op.UTF8_ENCODE}) {
            assertEquals(List.of(TextKind.values()), TextKind.forOp(op), op.id());
        }
        assertEquals(List.of(TextKind.ASCII, TextKind.LATIN1), TextKind.forOp(Op.LATIN1_COMPRESS));
        assertEquals(List.of(), TextKind.forOp(Op.UTF8_ASCII_PREFIX));
        assertEquals(List.of(), TextKind.forOp(Op.UTF16_TO_BYTES));
        assertEquals(List.of(), TextKind.forOp(Op.BLOCK_BOOL));
        assertEquals(3.5, Calibrator.weight(6));
        assertEquals(1.0, Calibrator.weight(0));
        assertEquals(1.0, Calibrator.weight(1));
    }

    @Test
    void aCellInWhichAnArmChangedSpeedIsNotRecorded() {
        double[] steady = {10, 11, 10, 12, 10};
        double[] jitting = {10, 400, 390, 410, 11};
        assertEquals(null, Calibrator.unsteady(List.of("a", "b"), new double[][] {steady, steady}));
        assertTrue(Calibrator.unsteady(List.of("a", "b"), new double[][] {steady, jitting}).startsWith("arm 1"));
    }

    @Test
    void aCellInWhichAnArmAllocatedIsNotRecorded() {
        assertEquals(null, Calibrator.allocating(List.of("a", "b", "c"), new double[] {0, 0, 0}));
        assertEquals(null, Calibrator.allocating(List.of("a", "b", "c"), new double[] {0, 16, Calibrator.ALLOCATING_BYTES_PER_PASS}),
                "a few bytes a pass (a deoptimisation's objects) are not boxed vectors");
        String why = Calibrator.allocating(List.of("a", "b", "c"), new double[] {0, 0, 350_000});
        assertTrue(why != null && why.startsWith("arm 2 allocated 350,000 bytes a pass"), String.valueOf(why));
        assertTrue(Calibrator.allocating(List.of("a", "b", "c"), new double[] {2048, 0, 0}) != null,
                "a scalar arm that allocates is no yardstick either");
    }

    @Test
    void aCellWhoseScalarArmsDisagreeBeyondEveryRatioIsNotRecorded() {
        double[] scalar = {10, 11, 10, 12, 10};
        double[] slowCopy = {31, 32, 30, 33, 31};
        double[] vector = {1, 1, 1, 1, 1};
        assertEquals(null, Calibrator.scalarsDisagree(new double[][] {scalar, scalar, vector}));
        assertEquals(null, Calibrator.scalarsDisagree(new double[][] {scalar, new double[] {12, 12, 11, 13, 11}, vector}),
                "scalar arms 10% apart leave room for a choice");
        String why = Calibrator.scalarsDisagree(new double[][] {scalar, slowCopy, vector});
        assertTrue(why != null && why.startsWith("the two scalar arms differ"), String.valueOf(why));
        assertTrue(Calibrator.scalarsDisagree(new double[][] {slowCopy, scalar, vector}) != null,
                "either arm may be the slow copy");
    }

    @Test
    void aShortCalibrationProducesOneUsableEntryPerSizeClassOrSaysWhyNot(@TempDir Path dir) throws IOException {
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        Calibration c = Calibrator.calibrate(Duration.ofMillis(4000), EnumSet.of(Op.BLOCK_BOOL),
                new PrintStream(progress, true, StandardCharsets.UTF_8));
        if (c.isEmpty()) {
            assertTrue(!Dispatch.jvm().vectorsUsable() || !c.skipped().isEmpty(), c.skipped());
        }
        // Without vectors, or when the warm-up did not settle (a busy machine), there is nothing to check.
        assumeFalse(c.isEmpty(), () -> "nothing calibrated: vectors usable " + Dispatch.jvm().vectorsUsable()
                + ", skipped " + c.skipped());
        Path file = dir.resolve("p.txt");
        c.writeTo(file);
        List<CalibrationSupport.Entry> entries = c.entries();
        // The file holds one line per entry: cpu jvm op size variant ratio floor rounds date jdk.
        List<String[]> lines = Files.readAllLines(file).stream().filter(l -> l.startsWith(Dispatch.cpu().signature()))
                .map(l -> l.split("\\s+")).toList();
        assertEquals(entries.size(), lines.size(), Files.readString(file));
        String said = progress.toString(StandardCharsets.UTF_8);
        long unsettled = said.lines().filter(l -> l.contains("; no entry: ")).count()
                + SizeClass.values().length * said.lines().filter(l -> l.contains(" no entries: ")).count();
        assertEquals(SizeClass.values().length, entries.size() + unsettled, said);
        for (int i = 0; i < entries.size(); i++) {
            CalibrationSupport.Entry e = entries.get(i);
            assertEquals(Dispatch.jvm().key(), lines.get(i)[1]);
            assertEquals(e.op().id() + " " + e.size().id() + " " + e.variant().id(),
                    lines.get(i)[2] + " " + lines.get(i)[3] + " " + lines.get(i)[4]);
            assertTrue(e.variant().bits() <= Dispatch.jvm().preferredBits(), e.toString());
            assertTrue(e.floor() >= Calibrator.MIN_FLOOR && e.rounds() == Calibrator.ROUNDS, e.toString());
            assertTrue(e.variant() == Variant.SCALAR ? e.ratio() == 1.0 : e.ratio() < 1 - e.floor(), e.toString());
        }
        assertTrue(said.contains("block.bool"), said);
    }
}
