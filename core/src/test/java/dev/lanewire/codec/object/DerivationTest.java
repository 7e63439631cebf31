package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.util.List;
import java.util.Map;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** What can be derived, how, and what is refused. */
class DerivationTest {

    /** A class with a canonical constructor: final fields, built through the constructor. */
    static final class Money {
        @WireField(0)
        private final long cents;
        @WireField(1)
        private final String currency;

        Money(long cents, String currency) {
            this.cents = cents;
            this.currency = currency;
        }
    }

    /** A mutable class: no-arg constructor, then its fields. */
    static final class Account {
        @WireField(1)
        Money balance;
        @WireField(0)
        String owner;
    }

    /** A value with a hand-written codec: a point packed into one long. */
    record Packed(int x, int y) {
    }

    record UsesPacked(Packed p, List<Packed> ps) {
    }

    /** Refuses negative values in its compact constructor. */
    record Positive(int value) {
        Positive {
            if (value < 0) {
                throw new IllegalArgumentException("negative");
            }
        }
    }

    static final class PackedCodec implements Codec<Packed> {
        @Override
        public void write(WireWriter out, Packed value) {
            out.writeLong(((long) value.x() << 32) | (value.y() & 0xFFFFFFFFL));
        }

        @Override
        public Packed read(WireReader in) {
            long v = in.readLong();
            return new Packed((int) (v >> 32), (int) v);
        }
    }

    @Test
    void classWithCanonicalConstructor() {
        Codec<Money> codec = Codecs.of(Money.class);
        byte[] bytes = Io.encode(codec, new Money(250, "EUR"));
        assertArrayEquals(new byte[] {1, (byte) 250, 0, 0, 0, 0, 0, 0, 0, 13, 'E', 'U', 'R'}, bytes, Io.hex(bytes));
        Money back = Io.decode(codec, bytes);
        assertEquals(250, back.cents);
        assertEquals("EUR", back.currency);
    }

    @Test
    void mutableClassInPositionOrder() {
        Account a = new Account();
        a.owner = "o";
        a.balance = new Money(1, "X");
        byte[] bytes = Io.encode(Codecs.of(Account.class), a);
        // Position 0 (owner) first, then position 1 (balance).
        assertArrayEquals(new byte[] {1, 5, 'o', 1, 1, 0, 0, 0, 0, 0, 0, 0, 5, 'X'}, bytes, Io.hex(bytes));
        Account back = Io.decode(Codecs.of(Account.class), bytes);
        assertEquals("o", back.owner);
        assertEquals(1, back.balance.cents);
    }

    @Test
    void readIntoFillsTheTarget() {
        Account a = new Account();
        a.owner = "new";
        byte[] bytes = Io.encode(Codecs.of(Account.class), a);
        Account target = new Account();
        target.owner = "old";
        Account back = Codecs.of(Account.class).readInto(new WireReader(new UnsafeBuffer(bytes), 0, bytes.length), target);
        assertSame(target, back);
        assertEquals("new", target.owner);
    }

    @Test
    void registeredCodecIsUsedEverywhere() {
        Codecs registry = Codecs.builder().register(Packed.class, new PackedCodec()).build();
        Codec<UsesPacked> codec = registry.codec(UsesPacked.class);
        UsesPacked v = new UsesPacked(new Packed(1, -1), java.util.Arrays.asList(new Packed(2, 3), null));
        byte[] bytes = Io.encode(codec, v);
        // Record tag; Packed slot tag 1 + y (LE) then x; list tag, count 2, Packed, null.
        assertArrayEquals(new byte[] {1, 1, -1, -1, -1, -1, 1, 0, 0, 0, 1, 2, 1, 3, 0, 0, 0, 2, 0, 0, 0, 0}, bytes,
                Io.hex(bytes));
        assertEquals(v, Io.decode(codec, bytes));
    }

    @Test
    void constructorRefusingTheValuesIsACodecException() {
        CodecException e = assertThrows(CodecException.class,
                () -> Io.decode(Codecs.of(Positive.class), new byte[] {1, -1, -1, -1, -1}));
        assertTrue(e.getCause() instanceof IllegalArgumentException, String.valueOf(e.getCause()));
    }

    @Test
    void codecsAreDerivedOnceAndShared() {
        assertSame(Codecs.of(Money.class), Codecs.of(Money.class));
        Codecs other = Codecs.builder().build();
        assertTrue(other.codec(Money.class) != Codecs.of(Money.class), "registries derive their own");
    }

    @Test
    void unsupportedTypesAreRefusedAtDerivation() {
        record Raw(@SuppressWarnings("rawtypes") List list) {
        }
        record Generic<T>(T value) {
        }
        record Weird(Object o) {
        }
        record WithThread(Thread t) {
        }
        assertThrows(IllegalArgumentException.class, () -> Codecs.of(Raw.class));
        assertThrows(IllegalArgumentException.class, () -> Codecs.of(Generic.class));
        assertThrows(IllegalArgumentException.class, () -> Codecs.of(Weird.class));
        assertThrows(IllegalArgumentException.class, () -> Codecs.of(WithThread.class));
    }

    static final class Gappy {
        @WireField(0)
        int a;
        @WireField(2)
        int c;
    }

    static final class FinalWithoutConstructor {
        @WireField(0)
        final int a = 1;
    }

    @Test
    void badAnnotationsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Codecs.of(Gappy.class));
        assertThrows(IllegalArgumentException.class, () -> Codecs.of(FinalWithoutConstructor.class));
    }

    @Test
    void failedDerivationLeavesTheRegistryUsable() {
        record Bad(Map<String, Object> m, Money money) {
        }
        Codecs registry = Codecs.builder().build();
        assertThrows(IllegalArgumentException.class, () -> registry.codec(Bad.class));
        Money back = Io.decode(registry.codec(Money.class), Io.encode(registry.codec(Money.class), new Money(5, "A")));
        assertEquals(5, back.cents);
    }

    record Page<T>(List<T> items, int total) {
    }

    record Tree<T>(T value, List<Tree<T>> kids) {
    }

    record Pages(Page<String> names, Page<Packed> points, Tree<Integer> tree) {
    }

    @Test
    void genericRecordsWithTypeArguments() {
        Codec<Pages> codec = Codecs.of(Pages.class);
        Pages v = new Pages(new Page<>(List.of("a"), 1), new Page<>(List.of(new Packed(1, 2)), 9),
                new Tree<>(1, List.of(new Tree<>(2, List.of()), new Tree<>(3, List.of()))));
        byte[] bytes = Io.encode(codec, v);
        // names: tag, list tag, count 1, "a", total 1; points: tag, nullable count 2 + block (Packed is a
        // record of two ints here, no registered codec), total 9; then the tree.
        assertArrayEquals(Io.parse("01 01 01 01 05 61 01 00 00 00 01 02 01 00 00 00 02 00 00 00 09 00 00 00"
                + " 01 01 01 00 00 00 01 02 01 01 02 00 00 00 01 00 01 01 03 00 00 00 01 00"), bytes, Io.hex(bytes));
        assertEquals(v, Io.decode(codec, bytes));
    }

    @Test
    void generatedCodecNamesItsType() {
        assertTrue(Codecs.of(Money.class).toString().contains("Money"), Codecs.of(Money.class).toString());
    }
}
