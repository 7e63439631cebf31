package dev.lanewire.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {

    @Test
    void writtenJsonReadsBackEqual() {
        Map<String, Object> inner = new LinkedHashMap<>();
        inner.put("quote\"and\\slash", "line\nbreak\ttab \u0001 é 中 😀");
        inner.put("list", List.of(1.5, -2.0, 1e-9, "x"));
        inner.put("empty", List.of());
        inner.put("null", null);
        Map<String, Object> outer = new LinkedHashMap<>();
        outer.put("inner", inner);
        outer.put("flag", true);
        outer.put("big", 12345678901.0);
        Object back = Json.parse(Json.write(outer));
        assertEquals(outer, back);
    }

    @Test
    void readsJmhStyleNumbersAndStrings() {
        Object v = Json.parse("[{\"score\": 1.25E7, \"scoreError\": \"NaN\", \"n\": -3, \"u\": \"\\u00e9\"}]");
        Map<?, ?> m = (Map<?, ?>) ((List<?>) v).getFirst();
        assertEquals(1.25e7, m.get("score"));
        assertEquals("NaN", m.get("scoreError"));
        assertEquals(-3.0, m.get("n"));
        assertEquals("é", m.get("u"));
    }

    @Test
    void malformedInputNamesTheOffset() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"a\": [1, 2}"));
        assertTrue(e.getMessage().contains("offset 11"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Json.parse("{\"a\": 1} x"));
        assertThrows(IllegalArgumentException.class, () -> Json.parse("\"open"));
    }

    @Test
    void argsKeepRepeatsFlagsAndTheRest() {
        Args a = Args.parse(new String[] {"--include", "X", "--include=Y", "-p", "size=1,2", "--full", "--",
            "raw", "--x"}, java.util.Set.of("full"));
        assertEquals(List.of("X", "Y"), a.all("include"));
        assertEquals("size=1,2", a.get("p", null));
        assertTrue(a.has("full"));
        assertEquals(List.of("raw", "--x"), a.rest());
        assertThrows(IllegalArgumentException.class, () -> Args.parse(new String[] {"--rounds"}, java.util.Set.of()));
    }
}
