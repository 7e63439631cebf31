package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.object.Model.Everything;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.footnotes.EnableFootnotes;
import net.jqwik.api.footnotes.Footnotes;

/** Generated object graphs survive a round trip, and their encoding is canonical. */
@EnableFootnotes
class RoundTripPropertiesTest {

    private static final Codec<Everything> CODEC = Codecs.of(Everything.class);

    @Provide
    Arbitrary<Everything> graphs() {
        return ObjectArbitraries.everything(2);
    }

    @Property(tries = 300)
    void decodeOfEncodeIsEqual(@ForAll("graphs") Everything value, Footnotes footnotes) {
        byte[] bytes = Io.encode(CODEC, value);
        footnotes.addFootnote("wire: " + Io.hex(bytes));
        Everything back = Io.decode(CODEC, bytes);
        assertTrue(Deep.equal(value, back), () -> "decoded " + back + "\nwritten " + value);
    }

    @Property(tries = 150)
    void reencodingGivesTheSameBytes(@ForAll("graphs") Everything value, Footnotes footnotes) {
        byte[] bytes = Io.encode(CODEC, value);
        footnotes.addFootnote("wire: " + Io.hex(bytes));
        assertArrayEquals(bytes, Io.encode(CODEC, Io.decode(CODEC, bytes)));
    }
}
