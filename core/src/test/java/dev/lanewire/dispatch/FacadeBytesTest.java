package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanewire.codec.Utf8Strings;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import dev.lanewire.text.Latin1;
import dev.lanewire.text.Utf16;
import dev.lanewire.text.Utf8;
import dev.lanewire.validate.Blocks;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * Whatever the dispatcher bound in this configuration, the façades produce the JDK's bytes. Core's
 * surefire runs this class under every dispatch configuration, so a kernel variant that is only
 * bound under one of them is still checked against the JDK.
 */
class FacadeBytesTest {

    /** Lengths straddling the size classes (16, 256) and every vector width in chars and bytes. */
    private static final int[] LENGTHS = {0, 1, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129,
        255, 256, 257, 511, 512, 513, 1000, 4099};

    /** Code points by script: ASCII, Latin-1, Greek (2 bytes), CJK (3 bytes), emoji (4 bytes). */
    private static final int[][] SCRIPTS = {{0x20, 0x7E}, {0xA0, 0xFF}, {0x391, 0x3C9}, {0x4E00, 0x9FFF},
        {0x1F600, 0x1F64F}};

    private static List<String> corpus(int maxScript) {
        SplittableRandom random = new SplittableRandom(0x1A9E_0004L);
        List<String> out = new ArrayList<>();
        for (int len : LENGTHS) {
            for (int mix = 0; mix < 4; mix++) {
                StringBuilder b = new StringBuilder();
                while (b.length() < len) {
                    int script = mix == 0 ? 0 : random.nextInt(10) < 8 ? 0 : random.nextInt(1, maxScript + 1);
                    int[] range = SCRIPTS[script];
                    int cp = random.nextInt(range[0], range[1] + 1);
                    if (b.length() + Character.charCount(cp) > len) {
                        cp = 'x';
                    }
                    b.appendCodePoint(cp);
                }
                out.add(b.toString());
            }
        }
        return out;
    }

    private static String hex(byte[] b) {
        return HexFormat.of().formatHex(b, 0, Math.min(b.length, 64));
    }

    @Test
    void utf8EncodeAndDecodeMatchTheJdk() {
        for (String s : corpus(SCRIPTS.length - 1)) {
            byte[] expected = s.getBytes(StandardCharsets.UTF_8);
            byte[] actual = Utf8Strings.encode(s);
            assertArrayEquals(expected, actual, () -> "encode of length " + s.length() + ": " + hex(expected));
            assertEquals(expected.length, Utf8Strings.encodedLength(s));
            assertEquals(-1, Utf8.validate(actual, 0, actual.length), () -> hex(actual));
            assertEquals(s, Utf8Strings.decode(actual, 0, actual.length), () -> hex(actual));
        }
    }

    @Test
    void latin1CompressAndInflateMatchTheJdk() {
        for (String s : corpus(1)) {
            char[] chars = s.toCharArray();
            byte[] out = new byte[chars.length];
            assertEquals(chars.length, Latin1.compress(chars, 0, out, 0, chars.length));
            byte[] expected = s.getBytes(StandardCharsets.ISO_8859_1);
            assertArrayEquals(expected, out, () -> hex(expected));
            char[] back = new char[out.length];
            Latin1.inflate(out, 0, back, 0, out.length);
            assertEquals(s, new String(back));
        }
    }

    @Test
    void latin1CompressStopsAtTheFirstWideChar() {
        for (String s : corpus(1)) {
            for (int at : new int[] {0, s.length() / 2, s.length() - 1}) {
                if (s.isEmpty()) {
                    continue;
                }
                char[] chars = s.toCharArray();
                chars[at] = '\u0100';
                byte[] out = new byte[chars.length];
                assertEquals(at, Latin1.compress(chars, 0, out, 0, chars.length), "length " + chars.length);
                byte[] expected = s.substring(0, at).getBytes(StandardCharsets.ISO_8859_1);
                byte[] actual = java.util.Arrays.copyOf(out, at);
                assertArrayEquals(expected, actual, () -> hex(expected));
            }
        }
    }

    @Test
    void utf16LittleEndianMatchesTheJdk() {
        for (String s : corpus(SCRIPTS.length - 1)) {
            char[] chars = s.toCharArray();
            byte[] out = new byte[2 * chars.length];
            Utf16.toBytesLE(chars, 0, out, 0, chars.length);
            byte[] expected = s.getBytes(StandardCharsets.UTF_16LE);
            assertArrayEquals(expected, out, () -> hex(expected));
            char[] back = new char[chars.length];
            Utf16.fromBytesLE(out, 0, back, 0, chars.length);
            assertEquals(s, new String(back));
        }
    }

    /** Unsigned LEB128, as docs/wire-format.md specifies varints. */
    private static void varint(ByteArrayOutputStream out, int value) {
        while ((value & ~0x7F) != 0) {
            out.write((value & 0x7F) | 0x80);
            value >>>= 7;
        }
        out.write(value);
    }

    /**
     * The codec's string bytes, built from docs/wire-format.md section 3 and the JDK's charsets:
     * a varint of {@code chars << 2 | coder} (1 Latin-1, 2 UTF-16LE, 3 UTF-8 followed by a varint of
     * the byte count), then the payload.
     */
    private static byte[] specified(String s, boolean utf8) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] payload;
        if (utf8) {
            payload = s.getBytes(StandardCharsets.UTF_8);
            varint(out, s.length() << 2 | 3);
            varint(out, payload.length);
        } else {
            boolean latin1 = s.chars().allMatch(c -> c <= 0xFF);
            payload = s.getBytes(latin1 ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_16LE);
            varint(out, s.length() << 2 | (latin1 ? 1 : 2));
        }
        out.writeBytes(payload);
        return out.toByteArray();
    }

    @Test
    void theCodecWritesTheSpecifiedStringBytesAndReadsThemBack() {
        UnsafeBuffer heap = new UnsafeBuffer(new byte[64 * 1024]);
        UnsafeBuffer offHeap = new UnsafeBuffer(ByteBuffer.allocateDirect(64 * 1024 + 16), 16, 64 * 1024);
        WireWriter writer = new WireWriter();
        WireReader reader = new WireReader();
        for (String s : corpus(SCRIPTS.length - 1)) {
            for (boolean utf8 : new boolean[] {false, true}) {
                byte[] expected = specified(s, utf8);
                for (UnsafeBuffer buffer : List.of(heap, offHeap)) {
                    String where = (buffer == heap ? "heap, " : "off-heap, ") + (utf8 ? "UTF-8 " : "")
                            + "string of " + s.length() + " chars: " + hex(expected);
                    writer.wrap(buffer, 0);
                    if (utf8) {
                        writer.writeStringUtf8(s);
                    } else {
                        writer.writeString(s);
                    }
                    byte[] actual = new byte[writer.position()];
                    buffer.getBytes(0, actual);
                    assertArrayEquals(expected, actual, where);
                    assertEquals(s, reader.wrap(buffer, 0, actual.length).readString(), where);
                }
            }
        }
    }

    /** Calls the {@link Blocks} method of a block operation with the calibration workload's parameters. */
    private static int blocks(Op op, byte[] a, int count) {
        return switch (op) {
            case BLOCK_BOOL -> Blocks.firstInvalidBool(a, 0, count);
            case BLOCK_BOOL_STRIDED -> Blocks.firstInvalidBoolStrided(a, 0, count, Workloads.BOOL_STRIDE,
                    Workloads.BOOL_FIELD);
            case BLOCK_INT32_RANGE -> Blocks.firstOutOfRangeInt32(a, 0, count, Workloads.INT_MIN, Workloads.INT_MAX);
            case BLOCK_INT64_RANGE -> Blocks.firstOutOfRangeInt64(a, 0, count, Workloads.LONG_MIN, Workloads.LONG_MAX);
            case BLOCK_INT32_FIELD_RANGE -> Blocks.firstOutOfRangeInt32Field(a, 0, count, Workloads.INT_FIELD_STRIDE,
                    Workloads.FIELD_OFFSET, Workloads.INT_MIN, Workloads.INT_MAX);
            case BLOCK_INT64_FIELD_RANGE -> Blocks.firstOutOfRangeInt64Field(a, 0, count, Workloads.LONG_FIELD_STRIDE,
                    Workloads.FIELD_OFFSET, Workloads.LONG_MIN, Workloads.LONG_MAX);
            case BLOCK_FLAGS32_FIELD -> Blocks.firstInvalidFlags32Field(a, 0, count, Workloads.DECIMAL_STRIDE,
                    Workloads.DECIMAL_FLAGS, Workloads.DECIMAL_FORBIDDEN, Workloads.DECIMAL_SHIFT,
                    Workloads.DECIMAL_MAX_SCALE);
            case BLOCK_ORDINAL8 -> Blocks.firstOrdinal8AtOrAbove(a, 0, count, Workloads.ORDINAL8_LIMIT);
            case BLOCK_ORDINAL16 -> Blocks.firstOrdinal16AtOrAbove(a, 0, count, Workloads.ORDINAL16_LIMIT);
            case BLOCK_ORDINAL32 -> Blocks.firstOrdinal32AtOrAbove(a, 0, count, Workloads.ORDINAL32_LIMIT);
            default -> throw new IllegalArgumentException(op.id());
        };
    }

    /** Makes element {@code e} of a block invalid: its value just outside the operation's range. */
    private static void spoil(Op op, byte[] a, int e) {
        switch (op) {
            case BLOCK_BOOL -> a[e] = 2;
            case BLOCK_BOOL_STRIDED -> a[e * Workloads.BOOL_STRIDE + Workloads.BOOL_FIELD] = (byte) 0xFF;
            case BLOCK_INT32_RANGE -> putLE(a, e * 4, 4, Workloads.INT_MAX + 1L);
            case BLOCK_INT64_RANGE -> putLE(a, e * 8, 8, Workloads.LONG_MIN - 1);
            case BLOCK_INT32_FIELD_RANGE ->
                    putLE(a, e * Workloads.INT_FIELD_STRIDE + Workloads.FIELD_OFFSET, 4, Workloads.INT_MIN - 1L);
            case BLOCK_INT64_FIELD_RANGE ->
                    putLE(a, e * Workloads.LONG_FIELD_STRIDE + Workloads.FIELD_OFFSET, 8, Workloads.LONG_MAX + 1);
            case BLOCK_FLAGS32_FIELD ->
                    putLE(a, e * Workloads.DECIMAL_STRIDE + Workloads.DECIMAL_FLAGS, 4, (Workloads.DECIMAL_MAX_SCALE + 1) << 16);
            case BLOCK_ORDINAL8 -> a[e] = (byte) Workloads.ORDINAL8_LIMIT;
            case BLOCK_ORDINAL16 -> putLE(a, e * 2, 2, Workloads.ORDINAL16_LIMIT);
            case BLOCK_ORDINAL32 -> putLE(a, e * 4, 4, -1);
            default -> throw new IllegalArgumentException(op.id());
        }
    }

    private static void putLE(byte[] a, int at, int bytes, long v) {
        for (int b = 0; b < bytes; b++) {
            a[at + b] = (byte) (v >>> (8 * b));
        }
    }

    @Test
    void blockValidatorsFindTheFirstSpoiledElement() {
        for (Op op : Op.values()) {
            if (op.family() != Family.BLOCK) {
                continue;
            }
            for (SizeClass size : SizeClass.values()) {
                Workload w = Workloads.of(op, size);
                for (int i = 0; i < 6; i++) {
                    byte[] valid = w.bytes[i];
                    int count = w.lengths[i];
                    assertEquals(-1, blocks(op, valid, count), op.id() + " on a valid block of " + count);
                    for (int e : new int[] {0, count / 2, count - 1}) {
                        byte[] a = valid.clone();
                        spoil(op, a, e);
                        spoil(op, a, count - 1);
                        assertEquals(e, blocks(op, a, count), () -> op.id() + " on " + count + " elements: "
                                + hex(a));
                    }
                }
            }
        }
    }
}
