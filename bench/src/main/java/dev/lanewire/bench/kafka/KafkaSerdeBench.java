package dev.lanewire.bench.kafka;

import dev.lanewire.bench.KernelsInUse;
import dev.lanewire.dispatch.Dispatch;
import dev.lanewire.kafka.LanewireSerde;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * A Kafka serde's encode plus decode of the same {@value Events#COUNT} records ({@link Events}),
 * through the Lanewire serde, a Fory-based serde and a Kryo-based serde: each record is serialized
 * to the byte array a producer sends and deserialized from a ByteBuffer over it, which is what a
 * consumer hands over. Scores are records per second.
 *
 * <p>The trial starts with a checked round trip of every record, and every iteration ends with a
 * check that the last pass decoded every record equal to the original, so a wrong answer fails
 * the run.
 *
 * <p>Run by hand, pass {@code -jvmArgsPrepend "--add-modules jdk.incubator.vector"} for the vector
 * kernels ({@code bench} and {@code ab} prepend it).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED",
    "--enable-native-access=ALL-UNNAMED"})
public class KafkaSerdeBench {

    private static final String TOPIC = "events";

    /** The serde: {@code lanewire}, {@code fory} or {@code kryo}. */
    @Param({"lanewire", "fory", "kryo"})
    public String serde;

    private final RecordHeaders headers = new RecordHeaders();
    private Event[] records;
    private Event[] decoded;
    private Serializer<Event> serializer;
    private Deserializer<Event> deserializer;

    /** Builds the records and the serde and checks one round trip of every record. */
    @Setup(Level.Trial)
    public void setUp() {
        // The façades run the scalar twins until the dispatcher's thread has bound the kernels:
        // wait for it, so that JMH's warm-up compiles the kernels the measurement runs.
        Dispatch.report();
        records = Events.records();
        decoded = new Event[records.length];
        Serde<Event> s = switch (serde) {
            case "lanewire" -> LanewireSerde.of(Event.class);
            case "fory" -> new ForySerde();
            case "kryo" -> new KryoSerde();
            default -> throw new IllegalArgumentException("unknown serde " + serde + " (lanewire, fory, kryo)");
        };
        serializer = s.serializer();
        deserializer = s.deserializer();
        long bytes = 0;
        for (Event record : records) {
            bytes += serializer.serialize(TOPIC, headers, record).length;
        }
        System.out.println("[lanewire] " + KernelsInUse.awaitWarmUp(this::encodeDecode));
        check();
        System.out.println("[lanewire] " + KernelsInUse.summary() + "; kafka serde " + serde + ": "
                + records.length + " records, " + bytes + " bytes");
    }

    /** Fails the run unless the last pass decoded every record equal to the original; then forgets it. */
    @TearDown(Level.Iteration)
    public void check() {
        for (int i = 0; i < records.length; i++) {
            if (!records[i].equals(decoded[i])) {
                throw new IllegalStateException(serde + " decoded record " + i + " as " + decoded[i]
                        + ", expected " + records[i]);
            }
        }
        Arrays.fill(decoded, null);
    }

    /** Serializes every record and deserializes it from a ByteBuffer over the bytes. */
    @Benchmark
    @OperationsPerInvocation(Events.COUNT)
    public Event[] encodeDecode() {
        Event[] in = records;
        Event[] out = decoded;
        for (int i = 0; i < in.length; i++) {
            byte[] bytes = serializer.serialize(TOPIC, headers, in[i]);
            out[i] = deserializer.deserialize(TOPIC, headers, ByteBuffer.wrap(bytes));
        }
        return out;
    }
}
