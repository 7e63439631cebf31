package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.List;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * Roots whose reference fields are all leaf values ({@link Shape#closed()}) are read and written
 * without the graph state: same bytes, same refusals, writer put back on failure, span checked.
 */
class ClosedRootTest {

    record Quote(long id, String symbol, BigDecimal price, Instant at, Integer size) {
    }

    record Point(int x, int y) {
    }

    /** A composite part: not closed. */
    record Holder(Quote quote) {
    }

    /** A container part: not closed. */
    record Tagged(List<String> tags) {
    }

    /** Holds a {@link Boxed}, whose codec is written by hand and writes a closed root itself. */
    record Envelope(Boxed first, List<Boxed> rest) {
    }

    record Boxed(Quote quote) {
    }

    /** Writes its quote as a root of its own, from inside whatever root is being written. */
    static final class BoxedCodec implements Codec<Boxed> {
        private final Codec<Quote> quotes = Codecs.of(Quote.class);

        @Override
        public void write(WireWriter out, Boxed value) {
            quotes.write(out, value.quote());
        }

        @Override
        public Boxed read(WireReader in) {
            return new Boxed(quotes.read(in));
        }
    }

    private static Shape shape(Codecs codecs, Class<?> type) {
        return ((ObjectCodec<?>) codecs.codec(type)).shape();
    }

    private static Quote quote(int i) {
        return new Quote(i, "Q" + i, BigDecimal.valueOf(i, 2), Instant.ofEpochSecond(1_700_000_000L + i, i), i);
    }

    @Test
    void onlyUntrackedRecordsOfLeavesAreClosed() {
        Codecs defaults = Codecs.defaults();
        assertTrue(shape(defaults, Quote.class).closed());
        assertTrue(shape(defaults, Point.class).closed());
        assertFalse(shape(defaults, Holder.class).closed());
        assertFalse(shape(defaults, Tagged.class).closed());
        assertFalse(shape(defaults, DerivationTest.Account.class).closed(), "a mutable class");
        assertFalse(shape(Codecs.builder().track(Quote.class).build(), Quote.class).closed(), "tracked");
        Codecs custom = Codecs.builder().register(BigDecimal.class, new Codec<BigDecimal>() {
            @Override
            public void write(WireWriter out, BigDecimal value) {
                out.writeString(value.toString());
            }

            @Override
            public BigDecimal read(WireReader in) {
                return new BigDecimal(in.readString());
            }
        }).build();
        assertFalse(shape(custom, Quote.class).closed(), "a part with a codec written by hand");
    }

    @Test
    void closedRootsKeepTheSlotFormat() {
        Quote q = new Quote(7, "AB", null, Instant.ofEpochSecond(3, 4), null);
        ExpandableArrayBuffer expected = new ExpandableArrayBuffer(64);
        WireWriter w = new WireWriter(expected, 0);
        // Root tag 1, then the fields in order: a long, a self-framing string, and a slot (tag 0
        // null, tag 1 then the value) for each of the decimal, the instant and the boxed int.
        w.writeByte((byte) 1).writeLong(7).writeString("AB").writeByte((byte) 0)
                .writeByte((byte) 1).writeInstant(Instant.ofEpochSecond(3, 4)).writeByte((byte) 0);
        byte[] bytes = new byte[w.position()];
        expected.getBytes(0, bytes);
        Codec<Quote> codec = Codecs.of(Quote.class);
        assertArrayEquals(bytes, Io.encode(codec, q), () -> Io.hex(Io.encode(codec, q)));
        assertEquals(q, Io.decode(codec, bytes));
        assertArrayEquals(new byte[] {0}, Io.encode(codec, null));
        assertNull(Io.decode(codec, new byte[] {0}));
    }

    @Test
    void aFailedWriteLeavesTheWriterWhereTheRootStarted() {
        Codec<Quote> codec = Codecs.of(Quote.class);
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(64);
        WireWriter out = new WireWriter(buffer, 0);
        out.writeInt(42);
        // 10^40 needs more than Decimal128's 96-bit unscaled value: refused after the id and symbol.
        Quote tooBig = new Quote(1, "X", new BigDecimal(BigInteger.TEN.pow(40)), null, null);
        assertThrows(RuntimeException.class, () -> codec.write(out, tooBig));
        assertEquals(4, out.position());
        codec.write(out, quote(3));
        WireReader in = new WireReader(buffer, 0, out.position());
        assertEquals(42, in.readInt());
        assertEquals(quote(3), codec.read(in));
        assertEquals(0, in.remaining());
    }

    @Test
    void aClosedRootSpansAtMostTheGraphByteLimit() {
        Codec<Quote> tight = Codecs.builder().limits(new GraphLimits(100, 40, 16)).build().codec(Quote.class);
        Quote small = new Quote(1, "ab", null, null, null);
        assertEquals(small, Io.decode(tight, Io.encode(tight, small)));
        byte[] big = Io.encode(tight, new Quote(1, "x".repeat(60), null, null, null));
        CodecException e = assertThrows(CodecException.class, () -> Io.decode(tight, big));
        assertEquals(0, e.offset());
    }

    @Test
    void backReferenceTagsInAClosedRootAreMalformed() {
        Codec<Quote> codec = Codecs.of(Quote.class);
        CodecException root = assertThrows(CodecException.class, () -> Io.decode(codec, new byte[] {2}));
        assertEquals(0, root.offset());
        byte[] bytes = Io.encode(codec, new Quote(5, "", null, null, null));
        // Root tag, 8-byte id, the empty string's one-byte header: the price's slot tag is at 10.
        assertEquals(0, bytes[10]);
        bytes[10] = 2;
        CodecException field = assertThrows(CodecException.class, () -> Io.decode(codec, bytes));
        assertEquals(10, field.offset());
    }

    @Test
    void closedRootsWrittenInsideAnotherRootRoundTrip() {
        Codecs codecs = Codecs.builder().register(Boxed.class, new BoxedCodec()).build();
        Codec<Envelope> codec = codecs.codec(Envelope.class);
        Envelope value = new Envelope(new Boxed(quote(1)), List.of(new Boxed(quote(2)), new Boxed(null), new Boxed(quote(4))));
        assertEquals(value, Io.decode(codec, Io.encode(codec, value)));
        WireReader in = new WireReader(new UnsafeBuffer(Io.encode(codec, value)), 0, Io.encode(codec, value).length);
        codec.read(in);
        assertEquals(0, in.depth());
    }
}
