package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class LimitsTest {

    @Test
    void withersReplaceExactlyOneBound() {
        Limits d = Limits.DEFAULT;
        assertEquals(new Limits(7, d.maxArrayElements(), d.maxCollectionElements(), d.maxDepth(), d.maxFrameBytes()),
                d.withMaxStringChars(7));
        assertEquals(new Limits(d.maxStringChars(), 7, d.maxCollectionElements(), d.maxDepth(), d.maxFrameBytes()),
                d.withMaxArrayElements(7));
        assertEquals(new Limits(d.maxStringChars(), d.maxArrayElements(), 7, d.maxDepth(), d.maxFrameBytes()),
                d.withMaxCollectionElements(7));
        assertEquals(new Limits(d.maxStringChars(), d.maxArrayElements(), d.maxCollectionElements(), 7, d.maxFrameBytes()),
                d.withMaxDepth(7));
        assertEquals(new Limits(d.maxStringChars(), d.maxArrayElements(), d.maxCollectionElements(), d.maxDepth(), 7),
                d.withMaxFrameBytes(7));
    }

    @Test
    void boundsBelowOneAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Limits.DEFAULT.withMaxStringChars(0));
        assertThrows(IllegalArgumentException.class, () -> Limits.DEFAULT.withMaxDepth(-1));
        assertThrows(IllegalArgumentException.class, () -> Limits.DEFAULT.withMaxFrameBytes(Integer.MIN_VALUE));
    }
}
