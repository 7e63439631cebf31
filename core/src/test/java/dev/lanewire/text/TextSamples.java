package dev.lanewire.text;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Random;

/** Generated text and JDK reference answers for the façade tests. */
final class TextSamples {

    /** Code point ranges: ASCII, Latin-1, Cyrillic, Greek, Arabic, Devanagari, CJK, emoji. */
    private static final int[][] SCRIPTS = {{0x20, 0x7F}, {0x80, 0x100}, {0x400, 0x500}, {0x370, 0x400},
        {0x600, 0x700}, {0x900, 0x980}, {0x4E00, 0xA000}, {0x1F300, 0x1FB00}};

    /** Lengths around the façade's size classes (16 and 256 units) and the vector widths. */
    static final int[] LENGTHS = {0, 1, 2, 3, 7, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 255, 256, 257, 1000, 4098};

    private TextSamples() {
    }

    /** {@code chars} chars from script {@code script} (an index into the table; -1 mixes all). */
    static String text(int script, int chars, Random r) {
        StringBuilder sb = new StringBuilder();
        while (sb.length() < chars) {
            int[] range = SCRIPTS[script < 0 ? r.nextInt(SCRIPTS.length) : script];
            int cp = range[0] + r.nextInt(range[1] - range[0]);
            sb.appendCodePoint(Character.charCount(cp) > chars - sb.length() ? 'q' : cp);
        }
        return sb.toString();
    }

    static int scripts() {
        return SCRIPTS.length;
    }

    /** Where the JDK's reporting UTF-8 decoder stops, or -1 when it accepts the range. */
    static int jdkErrorIndex(byte[] src, int off, int len) {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(src, off, len);
        CoderResult r = d.decode(in, CharBuffer.allocate(len + 1), true);
        return r.isError() ? in.position() : -1;
    }

    static String hex(byte[] b) {
        return HexFormat.ofDelimiter(" ").formatHex(b);
    }
}
