package dev.lanewire.conformance.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Utf8Strings;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import dev.lanewire.text.Utf8;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Fuzz target: the UTF-8 façade ({@link Utf8}) against the JDK's reporting decoder, on the input's
 * bytes at a non-zero offset of a larger array.
 *
 * <p>Input: byte 0 is the offset (bits 0-3); the rest is the text. {@code validate} must report the
 * index where the JDK decoder stops (or -1), {@code decode} must give the JDK's string or a
 * {@link CodecException} at that index, the allocation-free {@code decode} into chars must give the
 * same chars or {@code -1 - index}, and a string read through a {@link WireReader} with the UTF-8
 * coder must agree too. Valid text must encode back to the same bytes.
 */
class Utf8FuzzTest {

    @FuzzTest
    void againstJdk(byte[] input) {
        fuzzerTestOneInput(input);
    }

    /** The target, also the entry point of the standalone fuzzer (scripts/run-vector.sh fuzz). */
    public static void fuzzerTestOneInput(byte[] input) {
        if (input.length < 1) {
            return;
        }
        int off = 1 + (input[0] & 15);
        int len = input.length - 1;
        byte[] src = new byte[off + len + 7];
        Arrays.fill(src, (byte) 0xC3);
        System.arraycopy(input, 1, src, off, len);

        int expected = jdkErrorIndex(src, off, len);
        int actual = Utf8.validate(src, off, len);
        FuzzSupport.check(expected == actual, "validate gave " + actual + ", the JDK stops at " + expected, input);

        String jdk = expected < 0 ? new String(src, off, len, StandardCharsets.UTF_8) : null;
        try {
            String s = Utf8Strings.decode(src, off, len);
            FuzzSupport.check(expected < 0 && s.equals(jdk), "decode gave a string for malformed input or a different one", input);
        } catch (CodecException e) {
            FuzzSupport.check(e.offset() == expected, "decode failed at " + e.offset() + ", the JDK stops at " + expected, input);
        }

        FuzzSupport.assertAllocationWithin(input.length, input, () -> {
            try {
                FuzzSupport.consume(Utf8Strings.decode(src, off, len));
            } catch (CodecException e) {
                FuzzSupport.consume(e);
            }
        });

        char[] dst = new char[len + 3];
        int n = Utf8.decode(src, off, len, dst, 2);
        if (expected < 0) {
            FuzzSupport.check(n == jdk.length() && jdk.contentEquals(CharBuffer.wrap(dst, 2, n)), "decode into chars differs", input);
            FuzzSupport.check(Utf8Strings.encodedLength(jdk) == len, "encodedLength of the decoded text is not the input length", input);
            FuzzSupport.check(Arrays.equals(Utf8Strings.encode(jdk), 0, Utf8Strings.encode(jdk).length, src, off, off + len),
                    "the decoded text encodes to other bytes", input);
        } else {
            FuzzSupport.check(n == -1 - expected, "decode into chars gave " + n + ", the JDK stops at " + expected, input);
        }

        throughReader(src, off, len, expected, jdk, input);
    }

    /** The same bytes as a UTF-8 string on the wire (header, byte count, payload). */
    private static void throughReader(byte[] src, int off, int len, int expected, String jdk, byte[] input) {
        int chars = expected < 0 ? jdk.length() : len;
        byte[] wire = new byte[len + 16];
        WireWriter w = new WireWriter(new UnsafeBuffer(wire), 0);
        w.writeVarInt(chars << 2 | 3).writeVarInt(len).writeBytes(src, off, len);
        int payload = w.position() - len;
        int end = w.position();
        for (int kind = 0; kind < FuzzSupport.kinds(); kind++) {
            int at = 3;
            WireReader reader = new WireReader(FuzzSupport.place(kind, at, wire, 0), at, at + end);
            try {
                String s = reader.readString();
                FuzzSupport.check(expected < 0 && s.equals(jdk), "readString gave a string for malformed input or a different one",
                        input);
            } catch (CodecException e) {
                FuzzSupport.check(expected >= 0 && e.offset() == at + payload + expected - off,
                        "readString failed at " + e.offset() + ", the JDK stops at " + (at + payload + expected - off),
                        input);
            }
        }
    }

    private static int jdkErrorIndex(byte[] src, int off, int len) {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(src, off, len);
        CoderResult r = d.decode(in, CharBuffer.allocate(len + 1), true);
        if (!r.isError()) {
            r = d.flush(CharBuffer.allocate(1));
        }
        return r.isError() ? in.position() : -1;
    }
}
