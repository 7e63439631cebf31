package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
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
    void latin1StringsOfEveryLengthEncodeAndCountLikeTheJdkOnEachRoad() {
        // The JDK's road, then ASCII (a copy of the storage, tested by longs, then by the kernel)
        // and Latin-1 (the kernels' road), at and past each length that changes the road.
        for (int len = 0; len <= Math.max(Utf8Strings.JDK_ENCODE_CHARS, StringCoding.ASCII_LOOP_BYTES) + 40; len++) {
            for (char c : new char[] {'a', '\u00E9', '\u00FF', '\u0080'}) {
                String s = "q".repeat(len / 2) + String.valueOf(c).repeat(len - len / 2);
                byte[] jdk = s.getBytes(StandardCharsets.UTF_8);
                assertArrayEquals(jdk, Utf8Strings.encode(s), () -> "encode " + s);
                // Counted from the String's storage where the internals are open.
                assertEquals(jdk.length, Utf8Strings.encodedLength(s), () -> "encodedLength " + s);
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
        // Lengths on the JDK's road (up to JDK_ENCODE_CHARS, where the JDK writes '?') and past it.
        for (int len : new int[] {1, 5, 16, 17, Utf8Strings.JDK_ENCODE_CHARS, Utf8Strings.JDK_ENCODE_CHARS + 1, 100, 300}) {
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

    @Test
    void longAsciiTextWithAnUnpairedSurrogateOrAQuestionMarkAnywhere() {
        // From SAMPLED_FROM_CHARS on, ASCII-looking text takes the JDK's road (internals closed,
        // its samples all ASCII), its '?' bytes checked one by one below EQUALS_FROM_CHARS and by
        // comparing Strings from there: a surrogate on a sampled char or between samples must
        // still throw at its index, and genuine '?' anywhere must keep the JDK's bytes.
        int equals = Utf8Strings.EQUALS_FROM_CHARS;
        for (int len : new int[] {Utf8Strings.JDK_ENCODE_CHARS + 1, 100, equals - 1, equals, 255, 1000}) {
            String ascii = "The quick brown fox jumps over the lazy dog. ".repeat(len / 45 + 1).substring(0, len);
            for (int at = 0; at < len; at += Math.max(1, len / 29)) {
                for (char odd : new char[] {'\uD800', '\uDFFF', '?'}) {
                    StringBuilder sb = new StringBuilder(ascii);
                    sb.setCharAt(at, odd);
                    if (odd != '?') {
                        sb.setCharAt((at + len / 2) % len, '?');
                    }
                    String s = sb.toString();
                    if (odd == '?') {
                        assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), Utf8Strings.encode(s), s);
                    } else {
                        int index = at;
                        assertEquals(index, assertThrows(CodecException.class, () -> Utf8Strings.encode(s)).offset(), s);
                    }
                }
            }
            // The last char is always sampled, the one before it not.
            for (int at : new int[] {len - 1, len - 2}) {
                StringBuilder sb = new StringBuilder(ascii);
                sb.setCharAt(at, '\uDBFF');
                String s = sb.toString();
                assertEquals(at, assertThrows(CodecException.class, () -> Utf8Strings.encode(s)).offset(), s);
            }
        }
    }

    @Test
    void hasQuestionMarkFindsOneAnywhereAndNothingElse() {
        // Bytes one bit away from '?' (0x3F) and those whose XOR with it borrows: at every length
        // up to 40 (the byte loop, whole steps and the bytes past them), none, then one anywhere.
        byte[] nearMisses = {0x3E, (byte) 0xBF, 0x7F, 0x1F, 0x3D, 0x40, 0, (byte) 0xFF, (byte) 0xC0};
        for (int len = 0; len <= 40; len++) {
            byte[] b = new byte[len];
            for (int k = 0; k < len; k++) {
                b[k] = nearMisses[(k + len) % nearMisses.length];
            }
            assertFalse(Utf8Strings.hasQuestionMark(b), "none in " + len);
            for (int at = 0; at < len; at++) {
                byte[] c = b.clone();
                c[at] = '?';
                assertTrue(Utf8Strings.hasQuestionMark(c), "length " + len + ", '?' at " + at);
            }
        }
    }

    @Test
    void questionMarksAreCharsTellsAQuestionMarkCharFromASurrogateAtEveryIndex() {
        // One byte a char, as the JDK writes ASCII text and unpaired surrogates: bytes near '?'
        // (0x3F) and those whose XOR with it borrows, at every length up to 40, with a '?' char,
        // then an unpaired surrogate, then a '?' char just before the surrogate, at every index.
        byte[] nearMisses = {0x3E, 0x7F, 0x1F, 0x3D, 0x40, 0, 0x3F ^ 0x01, 0x3F ^ 0x10};
        for (int len = 0; len <= 40; len++) {
            byte[] b = new byte[len];
            for (int k = 0; k < len; k++) {
                b[k] = nearMisses[(k + len) % nearMisses.length];
            }
            String plain = new String(b, StandardCharsets.ISO_8859_1);
            assertTrue(Utf8Strings.questionMarksAreChars(b, plain), "none in " + len);
            for (int at = 0; at < len; at++) {
                byte[] c = b.clone();
                c[at] = '?';
                StringBuilder sb = new StringBuilder(plain);
                sb.setCharAt(at, '?');
                assertTrue(Utf8Strings.questionMarksAreChars(c, sb.toString()), "length " + len + ", '?' at " + at);
                sb.setCharAt(at, '\uD800');
                assertFalse(Utf8Strings.questionMarksAreChars(c, sb.toString()), "length " + len + ", surrogate at " + at);
                if (at > 0) {
                    c[at - 1] = '?';
                    sb.setCharAt(at - 1, '?');
                    assertFalse(Utf8Strings.questionMarksAreChars(c, sb.toString()), "length " + len + ", '?' then surrogate at " + at);
                }
            }
        }
    }

    @Test
    void stringsAroundTheWorstCaseRoadsLimitEncodeLikeTheJdkOrThrowAtTheirSurrogate() {
        // Up to WITHIN_CHARS chars the kernels encode into a worst-case array, past it after a
        // length pass: both must match the JDK and stop at an unpaired surrogate.
        for (int len : new int[] {Utf8Strings.WITHIN_CHARS - 1, Utf8Strings.WITHIN_CHARS, Utf8Strings.WITHIN_CHARS + 1}) {
            for (String fill : new String[] {"a\uD83D\uDE00", "\u0436\u6771", "ab"}) {
                String head = fill.repeat(len / fill.length() + 1).substring(0, len - 1);
                if (Character.isHighSurrogate(head.charAt(len - 2))) {
                    head = head.substring(0, len - 2) + "y";
                }
                String s = head + "z";
                assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), Utf8Strings.encode(s), fill + " x " + len);
                String bad = head + "\uDC00";
                assertEquals(len - 1, assertThrows(CodecException.class, () -> Utf8Strings.encode(bad)).offset(), fill + " x " + len);
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

    @Test
    void questionMarksAndReplacementCharsOfTheirOwnSurviveTheJdksRoad() {
        // Genuine '?' and U+FFFD keep the JDK's answers (or, decoding, send the bytes down the
        // kernels' road, which must give the same one); an unpaired surrogate, alone, beside a '?'
        // or among 3-byte chars, must still be found, though the JDK's bytes hold '?' for it.
        for (int len = 1; len <= Utf8Strings.JDK_ENCODE_CHARS + 2; len++) {
            for (String fill : new String[] {"a", "é", "ж", "東"}) {
                for (String odd : new String[] {"?", "\uFFFD", "?\uD800?", "\uDC00?", "\uD800", "\uDBFF東"}) {
                    String s = fill.repeat(len - 1) + odd;
                    if (Character.isSurrogate(odd.charAt(0)) || odd.length() > 1) {
                        // An unpaired surrogate, alone or beside a '?' or a 3-byte char: the JDK
                        // writes one more '?'.
                        int at = s.indexOf(odd) + (odd.charAt(0) == '?' ? 1 : 0);
                        assertEquals(at, assertThrows(CodecException.class, () -> Utf8Strings.encode(s)).offset(), s);
                        continue;
                    }
                    byte[] jdk = s.getBytes(StandardCharsets.UTF_8);
                    assertArrayEquals(jdk, Utf8Strings.encode(s), () -> "encode " + s);
                    assertEquals(s, Utf8Strings.decode(jdk, 0, jdk.length), () -> "decode " + s);
                }
            }
        }
    }

    @Test
    void questionMarksCountsEachOnceWhereverTheyAreAndNothingElse() {
        // Bytes one bit away from '?' (0x3F): 0x3E, 0xBF, 0x7F, 0x1F; at every length up to 40,
        // which covers the byte loop, whole steps and the overlapping last step, with no '?',
        // one anywhere, and two anywhere (also both in the overlap).
        byte[] nearMisses = {0x3E, (byte) 0xBF, 0x7F, 0x1F, 0, (byte) 0xFF};
        for (int len = 0; len <= 40; len++) {
            byte[] b = new byte[len];
            for (int k = 0; k < len; k++) {
                b[k] = nearMisses[k % nearMisses.length];
            }
            assertEquals(0, Utf8Strings.questionMarks(b), "none in " + len);
            for (int at = 0; at < len; at++) {
                byte[] c = b.clone();
                c[at] = '?';
                assertEquals(1, Utf8Strings.questionMarks(c), "length " + len + ", '?' at " + at);
                for (int second = at + 1; second < len; second++) {
                    byte[] d = c.clone();
                    d[second] = '?';
                    assertEquals(2, Utf8Strings.questionMarks(d), "length " + len + ", '?' at " + at + " and " + second);
                }
            }
        }
    }

    @Property(tries = 1000)
    void anyBytesDecodeLikeTheJdksReportingDecoder(@ForAll("utf8ish") byte[] input) {
        // At an offset in a larger array; short inputs take the JDK's road first, long ones not.
        byte[] src = new byte[input.length + 7];
        System.arraycopy(input, 0, src, 3, input.length);
        int expected = reportedErrorIndex(src, 3, input.length);
        if (expected < 0) {
            assertEquals(new String(input, StandardCharsets.UTF_8), Utf8Strings.decode(src, 3, input.length));
        } else {
            assertEquals(expected, assertThrows(CodecException.class, () -> Utf8Strings.decode(src, 3, input.length)).offset());
        }
    }

    /**
     * Byte arrays of up to 100 bytes: random ones drawn from ASCII, continuation and lead bytes
     * (mostly malformed); the UTF-8 of random strings (well formed, on both roads); and those with
     * one byte replaced (malformed at a place of any kind).
     */
    @Provide
    Arbitrary<byte[]> utf8ish() {
        Arbitrary<Byte> anyByte = Arbitraries.oneOf(
                Arbitraries.integers().between(0x20, 0x7E).map(Integer::byteValue),
                Arbitraries.integers().between(0x80, 0xBF).map(Integer::byteValue),
                Arbitraries.integers().between(0xC0, 0xFF).map(Integer::byteValue));
        Arbitrary<byte[]> random = anyByte.array(byte[].class).ofMaxSize(100);
        Arbitrary<byte[]> valid = Arbitraries.strings().ofMaxLength(40).map(t -> t.getBytes(StandardCharsets.UTF_8));
        Arbitrary<byte[]> corrupted = Combinators.combine(valid, Arbitraries.integers().between(0, 99), anyByte)
                .as((v, at, x) -> {
                    byte[] c = v.clone();
                    if (c.length > 0) {
                        c[at % c.length] = x;
                    }
                    return c;
                });
        return Arbitraries.oneOf(random, valid, corrupted);
    }

    /** The index where the JDK's decoder, set to report, stops on the range, or -1 if it is well formed. */
    private static int reportedErrorIndex(byte[] src, int off, int len) {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(src, off, len);
        CoderResult r = d.decode(in, CharBuffer.allocate(len + 1), true);
        if (!r.isError()) {
            r = d.flush(CharBuffer.allocate(1));
        }
        return r.isError() ? in.position() : -1;
    }
}
