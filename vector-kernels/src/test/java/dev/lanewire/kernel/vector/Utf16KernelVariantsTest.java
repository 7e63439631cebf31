package dev.lanewire.kernel.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanewire.kernel.Utf16Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf16Kernel;
import dev.lanewire.kernel.testing.StringCases;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every native {@code Utf16KernelV*} against its scalar twin and the JDK. */
class Utf16KernelVariantsTest {

    private static final List<Utf16Kernel> UTF16 = StringVariants.utf16();

    @Test
    void theScalarTwinAndEveryShapeTheJvmFlagsAllowAreUnderTest() {
        assertEquals(JvmShapes.classNames(ScalarUtf16Kernel.class, "Utf16KernelV"), JvmShapes.classNamesOf(UTF16));
    }

    @Test
    void everyScriptAndLengthMatchesTheJdk() {
        StringCases.everyScriptAndLength(List.of(), List.of(), UTF16);
    }

    @Test
    void everyAlignmentMatchesTheJdk() {
        StringCases.everyAlignment(List.of(), List.of(), UTF16);
    }
}
