package dev.lanewire.bench.report;

import dev.lanewire.dispatch.TextKind;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * The page's UTF-8 kernels at {@link #CHARS} chars in Gchar/s and GB/s, beside simdutf's published
 * figures for the nearest script (issue 16): Cyrillic, like Arabic, is text of 2-byte sequences
 * with ASCII spaces, and CJK text, like Chinese, of 3-byte sequences. The published figures come
 * from other CPUs and other inputs; the section says which, so that a reader compares orders of
 * magnitude rather than reading a ratio as a verdict.
 */
final class SimdutfAnchors {

    /** The text length the section reads from the page's tables. */
    static final int CHARS = 1000;

    /** The seed {@code Utf8Bench} builds its text from, so that the byte counts are those measured. */
    private static final long TEXT_SEED = 42;

    private static final String TRANSCODING = "Lemire and Muła, \"Transcoding Billions of Unicode Characters per"
            + " Second with SIMD Instructions\", 2022";
    private static final String AVX512 = "Clausecker and Lemire, \"Transcoding Unicode Characters with AVX-512"
            + " Instructions\", 2023";
    private static final String VALIDATION = "simdutf's published validation figure";

    /**
     * One published figure.
     *
     * @param method  the {@code Utf8Bench} method measuring the same direction
     * @param kind    the page's text kind nearest to {@code script}
     * @param script  the script simdutf measured
     * @param where   instruction set and CPU of the published figure
     * @param value   the figure, in {@code unit}
     * @param unit    {@code Gchar/s} (UTF-16 chars) or {@code GB/s} (UTF-8 bytes)
     * @param source  where it was published
     */
    record Anchor(String method, String kind, String script, String where, double value, String unit, String source) {
    }

    /** The published figures the section compares with. */
    static final List<Anchor> PUBLISHED = List.of(
            new Anchor("decode", "cyrillic", "Arabic", "AVX2, AMD Zen 2", 1.41, "Gchar/s", TRANSCODING),
            new Anchor("decode", "cjk", "Chinese", "AVX2, AMD Zen 2", 1.35, "Gchar/s", TRANSCODING),
            new Anchor("decode", "cyrillic", "Arabic", "AVX-512, Intel Ice Lake", 4.3, "Gchar/s", AVX512),
            new Anchor("encode", "cyrillic", "Arabic", "AVX2, AMD Zen 2", 4.3, "Gchar/s", TRANSCODING),
            new Anchor("encode", "cjk", "Chinese", "AVX2, AMD Zen 2", 3.0, "Gchar/s", TRANSCODING),
            new Anchor("validate", "cyrillic", "Arabic", "AVX2, Intel Ice Lake", 10.5, "GB/s", VALIDATION));

    private SimdutfAnchors() {
    }

    /** The UTF-8 bytes of the text {@code Utf8Bench} measures for {@code kind} at {@code chars} chars. */
    static int utf8Bytes(String kind, int chars) {
        return TextKind.of(kind).text(chars, TEXT_SEED).getBytes(StandardCharsets.UTF_8).length;
    }

    /** Appends the section where the page has {@code Utf8Bench} times at {@link #CHARS} chars; else nothing. */
    static void render(StringBuilder sb, List<Pivot> pivots) {
        StringBuilder rows = new StringBuilder();
        for (Anchor a : PUBLISHED) {
            Pivot p = pivots.stream().filter(q -> q.shortName().equals("Utf8Bench." + a.method())
                    && !q.higherIsBetter() && q.unit().equals("ns/op")).findFirst().orElse(null);
            if (p == null || !p.rowParams().equals(List.of("kind", "size"))) {
                continue;
            }
            List<String> row = List.of(a.kind(), Integer.toString(CHARS));
            String best = p.fastestVector(row);
            if (best == null) {
                continue;
            }
            int bytes = utf8Bytes(a.kind(), CHARS);
            // Chars per nanosecond (Gchar/s) or UTF-8 bytes per nanosecond (GB/s).
            double here = (a.unit().equals("GB/s") ? bytes : CHARS) / p.score(row, best);
            rows.append(String.format(Locale.ROOT, "| %s | %s (%,d bytes) | %s %.2f %s | %s: %.2f %s (%s) | %.2f |%n",
                    a.method(), a.kind(), bytes, best, here, a.unit(), a.script(), a.value(), a.unit(), a.where(),
                    here / a.value()));
        }
        if (rows.isEmpty()) {
            return;
        }
        sb.append("## UTF-8 kernels beside simdutf's published figures\n\n");
        sb.append("The fastest vector variant of each `Utf8Bench` method above at ")
                .append(String.format(Locale.ROOT, "%,d", CHARS)).append(" chars, as chars (UTF-16 units) or UTF-8")
                .append(" bytes per nanosecond, beside the published figure of simdutf for the nearest script: Arabic for Cyrillic (2-byte sequences between ASCII")
                .append(" spaces), Chinese for CJK (3-byte sequences). `decode` here ends in a String (the chars,")
                .append(" then `new String`) and `encode` starts from one (`getChars`, then the kernel), so both")
                .append(" do more than the transcoding simdutf times; the published figures come from other CPUs and")
                .append(" texts. Sources: ").append(TRANSCODING).append("; ").append(AVX512).append("; ")
                .append(VALIDATION).append(" (AVX2, Ice Lake), as quoted in issue 16.\n\n");
        sb.append("| method | text | here | simdutf, published | here ÷ published |\n|---|---|---:|---:|---:|\n");
        sb.append(rows).append('\n');
    }
}
