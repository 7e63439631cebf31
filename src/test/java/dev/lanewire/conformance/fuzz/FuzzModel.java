package dev.lanewire.conformance.fuzz;

import dev.lanewire.codec.object.Tolerant;
import dev.lanewire.codec.object.Tracked;
import dev.lanewire.codec.object.WireField;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The object model {@link ObjectCodecFuzzTest} decodes: a sealed hierarchy that nests itself, maps,
 * sets, object and primitive arrays, §7's range types, a tracked mutable node that may form
 * cycles, a tolerant record, a mutable class read with {@code readInto}, and a self-nesting chain.
 */
final class FuzzModel {

    private FuzzModel() {
    }

    enum Color { RED, GREEN, BLUE }

    /** A sealed hierarchy; {@link Group} nests it. */
    sealed interface Figure permits Dot, Label, Group {
    }

    /** A fixed-size record of primitives (a block record). */
    record Dot(int x, int y, boolean on) implements Figure {
    }

    /** Strings and an enum. */
    record Label(String text, Color color) implements Figure {
    }

    /** Containers of figures. */
    record Group(List<Figure> members, Map<String, Figure> byName, Figure[] extra) implements Figure {
    }

    /** Reference-tracked and mutable: shared and cyclic graphs survive. */
    @Tracked
    static final class Node {
        @WireField(0)
        String name;
        @WireField(1)
        List<Node> next = new ArrayList<>();
        @WireField(2)
        Node parent;
    }

    /** Written with its length, so that readers of other versions skip or default fields. */
    @Tolerant
    record Versioned(int id, String name, List<Long> values, Versioned previous) {
    }

    /** The root of the rich model. */
    record Root(Figure figure, Set<String> names, Map<Color, List<Integer>> series, Map<Integer, Set<Long>> sets,
                Figure[] figures, int[] ints, double[] doubles, String[] strings, Node node, Versioned versioned,
                LocalDate day, Instant at, BigDecimal price, Color[] colors, List<Dot> dots) {
    }

    /** A mutable class that {@code readInto} fills in place. */
    static final class Mutable {
        @WireField(0)
        int count;
        @WireField(1)
        String text;
        @WireField(2)
        List<String> lines;
        @WireField(3)
        Map<String, Integer> counts;
        @WireField(4)
        Mutable child;
    }

    /** Nests itself to any depth. */
    record Chain(Chain next, int value) {
    }
}
