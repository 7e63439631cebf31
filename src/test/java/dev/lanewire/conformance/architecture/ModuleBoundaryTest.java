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

    static List<Path> javaSources(String module) {
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

    static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The source with each comment replaced by a space (a line comment's line break kept) and each
     * string, text-block or char literal emptied to {@code ""} or {@code ''}.
     */
    static String codeOnly(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int n = source.length();
        int i = 0;
        while (i < n) {
            char c = source.charAt(i);
            if (c == '/' && i + 1 < n && source.charAt(i + 1) == '/') {
                while (i < n && source.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '/' && i + 1 < n && source.charAt(i + 1) == '*') {
                int end = source.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
                out.append(' ');
            } else if (source.startsWith("\"\"\"", i)) {
                int end = i + 3;
                while (end < n && !(source.startsWith("\"\"\"", end) && source.charAt(end - 1) != '\\')) {
                    end++;
                }
                i = Math.min(n, end + 3);
                out.append("\"\"");
            } else if (c == '"' || c == '\'') {
                int end = i + 1;
                while (end < n && source.charAt(end) != c && source.charAt(end) != '\n') {
                    end += source.charAt(end) == '\\' ? 2 : 1;
                }
                i = Math.min(n, end + 1);
                out.append(c).append(c);
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
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
                .filter(p -> PackageLayersTest.referencedPackages(read(p)).contains("dev.lanewire.kernel.vector"))
                .map(Path::toString)
                .toList();
        assertEquals(List.of(), offenders, "core must load vector kernels reflectively");
    }
}
