package dev.lanewire.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.agrona.MutableDirectBuffer;

/**
 * Everything written reads back exactly, on every kind of buffer; the bytes do not depend on the
 * buffer; string payloads equal what the JDK's charsets produce.
 */
class RoundTripPropertiesTest {

    private static final int CAPACITY = 1 << 18;
    private final Map<BufferKind, MutableDirectBuffer> fixed = new EnumMap<>(BufferKind.class);

    @Provide
    Arbitrary<List<WireArbitraries.Field>> messages() {
        return WireArbitraries.message();
    }

    @Provide
    Arbitrary<String> anyString() {
        return WireArbitraries.anyJavaString();
    }

    @Provide
    Arbitrary<String> wellFormed() {
        return WireArbitraries.wellFormedText();
    }

    private MutableDirectBuffer buffer(BufferKind kind) {
        return switch (kind) {
            case EXPANDABLE_HEAP, EXPANDABLE_OFF_HEAP -> kind.allocate(CAPACITY);
            default -> fixed.computeIfAbsent(kind, k -> k.allocate(CAPACITY));
        };
    }

    @Property(tries = 400)
    void messagesRoundTripOnEveryBufferKind(@ForAll("messages") List<WireArbitraries.Field> fields,
                                            @ForAll BufferKind kind, @ForAll @IntRange(max = 17) int offset) {
        WireWriter w = new WireWriter();
        int end = Messages.write(w, buffer(kind), offset, fields);
        MutableDirectBuffer written = w.buffer();
        String hex = Hex.of(written, offset, end);
        WireReader r = new WireReader(written, offset, end);
        for (WireArbitraries.Field f : fields) {
            Object actual = f.kind().read(r);
            assertTrue(FieldKind.same(f.value(), actual),
                    () -> f + " read back as " + FieldKind.show(actual) + "; wire: " + hex);
        }
        assertEquals(0, r.remaining(), () -> "bytes left over; wire: " + hex);
    }

    @Property(tries = 200)
    void bytesDoNotDependOnTheBuffer(@ForAll("messages") List<WireArbitraries.Field> fields, @ForAll BufferKind kind) {
        byte[] reference = Messages.encode(fields);
        WireWriter w = new WireWriter();
        int end = Messages.write(w, buffer(kind), 3, fields);
        assertEquals(Hex.of(reference), Hex.of(w.buffer(), 3, end), () -> "on " + kind + " for " + fields);
    }

    @Property(tries = 300)
    void anyJavaStringRoundTripsExactly(@ForAll("anyString") String s, @ForAll BufferKind kind) {
        WireWriter w = new WireWriter(buffer(kind), 1);
        w.writeString(s);
        WireReader r = new WireReader(w.buffer(), 1, w.position());
        String back = r.readString();
        assertEquals(s, back, () -> "wire: " + Hex.of(w.buffer(), 1, w.position()));
        assertEquals(0, r.remaining());
    }

    @Property(tries = 300)
    void stringPayloadIsLatin1OrUtf16LeAsTheJdkEncodesIt(@ForAll("anyString") String s) {
        Assume.that(s != null);
        byte[] wire = Messages.encode(List.of(new WireArbitraries.Field(FieldKind.STRING, s)));
        boolean narrow = s.chars().allMatch(c -> c <= 0xFF);
        byte[] payload = narrow ? s.getBytes(StandardCharsets.ISO_8859_1) : utf16le(s);
        long header = ((long) s.length() << 2) | (narrow ? 1 : 2);
        assertEquals(Hex.of(concat(leb128(header), payload)), Hex.of(wire), FieldKind.show(s));
    }

    @Property(tries = 300)
    void utf8PayloadIsWhatTheJdkEncodes(@ForAll("wellFormed") String s, @ForAll BufferKind kind) {
        WireWriter w = new WireWriter(buffer(kind), 0);
        w.writeStringUtf8(s);
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        byte[] expected = concat(concat(leb128(((long) s.length() << 2) | 3), leb128(utf8.length)), utf8);
        assertEquals(Hex.of(expected), Hex.of(w.buffer(), 0, w.position()), FieldKind.show(s));
    }

    @Property(tries = 200)
    void utf8RefusesUnpairedSurrogatesBeforeWritingAnything(@ForAll("wellFormed") String text,
                                                           @ForAll @IntRange(min = 0xD800, max = 0xDFFF) int surrogate,
                                                           @ForAll @IntRange(max = 1000) int at, @ForAll BufferKind kind) {
        int pos = at % (text.length() + 1);
        // Keep the surrogate unpaired: do not put it next to a surrogate of the other half.
        String s = text.substring(0, pos) + (char) surrogate + text.substring(pos);
        int index = firstUnpaired(s);
        Assume.that(index >= 0);
        MutableDirectBuffer buffer = buffer(kind);
        buffer.setMemory(0, Math.min(buffer.capacity(), 4096), (byte) 0x5A);
        WireWriter w = new WireWriter(buffer, 7);
        CodecException e = assertThrows(CodecException.class, () -> w.writeStringUtf8(s));
        assertTrue(e.getMessage().contains("index " + index), e.getMessage());
        assertEquals(7, w.position());
        for (int i = 0; i < Math.min(buffer.capacity(), 4096); i++) {
            assertEquals((byte) 0x5A, buffer.getByte(i), "byte " + i + " was written");
        }
    }

    private static int firstUnpaired(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return i;
            }
        }
        return -1;
    }

    /** UTF-16LE code units, unpaired surrogates kept (the JDK's charset would replace them). */
    private static byte[] utf16le(String s) {
        byte[] out = new byte[2 * s.length()];
        for (int i = 0; i < s.length(); i++) {
            out[2 * i] = (byte) s.charAt(i);
            out[2 * i + 1] = (byte) (s.charAt(i) >>> 8);
        }
        return out;
    }

    /** Reference LEB128, written independently of the codec. */
    static byte[] leb128(long value) {
        byte[] out = new byte[10];
        int n = 0;
        long v = value;
        do {
            byte b = (byte) (v & 0x7F);
            v >>>= 7;
            out[n++] = v != 0 ? (byte) (b | 0x80) : b;
        } while (v != 0);
        return java.util.Arrays.copyOf(out, n);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
