package dev.lanewire.kernel.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.Utf16Kernel;
import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf8Kernel;
import dev.lanewire.kernel.testing.StringCases;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every native {@code Utf8KernelV*} against its scalar twin and the JDK. */
class Utf8KernelVariantsTest {

    private static final List<Utf8Kernel> UTF8 = StringVariants.utf8();

    @Test
    void theScalarTwinAndEveryShapeTheJvmFlagsAllowAreUnderTest() {
        assertEquals(JvmShapes.classNames(ScalarUtf8Kernel.class, "Utf8KernelV"), JvmShapes.classNamesOf(UTF8));
    }

    @Test
    void everyScriptAndLengthMatchesTheJdk() {
        StringCases.everyScriptAndLength(UTF8, List.<Latin1Kernel>of(), List.<Utf16Kernel>of());
    }

    @Test
    void everyAlignmentMatchesTheJdk() {
        StringCases.everyAlignment(UTF8, List.of(), List.of());
    }

    @Test
    void malformedUtf8IsReportedWhereTheJdkDecoderStops() {
        StringCases.malformedEverywhere(UTF8);
    }

    @Test
    void bytesAfterTheInputAreNeverTakenForIt() {
        StringCases.everyScriptAndLengthAmidBytes(UTF8);
    }

    @Test
    void malformedUtf8AmidBytesIsReportedWhereTheJdkDecoderStops() {
        StringCases.malformedEverywhereAmidBytes(UTF8);
    }

    @Test
    void unpairedSurrogatesAreReportedWhereTheJdkEncoderStops() {
        StringCases.defectiveCharsEverywhere(UTF8, List.of());
    }
}
