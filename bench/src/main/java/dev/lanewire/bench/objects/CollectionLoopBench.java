package dev.lanewire.bench.objects;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.agrona.concurrent.UnsafeBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A {@code List<Item>} written and read through a derived codec ({@code Codecs}) against a
 * hand-written loop producing the same bytes.
 *
 * <p>With {@code pollute=true}, setup first runs lists of five other element types through the
 * derived codecs, so every call site the codecs share (the list loop, the slot framing) has seen
 * six receiver classes before the measured code is compiled. An implementation that called the
 * element codec through such a shared site would turn megamorphic here (an itable call per
 * element, no inlining) and fall well behind the hand-written loop; with constant element codecs
 * the call is bound to its exact class whatever the profile says, and the two polluted/clean
 * numbers stay equal. To see the inlining itself, add
 * {@code -jvmArgsAppend -XX:+UnlockDiagnosticVMOptions -jvmArgsAppend -XX:+PrintInlining} and look
 * for the generated {@code Derived$Item::encode} inlined under {@code ListCodec::encode}.
 *
 * <p>Setup checks that both paths write the same bytes and read back equal lists.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector",
    "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED"})
public class CollectionLoopBench {

    /** An element with a string, so the list is a loop of slots, not one block. */
    public record Item(long id, String name, double price, int quantity) {
    }

    /** The root value. */
    public record Basket(List<Item> items) {
    }

    /** Other element types, only to pollute profiles. */
    public record Other(String a, Integer b) {
    }

    /** Polluters' roots. */
    public record Polluter(List<Other> others, List<String> strings, List<Integer> ints, List<Set<String>> sets,
                           List<Map<String, Integer>> maps) {
    }

    /** Elements per list. */
    @Param({"16", "1000"})
    public int size;

    /** Whether setup runs other element types through the shared code first. */
    @Param({"false", "true"})
    public boolean pollute;

    private Codec<Basket> codec;
    private Basket basket;
    private UnsafeBuffer buffer;
    private WireWriter out;
    private WireReader in;
    private int length;

    /** Builds the basket, pollutes if asked, and checks the two paths agree. */
    @Setup(Level.Trial)
    public void setUp() {
        codec = Codecs.of(Basket.class);
        List<Item> items = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            items.add(new Item(i, "item-" + i, i * 0.25, i % 7));
        }
        basket = new Basket(items);
        buffer = new UnsafeBuffer(new byte[64 + size * 64]);
        out = new WireWriter(buffer, 0);
        in = new WireReader();
        if (pollute) {
            pollute();
        }
        out.wrap(buffer, 0);
        codec.write(out, basket);
        length = out.position();
        byte[] derived = new byte[length];
        buffer.getBytes(0, derived);
        out.wrap(buffer, 0);
        writeByHand(out, basket);
        byte[] byHand = new byte[out.position()];
        buffer.getBytes(0, byHand);
        if (!Arrays.equals(derived, byHand)) {
            throw new IllegalStateException("derived and hand-written bytes differ");
        }
        if (!basket.equals(readByHand(in.wrap(buffer, 0, length))) || !basket.equals(codec.read(in.wrap(buffer, 0, length)))) {
            throw new IllegalStateException("read back a different basket");
        }
    }

    private void pollute() {
        Codec<Polluter> polluter = Codecs.of(Polluter.class);
        Polluter p = new Polluter(List.of(new Other("x", 1), new Other(null, null)), List.of("s", "t"), List.of(1, 2, 3),
                List.of(Set.of("a")), List.of(Map.of("k", 1)));
        UnsafeBuffer scratch = new UnsafeBuffer(new byte[4096]);
        WireWriter w = new WireWriter(scratch, 0);
        WireReader r = new WireReader();
        for (int i = 0; i < 30_000; i++) {
            w.wrap(scratch, 0);
            polluter.write(w, p);
            polluter.read(r.wrap(scratch, 0, w.position()));
        }
    }

    /** The bytes §8 specifies, written without the codec layer. */
    static void writeByHand(WireWriter out, Basket basket) {
        out.writeByte((byte) 1);
        List<Item> items = basket.items();
        out.writeByte((byte) 1);
        int n = items.size();
        out.writeVarInt(n);
        for (int i = 0; i < n; i++) {
            Item item = items.get(i);
            out.writeByte((byte) 1);
            out.writeLong(item.id());
            out.writeString(item.name());
            out.writeDouble(item.price());
            out.writeInt(item.quantity());
        }
    }

    static Basket readByHand(WireReader in) {
        in.readByte();
        in.readByte();
        int n = in.readVarInt();
        List<Item> items = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            in.readByte();
            items.add(new Item(in.readLong(), in.readString(), in.readDouble(), in.readInt()));
        }
        return new Basket(items);
    }

    /** Writes the basket through the derived codec. */
    @Benchmark
    public int writeDerived() {
        out.wrap(buffer, 0);
        codec.write(out, basket);
        return out.position();
    }

    /** Writes the same bytes by hand. */
    @Benchmark
    public int writeByHand() {
        out.wrap(buffer, 0);
        writeByHand(out, basket);
        return out.position();
    }

    /** Reads the basket through the derived codec. */
    @Benchmark
    public Basket readDerived() {
        return codec.read(in.wrap(buffer, 0, length));
    }

    /** Reads the same bytes by hand. */
    @Benchmark
    public Basket readByHand() {
        return readByHand(in.wrap(buffer, 0, length));
    }
}
