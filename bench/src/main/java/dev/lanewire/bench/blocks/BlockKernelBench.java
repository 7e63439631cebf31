package dev.lanewire.bench.blocks;

import dev.lanewire.kernel.BlockKernel;
import dev.lanewire.kernel.scalar.ScalarBlockKernel;
import dev.lanewire.kernel.vector.BlockKernelV128;
import dev.lanewire.kernel.vector.BlockKernelV256;
import dev.lanewire.kernel.vector.BlockKernelV512;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import jdk.incubator.vector.VectorShape;
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
 * Validation of all-valid blocks (the whole block is scanned) per variant. Throughput in
 * operations per microsecond; bytes per second = ops/us x {@link #bytes()} x 10^6, to be set
 * against {@link BlockCopyBench} on the same byte count.
 *
 * <p>Sizes are in elements ({@code 16}, {@code 1000}) or in KiB of bytes ({@code 64KiB}, the
 * issue's target size, beyond a 48 KiB L1 data cache and within L2 whatever the element size;
 * {@code 32KiB} by {@code -p size=}, inside L1).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
public class BlockKernelBench {

    /** The kernel variant: the scalar twin or a vector shape, never one wider than the CPU runs. */
    @Param({"scalar", "v128", "v256", "v512"})
    public String variant;

    /** Elements per block, or bytes per block as {@code <n>KiB}. */
    @Param({"16", "1000", "64KiB"})
    public String size;

    /**
     * Bytes per element of the validated type; see {@link #bytes()}. Three more, by {@code -p type=},
     * are the calibrator's field layouts: {@code bool12} (a bool at byte 4 of 12), {@code int32of16}
     * (an int32 at byte 8 of 16) and {@code int64of24} (an int64 at byte 8 of 24).
     */
    @Param({"bool", "int32", "int64", "instant", "decimal", "record"})
    public String type;

    private BlockKernel kernel;
    private byte[] wire;
    private int count;

    /** Elements of {@code elementBytes} in a block of this benchmark's {@link #size}. */
    static int elements(String size, int elementBytes) {
        return size.endsWith("KiB")
                ? Integer.parseInt(size.substring(0, size.length() - 3)) * 1024 / elementBytes
                : Integer.parseInt(size);
    }

    /** Bytes per element for {@link #type}. */
    static int elementBytes(String type) {
        return switch (type) {
            case "bool" -> 1;
            case "int32" -> 4;
            case "int64" -> 8;
            case "instant" -> 12;
            case "decimal" -> 16;
            case "record" -> 13; // a long, a bool, an int: the bool at byte 8
            case "bool12" -> 12;
            case "int32of16" -> 16;
            case "int64of24" -> 24;
            default -> throw new IllegalArgumentException(type);
        };
    }

    /** Bytes validated per operation. */
    public int bytes() {
        return count * elementBytes(type);
    }

    @Setup(Level.Trial)
    public void setUp() {
        int preferred = VectorShape.preferredShape().vectorBitSize();
        kernel = switch (variant) {
            case "scalar" -> ScalarBlockKernel.INSTANCE;
            case "v128" -> new BlockKernelV128();
            case "v256" -> new BlockKernelV256();
            case "v512" -> new BlockKernelV512();
            default -> throw new IllegalArgumentException(variant);
        };
        if (!"scalar".equals(variant) && Integer.parseInt(variant.substring(1)) > preferred) {
            throw new IllegalStateException(variant + " is wider than this JVM's preferred shape (" + preferred
                    + " bits) and would run emulated");
        }
        count = elements(size, elementBytes(type));
        wire = new byte[count * elementBytes(type)];
        SplittableRandom r = new SplittableRandom(42);
        ByteBuffer b = ByteBuffer.wrap(wire).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < count; i++) {
            switch (type) {
                case "bool" -> wire[i] = (byte) r.nextInt(2);
                case "int32" -> b.putInt(4 * i, r.nextInt(-719_162, 2_932_897));
                case "int64" -> b.putLong(8 * i, r.nextLong(86_400_000_000_000L));
                case "instant" -> b.putLong(12 * i, r.nextLong()).putInt(12 * i + 8, r.nextInt(1_000_000_000));
                case "decimal" -> b.putLong(16 * i, r.nextLong()).putInt(16 * i + 8, r.nextInt())
                        .putInt(16 * i + 12, r.nextInt(29) << 16 | (r.nextBoolean() ? 0x8000_0000 : 0));
                case "record" -> b.putLong(13 * i, r.nextLong()).put(13 * i + 8, (byte) r.nextInt(2))
                        .putInt(13 * i + 9, r.nextInt());
                case "bool12" -> b.putLong(12 * i, r.nextLong()).putInt(12 * i + 8, r.nextInt())
                        .put(12 * i + 4, (byte) r.nextInt(2));
                case "int32of16" -> b.putLong(16 * i, r.nextLong()).putLong(16 * i + 8, r.nextLong())
                        .putInt(16 * i + 8, r.nextInt(-719_162, 2_932_897));
                case "int64of24" -> b.putLong(24 * i, r.nextLong()).putLong(24 * i + 16, r.nextLong())
                        .putLong(24 * i + 8, r.nextLong(86_400_000_000_000L));
                default -> throw new IllegalArgumentException(type);
            }
        }
        int got = validate();
        int want = validate(ScalarBlockKernel.INSTANCE);
        if (got != -1 || want != -1) {
            throw new IllegalStateException("a valid block must validate: " + variant + " " + got + ", scalar " + want);
        }
        // A planted failure in the last element must be found too, then removed again.
        int last = (count - 1) * elementBytes(type) + switch (type) {
            case "instant" -> 11; // the nanos' top byte: 0xFF makes them negative
            case "decimal" -> 12;
            case "record" -> 8;
            case "bool12" -> 4;
            case "int32of16" -> 11; // the int's top byte: 0x7F puts it above the range
            case "int64of24" -> 15;
            default -> 0;
        };
        byte saved = wire[last];
        wire[last] = "int32of16".equals(type) ? 0x7F : (byte) 0xFF;
        if (!"int32".equals(type) && !"int64".equals(type) && validate() != count - 1) {
            throw new IllegalStateException(variant + " missed a planted failure in the last element");
        }
        wire[last] = saved;
        System.out.println("# " + variant + ": " + kernel + "; preferred shape " + preferred + " bits; " + count
                + " " + type + " elements, " + bytes() + " bytes");
    }

    private int validate() {
        return validate(kernel);
    }

    private int validate(BlockKernel k) {
        return switch (type) {
            case "bool" -> k.firstInvalidBool(wire, 0, count);
            case "int32" -> k.firstOutOfRangeInt32(wire, 0, count, -719_162, 2_932_896);
            case "int64" -> k.firstOutOfRangeInt64(wire, 0, count, 0, 86_399_999_999_999L);
            case "instant" -> k.firstOutOfRangeInt32Field(wire, 0, count, 12, 8, 0, 999_999_999);
            case "decimal" -> k.firstInvalidFlags32Field(wire, 0, count, 16, 12, 0x7F00FFFF, 16, 28);
            case "record" -> k.firstInvalidBoolStrided(wire, 0, count, 13, 8);
            case "bool12" -> k.firstInvalidBoolStrided(wire, 0, count, 12, 4);
            case "int32of16" -> k.firstOutOfRangeInt32Field(wire, 0, count, 16, 8, -719_162, 2_932_896);
            case "int64of24" -> k.firstOutOfRangeInt64Field(wire, 0, count, 24, 8, 0, 86_399_999_999_999L);
            default -> throw new IllegalArgumentException(type);
        };
    }

    /** One validation of the block; the switch on {@link #type} is the same branch every call. */
    @Benchmark
    public int validateBlock() {
        return validate();
    }
}
