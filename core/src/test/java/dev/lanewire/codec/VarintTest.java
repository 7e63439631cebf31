package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.HexFormat;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** Varints: shortest form only, overflow refused, every value has exactly one encoding. */
class VarintTest {

    /** Reference LEB128, written independently of the codec. */
    private static byte[] leb128(long value) {
        byte[] out = new byte[10];
        int n = 0;
        long v = value;
        do {
            byte b = (byte) (v & 0x7F);
            v >>>= 7;
            out[n++] = v != 0 ? (byte) (b | 0x80) : b;
        } while (v != 0);
        return Arrays.copyOf(out, n);
    }

    private static String hex(byte[] b) {
        return HexFormat.ofDelimiter(" ").formatHex(b);
    }

    @Property(tries = 500)
    void varLongIsTheReferenceEncodingAndReadsBack(@ForAll long value) {
        UnsafeBuffer buffer = new UnsafeBuffer(new byte[16]);
        WireWriter w = new WireWriter(buffer, 2).writeVarLong(value);
        byte[] expected = leb128(value);
        byte[] written = new byte[w.position() - 2];
        buffer.getBytes(2, written);
        assertEquals(hex(expected), hex(written));
        assertEquals(expected.length, Varints.sizeOfLong(value));
        WireReader r = new WireReader(buffer, 2, w.position());
        assertEquals(value, r.readVarLong());
        assertEquals(0, r.remaining());
    }

    @Property(tries = 500)
    void varIntIsTheReferenceEncodingOfTheUnsignedValue(@ForAll int value) {
        UnsafeBuffer buffer = new UnsafeBuffer(new byte[8]);
        WireWriter w = new WireWriter(buffer, 0).writeVarInt(value);
        byte[] written = new byte[w.position()];
        buffer.getBytes(0, written);
        assertEquals(hex(leb128(Integer.toUnsignedLong(value))), hex(written));
        assertEquals(value, new WireReader(buffer, 0, w.position()).readVarInt());
    }

    @Property(tries = 300)
    void signedVarintsRoundTripAndSmallMagnitudesStayShort(@ForAll int i, @ForAll long l) {
        UnsafeBuffer buffer = new UnsafeBuffer(new byte[16]);
        WireWriter w = new WireWriter(buffer, 0).writeSignedVarInt(i).writeSignedVarLong(l);
        WireReader r = new WireReader(buffer, 0, w.position());
        assertEquals(i, r.readSignedVarInt());
        assertEquals(l, r.readSignedVarLong());
        // Zigzag: |v| < 64 fits one byte whatever the sign.
        if (i > -64 && i < 64) {
            assertEquals(1, Varints.sizeOfInt(Varints.zigzag(i)));
        }
    }

    /** Any byte string either fails, or is read as v with exactly v's shortest encoding consumed. */
    @Property(tries = 1000)
    void everyAcceptedVarLongIsCanonical(@ForAll @Size(max = 12) byte[] bytes) {
        WireReader r = new WireReader(new UnsafeBuffer(bytes), 0, bytes.length);
        long v;
        try {
            v = r.readVarLong();
        } catch (CodecException e) {
            assertEquals(0, e.offset(), e.getMessage());
            return;
        }
        assertEquals(hex(leb128(v)), hex(Arrays.copyOf(bytes, r.position())), "accepted a non-canonical form");
    }

    @Property(tries = 1000)
    void everyAcceptedVarIntIsCanonicalAndFits32Bits(@ForAll @Size(max = 7) byte[] bytes) {
        WireReader r = new WireReader(new UnsafeBuffer(bytes), 0, bytes.length);
        int v;
        try {
            v = r.readVarInt();
        } catch (CodecException e) {
            assertEquals(0, e.offset(), e.getMessage());
            return;
        }
        assertEquals(hex(leb128(Integer.toUnsignedLong(v))), hex(Arrays.copyOf(bytes, r.position())));
    }

    @Test
    void sizesAtEveryGroupBoundary() {
        for (int bits = 0; bits <= 64; bits++) {
            long below = bits == 64 ? -1L : (1L << bits) - 1;
            assertEquals(leb128(below).length, Varints.sizeOfLong(below), "2^" + bits + "-1");
            if (bits < 64) {
                assertEquals(leb128(1L << bits).length, Varints.sizeOfLong(1L << bits), "2^" + bits);
            }
            if (bits <= 32) {
                int b = (int) below;
                assertEquals(leb128(Integer.toUnsignedLong(b)).length, Varints.sizeOfInt(b), "int 2^" + bits + "-1");
            }
        }
    }

    @Test
    void overflowAndOverlongAreRefusedAtTheVarintStart() {
        byte[][] bad32 = {
            {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x10},
            {(byte) 0x80, 0x00},
            {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0x8F, 0x00},
            {(byte) 0x80},
        };
        for (byte[] b : bad32) {
            byte[] placed = new byte[b.length + 3];
            System.arraycopy(b, 0, placed, 3, b.length);
            WireReader r = new WireReader(new UnsafeBuffer(placed), 3, placed.length);
            assertEquals(3, assertThrows(CodecException.class, r::readVarInt, hex(b)).offset());
        }
        byte[] tenth2 = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF,
            (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x02};
        assertThrows(CodecException.class, () -> new WireReader(new UnsafeBuffer(tenth2), 0, 10).readVarLong());
    }

    @Test
    void aVarintEndsAtTheLimitEvenWhereTheBufferGoesOn() {
        // 0x81 0x01 is 129 in two bytes; with the limit after the first byte it is truncated.
        byte[] b = {(byte) 0x81, 0x01, 0x00};
        for (int limit = 0; limit < 2; limit++) {
            WireReader r = new WireReader(new UnsafeBuffer(b), 0, limit);
            assertEquals(0, assertThrows(CodecException.class, r::readVarInt, "limit " + limit).offset());
            assertEquals(0, assertThrows(CodecException.class, r::readVarLong, "limit " + limit).offset());
        }
        assertEquals(129, new WireReader(new UnsafeBuffer(b), 0, 2).readVarInt());
        assertEquals(129, new WireReader(new UnsafeBuffer(b), 0, 2).readVarLong());
    }
}
