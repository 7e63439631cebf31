package dev.lanewire.kernel.scalar;

import dev.lanewire.kernel.testing.StringFixtures;
import dev.lanewire.kernel.testing.StringChecks;
import java.nio.charset.StandardCharsets;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** jqwik properties of the scalar string twins against the JDK, shrinking to a minimal input. */
class ScalarStringPropertiesTest {

    @Property(tries = 300)
    void anyBytesValidateAndDecodeLikeTheJdk(@ForAll("utf8ish") byte[] bytes, @ForAll @IntRange(max = 63) int off) {
        byte[] a = StringFixtures.embed(bytes, off, 1);
        StringChecks.utf8Bytes(ScalarUtf8Kernel.INSTANCE, a, off, bytes.length);
    }

    @Property(tries = 300)
    void anyCharsEncodeLikeTheJdk(@ForAll("utf16ish") char[] chars, @ForAll @IntRange(max = 63) int off) {
        char[] a = StringFixtures.embed(chars, off, 1);
        StringChecks.utf8Chars(ScalarUtf8Kernel.INSTANCE, a, off, chars.length);
        StringChecks.latin1(ScalarLatin1Kernel.INSTANCE, a, off, chars.length);
        StringChecks.utf16(ScalarUtf16Kernel.INSTANCE, a, off, chars.length);
    }

    /** Mostly well-formed UTF-8 with the odd random byte, so both valid and malformed runs occur. */
    @Provide
    Arbitrary<byte[]> utf8ish() {
        Arbitrary<byte[]> valid = Arbitraries.strings().all().ofMaxLength(200)
                .map(s -> s.getBytes(StandardCharsets.UTF_8));
        Arbitrary<byte[]> noisy = Arbitraries.bytes().array(byte[].class).ofMaxSize(200);
        return Arbitraries.oneOf(valid, valid, noisy,
                valid.flatMap(b -> Arbitraries.bytes().map(x -> splice(b, x))));
    }

    /** Arbitrary chars, surrogates included, with a bias to the edges of each UTF-8 length class. */
    @Provide
    Arbitrary<char[]> utf16ish() {
        Arbitrary<Character> edges = Arbitraries.of('\u007F', '\u0080', '\u00FF', '\u0100', '\u07FF', '\u0800',
                '\uD7FF', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uE000', '\uFFFF');
        Arbitrary<Character> any = Arbitraries.chars();
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(1, edges), net.jqwik.api.Tuple.of(3, any))
                .array(char[].class).ofMaxSize(200);
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
