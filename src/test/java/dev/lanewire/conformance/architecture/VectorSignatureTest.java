package dev.lanewire.conformance.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No method in vector-kernels (hand-written sources and templates) takes or returns a vector, a
 * mask, a shuffle or a species.
 *
 * <p>A species passed as a parameter is not a constant to C2 (measured here: tens of times slower).
 * A vector, mask or shuffle crossing a method boundary is boxed on the heap whenever C2 leaves the
 * method out of line, which it does in large callers: three such helpers in the UTF-8 kernels made
 * 64 KiB validation run at the scalar twin's speed after warm-up, until they were written out at
 * their call sites. Helpers take arrays and indices, and return primitives.
 */
class VectorSignatureTest {

    private static final Path ROOT = ModuleBoundaryTest.ROOT;

    /** A method declaration: modifiers, a return type, a name and its parameter list, then a body. */
    private static final Pattern DECLARATION = Pattern.compile(
            "(?m)^\\s*((?:(?:public|protected|private|static|final|abstract|synchronized)\\s+)+)"
                    + "([\\w.<>\\[\\], ?]+?)\\s+(\\w+)\\s*\\(([^)]*)\\)\\s*(?:throws\\s+[\\w.,\\s]+)?\\{");

    /** A Vector API type that must not appear in a signature. */
    private static final Pattern VECTOR_TYPE = Pattern.compile(
            "\\b(?:Byte|Short|Int|Long|Float|Double)?Vector\\b|\\b\\w*Vector<|\\bVector(?:Mask|Shuffle|Species)\\b");

    private static List<Path> sources() {
        List<Path> all = new ArrayList<>();
        for (String dir : List.of("vector-kernels/src/main/java", "vector-kernels/src/template/java")) {
            Path d = ROOT.resolve(dir);
            if (!Files.isDirectory(d)) {
                continue;
            }
            try (Stream<Path> walk = Files.walk(d)) {
                walk.filter(p -> p.toString().endsWith(".java") || p.toString().endsWith(".java.tmpl"))
                        .forEach(all::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return all;
    }

    /** The offending declarations of {@code source}, as {@code name(params) -> return type}. */
    static List<String> offenders(String source) {
        List<String> found = new ArrayList<>();
        Matcher m = DECLARATION.matcher(ModuleBoundaryTest.codeOnly(source));
        while (m.find()) {
            String returnType = m.group(2).trim();
            String params = m.group(4);
            if (VECTOR_TYPE.matcher(returnType).find() || VECTOR_TYPE.matcher(params).find()) {
                found.add(m.group(3) + "(" + params.trim() + ") -> " + returnType);
            }
        }
        return found;
    }

    @Test
    void theRuleRecognisesVectorSignaturesAndNothingElse() {
        String source = """
                final class K {
                    private static ByteVector highNibbles(ByteVector v) {
                        return v;
                    }
                    static int count(VectorMask<Byte> m) {
                        return 0;
                    }
                    private static int lanes(VectorSpecies<Short> s) {
                        return 0;
                    }
                    private static boolean ascii(byte[] src, int i) {
                        return !ByteVector.fromArray(B, src, i).compare(VectorOperators.LT, (byte) 0).anyTrue();
                    }
                    public int decode(byte[] src, int off, int len, char[] dst, int dstOff) {
                        IntVector v = IntVector.zero(I);
                        return 0;
                    }
                }
                """;
        List<String> found = offenders(source);
        assertEquals(3, found.size(), found.toString());
        assertTrue(found.get(0).startsWith("highNibbles("), found.toString());
        assertTrue(found.get(1).startsWith("count("), found.toString());
        assertTrue(found.get(2).startsWith("lanes("), found.toString());
    }

    @Test
    void noVectorKernelMethodTakesOrReturnsAVectorMaskShuffleOrSpecies() throws IOException {
        List<Path> sources = sources();
        assertFalse(sources.isEmpty(), "no vector-kernels sources found under " + ROOT);
        List<String> offenders = new ArrayList<>();
        for (Path p : sources) {
            for (String o : offenders(Files.readString(p, StandardCharsets.UTF_8))) {
                offenders.add(ROOT.relativize(p) + ": " + o);
            }
        }
        assertEquals(List.of(), offenders);
    }
}
