package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.Limits;
import dev.lanewire.codec.WireReader;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** Depth, per-collection, total-element and total-byte limits, on read and write. */
class LimitsTest {

    record Chain(int value, Chain next) {
    }

    record Lists(List<List<Integer>> lists) {
    }

    /** A chain whose every link also holds leaf values in slots of their own. */
    record Priced(BigDecimal price, Instant at, Integer count, Priced next) {
    }

    private static Priced priced(int length) {
        Priced p = null;
        for (int i = 0; i < length; i++) {
            p = new Priced(BigDecimal.valueOf(i, 2), Instant.ofEpochSecond(i, i), i, p);
        }
        return p;
    }

    private static Chain chain(int length) {
        Chain c = null;
        for (int i = 0; i < length; i++) {
            c = new Chain(i, c);
        }
        return c;
    }

    private static <T> T read(Codec<T> codec, byte[] bytes, Limits limits) {
        return codec.read(new WireReader(limits).wrap(new UnsafeBuffer(bytes), 0, bytes.length));
    }

    @Test
    void readDepthIsTheReadersLimit() {
        Codec<Chain> codec = Codecs.of(Chain.class);
        byte[] bytes = Io.encode(codec, chain(20));
        assertEquals(chain(20), read(codec, bytes, Limits.DEFAULT.withMaxDepth(20)));
        CodecException e = assertThrows(CodecException.class, () -> read(codec, bytes, Limits.DEFAULT.withMaxDepth(19)));
        // Each link is a slot tag and a 4-byte value: the 20th slot's body starts at 19 * 5 + 1.
        assertEquals(19 * 5 + 1, e.offset());
    }

    @Test
    void leafValuesInSlotsAreNoNestingLevel() {
        // Each link's decimal, instant and boxed int sit in slots with tag 1 but hold no slot, so
        // a chain of 20 links is 20 levels, on read and on write, with leaves at the deepest one.
        Codec<Priced> codec = Codecs.of(Priced.class);
        byte[] bytes = Io.encode(codec, priced(20));
        assertEquals(priced(20), read(codec, bytes, Limits.DEFAULT.withMaxDepth(20)));
        assertThrows(CodecException.class, () -> read(codec, bytes, Limits.DEFAULT.withMaxDepth(19)));
        Codec<Priced> shallow = Codecs.builder().limits(new GraphLimits(1 << 20, 1 << 20, 20)).build().codec(Priced.class);
        assertEquals(priced(20), Io.decode(shallow, Io.encode(shallow, priced(20))));
        assertThrows(CodecException.class, () -> Io.encode(shallow, priced(21)));
    }

    @Test
    void readerDepthIsRestoredAfterAFailure() {
        Codec<Chain> codec = Codecs.of(Chain.class);
        byte[] bytes = Io.encode(codec, chain(5));
        WireReader in = new WireReader(new UnsafeBuffer(bytes), 0, bytes.length - 1);
        assertThrows(CodecException.class, () -> codec.read(in));
        assertEquals(0, in.depth());
    }

    /** Mutable and untracked: a cycle through it never ends on its own. */
    static final class Loop {
        @WireField(0)
        Loop next;
    }

    @Test
    void writeDepthEndsAnUntrackedCycleWithACodecException() {
        Loop loop = new Loop();
        loop.next = loop;
        CodecException e = assertThrows(CodecException.class, () -> Io.encode(Codecs.of(Loop.class), loop));
        assertTrue(e.getMessage().contains("deeper"), e.getMessage());
    }

    @Test
    void failedRootWriteLeavesThePositionWhereItStarted() {
        Codec<Chain> codec = Codecs.of(Chain.class);
        UnsafeBuffer small = new UnsafeBuffer(new byte[40]);
        dev.lanewire.codec.WireWriter out = new dev.lanewire.codec.WireWriter(small, 3);
        assertThrows(CodecException.class, () -> codec.write(out, chain(10)));
        assertEquals(3, out.position());
        codec.write(out, chain(2));
        assertEquals(chain(2), read(codec, java.util.Arrays.copyOfRange(small.byteArray(), 3, out.position()),
                Limits.DEFAULT));
    }

    @Test
    void writeDepthIsConfigurable() {
        Codec<Chain> shallow = Codecs.builder().limits(new GraphLimits(1 << 20, 1 << 20, 10)).build().codec(Chain.class);
        Io.encode(shallow, chain(10));
        assertThrows(CodecException.class, () -> Io.encode(shallow, chain(11)));
    }

    @Test
    void collectionCountIsTheReadersLimit() {
        Codec<Lists> codec = Codecs.of(Lists.class);
        byte[] bytes = Io.encode(codec, new Lists(List.of(List.of(1, 2, 3))));
        assertThrows(CodecException.class, () -> read(codec, bytes, Limits.DEFAULT.withMaxCollectionElements(2)));
        assertEquals(List.of(List.of(1, 2, 3)), read(codec, bytes, Limits.DEFAULT.withMaxCollectionElements(3)).lists());
    }

    @Test
    void totalElementsAcrossCollections() {
        Codec<Lists> tight = Codecs.builder().limits(new GraphLimits(5, 1 << 20, 64)).build().codec(Lists.class);
        // 2 lists + 2 + 1 integers = 5 elements: at the limit.
        byte[] ok = Io.encode(tight, new Lists(List.of(List.of(1, 2), List.of(3))));
        assertEquals(3, Io.decode(tight, ok).lists().stream().mapToInt(List::size).sum());
        byte[] over = Io.encode(tight, new Lists(List.of(List.of(1, 2), List.of(3, 4))));
        CodecException e = assertThrows(CodecException.class, () -> Io.decode(tight, over));
        assertTrue(e.getMessage().contains("elements"), e.getMessage());
    }

    @Test
    void totalBytesOfOneRoot() {
        Codec<Chain> tight = Codecs.builder().limits(new GraphLimits(100, 30, 64)).build().codec(Chain.class);
        byte[] bytes = Io.encode(tight, chain(10));
        CodecException e = assertThrows(CodecException.class, () -> Io.decode(tight, bytes));
        assertTrue(e.getMessage().contains("bytes"), e.getMessage());
        assertEquals(chain(5), Io.decode(tight, Io.encode(tight, chain(5))));
    }
}
