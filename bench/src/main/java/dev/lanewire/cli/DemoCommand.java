package dev.lanewire.cli;

import dev.lanewire.bench.Cli;
import dev.lanewire.codec.Frame;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import dev.lanewire.demo.DemoData;
import dev.lanewire.demo.DemoMessage;
import dev.lanewire.demo.DemoMessageCodec;
import dev.lanewire.dispatch.Choice;
import dev.lanewire.dispatch.Dispatch;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The {@code demo} subcommand, what {@code scripts/run-vector.sh} runs with no argument: prints
 * the JDK, the CPU and whether vector kernels are active, then encodes and decodes a generated
 * data set in a CRC32C frame, checks that every message comes back equal, and prints MB/s and
 * messages/s. Exits 1 if the round trip does not match.
 *
 */
@Command(name = "demo", header = "(default) encode and decode a generated data set, check it, print MB/s",
        description = "Encodes and decodes a generated data set in a CRC32C frame, checks that every message comes"
            + " back equal, and prints MB/s and messages/s; exits 1 if the round trip does not match.")
final class DemoCommand implements Callable<Integer> {

    @Option(names = "--messages", paramLabel = "N", description = "messages in the data set (default ${DEFAULT-VALUE})")
    private int messages = 50_000;

    @Option(names = "--seconds", paramLabel = "S", description = "seconds measured per direction, after up to 1 s of"
            + " warm-up (default ${DEFAULT-VALUE})")
    private double seconds = 2;

    @Option(names = "--seed", paramLabel = "X", description = "seed of the data set (default ${DEFAULT-VALUE})")
    private long seed = 2026;

    @Option(names = "--heap", description = "encode into a heap buffer instead of off-heap memory")
    private boolean heap;

    @Mixin
    private Cli.Help help;

    /** Runs the demo with {@code args}; returns the exit status (2 for a usage error). */
    static int run(String[] args) {
        return Cli.of(new DemoCommand()).execute(args);
    }

    @Override
    public Integer call() {
        System.out.println("Lanewire demo: encode and decode a generated data set, then check the round trip");
        System.out.println();
        System.out.println("JDK       " + System.getProperty("java.vm.name") + " " + Runtime.version()
                + " (" + System.getProperty("java.home") + ")");
        System.out.println("CPU       " + cpuModel() + " (" + Runtime.getRuntime().availableProcessors() + " logical CPUs, "
                + System.getProperty("os.arch") + ")");
        System.out.println("Kernels   " + kernelSummary());
        System.out.println();

        DemoMessage[] data = DemoData.generate(messages, seed);
        int size = encodedSize(data);
        UnsafeBuffer buffer = heap ? new UnsafeBuffer(new byte[size]) : new UnsafeBuffer(ByteBuffer.allocateDirect(size));
        WireWriter writer = new WireWriter();
        WireReader reader = new WireReader();
        Frame frame = new Frame();
        DemoMessage[] decoded = new DemoMessage[messages];

        System.out.printf(Locale.ROOT, "Data set  %,d order messages (ids, prices, timestamps; names and notes in Latin,"
                + " Cyrillic, Greek, Arabic, Devanagari, CJK, Hangul and emoji; tag and reading arrays)%n", messages);
        System.out.printf(Locale.ROOT, "          %,.1f MB in one CRC32C frame, %.0f bytes a message on average, %s buffer%n",
                size / 1e6, (double) (size - Frame.HEADER_LENGTH) / messages, heap ? "heap" : "off-heap");

        Rate encode = measure(seconds, () -> encode(writer, buffer, frame, data));
        Rate decode = measure(seconds, () -> decode(reader, buffer, size, frame, decoded));
        System.out.printf(Locale.ROOT, "Encode    %,9.1f MB/s  %,13.0f messages/s%n", encode.perSecond(size) / 1e6,
                encode.perSecond(messages));
        System.out.printf(Locale.ROOT, "Decode    %,9.1f MB/s  %,13.0f messages/s%n", decode.perSecond(size) / 1e6,
                decode.perSecond(messages));

        for (int i = 0; i < messages; i++) {
            if (!data[i].sameAs(decoded[i])) {
                System.out.println();
                System.out.println("Round trip FAILED at message " + i + ":");
                System.out.println("  written " + data[i]);
                System.out.println("  read    " + decoded[i]);
                return 1;
            }
        }
        System.out.printf(Locale.ROOT, "Check     round trip OK: all %,d messages read back equal to the originals"
                + " (frame checksum verified)%n", messages);
        return 0;
    }

    private record Rate(long rounds, long nanos) {
        double perSecond(long unitsPerRound) {
            return unitsPerRound * (double) rounds * 1e9 / nanos;
        }
    }

    /**
     * Runs {@code round} to warm up (half the measured time, at most one second: long enough for
     * C2 to compile the codec), then for {@code seconds}, and returns the rate.
     */
    private static Rate measure(double seconds, Runnable round) {
        long warmEnd = System.nanoTime() + (long) Math.min(1e9, seconds * 0.5e9);
        while (System.nanoTime() < warmEnd) {
            round.run();
        }
        long budget = (long) (seconds * 1e9);
        long start = System.nanoTime();
        long rounds = 0;
        long elapsed;
        do {
            round.run();
            rounds++;
            elapsed = System.nanoTime() - start;
        } while (elapsed < budget);
        return new Rate(rounds, elapsed);
    }

    private static int encodedSize(DemoMessage[] data) {
        ExpandableArrayBuffer sizing = new ExpandableArrayBuffer(1 << 16);
        WireWriter w = new WireWriter(sizing, 0);
        Frame frame = new Frame();
        int start = frame.begin(w);
        for (DemoMessage m : data) {
            DemoMessageCodec.write(w, m);
        }
        return frame.end(w, start);
    }

    private static void encode(WireWriter writer, UnsafeBuffer buffer, Frame frame, DemoMessage[] data) {
        writer.wrap(buffer, 0);
        int start = frame.begin(writer);
        for (DemoMessage m : data) {
            DemoMessageCodec.write(writer, m);
        }
        frame.end(writer, start);
    }

    private static void decode(WireReader reader, UnsafeBuffer buffer, int size, Frame frame, DemoMessage[] out) {
        reader.wrap(buffer, 0, size);
        frame.open(reader);
        for (int i = 0; i < out.length; i++) {
            out[i] = DemoMessageCodec.read(reader);
        }
        if (reader.remaining() != 0) {
            throw new IllegalStateException(reader.remaining() + " bytes left after the last message");
        }
    }

    /** Whether vector kernels run, which widths, and if none, why and what to pass. */
    private static String kernelSummary() {
        List<Choice> choices = Dispatch.report();
        TreeSet<String> vector = new TreeSet<>();
        long vectorSlots = 0;
        for (Choice c : choices) {
            if (!c.variant().equals("scalar")) {
                vector.add(c.variant());
                vectorSlots++;
            }
        }
        if (!vector.isEmpty()) {
            return "vector kernels ACTIVE (" + String.join(", ", vector) + ") for " + vectorSlots + " of "
                    + choices.size() + " operation/size slots; the rest run their scalar twins";
        }
        // Small inputs run scalar by policy; the reason that matters is the one for larger inputs.
        TreeSet<String> reasons = new TreeSet<>();
        for (Choice c : choices) {
            if (!c.sizeClass().equals("small")) {
                reasons.add(c.reason());
            }
        }
        String reason = reasons.isEmpty() ? "no kernels registered" : reasons.size() <= 2
                ? String.join("; ", reasons) : reasons.first() + " (and " + (reasons.size() - 1) + " more)";
        String hint = reason.contains("jdk.incubator.vector is not readable")
                ? "; scripts/run-vector.sh passes it unless LANEWIRE_NO_VECTOR=1"
                : "";
        return "scalar only: " + reason + hint;
    }

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).strip();
                }
            }
        } catch (IOException | RuntimeException e) {
            // Not Linux, or not readable: fall back to what the JVM knows.
        }
        return System.getProperty("os.arch") + " CPU";
    }
}
