package dev.lanewire.conformance.objects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import dev.lanewire.conformance.objects.ObjectVectors.Circle;
import dev.lanewire.conformance.objects.ObjectVectors.Drawing;
import dev.lanewire.conformance.objects.ObjectVectors.FlagList;
import dev.lanewire.conformance.objects.ObjectVectors.Flags;
import dev.lanewire.conformance.objects.ObjectVectors.Person;
import dev.lanewire.conformance.objects.ObjectVectors.Square;
import java.nio.ByteBuffer;
import java.util.HexFormat;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.footnotes.EnableFootnotes;
import net.jqwik.api.footnotes.Footnotes;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Object codecs through the assembled library: values survive a round trip on heap and off-heap
 * buffers, and a truncated encoding is always a CodecException.
 */
@EnableFootnotes
class ObjectRoundTripPropertiesTest {

    /** The three top-level shapes the properties draw from. */
    record Mixed(Person person, Drawing drawing, FlagList flags) {
    }

    private static final Codec<Mixed> CODEC = Codecs.of(Mixed.class);

    @Provide
    Arbitrary<Mixed> values() {
        Arbitrary<String> text = Arbitraries.strings().withCharRange('\u0000', '\uFFFF').ofMaxLength(10);
        Arbitrary<Person> person = Combinators.combine(text.injectNull(0.2), Arbitraries.integers().injectNull(0.2),
                text.injectNull(0.2).list().ofMaxSize(4).injectNull(0.2)).as(Person::new);
        Arbitrary<Drawing> drawing = Arbitraries.oneOf(
                Arbitraries.longs().map(Double::longBitsToDouble).map(Circle::new),
                Arbitraries.integers().map(Square::new)).injectNull(0.1).map(Drawing::new);
        Arbitrary<FlagList> flags = Combinators.combine(Arbitraries.of(true, false), Arbitraries.integers(),
                Arbitraries.of(true, false)).as(Flags::new).list().ofMaxSize(40).map(FlagList::new);
        return Combinators.combine(person.injectNull(0.1), drawing.injectNull(0.1), flags.injectNull(0.1))
                .as(Mixed::new);
    }

    private static byte[] encode(Mixed value) {
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(16);
        WireWriter out = new WireWriter(buffer, 0);
        CODEC.write(out, value);
        byte[] bytes = new byte[out.position()];
        buffer.getBytes(0, bytes);
        return bytes;
    }

    @Property(tries = 200)
    void roundTripOnHeapAndOffHeap(@ForAll("values") Mixed value, Footnotes footnotes) {
        byte[] bytes = encode(value);
        footnotes.addFootnote("wire: " + HexFormat.ofDelimiter(" ").formatHex(bytes));
        assertEquals(normalized(value), normalized(CODEC.read(new WireReader(new UnsafeBuffer(bytes), 0, bytes.length))));
        ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length + 3);
        direct.position(3);
        direct.put(bytes);
        WireReader offHeap = new WireReader(new UnsafeBuffer(direct), 3, bytes.length + 3);
        assertEquals(normalized(value), normalized(CODEC.read(offHeap)));
        assertEquals(bytes.length + 3, offHeap.position());
    }

    @Property(tries = 60)
    void everyTruncationIsACodecException(@ForAll("values") Mixed value) {
        byte[] bytes = encode(value);
        for (int cut = 0; cut < bytes.length; cut++) {
            int length = cut;
            assertThrows(CodecException.class,
                    () -> CODEC.read(new WireReader(new UnsafeBuffer(bytes), 0, length)), "cut at " + cut);
        }
    }

    /** Doubles compared by raw bits: records compare NaNs by {@code Double.compare}, which merges payloads. */
    private static String normalized(Mixed m) {
        if (m == null || m.drawing() == null || !(m.drawing().s() instanceof Circle c)) {
            return String.valueOf(m);
        }
        return m + "/" + Long.toHexString(Double.doubleToRawLongBits(c.r()));
    }
}
