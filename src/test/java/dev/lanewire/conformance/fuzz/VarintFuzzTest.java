package dev.lanewire.conformance.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Fuzz target: varints, against a reference decoder written from wire format §3 here (unsigned
 * LEB128; truncated, overlong and overflowing forms are errors at the varint's first byte).
 *
 * <p>Input: byte 0 picks the buffer kind (bits 0-1), the offset (1 + bits 2-5) and whether the
 * reads are 32- or 64-bit, unsigned or zigzag (bits 6-7); the rest is read as varints until the
 * first error, each compared with the reference. Then the first 8 bytes, as a long, are written as
 * each kind of varint and must read back, in the number of bytes the reference gives.
 */
class VarintFuzzTest {

    @FuzzTest
    void againstReference(byte[] input) {
        fuzzerTestOneInput(input);
    }

    /** The target, also the entry point of the standalone fuzzer (scripts/run-vector.sh fuzz). */
    public static void fuzzerTestOneInput(byte[] input) {
        if (input.length < 1) {
            return;
        }
        int kind = FuzzSupport.kind(input[0]);
        int offset = FuzzSupport.offset(input[0]);
        int mode = (input[0] >>> 6) & 3;
        int length = input.length - 1;
        DirectBuffer buffer = FuzzSupport.place(kind, offset, input, 1);
        WireReader reader = new WireReader(buffer, offset, offset + length);
        int i = 0;
        while (true) {
            long[] ref = reference(input, 1 + i, input.length, mode < 2 ? 32 : 64);
            int before = reader.position();
            long value;
            try {
                value = switch (mode) {
                    case 0 -> Integer.toUnsignedLong(reader.readVarInt());
                    case 1 -> Integer.toUnsignedLong(reader.readSignedVarInt());
                    case 2 -> reader.readVarLong();
                    default -> reader.readSignedVarLong();
                };
            } catch (CodecException e) {
                FuzzSupport.check(ref == null && e.offset() == before, "reader failed at " + e.offset() + " where the reference "
                        + (ref == null ? "fails at " + before : "reads " + Long.toUnsignedString(ref[0])), input);
                break;
            }
            FuzzSupport.check(ref != null, "reader read " + value + " where the reference fails at " + before, input);
            long expected = switch (mode) {
                case 1 -> Integer.toUnsignedLong((int) (ref[0] >>> 1) ^ -(int) (ref[0] & 1));
                case 3 -> (ref[0] >>> 1) ^ -(ref[0] & 1);
                default -> ref[0];
            };
            FuzzSupport.check(value == expected && reader.position() - before == ref[1], "reader read " + value + " in "
                    + (reader.position() - before) + " bytes, the reference " + expected + " in " + ref[1], input);
            i += (int) ref[1];
        }
        FuzzSupport.assertAllocationWithin(input.length, input, () -> {
            reader.wrap(buffer, offset, offset + length);
            try {
                while (true) {
                    reader.readVarLong();
                }
            } catch (CodecException e) {
                FuzzSupport.consume(e);
            }
        });
        roundTrip(input);
    }

    /**
     * Decodes one varint of at most {@code bits} bits at {@code input[from]}: its value and byte
     * count, or null for a truncated, overlong or overflowing form.
     */
    private static long[] reference(byte[] input, int from, int end, int bits) {
        long value = 0;
        int maxBytes = (bits + 6) / 7;
        for (int n = 0; n < maxBytes; n++) {
            if (from + n >= end) {
                return null;
            }
            int b = input[from + n] & 0xFF;
            int shift = 7 * n;
            int group = b & 0x7F;
            if (shift + 7 > bits && (group >>> (bits - shift)) != 0) {
                return null;
            }
            value |= (long) group << shift;
            if ((b & 0x80) == 0) {
                return n > 0 && b == 0 ? null : new long[] {value, n + 1};
            }
        }
        return null;
    }

    private static void roundTrip(byte[] input) {
        byte[] eight = new byte[8];
        System.arraycopy(input, 0, eight, 0, Math.min(8, input.length));
        long v = ByteBuffer.wrap(eight).order(ByteOrder.LITTLE_ENDIAN).getLong();
        UnsafeBuffer out = new UnsafeBuffer(new byte[64]);
        WireWriter w = new WireWriter(out, 3);
        w.writeVarInt((int) v).writeSignedVarInt((int) v).writeVarLong(v).writeSignedVarLong(v);
        WireReader r = new WireReader(out, 3, w.position());
        int p = r.position();
        FuzzSupport.check(r.readVarInt() == (int) v && r.position() - p == size(Integer.toUnsignedLong((int) v)), "varint", input);
        p = r.position();
        long zz32 = Integer.toUnsignedLong(((int) v << 1) ^ ((int) v >> 31));
        FuzzSupport.check(r.readSignedVarInt() == (int) v && r.position() - p == size(zz32), "signed varint", input);
        p = r.position();
        FuzzSupport.check(r.readVarLong() == v && r.position() - p == size(v), "varlong", input);
        p = r.position();
        FuzzSupport.check(r.readSignedVarLong() == v && r.position() - p == size((v << 1) ^ (v >> 63)), "signed varlong", input);
        FuzzSupport.check(r.remaining() == 0, "bytes left after the round trip", input);
    }

    /** Bytes of the unsigned LEB128 form of {@code v}: one per started group of 7 bits. */
    private static int size(long v) {
        int n = 1;
        while ((v >>>= 7) != 0) {
            n++;
        }
        return n;
    }
}
