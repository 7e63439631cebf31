package dev.lanewire.bench.dispatch;

import dev.lanewire.bench.codec.Fixtures;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import dev.lanewire.dispatch.Dispatch;
import dev.lanewire.text.Latin1;
import dev.lanewire.text.Utf8;
import dev.lanewire.validate.Blocks;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * What the first calls cost in a fresh JVM: run once per JVM, with the JVM flags under test
 * ({@code -Dlanewire.kernels=scalar}, {@code -Dlanewire.warmup=false}, none), several JVMs per
 * case, and compare medians (docs/warm-up.md).
 *
 * <p>Cases: {@code utf8.decode} ({@code Utf8.decode(byte[],int,int,char[],int)} of 1,000 Cyrillic
 * chars), {@code latin1.compress} (1,000 Latin-1 chars), {@code block.int32Range}
 * ({@code Blocks.firstOutOfRangeInt32} over 1,000 valid ints), their JDK equivalents
 * {@code jdk.utf8.decode} ({@code new String(bytes, UTF_8).getChars}) and
 * {@code jdk.latin1.compress} ({@code new String(chars).getBytes(ISO_8859_1)});
 * {@code utf8.message} (case (b)'s 1,000 strings of mixed scripts written with
 * {@code writeStringUtf8} and read back, one call a message) against {@code jdk.utf8.message}
 * ({@code getBytes(UTF_8)} and {@code new String(b, UTF_8)} behind an int length); and
 * {@code message} (the first message written with {@code WireWriter} and read with
 * {@code WireReader}, Lanewire's classes initialised inside the timing) against
 * {@code jdk.message} (the same fields with Agrona's buffer and the JDK alone); and
 * {@code startup} (the same message with each step of Lanewire's first use timed apart).
 *
 * <p>A call case initialises the façade first, outside the timing (the warm-up thread starts
 * there), then prints the cumulative time of the first 1, 10, 100, 1,000 and 10,000 calls, the
 * steady time per call (median of the last 20 batches of 100 calls in a run of
 * {@value #RUN_NANOS} ns, longer by up to as much again until the warm-up has switched) and the time to steady state: when ten batches in a row first ran
 * within 1.25x of that; and when the warm-up switched the bindings it was asked for (-1: none, or
 * not within the run), then each switched binding's line of {@code Dispatch.describe()}.
 */
public final class FirstCalls {

    private static final long RUN_NANOS = 6_000_000_000L;
    private static final int BATCH = 100;
    private static final int[] MARKS = {1, 10, 100, 1_000, 10_000};
    private static final int CHARS = 1_000;

    private static long sink;

    private FirstCalls() {
    }

    /** Entry point: one case name. */
    public static void main(String[] args) throws ClassNotFoundException {
        String which = args.length == 1 ? args[0] : "";
        if (which.equals("startup")) {
            startup();
            return;
        }
        if (which.equals("message") || which.equals("jdk.message")) {
            long start = System.nanoTime();
            long r = which.equals("message") ? lanewireMessage() : jdkMessage();
            long elapsed = System.nanoTime() - start;
            System.out.printf(Locale.ROOT, "%s first-message-ms %.2f (check %d)%n", which, elapsed / 1e6, r);
            return;
        }
        String cyrillic = "Привет, как дела? Всё хорошо. ".repeat(40).substring(0, CHARS);
        byte[] utf8 = cyrillic.getBytes(StandardCharsets.UTF_8);
        char[] latin1 = "café déjà vu, naïve façade — ".replace('—', '-').repeat(40).substring(0, CHARS).toCharArray();
        byte[] ints = new byte[CHARS * 4];
        ByteBuffer bb = ByteBuffer.wrap(ints).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < CHARS; i++) {
            bb.putInt(i * 4, i * 37 % 100_000 - 50_000);
        }
        char[] chars = new char[utf8.length];
        byte[] bytes = new byte[CHARS];
        Runnable call = switch (which) {
            case "utf8.decode" -> {
                Class.forName(Utf8.class.getName(), true, FirstCalls.class.getClassLoader());
                yield () -> sink += Utf8.decode(utf8, 0, utf8.length, chars, 0);
            }
            case "latin1.compress" -> {
                Class.forName(Latin1.class.getName(), true, FirstCalls.class.getClassLoader());
                yield () -> sink += Latin1.compress(latin1, 0, bytes, 0, CHARS);
            }
            case "block.int32Range" -> {
                Class.forName(Blocks.class.getName(), true, FirstCalls.class.getClassLoader());
                yield () -> sink += Blocks.firstOutOfRangeInt32(ints, 0, CHARS, -50_000, 50_000);
            }
            case "jdk.utf8.decode" -> () -> {
                String s = new String(utf8, 0, utf8.length, StandardCharsets.UTF_8);
                s.getChars(0, s.length(), chars, 0);
                sink += s.length();
            };
            case "utf8.message" -> {
                // Case (b)'s 1,000 strings of mixed scripts, written as UTF-8 and read back: one call a message.
                String[] strings = Fixtures.mixedStrings();
                UnsafeBuffer buffer = new UnsafeBuffer(new byte[4 * 120 * strings.length + 16]);
                WireWriter w = new WireWriter(buffer, 0);
                WireReader r = new WireReader();
                yield () -> {
                    w.wrap(buffer, 0);
                    for (String s : strings) {
                        w.writeStringUtf8(s);
                    }
                    r.wrap(buffer, 0, w.position());
                    for (int i = 0; i < strings.length; i++) {
                        sink += r.readString().length();
                    }
                };
            }
            case "jdk.utf8.message" -> {
                String[] strings = Fixtures.mixedStrings();
                UnsafeBuffer buffer = new UnsafeBuffer(new byte[4 * 120 * strings.length + 16]);
                yield () -> {
                    int p = 0;
                    for (String s : strings) {
                        byte[] b = s.getBytes(StandardCharsets.UTF_8);
                        buffer.putInt(p, b.length);
                        buffer.putBytes(p + 4, b);
                        p += 4 + b.length;
                    }
                    int q = 0;
                    for (int i = 0; i < strings.length; i++) {
                        int n = buffer.getInt(q);
                        byte[] b = new byte[n];
                        buffer.getBytes(q + 4, b);
                        sink += new String(b, StandardCharsets.UTF_8).length();
                        q += 4 + n;
                    }
                };
            }
            case "jdk.latin1.compress" -> () -> sink += new String(latin1, 0, CHARS).getBytes(StandardCharsets.ISO_8859_1).length;
            default -> throw new IllegalArgumentException("cases: utf8.decode latin1.compress block.int32Range"
                    + " jdk.utf8.decode jdk.latin1.compress utf8.message jdk.utf8.message message jdk.message");
        };
        run(which, call);
    }

    private static void run(String which, Runnable call) {
        StringBuilder out = new StringBuilder(which);
        long start = System.nanoTime();
        long[] warmedAt = {-1};
        Thread watch = new Thread(() -> {
            try {
                // The façades call the scalar twins until the dispatch thread has bound the
                // kernels, so the first warming binding may be called some calls after the first.
                while (!Dispatch.warmUpCalled() && System.nanoTime() - start < RUN_NANOS) {
                    Thread.sleep(1);
                }
                // Polled, not awaited: a wait would end the warm-up's yielding to the caller.
                while (Dispatch.warmUpCalled() && System.nanoTime() - start < 3 * RUN_NANOS) {
                    if (Dispatch.awaitWarmUp(Duration.ZERO)) {
                        warmedAt[0] = System.nanoTime() - start;
                        break;
                    }
                    Thread.sleep(1);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        watch.setDaemon(true);
        int mark = 0;
        for (int i = 1; i <= MARKS[MARKS.length - 1]; i++) {
            call.run();
            if (i == 1) {
                watch.start();
            }
            if (i == MARKS[mark]) {
                out.append(String.format(Locale.ROOT, " first%d-ms %.3f", i, (System.nanoTime() - start) / 1e6));
                mark++;
            }
        }
        long[] batches = new long[(int) (2 * RUN_NANOS / 1_000)];
        long[] ends = new long[batches.length];
        int n = 0;
        long runStart = System.nanoTime();
        long now = runStart;
        // Run for RUN_NANOS, and on for up to as long again until the warm-up has switched.
        while (n < batches.length && (now - runStart < RUN_NANOS
                || (now - runStart < 2 * RUN_NANOS && watch.isAlive()))) {
            long b = System.nanoTime();
            for (int i = 0; i < BATCH; i++) {
                call.run();
            }
            now = System.nanoTime();
            batches[n] = now - b;
            ends[n++] = now;
        }
        long[] tail = Arrays.copyOfRange(batches, Math.max(0, n - 20), n);
        Arrays.sort(tail);
        double steady = tail[tail.length / 2] / (double) BATCH;
        // Time to steady state counts from the first call: the marked calls, then the batches.
        long steadyAt = -1;
        for (int i = 0; i + 10 <= n && steadyAt < 0; i++) {
            boolean all = true;
            for (int j = i; j < i + 10 && all; j++) {
                all = batches[j] <= 1.25 * steady * BATCH;
            }
            if (all) {
                steadyAt = (i == 0 ? runStart : ends[i - 1]) - start;
            }
        }
        out.append(String.format(Locale.ROOT, " steady-ns-per-call %.1f steady-after-ms %.1f switched-after-ms %.1f",
                steady, steadyAt / 1e6, warmedAt[0] / 1e6));
        System.out.println(out + " (check " + (sink & 1) + ")");
        // Each switched binding's warm-up: when it switched, after how many pass pairs, and how.
        Dispatch.describe().lines().filter(l -> l.startsWith("warmed ") || l.startsWith("warming "))
                .forEach(l -> System.out.println("  " + l));
    }

    /**
     * Lanewire's classes that a first message initialises, in the order {@link #startup} times
     * them: the dispatcher, the façades (each binds and instantiates its operations' kernels) and
     * the codec (WireReader initialises the façades and the value types).
     */
    private static final String[] STARTUP_CLASSES = {"dev.lanewire.dispatch.Dispatch", "dev.lanewire.text.Latin1",
        "dev.lanewire.text.Utf16", "dev.lanewire.text.Utf8", "dev.lanewire.validate.Blocks",
        "dev.lanewire.validate.ValueRanges", "dev.lanewire.validate.Decimal128", "dev.lanewire.codec.WireWriter",
        "dev.lanewire.codec.WireReader"};

    /**
     * Where the first message's time goes: CPU detection, JVM detection, then the initialisation
     * of each of {@link #STARTUP_CLASSES} in turn ({@code Dispatch}'s includes a second, cheaper
     * detection, the overrides, the profile files and the choice for every operation), then the
     * message itself; milliseconds per step and in all.
     */
    private static void startup() throws ClassNotFoundException {
        // Times are kept raw and formatted at the end: the formatter's first use costs milliseconds.
        String[] steps = new String[STARTUP_CLASSES.length + 3];
        long[] at = new long[steps.length + 1];
        int k = 0;
        at[0] = System.nanoTime();
        dev.lanewire.dispatch.CpuIdentity cpu = dev.lanewire.dispatch.CpuIdentity.detect();
        steps[k] = "cpu";
        at[++k] = System.nanoTime();
        dev.lanewire.dispatch.JvmInfo.detect(cpu);
        steps[k] = "jvm";
        at[++k] = System.nanoTime();
        for (String name : STARTUP_CLASSES) {
            Class.forName(name, true, FirstCalls.class.getClassLoader());
            steps[k] = name.substring(name.lastIndexOf('.') + 1);
            at[++k] = System.nanoTime();
        }
        long r = lanewireMessage();
        steps[k] = "message";
        at[++k] = System.nanoTime();
        StringBuilder out = new StringBuilder("startup");
        for (int i = 0; i < steps.length; i++) {
            out.append(String.format(Locale.ROOT, " %s-ms %.2f", steps[i], (at[i + 1] - at[i]) / 1e6));
        }
        out.append(String.format(Locale.ROOT, " total-ms %.2f (check %d)", (at[k] - at[0]) / 1e6, r));
        System.out.println(out);
    }

    /** A small message: an id, a Cyrillic name, a Latin-1 note, 64 ints; written and read back. */
    private static long lanewireMessage() {
        UnsafeBuffer buffer = new UnsafeBuffer(new byte[4096]);
        WireWriter w = new WireWriter(buffer, 0);
        int[] values = new int[64];
        Arrays.setAll(values, i -> i * 31);
        w.writeLong(42L).writeString("Привет, мир").writeString("café déjà vu").writeIntArray(values);
        WireReader r = new WireReader(w.buffer(), 0, w.position());
        long id = r.readLong();
        String name = r.readString();
        String note = r.readString();
        int[] back = r.readIntArray();
        return id + name.length() + note.length() + back[63];
    }

    /** The same fields with Agrona's buffer and the JDK's encoders alone. */
    private static long jdkMessage() {
        UnsafeBuffer buffer = new UnsafeBuffer(new byte[4096]);
        int[] values = new int[64];
        Arrays.setAll(values, i -> i * 31);
        int p = 0;
        buffer.putLong(p, 42L);
        p += 8;
        p += buffer.putStringUtf8(p, "Привет, мир");
        byte[] note = "café déjà vu".getBytes(StandardCharsets.ISO_8859_1);
        buffer.putInt(p, note.length);
        buffer.putBytes(p + 4, note);
        p += 4 + note.length;
        buffer.putInt(p, values.length);
        p += 4;
        for (int v : values) {
            buffer.putInt(p, v);
            p += 4;
        }
        int q = 0;
        long id = buffer.getLong(q);
        q += 8;
        String name = buffer.getStringUtf8(q);
        q += 4 + buffer.getInt(q);
        byte[] n = new byte[buffer.getInt(q)];
        buffer.getBytes(q + 4, n);
        String back = new String(n, StandardCharsets.ISO_8859_1);
        q += 4 + n.length;
        int count = buffer.getInt(q);
        int[] read = new int[count];
        for (int i = 0; i < count; i++) {
            read[i] = buffer.getInt(q + 4 + 4 * i);
        }
        return id + name.length() + back.length() + read[63];
    }
}
