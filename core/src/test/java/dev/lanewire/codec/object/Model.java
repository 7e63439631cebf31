package dev.lanewire.codec.object;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** Types the object codec tests encode: every kind of field, nesting, containers, polymorphism. */
final class Model {

    private Model() {
    }

    /** Fixed-size record of every primitive: a block of 1+1+2+2+4+8+4+8 = 30 bytes. */
    record Prims(boolean z, byte b, short s, char c, int i, long l, float f, double d) {
    }

    /** Every box; each may be null. */
    record Boxes(Boolean z, Byte b, Short s, Character c, Integer i, Long l, Float f, Double d) {
    }

    /** An enum. */
    enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }

    /** Strings and an enum. */
    record Leaves(String latin1, String any, Suit suit) {
    }

    /** Every array kind. */
    record Arrays(boolean[] z, byte[] b, short[] s, char[] c, int[] i, long[] l, float[] f, double[] d, String[] strings,
                  Prims[] prims) {
    }

    /** Every container kind. */
    record Containers(List<String> strings, Set<Integer> ints, Map<String, Prims> byName, List<Prims> prims,
                      Map<Suit, List<String>> nested) {
    }

    /** A sealed hierarchy, with a recursive member. */
    sealed interface Figure permits Circle, Rect, Group {
    }

    /** A circle. */
    record Circle(double r) implements Figure {
    }

    /** A rectangle. */
    record Rect(int w, int h) implements Figure {
    }

    /** A named group of figures. */
    record Group(String name, List<Figure> members) implements Figure {
    }

    /** The whole model, nesting itself through {@code children}. */
    record Everything(Prims prims, Boxes boxes, Leaves leaves, Arrays arrays, Containers containers,
                      List<Everything> children, Figure figure) {
    }
}
