package dev.lanewire.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The section that sets the page's UTF-8 kernels beside simdutf's published figures. */
class SimdutfAnchorsTest {

    private static Measurement ns(String method, String kind, String variant, double score) {
        return new Measurement("dev.lanewire.bench.text.Utf8Bench." + method, "avgt",
                Map.of("kind", kind, "size", "1000", "variant", variant), score, 1.0, "ns/op", List.of(score));
    }

    @Test
    void theByteCountsAreThoseUtf8BenchPrintsForItsText() {
        // Utf8Bench's set-up printed these for its seed-42 texts (official run of 06eb33c, AMD Zen 4).
        assertEquals(1847, SimdutfAnchors.utf8Bytes("cyrillic", 1000));
        assertEquals(3000, SimdutfAnchors.utf8Bytes("cjk", 1000));
    }

    @Test
    void eachPublishedFigureMeetsTheFastestVectorVariantOfItsMethodAndScript() {
        List<Measurement> m = new ArrayList<>();
        m.add(ns("decode", "cyrillic", "scalar", 2000));
        m.add(ns("decode", "cyrillic", "v256", 500));
        m.add(ns("decode", "cyrillic", "v512", 250));
        m.add(ns("decode", "cjk", "v512", 400));
        m.add(ns("validate", "cyrillic", "v256", 184.7));
        m.add(ns("validate", "cyrillic", "v512", 200));
        StringBuilder sb = new StringBuilder();
        SimdutfAnchors.render(sb, Pivot.all(m));
        String page = sb.toString();
        assertTrue(page.startsWith("## UTF-8 kernels beside simdutf's published figures"), page);
        // 1,000 chars in 250 ns: 4.00 Gchar/s, 2.84x AVX2's 1.41 on Arabic and 0.93x AVX-512's 4.3.
        assertTrue(page.contains("| decode | cyrillic (1,847 bytes) | v512 4.00 Gchar/s | Arabic: 1.41 Gchar/s"
                + " (AVX2, AMD Zen 2) | 2.84 |"), page);
        assertTrue(page.contains("| v512 4.00 Gchar/s | Arabic: 4.30 Gchar/s (AVX-512, Intel Ice Lake) | 0.93 |"), page);
        // 1,000 chars in 400 ns: 2.50 Gchar/s against 1.35 on Chinese.
        assertTrue(page.contains("| decode | cjk (3,000 bytes) | v512 2.50 Gchar/s | Chinese: 1.35 Gchar/s"
                + " (AVX2, AMD Zen 2) | 1.85 |"), page);
        // 1,847 bytes in 184.7 ns: 10.00 GB/s, the faster variant, against 10.5.
        assertTrue(page.contains("| validate | cyrillic (1,847 bytes) | v256 10.00 GB/s | Arabic: 10.50 GB/s"
                + " (AVX2, Intel Ice Lake) | 0.95 |"), page);
        // No encode times on this page: no encode rows.
        assertTrue(!page.contains("| encode |"), page);
    }

    @Test
    void aPageWithoutUtf8TimesGetsNoSection() {
        StringBuilder sb = new StringBuilder();
        SimdutfAnchors.render(sb, Pivot.all(List.of(new Measurement("dev.lanewire.bench.codec.CodecBench.roundTrip",
                "thrpt", Map.of("codecCase", "order", "peer", "lanewire"), 1.0, 0.1, "ops/s", List.of(1.0)))));
        assertEquals("", sb.toString());
    }
}
