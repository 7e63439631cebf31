package dev.lanewire.kernel.vector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Every entry of {@link Utf8DecodeSteps}' tables, one valid input per 12-bit mask of sequence
 * ends, against the JDK's decoder: the differential suites reach the steps through random text,
 * which need not meet every mask.
 */
class Utf8DecodeStepsTest {

    /** Bytes the masks describe: the steps' indexed window. */
    private static final int INDEXED = 12;
    /** ASCII after the window, so that steps run past it and its last sequence is whole. */
    private static final int FILLER = 68;
    /** Code points of each UTF-8 length (index 1-4), the edges of each range and one inside it. */
    private static final int[][] CODE_POINTS = {
        {},
        {0x00, 0x41, 0x7F},
        {0x80, 0x3B1, 0x7FF},
        {0x800, 0x4E2D, 0xFFFF},
        {0x10000, 0x1F600, 0x10FFFF},
    };

    @Test
    void everyMaskOfValidInputDecodesLikeTheJdk() {
        int masks = 0;
        for (int m = 1; m < 1 << INDEXED; m++) {
            for (int variant = 0; variant < 3; variant++) {
                byte[] src = inputFor(m, variant);
                if (src == null) {
                    break;
                }
                char[] expected = new String(src, StandardCharsets.UTF_8).toCharArray();
                char[] dst = new char[src.length];
                long r = Utf8DecodeSteps.decode(src, 0, src.length, dst, 0);
                int reached = (int) (r >>> 32);
                int written = (int) r;
                String where = "mask " + Integer.toBinaryString(m) + " variant " + variant;
                // The steps pass the window and go on through the ASCII after it.
                assertTrue(reached >= INDEXED + Utf8DecodeSteps.LOAD && reached <= src.length, where + ": reached " + reached);
                assertEquals(new String(src, 0, reached, StandardCharsets.UTF_8).length(), written, where + ": chars for the bytes reached");
                assertArrayEquals(Arrays.copyOf(expected, written), Arrays.copyOf(dst, written), where);
                masks++;
            }
        }
        // Valid input's masks: 9-12 bytes cut into sequences of 1-4 bytes (208 + 401 + 773 + 1,490
        // ways), then at most three bytes of a sequence that ends past the window.
        assertEquals(3 * 2872, masks, "masks of valid input decoded, three inputs each");
    }

    @Test
    void everyEntryFitsTheStepsStoreAndTheCallersRoom() {
        for (int m = 0; m < 1 << INDEXED; m++) {
            int e = Utf8DecodeSteps.ENTRIES[m];
            int consumed = e & 0xF;
            int chars = e >>> 4 & 0xF;
            String where = "mask " + Integer.toBinaryString(m);
            assertTrue(consumed <= INDEXED, where);
            // One 8-char store a step; at most one char per byte consumed is the callers' room.
            assertTrue(chars <= 8 && chars <= consumed, where + ": " + chars + " chars for " + consumed + " bytes");
            boolean wholeSequence = m != 0 && Integer.numberOfTrailingZeros(m) < 4;
            assertEquals(wholeSequence, consumed != 0, where);
            if (consumed != 0) {
                assertTrue((m >>> (consumed - 1) & 1) != 0, where + ": ends on a sequence end");
            }
        }
    }

    /**
     * Valid UTF-8 whose first 12 bytes have their sequence ends exactly at {@code m}'s set bits,
     * then ASCII; null when no valid input has that mask.
     */
    private static byte[] inputFor(int m, int variant) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int start = 0;
        int k = 0;
        for (int b = 0; b < INDEXED; b++) {
            if ((m >>> b & 1) != 0) {
                int length = b + 1 - start;
                if (length > 4) {
                    return null;
                }
                append(out, CODE_POINTS[length][(variant + k++) % 3]);
                start = b + 1;
            }
        }
        int open = INDEXED - start;
        if (open > 3) {
            return null;
        }
        if (open > 0) {
            // The window ends inside a sequence: a 4-byte one, whose end lies past the window.
            append(out, CODE_POINTS[4][variant]);
        }
        for (int i = 0; i < FILLER; i++) {
            out.write('a' + i % 26);
        }
        return out.toByteArray();
    }

    private static void append(ByteArrayOutputStream out, int codePoint) {
        byte[] bytes = new String(Character.toChars(codePoint)).getBytes(StandardCharsets.UTF_8);
        out.write(bytes, 0, bytes.length);
    }
}
