package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.lanewire.kernel.scalar.ScalarBlockKernel;
import dev.lanewire.kernel.scalar.ScalarLatin1Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf8Kernel;
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
import java.util.Set;
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

    @Test
    void aCellInWhichAnArmChangedSpeedIsNotRecorded() {
        double[] steady = {10, 11, 10, 12, 10};
        double[] jitting = {10, 400, 390, 410, 11};
        assertEquals(null, Calibrator.unsteady(List.of("a", "b"), new double[][] {steady, steady}));
        assertTrue(Calibrator.unsteady(List.of("a", "b"), new double[][] {steady, jitting}).startsWith("arm 1"));
    }

    @Test
    void everyWorkloadIsValidInputOfTheRightSizeClass() {
        for (Op op : Op.values()) {
            for (SizeClass size : SizeClass.values()) {
                Workload w = Workloads.of(op, size);
                for (int i = 0; i < w.lengths.length; i++) {
                    int len = w.lengths[i];
                    assertEquals(size, SizeClass.of(len), op.id() + " input " + i);
                    String where = op.id() + " " + size.id() + " input " + i;
                    switch (op.family()) {
                        case UTF8 -> {
                            if (w.bytes != null) {
                                assertEquals(-1, ScalarUtf8Kernel.INSTANCE.validate(w.bytes[i], 0, len), where);
                                assertEquals(len, w.bytes[i].length, where);
                            } else {
                                assertTrue(ScalarUtf8Kernel.INSTANCE.encodedLength(w.chars[i], 0, len) >= len, where);
                            }
                        }
                        case LATIN1 -> {
                            if (w.chars != null) {
                                assertEquals(len, ScalarLatin1Kernel.INSTANCE.compress(w.chars[i], 0,
                                        new byte[len], 0, len), where);
                            } else {
                                assertEquals(len, w.bytes[i].length, where);
                            }
                        }
                        case UTF16 -> assertEquals(len, w.chars != null ? w.chars[i].length : w.bytes[i].length / 2,
                                where);
                        case BLOCK -> assertEquals(-1, KernelLoops.run(op.id(), ScalarBlockKernel.INSTANCE,
                                single(w, i), 1), where);
                    }
                }
            }
        }
        Workload ascii = Workloads.of(Op.UTF8_ASCII_PREFIX, SizeClass.LARGE);
        for (byte[] b : ascii.bytes) {
            assertEquals(b.length, ScalarUtf8Kernel.INSTANCE.asciiPrefix(b, 0, b.length));
        }
    }

    private static Workload single(Workload w, int i) {
        return new Workload(new int[] {w.lengths[i]}, new byte[][] {w.bytes[i]}, null, null, null);
    }

    @Test
    void writingMergesThisCpusEntriesAndKeepsTheOthers(@TempDir Path dir) throws IOException, MalformedProfileException {
        CpuIdentity cpu = Fixtures.x86Avx512();
        JvmInfo jvm = Fixtures.jvm(512);
        int jdk = jvm.jdkFeature();
        Path file = dir.resolve("sub").resolve("profile.txt");
        ProfileEntry other = new ProfileEntry("aarch64:0x41:0xd0c", "pref=128", Op.UTF8_DECODE, SizeClass.LARGE,
                Variant.V128, 0.6, 0.03, 21, "2026-11-29", "25");
        Files.createDirectories(file.getParent());
        Files.writeString(file, ProfileFormat.write(List.of(other), Map.of(other, "v128=0.600/0.610"), jdk));
        Calibration first = new Calibration(cpu, jvm, "2026-11-30",
                List.of(new Calibration.Cell(Op.UTF8_DECODE, SizeClass.LARGE, ratios(0.9, 0.4, 0.41), 0.03, 0, 21, "")), "");
        assertTrue(first.writeTo(file).contains("kept 1 entries"));
        Calibration again = new Calibration(cpu, jvm, "2026-12-01",
                List.of(new Calibration.Cell(Op.UTF8_DECODE, SizeClass.LARGE, ratios(0.9, 0.4, 0.3), 0.03, 0, 21,
                        "v256=0.400")), "");
        String said = again.writeTo(file);
        assertTrue(said.contains("kept 1 entries"), said);
        List<ProfileEntry> back = ProfileFormat.parse("", Files.readString(file), jdk);
        ProfileEntry mine = again.entries().get(0);
        assertEquals(Variant.V512, mine.variant());
        assertEquals(Set.copyOf(List.of(other, mine)), Set.copyOf(back));
        String written = Files.readString(file);
        assertTrue(written.contains("# v128=0.600/0.610"), "a kept entry lost its comment:\n" + written);
        assertTrue(written.contains("# v256=0.400"), written);

        Files.writeString(file, "not a profile\n");
        String replaced = first.writeTo(file);
        assertTrue(replaced.contains("replaced the previous content"), replaced);
        assertEquals(first.entries(), ProfileFormat.parse("", Files.readString(file), jdk));
    }

    @Test
    void aShortCalibrationProducesOneUsableEntryPerSizeClassOrSaysWhyNot(@TempDir Path dir) throws IOException, MalformedProfileException {
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        Calibration c = Calibrator.calibrate(Duration.ofMillis(1500), EnumSet.of(Op.BLOCK_BOOL),
                new PrintStream(progress, true, StandardCharsets.UTF_8));
        if (c.isEmpty()) {
            assertTrue(!Dispatch.jvm().vectorsUsable() || !c.skipped().isEmpty(), c.skipped());
        }
        // Without vectors, or when the warm-up did not settle (a busy machine), there is nothing to check.
        assumeFalse(c.isEmpty(), () -> "nothing calibrated: vectors usable " + Dispatch.jvm().vectorsUsable()
                + ", skipped " + c.skipped());
        Path file = dir.resolve("p.txt");
        c.writeTo(file);
        List<ProfileEntry> entries = ProfileFormat.parse("", Files.readString(file), Runtime.version().feature());
        String said = progress.toString(StandardCharsets.UTF_8);
        long unsettled = said.lines().filter(l -> l.contains("; no entry: ")).count()
                + SizeClass.values().length * said.lines().filter(l -> l.contains(" no entries: ")).count();
        assertEquals(SizeClass.values().length, entries.size() + unsettled, said);
        for (ProfileEntry e : entries) {
            assertEquals(Dispatch.cpu().signature(), e.cpu());
            assertEquals(Dispatch.jvm().key(), e.jvm());
            assertTrue(e.variant().bits() <= Dispatch.jvm().preferredBits(), e.toString());
            assertTrue(e.floor() >= Calibrator.MIN_FLOOR && e.rounds() == Calibrator.ROUNDS, e.toString());
            assertTrue(e.variant() == Variant.SCALAR ? e.ratio() == 1.0 : e.ratio() < 1 - e.floor(), e.toString());
        }
        assertTrue(said.contains("block.bool"), said);
    }
}
