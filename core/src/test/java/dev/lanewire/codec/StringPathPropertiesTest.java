package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.function.IntFunction;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.ExpandableDirectByteBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * Every road of the string path (String internals open in core's default execution, closed in the
 * scalar one; the short road and the long one; the UTF-8 byte count's width guessed right and
 * wrong; the worst case reserved or the bytes counted first; heap and off-heap, fixed and
 * expandable buffers) writes the bytes wire format v1 spells, worked out here from the JDK's
 * charsets, and reads them back.
 */
class StringPathPropertiesTest {

    /** Buffers the writer is handed: roomy ones take the bounded UTF-8 road, exact ones the counted one. */
    private static final List<IntFunction<MutableDirectBuffer>> BUFFERS = List.of(
            n -> new UnsafeBuffer(new byte[n]),
            n -> new UnsafeBuffer(ByteBuffer.allocateDirect(n)),
            n -> new ExpandableArrayBuffer(1),
            n -> new ExpandableDirectByteBuffer(1),
            n -> new UnsafeBuffer(new byte[4 * n + 32]),
            n -> new UnsafeBuffer(ByteBuffer.allocateDirect(4 * n + 32)));

    private static void varint(ByteArrayOutputStream out, long v) {
        while ((v & ~0x7FL) != 0) {
            out.write((int) (v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.write((int) v);
    }

    /** writeString's bytes by the format: Latin-1 when every char fits, else UTF-16LE. */
    static byte[] expectedNative(int start, String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(new byte[start], 0, start);
        boolean latin1 = s.chars().allMatch(c -> c <= 0xFF);
        varint(out, ((long) s.length() << 2) | (latin1 ? 1 : 2));
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            out.write(c);
            if (!latin1) {
                out.write(c >>> 8);
            }
        }
        return out.toByteArray();
    }

    /** writeStringUtf8's bytes by the format, for a well-formed string. */
    static byte[] expectedUtf8(int start, String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(new byte[start], 0, start);
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        varint(out, ((long) s.length() << 2) | 3);
        varint(out, utf8.length);
        out.writeBytes(utf8);
        return out.toByteArray();
    }

    private static byte[] written(MutableDirectBuffer b, int end) {
        byte[] out = new byte[end];
        b.getBytes(0, out, 0, end);
        return out;
    }

    private static void roundTrips(String s) {
        int start = 3;
        byte[] nat = expectedNative(start, s);
        boolean wellFormed = StandardCharsets.UTF_8.newEncoder().canEncode(s);
        byte[] utf8 = wellFormed ? expectedUtf8(start, s) : null;
        for (IntFunction<MutableDirectBuffer> make : BUFFERS) {
            MutableDirectBuffer b = make.apply(nat.length);
            WireWriter w = new WireWriter(b, start);
            w.writeString(s);
            String what = b.getClass().getSimpleName() + " of " + b.capacity() + ", " + s.length() + " chars";
            byte[] got = written(w.buffer(), w.position());
            assertArrayEquals(nat, got, () -> what + ": " + HexFormat.of().formatHex(got));
            assertEquals(s, new WireReader(w.buffer(), start, w.position()).readString(), what);
            if (wellFormed) {
                MutableDirectBuffer u = make.apply(utf8.length);
                WireWriter wu = new WireWriter(u, start);
                wu.writeStringUtf8(s);
                byte[] gotUtf8 = written(wu.buffer(), wu.position());
                assertArrayEquals(utf8, gotUtf8, () -> what + " as UTF-8: " + HexFormat.of().formatHex(gotUtf8));
                String back = new WireReader(wu.buffer(), start, wu.position()).readString();
                assertEquals(s, back, what);
                assertEquals(s.hashCode(), back.hashCode(), what);
            } else {
                MutableDirectBuffer u = make.apply(3 * s.length() + 16);
                WireWriter wu = new WireWriter(u, start);
                assertThrows(CodecException.class, () -> wu.writeStringUtf8(s), what);
                assertEquals(start, wu.position(), what);
            }
        }
    }

    @Property(tries = 300)
    void anyStringIsWrittenAsTheFormatSpellsItAndReadsBack(@ForAll("texts") String s) {
        roundTrips(s);
    }

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.oneOf(
                Arbitraries.strings().ascii().ofMaxLength(80),
                Arbitraries.strings().withCharRange('\u0000', '\u00FF').ofMaxLength(80),
                Arbitraries.strings().withCharRange('\u0400', '\u04FF').ofMaxLength(80),
                Arbitraries.strings().withCharRange('\u4E00', '\u9FFF').ofMaxLength(300),
                Arbitraries.strings().ascii().withCharRange('\u00A0', '\u00FF').withCharRange('\u0400', '\u04FF')
                        .withCharRange('\u4E00', '\u4FFF').withCharRange('\uD800', '\uDFFF').ofMaxLength(400),
                Arbitraries.strings().all().ofMaxLength(70));
    }

    @Test
    void lengthsAroundTheShortRoadAndEverySizeClassRoundTrip() {
        Random r = new Random(5);
        String[] alphabets = {"abc xyz", "àéîõü", "жук", "東京中文", "a😀", "\uD800x\uDC00"};
        for (int len = 0; len <= 300; len += len < 40 ? 1 : 13) {
            for (String alphabet : alphabets) {
                StringBuilder sb = new StringBuilder();
                while (sb.length() < len) {
                    sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
                }
                roundTrips(sb.toString());
                // Latin-1 up to the last char, which alone is wide.
                if (len > 0) {
                    sb.setCharAt(len - 1, 'Ж');
                    roundTrips("x".repeat(len - 1) + "Ж");
                }
            }
        }
    }

    @Test
    void theByteCountsVarintWidthGuessedWrongIsMoved() {
        // One byte a char, two or three: a first char of another width makes the guess wrong at
        // the 127/128 and 16383/16384 byte boundaries.
        List<String> cases = new ArrayList<>();
        for (int len : new int[] {42, 43, 44, 63, 64, 65, 126, 127, 128, 129, 5461, 5462, 5463, 16383, 16384}) {
            cases.add("a" + "東".repeat(len - 1));
            cases.add("東" + "a".repeat(len - 1));
            cases.add("ж" + "a".repeat(len - 1));
            cases.add("a" + "ж".repeat(len - 1));
            cases.add("a".repeat(len));
            // Latin-1 (encoded in place when String internals are open): one byte a char or two.
            cases.add("é" + "a".repeat(len - 1));
            cases.add("a" + "é".repeat(len - 1));
        }
        for (int bytes : new int[] {127, 128, 16383, 16384}) {
            // Exactly the boundary byte count: ASCII then three-byte chars.
            for (int cjk = 0; cjk <= bytes / 3; cjk += Math.max(1, bytes / 30)) {
                cases.add("a".repeat(bytes - 3 * cjk) + "東".repeat(cjk));
                cases.add("東".repeat(cjk) + "a".repeat(bytes - 3 * cjk));
            }
        }
        for (String s : cases) {
            roundTrips(s);
        }
    }

    @Test
    void anUnpairedSurrogateAtEveryPositionIsRefusedAtTheHeaderNamingItsIndex() {
        for (int len : new int[] {1, 2, 15, 16, 17, 32, 33, 64, 65, 257}) {
            for (int at = 0; at < len; at++) {
                for (String fill : new String[] {"a", "ж", "東"}) {
                    StringBuilder sb = new StringBuilder(fill.repeat(len));
                    sb.setCharAt(at, at % 2 == 0 ? '\uD83D' : '\uDE00');
                    String s = sb.toString();
                    for (IntFunction<MutableDirectBuffer> make : BUFFERS) {
                        WireWriter w = new WireWriter(make.apply(3 * len + 16), 2);
                        MutableDirectBuffer b = w.buffer();
                        b.setMemory(0, b.capacity(), (byte) 0x5A);
                        CodecException e = assertThrows(CodecException.class, () -> w.writeStringUtf8(s));
                        assertEquals(2, e.offset());
                        assertTrue(e.getMessage().contains("char index " + at + " "), e.getMessage());
                        assertEquals(2, w.position());
                        for (int i = 0; i < b.capacity(); i++) {
                            assertEquals((byte) 0x5A, b.getByte(i), "byte " + i + " written");
                        }
                    }
                    roundTrips(s);
                }
            }
        }
    }

    /** A UTF-8 string's wire bytes: header, byte count, payload, as another writer may send them. */
    static byte[] utf8Wire(int chars, byte[] payload) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        varint(out, ((long) chars << 2) | 3);
        varint(out, payload.length);
        out.writeBytes(payload);
        return out.toByteArray();
    }

    static MutableDirectBuffer[] both(byte[] wire) {
        UnsafeBuffer direct = new UnsafeBuffer(ByteBuffer.allocateDirect(wire.length));
        direct.putBytes(0, wire);
        return new MutableDirectBuffer[] {new UnsafeBuffer(wire), direct};
    }

    @Test
    void aGenuineReplacementCharReadsBackAndOneMadeByMalformedInputIsRefused() {
        String genuine = "a\uFFFDb";
        for (MutableDirectBuffer b : both(utf8Wire(3, genuine.getBytes(StandardCharsets.UTF_8)))) {
            assertEquals(genuine, new WireReader(b, 0, b.capacity()).readString());
        }
        // As many bytes as chars, so the ASCII road is tried first; a malformed byte at every position.
        for (int len : new int[] {1, 2, 16, 17, 33, 100}) {
            for (int at = 0; at < len; at++) {
                for (byte bad : new byte[] {(byte) 0x80, (byte) 0xC3, (byte) 0xFF, (byte) 0xED}) {
                    byte[] payload = "q".repeat(len).getBytes(StandardCharsets.US_ASCII);
                    payload[at] = bad;
                    byte[] wire = utf8Wire(len, payload);
                    int payloadAt = wire.length - len;
                    for (MutableDirectBuffer b : both(wire)) {
                        CodecException e = assertThrows(CodecException.class, () -> new WireReader(b, 0, b.capacity()).readString());
                        assertEquals(payloadAt + at, e.offset(), () -> HexFormat.of().formatHex(wire));
                    }
                }
            }
        }
        // A header claiming as many chars as bytes over well-formed two-byte text: the count differs.
        byte[] wire = utf8Wire(4, "éé".getBytes(StandardCharsets.UTF_8));
        for (MutableDirectBuffer b : both(wire)) {
            CodecException e = assertThrows(CodecException.class, () -> new WireReader(b, 0, b.capacity()).readString());
            assertEquals(0, e.offset(), e.getMessage());
        }
    }

    @Test
    void latin1AndUtf16PayloadsReadBackOffHeapAndOnTheHeap() {
        for (String s : new String[] {"", "a", "Zürich ÿ", "x".repeat(200) + "é", "Жук", "東京".repeat(100), "\uDC00 lone"}) {
            byte[] wire = expectedNative(0, s);
            for (MutableDirectBuffer b : both(wire)) {
                String read = new WireReader(b, 0, b.capacity()).readString();
                assertEquals(s, read);
                assertEquals(s.hashCode(), read.hashCode());
            }
        }
    }

    /**
     * The ASCII test of short payloads against a byte-by-byte one: every length up to and just
     * past the short road's, at every offset in a padded array, with one byte at or above 0x80
     * placed anywhere inside, just before or just after the range, or none.
     */
    @Test
    void theAsciiTestSeesEveryHighByteInsideTheRangeAndNoneOutside() {
        Random r = new Random(5);
        for (int len = 0; len <= StringCoding.ASCII_LOOP_BYTES + 2; len++) {
            for (int off = 0; off < 9; off++) {
                for (int high = off - 1; high <= off + len; high++) {
                    byte[] b = new byte[off + len + 9];
                    for (int k = 0; k < b.length; k++) {
                        b[k] = (byte) r.nextInt(0x80);
                    }
                    if (high >= 0) {
                        b[high] = (byte) (0x80 + r.nextInt(0x80));
                    }
                    boolean expected = true;
                    for (int k = off; k < off + len; k++) {
                        expected &= b[k] >= 0;
                    }
                    assertEquals(expected, StringCoding.isAscii(b, off, len), "len " + len + ", off " + off + ", high byte at " + high);
                }
            }
        }
    }

    /**
     * The filter that keeps non-Latin-1 UTF-8 from the Latin-1 loop, against a byte-by-byte test:
     * every length it takes, at a few offsets, the other bytes below {@code 0xC4}, and every byte
     * value placed at each position inside the range, just before it and just after it.
     */
    @Test
    void theLatin1FilterSeesEveryByteFrom0xC4InsideTheRangeAndNoneOutside() {
        Random r = new Random(6);
        for (int len = 0; len <= 2 * StringCoding.LATIN1_UTF8_LOOP_CHARS; len++) {
            for (int off = 0; off < 3; off++) {
                for (int at = off - 1; at <= off + len; at++) {
                    for (int value = 0; value < 0x100; value += 1 + r.nextInt(4)) {
                        byte[] b = new byte[off + len + 9];
                        for (int k = 0; k < b.length; k++) {
                            b[k] = (byte) r.nextInt(0xC4);
                        }
                        if (at >= 0) {
                            b[at] = (byte) value;
                        }
                        boolean expected = at >= off && at < off + len && value >= 0xC4;
                        assertEquals(expected, StringCoding.hasByteAboveLatin1(b, BulkCopy.BYTE_BASE + off, len),
                                "len " + len + ", off " + off + ", byte " + value + " at " + at);
                    }
                }
            }
        }
    }

    /** {@code s} as a String's UTF-16 storage: its chars in the platform's byte order. */
    private static byte[] utf16Storage(String s) {
        ByteBuffer b = ByteBuffer.allocate(2 * s.length()).order(ByteOrder.nativeOrder());
        b.asCharBuffer().put(s);
        return b.array();
    }

    /**
     * The UTF-16 loop writes strings within its bound as the JDK encodes them, surrogate pairs
     * included (not handed on), and hands on at an unpaired surrogate with the buffer as it was.
     */
    @Test
    void theUtf16LoopWritesTheJdksBytesAndHandsOnOnlyUnpairedSurrogates() {
        String[] taken = {"\u0436", "a\u0436b", "\u6771\u4eac", "\uD83D\uDE00", "x\uD83D\uDE00y\u07FF\u0800",
            "\uDBFF\uDFFF\uD800\uDC00", "\uFFFF\uE000\uD7FF\u0100"};
        String[] handedOn = {"\uD83D", "a\uDE00", "\uD83Dx\u0436", "\u0436\uDE00\uD83D"};
        for (String s : taken) {
            byte[] expected = utf8Wire(s.length(), s.getBytes(StandardCharsets.UTF_8));
            for (MutableDirectBuffer b : both(new byte[64])) {
                long h = ((long) s.length() << 2) | StringCoding.UTF8;
                int end = new StringCoding().writeUtf16AsUtf8(b, 0, Varints.sizeOfLong(h), h, utf16Storage(s), s.length());
                byte[] got = new byte[Math.max(end, 0)];
                b.getBytes(0, got);
                assertArrayEquals(expected, got, s);
            }
        }
        for (String s : handedOn) {
            for (MutableDirectBuffer b : both(new byte[64])) {
                long h = ((long) s.length() << 2) | StringCoding.UTF8;
                assertEquals(-1, new StringCoding().writeUtf16AsUtf8(b, 0, 1, h, utf16Storage(s), s.length()), s);
                for (int i = 0; i < 64; i++) {
                    assertEquals(0, b.getByte(i), s);
                }
            }
        }
    }
}
