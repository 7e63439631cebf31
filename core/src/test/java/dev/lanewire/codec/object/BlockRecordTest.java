package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.sun.management.ThreadMXBean;
import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.WireReader;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** Fixed-size records of primitives: one block each, one block per list or array, bools validated. */
class BlockRecordTest {

    /** 1 + 4 + 1 = 6 bytes; bools at offsets 0 and 5. */
    record Flags(boolean on, int level, boolean last) {
    }

    record Batch(List<Flags> list, Flags[] array) {
    }

    @Test
    void recordIsItsFieldsPacked() {
        byte[] bytes = Io.encode(Codecs.of(Flags.class), new Flags(true, 0x01020304, false));
        assertArrayEquals(new byte[] {1, 1, 4, 3, 2, 1, 0}, bytes, Io.hex(bytes));
        assertSame(Codecs.of(Flags.class), Codecs.of(Flags.class), "derived once");
    }

    @Test
    void listAndArrayAreOneBlockEach() {
        Flags a = new Flags(false, -1, true);
        Flags b = new Flags(true, 2, false);
        byte[] bytes = Io.encode(Codecs.of(Batch.class), new Batch(List.of(a, b), new Flags[] {b}));
        // Batch tag; the list and the array are self-framing: nullable count (n + 1), then the block.
        assertArrayEquals(new byte[] {1,
                3, 0, -1, -1, -1, -1, 1, 1, 2, 0, 0, 0, 0,
                2, 1, 2, 0, 0, 0, 0}, bytes, Io.hex(bytes));
        Batch back = Io.decode(Codecs.of(Batch.class), bytes);
        assertEquals(List.of(a, b), back.list());
        assertArrayEquals(new Flags[] {b}, back.array());
    }

    @Property(tries = 100)
    void invalidBoolAnywhereInTheBlockIsReportedAtItsOffset(@ForAll @IntRange(min = 1, max = 40) int count,
                                                            @ForAll @IntRange(max = 39) int bad,
                                                            @ForAll boolean lastField,
                                                            @ForAll @IntRange(min = 2, max = 255) int value) {
        int victim = bad % count;
        List<Flags> list = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            list.add(new Flags(i % 2 == 0, i, i % 3 == 0));
        }
        byte[] bytes = Io.encode(Codecs.of(Batch.class), new Batch(list, new Flags[0]));
        // Batch tag 1, one-byte nullable count, then the block.
        int offset = 2 + victim * 6 + (lastField ? 5 : 0);
        bytes[offset] = (byte) value;
        CodecException e = assertThrows(CodecException.class, () -> Io.decode(Codecs.of(Batch.class), bytes));
        assertEquals(offset, e.offset(), Io.hex(bytes));
    }

    @Test
    void nullSequencesAreOneByte() {
        byte[] bytes = Io.encode(Codecs.of(Batch.class), new Batch(null, null));
        assertArrayEquals(new byte[] {1, 0, 0}, bytes, Io.hex(bytes));
        assertEquals(new Batch(null, null), Io.decode(Codecs.of(Batch.class), bytes));
    }

    @Test
    void nullElementIsRefusedBeforeAnythingIsWritten() {
        Batch batch = new Batch(Arrays.asList(new Flags(true, 1, true), null), new Flags[0]);
        assertThrows(CodecException.class, () -> Io.encode(Codecs.of(Batch.class), batch));
    }

    @Test
    void countBeyondTheBytesIsMalformedBeforeAllocating() {
        // A list of 10,000,000 records of 6 bytes (under the collection limit of 2^24, so the limit
        // check passes) claimed in 6 bytes: nullable count 10,000,001 = varint 81 AD E2 04, then one byte.
        byte[] bytes = {1, (byte) 0x81, (byte) 0xAD, (byte) 0xE2, 0x04, 1};
        Codec<Batch> codec = Codecs.of(Batch.class);
        assertThrows(CodecException.class, () -> Io.decode(codec, bytes), "warm-up");
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled(),
                "this JVM cannot count a thread's allocated bytes");
        long before = threads.getCurrentThreadAllocatedBytes();
        CodecException e = assertThrows(CodecException.class, () -> Io.decode(codec, bytes));
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertEquals(1, e.offset(), e.getMessage());
        assertEquals("count 10000000 needs at least 60000000 bytes but only 1 remain (at byte offset 1)",
                e.getMessage());
        // The list alone would take 40 MB of references; the exception and its message take a few KB.
        assertTrue(allocated < 1 << 20, allocated + " bytes allocated before refusing the count");
    }

    @Test
    void offHeapBufferIsValidatedToo() {
        Codec<Batch> codec = Codecs.of(Batch.class);
        byte[] bytes = Io.encode(codec, new Batch(List.of(new Flags(true, 5, true)), new Flags[0]));
        // Batch tag, count, then the record: its first bool at offset 2.
        bytes[2] = 9;
        java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(bytes.length);
        direct.put(bytes);
        WireReader in = new WireReader(new UnsafeBuffer(direct), 0, bytes.length);
        CodecException e = assertThrows(CodecException.class, () -> codec.read(in));
        assertEquals(2, e.offset());
        bytes[2] = 1;
        direct.clear();
        direct.put(bytes);
        Batch back = codec.read(new WireReader(new UnsafeBuffer(direct), 0, bytes.length));
        assertEquals(List.of(new Flags(true, 5, true)), back.list());
    }
}
