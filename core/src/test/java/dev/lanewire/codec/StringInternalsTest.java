package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * The opt-in String internals path: open exactly when the test JVM opens {@code java.lang}
 * (core's default surefire execution does, the scalar one does not), and writing Latin-1 strings
 * produces the same wire bytes either way, as wire format v1 spells them.
 */
class StringInternalsTest {

    @Test
    void internalsAreOpenExactlyWhenTheJvmOptsIn() {
        assertEquals(Boolean.getBoolean("lanewire.test.expectStringInternals"), StringInternals.available());
        assertEquals(Boolean.getBoolean("lanewire.test.expectStringInternals")
                && java.nio.ByteOrder.nativeOrder() == java.nio.ByteOrder.LITTLE_ENDIAN, StringInternals.canAdopt());
    }

    @Test
    void theValueIsTheStringsOwnStorageOrNothing() {
        String latin1 = "Zürich";
        String wide = "Жук€";
        if (StringInternals.available()) {
            assertArrayEquals(latin1.getBytes(StandardCharsets.ISO_8859_1), StringInternals.value(latin1));
            assertEquals(2 * wide.length(), StringInternals.value(wide).length, "a wide String is stored as UTF-16");
            if (java.nio.ByteOrder.nativeOrder() == java.nio.ByteOrder.LITTLE_ENDIAN) {
                assertArrayEquals(wide.getBytes(StandardCharsets.UTF_16LE), StringCoding.ownPayload(wide));
            }
            assertEquals(0, StringInternals.value("").length);
        } else {
            assertNull(StringInternals.value(latin1));
            assertNull(StringCoding.ownPayload(wide));
        }
    }

    @Test
    void adoptedArraysBecomeStringsEqualToTheirOriginals() {
        if (StringInternals.canAdopt()) {
            String latin1 = StringInternals.adoptLatin1("café".getBytes(StandardCharsets.ISO_8859_1));
            assertEquals("café", latin1);
            assertEquals("café".hashCode(), latin1.hashCode());
            assertEquals("Жук", StringInternals.adoptUtf16("Жук".getBytes(StandardCharsets.UTF_16LE)));
        }
    }

    @Test
    void latin1StringsAreWrittenAsTheFormatSpellsThem() {
        for (int len : new int[] {0, 1, 16, 17, 31, 300, 70_000}) {
            char[] c = new char[len];
            for (int i = 0; i < len; i++) {
                c[i] = (char) (i % 7 == 0 ? 0xE9 : 'a' + i % 26);
            }
            String s = new String(c);
            ByteArrayOutputStream expected = new ByteArrayOutputStream();
            long header = ((long) len << 2) | StringCoding.LATIN1;
            while ((header & ~0x7FL) != 0) {
                expected.write((int) (header & 0x7F) | 0x80);
                header >>>= 7;
            }
            expected.write((int) header);
            expected.writeBytes(s.getBytes(StandardCharsets.ISO_8859_1));
            UnsafeBuffer buffer = new UnsafeBuffer(new byte[len + 16]);
            WireWriter w = new WireWriter(buffer, 0);
            w.writeString(s);
            byte[] written = Arrays.copyOf(buffer.byteArray(), w.position());
            assertArrayEquals(expected.toByteArray(), written, "length " + len);
            assertEquals(s, new WireReader(buffer, 0, w.position()).readString(), "length " + len);
        }
    }

    @Test
    void utf16StringsReadBackEqualWhereverTheirWideCharIs() {
        // The adopting reader (internals open) and the portable one must both give Strings equal,
        // by equals and hashCode, to the originals: a wide char first, last, only in the tail of
        // the eight-byte scan, alone, and none (every char Latin-1, as another writer may send it).
        String[] cases = {"Жук", "abcdefgЖ", "abcdefghЖ", "0123456789abcdefghijklmnopqrstuvwxyzЖ", "Ж",
            "\uD83D\uDE00 emoji", "\uDC00 unpaired", "abcdefghijklmnopq"};
        for (String s : cases) {
            byte[] utf16 = s.getBytes(StandardCharsets.UTF_16LE);
            if (s.startsWith("\uDC00")) {
                utf16 = new byte[2 * s.length()];
                for (int i = 0; i < s.length(); i++) {
                    utf16[2 * i] = (byte) s.charAt(i);
                    utf16[2 * i + 1] = (byte) (s.charAt(i) >>> 8);
                }
            }
            int header = (s.length() << 2) | StringCoding.UTF16;
            ByteArrayOutputStream wire = new ByteArrayOutputStream();
            while ((header & ~0x7F) != 0) {
                wire.write((header & 0x7F) | 0x80);
                header >>>= 7;
            }
            wire.write(header);
            wire.writeBytes(utf16);
            byte[] bytes = wire.toByteArray();
            // On the heap the reader scans the wire bytes; off-heap, the copy it adopts.
            ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
            for (UnsafeBuffer buffer : new UnsafeBuffer[] {new UnsafeBuffer(bytes), new UnsafeBuffer(direct)}) {
                String read = new WireReader(buffer, 0, bytes.length).readString();
                assertEquals(s, read, s);
                assertEquals(s.hashCode(), read.hashCode(), s);
                assertEquals(read, s, s);
            }
        }
    }

    @Test
    void hasWideCharSeesOneHighByteAtEveryPosition() {
        // Up to 80 chars: every path (under 8 bytes, 32-byte steps, 8-byte steps, the overlapping
        // last 8 bytes) meets a wide char in each of its places.
        // The chars sit between 3 and 5 bytes of wide chars (0x01 high bytes at both parities),
        // which must not be looked at.
        for (int len = 0; len <= 80; len++) {
            for (int from : new int[] {0, 3}) {
                byte[] latin1 = new byte[from + 2 * len + 5];
                Arrays.fill(latin1, (byte) 0x01);
                for (int k = 0; k < len; k++) {
                    // Latin-1 low bytes up to 0xFF, zero high bytes: only the odd bytes tell a wide char.
                    latin1[from + 2 * k] = (byte) (0x41 + 29 * k);
                    latin1[from + 2 * k + 1] = 0;
                }
                assertFalse(StringCoding.hasWideChar(latin1, from, 2 * len), "all Latin-1, length " + len + " at " + from);
                for (int wide = 0; wide < len; wide++) {
                    byte[] b = latin1.clone();
                    b[from + 2 * wide + 1] = 0x01;
                    assertTrue(StringCoding.hasWideChar(b, from, 2 * len),
                            "length " + len + " at " + from + ", one wide char at " + wide);
                }
            }
        }
    }

    @Test
    void utf8StringsReadBackEqualWhetherOrNotTheyFitLatin1() {
        // Latin-1 text must come back stored as Latin-1 (equals compares the storage coder), wide
        // text as UTF-16, wherever its first wide char is.
        String[] cases = {"Zürich", "Жук", "Zürich→東京", "abcdefghijklmnopqrstuvwxyzé", "abcdefghijklmnopqrstuvwxyzЖ",
            "\uD83D\uDE00 emoji", "ÿ".repeat(300), "ÿ".repeat(300) + "Ā"};
        for (String s : cases) {
            UnsafeBuffer buffer = new UnsafeBuffer(new byte[4 * s.length() + 16]);
            int end = new WireWriter(buffer, 0).writeStringUtf8(s).position();
            String read = new WireReader(buffer, 0, end).readString();
            assertEquals(s, read, s);
            assertEquals(read, s, s);
            assertEquals(s.hashCode(), read.hashCode(), s);
        }
    }
}
