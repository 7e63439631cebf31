package dev.lanewire.conformance.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.lanewire.codec.Codec;
import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.Limits;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import dev.lanewire.codec.object.GraphLimits;
import dev.lanewire.conformance.fuzz.FuzzModel.Chain;
import dev.lanewire.conformance.fuzz.FuzzModel.Mutable;
import dev.lanewire.conformance.fuzz.FuzzModel.Root;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.agrona.DirectBuffer;
import org.agrona.ExpandableArrayBuffer;

/**
 * Fuzz target: codecs from {@link Codecs} over the rich {@link FuzzModel}, reading the input's
 * bytes as an object message, in heap and off-heap buffers at non-zero offsets.
 *
 * <p>Input: byte 0 picks the codec (bits 0-2: the root in the default registry, in a registry that
 * tracks every container and writes the root tolerant, with small limits, a mutable class read
 * with {@code readInto} into a fresh or a reused target, a self-nesting chain with depth limit
 * raised, or a tolerant record read by itself) and the buffer kind (bits 3-4); byte 1 the offset
 * (1 + bits 0-3). The rest is the message. A read either returns or throws {@link CodecException};
 * it must allocate within the bound, and heap and off-heap must agree. A value that was read must
 * write again, and what it writes must read back and write the same bytes once more.
 */
class ObjectCodecFuzzTest {

    private static final Codecs TRACKING = Codecs.builder().track(List.class).track(Set.class).track(Map.class)
            .track(Object[].class).tolerant(Root.class).build();
    private static final Codecs SMALL = Codecs.builder().limits(new GraphLimits(64, 4096, 16)).build();
    private static final Codecs DEEP = Codecs.builder().limits(new GraphLimits(1 << 20, 1 << 30, 100_000)).build();
    private static final Limits SMALL_LIMITS = new Limits(32, 32, 8, 8, 4096);
    private static final Limits DEEP_LIMITS = Limits.DEFAULT.withMaxDepth(100_000);

    /** One way of reading the message: a codec, the reader's limits, read or readInto. */
    private record Subject(Codec<Object> codec, Limits limits, int mode) {
    }

    private static final Subject[] SUBJECTS = {
        subject(Codecs.of(Root.class), Limits.DEFAULT, 0),
        subject(TRACKING.codec(Root.class), Limits.DEFAULT, 0),
        subject(SMALL.codec(Root.class), SMALL_LIMITS, 0),
        subject(Codecs.of(Mutable.class), Limits.DEFAULT, 1),
        subject(Codecs.of(Mutable.class), Limits.DEFAULT, 2),
        subject(DEEP.codec(Chain.class), DEEP_LIMITS, 0),
        subject(Codecs.of(FuzzModel.Versioned.class), Limits.DEFAULT, 0),
        subject(TRACKING.codec(FuzzModel.Node.class), Limits.DEFAULT, 0),
    };

    @SuppressWarnings("unchecked")
    private static Subject subject(Codec<?> codec, Limits limits, int mode) {
        return new Subject((Codec<Object>) codec, limits, mode);
    }

    /** The root codec of subject {@code i} (for the seeds). */
    static Codec<Object> rootCodec(int i) {
        return SUBJECTS[i].codec();
    }

    /** The chain codec with the depth limits raised (for the seeds). */
    static Codec<Chain> deepChainCodec() {
        return DEEP.codec(Chain.class);
    }

    /** The node codec of the registry that tracks containers (for the seeds). */
    static Codec<FuzzModel.Node> trackingNodeCodec() {
        return TRACKING.codec(FuzzModel.Node.class);
    }

    @FuzzTest
    void readMessage(byte[] input) {
        fuzzerTestOneInput(input);
    }

    /** The target, also the entry point of the standalone fuzzer (scripts/run-vector.sh fuzz). */
    public static void fuzzerTestOneInput(byte[] input) {
        if (input.length < 2) {
            return;
        }
        Subject subject = SUBJECTS[input[0] & 7];
        int kind = (input[0] >>> 3) & 3;
        int offset = 1 + (input[1] & 15);
        int length = input.length - 2;
        WireReader reader = new WireReader(subject.limits());
        Mutable reused = new Mutable();

        DirectBuffer buffer = FuzzSupport.place(kind, offset, input, 2);
        Outcome first = read(subject, reader.wrap(buffer, offset, offset + length), reused);
        FuzzSupport.assertAllocationWithin(input.length, input,
                () -> FuzzSupport.consume(read(subject, reader.wrap(buffer, offset, offset + length), reused)));
        Outcome other = read(subject, reader.wrap(FuzzSupport.place(kind ^ 2, offset, input, 2), offset,
                offset + length), new Mutable());
        if (first.errorAt() != other.errorAt()) {
            throw new AssertionError("heap and off-heap reads differ: " + first + " vs " + other + " for "
                    + FuzzSupport.hex(input));
        }
        if (first.errorAt() < 0) {
            rewrite(subject, first.value(), input);
        }
    }

    /** What a read gave: a value (maybe null), or the offset of its {@link CodecException}. */
    private record Outcome(Object value, long errorAt) {
    }

    /** Reads the message. */
    private static Outcome read(Subject subject, WireReader in, Mutable target) {
        try {
            Object value = switch (subject.mode()) {
                case 0 -> subject.codec().read(in);
                case 1 -> subject.codec().readInto(in, new Mutable());
                default -> subject.codec().readInto(in, target);
            };
            return new Outcome(value, -1);
        } catch (CodecException e) {
            if (e.offset() < 0 || e.offset() > in.limit()) {
                throw new AssertionError("error offset " + e.offset() + " outside the input (limit " + in.limit() + ")", e);
            }
            return new Outcome(null, e.offset());
        }
    }

    /** Writes what was read, reads that back and writes it again: the two writes must be equal. */
    private static void rewrite(Subject subject, Object value, byte[] input) {
        byte[] once;
        try {
            once = write(subject.codec(), value);
        } catch (CodecException e) {
            // A graph deeper than the writer's limit is refused on write.
            return;
        }
        WireReader again = new WireReader(subject.limits());
        ExpandableArrayBuffer b = new ExpandableArrayBuffer(once.length);
        b.putBytes(0, once);
        Object back;
        try {
            back = subject.codec().read(again.wrap(b, 0, once.length));
        } catch (CodecException e) {
            throw new AssertionError("what a read value writes does not read back: " + e + " for " + FuzzSupport.hex(input),
                    e);
        }
        byte[] twice = write(subject.codec(), back);
        if (!Arrays.equals(once, twice)) {
            throw new AssertionError("a value read back writes other bytes: " + FuzzSupport.hex(once) + " then "
                    + FuzzSupport.hex(twice) + " for " + FuzzSupport.hex(input));
        }
    }

    private static byte[] write(Codec<Object> codec, Object value) {
        ExpandableArrayBuffer b = new ExpandableArrayBuffer(256);
        WireWriter w = new WireWriter(b, 0);
        codec.write(w, value);
        return Arrays.copyOf(b.byteArray(), w.position());
    }
}
