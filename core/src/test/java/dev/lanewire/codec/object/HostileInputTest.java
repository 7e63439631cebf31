package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.object.Model.Everything;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.footnotes.EnableFootnotes;
import net.jqwik.api.footnotes.Footnotes;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * Hostile inputs beyond truncation and random bytes: object messages in off-heap buffers and at
 * non-zero offsets, {@code readInto} over hostile bytes, forged tolerant lengths, back-references
 * of the wrong type, and two threads initialising the dispatcher and deriving codecs at once.
 */
@EnableFootnotes
class HostileInputTest {

    private static final Codec<Everything> EVERYTHING = Codecs.of(Everything.class);

    /** A mutable class for {@code readInto}, with a tolerant body and containers. */
    @Tolerant
    static final class Account {
        @WireField(0)
        long id;
        @WireField(1)
        String owner;
        @WireField(2)
        List<String> tags = new ArrayList<>();
        @WireField(3)
        Map<String, Integer> limits;
    }

    @Tolerant
    record Versioned(int id, String name) {
    }

    record Envelope(Versioned v, int trailer) {
    }

    @Tracked
    record Cat(String name) {
    }

    @Tracked
    record Dog(String name) {
    }

    record Pets(Cat cat, Dog dog) {
    }

    /** Places {@code bytes} at {@code offset} in heap or off-heap memory, junk before and after. */
    private static DirectBuffer place(byte[] bytes, int offset, boolean offHeap) {
        int capacity = offset + bytes.length + 11;
        UnsafeBuffer b = offHeap ? new UnsafeBuffer(ByteBuffer.allocateDirect(capacity + 5), 5, capacity)
                : new UnsafeBuffer(new byte[capacity + 3], 3, capacity);
        b.setMemory(0, capacity, (byte) 0xE5);
        b.putBytes(offset, bytes);
        return b;
    }

    /** The outcome of a read: the value re-encoded, or the error's offset relative to the message. */
    private static String outcome(Codec<Everything> codec, DirectBuffer buffer, int offset, int length) {
        try {
            return Io.hex(Io.encode(codec, codec.read(new WireReader(buffer, offset, offset + length))));
        } catch (CodecException e) {
            assertTrue(e.offset() >= offset && e.offset() <= offset + length,
                    "offset " + e.offset() + " outside [" + offset + ", " + (offset + length) + "]");
            return "error at +" + (e.offset() - offset);
        }
    }

    @Provide
    Arbitrary<Everything> graphs() {
        return ObjectArbitraries.everything(2);
    }

    /** Mutated messages read the same on the heap at offset 0 and off-heap or at any offset. */
    @Property(tries = 200)
    void mutatedMessagesReadAlikeOffHeapAndAtOffsets(@ForAll("graphs") Everything value,
                                                     @ForAll @IntRange(min = 1, max = 61) int offset,
                                                     @ForAll int mutationSeed, Footnotes footnotes) {
        byte[] bytes = Io.encode(EVERYTHING, value);
        java.util.Random r = new java.util.Random(mutationSeed);
        for (int i = 0, n = 1 + r.nextInt(3); i < n; i++) {
            bytes[r.nextInt(bytes.length)] = (byte) r.nextInt(256);
        }
        footnotes.addFootnote("wire: " + Io.hex(bytes));
        String reference = outcome(EVERYTHING, place(bytes, 0, false), 0, bytes.length);
        assertEquals(reference, outcome(EVERYTHING, place(bytes, offset, false), offset, bytes.length), "heap at offset");
        assertEquals(reference, outcome(EVERYTHING, place(bytes, 0, true), 0, bytes.length), "off-heap");
        assertEquals(reference, outcome(EVERYTHING, place(bytes, offset, true), offset, bytes.length), "off-heap at offset");
    }

    private static Account account() {
        Account a = new Account();
        a.id = 42;
        a.owner = "ana";
        a.tags = new ArrayList<>(List.of("x", "y"));
        a.limits = new java.util.LinkedHashMap<>(Map.of("daily", 100));
        return a;
    }

    /**
     * readInto over mutated bytes: only CodecException, and the same target, reused, reads a
     * valid message correctly afterwards (a failed read may leave it partly filled).
     */
    @Property(tries = 300)
    void readIntoHostileBytesFailsCleanlyAndTheTargetStaysUsable(@ForAll @IntRange(min = 0, max = 1000) int at,
                                                                 @ForAll byte forged, @ForAll boolean offHeap) {
        Codec<Account> codec = Codecs.of(Account.class);
        byte[] valid = Io.encode(codec, account());
        byte[] bytes = valid.clone();
        bytes[at % bytes.length] = forged;
        Account target = new Account();
        try {
            Account back = codec.readInto(new WireReader(place(bytes, 7, offHeap), 7, 7 + bytes.length), target);
            // The forged byte may be the root's tag: 0 is a null message.
            if (back != null) {
                assertSame(target, back);
            }
        } catch (CodecException e) {
            assertTrue(e.offset() >= 7 && e.offset() <= 7 + bytes.length, e.getMessage());
        }
        Account back = codec.readInto(new WireReader(place(valid, 3, offHeap), 3, 3 + valid.length), target);
        assertSame(target, back);
        assertEquals(42, target.id);
        assertEquals("ana", target.owner);
        assertEquals(List.of("x", "y"), target.tags);
        assertEquals(Map.of("daily", 100), target.limits);
    }

    @Test
    void negativeAndOversizedTolerantLengthsAreRefusedAtTheLength() {
        Codec<Envelope> codec = Codecs.of(Envelope.class);
        byte[] valid = Io.encode(codec, new Envelope(new Versioned(1, "a"), 9));
        // Envelope slot tag, Versioned slot tag, then the 4-byte length at offset 2.
        int lengthAt = 2;
        int remainingAfterLength = valid.length - lengthAt - 4;
        int[] forged = {-1, Integer.MIN_VALUE, -remainingAfterLength, remainingAfterLength + 1, Integer.MAX_VALUE};
        for (boolean offHeap : new boolean[] {false, true}) {
            for (int length : forged) {
                byte[] bytes = valid.clone();
                ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(lengthAt, length);
                int offset = 9;
                CodecException e = assertThrows(CodecException.class,
                        () -> codec.read(new WireReader(place(bytes, offset, offHeap), offset, offset + bytes.length)),
                        "length " + length);
                assertEquals(offset + lengthAt, e.offset(), "length " + length + ": " + e.getMessage());
            }
        }
        // A length that ends the body before its known fields do: the fields run past it.
        byte[] shortBody = valid.clone();
        ByteBuffer.wrap(shortBody).order(ByteOrder.LITTLE_ENDIAN).putInt(lengthAt, 1);
        CodecException e = assertThrows(CodecException.class, () -> Io.decode(codec, shortBody));
        assertTrue(e.getMessage().contains("past its length") || e.getMessage().contains("truncated"), e.getMessage());
    }

    @Test
    void backReferencesOfTheWrongTypeAreRefused() {
        Codec<Pets> codec = Codecs.of(Pets.class);
        Cat cat = new Cat("tom");
        byte[] valid = Io.encode(codec, new Pets(cat, new Dog("rex")));
        // Pets tag 1; Cat tag 1 (id 0) and its name; then the Dog slot: make it tag 2, back to id 0, a Cat.
        int dogSlot = 2 + Io.encode(Codecs.of(Cat.class), cat).length - 1;
        byte[] bytes = Arrays.copyOf(valid, dogSlot + 1);
        bytes[dogSlot] = 2;
        for (boolean offHeap : new boolean[] {false, true}) {
            CodecException e = assertThrows(CodecException.class,
                    () -> codec.read(new WireReader(place(bytes, 4, offHeap), 4, 4 + bytes.length)));
            assertEquals(4 + dogSlot, e.offset(), e.getMessage());
            assertTrue(e.getMessage().contains("where a"), e.getMessage());
        }
        // An id not yet assigned, and an id one past the last.
        for (int tag : new int[] {3, 200}) {
            byte[] b = bytes.clone();
            b[dogSlot] = (byte) tag;
            b = tag == 200 ? Arrays.copyOf(b, b.length + 1) : b;
            if (tag == 200) {
                b[dogSlot] = (byte) 0xC8;
                b[dogSlot + 1] = 1;
            }
            byte[] forged = b;
            CodecException e = assertThrows(CodecException.class, () -> Io.decode(codec, forged));
            assertEquals(dogSlot, e.offset(), e.getMessage());
        }
    }

    /**
     * Two threads that start at one barrier initialise the kernel dispatcher and derive codecs at
     * once, in a class loader of their own so that the dispatcher's static initialisation really
     * runs now, not in an earlier test. Both must get working codecs, the same instance per type.
     */
    @Test
    void twoThreadsInitialiseDispatchAndDeriveCodecsAtOnce() throws Exception {
        for (int round = 0; round < 3; round++) {
            try (URLClassLoader loader = isolatedLoader()) {
                Class<?> probe = Class.forName(ConcurrentStart.class.getName(), true, loader);
                assertEquals(loader, probe.getClassLoader(), "the probe must run in the isolated loader");
                Object codecs = probe.getMethod("run").invoke(null);
                assertEquals("ok", codecs);
            }
        }
    }

    /** A loader over this test's class path that loads dev.lanewire classes itself, anew. */
    private static URLClassLoader isolatedLoader() throws Exception {
        String[] entries = System.getProperty("java.class.path").split(java.io.File.pathSeparator);
        URL[] urls = new URL[entries.length];
        for (int i = 0; i < entries.length; i++) {
            urls[i] = Path.of(entries[i]).toUri().toURL();
        }
        return new URLClassLoader(urls, ClassLoader.getPlatformClassLoader()) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                synchronized (getClassLoadingLock(name)) {
                    Class<?> c = findLoadedClass(name);
                    if (c == null && (name.startsWith("dev.lanewire.") || name.startsWith("org.agrona."))) {
                        c = findClass(name);
                    }
                    if (c == null) {
                        c = super.loadClass(name, false);
                    }
                    if (resolve) {
                        resolveClass(c);
                    }
                    return c;
                }
            }
        };
    }

    /** Runs in the isolated loader: two threads race through first use of the library. */
    public static final class ConcurrentStart {

        private ConcurrentStart() {
        }

        /** "ok", or what went wrong. */
        public static String run() throws Exception {
            CyclicBarrier start = new CyclicBarrier(2);
            Callable<Object[]> task = () -> {
                start.await();
                Codec<Model.Containers> codec = Codecs.of(Model.Containers.class);
                Codec<Pets> pets = Codecs.of(Pets.class);
                Model.Prims p = new Model.Prims(true, (byte) 1, (short) 2, 'c', 3, 4L, 5f, 6d);
                Model.Containers value = new Model.Containers(List.of("a", "β"), java.util.Set.of(7),
                        Map.of("p", p), List.of(p, p), Map.of(Model.Suit.HEARTS, List.of("h")));
                if (!Deep.equal(value, Io.decode(codec, Io.encode(codec, value)))) {
                    throw new AssertionError("round trip differs");
                }
                Pets two = new Pets(new Cat("c"), new Dog("d"));
                if (!two.equals(Io.decode(pets, Io.encode(pets, two)))) {
                    throw new AssertionError("round trip differs");
                }
                String s = dev.lanewire.codec.Utf8Strings.decode("Zürich → 東京 and some ASCII for the vector path".getBytes(
                        java.nio.charset.StandardCharsets.UTF_8), 0, 53);
                return new Object[] {codec, pets, s};
            };
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                Future<Object[]> a = pool.submit(task);
                Future<Object[]> b = pool.submit(task);
                Object[] x = a.get();
                Object[] y = b.get();
                if (x[0] != y[0] || x[1] != y[1]) {
                    return "two codecs derived for one type";
                }
                if (!x[2].equals(y[2])) {
                    return "the threads decoded UTF-8 differently";
                }
                return "ok";
            } finally {
                pool.shutdownNow();
            }
        }
    }
}
