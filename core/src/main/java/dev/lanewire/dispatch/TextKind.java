package dev.lanewire.dispatch;

import java.util.List;

/**
 * The standard kinds of text a text operation is calibrated on. A kernel's speed depends on its
 * input's script (an ASCII fast path, a 2-byte or 3-byte branch), so a choice measured on one kind
 * of text alone can lose on another. Calibration measures every kind an operation's speed can
 * depend on ({@link #of}), and a variant counts only as fast as on its slowest kind.
 */
public enum TextKind {
    /** Words of a-z. */
    ASCII("ascii", new int[][] {{'a', 'z'}}),
    /** Words of Latin-1 letters from U+00C0 to U+00FF: one byte each in Latin-1, two in UTF-8. */
    LATIN1("latin1", new int[][] {{0xC0, 0xFF}}),
    /** Words of Greek and Cyrillic letters: two bytes each in UTF-8. */
    TWO_BYTE("2-byte", new int[][] {{0x391, 0x3C9}, {0x410, 0x44F}}),
    /** Words of CJK ideographs: three bytes each in UTF-8. */
    THREE_BYTE("3-byte", new int[][] {{0x4E00, 0x9FFF}}),
    /** Words of emoji: surrogate pairs, four bytes each in UTF-8. */
    EMOJI("emoji", new int[][] {{0x1F600, 0x1F64F}}),
    /**
     * ASCII words with one word in seven from Latin-1, Greek, Cyrillic, CJK or emoji, as in names,
     * addresses and messages (Latin-1 only for the Latin-1 operations). The warm-up runs this kind.
     */
    MIXED("mixed", null);

    private static final List<TextKind> ALL = List.of(MIXED, ASCII, LATIN1, TWO_BYTE, THREE_BYTE, EMOJI);
    private static final List<TextKind> LATIN1_ONLY = List.of(MIXED, ASCII, LATIN1);
    private static final List<TextKind> MIXED_ONLY = List.of(MIXED);
    private static final List<TextKind> ASCII_ONLY = List.of(ASCII);

    private final String id;
    /** Code point ranges the kind's words are drawn from, in turn; {@code null} for {@link #MIXED}. */
    final int[][] scripts;

    TextKind(String id, int[][] scripts) {
        this.id = id;
        this.scripts = scripts;
    }

    /** The kind's name in calibration output and profile comments. */
    public String id() {
        return id;
    }

    /**
     * The kinds {@code op} is calibrated on, {@link #MIXED} first: every kind for the UTF-8
     * operations; mixed, ASCII and Latin-1 for the Latin-1 ones (their inputs are Latin-1 by
     * contract); mixed alone for the UTF-16 byte-order copies, whose work does not depend on the
     * chars; ASCII alone for {@code utf8.asciiPrefix}, which scans only as far as the first
     * non-ASCII byte; none for the block operations, which are not text.
     */
    public static List<TextKind> of(Op op) {
        return switch (op) {
            case UTF8_VALIDATE, UTF8_UTF16_LENGTH, UTF8_DECODE, UTF8_ENCODED_LENGTH, UTF8_ENCODE -> ALL;
            case LATIN1_COMPRESS, LATIN1_INFLATE -> LATIN1_ONLY;
            case UTF16_TO_BYTES, UTF16_FROM_BYTES -> MIXED_ONLY;
            case UTF8_ASCII_PREFIX -> ASCII_ONLY;
            default -> List.of();
        };
    }
}
