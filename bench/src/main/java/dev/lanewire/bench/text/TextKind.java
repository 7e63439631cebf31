package dev.lanewire.bench.text;

import java.util.Random;

/** Kinds of benchmark text: which code points, mixed with some ASCII as real text is. */
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

    /** The {@code @Param} spelling of this kind. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Parses a {@code @Param} value. */
    public static TextKind of(String id) {
        return valueOf(id.toUpperCase(java.util.Locale.ROOT));
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
}
