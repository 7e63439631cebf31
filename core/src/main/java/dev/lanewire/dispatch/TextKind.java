package dev.lanewire.dispatch;

import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * The standard kinds of text: which code points, mixed with some ASCII as real text is. The
 * benchmarks measure the text operations on them, and calibration chooses their kernels on them:
 * a kernel's speed depends on its input's script (an ASCII fast path, a 2-byte or 3-byte branch),
 * so a choice measured on one kind of text alone can lose on another. Calibration measures every
 * kind an operation's speed can depend on ({@link #forOp}), and no choice may lose to the scalar
 * twin beyond the noise on any of them.
 */
public enum TextKind {
    /** Printable ASCII: one UTF-8 byte a char. */
    ASCII,
    /** Western European text: ASCII with accented letters from U+0080..U+00FF. */
    LATIN1,
    /** Russian-like text: Cyrillic letters (2 UTF-8 bytes) and spaces. */
    CYRILLIC,
    /** Chinese-like text: CJK ideographs (3 UTF-8 bytes). */
    CJK,
    /** Emoji (4 UTF-8 bytes, a surrogate pair each) between words. */
    EMOJI,
    /** All of the above mixed. */
    MIXED;

    private static final List<TextKind> ALL = List.of(values());
    private static final List<TextKind> LATIN1_RANGE = List.of(ASCII, LATIN1);

    /** The {@code @Param} spelling of this kind, and its name in calibration output and profile comments. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses a {@code @Param} value. */
    public static TextKind of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }

    /** Exactly {@code chars} UTF-16 chars of this kind, reproducibly from {@code seed}. */
    public String text(int chars, long seed) {
        Random r = new Random(seed);
        StringBuilder sb = new StringBuilder(chars + 1);
        while (sb.length() < chars) {
            int cp = codePoint(this == MIXED ? values()[r.nextInt(MIXED.ordinal())] : this, r);
            if (Character.charCount(cp) > chars - sb.length()) {
                cp = ' ';
            }
            sb.appendCodePoint(cp);
        }
        return sb.toString();
    }

    private static int codePoint(TextKind kind, Random r) {
        int roll = r.nextInt(100);
        return switch (kind) {
            case ASCII -> 0x20 + r.nextInt(0x5F);
            case LATIN1 -> roll < 70 ? 'a' + r.nextInt(26) : roll < 80 ? ' ' : 0xC0 + r.nextInt(0x40);
            case CYRILLIC -> roll < 15 ? ' ' : 0x430 + r.nextInt(0x20);
            case CJK -> roll < 5 ? '\u3002' : 0x4E00 + r.nextInt(0x5200);
            case EMOJI -> roll < 50 ? 'a' + r.nextInt(26) : roll < 60 ? ' ' : 0x1F600 + r.nextInt(0x50);
            case MIXED -> throw new AssertionError("mixed draws from the other kinds");
        };
    }

    /**
     * The kinds {@code op} is calibrated on: all six for the UTF-8 operations; ASCII and Latin-1
     * for the Latin-1 ones (their inputs are Latin-1 by contract). None for the operations whose
     * work does not depend on the script (the UTF-16 byte-order copies; {@code utf8.asciiPrefix},
     * which scans only to the first non-ASCII byte and is measured on ASCII) or that are not text
     * (the block validators): they are measured on their one workload.
     */
    public static List<TextKind> forOp(Op op) {
        return switch (op) {
            case UTF8_VALIDATE, UTF8_UTF16_LENGTH, UTF8_DECODE, UTF8_ENCODED_LENGTH, UTF8_ENCODE -> ALL;
            case LATIN1_COMPRESS, LATIN1_INFLATE -> LATIN1_RANGE;
            default -> List.of();
        };
    }
}
