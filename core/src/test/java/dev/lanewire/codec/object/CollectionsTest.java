package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Lists, sets, maps and object arrays: layout, order, nulls, and unique keys on read. */
class CollectionsTest {

    record Strings(List<String> list) {
    }

    record StringSet(Set<String> set) {
    }

    record Scores(Map<String, Integer> byName) {
    }

    record Named(String[] names) {
    }

    record Linked(LinkedList<String> list) {
    }

    @Test
    void listLayout() {
        byte[] bytes = Io.encode(Codecs.of(Strings.class), new Strings(Arrays.asList("a", null)));
        // Record tag, list tag, count 2, "a" (Latin-1 header 5), null string (header 0).
        assertArrayEquals(new byte[] {1, 1, 2, 5, 'a', 0}, bytes, Io.hex(bytes));
    }

    @Test
    void mapLayoutAndOrder() {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put("b", 2);
        m.put("a", null);
        byte[] bytes = Io.encode(Codecs.of(Scores.class), new Scores(m));
        // Record tag, map tag, count 2, key "b", Integer slot tag 1 + 4 bytes, key "a", null slot.
        assertArrayEquals(new byte[] {1, 1, 2, 5, 'b', 1, 2, 0, 0, 0, 5, 'a', 0}, bytes, Io.hex(bytes));
        Scores back = Io.decode(Codecs.of(Scores.class), bytes);
        assertEquals(List.of("b", "a"), new ArrayList<>(back.byName().keySet()), "insertion order kept");
        assertEquals(m, back.byName());
    }

    @Test
    void duplicateSetElementIsMalformed() {
        // A list and a set share their layout: a list with a repeated element is a malformed set.
        byte[] bytes = Io.encode(Codecs.of(Strings.class), new Strings(List.of("x", "y", "x")));
        CodecException e = assertThrows(CodecException.class, () -> Io.decode(Codecs.of(StringSet.class), bytes));
        assertEquals(7, e.offset(), "offset of the third element");
        assertTrue(e.getMessage().contains("duplicate"), e.getMessage());
    }

    @Test
    void duplicateMapKeyIsMalformed() {
        // Record tag, map tag, count 2, "k" -> 1, "k" -> null.
        byte[] bytes = {1, 1, 2, 5, 'k', 1, 1, 0, 0, 0, 5, 'k', 0};
        CodecException e = assertThrows(CodecException.class, () -> Io.decode(Codecs.of(Scores.class), bytes));
        assertEquals(10, e.offset());
    }

    @Test
    void duplicateNullKeyIsMalformed() {
        byte[] bytes = {1, 1, 2, 0, 0, 0, 0};
        assertThrows(CodecException.class, () -> Io.decode(Codecs.of(Scores.class), bytes));
    }

    @Test
    void setKeepsOrderAndNull() {
        Set<String> s = new LinkedHashSet<>(Arrays.asList("q", null, "p"));
        StringSet back = Io.decode(Codecs.of(StringSet.class), Io.encode(Codecs.of(StringSet.class), new StringSet(s)));
        assertEquals(Arrays.asList("q", null, "p"), new ArrayList<>(back.set()));
    }

    record Suits(Model.Suit[] suits, Model.Suit one) {
    }

    @Test
    void enumArrayIsASection7OrdinalBlock() {
        Suits s = new Suits(new Model.Suit[] {Model.Suit.HEARTS, Model.Suit.CLUBS, Model.Suit.DIAMONDS},
                Model.Suit.SPADES);
        byte[] bytes = Io.encode(Codecs.of(Suits.class), s);
        // Array: nullable count 4, ordinals 2, 0, 1 (one byte each: 4 constants); then the field: tag, ordinal 3.
        assertArrayEquals(new byte[] {1, 4, 2, 0, 1, 1, 3}, bytes, Io.hex(bytes));
        Suits back = Io.decode(Codecs.of(Suits.class), bytes);
        assertArrayEquals(s.suits(), back.suits());
        assertEquals(Model.Suit[].class, back.suits().getClass());
        CodecException e = assertThrows(CodecException.class,
                () -> Io.decode(Codecs.of(Suits.class), new byte[] {1, 2, 4, 0}));
        assertEquals(2, e.offset(), "ordinal 4 of a 4-constant enum");
    }

    @Test
    void objectArrayRoundTrip() {
        Named back = Io.decode(Codecs.of(Named.class), Io.encode(Codecs.of(Named.class),
                new Named(new String[] {"x", null, "z"})));
        assertArrayEquals(new String[] {"x", null, "z"}, back.names());
        assertEquals(String[].class, back.names().getClass());
    }

    @Test
    void concreteCollectionTypesNeedARegisteredCodec() {
        assertThrows(IllegalArgumentException.class, () -> Codecs.of(Linked.class));
    }

    @Test
    void hashMapFieldAcceptsTheDecodedMap() {
        record Concrete(HashMap<String, String> m) {
        }
        HashMap<String, String> m = new HashMap<>(Map.of("a", "b"));
        Codec<Concrete> codec = Codecs.of(Concrete.class);
        assertEquals(new Concrete(m), Io.decode(codec, Io.encode(codec, new Concrete(m))));
    }
}
