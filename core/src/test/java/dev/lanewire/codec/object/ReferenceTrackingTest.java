package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Shared and cyclic references: written once, referred back to, rebuilt with the same identities. */
class ReferenceTrackingTest {

    /** A mutable, tracked node: cycles through it can be decoded. */
    @Tracked
    static final class Node {
        @WireField(0)
        String name;
        @WireField(1)
        List<Node> next = new ArrayList<>();

        Node() {
        }

        Node(String name) {
            this.name = name;
        }
    }

    /** A tracked record: shared values stay shared, cycles through it are impossible to build. */
    @Tracked
    record Point(int x, int y) {
    }

    record Pair(Point a, Point b) {
    }

    /** A record that reaches itself through a mutable list. */
    @Tracked
    record Holder(String name, List<Holder> items) {
    }

    record Holders(Holder first, List<Holder> rest) {
    }

    @Test
    void sharedRecordIsWrittenOnceAndReadBackShared() {
        Codec<Pair> codec = Codecs.of(Pair.class);
        Point p = new Point(1, 2);
        byte[] bytes = Io.encode(codec, new Pair(p, p));
        // Hand-derived: slot tag 1 (Pair), tag 1 + Point body (8 bytes), then back-reference to id 0 (tag 2).
        assertArrayEquals(new byte[] {1, 1, 1, 0, 0, 0, 2, 0, 0, 0, 2}, bytes, Io.hex(bytes));
        Pair back = Io.decode(codec, bytes);
        assertSame(back.a(), back.b());
        assertEquals(p, back.a());
    }

    @Test
    void equalButDistinctValuesStayDistinct() {
        Codec<Pair> codec = Codecs.of(Pair.class);
        Pair back = Io.decode(codec, Io.encode(codec, new Pair(new Point(1, 2), new Point(1, 2))));
        assertTrue(back.a() != back.b());
    }

    // Each node nests two levels (node, list): 25 nodes stay within the default depth of 64.
    @Property(tries = 100)
    void ringOfMutableNodesSurvives(@ForAll @IntRange(min = 1, max = 25) int size, @ForAll @IntRange(max = 24) int chord) {
        List<Node> ring = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            ring.add(new Node("n" + i));
        }
        for (int i = 0; i < size; i++) {
            ring.get(i).next.add(ring.get((i + 1) % size));
            ring.get(i).next.add(ring.get(chord % size));
        }
        Codec<Node> codec = Codecs.of(Node.class);
        Node back = Io.decode(codec, Io.encode(codec, ring.get(0)));
        Node n = back;
        for (int i = 0; i < size; i++) {
            assertEquals("n" + i, n.name);
            assertEquals(2, n.next.size());
            n = n.next.get(0);
        }
        assertSame(back, n, "the ring closes on the first node");
        Node m = back;
        for (int i = 0; i < size; i++) {
            assertSame(m.next.get(1), back.next.get(1), "every chord points at the same node");
            m = m.next.get(0);
        }
    }

    @Test
    void nodeReferringToItselfSurvives() {
        Node self = new Node("me");
        self.next.add(self);
        Codec<Node> codec = Codecs.of(Node.class);
        Node back = Io.decode(codec, Io.encode(codec, self));
        assertSame(back, back.next.get(0));
    }

    @Test
    void cycleThroughARecordIsRefusedOnWrite() {
        List<Holder> items = new ArrayList<>();
        Holder h = new Holder("h", items);
        items.add(h);
        CodecException e = assertThrows(CodecException.class, () -> Io.encode(Codecs.of(Holders.class),
                new Holders(h, List.of())));
        assertTrue(e.getMessage().contains("cycle"), e.getMessage());
    }

    @Test
    void sharedRecordInsideAListIsNotACycle() {
        Holder leaf = new Holder("leaf", List.of());
        Holder h = new Holder("h", List.of(leaf, leaf));
        Codec<Holders> codec = Codecs.of(Holders.class);
        Holders back = Io.decode(codec, Io.encode(codec, new Holders(h, List.of(h, leaf))));
        assertSame(back.first(), back.rest().get(0));
        assertSame(back.first().items().get(0), back.first().items().get(1));
        assertSame(back.first().items().get(0), back.rest().get(1));
    }

    @Test
    void backReferenceToAnUnknownIdIsMalformed() {
        Codec<Pair> codec = Codecs.of(Pair.class);
        // Pair present, first Point a back-reference to id 5, which was never assigned.
        byte[] bytes = {1, 7, 0};
        CodecException e = assertThrows(CodecException.class, () -> Io.decode(codec, bytes));
        assertEquals(1, e.offset());
    }

    @Test
    void backReferenceToAValueStillBeingBuiltIsMalformed() {
        Codec<Holders> codec = Codecs.of(Holders.class);
        // Holders present; Holder id 0 present: name null, items a list of 1 whose Holder is a
        // back-reference to id 0, which exists only once its fields are read.
        byte[] bytes = {1, 1, 0, 1, 1, 2};
        CodecException e = assertThrows(CodecException.class, () -> Io.decode(codec, bytes));
        assertEquals(5, e.offset());
        assertTrue(e.getMessage().contains("still being built"), e.getMessage());
    }

    @Test
    void backReferenceInAnUntrackedSlotIsMalformed() {
        Codec<Holders> codec = Codecs.of(Holders.class);
        // Holders present, first Holder null, rest: List slot with tag 2, but lists are not tracked.
        byte[] bytes = {1, 0, 2};
        CodecException e = assertThrows(CodecException.class, () -> Io.decode(codec, bytes));
        assertEquals(2, e.offset());
    }
}
