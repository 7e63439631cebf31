package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Version-tolerant bodies: a reader with an older schema skips appended fields, a reader with a
 * newer schema defaults the missing ones. Two records stand for two versions of one type: the wire
 * carries no class names.
 */
class SchemaEvolutionTest {

    @Tolerant
    record UserV1(int id, String name) {
    }

    @Tolerant
    record UserV2(int id, String name, long createdAt, List<String> tags) {
    }

    record Envelope1(UserV1 user, int trailer) {
    }

    record Envelope2(UserV2 user, int trailer) {
    }

    /** Mutable, tolerant: fields missing from older bytes keep the no-arg constructor's values. */
    @Tolerant
    static final class Settings {
        @WireField(0)
        int volume;
        @WireField(1)
        String theme = "dark";
    }

    @Tolerant
    static final class SettingsV0 {
        @WireField(0)
        int volume;
    }

    @Test
    void bodyCarriesItsLength() {
        byte[] bytes = Io.encode(Codecs.of(UserV1.class), new UserV1(1, "a"));
        // Slot tag 1, length 6 (4 + 2), id, Latin-1 "a" (header 1 << 2 | 1 = 5).
        assertArrayEquals(new byte[] {1, 6, 0, 0, 0, 1, 0, 0, 0, 5, 'a'}, bytes, Io.hex(bytes));
    }

    @Test
    void olderReaderSkipsAppendedFields() {
        UserV2 v2 = new UserV2(7, "ann", 123456789L, List.of("x", "y"));
        byte[] bytes = Io.encode(Codecs.of(Envelope2.class), new Envelope2(v2, 99));
        Envelope1 old = Io.decode(Codecs.of(Envelope1.class), bytes);
        assertEquals(new Envelope1(new UserV1(7, "ann"), 99), old);
    }

    @Test
    void newerReaderDefaultsMissingFields() {
        byte[] bytes = Io.encode(Codecs.of(Envelope1.class), new Envelope1(new UserV1(7, "ann"), 99));
        Envelope2 newer = Io.decode(Codecs.of(Envelope2.class), bytes);
        assertEquals(new Envelope2(new UserV2(7, "ann", 0L, null), 99), newer);
    }

    @Test
    void mutableClassKeepsConstructorDefaults() {
        SettingsV0 old = new SettingsV0();
        old.volume = 11;
        Settings s = Io.decode(Codecs.of(Settings.class), Io.encode(Codecs.of(SettingsV0.class), old));
        assertEquals(11, s.volume);
        assertEquals("dark", s.theme);
    }

    @Test
    void readIntoKeepsTheTargetsValueForMissingFields() {
        SettingsV0 old = new SettingsV0();
        old.volume = 3;
        byte[] bytes = Io.encode(Codecs.of(SettingsV0.class), old);
        Settings target = new Settings();
        target.theme = "light";
        Settings back = Codecs.of(Settings.class).readInto(
                new dev.lanewire.codec.WireReader(new org.agrona.concurrent.UnsafeBuffer(bytes), 0, bytes.length), target);
        assertSame(target, back);
        assertEquals(3, back.volume);
        assertEquals("light", back.theme);
    }

    @Test
    void lengthBeyondTheInputIsMalformed() {
        byte[] bytes = {1, 100, 0, 0, 0, 1, 0, 0, 0, 0};
        CodecException e = assertThrows(CodecException.class, () -> Io.decode(Codecs.of(UserV1.class), bytes));
        assertEquals(1, e.offset());
    }

    @Test
    void fieldsRunningPastTheLengthAreMalformed() {
        // Length 2, but the first field alone is 4 bytes.
        byte[] bytes = {1, 2, 0, 0, 0, 1, 0, 0, 0, 0};
        assertThrows(CodecException.class, () -> Io.decode(Codecs.of(UserV1.class), bytes));
    }

    @Test
    void strictCodecHasNoLength() {
        record Plain(int id) {
        }
        Codec<Plain> codec = Codecs.of(Plain.class);
        assertArrayEquals(new byte[] {1, 1, 0, 0, 0}, Io.encode(codec, new Plain(1)));
    }
}
