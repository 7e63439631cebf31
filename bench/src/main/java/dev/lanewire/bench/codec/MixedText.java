package dev.lanewire.bench.codec;

import java.util.SplittableRandom;

/**
 * Deterministic text in a chosen mix of scripts, so the UTF-8 cases exercise every encoded
 * length: 1-byte ASCII, 2-byte Latin-1/Greek/Cyrillic/Arabic, 3-byte CJK and 4-byte emoji
 * (surrogate pairs in Java strings).
 */
public final class MixedText {

    /** Code-point ranges {@code [first, last]}, one per script. */
    private static final int[][] SCRIPTS = {
        {'a', 'z'},            // ASCII letters
        {0x00E0, 0x00FF},      // Latin-1 supplement: 2 bytes, still Latin-1 in a Java string
        {0x03B1, 0x03C9},      // Greek: 2 bytes
        {0x0430, 0x044F},      // Cyrillic: 2 bytes
        {0x0627, 0x064A},      // Arabic: 2 bytes
        {0x4E00, 0x9FA5},      // CJK unified ideographs: 3 bytes
        {0x1F600, 0x1F64F},    // emoticons: 4 bytes, a surrogate pair
    };

    /** Index of each script in {@link #SCRIPTS}. */
    static final int ASCII = 0;
    static final int LATIN1 = 1;
    static final int GREEK = 2;
    static final int CYRILLIC = 3;
    static final int ARABIC = 4;
    static final int CJK = 5;
    static final int EMOJI = 6;

    private final SplittableRandom random;

    /** A generator whose output depends only on {@code seed}. */
    public MixedText(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /**
     * A string of about {@code chars} chars: words of {@code primary}'s script separated by
     * spaces, with one word in ten drawn from another script, so most strings are mixed.
     */
    String words(int primary, int chars) {
        StringBuilder sb = new StringBuilder(chars + 8);
        while (sb.length() < chars) {
            if (!sb.isEmpty()) {
                sb.append(' ');
            }
            int script = random.nextInt(10) == 0 ? random.nextInt(SCRIPTS.length) : primary;
            int len = 1 + random.nextInt(9);
            for (int i = 0; i < len; i++) {
                int[] range = SCRIPTS[script];
                sb.appendCodePoint(range[0] + random.nextInt(range[1] - range[0] + 1));
            }
        }
        return sb.toString();
    }

    /**
     * A string in a script drawn with realistic weights (ASCII most often), of 0 to
     * {@code maxChars} chars.
     */
    public String next(int maxChars) {
        int roll = random.nextInt(100);
        int primary = roll < 40 ? ASCII : roll < 55 ? LATIN1 : roll < 63 ? GREEK : roll < 71 ? CYRILLIC
                : roll < 78 ? ARABIC : roll < 92 ? CJK : EMOJI;
        int chars = random.nextInt(maxChars + 1);
        return chars == 0 ? "" : words(primary, chars);
    }

    /** Lower-case ASCII letters, {@code len} of them. */
    public String ascii(int len) {
        char[] out = new char[len];
        for (int i = 0; i < len; i++) {
            out[i] = (char) ('a' + random.nextInt(26));
        }
        return new String(out);
    }
}
