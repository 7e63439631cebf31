package dev.lanewire.dispatch;

import dev.lanewire.text.Latin1;
import dev.lanewire.text.Utf16;
import dev.lanewire.text.Utf8;
import dev.lanewire.validate.Blocks;
import java.time.Duration;
import java.util.Arrays;

/**
 * Runs every kernel façade operation on inputs of all three size classes until C2 has compiled the
 * façades, for {@link MonomorphicBindingTest}'s forked JVM. Prints the chosen variants first, so a
 * profile that did not take effect shows in the output.
 */
final class MixedBindingDriver {

    /** Sizes of the three classes: small, medium, large (just above the medium limit, so warm-up stays short). */
    private static final int[] SIZES = {8, 100, 300};

    /** Argument: bind every façade and wait for the warm-up to switch them before the calls. */
    static final String AWAIT_WARM_UP = "await-warm-up";

    private MixedBindingDriver() {
    }

    /** Entry point; {@link #AWAIT_WARM_UP} or no argument. */
    public static void main(String[] args) throws InterruptedException {
        for (Choice c : Dispatch.report()) {
            System.out.println("choice " + c.op() + " " + c.sizeClass() + " " + c.variant());
        }
        if (Arrays.asList(args).contains(AWAIT_WARM_UP)) {
            // One call of every façade operation per size class queues its warm-up.
            System.out.println("sink " + calls(3));
            System.out.println("warmed up " + Dispatch.awaitWarmUp(Duration.ofMinutes(3)));
        }
        System.out.println("sink " + calls(12_000));
    }

    private static long calls(int iterations) {
        byte[] wire = new byte[8 * 400];
        byte[] text = new byte[400];
        Arrays.fill(text, (byte) 'a');
        char[] chars = new char[400];
        Arrays.fill(chars, 'b');
        byte[] out = new byte[1600];
        char[] back = new char[400];
        long sink = 0;
        for (int i = 0; i < iterations; i++) {
            int n = SIZES[i % 3];
            sink += Blocks.firstInvalidBool(wire, 0, n);
            sink += Blocks.firstInvalidBoolStrided(wire, 0, n, 8, 3);
            sink += Blocks.firstOutOfRangeInt32(wire, 0, n, -5, 5);
            sink += Blocks.firstOutOfRangeInt64(wire, 0, n, -5, 5);
            sink += Blocks.firstOutOfRangeInt32Field(wire, 0, n, 8, 4, -5, 5);
            sink += Blocks.firstOutOfRangeInt64Field(wire, 0, n, 8, 0, -5, 5);
            sink += Blocks.firstInvalidFlags32Field(wire, 0, n, 8, 0, 0xF0, 0, 15);
            sink += Blocks.firstOrdinal8AtOrAbove(wire, 0, n, 3);
            sink += Blocks.firstOrdinal16AtOrAbove(wire, 0, n, 3);
            sink += Blocks.firstOrdinal32AtOrAbove(wire, 0, n, 3);
            sink += Utf8.validate(text, 0, n);
            sink += Utf8.asciiPrefix(text, 0, n);
            sink += Utf8.decode(text, 0, n, back, 0);
            sink += Utf8.encodedLength(chars, 0, n);
            sink += Utf8.encode(chars, 0, n, out, 0, n);
            sink += Latin1.compress(chars, 0, out, 0, n);
            Latin1.inflate(text, 0, back, 0, n);
            Utf16.toBytesLE(chars, 0, out, 0, n);
            Utf16.fromBytesLE(out, 0, back, 0, n);
            sink += back[n - 1];
        }
        return sink;
    }
}
