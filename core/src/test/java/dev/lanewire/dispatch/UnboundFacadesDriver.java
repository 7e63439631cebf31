package dev.lanewire.dispatch;

import dev.lanewire.text.Latin1;
import dev.lanewire.text.Utf8;
import dev.lanewire.validate.Blocks;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * For {@link UnboundFacadesTest}'s forked JVM, whose {@code -Dlanewire.profile} names a FIFO: the
 * dispatch thread blocks reading it, so the façades are called before the kernels are bound,
 * then the driver writes a valid profile into the FIFO and calls them again once they are.
 * Prints {@code ok} when every check held; exits with 1 at the first that did not.
 */
final class UnboundFacadesDriver {

    private UnboundFacadesDriver() {
    }

    /** Entry point: the FIFO's path. */
    public static void main(String[] args) throws Exception {
        calls("before the binding");
        check(!Dispatch.bound(), "the façades were released before the profile was read");
        try (OutputStream out = Files.newOutputStream(Path.of(args[0]))) {
            out.write(("lanewire-profile 1 kernel-set=" + ProfileFormat.KERNEL_SET + " jdk="
                    + Runtime.version().feature() + "\n").getBytes(StandardCharsets.UTF_8));
        }
        Dispatch.report();
        check(Dispatch.bound(), "the façades were not released after the binding");
        calls("after the binding");
        System.out.println("ok");
    }

    /** Each façade family once per size class, against the JDK's answer or a hand-computed one. */
    private static void calls(String when) {
        for (int n : new int[] {5, 100, 1000}) {
            String text = "Привет, мир; café; 漢字 ".repeat(60).substring(0, n);
            byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
            char[] chars = new char[utf8.length];
            int decoded = Utf8.decode(utf8, 0, utf8.length, chars, 0);
            check(decoded == n && new String(chars, 0, decoded).equals(text), when + ": Utf8.decode of " + n);
            byte[] out = new byte[utf8.length + 64];
            char[] source = text.toCharArray();
            int length = Utf8.encodedLength(source, 0, n);
            check(length == utf8.length, when + ": Utf8.encodedLength of " + n);
            int encoded = Utf8.encode(source, 0, n, out, 0, length);
            check(Arrays.equals(Arrays.copyOf(out, encoded), utf8), when + ": Utf8.encode of " + n);
            check(Utf8.validate(utf8, 0, utf8.length) == -1, when + ": Utf8.validate of " + n);
            char[] latin = "café déjà vu ".repeat(80).substring(0, n).toCharArray();
            latin[n - 1] = 'ř';
            check(Latin1.compress(latin, 0, new byte[n], 0, n) == n - 1, when + ": Latin1.compress of " + n);
            byte[] ints = new byte[4 * n];
            ints[4 * (n - 1)] = 9;
            check(Blocks.firstOutOfRangeInt32(ints, 0, n, 0, 8) == n - 1, when + ": Blocks.firstOutOfRangeInt32 of " + n);
        }
    }

    private static void check(boolean ok, String what) {
        if (!ok) {
            System.out.println("failed: " + what);
            System.exit(1);
        }
    }
}
