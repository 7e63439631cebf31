package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.Limits;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * Nesting deeper than a thread's stack holds: with the largest depths {@link Limits} and
 * {@link GraphLimits} accept ({@code Integer.MAX_VALUE}), reads and writes on a thread with a
 * 256 KiB stack end in a {@link CodecException}, never a {@code StackOverflowError}, and the
 * thread's reader, writer and per-thread contexts work normally afterwards.
 */
class StackDepthTest {

    private static final int STACK_BYTES = 256 * 1024;
    /** Far more levels than a 256 KiB stack holds (each level takes a few frames of ~100 bytes). */
    private static final int LEVELS = 200_000;
    private static final Limits DEEPEST = Limits.DEFAULT.withMaxDepth(Integer.MAX_VALUE);
    private static final Codecs UNBOUNDED = Codecs.builder()
            .limits(new GraphLimits(Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE)).build();

    record Chain(Chain next, int value) {
    }

    @Tolerant
    record TolerantChain(TolerantChain next) {
    }

    record Nest(List<Nest> kids) {
    }

    record KeyNest(Set<KeyNest> keys, Map<String, KeyNest> byName) {
    }

    sealed interface Tree permits Leaf, Branch {
    }

    record Leaf(int v) implements Tree {
    }

    record Branch(Tree child) implements Tree {
    }

    /** Mutable, so that readInto applies and cycles would be possible. */
    static final class Cell {
        @WireField(0)
        Cell next;
    }

    /** Runs {@code task} on a fresh thread with a 256 KiB stack and returns what it threw, or null. */
    private static Throwable onSmallStack(Runnable task) throws InterruptedException {
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                task.run();
            } catch (Throwable e) {
                thrown.set(e);
            }
        }, "small-stack", STACK_BYTES);
        t.start();
        t.join();
        return thrown.get();
    }

    private static byte[] repeat(byte[] level, int times, byte[] end) {
        byte[] out = new byte[level.length * times + end.length];
        for (int i = 0; i < times; i++) {
            System.arraycopy(level, 0, out, i * level.length, level.length);
        }
        System.arraycopy(end, 0, out, level.length * times, end.length);
        return out;
    }

    /** Reads {@code bytes} on a small stack; asserts a CodecException within them, and that the thread reads on. */
    private static <T> void assertDeepReadFails(Codec<T> codec, byte[] bytes, Supplier<byte[]> small, T smallValue)
            throws InterruptedException {
        Throwable t = onSmallStack(() -> {
            WireReader in = new WireReader(DEEPEST);
            try {
                codec.read(in.wrap(new UnsafeBuffer(bytes), 0, bytes.length));
                throw new AssertionError("a read nested " + LEVELS + " levels deep succeeded on a 256 KiB stack");
            } catch (CodecException e) {
                assertTrue(e.offset() >= 0 && e.offset() <= bytes.length, e.getMessage());
                assertTrue(e.getMessage().contains("too deep"), e.getMessage());
                assertEquals(0, in.depth(), "the reader's depth after the failure");
            }
            // The same thread, reader and contexts read a shallow value afterwards.
            byte[] ok = small.get();
            assertEquals(smallValue, codec.read(in.wrap(new UnsafeBuffer(ok), 0, ok.length)));
        });
        if (t != null) {
            throw new AssertionError("not a CodecException, or the thread could not read on", t);
        }
    }

    @Test
    void deepRecordChainReadIsACodecException() throws InterruptedException {
        Codec<Chain> codec = UNBOUNDED.codec(Chain.class);
        // A Chain slot: tag 1, then the next slot first; the innermost next is null, then the values.
        byte[] bytes = repeat(new byte[] {1}, LEVELS, new byte[1 + 4 * LEVELS]);
        Chain two = new Chain(new Chain(null, 1), 2);
        assertDeepReadFails(codec, bytes, () -> Io.encode(codec, two), two);
    }

    @Test
    void deepTolerantChainReadIsACodecException() throws InterruptedException {
        Codec<TolerantChain> codec = UNBOUNDED.codec(TolerantChain.class);
        // A level: tag 1, then the body's 4-byte length, which covers every level inside it.
        int levels = LEVELS;
        byte[] bytes = new byte[levels * 5 + 1];
        for (int i = 0; i < levels; i++) {
            int at = i * 5;
            int rest = bytes.length - at - 5;
            bytes[at] = 1;
            bytes[at + 1] = (byte) rest;
            bytes[at + 2] = (byte) (rest >>> 8);
            bytes[at + 3] = (byte) (rest >>> 16);
            bytes[at + 4] = (byte) (rest >>> 24);
        }
        TolerantChain one = new TolerantChain(null);
        assertDeepReadFails(codec, bytes, () -> Io.encode(codec, one), one);
    }

    @Test
    void deepListNestingReadIsACodecException() throws InterruptedException {
        Codec<Nest> codec = UNBOUNDED.codec(Nest.class);
        // Nest slot tag 1, kids slot tag 1, count 1; the innermost kids slot is null.
        byte[] bytes = repeat(new byte[] {1, 1, 1}, LEVELS, new byte[] {1, 0});
        Nest leaf = new Nest(null);
        assertDeepReadFails(codec, bytes, () -> Io.encode(codec, leaf), leaf);
    }

    @Test
    void deepSealedNestingReadIsACodecException() throws InterruptedException {
        Codec<Tree> codec = UNBOUNDED.codec(Tree.class);
        byte[] one = Io.encode(codec, new Branch(new Leaf(1)));
        // One Branch level: the slot tag and the subtype id, as the encoder wrote them.
        Tree leaf = new Leaf(7);
        byte[] leafBytes = Io.encode(codec, leaf);
        int levelBytes = one.length - leafBytes.length;
        byte[] level = java.util.Arrays.copyOf(one, levelBytes);
        byte[] bytes = repeat(level, LEVELS, leafBytes);
        assertDeepReadFails(codec, bytes, () -> leafBytes, leaf);
    }

    @Test
    void deepSetElementsHashOrReadAsACodecException() throws InterruptedException {
        Codec<KeyNest> codec = UNBOUNDED.codec(KeyNest.class);
        // KeyNest slot tag 1, keys slot tag 1, count 1, ...; innermost: keys null, byName null.
        byte[] bytes = repeat(new byte[] {1, 1, 1}, LEVELS, new byte[LEVELS + 3]);
        bytes[LEVELS * 3] = 1;
        KeyNest leaf = new KeyNest(null, null);
        assertDeepReadFails(codec, bytes, () -> Io.encode(codec, leaf), leaf);
    }

    @Test
    void deepReadIntoIsACodecException() throws InterruptedException {
        Codec<Cell> codec = UNBOUNDED.codec(Cell.class);
        byte[] bytes = repeat(new byte[] {1}, LEVELS, new byte[] {0});
        Throwable t = onSmallStack(() -> {
            WireReader in = new WireReader(DEEPEST);
            Cell target = new Cell();
            try {
                codec.readInto(in.wrap(new UnsafeBuffer(bytes), 0, bytes.length), target);
                throw new AssertionError("a readInto nested " + LEVELS + " levels deep succeeded on a 256 KiB stack");
            } catch (CodecException e) {
                assertTrue(e.getMessage().contains("too deep"), e.getMessage());
            }
            byte[] ok = {1, 1, 0};
            Cell back = codec.readInto(in.wrap(new UnsafeBuffer(ok), 0, ok.length), target);
            assertTrue(back == target && target.next != null && target.next.next == null);
        });
        if (t != null) {
            throw new AssertionError(t);
        }
    }

    @Test
    void deepWritesAreACodecExceptionAndLeaveThePositionWhereTheyStarted() throws InterruptedException {
        Chain chain = null;
        Cell cell = new Cell();
        Nest nest = new Nest(null);
        for (int i = 0; i < LEVELS; i++) {
            chain = new Chain(chain, i);
            Cell c = new Cell();
            c.next = cell;
            cell = c;
            List<Nest> kids = new ArrayList<>(1);
            kids.add(nest);
            nest = new Nest(kids);
        }
        Object[] values = {chain, cell, nest};
        Codec<?>[] codecs = {UNBOUNDED.codec(Chain.class), UNBOUNDED.codec(Cell.class), UNBOUNDED.codec(Nest.class)};
        for (int k = 0; k < values.length; k++) {
            @SuppressWarnings("unchecked")
            Codec<Object> codec = (Codec<Object>) codecs[k];
            Object value = values[k];
            Throwable t = onSmallStack(() -> {
                WireWriter out = new WireWriter(new ExpandableArrayBuffer(1 << 12), 5);
                try {
                    codec.write(out, value);
                    throw new AssertionError("a write nested " + LEVELS + " levels deep succeeded on a 256 KiB stack");
                } catch (CodecException e) {
                    assertTrue(e.getMessage().contains("too deep"), e.getMessage());
                }
                assertEquals(5, out.position(), "the writer's position after the failed write");
                Chain two = new Chain(new Chain(null, 1), 2);
                Codec<Chain> chains = UNBOUNDED.codec(Chain.class);
                chains.write(out, two);
                WireReader in = new WireReader(out.buffer(), 5, out.position());
                assertEquals(two, chains.read(in));
            });
            if (t != null) {
                throw new AssertionError("not a CodecException for " + value.getClass().getSimpleName(), t);
            }
        }
    }

    @Test
    void theExceptionKeepsTheOverflowAsItsCause() throws InterruptedException {
        Codec<Chain> codec = UNBOUNDED.codec(Chain.class);
        byte[] bytes = repeat(new byte[] {1}, LEVELS, new byte[1 + 4 * LEVELS]);
        AtomicReference<CodecException> caught = new AtomicReference<>();
        onSmallStack(() -> {
            try {
                codec.read(new WireReader(DEEPEST).wrap(new UnsafeBuffer(bytes), 0, bytes.length));
            } catch (CodecException e) {
                caught.set(e);
            }
        });
        assertInstanceOf(StackOverflowError.class, caught.get().getCause());
    }
}
