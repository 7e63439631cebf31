package dev.lanewire.conformance.objects;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.object.Tolerant;
import dev.lanewire.codec.object.Tracked;
import dev.lanewire.codec.object.WireField;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The types of docs/wire-format.md §8.9 and the values behind each name in
 * {@code golden/objects/values.txt}; the bytes live only in the resource file.
 */
final class ObjectVectors {

    private ObjectVectors() {
    }

    record Point(int x, int y) {
    }

    record Flags(boolean on, int level, boolean last) {
    }

    record Person(String name, Integer age, List<String> tags) {
    }

    enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }

    record Card(Suit suit, int rank) {
    }

    record Scores(Map<String, Integer> m) {
    }

    record Ids(Set<Integer> ids) {
    }

    record Names(String[] names) {
    }

    record Path(List<Point> points) {
    }

    record FlagList(List<Flags> flags) {
    }

    record Ints(int[] v) {
    }

    sealed interface Shape permits Circle, Square {
    }

    record Circle(double r) implements Shape {
    }

    record Square(int side) implements Shape {
    }

    record Drawing(Shape s) {
    }

    @Tracked
    record Tag(String t) {
    }

    record Tagged(Tag a, Tag b) {
    }

    @Tolerant
    record Version(int id) {
    }

    record Event(java.time.LocalDate day, java.time.Instant at, java.math.BigDecimal amount) {
    }

    @Tracked
    static final class Node {
        @WireField(0)
        String name;
        @WireField(1)
        List<Node> next = new ArrayList<>();
    }

    /** A named value and the codec that writes it. */
    record Case(Codec<Object> codec, Object value) {
    }

    @SuppressWarnings("unchecked")
    static Codec<Object> codec(String name) {
        Class<?> type = switch (name) {
            case "point" -> Point.class;
            case "flags" -> Flags.class;
            case "person" -> Person.class;
            case "card" -> Card.class;
            case "scores" -> Scores.class;
            case "ids" -> Ids.class;
            case "names" -> Names.class;
            case "path" -> Path.class;
            case "flaglist" -> FlagList.class;
            case "ints" -> Ints.class;
            case "drawing" -> Drawing.class;
            case "tagged" -> Tagged.class;
            case "version" -> Version.class;
            case "node" -> Node.class;
            case "event" -> Event.class;
            default -> throw new IllegalArgumentException("no codec named " + name);
        };
        return (Codec<Object>) Codecs.of(type);
    }

    /** The value of golden vector {@code name}. */
    static Case value(String name) {
        String codecName = name.contains(".") ? name.substring(0, name.indexOf('.')) : name;
        Object value = switch (name) {
            case "point" -> new Point(1, -2);
            case "flags" -> new Flags(true, 0x01020304, false);
            case "point.null" -> null;
            case "person" -> new Person("Al", null, List.of("x"));
            case "person.allnull" -> new Person(null, null, null);
            case "card.hearts" -> new Card(Suit.HEARTS, 12);
            case "card.nullsuit" -> new Card(null, 1);
            case "scores" -> new Scores(map("a", 1));
            case "ids" -> new Ids(new LinkedHashSet<>(List.of(7)));
            case "names" -> new Names(new String[] {"a", null});
            case "path.block" -> new Path(List.of(new Point(1, 2), new Point(3, 4)));
            case "path.null" -> new Path(null);
            case "flaglist.block" -> new FlagList(List.of(new Flags(true, -1, false), new Flags(false, 2, true)));
            case "ints" -> new Ints(new int[] {1});
            case "ints.null" -> new Ints(null);
            case "drawing.square" -> new Drawing(new Square(3));
            case "drawing.circle" -> new Drawing(new Circle(0.5));
            case "tagged.shared" -> {
                Tag t = new Tag("q");
                yield new Tagged(t, t);
            }
            case "tagged.distinct" -> new Tagged(new Tag("q"), new Tag("q"));
            case "node.selfcycle" -> {
                Node n = new Node();
                n.name = "a";
                n.next.add(n);
                yield n;
            }
            case "version" -> new Version(5);
            case "event" -> new Event(java.time.LocalDate.of(2024, 2, 29),
                    java.time.Instant.parse("2024-01-01T00:00:00.5Z"), new java.math.BigDecimal("1.5"));
            default -> throw new IllegalArgumentException("no value named " + name);
        };
        return new Case(codec(codecName), value);
    }

    private static Map<String, Integer> map(String k, int v) {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put(k, v);
        return m;
    }

    /** Structural equality for these types (arrays by content, the node cycle by shape). */
    static boolean same(Object a, Object b) {
        if (a instanceof Names x && b instanceof Names y) {
            return Arrays.equals(x.names(), y.names());
        }
        if (a instanceof Ints x && b instanceof Ints y) {
            return Arrays.equals(x.v(), y.v());
        }
        if (a instanceof Node x && b instanceof Node y) {
            return x.name.equals(y.name) && x.next.size() == y.next.size() && (x.next.get(0) == x) == (y.next.get(0) == y);
        }
        if (a instanceof Tagged x && b instanceof Tagged y) {
            return x.equals(y) && (x.a() == x.b()) == (y.a() == y.b());
        }
        return java.util.Objects.equals(a, b);
    }
}
