package dev.lanewire.kernel.testing;

import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.Utf16Kernel;
import dev.lanewire.kernel.Utf8Kernel;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

/**
 * The differential cases of the string kernel suites, run over a list of variants: generated text
 * of every script at every length of {@link StringFixtures#LENGTHS}, every offset alignment 0..63,
 * and every malformed form placed at every position across the first two 64-byte blocks.
 */
public final class StringCases {

    /** Positions 0..140 put a defect in every lane of 16-, 32- and 64-byte blocks, and across their edges. */
    public static final int MAX_DEFECT_POSITION = 140;

    private static final int[] EVERY_DEFECT_POSITION = IntStream.rangeClosed(0, MAX_DEFECT_POSITION).toArray();

    private StringCases() {
    }

    /** Valid text of every script and length; offset alignment rotates with the length. */
    public static void everyScriptAndLength(List<Utf8Kernel> utf8, List<Latin1Kernel> latin1, List<Utf16Kernel> utf16) {
        everyScriptAt(StringFixtures.LENGTHS, utf8, latin1, utf16);
    }

    /** Valid text of every script at each of {@code lengths}; offset alignment rotates with the length. */
    public static void everyScriptAt(int[] lengths, List<Utf8Kernel> utf8, List<Latin1Kernel> latin1,
            List<Utf16Kernel> utf16) {
        Random r = new Random(42);
        for (StringFixtures.Script script : StringFixtures.Script.values()) {
            for (int len : lengths) {
                int off = (len * 7 + script.ordinal() * 13) & 63;
                textCase(StringFixtures.text(script, len, r), off, utf8, latin1, utf16);
            }
        }
    }

    /**
     * Bytes and chars read around the input: valid text of every script and length, followed by
     * more than a vector of bytes that would change the answer if they were taken for input
     * (continuations, and leads that would start a sequence), so that no kernel's loads reach the
     * array's end, and as chars between chars of two and three UTF-8 bytes; a kernel must mask
     * them off.
     */
    public static void everyScriptAndLengthAmidBytes(List<Utf8Kernel> utf8) {
        Random r = new Random(11);
        for (byte after : BYTES_AFTER) {
            for (StringFixtures.Script script : StringFixtures.Script.values()) {
                for (int len : StringFixtures.LENGTHS) {
                    if (len > 300) {
                        continue;
                    }
                    int off = (len * 5 + script.ordinal() * 3) & 63;
                    String s = StringFixtures.text(script, len, r);
                    byte[] payload = s.getBytes(StandardCharsets.UTF_8);
                    byte[] a = StringFixtures.embed(payload, off, ROOM_AFTER, after);
                    // Chars around the input that would add bytes if they were taken for it.
                    char wide = after == (byte) 0x80 ? '\u00E9' : after == (byte) 0xC3 ? '\u4E2D' : '\u0416';
                    char[] chars = StringFixtures.embed(s.toCharArray(), off, ROOM_AFTER, wide, wide);
                    for (Utf8Kernel k : utf8) {
                        StringChecks.utf8Bytes(k, a, off, payload.length);
                        StringChecks.utf8Chars(k, chars, off, s.length());
                    }
                }
            }
        }
    }

    /** As {@link #malformedEverywhere}, with the bytes of {@link #everyScriptAndLengthAmidBytes} after the input. */
    public static void malformedEverywhereAmidBytes(List<Utf8Kernel> utf8) {
        for (byte after : BYTES_AFTER) {
            malformedAt(EVERY_DEFECT_POSITION, utf8, ROOM_AFTER, after);
        }
    }

    /** Bytes after the input in the "amid bytes" cases: a continuation, a 2-byte lead, a 3-byte lead. */
    private static final byte[] BYTES_AFTER = {(byte) 0x80, (byte) 0xC3, (byte) 0xE1};

    /** More than one 64-byte vector and the two bytes a decoder reads past it. */
    private static final int ROOM_AFTER = 80;

    /** A few lengths at every offset alignment 0..63. */
    public static void everyAlignment(List<Utf8Kernel> utf8, List<Latin1Kernel> latin1, List<Utf16Kernel> utf16) {
        Random r = new Random(7);
        for (int len : new int[] {31, 64, 130, 1000}) {
            for (int off = 0; off < 64; off++) {
                StringFixtures.Script script = StringFixtures.Script.values()[off % StringFixtures.Script.values().length];
                textCase(StringFixtures.text(script, len, r), off, utf8, latin1, utf16);
            }
        }
    }

    private static void textCase(String s, int off, List<Utf8Kernel> utf8, List<Latin1Kernel> latin1,
            List<Utf16Kernel> utf16) {
        char[] chars = StringFixtures.embed(s.toCharArray(), off, 3);
        byte[] bytes = StringFixtures.embed(s.getBytes(StandardCharsets.UTF_8), off, 3);
        int byteLen = bytes.length - off - 3;
        for (Utf8Kernel k : utf8) {
            StringChecks.utf8Bytes(k, bytes, off, byteLen);
            StringChecks.utf8Chars(k, chars, off, s.length());
        }
        for (Latin1Kernel k : latin1) {
            StringChecks.latin1(k, chars, off, s.length());
        }
        for (Utf16Kernel k : utf16) {
            StringChecks.utf16(k, chars, off, s.length());
        }
    }

    /**
     * Each malformed form at every position 0..{@value #MAX_DEFECT_POSITION}, after a valid prefix
     * of multi-byte text and before a valid suffix, and once at the very end of the input: once in
     * mixed scripts followed by Cyrillic, once inside CJK text (runs of 3-byte sequences, which
     * the narrower shapes decode in windows of their own).
     */
    public static void malformedEverywhere(List<Utf8Kernel> utf8) {
        malformedAt(EVERY_DEFECT_POSITION, utf8);
    }

    /** As {@link #malformedEverywhere}, at each of {@code positions} (at most {@value #MAX_DEFECT_POSITION}). */
    public static void malformedAt(int[] positions, List<Utf8Kernel> utf8) {
        malformedAt(positions, utf8, 2, (byte) 0x80);
    }

    /** The cases of {@link #malformedAt(int[], List)}, with {@code slack} bytes of {@code after} past the input. */
    private static void malformedAt(int[] positions, List<Utf8Kernel> utf8, int slack, byte after) {
        Random r = new Random(3);
        malformedAt(positions, utf8, StringFixtures.text(StringFixtures.Script.MIXED, 400, r)
                .getBytes(StandardCharsets.UTF_8),
                StringFixtures.text(StringFixtures.Script.CYRILLIC, 90, r).getBytes(StandardCharsets.UTF_8),
                slack, after);
        malformedAt(positions, utf8, StringFixtures.text(StringFixtures.Script.CJK, 200, r)
                .getBytes(StandardCharsets.UTF_8),
                StringFixtures.text(StringFixtures.Script.CJK, 40, r).getBytes(StandardCharsets.UTF_8),
                slack, after);
    }

    private static void malformedAt(int[] positions, List<Utf8Kernel> utf8, byte[] filler, byte[] suffix,
            int slack, byte after) {
        for (StringFixtures.Malformed m : StringFixtures.malformed()) {
            for (int pos : positions) {
                byte[] prefix = validPrefix(filler, pos);
                for (boolean atEnd : new boolean[] {false, true}) {
                    byte[] tail = atEnd ? new byte[0] : suffix;
                    byte[] payload = new byte[pos + m.bytes().length + tail.length];
                    System.arraycopy(prefix, 0, payload, 0, pos);
                    System.arraycopy(m.bytes(), 0, payload, pos, m.bytes().length);
                    System.arraycopy(tail, 0, payload, pos + m.bytes().length, tail.length);
                    int off = (pos * 5 + m.bytes().length) & 15;
                    byte[] a = StringFixtures.embed(payload, off, slack, after);
                    for (Utf8Kernel k : utf8) {
                        StringChecks.utf8Bytes(k, a, off, payload.length);
                    }
                }
            }
        }
    }

    /** The first {@code n} bytes of {@code utf8} cut at a sequence boundary and padded with ASCII. */
    private static byte[] validPrefix(byte[] utf8, int n) {
        byte[] p = new byte[n];
        int cut = n;
        while (cut > 0 && cut < utf8.length && (utf8[cut] & 0xC0) == 0x80) {
            cut--;
        }
        System.arraycopy(utf8, 0, p, 0, cut);
        java.util.Arrays.fill(p, cut, n, (byte) 'x');
        return p;
    }

    /**
     * An unpaired surrogate (lone high, lone low, high at the end, reversed pair) and a char above
     * 0xFF at every position of multi-byte text.
     */
    public static void defectiveCharsEverywhere(List<Utf8Kernel> utf8, List<Latin1Kernel> latin1) {
        defectiveCharsAt(EVERY_DEFECT_POSITION, utf8, latin1);
    }

    /** As {@link #defectiveCharsEverywhere}, at each of {@code positions} (at most {@value #MAX_DEFECT_POSITION}). */
    public static void defectiveCharsAt(int[] positions, List<Utf8Kernel> utf8, List<Latin1Kernel> latin1) {
        Random r = new Random(5);
        for (int pos : positions) {
            char[] base = StringFixtures.text(pos % 3 == 0 ? StringFixtures.Script.LATIN1 : StringFixtures.Script.MIXED,
                    MAX_DEFECT_POSITION + 40, r).toCharArray();
            for (char[] defect : new char[][] {{'\uD83D', 'a'}, {'\uDE00'}, {'\uDC00', '\uD800'}}) {
                char[] c = base.clone();
                // Step off a pair so the defect stands alone.
                int at = pos > 0 && Character.isHighSurrogate(c[pos - 1]) ? pos + 1 : pos;
                System.arraycopy(defect, 0, c, at, defect.length);
                if (Character.isLowSurrogate(c[at + defect.length])) {
                    c[at + defect.length] = 'b';
                }
                for (Utf8Kernel k : utf8) {
                    StringChecks.utf8Chars(k, c, 0, c.length);
                    StringChecks.utf8Chars(k, c, 0, at + 1);
                }
            }
            char[] latin = StringFixtures.text(StringFixtures.Script.LATIN1, MAX_DEFECT_POSITION + 40, r).toCharArray();
            latin[pos] = (char) (0x100 + r.nextInt(0xFF00));
            for (Latin1Kernel k : latin1) {
                StringChecks.latin1(k, latin, 0, latin.length);
                StringChecks.latin1(k, latin, 1, latin.length - 1);
            }
        }
    }
}
