package dev.lanewire.codec.object;

import dev.lanewire.codec.object.Model.Boxes;
import dev.lanewire.codec.object.Model.Circle;
import dev.lanewire.codec.object.Model.Containers;
import dev.lanewire.codec.object.Model.Everything;
import dev.lanewire.codec.object.Model.Figure;
import dev.lanewire.codec.object.Model.Group;
import dev.lanewire.codec.object.Model.Leaves;
import dev.lanewire.codec.object.Model.Prims;
import dev.lanewire.codec.object.Model.Rect;
import dev.lanewire.codec.object.Model.Suit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Generators of {@link Model} graphs, all in one place. */
final class ObjectArbitraries {

    private ObjectArbitraries() {
    }

    static Arbitrary<Float> floats() {
        // Raw bit patterns: NaN payloads, -0.0 and subnormals included.
        return Arbitraries.integers().map(Float::intBitsToFloat);
    }

    static Arbitrary<Double> doubles() {
        return Arbitraries.longs().map(Double::longBitsToDouble);
    }

    static Arbitrary<Prims> prims() {
        return Combinators.combine(Arbitraries.of(true, false), Arbitraries.bytes(), Arbitraries.shorts(),
                Arbitraries.chars(), Arbitraries.integers(), Arbitraries.longs(), floats(), doubles()).as(Prims::new);
    }

    static Arbitrary<Boxes> boxes() {
        return Combinators.combine(Arbitraries.of(true, false).injectNull(0.2), Arbitraries.bytes().injectNull(0.2),
                Arbitraries.shorts().injectNull(0.2), Arbitraries.chars().injectNull(0.2),
                Arbitraries.integers().injectNull(0.2), Arbitraries.longs().injectNull(0.2),
                floats().injectNull(0.2), doubles().injectNull(0.2)).as(Boxes::new);
    }

    static Arbitrary<String> latin1() {
        return Arbitraries.strings().withCharRange('\u0000', '\u00FF').ofMaxLength(20);
    }

    static Arbitrary<String> anyString() {
        // Any UTF-16 code units, unpaired surrogates included: writeString round-trips them all.
        return Arbitraries.strings().withCharRange('\u0000', '\uFFFF').ofMaxLength(12);
    }

    static Arbitrary<Leaves> leaves() {
        return Combinators.combine(latin1().injectNull(0.2), anyString().injectNull(0.2),
                Arbitraries.of(Suit.class).injectNull(0.2)).as(Leaves::new);
    }

    static Arbitrary<Model.Arrays> arrays() {
        int max = 6;
        Arbitrary<boolean[]> z = Arbitraries.of(true, false).list().ofMaxSize(max).map(l -> {
            boolean[] a = new boolean[l.size()];
            for (int i = 0; i < a.length; i++) {
                a[i] = l.get(i);
            }
            return a;
        });
        Arbitrary<byte[]> b = Arbitraries.bytes().array(byte[].class).ofMaxSize(max);
        Arbitrary<short[]> s = Arbitraries.shorts().array(short[].class).ofMaxSize(max);
        Arbitrary<char[]> c = Arbitraries.chars().array(char[].class).ofMaxSize(max);
        Arbitrary<int[]> i = Arbitraries.integers().array(int[].class).ofMaxSize(max);
        Arbitrary<long[]> l = Arbitraries.longs().array(long[].class).ofMaxSize(max);
        Arbitrary<float[]> f = floats().list().ofMaxSize(max).map(list -> {
            float[] a = new float[list.size()];
            for (int k = 0; k < a.length; k++) {
                a[k] = list.get(k);
            }
            return a;
        });
        Arbitrary<double[]> d = doubles().list().ofMaxSize(max).map(list ->
                list.stream().mapToDouble(Double::doubleValue).toArray());
        Arbitrary<String[]> strings = latin1().injectNull(0.2).array(String[].class).ofMaxSize(max);
        Arbitrary<Prims[]> prims = prims().array(Prims[].class).ofMaxSize(max);
        return Combinators.combine(Combinators.combine(z.injectNull(0.1), b.injectNull(0.1), s.injectNull(0.1),
                        c.injectNull(0.1), i.injectNull(0.1)).as((v1, v2, v3, v4, v5) -> java.util.Arrays.<Object>asList(v1, v2, v3, v4, v5)),
                Combinators.combine(l.injectNull(0.1), f.injectNull(0.1), d.injectNull(0.1), strings.injectNull(0.1),
                        prims.injectNull(0.1)).as((v1, v2, v3, v4, v5) -> java.util.Arrays.<Object>asList(v1, v2, v3, v4, v5)))
                .as((p, q) -> new Model.Arrays((boolean[]) p.get(0), (byte[]) p.get(1), (short[]) p.get(2),
                        (char[]) p.get(3), (int[]) p.get(4), (long[]) q.get(0), (float[]) q.get(1), (double[]) q.get(2),
                        (String[]) q.get(3), (Model.Prims[]) q.get(4)));
    }

    static Arbitrary<Containers> containers() {
        return Combinators.combine(
                latin1().injectNull(0.2).list().ofMaxSize(5).map(ArrayList::new).injectNull(0.1),
                Arbitraries.integers().set().ofMaxSize(5).map(LinkedHashSet::new).injectNull(0.1),
                Arbitraries.maps(latin1(), prims().injectNull(0.2)).ofMaxSize(4).map(LinkedHashMap::new).injectNull(0.1),
                prims().list().ofMaxSize(5).injectNull(0.1),
                Arbitraries.maps(Arbitraries.of(Suit.class), latin1().list().ofMaxSize(3).injectNull(0.2)).ofMaxSize(3)
                        .map(LinkedHashMap::new).injectNull(0.1))
                .as(Containers::new);
    }

    static Arbitrary<Figure> figures(int depth) {
        Arbitrary<Figure> circle = doubles().map(Circle::new);
        Arbitrary<Figure> rect = Combinators.combine(Arbitraries.integers(), Arbitraries.integers()).as(Rect::new);
        if (depth == 0) {
            return Arbitraries.oneOf(circle, rect);
        }
        Arbitrary<Figure> group = Combinators.combine(latin1(), figures(depth - 1).injectNull(0.1).list().ofMaxSize(3))
                .as(Group::new);
        return Arbitraries.oneOf(circle, rect, group);
    }

    static Arbitrary<Everything> everything(int depth) {
        Arbitrary<List<Everything>> children = depth == 0
                ? Arbitraries.just(List.of())
                : everything(depth - 1).injectNull(0.1).list().ofMaxSize(2);
        return Combinators.combine(prims().injectNull(0.1), boxes().injectNull(0.1), leaves().injectNull(0.1),
                arrays().injectNull(0.1), containers().injectNull(0.1), children.injectNull(0.1),
                figures(2).injectNull(0.1)).as(Everything::new);
    }
}
