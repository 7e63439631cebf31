package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What core offers the calibration tool: merging measured entries into a profile file. */
class CalibrationSupportTest {

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
        List<CalibrationSupport.Entry> first = List.of(new CalibrationSupport.Entry(Op.UTF8_DECODE, SizeClass.LARGE,
                Variant.V256, 0.4, 0.03, 21, ""));
        assertTrue(CalibrationSupport.mergeInto(file, cpu, jvm, "2026-11-30", first).contains("kept 1 entries"));
        List<CalibrationSupport.Entry> again = List.of(new CalibrationSupport.Entry(Op.UTF8_DECODE, SizeClass.LARGE,
                Variant.V512, 0.3, 0.03, 21, "v256=0.400"));
        String said = CalibrationSupport.mergeInto(file, cpu, jvm, "2026-12-01", again);
        assertTrue(said.contains("kept 1 entries"), said);
        List<ProfileEntry> back = ProfileFormat.parse("", Files.readString(file), jdk);
        ProfileEntry mine = new ProfileEntry(cpu.signature(), jvm.key(), Op.UTF8_DECODE, SizeClass.LARGE, Variant.V512,
                0.3, 0.03, 21, "2026-12-01", jvm.jdkVersion());
        assertEquals(Set.copyOf(List.of(other, mine)), Set.copyOf(back));
        String written = Files.readString(file);
        assertTrue(written.contains("# v128=0.600/0.610"), "a kept entry lost its comment:\n" + written);
        assertTrue(written.contains("# v256=0.400"), written);

        Files.writeString(file, "not a profile\n");
        String replaced = CalibrationSupport.mergeInto(file, cpu, jvm, "2026-11-30", first);
        assertTrue(replaced.contains("replaced the previous content"), replaced);
        assertEquals(List.of(new ProfileEntry(cpu.signature(), jvm.key(), Op.UTF8_DECODE, SizeClass.LARGE,
                Variant.V256, 0.4, 0.03, 21, "2026-11-30", jvm.jdkVersion())),
                ProfileFormat.parse("", Files.readString(file), jdk));
    }

    @Test
    void aVariantWiderThanTheJvmPrefersIsUnavailableAndScalarAlwaysIs() throws ReflectiveOperationException {
        JvmInfo jvm = Dispatch.jvm();
        for (Op op : Op.values()) {
            assertEquals(null, CalibrationSupport.unavailable(op, Variant.SCALAR), op.id());
            assertTrue(op.family().contract().isInstance(CalibrationSupport.newKernel(op, Variant.SCALAR)));
            for (Variant v : List.of(Variant.V128, Variant.V256, Variant.V512)) {
                if (!jvm.vectorsUsable() || v.bits() > jvm.preferredBits()) {
                    assertTrue(CalibrationSupport.unavailable(op, v) != null, op.id() + " " + v.id());
                }
            }
        }
    }
}
