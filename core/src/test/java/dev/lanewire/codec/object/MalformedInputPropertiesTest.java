package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.object.Model.Everything;
import dev.lanewire.codec.object.ReferenceTrackingTest.Node;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.footnotes.EnableFootnotes;
import net.jqwik.api.footnotes.Footnotes;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Untrusted bytes: whatever they are, reading either succeeds or throws {@link CodecException};
 * nothing else escapes (no IndexOutOfBounds, ClassCast, NullPointer, OutOfMemory or stack
 * overflow). A truncated encoding always fails: parsing is deterministic, so the prefix takes the
 * same path as the whole and runs out of bytes.
 */
@EnableFootnotes
class MalformedInputPropertiesTest {

    private static final Codec<Everything> EVERYTHING = Codecs.of(Everything.class);
    private static final Codec<Node> NODE = Codecs.of(Node.class);

    @Provide
    Arbitrary<Everything> graphs() {
        return ObjectArbitraries.everything(1);
    }

    /** Reads {@code bytes}; the only acceptable failure is a CodecException within the input. */
    private static void readSafely(Codec<?> codec, byte[] bytes, int length) {
        WireReader in = new WireReader(new UnsafeBuffer(bytes), 0, length);
        try {
            codec.read(in);
        } catch (CodecException e) {
            if (e.offset() < 0 || e.offset() > length) {
                throw new AssertionError("offset " + e.offset() + " outside the input of " + length + " bytes: "
                        + Io.hex(bytes), e);
            }
        } catch (Throwable t) {
            throw new AssertionError("not a CodecException for " + Io.hex(java.util.Arrays.copyOf(bytes, length)), t);
        }
    }

    @Property(tries = 60)
    void everyTruncationIsACodecException(@ForAll("graphs") Everything value, Footnotes footnotes) {
        byte[] bytes = Io.encode(EVERYTHING, value);
        footnotes.addFootnote("wire: " + Io.hex(bytes));
        for (int cut = 0; cut < bytes.length; cut++) {
            int length = cut;
            assertThrows(CodecException.class,
                    () -> EVERYTHING.read(new WireReader(new UnsafeBuffer(bytes), 0, length)), "cut at " + cut);
        }
    }

    @Property(tries = 300)
    void mutatedEncodingsFailOnlyWithCodecException(@ForAll("graphs") Everything value,
                                                     @ForAll @Size(min = 1, max = 4) List<Integer> positions,
                                                     @ForAll @Size(min = 4, max = 4) List<Byte> values,
                                                     Footnotes footnotes) {
        byte[] bytes = Io.encode(EVERYTHING, value);
        for (int i = 0; i < positions.size(); i++) {
            bytes[Math.floorMod(positions.get(i), bytes.length)] = values.get(i);
        }
        footnotes.addFootnote("mutated wire: " + Io.hex(bytes));
        readSafely(EVERYTHING, bytes, bytes.length);
    }

    @Provide
    Arbitrary<byte[]> noise() {
        // Mostly small bytes, so tags, counts and ids land on meaningful values often.
        return Arbitraries.oneOf(Arbitraries.bytes(), Arbitraries.bytes().between((byte) 0, (byte) 4))
                .array(byte[].class).ofMaxSize(200);
    }

    @Property(tries = 500)
    void randomBytesFailOnlyWithCodecException(@ForAll("noise") byte[] bytes, Footnotes footnotes) {
        footnotes.addFootnote("wire: " + Io.hex(bytes));
        readSafely(EVERYTHING, bytes, bytes.length);
        readSafely(NODE, bytes, bytes.length);
    }
}
