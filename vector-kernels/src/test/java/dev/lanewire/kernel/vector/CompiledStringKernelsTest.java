package dev.lanewire.kernel.vector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.Utf16Kernel;
import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.kernel.testing.StringFixtures;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.Test;

/**
 * The differential suites finish before the JIT compiles most kernels, so they mostly check the
 * Vector API's Java fallback. Here each variant answers the same inputs, every answer checked
 * against the JDK's, until the Flight Recorder has seen C2 compile every kernel method called, and
 * then for another batch, so the C2-compiled (intrinsified) code is checked too. If C2 has not
 * compiled them within {@link #MAX_ROUNDS}, the test is skipped: it proved nothing about C2's code.
 */
class CompiledStringKernelsTest {

    /** Rounds between two looks at what C2 has compiled, and after the last kernel was compiled. */
    private static final int BATCH = 500;

    /** Rounds after which a kernel C2 has still not compiled makes the test a skip. */
    private static final int MAX_ROUNDS = 20_000;

    /** The methods of the vector kernels (not the scalar twins) among {@code kernels}. */
    private static Set<String> vectorMethods(List<?> kernels, String... methods) {
        Set<String> out = new HashSet<>();
        for (Object k : kernels) {
            if (k.getClass().getPackageName().equals(CompiledStringKernelsTest.class.getPackageName())) {
                for (String m : methods) {
                    out.add(k.getClass().getName() + "." + m);
                }
            }
        }
        return out;
    }

    /** Runs {@code round} in batches until C2 has compiled {@code methods}, then one batch more. */
    private static void untilCompiledAndOnce(Set<String> methods, IntConsumer round) {
        assumeTrue(!methods.isEmpty(), "this JVM runs no vector kernel natively");
        try (C2Compilations c2 = new C2Compilations()) {
            int rounds = 0;
            Set<String> missing = methods;
            while (!missing.isEmpty()) {
                int done = rounds;
                Set<String> notYet = missing;
                assumeTrue(rounds < MAX_ROUNDS, () -> "C2 has not compiled " + notYet + " after " + done + " rounds");
                for (int i = 0; i < BATCH; i++) {
                    round.accept(rounds++);
                }
                missing = c2.notYetCompiled(methods);
            }
            for (int i = 0; i < BATCH; i++) {
                round.accept(rounds++);
            }
        }
    }

    @Test
    void compiledUtf8KernelsAgreeWithTheJdk() {
        Random r = new Random(9);
        List<String> texts = List.of(StringFixtures.text(StringFixtures.Script.CYRILLIC, 300, r),
                StringFixtures.text(StringFixtures.Script.CJK, 200, r),
                StringFixtures.text(StringFixtures.Script.MIXED, 250, r),
                StringFixtures.text(StringFixtures.Script.ASCII, 270, r));
        byte[] bad = texts.get(0).getBytes(StandardCharsets.UTF_8);
        bad[201] = (byte) 0xED;
        bad[202] = (byte) 0xA0;
        int badAt = StringFixtures.jdkUtf8ErrorIndex(bad, 0, bad.length);
        char[] out = new char[1000];
        byte[] enc = new byte[1000];
        List<Utf8Kernel> kernels = StringVariants.utf8();
        untilCompiledAndOnce(vectorMethods(kernels, "validate", "utf16Length", "decode", "encodedLength", "encode"),
                round -> {
                    for (Utf8Kernel k : kernels) {
                        for (String s : texts) {
                            byte[] b = s.getBytes(StandardCharsets.UTF_8);
                            char[] c = s.toCharArray();
                            String where = k.getClass().getSimpleName() + " round " + round + " " + StringFixtures.hex(b);
                            assertEquals(-1, k.validate(b, 0, b.length), where);
                            assertEquals(c.length, k.utf16Length(b, 0, b.length), where);
                            assertEquals(c.length, k.decode(b, 0, b.length, out, 0), where);
                            assertArrayEquals(c, Arrays.copyOf(out, c.length), where);
                            assertEquals(b.length, k.encodedLength(c, 0, c.length), where);
                            assertEquals(b.length, k.encode(c, 0, c.length, enc, 0), where);
                            assertArrayEquals(b, Arrays.copyOf(enc, b.length), where);
                        }
                        assertEquals(badAt, k.validate(bad, 0, bad.length), k.getClass().getSimpleName());
                        assertEquals(-1 - badAt, k.decode(bad, 0, bad.length, out, 0), k.getClass().getSimpleName());
                    }
                });
    }

    @Test
    void compiledLatin1AndUtf16KernelsAgreeWithTheJdk() {
        String s = StringFixtures.text(StringFixtures.Script.LATIN1, 333, new Random(10));
        char[] c = s.toCharArray();
        byte[] latin1 = s.getBytes(StandardCharsets.ISO_8859_1);
        byte[] utf16 = s.getBytes(StandardCharsets.UTF_16LE);
        byte[] bytes = new byte[2 * c.length];
        char[] chars = new char[c.length];
        List<Latin1Kernel> latin1Kernels = StringVariants.latin1();
        List<Utf16Kernel> utf16Kernels = StringVariants.utf16();
        Set<String> methods = vectorMethods(latin1Kernels, "compress", "inflate");
        methods.addAll(vectorMethods(utf16Kernels, "toBytesLE", "fromBytesLE"));
        untilCompiledAndOnce(methods, round -> {
            for (Latin1Kernel k : latin1Kernels) {
                assertEquals(c.length, k.compress(c, 0, bytes, 0, c.length));
                assertArrayEquals(latin1, Arrays.copyOf(bytes, c.length), k.getClass().getSimpleName());
                k.inflate(latin1, 0, chars, 0, c.length);
                assertArrayEquals(c, chars, k.getClass().getSimpleName());
            }
            for (Utf16Kernel k : utf16Kernels) {
                k.toBytesLE(c, 0, bytes, 0, c.length);
                assertArrayEquals(utf16, bytes, k.getClass().getSimpleName());
                k.fromBytesLE(utf16, 0, chars, 0, c.length);
                assertArrayEquals(c, chars, k.getClass().getSimpleName());
            }
        });
    }
}
