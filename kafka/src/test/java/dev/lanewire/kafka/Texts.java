package dev.lanewire.kafka;

import java.util.List;
import java.util.Random;

/** Strings in many scripts for the tests, from a seeded generator. */
final class Texts {

    /** One alphabet per script: code points, supplementary ones (emoji, rare CJK) included. */
    static final List<int[]> SCRIPTS = List.of(
            range('a', 'z', ' ', ',', '.', 'é', 'ü', 'ß'),      // Latin, some Latin-1 letters
            range(0x0430, 0x044F, ' ', 0x0451),                      // Cyrillic
            range(0x03B1, 0x03C9, ' ', 0x0390),                      // Greek
            range(0x0627, 0x064A, ' ', 0x060C),                      // Arabic
            range(0x0905, 0x0939, ' ', 0x093E, 0x094D),              // Devanagari
            range(0x4E00, 0x4EFF, 0x3002, 0x20BB7),                  // CJK, one supplementary ideograph
            range(0x1F600, 0x1F64F, ' ', 0x1F680, 0x2764));          // emoji

    private Texts() {
    }

    /** {@code codePoints} code points drawn from one random script, or from all of them mixed. */
    static String random(Random random, int codePoints) {
        boolean mixed = random.nextInt(4) == 0;
        int[] script = SCRIPTS.get(random.nextInt(SCRIPTS.size()));
        StringBuilder text = new StringBuilder(codePoints * 2);
        for (int i = 0; i < codePoints; i++) {
            int[] from = mixed ? SCRIPTS.get(random.nextInt(SCRIPTS.size())) : script;
            text.appendCodePoint(from[random.nextInt(from.length)]);
        }
        return text.toString();
    }

    /** {@code codePoints} code points of {@code script}, one of {@link #SCRIPTS}. */
    static String random(Random random, int[] script, int codePoints) {
        StringBuilder text = new StringBuilder(codePoints * 2);
        for (int i = 0; i < codePoints; i++) {
            text.appendCodePoint(script[random.nextInt(script.length)]);
        }
        return text.toString();
    }

    private static int[] range(int first, int last, int... extra) {
        int[] points = new int[last - first + 1 + extra.length];
        for (int i = first; i <= last; i++) {
            points[i - first] = i;
        }
        System.arraycopy(extra, 0, points, last - first + 1, extra.length);
        return points;
    }
}
