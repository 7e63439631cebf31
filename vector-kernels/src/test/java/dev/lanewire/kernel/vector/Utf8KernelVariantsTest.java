package dev.lanewire.kernel.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.Utf16Kernel;
import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf8Kernel;
import dev.lanewire.kernel.testing.StringCases;
import dev.lanewire.kernel.testing.StringChecks;
import dev.lanewire.kernel.testing.StringFixtures;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Every native {@code Utf8KernelV*} against its scalar twin and the JDK. */
class Utf8KernelVariantsTest {

    private static final List<Utf8Kernel> UTF8 = StringVariants.utf8();

    @Test
    void theScalarTwinAndEveryShapeTheJvmFlagsAllowAreUnderTest() {
        assertEquals(JvmShapes.classNames(ScalarUtf8Kernel.class, "Utf8KernelV"), JvmShapes.classNamesOf(UTF8));
    }

    @Test
    void everyScriptAndLengthMatchesTheJdk() {
        StringCases.everyScriptAndLength(UTF8, List.<Latin1Kernel>of(), List.<Utf16Kernel>of());
    }

    @Test
    void everyAlignmentMatchesTheJdk() {
        StringCases.everyAlignment(UTF8, List.of(), List.of());
    }

    /**
     * ASCII runs of up to three 512-bit blocks and a bit, with one byte at or above 0x80 at the
     * start, the middle, anywhere in the last 70 bytes (the blocks' tails) or nowhere, and another
     * after the input: {@code asciiPrefix} names the first inside, or the input's end.
     */
    @Test
    void asciiPrefixFindsTheFirstHighByteWhereverItLies() {
        Random r = new Random(3);
        for (int len = 0; len <= 3 * 64 + 5; len++) {
            for (int off = 0; off < 2; off++) {
                for (int high = -1; high < len; high++) {
                    if (high > 0 && high != len / 2 && high < len - 70) {
                        continue;
                    }
                    byte[] src = new byte[off + len + 1];
                    for (int k = 0; k < src.length; k++) {
                        src[k] = (byte) (0x20 + r.nextInt(0x5F));
                    }
                    src[off + len] = (byte) 0xC3;
                    if (high >= 0) {
                        src[off + high] = (byte) (0x80 + r.nextInt(0x80));
                    }
                    int expected = off + (high >= 0 ? high : len);
                    for (Utf8Kernel k : UTF8) {
                        assertEquals(expected, k.asciiPrefix(src, off, len),
                                k.getClass().getSimpleName() + " len " + len + ", off " + off + ", high byte at " + high);
                    }
                }
            }
        }
    }

    @Test
    void malformedUtf8IsReportedWhereTheJdkDecoderStops() {
        StringCases.malformedEverywhere(UTF8);
    }

    @Test
    void bytesAfterTheInputAreNeverTakenForIt() {
        StringCases.everyScriptAndLengthAmidBytes(UTF8);
    }

    @Test
    void malformedUtf8AmidBytesIsReportedWhereTheJdkDecoderStops() {
        StringCases.malformedEverywhereAmidBytes(UTF8);
    }

    @Test
    void unpairedSurrogatesAreReportedWhereTheJdkEncoderStops() {
        StringCases.defectiveCharsEverywhere(UTF8, List.of());
    }

    /**
     * Strings of up to two vectors of chars with surrogate pairs, written into room of more than
     * a vector (as the codec's scratch is): the 512-bit encoder takes them in one masked pass.
     * Each input is cut everywhere, so that some end between a pair's two halves (the low one
     * then lies after the input, and the high one is unpaired) and some start on a low one; the
     * source ends with the input or has chars after it.
     */
    @Test
    void shortStringsWithSurrogatesMatchTheJdkWhereverTheyAreCut() {
        Random r = new Random(11);
        for (StringFixtures.Script script : new StringFixtures.Script[] {StringFixtures.Script.EMOJI,
            StringFixtures.Script.MIXED}) {
            for (int round = 0; round < 8; round++) {
                char[] text = StringFixtures.text(script, 70, r).toCharArray();
                for (int from = 0; from < 4; from++) {
                    for (int len = 0; from + len <= text.length && len <= 2 * 32 + 2; len++) {
                        for (int after : new int[] {0, 40}) {
                            char[] src = Arrays.copyOf(text, from + len + after);
                            for (Utf8Kernel k : UTF8) {
                                StringChecks.utf8Chars(k, src, from, len, 80);
                            }
                        }
                    }
                }
            }
        }
    }

    /**
     * Inputs of up to four 512-bit blocks of chars of 1-3 UTF-8 bytes with a surrogate pair at
     * every position, so that a pair ends each lane of a block and one straddles two blocks (its
     * high half in a block's last lane), another pair a block later, and a NUL char (one byte, 0)
     * beside the first pair or at a random place; the source ends with the input or has chars
     * after it, and the input starts at 0 or 1.
     */
    @Test
    void pairsAndNulCharsOnEveryLaneOfABlockMatchTheJdk() {
        Random r = new Random(29);
        int[][] ranges = {{0x20, 0x7F}, {0x80, 0x800}, {0x800, 0xD800}};
        for (int round = 0; round < 2; round++) {
            char[] base = new char[4 * 32 + 3];
            for (int k = 0; k < base.length; k++) {
                int[] range = ranges[r.nextInt(ranges.length)];
                base[k] = (char) (range[0] + r.nextInt(range[1] - range[0]));
            }
            for (int at = 0; at + 1 < base.length; at++) {
                char[] text = base.clone();
                int cp = 0x10000 + r.nextInt(0x100000);
                text[at] = Character.highSurrogate(cp);
                text[at + 1] = Character.lowSurrogate(cp);
                if (at + 34 < text.length) {
                    text[at + 33] = '\uD83D';
                    text[at + 34] = '\uDE00';
                }
                int nul = round == 0 ? at + 2 : r.nextInt(text.length);
                if (nul < text.length && !Character.isSurrogate(text[nul])) {
                    text[nul] = 0;
                }
                for (int from = 0; from < 2; from++) {
                    for (int after : new int[] {0, 40}) {
                        char[] src = Arrays.copyOf(text, text.length + after);
                        for (Utf8Kernel k : UTF8) {
                            StringChecks.utf8Chars(k, src, from, text.length - from, 3);
                        }
                    }
                }
            }
        }
    }

    /**
     * Text in which every code point's UTF-8 length is drawn from 1 to 4 at random, so that the
     * 128-bit decode steps of the shapes without compress meet many runs of sequence lengths (and
     * their three lane layouts in every order), with and without one byte replaced by a malformed
     * one, at lengths up to 300 bytes, one to three bytes apart.
     */
    @Test
    void everyRunOfSequenceLengthsDecodesLikeTheJdk() {
        Random r = new Random(23);
        int[][] ranges = {{0x20, 0x7F}, {0x80, 0x800}, {0x800, 0xD800}, {0xE000, 0x10000}, {0x10000, 0x110000}};
        for (int round = 0; round < 40; round++) {
            StringBuilder sb = new StringBuilder();
            while (sb.length() < 200) {
                int[] range = ranges[r.nextInt(ranges.length)];
                sb.appendCodePoint(range[0] + r.nextInt(range[1] - range[0]));
            }
            byte[] utf8 = sb.toString().getBytes(StandardCharsets.UTF_8);
            for (int len = 0; len <= Math.min(300, utf8.length); len += 1 + r.nextInt(3)) {
                byte[] bad = Arrays.copyOf(utf8, len);
                if (len > 0) {
                    bad[r.nextInt(len)] = (byte) (0x80 + r.nextInt(0x80));
                }
                for (Utf8Kernel k : UTF8) {
                    StringChecks.utf8Bytes(k, utf8, 0, len);
                    StringChecks.utf8Bytes(k, bad, 0, len);
                }
            }
        }
    }
}
