package dev.lanewire.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The {@link Utf16} façade against the JDK's UTF-16LE charset, in every size class. */
class Utf16Test {

    @Test
    void textOfEveryScriptCopiesToAndFromTheWireLikeTheJdk() {
        Random r = new Random(31);
        for (int script = -1; script < TextSamples.scripts(); script++) {
            for (int len : TextSamples.LENGTHS) {
                String s = TextSamples.text(script, len, r);
                byte[] wire = new byte[2 * len + 1];
                Utf16.toBytesLE(s.toCharArray(), 0, wire, 1, len);
                assertArrayEquals(s.getBytes(StandardCharsets.UTF_16LE), Arrays.copyOfRange(wire, 1, wire.length));
                char[] back = new char[len];
                Utf16.fromBytesLE(wire, 1, back, 0, len);
                assertEquals(s, new String(back));
            }
        }
    }

    @Test
    void rangesOutsideTheArraysAreRejected() {
        assertThrows(IndexOutOfBoundsException.class, () -> Utf16.toBytesLE(new char[4], 0, new byte[7], 0, 4));
        assertThrows(IndexOutOfBoundsException.class, () -> Utf16.fromBytesLE(new byte[8], 1, new char[4], 0, 4));
    }
}
