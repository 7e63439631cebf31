package dev.lanewire.conformance;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** The jqwik generators of the conformance suite, kept together. */
final class WireArbitraries {

    /** A value and the kind that writes it. */
    record Field(FieldKind kind, Object value) {
        @Override
        public String toString() {
            return kind.id() + " " + FieldKind.show(value);
        }
    }

    /** Code point ranges of the scripts real messages carry. */
    private enum Script {
        ASCII(0x20, 0x7E),
        LATIN1(0x7F, 0xFF),
        CYRILLIC(0x400, 0x4FF),
        GREEK(0x370, 0x3FF),
        ARABIC(0x600, 0x6FF),
        DEVANAGARI(0x900, 0x97F),
        CJK(0x4E00, 0x9FFF),
        EMOJI(0x1F300, 0x1F64F),
        CONTROL(0x00, 0x1F);

        final int first;
        final int last;

        Script(int first, int last) {
            this.first = first;
            this.last = last;
        }

        Arbitrary<Integer> codePoints() {
            return Arbitraries.integers().between(first, last);
        }
    }

    private WireArbitraries() {
    }

    /**
     * Well-formed text: one script, or a mix; mostly short, sometimes long enough for every
     * kernel size class (over 256 chars).
     */
    static Arbitrary<String> wellFormedText() {
        Arbitrary<Integer> anyScript = Arbitraries.of(Script.values()).flatMap(Script::codePoints);
        Arbitrary<List<Integer>> oneScript = Arbitraries.of(Script.values())
                .flatMap(s -> s.codePoints().list().ofMaxSize(300));
        Arbitrary<List<Integer>> mixed = anyScript.list().ofMaxSize(300);
        // Mostly Latin-1 with a single wide char somewhere: exercises the switch to UTF-16.
        Arbitrary<List<Integer>> oneWide = Combinators.combine(
                Arbitraries.integers().between(0x20, 0xFF).list().ofMaxSize(400),
                Arbitraries.integers().between(0x100, 0xFFFF).filter(c -> c < 0xD800 || c > 0xDFFF),
                Arbitraries.integers().between(0, 400))
                .as((latin, wide, at) -> {
                    List<Integer> l = new java.util.ArrayList<>(latin);
                    l.add(Math.min(at, l.size()), wide);
                    return l;
                });
        return Arbitraries.oneOf(oneScript, mixed, oneWide).map(WireArbitraries::fromCodePoints);
    }

    /** Any Java String: well-formed text with unpaired surrogates sprinkled in, or null. */
    static Arbitrary<String> anyJavaString() {
        Arbitrary<String> withSurrogates = Combinators.combine(wellFormedText(),
                        Arbitraries.chars().range('\uD800', '\uDFFF').list().ofMaxSize(3),
                        Arbitraries.integers().between(0, 1000).list().ofMaxSize(3))
                .as((text, surrogates, at) -> {
                    StringBuilder b = new StringBuilder(text);
                    for (int i = 0; i < surrogates.size(); i++) {
                        int pos = at.isEmpty() ? 0 : at.get(i % at.size()) % (b.length() + 1);
                        b.insert(pos, surrogates.get(i));
                    }
                    return b.toString();
                });
        return Arbitraries.oneOf(wellFormedText(), withSurrogates).injectNull(0.05);
    }

    private static String fromCodePoints(List<Integer> codePoints) {
        StringBuilder b = new StringBuilder();
        for (int cp : codePoints) {
            b.appendCodePoint(cp);
        }
        return b.toString();
    }

    /** Floats by raw bits (so NaN payloads and -0.0 appear), with the special values as edge cases. */
    static Arbitrary<Float> floats() {
        return Arbitraries.oneOf(Arbitraries.integers().map(Float::intBitsToFloat),
                Arbitraries.of(-0.0f, 0.0f, Float.NaN, Float.intBitsToFloat(0x7FC00001), Float.intBitsToFloat(0xFF800001),
                        Float.POSITIVE_INFINITY, Float.MIN_VALUE, Float.MAX_VALUE));
    }

    /** Doubles by raw bits, with the special values as edge cases. */
    static Arbitrary<Double> doubles() {
        return Arbitraries.oneOf(Arbitraries.longs().map(Double::longBitsToDouble),
                Arbitraries.of(-0.0, 0.0, Double.NaN, Double.longBitsToDouble(0x7FF8000000000001L),
                        Double.longBitsToDouble(0xFFF0000000000001L), Double.NEGATIVE_INFINITY, Double.MIN_VALUE));
    }

    /** A value of {@code kind}, nulls and empties included where the type has them. */
    static Arbitrary<Object> valueOf(FieldKind kind) {
        int maxArray = 70;
        return switch (kind) {
            case BOOL -> Arbitraries.of(true, false).map(Object.class::cast);
            case BYTE -> Arbitraries.bytes().map(Object.class::cast);
            case SHORT -> Arbitraries.shorts().map(Object.class::cast);
            case CHAR -> Arbitraries.chars().map(Object.class::cast);
            case INT, VARINT, SVARINT -> Arbitraries.integers().map(Object.class::cast);
            case LONG, VARLONG, SVARLONG -> Arbitraries.longs().map(Object.class::cast);
            case FLOAT -> floats().map(Object.class::cast);
            case DOUBLE -> doubles().map(Object.class::cast);
            case STRING -> anyJavaString().map(Object.class::cast);
            case STRING_UTF8 -> wellFormedText().injectNull(0.05).map(Object.class::cast);
            case BOOL_ARRAY -> Arbitraries.of(true, false).array(boolean[].class).ofMaxSize(maxArray)
                    .injectNull(0.05).map(Object.class::cast);
            case BYTE_ARRAY -> Arbitraries.bytes().array(byte[].class).ofMaxSize(maxArray)
                    .injectNull(0.05).map(Object.class::cast);
            case SHORT_ARRAY -> Arbitraries.shorts().array(short[].class).ofMaxSize(maxArray)
                    .injectNull(0.05).map(Object.class::cast);
            case CHAR_ARRAY -> Arbitraries.chars().array(char[].class).ofMaxSize(maxArray)
                    .injectNull(0.05).map(Object.class::cast);
            case INT_ARRAY -> Arbitraries.integers().array(int[].class).ofMaxSize(maxArray)
                    .injectNull(0.05).map(Object.class::cast);
            case LONG_ARRAY -> Arbitraries.longs().array(long[].class).ofMaxSize(maxArray)
                    .injectNull(0.05).map(Object.class::cast);
            case FLOAT_ARRAY -> floats().array(float[].class).ofMaxSize(maxArray)
                    .injectNull(0.05).map(Object.class::cast);
            case DOUBLE_ARRAY -> doubles().array(double[].class).ofMaxSize(maxArray)
                    .injectNull(0.05).map(Object.class::cast);
        };
    }

    /** One field of any kind. */
    static Arbitrary<Field> field() {
        return Arbitraries.of(FieldKind.values()).flatMap(k -> valueOf(k).map(v -> new Field(k, v)));
    }

    /** A message: a sequence of fields of mixed kinds. */
    static Arbitrary<List<Field>> message() {
        return field().list().ofMinSize(1).ofMaxSize(12);
    }
}
