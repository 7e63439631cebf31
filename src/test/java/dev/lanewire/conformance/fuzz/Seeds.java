package dev.lanewire.conformance.fuzz;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.Frame;
import dev.lanewire.codec.WireWriter;
import dev.lanewire.conformance.fuzz.FuzzModel.Chain;
import dev.lanewire.conformance.fuzz.FuzzModel.Color;
import dev.lanewire.conformance.fuzz.FuzzModel.Dot;
import dev.lanewire.conformance.fuzz.FuzzModel.Figure;
import dev.lanewire.conformance.fuzz.FuzzModel.Group;
import dev.lanewire.conformance.fuzz.FuzzModel.Label;
import dev.lanewire.conformance.fuzz.FuzzModel.Mutable;
import dev.lanewire.conformance.fuzz.FuzzModel.Node;
import dev.lanewire.conformance.fuzz.FuzzModel.Root;
import dev.lanewire.conformance.fuzz.FuzzModel.Versioned;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.agrona.ExpandableArrayBuffer;

/**
 * Writes the seed corpora of the fuzz targets: well-formed inputs of every kind a target reads,
 * from which the fuzzer mutates. Run once after a target's input layout changes, and commit the
 * files:
 * <pre>{@code java -cp <test classpath> dev.lanewire.conformance.fuzz.Seeds src/test/resources}</pre>
 * The files go to {@code dev/lanewire/conformance/fuzz/<Target>Inputs/<method>/seed-*}, where the
 * fuzz tests' regression mode (a plain {@code mvn verify}) runs them, together with the findings
 * kept there as {@code crash-*}.
 */
public final class Seeds {

    private final Path root;

    private Seeds(Path root) {
        this.root = root;
    }

    /** Writes every seed under the resources directory {@code args[0]}. */
    public static void main(String[] args) {
        Seeds s = new Seeds(Path.of(args[0]).resolve("dev/lanewire/conformance/fuzz"));
        s.wireReader();
        s.frame();
        s.objects();
        s.utf8();
        s.blocks();
        s.varints();
    }

    private void put(String target, String name, byte[] bytes) {
        Path dir = root.resolve(target);
        try {
            Files.createDirectories(dir);
            Files.write(dir.resolve("seed-" + name), bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] wire(Consumer<WireWriter> body) {
        ExpandableArrayBuffer b = new ExpandableArrayBuffer(256);
        WireWriter w = new WireWriter(b, 0);
        body.accept(w);
        return Arrays.copyOf(b.byteArray(), w.position());
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] out = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    private void wireReader() {
        String t = "WireReaderFuzzTestInputs/readOps";
        // Every operation 0..34 once, over values written in the same order.
        byte[] all = wire(w -> w.writeBoolean(true).writeByte((byte) -3).writeShort((short) 513).writeChar('ж')
                .writeInt(-70_000).writeLong(1L << 40).writeFloat(1.5f).writeDouble(-2.25)
                .writeVarInt(300).writeVarLong(1L << 50).writeSignedVarInt(-5).writeSignedVarLong(-1L << 40)
                .writeVarInt(3).writeByte((byte) 0).writeNullableCount(2).writeShort((short) 0)
                .writeString("Zürich → 東京").writeBooleanArray(new boolean[] {true, false, true})
                .writeByteArray(new byte[] {1, 2, 3}).writeShortArray(new short[] {-1, 2})
                .writeCharArray(new char[] {'a', 'é'}).writeIntArray(new int[] {7, -8})
                .writeLongArray(new long[] {9L, -10L}).writeFloatArray(new float[] {0.5f})
                .writeDoubleArray(new double[] {Double.NaN, 1e300})
                .writeEnum(java.time.DayOfWeek.FRIDAY, 7)
                .writeEnumArray(new java.time.DayOfWeek[] {java.time.DayOfWeek.MONDAY, java.time.DayOfWeek.SUNDAY}, 7)
                .writeLocalDate(LocalDate.of(2026, 12, 1))
                .writeLocalDateArray(new LocalDate[] {LocalDate.of(1, 1, 1), LocalDate.of(9999, 12, 31)})
                .writeLocalTime(LocalTime.of(9, 30)).writeInstant(Instant.parse("2026-12-01T09:00:00Z"))
                .writeDuration(Duration.ofMillis(1500)).writeLocalDateTime(LocalDateTime.of(2026, 12, 1, 9, 0))
                .writeDecimal128(new BigDecimal("101.25"))
                .writeBytes(new byte[] {1, 2, 3, 4}, 0, 4)
                .writeEpochDays(new int[] {0, 20_000}).writeNanosOfDay(new long[] {0, 1_000_000})
                .writeBytes(new byte[] {9, 9}, 0, 2));
        byte[] ops = new byte[35];
        for (int i = 0; i < 32; i++) {
            ops[i] = (byte) i;
        }
        ops[32] = (byte) (32 + 36 * 4);
        ops[33] = 33;
        ops[34] = 34;
        // Op 12 reads a count (3) with 1 byte an element, 13 a nullable count: values above cover them.
        for (int kind = 0; kind < 4; kind++) {
            put(t, "all-ops-kind" + kind, concat(new byte[] {(byte) (kind | 5 << 2), (byte) ops.length}, ops, all));
        }
        put(t, "all-ops-small-limits", concat(new byte[] {(byte) (1 | 3 << 2 | 1 << 6), (byte) ops.length}, ops, all));
        byte[] arrays = wire(w -> w.writeBooleanArray(new boolean[40]).writeIntArray(new int[20])
                .writeLocalTimeArray(new LocalTime[] {LocalTime.MIDNIGHT, LocalTime.NOON})
                .writeInstantArray(new Instant[] {Instant.EPOCH}).writeDurationArray(new Duration[] {Duration.ZERO})
                .writeLocalDateTimeArray(new LocalDateTime[] {LocalDateTime.of(2000, 1, 1, 0, 0)})
                .writeDecimal128Array(new BigDecimal[] {BigDecimal.ONE, new BigDecimal("-0.001")}));
        put(t, "arrays", concat(new byte[] {2, 7, 15, 19, 27 + 36, 28 + 36, 29 + 36, 30 + 36, 31 + 36}, arrays));
        byte[] strings = wire(w -> w.writeString("plain ascii").writeStringUtf8("ελληνικά and 😀")
                .writeString("Ελληνικά UTF-16 path").writeString(null).writeString(""));
        put(t, "strings", concat(new byte[] {3, 5, 14, 14, 14, 14, 14}, strings));
        // A forged count: a byte array claiming a million elements.
        put(t, "forged-count", concat(new byte[] {0, 1, 16}, wire(w -> w.writeNullableCount(1_000_000)), new byte[8]));
    }

    private void frame() {
        String t = "FrameFuzzTestInputs/open";
        for (int kind = 0; kind < 4; kind++) {
            int k = kind;
            byte[] framed = framed(w -> w.writeString("frame body " + k).writeStringUtf8("χ").writeString(null));
            put(t, "strings-kind" + kind, concat(new byte[] {(byte) (kind | 3 << 2)}, framed));
        }
        put(t, "empty-body", concat(new byte[] {1}, framed(w -> { })));
        byte[] bad = framed(w -> w.writeString("corrupt me"));
        bad[bad.length - 1] ^= 1;
        put(t, "bad-crc", concat(new byte[] {2}, bad));
        put(t, "small-limit", concat(new byte[] {(byte) 0x40}, framed(w -> w.writeBytes(new byte[100], 0, 100))));
    }

    private static byte[] framed(Consumer<WireWriter> body) {
        return wire(w -> {
            Frame f = new Frame();
            int start = f.begin(w);
            body.accept(w);
            f.end(w, start);
        });
    }

    private static <T> byte[] encode(Codec<T> codec, T value) {
        return wire(w -> codec.write(w, value));
    }

    private void objects() {
        String t = "ObjectCodecFuzzTestInputs/readMessage";
        Figure group = new Group(List.of(new Dot(1, 2, true), new Label("λ", Color.GREEN)),
                new LinkedHashMap<>(Map.of("a", new Dot(3, 4, false))), new Figure[] {new Label(null, null), null});
        Node a = new Node();
        a.name = "a";
        Node b = new Node();
        b.name = "b";
        b.parent = a;
        a.next.add(b);
        a.next.add(a);
        Map<Color, List<Integer>> series = new LinkedHashMap<>();
        series.put(Color.RED, List.of(1, 2, 3));
        series.put(Color.BLUE, new ArrayList<>());
        Map<Integer, Set<Long>> sets = new LinkedHashMap<>();
        sets.put(7, new LinkedHashSet<>(List.of(1L, -1L)));
        Root root = new Root(group, new LinkedHashSet<>(List.of("x", "yy", "ζ")), series, sets,
                new Figure[] {new Dot(0, 0, false)}, new int[] {1, -1}, new double[] {0.5}, new String[] {"s", null},
                a, new Versioned(1, "v1", List.of(5L), new Versioned(0, "v0", List.of(), null)),
                LocalDate.of(2026, 12, 1), Instant.parse("2026-12-01T09:00:00Z"), new BigDecimal("9.99"),
                new Color[] {Color.RED, Color.BLUE}, List.of(new Dot(5, 6, true), new Dot(7, 8, false)));
        Root sparse = new Root(null, Set.of(), Map.of(), Map.of(), new Figure[0], null, null, null, null, null, null,
                null, null, null, List.of());
        int[] rootSubjects = {0, 1, 2};
        for (int s : rootSubjects) {
            Codec<Root> codec = s == 1 ? codecOf(1) : s == 2 ? codecOf(2) : Codecs.of(Root.class);
            put(t, "root-" + s, concat(new byte[] {(byte) s, 3}, encode(codec, root)));
            put(t, "root-" + s + "-offheap", concat(new byte[] {(byte) (s | 2 << 3), 5}, encode(codec, root)));
            put(t, "sparse-" + s, concat(new byte[] {(byte) s, 1}, encode(codec, sparse)));
        }
        Mutable m = new Mutable();
        m.count = 3;
        m.text = "mutable";
        m.lines = new ArrayList<>(List.of("one", "two"));
        m.counts = new LinkedHashMap<>(Map.of("k", 1));
        m.child = new Mutable();
        byte[] mutable = encode(Codecs.of(Mutable.class), m);
        put(t, "mutable-into-new", concat(new byte[] {3, 2}, mutable));
        put(t, "mutable-into-reused", concat(new byte[] {4 | 1 << 3, 2}, mutable));
        Chain chain = null;
        for (int i = 0; i < 40; i++) {
            chain = new Chain(chain, i);
        }
        Chain c = chain;
        put(t, "chain", concat(new byte[] {5, 4}, encode(ObjectCodecFuzzTest.deepChainCodec(), c)));
        put(t, "versioned", concat(new byte[] {6, 6}, encode(Codecs.of(Versioned.class),
                new Versioned(2, "two", List.of(1L, 2L), new Versioned(1, "one", null, null)))));
        put(t, "node-cycle", concat(new byte[] {7, 7}, encode(ObjectCodecFuzzTest.trackingNodeCodec(), a)));
    }

    @SuppressWarnings("unchecked")
    private static Codec<Root> codecOf(int subject) {
        return (Codec<Root>) (Codec<?>) ObjectCodecFuzzTest.rootCodec(subject);
    }

    private void utf8() {
        String t = "Utf8FuzzTestInputs/againstJdk";
        String[] texts = {"", "ascii only, longer than one vector block of sixteen or thirty-two bytes....",
            "Zürich → 東京 😀", "ελληνικά", "кириллица", "हिन्दी", "العربية", "😀😃😄😁😆😅🤣😂🙂🙃😉😊😇"};
        for (int i = 0; i < texts.length; i++) {
            put(t, "text-" + i, concat(new byte[] {(byte) i}, texts[i].getBytes(StandardCharsets.UTF_8)));
        }
        put(t, "malformed-lone-continuation", new byte[] {3, 'a', (byte) 0x80, 'b'});
        put(t, "malformed-truncated", new byte[] {5, 'a', (byte) 0xE6, (byte) 0x9D});
        put(t, "malformed-surrogate", new byte[] {1, (byte) 0xED, (byte) 0xA0, (byte) 0x80});
        put(t, "malformed-overlong", new byte[] {2, (byte) 0xC0, (byte) 0xAF, 'x'});
        put(t, "malformed-above-max", new byte[] {7, (byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80});
    }

    private void blocks() {
        String t = "BlocksFuzzTestInputs/againstScalarTwin";
        for (int check = 0; check < 10; check++) {
            ByteBuffer h = ByteBuffer.allocate(24).order(ByteOrder.LITTLE_ENDIAN);
            h.put(0, (byte) check).put(1, (byte) 3).put(2, (byte) 20).put(3, (byte) 12).put(4, (byte) 4)
                    .put(5, (byte) 16);
            h.putLong(8, check == 6 ? 0x7F00FFFFL : 0).putLong(16, check == 6 ? 28 : 1000);
            byte[] body = new byte[32];
            for (int i = 0; i < body.length; i++) {
                body[i] = (byte) (check == 0 || check == 1 ? i % 2 : i % 5);
            }
            put(t, "check-" + check, concat(h.array(), body));
            byte[] bad = body.clone();
            bad[body.length - 3] = (byte) 0xF7;
            put(t, "check-" + check + "-invalid", concat(h.array(), bad));
        }
    }

    private void varints() {
        String t = "VarintFuzzTestInputs/againstReference";
        long[] values = {0, 1, 127, 128, 16_383, 16_384, Integer.MAX_VALUE, 0xFFFF_FFFFL, Long.MAX_VALUE, -1};
        for (int mode = 0; mode < 4; mode++) {
            int m = mode;
            byte[] w = wire(out -> {
                for (long v : values) {
                    if (m < 2) {
                        out.writeVarInt((int) v);
                    } else {
                        out.writeVarLong(v);
                    }
                }
            });
            put(t, "values-mode" + mode, concat(new byte[] {(byte) (mode << 6 | mode | 2 << 2)}, w));
        }
        put(t, "overlong", new byte[] {0, (byte) 0x80, 0});
        put(t, "overflow-32", new byte[] {0, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x10});
        put(t, "overflow-64", new byte[] {(byte) 0x80, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0x02});
        put(t, "truncated", new byte[] {(byte) 0x40, (byte) 0x80});
    }
}
