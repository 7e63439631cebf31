package dev.lanewire.conformance;

import java.util.HexFormat;
import org.agrona.DirectBuffer;

/** Hex for failure messages and golden vectors. */
final class Hex {

    private static final HexFormat SPACED = HexFormat.ofDelimiter(" ").withUpperCase();

    private Hex() {
    }

    /** Parses hex bytes, spaces allowed between them. */
    static byte[] parse(String hex) {
        String compact = hex.replace(" ", "");
        return HexFormat.of().parseHex(compact);
    }

    /** Formats bytes as upper-case hex separated by spaces. */
    static String of(byte[] bytes) {
        return SPACED.formatHex(bytes);
    }

    /** Formats {@code buffer[from .. to)}. */
    static String of(DirectBuffer buffer, int from, int to) {
        byte[] copy = new byte[to - from];
        buffer.getBytes(from, copy);
        return of(copy);
    }
}
