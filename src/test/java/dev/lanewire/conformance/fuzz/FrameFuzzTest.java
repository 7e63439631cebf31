package dev.lanewire.conformance.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Frame;
import dev.lanewire.codec.Limits;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.util.Arrays;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Fuzz target: {@link Frame#open} over the input's bytes, then the body read as a sequence of
 * strings, in heap and off-heap buffers at non-zero offsets.
 *
 * <p>Input: byte 0 picks the buffer kind (bits 0-1), the offset (1 + bits 2-5) and whether the
 * frame limit is small (bit 6); the rest is the frame. A frame that opens must frame exactly the
 * body it names: framing that body again gives the same header bytes. Heap and off-heap must agree
 * on the outcome, and opening must allocate within the bound.
 */
class FrameFuzzTest {

    private static final Limits SMALL = Limits.DEFAULT.withMaxFrameBytes(64);

    @FuzzTest
    void open(byte[] input) {
        fuzzerTestOneInput(input);
    }

    /** The target, also the entry point of the standalone fuzzer (scripts/run-vector.sh fuzz). */
    public static void fuzzerTestOneInput(byte[] input) {
        if (input.length < 1) {
            return;
        }
        int kind = FuzzSupport.kind(input[0]);
        int offset = FuzzSupport.offset(input[0]);
        Limits limits = (input[0] & 0x40) != 0 ? SMALL : Limits.DEFAULT;
        int length = input.length - 1;
        Frame frame = new Frame();
        WireReader reader = new WireReader(limits);

        DirectBuffer buffer = FuzzSupport.place(kind, offset, input, 1);
        String outcome = open(frame, reader.wrap(buffer, offset, offset + length));
        FuzzSupport.assertAllocationWithin(input.length, input,
                () -> FuzzSupport.consume(open(frame, reader.wrap(buffer, offset, offset + length))));
        String other = open(frame, reader.wrap(FuzzSupport.place(kind ^ 2, offset, input, 1), offset, offset + length));
        if (!outcome.equals(other)) {
            throw new AssertionError("heap and off-heap frames differ: " + outcome + " vs " + other + " for "
                    + FuzzSupport.hex(input));
        }
        if (outcome.startsWith("body")) {
            reframe(input, reader.limit() - (offset + Frame.HEADER_LENGTH));
        }
    }

    /** Opens the frame and reads its body as strings; describes what happened. */
    private static String open(Frame frame, WireReader in) {
        int start = in.position();
        int end;
        try {
            end = frame.open(in);
        } catch (CodecException e) {
            return "header error at " + (e.offset() - start);
        }
        if (end != in.limit() || in.position() != start + Frame.HEADER_LENGTH) {
            throw new AssertionError("open narrowed the reader to [" + in.position() + ", " + in.limit() + ") but returned "
                    + end);
        }
        StringBuilder body = new StringBuilder("body [").append(in.position() - start).append(", ")
                .append(end - start).append(")");
        try {
            while (in.remaining() > 0) {
                String s = in.readString();
                body.append(s == null ? -1 : s.length()).append(' ');
            }
        } catch (CodecException e) {
            body.append("error at ").append(e.offset() - start);
        }
        return body.toString();
    }

    /** Frames the opened body again and compares the header with the input's. */
    private static void reframe(byte[] input, int bodyLength) {
        byte[] out = new byte[Frame.HEADER_LENGTH + bodyLength];
        WireWriter writer = new WireWriter(new UnsafeBuffer(out), 0);
        Frame frame = new Frame();
        int start = frame.begin(writer);
        writer.writeBytes(input, 1 + Frame.HEADER_LENGTH, bodyLength);
        frame.end(writer, start);
        if (!Arrays.equals(out, 0, out.length, input, 1, 1 + out.length)) {
            throw new AssertionError("reframing the body gives another frame: " + FuzzSupport.hex(out) + " for "
                    + FuzzSupport.hex(input));
        }
    }
}
