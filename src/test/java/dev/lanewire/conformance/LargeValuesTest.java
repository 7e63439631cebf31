package dev.lanewire.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.util.SplittableRandom;
import org.agrona.MutableDirectBuffer;
import org.junit.jupiter.api.Test;

/**
 * Values far larger than the generated ones: they take the kernels' large-input paths and grow
 * the writer's and reader's scratch arrays, on every kind of buffer.
 */
class LargeValuesTest {

    private static final int CHARS = 200_000;
    private static final int ELEMENTS = 1 << 20;

    private static String text(int firstCodePoint, int lastCodePoint, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder b = new StringBuilder(CHARS + 2);
        while (b.length() < CHARS) {
            b.appendCodePoint(random.nextInt(firstCodePoint, lastCodePoint + 1));
        }
        return b.toString();
    }

    @Test
    void largeStringsAndArraysRoundTripOnEveryBuffer() {
        String latin1 = text(0x20, 0xFF, 1);
        String cyrillic = text(0x400, 0x4FF, 2);
        String cjkAndEmoji = text(0x4E00, 0x9FFF, 3) + "😀".repeat(1000);
        // Latin-1 all the way to the last char, which is wide: the writer switches coder at the end.
        String lateWide = latin1 + "\u0100";
        String unpaired = cyrillic + '\uD800';
        SplittableRandom random = new SplittableRandom(4);
        int[] ints = random.ints(ELEMENTS).toArray();
        double[] doubles = random.longs(ELEMENTS).mapToDouble(Double::longBitsToDouble).toArray();
        boolean[] bools = new boolean[ELEMENTS];
        for (int i = 0; i < ELEMENTS; i += 3) {
            bools[i] = true;
        }
        for (BufferKind kind : BufferKind.values()) {
            MutableDirectBuffer buffer = kind.allocate(32 << 20);
            WireWriter w = new WireWriter(buffer, 1);
            w.writeString(latin1).writeString(cyrillic).writeString(cjkAndEmoji).writeString(lateWide)
                    .writeString(unpaired).writeStringUtf8(latin1).writeStringUtf8(cyrillic).writeStringUtf8(cjkAndEmoji)
                    .writeIntArray(ints).writeDoubleArray(doubles).writeBooleanArray(bools);
            WireReader r = new WireReader(w.buffer(), 1, w.position());
            assertEquals(latin1, r.readString(), kind + " latin-1");
            assertEquals(cyrillic, r.readString(), kind + " cyrillic");
            assertEquals(cjkAndEmoji, r.readString(), kind + " cjk");
            assertEquals(lateWide, r.readString(), kind + " late wide char");
            assertEquals(unpaired, r.readString(), kind + " unpaired surrogate");
            assertEquals(latin1, r.readString(), kind + " utf-8 latin-1");
            assertEquals(cyrillic, r.readString(), kind + " utf-8 cyrillic");
            assertEquals(cjkAndEmoji, r.readString(), kind + " utf-8 cjk");
            assertTrue(FieldKind.same(ints, r.readIntArray()), kind + " int[]");
            assertTrue(FieldKind.same(doubles, r.readDoubleArray()), kind + " double[] bits");
            assertTrue(FieldKind.same(bools, r.readBooleanArray()), kind + " boolean[]");
            assertEquals(0, r.remaining());
        }
    }
}
