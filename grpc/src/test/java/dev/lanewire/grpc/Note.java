package dev.lanewire.grpc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

/**
 * The test message: text in many scripts, tags and an opaque blob, sized from a few bytes to
 * several MiB.
 */
record Note(long seq, String text, List<String> tags, byte[] blob) {

    /** Words of many scripts (Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai, CJK, Hangul, emoji). */
    static final List<String> WORDS = List.of("Zürich", "Москва", "Αθήνα", "القاهرة", "ירושלים", "नई दिल्ली",
            "กรุงเทพ", "東京", "서울", "🚀✨", "naïve café", "ημέρα", "😀👍🏽");

    /**
     * A note of about {@code size} encoded bytes: half text (words of every script, cycled from
     * {@code seq}), half blob, plus two tags.
     */
    static Note ofSize(long seq, int size) {
        StringBuilder text = new StringBuilder();
        int i = (int) (seq % WORDS.size());
        while (text.length() * 2 < size / 2) {
            text.append(WORDS.get(i++ % WORDS.size())).append(' ');
        }
        byte[] blob = new byte[size / 2];
        for (int k = 0; k < blob.length; k++) {
            blob[k] = (byte) (k * 31 + seq);
        }
        return new Note(seq, text.toString(), List.of(WORDS.get((int) (seq % WORDS.size())), "#" + seq), blob);
    }

    /** Asserts {@code actual} has the same fields as {@code expected} (records compare arrays by identity). */
    static void assertSame(Note expected, Note actual) {
        assertEquals(expected.seq(), actual.seq(), "seq");
        assertEquals(expected.text(), actual.text(), "text of note " + expected.seq());
        assertEquals(expected.tags(), actual.tags(), "tags of note " + expected.seq());
        assertArrayEquals(expected.blob(), actual.blob(), "blob of note " + expected.seq());
    }
}
