package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertThrows;

import com.sun.management.ThreadMXBean;
import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import dev.lanewire.codec.object.Model.Everything;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.footnotes.EnableFootnotes;
import net.jqwik.api.footnotes.Footnotes;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * The allocation bound of docs/wire-format.md §9, measured with the thread's allocated-bytes
 * counter on a repeat of the read (the first read of an input loads classes and grows the scratch
 * arrays a reader keeps), the lesser of two repeats.
 *
 * <p>Two kinds of input: messages made only of the smallest encodings of each container's elements
 * (where a valid message allocates the most per byte, at most {@value #K} bytes per byte by §9's
 * table, the largest being a set of distinct 2-char strings with colliding hashes), and valid
 * messages with a forged count or length spliced in (where presizing from declared counts would
 * allocate the most), which must stay within {@value #HOSTILE_K} bytes per byte plus the
 * constant, as the fuzz targets check too.
 */
@EnableFootnotes
class AllocationBoundTest {

    /** Bytes per input byte a valid message allocates at most (docs/wire-format.md §9). */
    static final long K = 40;
    /** Bytes per input byte that forged counts and lengths in valid messages stay within. */
    static final long HOSTILE_K = 32;
    static final long CONSTANT = 16 * 1024;

    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    record Strings(List<String> list) {
    }

    record StringSet(Set<String> set) {
    }

    record StringMap(Map<String, String> map) {
    }

    record IntMap(Map<Integer, Integer> map) {
    }

    record Nest(List<Nest> kids) {
    }

    record Empty() {
    }

    record Empties(List<Empty> list) {
    }

    record Figures(List<Model.Figure> figures) {
    }

    /** Bytes one read of {@code bytes[0 .. length)} allocates, after a first read. */
    private static <T> long allocation(Codec<T> codec, byte[] bytes, int length) {
        WireReader in = new WireReader();
        UnsafeBuffer buffer = new UnsafeBuffer(bytes);
        Runnable read = () -> {
            try {
                codec.read(in.wrap(buffer, 0, length));
            } catch (CodecException e) {
                // The exception is part of what the read allocates.
            }
        };
        read.run();
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 2; i++) {
            long before = THREADS.getCurrentThreadAllocatedBytes();
            read.run();
            best = Math.min(best, THREADS.getCurrentThreadAllocatedBytes() - before);
        }
        return best;
    }

    private static <T> void assertWithinBound(Codec<T> codec, byte[] bytes, String what) {
        assertWithinBound(codec, bytes, K, what);
    }

    private static <T> void assertWithinBound(Codec<T> codec, byte[] bytes, long k, String what) {
        long allocated = allocation(codec, bytes, bytes.length);
        long bound = k * bytes.length + CONSTANT;
        if (allocated > bound) {
            throw new AssertionError(what + ": " + bytes.length + " bytes read allocated " + allocated + " bytes ("
                    + allocated / Math.max(1, bytes.length) + " a byte), over the bound of " + bound + "; "
                    + Io.hex(java.util.Arrays.copyOf(bytes, Math.min(bytes.length, 64))));
        }
    }

    private static byte[] wire(Consumer<WireWriter> body) {
        ExpandableArrayBuffer b = new ExpandableArrayBuffer(1 << 16);
        WireWriter w = new WireWriter(b, 0);
        body.accept(w);
        return java.util.Arrays.copyOf(b.byteArray(), w.position());
    }

    /** Distinct strings of the fewest bytes: 1 char (2 bytes) first, then 2 chars (3 bytes). */
    private static List<String> shortStrings(int n) {
        List<String> out = new ArrayList<>(n);
        for (int c = 0; c < 256 && out.size() < n; c++) {
            out.add(String.valueOf((char) c));
        }
        for (int c = 0; out.size() < n; c++) {
            out.add(new String(new char[] {(char) (c >>> 8 & 0xFF), (char) (c & 0xFF)}));
        }
        return out;
    }

    @Test
    void smallestElementsStayWithinTheBound() {
        int n = 20_000;
        List<String> nulls = new ArrayList<>();
        List<String> empties = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            nulls.add(null);
            empties.add("");
        }
        assertWithinBound(Codecs.of(Strings.class), Io.encode(Codecs.of(Strings.class), new Strings(nulls)),
                "list of null strings (1 byte each)");
        assertWithinBound(Codecs.of(Strings.class), Io.encode(Codecs.of(Strings.class), new Strings(empties)),
                "list of empty strings (1 byte each)");
        assertWithinBound(Codecs.of(Strings.class), Io.encode(Codecs.of(Strings.class), new Strings(shortStrings(n))),
                "list of 1- and 2-char strings");
        assertWithinBound(Codecs.of(StringSet.class),
                Io.encode(Codecs.of(StringSet.class), new StringSet(new LinkedHashSet<>(shortStrings(n)))),
                "set of 1- and 2-char strings");
        Map<String, String> map = new LinkedHashMap<>();
        for (String s : shortStrings(n)) {
            map.put(s, null);
        }
        assertWithinBound(Codecs.of(StringMap.class), Io.encode(Codecs.of(StringMap.class), new StringMap(map)),
                "map of short strings to null");
        Map<Integer, Integer> ints = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            ints.put(i, null);
        }
        assertWithinBound(Codecs.of(IntMap.class), Io.encode(Codecs.of(IntMap.class), new IntMap(ints)),
                "map of ints to null");
        List<Empty> records = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            records.add(new Empty());
        }
        assertWithinBound(Codecs.of(Empties.class), Io.encode(Codecs.of(Empties.class), new Empties(records)),
                "list of records without components (1 byte each)");
        List<Model.Figure> figures = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            figures.add(new Model.Group(null, null));
        }
        assertWithinBound(Codecs.of(Figures.class), Io.encode(Codecs.of(Figures.class), new Figures(figures)),
                "list of sealed subtypes with null fields");
    }

    /**
     * Nested lists whose counts each claim every byte that follows: presizing from each count would
     * allocate the remaining bytes once per level. The counts of one value together must fit the
     * bytes present, so the second level's count is refused.
     */
    @Test
    void nestedForgedCountsCannotEachClaimTheRemainingBytes() {
        int levels = 60;
        int tail = 4000;
        byte[] bytes = wire(w -> {
            for (int i = 0; i < levels; i++) {
                // The Nest slot's tag, the kids list slot's tag, the list's count.
                w.writeByte((byte) 1);
                w.writeByte((byte) 1);
                w.writeVarInt(tail);
            }
            w.writeBytes(new byte[tail], 0, tail);
        });
        Codec<Nest> codec = Codecs.of(Nest.class);
        CodecException e = assertThrows(CodecException.class,
                () -> codec.read(new WireReader(new UnsafeBuffer(bytes), 0, bytes.length)));
        // Level 1: tags at 0 and 1, count (2 bytes) at 2; level 2: tags at 4 and 5, count at 6.
        org.junit.jupiter.api.Assertions.assertEquals(6, e.offset(), e.getMessage());
        assertWithinBound(codec, bytes, HOSTILE_K, "nested forged counts");
    }

    @Provide
    Arbitrary<Everything> graphs() {
        return ObjectArbitraries.everything(2);
    }

    /** A valid message with a count or length forged at any position stays within the bound. */
    @Property(tries = 150)
    void forgedCountsStayWithinTheBound(@ForAll("graphs") Everything value, @ForAll @IntRange(min = 0, max = 1 << 20) int at,
                                        @ForAll @IntRange(min = 0, max = 4) int width, @ForAll int forged,
                                        Footnotes footnotes) {
        Codec<Everything> codec = Codecs.of(Everything.class);
        byte[] bytes = Io.encode(codec, value);
        int p = at % bytes.length;
        // A varint of the forged value (a count, a string header), or its little-endian bytes (a length).
        byte[] splice = width == 0 ? varint(forged) : java.nio.ByteBuffer.allocate(4)
                .order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(forged).array();
        int n = Math.min(splice.length, bytes.length - p);
        System.arraycopy(splice, 0, bytes, p, n);
        footnotes.addFootnote("wire: " + Io.hex(bytes));
        assertWithinBound(codec, bytes, HOSTILE_K, "forged count at " + p);
    }

    private static byte[] varint(int v) {
        return wire(w -> w.writeVarInt(v));
    }
}
