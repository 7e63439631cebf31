package dev.lanewire.bench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every case round-trips through every peer, and a wrong answer is caught. */
class TrialTest {

    /** The 1M-record case is large; it runs once per peer here, with its decode checked element by element. */
    @Test
    void everyCaseRoundTripsThroughEveryPeer() {
        for (CodecCase<?> codecCase : CodecCase.ALL) {
            for (Peer peer : Peer.values()) {
                Trial<?> trial = Trial.open(codecCase, peer);
                Object decoded = trial.roundTrip();
                assertTrue(same(codecCase, decoded), codecCase.id() + " via " + peer.id());
                trial.check();
                assertTrue(trial.encodedSize() > 0);
            }
        }
    }

    @SuppressWarnings("unchecked") // the trial decoded a value of the case's type
    private static <T> boolean same(CodecCase<T> codecCase, Object decoded) {
        return codecCase.same().test(codecCase.fixture().get(), (T) decoded);
    }

    @Test
    void fixturesAreDeterministicAndMixed() {
        assertTrue(Arrays.equals(Fixtures.mixedStrings(), Fixtures.mixedStrings()));
        String[] strings = Fixtures.mixedStrings();
        assertEquals(Fixtures.MIXED_STRINGS, strings.length);
        long ascii = Arrays.stream(strings).filter(s -> s.chars().allMatch(c -> c < 0x80)).count();
        long surrogates = Arrays.stream(strings).filter(s -> s.chars().anyMatch(c -> Character.isSurrogate((char) c))).count();
        long cjk = Arrays.stream(strings).filter(s -> s.codePoints().anyMatch(c -> c >= 0x4E00 && c <= 0x9FA5))
                .count();
        assertTrue(ascii > 100 && ascii < 900, "ascii-only strings: " + ascii);
        assertTrue(surrogates > 20, "strings with surrogate pairs: " + surrogates);
        assertTrue(cjk > 50, "strings with CJK: " + cjk);
        assertEquals(Fixtures.TICKS, Fixtures.ticks().length);
        assertEquals(Fixtures.order(), Fixtures.order());
    }

    @Test
    void lanewireDecimalsKeepValueAndScaleAcrossTheSixteenBytes() {
        LanewireCodec<BigDecimal> codec = new LanewireCodec<>(new Schema<>() {
            @Override
            public void write(BigDecimal value, FieldWriter out) {
                out.writeDecimal(value);
            }

            @Override
            public BigDecimal read(FieldReader in) {
                return in.readDecimal();
            }
        });
        BigInteger max = BigInteger.ONE.shiftLeft(113).subtract(BigInteger.ONE);
        for (BigDecimal v : List.of(BigDecimal.ZERO, new BigDecimal("-0.0001"), new BigDecimal("184.3650"),
                new BigDecimal(BigInteger.valueOf(Long.MIN_VALUE), 3), new BigDecimal(max, -7),
                new BigDecimal(max.negate(), 30), new BigDecimal(max, 8191), new BigDecimal(max, -8192), new BigDecimal("9999999999999999999999999999999999E-2"))) {
            int n = codec.encode(v);
            assertEquals(16, n);
            BigDecimal back = codec.decode(Arrays.copyOf(codec.buffer(), n), n);
            assertEquals(v, back, "value and scale of " + v);
        }
        assertThrows(IllegalArgumentException.class, () -> codec.encode(new BigDecimal(max.shiftLeft(1))));
        assertThrows(IllegalArgumentException.class, () -> codec.encode(new BigDecimal(BigInteger.ONE, 8192)));
    }

    @Test
    void truncatedOrForgedInputIsRejectedNotMisread() {
        for (Peer peer : List.of(Peer.LANEWIRE, Peer.KRYO, Peer.JDK)) {
            PeerCodec<String[]> codec = peer.open(CodecCase.STRINGS_MIXED_1000);
            String[] value = Fixtures.mixedStrings();
            int n = codec.encode(value);
            byte[] bytes = Arrays.copyOf(codec.buffer(), n);
            assertThrows(RuntimeException.class, () -> codec.decode(bytes, n - 1), peer.id() + " truncated");
            byte[] extra = Arrays.copyOf(bytes, n + 1);
            assertThrows(IllegalStateException.class, () -> codec.decode(extra, n + 1), peer.id() + " trailing");
        }
    }

    @Test
    void peersEncodeDifferentlySoSizesMeanSomething() {
        int lanewire = Trial.open(CodecCase.ORDER, Peer.LANEWIRE).encodedSize();
        int jdk = Trial.open(CodecCase.ORDER, Peer.JDK).encodedSize();
        assertNotEquals(0, lanewire);
        // 8+8 ids, 16+16 decimals, 12+12 instants, 4 flags, 1 live, two 4-byte string lengths.
        assertEquals(8 + 8 + 16 + 16 + 12 + 12 + 4 + 1 + 4 + 4
                + Fixtures.order().symbol().getBytes(java.nio.charset.StandardCharsets.UTF_8).length
                + Fixtures.order().note().getBytes(java.nio.charset.StandardCharsets.UTF_8).length, lanewire);
        assertTrue(jdk > 0);
    }
}
