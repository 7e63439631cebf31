package dev.lanewire.kernel.vector;

import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.Utf16Kernel;
import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.kernel.testing.StringFixtures;
import dev.lanewire.kernel.testing.StringChecks;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.IntRange;

/**
 * jqwik properties: every native string kernel variant agrees with the JDK on arbitrary input,
 * shrinking a failure to a minimal one (printed in hex by the checks).
 */
class StringKernelPropertiesTest {

    private static final List<Utf8Kernel> UTF8 = StringVariants.utf8();
    private static final List<Latin1Kernel> LATIN1 = StringVariants.latin1();
    private static final List<Utf16Kernel> UTF16 = StringVariants.utf16();

    @Property(tries = 300)
    void anyBytesValidateAndDecodeLikeTheJdk(@ForAll("utf8ish") byte[] bytes, @ForAll @IntRange(max = 63) int off) {
        byte[] a = StringFixtures.embed(bytes, off, 1);
        for (Utf8Kernel k : UTF8) {
            StringChecks.utf8Bytes(k, a, off, bytes.length);
        }
    }

    /**
     * Text of 1- and 2-byte sequences with a few 3- and 4-byte ones, with up to four short byte
     * patterns written over it (an overlong or truncated lead and what follows it, a surrogate, a
     * stray continuation, a forbidden byte): long valid runs of alphabetic scripts, broken at every
     * place relative to a block's edge. It fails the 512-bit decoder's 2-byte block test with that
     * test's guard against an overlong 0xC0 lead in the last byte before a block removed (checked).
     */
    @Property(tries = 1000)
    void alphabeticTextWithBadBytesValidatesAndDecodesLikeTheJdk(@ForAll("alphabetic") String text,
            @ForAll("damage") List<Tuple.Tuple2<Integer, byte[]>> damage, @ForAll @IntRange(max = 63) int off) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        for (Tuple.Tuple2<Integer, byte[]> d : damage) {
            byte[] pattern = d.get2();
            for (int k = 0, at = d.get1(); k < pattern.length && at + k < bytes.length; k++) {
                bytes[at + k] = pattern[k];
            }
        }
        byte[] a = StringFixtures.embed(bytes, off, 1);
        for (Utf8Kernel k : UTF8) {
            StringChecks.utf8Bytes(k, a, off, bytes.length);
        }
    }

    @Provide
    Arbitrary<String> alphabetic() {
        Arbitrary<Character> ascii = Arbitraries.chars().range(' ', '\u007E');
        Arbitrary<Character> twoByte = Arbitraries.chars().range('\u0080', '\u07FF');
        Arbitrary<Character> threeByte = Arbitraries.chars().range('\u0800', '\uD7FF');
        return Arbitraries.frequencyOf(Tuple.of(10, ascii), Tuple.of(50, twoByte), Tuple.of(1, threeByte))
                .list().ofMinSize(1).ofMaxSize(400).map(cs -> {
                    StringBuilder b = new StringBuilder(cs.size() + 2);
                    for (char c : cs) {
                        b.append(c);
                        // Rarely (one ASCII char in 95) an emoji follows: a 4-byte sequence.
                        if (c == '~') {
                            b.appendCodePoint(0x1F600);
                        }
                    }
                    return b.toString();
                });
    }

    @Provide
    Arbitrary<List<Tuple.Tuple2<Integer, byte[]>>> damage() {
        Arbitrary<byte[]> pattern = Arbitraries.of(new byte[] {(byte) 0xC0, (byte) 0x80},
                new byte[] {(byte) 0xC1, (byte) 0xBF}, new byte[] {(byte) 0xC2}, new byte[] {(byte) 0xDF, 0x41},
                new byte[] {(byte) 0xE0, (byte) 0x80, (byte) 0x80}, new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
                new byte[] {(byte) 0xE2, (byte) 0x82}, new byte[] {(byte) 0xF0, (byte) 0x80, (byte) 0x80, (byte) 0x80},
                new byte[] {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, new byte[] {(byte) 0xF0, (byte) 0x9F},
                new byte[] {(byte) 0x80}, new byte[] {(byte) 0xBF, (byte) 0xBF}, new byte[] {(byte) 0xF5},
                new byte[] {(byte) 0xFF}, new byte[] {0x41});
        return Combinators.combine(Arbitraries.integers().between(0, 800), pattern).as(Tuple::of).list().ofMaxSize(4);
    }

    @Property(tries = 300)
    void anyCharsEncodeNarrowAndCopyLikeTheJdk(@ForAll("utf16ish") char[] chars, @ForAll @IntRange(max = 63) int off) {
        char[] a = StringFixtures.embed(chars, off, 1);
        for (Utf8Kernel k : UTF8) {
            StringChecks.utf8Chars(k, a, off, chars.length);
        }
        for (Latin1Kernel k : LATIN1) {
            StringChecks.latin1(k, a, off, chars.length);
        }
        for (Utf16Kernel k : UTF16) {
            StringChecks.utf16(k, a, off, chars.length);
        }
    }

    /** Well-formed UTF-8 of every script, random bytes, and well-formed text with one byte replaced. */
    @Provide
    Arbitrary<byte[]> utf8ish() {
        Arbitrary<byte[]> valid = Arbitraries.strings().all().ofMaxLength(300).map(s -> s.getBytes(StandardCharsets.UTF_8));
        Arbitrary<byte[]> noisy = Arbitraries.bytes().array(byte[].class).ofMaxSize(300);
        Arbitrary<byte[]> spliced = valid.flatMap(b -> Arbitraries.bytes().map(x -> splice(b, x)));
        return Arbitraries.oneOf(valid, noisy, spliced, spliced);
    }

    /** Arbitrary chars, surrogates included, biased to the edges of each UTF-8 length class. */
    @Provide
    Arbitrary<char[]> utf16ish() {
        Arbitrary<Character> edges = Arbitraries.of('\u007F', '\u0080', '\u00FF', '\u0100', '\u07FF', '\u0800',
                '\uD7FF', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uE000', '\uFFFF');
        Arbitrary<Character> ascii = Arbitraries.chars().range('\0', '\u007F');
        Arbitrary<Character> cyrillic = Arbitraries.chars().range('\u0400', '\u04FF');
        return Arbitraries.frequencyOf(Tuple.of(1, edges), Tuple.of(3, ascii), Tuple.of(2, cyrillic),
                Tuple.of(2, Arbitraries.chars())).array(char[].class).ofMaxSize(300);
    }

    private static byte[] splice(byte[] b, byte x) {
        if (b.length == 0) {
            return new byte[] {x};
        }
        byte[] c = b.clone();
        c[Math.floorMod(x * 31, c.length)] = x;
        return c;
    }
}
