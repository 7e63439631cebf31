package dev.lanewire.kernel.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.scalar.ScalarLatin1Kernel;
import dev.lanewire.kernel.testing.StringCases;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every native {@code Latin1KernelV*} against its scalar twin and the JDK. */
class Latin1KernelVariantsTest {

    private static final List<Latin1Kernel> LATIN1 = StringVariants.latin1();

    @Test
    void theScalarTwinAndEveryShapeTheJvmFlagsAllowAreUnderTest() {
        assertEquals(JvmShapes.classNames(ScalarLatin1Kernel.class, "Latin1KernelV"), JvmShapes.classNamesOf(LATIN1));
    }

    @Test
    void everyScriptAndLengthMatchesTheJdk() {
        StringCases.everyScriptAndLength(List.of(), LATIN1, List.of());
    }

    @Test
    void everyAlignmentMatchesTheJdk() {
        StringCases.everyAlignment(List.of(), LATIN1, List.of());
    }

    @Test
    void theFirstWideCharStopsNarrowingWhereverItIs() {
        StringCases.defectiveCharsEverywhere(List.of(), LATIN1);
    }
}
