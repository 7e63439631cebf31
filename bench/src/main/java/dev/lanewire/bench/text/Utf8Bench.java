package dev.lanewire.bench.text;

import dev.lanewire.dispatch.TextKind;
import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf8Kernel;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * UTF-8 kernels against the JDK: validation, decoding to a String and encoding a String to bytes
 * in a reused buffer (what the codec does), each variant side by side with the JDK's
 * {@code CharsetDecoder}, {@code new String(b, UTF_8)} and {@code s.getBytes(UTF_8)}.
 * Bytes per op for a GB/s figure are printed in {@code @Setup}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
public class Utf8Bench {

    /** Kernel variant, or {@code jdk}. */
    @Param({"scalar", "v128", "v256", "v512", "jdk"})
    public String variant;

    /** Text length in chars. */
    @Param({"16", "64", "1000", "65536"})
    public int size;

    /** Text kind, see {@link TextKind}. */
    @Param({"ascii", "latin1", "cyrillic", "cjk", "emoji", "mixed"})
    public String kind;

    /** Bytes of the message after the text in {@link #message}: more than one 64-byte vector. */
    static final int MESSAGE_AFTER = 66;

    /**
     * Chars after the text in {@link #chars} and bytes after the worst-case output in {@link #out}:
     * the codec encodes from a scratch array of at least 64 chars into one of at least 128 bytes
     * or into the message buffer.
     */
    static final int ENCODE_ROOM = 64;

    private Utf8Kernel kernel;
    private String text;
    private byte[] utf8;
    /**
     * The UTF-8 bytes at the start of a larger array, as the codec reads a string out of a
     * message buffer: {@link #MESSAGE_AFTER} bytes of the message follow it. The byte-side
     * benchmarks read it with the text's length.
     */
    private byte[] message;
    private int utf8Length;
    private char[] chars;
    private byte[] out;
    private CharsetDecoder decoder;
    private CharBuffer decoded;

    /** Builds the text, binds the variant and checks every benchmarked answer against the JDK. */
    @Setup(Level.Trial)
    public void setUp() {
        text = TextKind.of(kind).text(size, 42);
        utf8 = text.getBytes(StandardCharsets.UTF_8);
        utf8Length = utf8.length;
        message = Arrays.copyOf(utf8, utf8Length + MESSAGE_AFTER);
        Arrays.fill(message, utf8Length, message.length, (byte) ' ');
        // Room after the chars and after the worst-case output, as in the codec's scratch arrays.
        chars = new char[Math.max(size, utf8.length) + ENCODE_ROOM];
        out = new byte[3 * size + ENCODE_ROOM];
        decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        decoded = CharBuffer.allocate(utf8.length);
        kernel = Variant.isJdk(variant) ? null : Variant.kernel(Utf8Kernel.class, variant, ScalarUtf8Kernel.INSTANCE);
        System.out.println("# " + kind + " x " + size + " chars = " + utf8.length + " UTF-8 bytes");
        check(validate() == -1, "validate");
        check(decode().equals(text), "decode");
        check(decodeChars() == size, "decodeChars");
        text.getChars(0, size, chars, 0);
        check(encodedLength() == utf8.length, "encodedLength");
        int n = encode();
        check(Arrays.equals(Arrays.copyOf(out, n), utf8) || Variant.isJdk(variant), "encode");
    }

    private static void check(boolean ok, String what) {
        if (!ok) {
            throw new IllegalStateException(what + " disagrees with the JDK");
        }
    }

    /** Validation of the UTF-8 bytes (JDK: a reporting decoder into a reused buffer). */
    @Benchmark
    public int validate() {
        if (kernel == null) {
            decoder.reset();
            decoded.clear();
            return decoder.decode(ByteBuffer.wrap(message, 0, utf8Length), decoded, true).isError() ? 0 : -1;
        }
        return kernel.validate(message, 0, utf8Length);
    }

    /** UTF-8 bytes to a String (kernel: decode into reused chars, then {@code new String}). */
    @Benchmark
    public String decode() {
        if (kernel == null) {
            return new String(message, 0, utf8Length, StandardCharsets.UTF_8);
        }
        int n = kernel.decode(message, 0, utf8Length, chars, 0);
        return new String(chars, 0, n);
    }

    /**
     * UTF-8 bytes to reused chars, no String: the decoder's share of {@link #decode()}, the rest
     * being {@code new String(char[])} (JDK: a reporting decoder into a reused buffer, as in
     * {@link #validate()}).
     */
    @Benchmark
    public int decodeChars() {
        if (kernel == null) {
            decoder.reset();
            decoded.clear();
            decoder.decode(ByteBuffer.wrap(message, 0, utf8Length), decoded, true);
            return decoded.position();
        }
        return kernel.decode(message, 0, utf8Length, chars, 0);
    }

    /**
     * The UTF-8 length of the text's chars, unpaired surrogates checked: the pass the codec makes
     * before it writes a UTF-8 header (JDK: none of its own; {@code getBytes} measures as it goes,
     * so the JDK variant reports the array length of a fresh encoding).
     */
    @Benchmark
    public int encodedLength() {
        if (kernel == null) {
            return text.getBytes(StandardCharsets.UTF_8).length;
        }
        return kernel.encodedLength(chars, 0, size);
    }

    /** A String to UTF-8 bytes in a reused buffer (JDK: {@code getBytes}, a fresh array). */
    @Benchmark
    public int encode() {
        if (kernel == null) {
            return text.getBytes(StandardCharsets.UTF_8).length;
        }
        text.getChars(0, size, chars, 0);
        return kernel.encode(chars, 0, size, out, 0);
    }
}
