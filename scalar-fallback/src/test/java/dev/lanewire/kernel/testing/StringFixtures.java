package dev.lanewire.kernel.testing;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

/**
 * Text generators, malformed UTF-8 patterns and the JDK reference answers shared by the string
 * kernel tests. Everything here is derived from the JDK's charsets, never from a kernel.
 */
public final class StringFixtures {

    /** Scripts whose code points exercise each UTF-8 sequence length. */
    public enum Script {
        ASCII(0x20, 0x7F),
        LATIN1(0x80, 0x100),
        CYRILLIC(0x400, 0x500),
        GREEK(0x370, 0x400),
        ARABIC(0x600, 0x700),
        HINDI(0x900, 0x980),
        CJK(0x4E00, 0xA000),
        EMOJI(0x1F300, 0x1FB00),
        MIXED(0, 0);

        final int lo;
        final int hi;

        Script(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }
    }

    /** Code points at the edges of every UTF-8 length class, mixed into {@link Script#MIXED}. */
    private static final int[] EDGES = {0, 0x7F, 0x80, 0xFF, 0x100, 0x7FF, 0x800, 0xFFF, 0x1000, 0xD7FF, 0xE000,
        0xFFFD, 0xFFFF, 0x10000, 0x10FFFF};

    /** Lengths that straddle every vector width, from the issue. */
    public static final int[] LENGTHS = IntStream.concat(IntStream.rangeClosed(0, 130), IntStream.of(207, 702, 1000, 4098))
            .toArray();

    private StringFixtures() {
    }

    /** Exactly {@code chars} UTF-16 chars of {@code script}, one in eight an ASCII space or letter. */
    public static String text(Script script, int chars, Random r) {
        StringBuilder sb = new StringBuilder(chars + 1);
        Script[] real = {Script.ASCII, Script.LATIN1, Script.CYRILLIC, Script.GREEK, Script.ARABIC, Script.HINDI,
            Script.CJK, Script.EMOJI};
        while (sb.length() < chars) {
            int cp;
            if (script == Script.MIXED) {
                cp = r.nextInt(6) == 0 ? EDGES[r.nextInt(EDGES.length)] : codePoint(real[r.nextInt(real.length)], r);
            } else if (script != Script.ASCII && r.nextInt(8) == 0) {
                cp = r.nextBoolean() ? ' ' : 'a' + r.nextInt(26);
            } else {
                cp = codePoint(script, r);
            }
            if (Character.charCount(cp) > chars - sb.length()) {
                cp = 'z';
            }
            sb.appendCodePoint(cp);
        }
        return sb.toString();
    }

    private static int codePoint(Script s, Random r) {
        return s.lo + r.nextInt(s.hi - s.lo);
    }

    /** One class of malformed UTF-8, as the bytes that start the bad sequence. */
    public record Malformed(String name, byte[] bytes) {
        @Override
        public String toString() {
            return name + " " + hex(bytes);
        }
    }

    /** Every error class of Unicode table 3-7, a few representatives each. */
    public static List<Malformed> malformed() {
        List<Malformed> m = new ArrayList<>();
        m.add(new Malformed("truncated-2", bytes(0xC3)));
        m.add(new Malformed("truncated-3a", bytes(0xE2)));
        m.add(new Malformed("truncated-3b", bytes(0xE2, 0x82)));
        // The bytes just outside the continuation range where the third byte belongs.
        m.add(new Malformed("truncated-3b-then-7F", bytes(0xE2, 0x82, 0x7F)));
        m.add(new Malformed("truncated-3b-then-C0", bytes(0xE2, 0x82, 0xC0)));
        m.add(new Malformed("truncated-4a", bytes(0xF0, 0x9F)));
        m.add(new Malformed("truncated-4b", bytes(0xF0, 0x9F, 0x98)));
        m.add(new Malformed("truncated-4c", bytes(0xF4, 0x8F, 0xBF)));
        m.add(new Malformed("stray-continuation-80", bytes(0x80)));
        m.add(new Malformed("stray-continuation-BF", bytes(0xBF)));
        m.add(new Malformed("too-many-continuations", bytes(0xC3, 0xA9, 0xA9)));
        m.add(new Malformed("overlong-2-C0", bytes(0xC0, 0x80)));
        m.add(new Malformed("overlong-2-C1", bytes(0xC1, 0xBF)));
        m.add(new Malformed("overlong-3", bytes(0xE0, 0x80, 0x80)));
        m.add(new Malformed("overlong-3-max", bytes(0xE0, 0x9F, 0xBF)));
        m.add(new Malformed("overlong-4", bytes(0xF0, 0x80, 0x80, 0x80)));
        m.add(new Malformed("overlong-4-max", bytes(0xF0, 0x8F, 0xBF, 0xBF)));
        m.add(new Malformed("surrogate-D800", bytes(0xED, 0xA0, 0x80)));
        m.add(new Malformed("surrogate-DFFF", bytes(0xED, 0xBF, 0xBF)));
        m.add(new Malformed("above-10FFFF", bytes(0xF4, 0x90, 0x80, 0x80)));
        m.add(new Malformed("above-10FFFF-F7", bytes(0xF7, 0xBF, 0xBF, 0xBF)));
        m.add(new Malformed("lead-F5", bytes(0xF5, 0x80, 0x80, 0x80)));
        m.add(new Malformed("lead-F8", bytes(0xF8, 0x88, 0x80, 0x80, 0x80)));
        m.add(new Malformed("lead-FE", bytes(0xFE)));
        m.add(new Malformed("lead-FF", bytes(0xFF)));
        return m;
    }

    public static byte[] bytes(int... values) {
        byte[] b = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            b[i] = (byte) values[i];
        }
        return b;
    }

    /**
     * Copies {@code payload} into a fresh array at {@code off}, surrounded by bytes that would
     * change any answer if a kernel read them as part of the range (lead bytes before, stray
     * continuation bytes after).
     */
    public static byte[] embed(byte[] payload, int off, int slack) {
        return embed(payload, off, slack, (byte) 0x80);
    }

    /** {@code payload} at {@code off}, after {@code 0xF0} bytes and before {@code slack} bytes of {@code after}. */
    public static byte[] embed(byte[] payload, int off, int slack, byte after) {
        byte[] a = new byte[off + payload.length + slack];
        java.util.Arrays.fill(a, 0, off, (byte) 0xF0);
        System.arraycopy(payload, 0, a, off, payload.length);
        java.util.Arrays.fill(a, off + payload.length, a.length, after);
        return a;
    }

    /** {@code payload} at {@code off} in a char array padded with unpaired surrogates on both sides. */
    public static char[] embed(char[] payload, int off, int slack) {
        return embed(payload, off, slack, '\uD800', '\uDC00');
    }

    /** {@code payload} at {@code off} in a char array, after {@code before} and before {@code slack} of {@code after}. */
    public static char[] embed(char[] payload, int off, int slack, char before, char after) {
        char[] a = new char[off + payload.length + slack];
        java.util.Arrays.fill(a, 0, off, before);
        System.arraycopy(payload, 0, a, off, payload.length);
        java.util.Arrays.fill(a, off + payload.length, a.length, after);
        return a;
    }

    /**
     * The JDK's verdict on {@code src[off .. off+len)}: {@code -1} when a reporting UTF-8 decoder
     * accepts it, else the absolute index at which that decoder stops.
     */
    public static int jdkUtf8ErrorIndex(byte[] src, int off, int len) {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(src, off, len);
        CharBuffer out = CharBuffer.allocate(len + 1);
        CoderResult r = d.decode(in, out, true);
        if (r.isError()) {
            return in.position();
        }
        if (!r.isUnderflow()) {
            throw new AssertionError("unexpected " + r);
        }
        if (d.flush(out).isError()) {
            return in.position();
        }
        return -1;
    }

    /**
     * The JDK's verdict on {@code src[off .. off+len)} as UTF-16: {@code -1} when a reporting UTF-8
     * encoder accepts it, else the absolute index of the first unpaired surrogate.
     */
    public static int jdkUnpairedSurrogateIndex(char[] src, int off, int len) {
        CharsetEncoder e = StandardCharsets.UTF_8.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        CharBuffer in = CharBuffer.wrap(src, off, len);
        ByteBuffer out = ByteBuffer.allocate(3 * len + 4);
        CoderResult r = e.encode(in, out, true);
        if (r.isError()) {
            return in.position();
        }
        return -1;
    }

    /** Index of the first byte {@code >= 0x80}, or {@code off + len}: the ASCII-scan reference. */
    public static int firstNonAscii(byte[] src, int off, int len) {
        for (int i = off; i < off + len; i++) {
            if ((src[i] & 0x80) != 0) {
                return i;
            }
        }
        return off + len;
    }

    public static String hex(byte[] b) {
        return HexFormat.ofDelimiter(" ").formatHex(b);
    }

    public static String hex(byte[] b, int off, int len) {
        return HexFormat.ofDelimiter(" ").formatHex(b, off, off + len);
    }

    public static String hex(char[] c, int off, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = off; i < off + len; i++) {
            sb.append(String.format("%04x ", (int) c[i]));
        }
        return sb.toString().trim();
    }
}
