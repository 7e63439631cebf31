package dev.lanewire.bench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every case round-trips through every peer, and a wrong answer is caught. */
class TrialTest {

    /** The 1M-record case is large; it runs once per peer here, its decodes checked element by element. */
    @Test
    void everyCaseRoundTripsThroughEveryPeer() {
        for (CodecCase<?> codecCase : CodecCase.ALL) {
            for (Peer peer : Peer.values()) {
                // open() checks a first round trip; check() the last decoded value and a fresh one.
                Trial<?> trial = Trial.open(codecCase, peer);
                trial.roundTrip();
                trial.check();
                assertTrue(trial.encodedSize() > 0);
            }
        }
    }

    @Test
    void aWrongAnswerFailsTheTrial() {
        // A decoder that drops the last string: the first round trip's check must catch it.
        Schema<String[]> lossy = new Schema<>() {
            @Override
            public void write(String[] value, FieldWriter out) {
                Schemas.STRINGS.write(value, out);
            }

            @Override
            public String[] read(FieldReader in) {
                String[] all = Schemas.STRINGS.read(in);
                return Arrays.copyOf(all, all.length - 1);
            }
        };
        CodecCase<String[]> broken = new CodecCase<>("broken", "broken", true, Fixtures::mixedStrings, lossy,
                Arrays::equals, List.of());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Trial.open(broken, Peer.KRYO));
        assertTrue(e.getMessage().startsWith("kryo got broken wrong (first round trip)"), e.getMessage());
    }

    @Test
    void fixturesAreDeterministicAndMixed() {
        // Pinned from one run (String.hashCode is specified): the fixtures are the same in every JVM and run.
        String[] strings = Fixtures.mixedStrings();
        assertEquals(170_691_132, Arrays.hashCode(strings));
        assertEquals(Fixtures.MIXED_STRINGS, strings.length);
        long ascii = Arrays.stream(strings).filter(s -> s.chars().allMatch(c -> c < 0x80)).count();
        long surrogates = Arrays.stream(strings).filter(s -> s.chars().anyMatch(c -> Character.isSurrogate((char) c))).count();
        long cjk = Arrays.stream(strings).filter(s -> s.codePoints().anyMatch(c -> c >= 0x4E00 && c <= 0x9FA5))
                .count();
        assertTrue(ascii > 100 && ascii < 900, "ascii-only strings: " + ascii);
        assertTrue(surrogates > 20, "strings with surrogate pairs: " + surrogates);
        assertTrue(cjk > 50, "strings with CJK: " + cjk);
        assertEquals(Fixtures.TICKS, Fixtures.ticks().length);
        Order o = Fixtures.order();
        assertEquals(72, o.note().length(), o.note());
        assertEquals(1_978_511_369, o.note().hashCode(), o.note());
        assertEquals(new Order(9_123_456_789_012L, 77_001L, "XETR:SAP", new BigDecimal("184.3650"),
                new BigDecimal("1250.00"), Instant.parse("2023-11-29T21:33:09.987654321Z"),
                Instant.parse("2023-11-29T21:33:10.012345678Z"), o.note(), 177, true), o);
    }

    @Test
    void lanewireDecimalsAreDecimal128AndOutOfRangeValuesAreRefused() {
        LanewireCodec<BigDecimal> codec = new LanewireCodec<>(new Schema<>() {
            @Override
            public void write(BigDecimal value, FieldWriter out) {
                out.writeDecimal(value);
            }

            @Override
            public BigDecimal read(FieldReader in) {
                return in.readDecimal();
            }
        }, false);
        BigInteger max = BigInteger.ONE.shiftLeft(96).subtract(BigInteger.ONE);
        for (BigDecimal v : List.of(BigDecimal.ZERO, new BigDecimal("-0.0001"), new BigDecimal("184.3650"),
                new BigDecimal(max, 0), new BigDecimal(max.negate(), 28))) {
            int n = codec.encode(v);
            assertEquals(16, n);
            assertEquals(v, codec.decode(Arrays.copyOf(codec.buffer(), n), n), "value and scale of " + v);
        }
        assertThrows(RuntimeException.class, () -> codec.encode(new BigDecimal(max.add(BigInteger.ONE))));
    }

    @Test
    void lanewireRefusesOutOfRangeDatesBeforeBuildingThem() {
        PeerCodec<TimeBlock> codec = Peer.LANEWIRE.open(CodecCase.DATES_INSTANTS);
        TimeBlock block = Fixtures.timeBlock();
        int n = codec.encode(block);
        byte[] bytes = Arrays.copyOf(codec.buffer(), n);
        // Nullable count varint 4096 + 1 = 0x81 0x20 (two bytes); the first date's int32 follows: set year 10000+.
        int firstDate = 2;
        bytes[firstDate + 3] = 0x7F;
        dev.lanewire.codec.CodecException e = assertThrows(dev.lanewire.codec.CodecException.class,
                () -> codec.decode(bytes, n));
        assertEquals(firstDate, e.offset());
    }

    @Test
    void derivedCodecsRefuseOutOfRangeDatesWithTheirOffset() {
        PeerCodec<TimeBlock> codec = Peer.LANEWIRE_CODECS.open(CodecCase.DATES_INSTANTS);
        int n = codec.encode(Fixtures.timeBlock());
        byte[] bytes = Arrays.copyOf(codec.buffer(), n);
        // wire-format §8: root slot tag 01; the dates component is §7's LocalDate array, self-framing (§8.1):
        // nullable count varint 4097 (81 20), then the int32 epoch days. Push the first day past year 9999.
        int firstDay = 1 + 2;
        bytes[firstDay + 3] = 0x7F;
        dev.lanewire.codec.CodecException e = assertThrows(dev.lanewire.codec.CodecException.class,
                () -> codec.decode(bytes, n));
        assertEquals(firstDay, e.offset());
    }

    @Test
    void truncatedOrForgedInputIsRejectedNotMisread() {
        for (Peer peer : List.of(Peer.LANEWIRE, Peer.LANEWIRE_UTF8, Peer.LANEWIRE_CODECS, Peer.KRYO, Peer.JDK)) {
            PeerCodec<String[]> codec = peer.open(CodecCase.STRINGS_MIXED_1000);
            String[] value = Fixtures.mixedStrings();
            int n = codec.encode(value);
            byte[] bytes = Arrays.copyOf(codec.buffer(), n);
            assertThrows(RuntimeException.class, () -> codec.decode(bytes, n - 1), peer.id() + " truncated");
            byte[] extra = Arrays.copyOf(bytes, n + 1);
            assertThrows(IllegalStateException.class, () -> codec.decode(extra, n + 1), peer.id() + " trailing");
            byte[] forged = bytes.clone();
            forged[0] = (byte) 0x7F; // the count's first byte: a count far beyond the input
            assertThrows(RuntimeException.class, () -> codec.decode(forged, n), peer.id() + " forged count");
        }
    }

    @Test
    void lanewireOrderSizeFollowsTheWireFormat() {
        Order o = Fixtures.order();
        // Spec (docs/wire-format.md): a string is varint((chars << 2) | coder) then chars bytes (Latin-1)
        // or 2 * chars bytes (UTF-16LE); the note holds CJK, so it is UTF-16.
        int symbol = varintSize(o.symbol().length() << 2 | 1) + o.symbol().length();
        int note = varintSize(o.note().length() << 2 | 2) + 2 * o.note().length();
        int expected = 8 + 8 + symbol + 16 + 16 + 12 + 12 + note + 4 + 1;
        assertEquals(expected, Trial.open(CodecCase.ORDER, Peer.LANEWIRE).encodedSize());
        int utf8Note = o.note().getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        int utf8 = 8 + 8 + varintSize(o.symbol().length() << 2 | 3) + varintSize(o.symbol().length())
                + o.symbol().length() + 16 + 16 + 12 + 12 + varintSize(o.note().length() << 2 | 3)
                + varintSize(utf8Note) + utf8Note + 4 + 1;
        assertEquals(utf8, Trial.open(CodecCase.ORDER, Peer.LANEWIRE_UTF8).encodedSize());
    }

    private static int varintSize(int v) {
        return v < 1 << 7 ? 1 : v < 1 << 14 ? 2 : v < 1 << 21 ? 3 : v < 1 << 28 ? 4 : 5;
    }
}
