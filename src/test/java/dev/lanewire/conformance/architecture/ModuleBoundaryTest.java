package dev.lanewire.conformance.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps the architecture readable off the tree: only {@code vector-kernels} may touch the Vector
 * API, and core may reach it only reflectively.
 */
class ModuleBoundaryTest {

    /** The repository root: this module is the top-level src/test folder. */
    static final Path ROOT = Path.of(System.getProperty("user.dir")).resolve("../..").normalize();

    private static List<Path> javaSources(String module) {
        Path dir = ROOT.resolve(module).resolve("src/main/java");
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(p -> p.toString().endsWith(".java")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The source with comments and string literals removed (text blocks are not used in main code). */
    static String codeOnly(String source) {
        return source.replaceAll("(?s)/\\*.*?\\*/", " ")
                .replaceAll("//[^\\n]*", " ")
                .replaceAll("\"(?:[^\"\\\\\\n]|\\\\.)*\"", "\"\"");
    }

    @Test
    void codeOnlyKeepsReferencesAndDropsStringsAndComments() {
        String source = "/** {@code jdk.incubator.vector} */\n// jdk.incubator.vector\n"
                + "String s = \"jdk.incubator.vector\";\nimport jdk.incubator.vector.ByteVector;\n";
        String code = codeOnly(source);
        assertTrue(code.contains("import jdk.incubator.vector.ByteVector"), code);
        assertEquals(1, code.split("jdk\\.incubator\\.vector", -1).length - 1, code);
    }

    @Test
    void repositoryRootIsFound() {
        assertTrue(Files.isRegularFile(ROOT.resolve("pom.xml")), "root pom not found from " + ROOT);
        assertFalse(javaSources("core").isEmpty(), "no core sources found under " + ROOT);
        assertFalse(javaSources("vector-kernels").isEmpty(), "no vector-kernels sources found under " + ROOT);
    }

    @Test
    void onlyVectorKernelsImportsTheVectorApi() {
        for (String module : List.of("scalar-fallback", "core")) {
            // The module's name in a string literal (core checks that the module is readable) or in a
            // comment is allowed; an import or a type reference is not.
            List<String> offenders = javaSources(module).stream()
                    .filter(p -> codeOnly(read(p)).contains("jdk.incubator.vector"))
                    .map(Path::toString)
                    .toList();
            assertEquals(List.of(), offenders, module + " references the Vector API outside string literals");
        }
    }

    @Test
    void coreNeverLinksAgainstVectorKernelClasses() {
        List<String> offenders = javaSources("core").stream()
                .filter(p -> read(p).contains("import dev.lanewire.kernel.vector"))
                .map(Path::toString)
                .toList();
        assertEquals(List.of(), offenders, "core must load vector kernels reflectively");
    }

    @Test
    void validateNeverReferencesTheCodecPackage() {
        // Values flow down, results flow up: the validate façades return error indexes and only
        // dev.lanewire.codec turns them into CodecException.
        List<Path> validate = javaSources("core").stream()
                .filter(p -> p.toString().replace('\\', '/').contains("/dev/lanewire/validate/"))
                .toList();
        assertFalse(validate.isEmpty(), "no validate sources found under " + ROOT);
        List<String> offenders = validate.stream()
                .filter(p -> codeOnly(read(p)).contains("dev.lanewire.codec"))
                .map(Path::toString)
                .toList();
        assertEquals(List.of(), offenders, "validate must not reference dev.lanewire.codec");
    }
}
