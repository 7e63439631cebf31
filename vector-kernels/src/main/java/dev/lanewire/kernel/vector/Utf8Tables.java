package dev.lanewire.kernel.vector;

/**
 * The three 16-entry nibble tables of the lookup validator (after Keiser and Lemire, "Validating
 * UTF-8 in less than one instruction per byte", 2021), derived here from the rules they encode.
 *
 * <p>Every malformed two-byte window (previous byte, current byte) of UTF-8 is a union of products
 * "previous byte's high nibble in H, its low nibble in L, current byte's high nibble in C". Giving
 * each product its own bit, {@code PREV_HIGH[prev >> 4] & PREV_LOW[prev & 15] & CUR_HIGH[cur >> 4]}
 * is non-zero exactly when some rule matches. {@link #TWO_CONTINUATIONS} is the one rule that is
 * sometimes fine: inside a 3- or 4-byte sequence, which the kernels detect separately (the byte
 * two back is {@code >= 0xE0} or three back is {@code >= 0xF0}) and cancel with an XOR of bit 7.
 *
 * <p>Tables are replicated to the vector length so a lookup is one full-width byte select.
 */
final class Utf8Tables {

    /** Lead byte followed by a byte that is not a continuation (or by nothing valid). */
    static final int TOO_SHORT = 1;
    /** ASCII byte followed by a continuation byte. */
    static final int TOO_LONG = 1 << 1;
    /** {@code E0} followed by {@code 80..9F}: a 3-byte form of a code point below U+0800. */
    static final int OVERLONG_3 = 1 << 2;
    /** {@code F4} followed by {@code 90..BF}, or {@code F5..FF} followed by {@code 90..BF}: above U+10FFFF. */
    static final int TOO_LARGE = 1 << 3;
    /** {@code ED} followed by {@code A0..BF}: an encoded surrogate U+D800..U+DFFF. */
    static final int SURROGATE = 1 << 4;
    /** {@code C0} or {@code C1}, followed by anything: a 2-byte form of an ASCII code point. */
    static final int OVERLONG_2 = 1 << 5;
    /** {@code F0} followed by {@code 80..8F} (overlong 4-byte form), or {@code F5..FF} followed by {@code 80..8F}. */
    static final int OVERLONG_4_OR_TOO_LARGE_80 = 1 << 6;
    /** A continuation byte followed by a continuation byte: an error unless inside a 3- or 4-byte sequence. */
    static final int TWO_CONTINUATIONS = 1 << 7;

    private static final int ALL = 0xFFFF;
    private static final int ASCII = 0x00FF;
    private static final int CONTINUATION = 0x0F00;
    private static final int LEADS = 0xF000;

    /** Rows of {bit, previous high nibbles, previous low nibbles, current high nibbles}, nibble sets as 16-bit masks. */
    private static final int[][] RULES = {
        {TOO_SHORT, LEADS, ALL, ASCII | LEADS},
        {TOO_LONG, ASCII, ALL, CONTINUATION},
        {OVERLONG_3, 1 << 0xE, 1 << 0x0, 1 << 0x8 | 1 << 0x9},
        {TOO_LARGE, 1 << 0xF, 0xFFF0, 1 << 0x9 | 1 << 0xA | 1 << 0xB},
        {SURROGATE, 1 << 0xE, 1 << 0xD, 1 << 0xA | 1 << 0xB},
        {OVERLONG_2, 1 << 0xC, 1 << 0x0 | 1 << 0x1, ALL},
        {OVERLONG_4_OR_TOO_LARGE_80, 1 << 0xF, 1 << 0x0 | 0xFFE0, 1 << 0x8},
        {TWO_CONTINUATIONS, CONTINUATION, ALL, CONTINUATION},
    };

    private Utf8Tables() {
    }

    /** The previous byte's high-nibble table, replicated to {@code lanes} bytes. */
    static byte[] prevHigh(int lanes) {
        return table(1, lanes);
    }

    /** The previous byte's low-nibble table, replicated to {@code lanes} bytes. */
    static byte[] prevLow(int lanes) {
        return table(2, lanes);
    }

    /** The current byte's high-nibble table, replicated to {@code lanes} bytes. */
    static byte[] curHigh(int lanes) {
        return table(3, lanes);
    }

    private static byte[] table(int column, int lanes) {
        byte[] t = new byte[lanes];
        for (int i = 0; i < lanes; i++) {
            int nibble = i & 15;
            int bits = 0;
            for (int[] rule : RULES) {
                if ((rule[column] & (1 << nibble)) != 0) {
                    bits |= rule[0];
                }
            }
            t[i] = (byte) bits;
        }
        return t;
    }
}
