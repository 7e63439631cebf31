package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** {@link Utf8Strings}, the throwing String conveniences over the UTF-8 façade, against the JDK. */
class Utf8StringsTest {

    private static final String[] SAMPLES = {"", "a", "plain ASCII text that is long enough for a vector block or two",
        "Zürich café", "Ж".repeat(40), "東京".repeat(30), "a😀b".repeat(20), "\uFFFD genuine replacement char",
        "x".repeat(300) + "é"};

    @Test
    void wellFormedStringsEncodeAndDecodeLikeTheJdk() {
        for (String s : SAMPLES) {
            byte[] jdk = s.getBytes(StandardCharsets.UTF_8);
            assertArrayEquals(jdk, Utf8Strings.encode(s), () -> "encode " + s);
            assertEquals(jdk.length, Utf8Strings.encodedLength(s), () -> "encodedLength " + s);
            byte[] padded = new byte[jdk.length + 9];
            System.arraycopy(jdk, 0, padded, 5, jdk.length);
            assertEquals(s, Utf8Strings.decode(padded, 5, jdk.length));
        }
    }

    @Test
    void latin1StringsOfEveryLengthEncodeLikeTheJdkOnEachRoad() {
        // ASCII (a copy of the storage), and Latin-1 at and past the JDK road's length.
        for (int len = 0; len <= 2 * Utf8Strings.JDK_LATIN1_CHARS + 40; len++) {
            for (char c : new char[] {'a', '\u00E9', '\u00FF', '\u0080'}) {
                String s = "q".repeat(len / 2) + String.valueOf(c).repeat(len - len / 2);
                assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), Utf8Strings.encode(s), () -> "encode " + s);
            }
        }
    }

    @Test
    void malformedInputThrowsAtTheAbsoluteIndexOfTheFirstBadSequence() {
        byte[] b = "abc€def".getBytes(StandardCharsets.UTF_8);
        byte[] padded = new byte[b.length + 4];
        System.arraycopy(b, 0, padded, 4, b.length);
        padded[4 + 4] = 'x'; // the euro sign's second byte: E2 then a non-continuation
        assertEquals(4 + 3, assertThrows(CodecException.class, () -> Utf8Strings.decode(padded, 4, b.length)).offset());
        assertThrows(IndexOutOfBoundsException.class, () -> Utf8Strings.decode(b, -1, 2));
    }

    @Test
    void anUnpairedSurrogateThrowsAtItsCharIndex() {
        for (int len : new int[] {1, 5, 16, 17, 100, 300}) {
            for (int at = 0; at < len; at += Math.max(1, len / 7)) {
                StringBuilder sb = new StringBuilder("ж".repeat(len));
                sb.setCharAt(at, at % 2 == 0 ? '\uD83D' : '\uDE00');
                String s = sb.toString();
                int index = at;
                assertEquals(index, assertThrows(CodecException.class, () -> Utf8Strings.encode(s)).offset());
                assertEquals(index, assertThrows(CodecException.class, () -> Utf8Strings.encodedLength(s)).offset());
            }
        }
    }

    @Property(tries = 200)
    void anyStringEncodesAndDecodesLikeTheJdk(@ForAll String s) {
        byte[] jdk = s.getBytes(StandardCharsets.UTF_8);
        if (StandardCharsets.UTF_8.newEncoder().canEncode(s)) {
            assertArrayEquals(jdk, Utf8Strings.encode(s), () -> "encode " + s);
            assertEquals(s, Utf8Strings.decode(jdk, 0, jdk.length));
        } else {
            assertThrows(CodecException.class, () -> Utf8Strings.encode(s));
        }
    }
}
