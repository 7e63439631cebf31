package dev.lanewire.kernel.scalar;

import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.Utf16Kernel;
import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.kernel.testing.StringCases;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The scalar string twins against the JDK: they are the reference for every vector variant. */
class ScalarStringKernelsTest {

    private static final List<Utf8Kernel> UTF8 = List.of(ScalarUtf8Kernel.INSTANCE);
    private static final List<Latin1Kernel> LATIN1 = List.of(ScalarLatin1Kernel.INSTANCE);
    private static final List<Utf16Kernel> UTF16 = List.of(ScalarUtf16Kernel.INSTANCE);

    @Test
    void everyScriptAndLengthMatchesTheJdk() {
        StringCases.everyScriptAndLength(UTF8, LATIN1, UTF16);
    }

    @Test
    void everyAlignmentMatchesTheJdk() {
        StringCases.everyAlignment(UTF8, LATIN1, UTF16);
    }

    @Test
    void malformedUtf8IsReportedWhereTheJdkDecoderStops() {
        StringCases.malformedEverywhere(UTF8);
    }

    @Test
    void unpairedSurrogatesAndWideCharsAreFoundWhereTheJdkFindsThem() {
        StringCases.defectiveCharsEverywhere(UTF8, LATIN1);
    }
}
