package dev.lanewire.bench.unseen;

import dev.lanewire.dispatch.CalibrationSupport;
import dev.lanewire.dispatch.Op;
import dev.lanewire.dispatch.TextKind;
import dev.lanewire.dispatch.Variant;
import dev.lanewire.kernel.Utf8Kernel;
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
 * UTF-8 decoding to a String and encoding a String to bytes, as {@code Utf8Bench} does them, with
 * each call on the next of {@link #inputs} distinct texts of the same kind and length. One input
 * is {@code Utf8Bench}'s setting (the branch predictor learns it); 512 texts of 1,000 chars are
 * 0.5-2 MB of UTF-8, past what a predictor learns and within the caches of the CPUs this project
 * runs on, so that the difference between the two settings is the predictor's, not the memory's.
 * Compare the settings within one run, each variant against itself.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
public class UnseenUtf8Bench {

    /** Kernel variant ({@code scalar}, {@code v128}, {@code v256}, {@code v512}), or {@code jdk}. */
    @Param({"scalar", "v512", "jdk"})
    public String variant;

    /** Distinct texts the calls cycle through: 1 replays one text. */
    @Param({"1", "512"})
    public int inputs;

    /** Text length in chars. */
    @Param({"1000"})
    public int size;

    /** Text kind, see {@link TextKind}. */
    @Param({"cyrillic", "cjk", "mixed"})
    public String kind;

    /** Bytes after each text, as {@code Utf8Bench} leaves them: the codec reads out of a message. */
    static final int MESSAGE_AFTER = 66;
    /** Chars after the text and bytes after the worst-case output, as in the codec's scratch arrays. */
    static final int ENCODE_ROOM = 64;

    private Utf8Kernel kernel;
    private String[] texts;
    private byte[][] messages;
    private int[] lengths;
    private char[] chars;
    private byte[] out;
    private int next;

    /** Builds the texts, binds the variant and checks every answer against the JDK. */
    @Setup(Level.Trial)
    public void setUp() throws ReflectiveOperationException {
        TextKind textKind = TextKind.of(kind);
        texts = new String[inputs];
        messages = new byte[inputs][];
        lengths = new int[inputs];
        long bytes = 0;
        for (int i = 0; i < inputs; i++) {
            // Seed 42 first: the text Utf8Bench measures.
            texts[i] = textKind.text(size, 42 + i);
            byte[] utf8 = texts[i].getBytes(StandardCharsets.UTF_8);
            lengths[i] = utf8.length;
            messages[i] = Arrays.copyOf(utf8, utf8.length + MESSAGE_AFTER);
            Arrays.fill(messages[i], utf8.length, messages[i].length, (byte) ' ');
            bytes += utf8.length;
        }
        chars = new char[3 * size + ENCODE_ROOM];
        out = new byte[3 * size + ENCODE_ROOM];
        if (!variant.equals("jdk")) {
            Variant v = Variant.parse(variant);
            if (v == null) {
                throw new IllegalArgumentException("unknown variant " + variant + " (scalar, v128, v256, v512 or jdk)");
            }
            String why = CalibrationSupport.unavailable(Op.UTF8_DECODE, v);
            if (why != null) {
                throw new IllegalStateException(variant + " cannot run here: " + why);
            }
            kernel = (Utf8Kernel) CalibrationSupport.newKernel(Op.UTF8_DECODE, v);
        }
        System.out.println("# " + kind + " x " + size + " chars, " + inputs + " texts, " + bytes + " UTF-8 bytes in all");
        for (int i = 0; i < inputs; i++) {
            if (!decode().equals(texts[i])) {
                throw new IllegalStateException("decode disagrees with the JDK on text " + i);
            }
        }
        for (int i = 0; i < inputs; i++) {
            int n = encode();
            if (kernel != null && !Arrays.equals(out, 0, n, messages[i], 0, lengths[i])) {
                throw new IllegalStateException("encode disagrees with the JDK on text " + i);
            }
        }
    }

    private int nextInput() {
        int i = next;
        next = i + 1 == inputs ? 0 : i + 1;
        return i;
    }

    /** UTF-8 bytes to a String (kernel: decode into reused chars, then {@code new String}). */
    @Benchmark
    public String decode() {
        int i = nextInput();
        if (kernel == null) {
            return new String(messages[i], 0, lengths[i], StandardCharsets.UTF_8);
        }
        int n = kernel.decode(messages[i], 0, lengths[i], chars, 0);
        return new String(chars, 0, n);
    }

    /** A String to UTF-8 bytes in a reused buffer (JDK: {@code getBytes}, a fresh array). */
    @Benchmark
    public int encode() {
        String text = texts[nextInput()];
        if (kernel == null) {
            return text.getBytes(StandardCharsets.UTF_8).length;
        }
        text.getChars(0, size, chars, 0);
        return kernel.encode(chars, 0, size, out, 0);
    }
}
