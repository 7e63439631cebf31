package dev.lanewire.conformance.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Limits;
import dev.lanewire.codec.WireReader;
import java.time.DayOfWeek;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.agrona.DirectBuffer;

/**
 * Fuzz target: a sequence of {@link WireReader} reads chosen by the input, over the input's own
 * bytes, in heap and off-heap buffers at non-zero offsets.
 *
 * <p>Input: byte 0 picks the buffer kind (bits 0-1), the offset (1 + bits 2-5) and the limits
 * (bits 6-7); byte 1 the number of reads (bits 0-5); then one byte a read (the operation, and a
 * small parameter for skips, raw reads and counts); the rest is the wire. Every read either returns
 * or throws {@link CodecException}; the first exception ends the sequence. The same sequence over
 * the other kind of memory (heap for off-heap and back) must give the same values and the same
 * error offset, and the reads must allocate within the bound.
 */
class WireReaderFuzzTest {

    private static final int OPS = 36;
    private static final DayOfWeek[] DAYS = DayOfWeek.values();
    private static final Limits[] LIMITS = {
        Limits.DEFAULT,
        new Limits(16, 16, 16, 4, 64),
        new Limits(1, 1, 1, 1, 1),
        Limits.DEFAULT.withMaxStringChars(Integer.MAX_VALUE).withMaxArrayElements(Integer.MAX_VALUE),
    };

    @FuzzTest
    void readOps(byte[] input) {
        fuzzerTestOneInput(input);
    }

    /** The target, also the entry point of the standalone fuzzer (scripts/run-vector.sh fuzz). */
    public static void fuzzerTestOneInput(byte[] input) {
        if (input.length < 2) {
            return;
        }
        int kind = FuzzSupport.kind(input[0]);
        int offset = FuzzSupport.offset(input[0]);
        WireReader reader = new WireReader(LIMITS[(input[0] >>> 6) & 3]);
        int ops = input[1] & 63;
        int wireStart = Math.min(input.length, 2 + ops);
        byte[] program = Arrays.copyOfRange(input, 2, wireStart);
        int wireLength = input.length - wireStart;

        DirectBuffer buffer = FuzzSupport.place(kind, offset, input, wireStart);
        List<Object> trace = run(reader.wrap(buffer, offset, offset + wireLength), program);
        FuzzSupport.assertAllocationWithin(input.length, input,
                () -> FuzzSupport.consume(run(reader.wrap(buffer, offset, offset + wireLength), program)));

        DirectBuffer other = FuzzSupport.place(kind ^ 2, offset, input, wireStart);
        List<Object> otherTrace = run(reader.wrap(other, offset, offset + wireLength), program);
        if (!Arrays.deepEquals(trace.toArray(), otherTrace.toArray())) {
            throw new AssertionError("heap and off-heap reads differ: " + trace + " vs " + otherTrace + " for "
                    + FuzzSupport.hex(input));
        }
    }

    /** Runs the reads of {@code program}; the trace holds each value and, last, the error offset. */
    private static List<Object> run(WireReader in, byte[] program) {
        List<Object> trace = new ArrayList<>(program.length + 1);
        try {
            for (byte b : program) {
                trace.add(read(in, (b & 0xFF) % OPS, (b & 0xFF) / OPS));
                trace.add(in.position());
            }
        } catch (CodecException e) {
            if (e.offset() < 0 || e.offset() > in.limit()) {
                throw new AssertionError("error offset " + e.offset() + " outside the input (limit " + in.limit() + ")", e);
            }
            trace.add("CodecException@" + e.offset());
        }
        return trace;
    }

    private static Object read(WireReader in, int op, int param) {
        return switch (op) {
            case 0 -> in.readBoolean();
            case 1 -> in.readByte();
            case 2 -> in.readShort();
            case 3 -> in.readChar();
            case 4 -> in.readInt();
            case 5 -> in.readLong();
            case 6 -> Float.floatToRawIntBits(in.readFloat());
            case 7 -> Double.doubleToRawLongBits(in.readDouble());
            case 8 -> in.readVarInt();
            case 9 -> in.readVarLong();
            case 10 -> in.readSignedVarInt();
            case 11 -> in.readSignedVarLong();
            case 12 -> in.readCount(in.limits().maxCollectionElements(), 1 + param);
            case 13 -> in.readNullableCount(in.limits().maxArrayElements(), 1 + param);
            case 14 -> in.readString();
            case 15 -> in.readBooleanArray();
            case 16 -> in.readByteArray();
            case 17 -> in.readShortArray();
            case 18 -> in.readCharArray();
            case 19 -> in.readIntArray();
            case 20 -> in.readLongArray();
            case 21 -> in.readFloatArray();
            case 22 -> in.readDoubleArray();
            case 23 -> in.readEnum(DAYS);
            case 24 -> in.readEnumArray(DAYS);
            case 25 -> in.readLocalDate();
            case 26 -> in.readLocalDateArray();
            case 27 -> param % 2 == 0 ? in.readLocalTime() : in.readLocalTimeArray();
            case 28 -> param % 2 == 0 ? in.readInstant() : in.readInstantArray();
            case 29 -> param % 2 == 0 ? in.readDuration() : in.readDurationArray();
            case 30 -> param % 2 == 0 ? in.readLocalDateTime() : in.readLocalDateTimeArray();
            case 31 -> param % 2 == 0 ? in.readDecimal128() : in.readDecimal128Array();
            case 32 -> in.skip(param);
            case 33 -> in.readEpochDays();
            case 34 -> in.readNanosOfDay();
            default -> {
                byte[] raw = new byte[param];
                in.readBytes(raw, 0, param);
                yield raw;
            }
        };
    }
}
