package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The benchmark texts are what their names promise, so the numbers measure what they say. */
class TextKindTest {

    @Test
    void everyKindHasExactlyTheRequestedCharsAndIsWellFormed() {
        for (TextKind kind : TextKind.values()) {
            for (int size : new int[] {16, 64, 1000, 65536}) {
                String s = kind.text(size, 42);
                assertEquals(size, s.length(), kind + " " + size);
                assertTrue(StandardCharsets.UTF_8.newEncoder().canEncode(s), kind + " has an unpaired surrogate");
                assertEquals(s, kind.text(size, 42), kind + " is not reproducible");
                assertEquals(kind, TextKind.of(kind.id()));
            }
        }
    }

    @Test
    void kindsHaveTheirScriptsUtf8Width() {
        assertEquals(1000, TextKind.ASCII.text(1000, 1).getBytes(StandardCharsets.UTF_8).length);
        assertTrue(TextKind.LATIN1.text(1000, 1).chars().allMatch(c -> c <= 0xFF));
        assertTrue(TextKind.LATIN1.text(1000, 1).chars().anyMatch(c -> c >= 0x80));
        double cyrillic = TextKind.CYRILLIC.text(1000, 1).getBytes(StandardCharsets.UTF_8).length / 1000.0;
        assertTrue(cyrillic > 1.7 && cyrillic < 2.0, "Cyrillic bytes a char: " + cyrillic);
        double cjk = TextKind.CJK.text(1000, 1).getBytes(StandardCharsets.UTF_8).length / 1000.0;
        assertTrue(cjk > 2.8 && cjk <= 3.0, "CJK bytes a char: " + cjk);
        assertTrue(TextKind.EMOJI.text(1000, 1).codePoints().anyMatch(Character::isSupplementaryCodePoint));
    }
}
