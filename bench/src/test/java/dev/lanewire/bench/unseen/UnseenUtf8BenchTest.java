package dev.lanewire.bench.unseen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lanewire.dispatch.TextKind;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The unseen-text benchmark's calls cycle through distinct texts and answer as the JDK does (not timed). */
class UnseenUtf8BenchTest {

    private static UnseenUtf8Bench bench(String variant, int inputs, String kind) throws ReflectiveOperationException {
        UnseenUtf8Bench b = new UnseenUtf8Bench();
        b.variant = variant;
        b.inputs = inputs;
        b.size = 1000;
        b.kind = kind;
        b.setUp();
        return b;
    }

    @Test
    void decodeCyclesThroughDistinctTextsStartingWithUtf8BenchsText() throws ReflectiveOperationException {
        for (String variant : new String[] {"scalar", "jdk"}) {
            UnseenUtf8Bench b = bench(variant, 8, "cyrillic");
            Set<String> seen = new HashSet<>();
            String first = b.decode();
            assertEquals(TextKind.CYRILLIC.text(1000, 42), first, variant);
            seen.add(first);
            for (int i = 1; i < 8; i++) {
                seen.add(b.decode());
            }
            assertEquals(8, seen.size(), variant + ": eight calls, eight distinct texts");
            assertEquals(first, b.decode(), variant + ": the ninth call starts over");
        }
    }

    @Test
    void encodeWritesEachTextsUtf8Length() throws ReflectiveOperationException {
        UnseenUtf8Bench b = bench("scalar", 4, "cjk");
        for (int i = 0; i < 4; i++) {
            int expected = TextKind.CJK.text(1000, 42 + i).getBytes(StandardCharsets.UTF_8).length;
            assertEquals(expected, b.encode(), "text " + i);
        }
    }

    @Test
    void anUnknownVariantFailsTheSetUp() {
        assertThrows(IllegalArgumentException.class, () -> bench("v3", 1, "cjk"));
    }
}
