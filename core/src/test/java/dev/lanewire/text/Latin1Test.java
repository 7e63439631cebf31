package dev.lanewire.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The {@link Latin1} façade against the JDK's ISO-8859-1 charset, in every size class. */
class Latin1Test {

    @Test
    void latin1TextNarrowsAndWidensLikeTheJdk() {
        Random r = new Random(21);
        for (int len : TextSamples.LENGTHS) {
            String s = TextSamples.text(r.nextBoolean() ? 0 : 1, len, r);
            char[] chars = s.toCharArray();
            byte[] dst = new byte[len + 3];
            assertEquals(len, Latin1.compress(chars, 0, dst, 3, len));
            assertArrayEquals(s.getBytes(StandardCharsets.ISO_8859_1), Arrays.copyOfRange(dst, 3, 3 + len));
            char[] back = new char[len + 2];
            Latin1.inflate(dst, 3, back, 2, len);
            assertEquals(s, new String(back, 2, len));
        }
    }

    @Test
    void narrowingStopsAtTheFirstWideChar() {
        Random r = new Random(22);
        for (int len : TextSamples.LENGTHS) {
            if (len == 0) {
                continue;
            }
            char[] chars = TextSamples.text(1, len, r).toCharArray();
            int wide = r.nextInt(len);
            chars[wide] = 'Ж';
            assertEquals(wide, Latin1.compress(chars, 0, new byte[len], 0, len));
        }
    }

    @Test
    void rangesOutsideTheArraysAreRejected() {
        assertThrows(IndexOutOfBoundsException.class, () -> Latin1.compress(new char[4], 0, new byte[3], 0, 4));
        assertThrows(IndexOutOfBoundsException.class, () -> Latin1.inflate(new byte[4], 1, new char[4], 0, 4));
    }
}
