package dev.lanewire.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Frame;
import dev.lanewire.codec.Limits;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.MutableDirectBuffer;

/**
 * Untrusted bytes: whatever they are, reading them either succeeds or throws
 * {@link CodecException} with an offset inside the bytes given; nothing else escapes, and no byte
 * past the limit is read.
 */
class MalformedInputPropertiesTest {

    private static final int BASE = 9;
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();

    @Provide
    Arbitrary<List<WireArbitraries.Field>> messages() {
        return WireArbitraries.message();
    }

    @Provide
    Arbitrary<List<FieldKind>> schemas() {
        return Arbitraries.of(FieldKind.values()).list().ofMinSize(1).ofMaxSize(10);
    }

    @Provide
    Arbitrary<BufferKind> readable() {
        return Arbitraries.of(BufferKind.HEAP, BufferKind.HEAP_SLICE, BufferKind.OFF_HEAP, BufferKind.OFF_HEAP_SLICE,
                BufferKind.OFF_HEAP_ADDRESS);
    }

    @Provide
    Arbitrary<byte[]> noise() {
        // Bias towards bytes that matter to headers: 0x00, 0x01, continuation bytes, 0xFF.
        Arbitrary<Byte> b = Arbitraries.oneOf(Arbitraries.bytes(),
                Arbitraries.of((byte) 0x00, (byte) 0x01, (byte) 0x02, (byte) 0x03, (byte) 0x80, (byte) 0xFF, (byte) 0x7F));
        return b.array(byte[].class).ofMaxSize(80);
    }

    @Property(tries = 600)
    void randomBytesOnlyEverFailWithCodecException(@ForAll("noise") byte[] bytes, @ForAll("schemas") List<FieldKind> schema,
                                                   @ForAll("readable") BufferKind kind) {
        MutableDirectBuffer buffer = place(bytes, kind);
        WireReader r = new WireReader(Limits.DEFAULT.withMaxStringChars(1 << 16).withMaxArrayElements(1 << 16));
        r.wrap(buffer, BASE, BASE + bytes.length);
        readExpectingOnlyCodecException(r, () -> {
            for (FieldKind k : schema) {
                k.read(r);
            }
        }, bytes);
    }

    /**
     * A forged length or count must not make the reader allocate for bytes that are not there:
     * with the default limits (16 Mi chars, 64 Mi elements) a reader that trusted a header would
     * allocate tens of megabytes for these 80-byte inputs.
     */
    @Property(tries = 300)
    void forgedLengthsAllocateNoMoreThanTheInputJustifies(@ForAll @Size(max = 6) List<@IntRange(min = 1, max = 0x7FFFFFFF) Integer> lengths,
                                                          @ForAll("noise") byte[] tail, @ForAll("schemas") List<FieldKind> schema,
                                                          @ForAll("readable") BufferKind kind) {
        // Each forged value becomes a varint header, followed by a few real bytes.
        ExpandableArrayBuffer forged = new ExpandableArrayBuffer(64);
        WireWriter w = new WireWriter(forged, 0);
        for (int length : lengths) {
            w.writeVarInt(length).writeBytes(tail, 0, Math.min(tail.length, 3));
        }
        byte[] bytes = new byte[w.position()];
        forged.getBytes(0, bytes);
        MutableDirectBuffer buffer = place(bytes, kind);
        WireReader r = new WireReader(buffer, BASE, BASE + bytes.length);
        long before = THREADS.getCurrentThreadAllocatedBytes();
        readExpectingOnlyCodecException(r, () -> {
            for (FieldKind k : schema) {
                k.read(r);
            }
        }, bytes);
        long allocated = THREADS.getCurrentThreadAllocatedBytes() - before;
        // Exceptions with their stack traces and messages stay far below this.
        assertTrue(allocated < (1 << 20), () -> allocated + " bytes allocated reading " + bytes.length + " bytes: " + Hex.of(bytes));
    }

    /**
     * The heap path (in place) and the off-heap paths (through scratch, or one copy into chars)
     * must agree on every input, wherever the buffer's memory starts.
     */
    @Property(tries = 300)
    void heapAndOffHeapReadersAgreeOnEveryInput(@ForAll("noise") byte[] bytes, @ForAll("schemas") List<FieldKind> schema) {
        String heap = outcome(bytes, schema, BufferKind.HEAP);
        assertEquals(heap, outcome(bytes, schema, BufferKind.HEAP_SLICE), () -> Hex.of(bytes));
        assertEquals(heap, outcome(bytes, schema, BufferKind.OFF_HEAP), () -> Hex.of(bytes));
        assertEquals(heap, outcome(bytes, schema, BufferKind.OFF_HEAP_SLICE), () -> Hex.of(bytes));
        assertEquals(heap, outcome(bytes, schema, BufferKind.OFF_HEAP_ADDRESS), () -> Hex.of(bytes));
    }

    /** What reading {@code schema} from {@code bytes} gives: the values read, then the failure if any. */
    private static String outcome(byte[] bytes, List<FieldKind> schema, BufferKind kind) {
        MutableDirectBuffer buffer = place(bytes, kind);
        WireReader r = new WireReader(Limits.DEFAULT.withMaxStringChars(1 << 16).withMaxArrayElements(1 << 16));
        r.wrap(buffer, BASE, BASE + bytes.length);
        StringBuilder out = new StringBuilder();
        try {
            for (FieldKind k : schema) {
                out.append(FieldKind.show(k.read(r))).append("; ");
            }
            out.append("end at ").append(r.position());
        } catch (CodecException e) {
            out.append("CodecException ").append(e.getMessage());
        }
        return out.toString();
    }

    @Property(tries = 300)
    void randomBytesAreNeverAFrame(@ForAll("noise") byte[] bytes, @ForAll("readable") BufferKind kind) {
        MutableDirectBuffer buffer = place(bytes, kind);
        WireReader r = new WireReader(buffer, BASE, BASE + bytes.length);
        assertThrows(CodecException.class, () -> new Frame().open(r), () -> Hex.of(bytes));
    }

    @Property(tries = 150)
    void validMessagesTruncatedAtEveryOffsetFail(@ForAll("messages") List<WireArbitraries.Field> fields,
                                                 @ForAll("readable") BufferKind kind) {
        byte[] wire = Messages.encode(fields);
        // The whole message stays in the buffer: a reader that peeked past its limit would find
        // valid bytes there and wrongly succeed.
        MutableDirectBuffer buffer = place(wire, kind);
        WireReader r = new WireReader();
        for (int cut = 0; cut < wire.length; cut++) {
            int limit = BASE + cut;
            r.wrap(buffer, BASE, limit);
            CodecException e = assertThrows(CodecException.class, () -> Messages.readKinds(r, fields),
                    "truncated at " + cut + " of " + Hex.of(wire) + " for " + fields);
            assertTrue(e.offset() >= BASE && e.offset() <= limit,
                    "offset " + e.offset() + " outside [" + BASE + ", " + limit + "]: " + e.getMessage());
        }
    }

    @Property(tries = 600)
    void mutatedHeadersAndBytesOnlyEverFailWithCodecException(@ForAll("messages") List<WireArbitraries.Field> fields,
                                                              @ForAll @IntRange(max = 10_000) int where,
                                                              @ForAll byte replacement,
                                                              @ForAll boolean atFieldStart,
                                                              @ForAll @Size(max = 3) List<@IntRange(max = 10_000) Integer> more,
                                                              @ForAll("readable") BufferKind kind) {
        // Field starts are where lengths, counts, varints and string coders sit.
        ExpandableArrayBuffer scratch = new ExpandableArrayBuffer(64);
        WireWriter w = new WireWriter(scratch, 0);
        int[] starts = new int[fields.size()];
        for (int i = 0; i < fields.size(); i++) {
            starts[i] = w.position();
            fields.get(i).kind().write(w, fields.get(i).value());
        }
        byte[] wire = new byte[w.position()];
        scratch.getBytes(0, wire);
        Assume.that(wire.length > 0);
        int at = atFieldStart ? starts[where % starts.length] : where % wire.length;
        Assume.that(at < wire.length);
        wire[at] = replacement;
        for (int m : more) {
            wire[m % wire.length] ^= (byte) (1 << (m % 8));
        }
        MutableDirectBuffer buffer = place(wire, kind);
        WireReader r = new WireReader(buffer, BASE, BASE + wire.length);
        readExpectingOnlyCodecException(r, () -> Messages.readKinds(r, fields), wire);
    }

    @Property(tries = 200)
    void corruptedFramesAreDetected(@ForAll("messages") List<WireArbitraries.Field> fields,
                                    @ForAll @IntRange(max = 100_000) int bit) {
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(64);
        WireWriter w = new WireWriter(buffer, BASE);
        Frame frame = new Frame();
        int start = frame.begin(w);
        for (WireArbitraries.Field f : fields) {
            f.kind().write(w, f.value());
        }
        int length = frame.end(w, start);
        int flipped = bit % (8 * length);
        int index = start + flipped / 8;
        buffer.putByte(index, (byte) (buffer.getByte(index) ^ (1 << (flipped % 8))));
        WireReader r = new WireReader(buffer, BASE, BASE + length);
        // CRC32C detects every single-bit error; a flipped header bit is refused by its own check.
        CodecException e = assertThrows(CodecException.class, () -> new Frame().open(r),
                () -> "bit " + flipped + " of " + Hex.of(buffer, BASE, BASE + length));
        assertTrue(e.offset() >= BASE && e.offset() < BASE + Frame.HEADER_LENGTH, e.getMessage());
    }

    private static MutableDirectBuffer place(byte[] bytes, BufferKind kind) {
        MutableDirectBuffer buffer = kind.allocate(BASE + bytes.length + 16);
        // Past the limit: bytes that would look valid (0x01) if a reader peeked there.
        buffer.setMemory(0, buffer.capacity(), (byte) 0x01);
        buffer.putBytes(BASE, bytes);
        return buffer;
    }

    private static void readExpectingOnlyCodecException(WireReader r, Runnable read, byte[] input) {
        int limit = r.limit();
        try {
            read.run();
        } catch (CodecException e) {
            assertTrue(e.offset() >= BASE && e.offset() <= limit,
                    "offset " + e.offset() + " outside [" + BASE + ", " + limit + "] for " + Hex.of(input) + ": " + e.getMessage());
        } catch (Throwable t) {
            fail("not a CodecException for input " + Hex.of(input), t);
        }
        assertTrue(r.position() <= limit, "read past the limit");
    }
}
