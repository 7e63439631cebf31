package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
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
    }

    @Test
    void latin1BytesAreTheStringsOwnOrNothing() {
        String latin1 = "Zürich, 1 €? no: 1 ÿ";
        String wide = "Жук";
        assertNull(StringInternals.latin1Bytes(wide));
        byte[] own = StringInternals.latin1Bytes("Zürich");
        if (StringInternals.available()) {
            assertArrayEquals("Zürich".getBytes(StandardCharsets.ISO_8859_1), own);
        } else {
            assertNull(own);
        }
        assertNull(StringInternals.latin1Bytes(latin1), "the euro sign is not Latin-1");
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
}
