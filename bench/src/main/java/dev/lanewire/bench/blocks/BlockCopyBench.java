package dev.lanewire.bench.blocks;

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
 * The baseline for {@link BlockKernelBench}: {@code System.arraycopy} of exactly the bytes a
 * validation of the same {@code size} and {@code type} reads.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
public class BlockCopyBench {

    /** As in {@link BlockKernelBench#size}. */
    @Param({"16", "1000", "64KiB"})
    public String size;

    /** As in {@link BlockKernelBench#type}. */
    @Param({"bool", "int32", "int64", "instant", "decimal", "record"})
    public String type;

    private byte[] src;
    private byte[] dst;

    @Setup(Level.Trial)
    public void setUp() {
        int bytes = BlockKernelBench.elements(size, BlockKernelBench.elementBytes(type)) * BlockKernelBench.elementBytes(type);
        src = new byte[bytes];
        dst = new byte[bytes];
        for (int i = 0; i < bytes; i++) {
            src[i] = (byte) i;
        }
        System.out.println("# arraycopy of " + bytes + " bytes");
    }

    /** Copies the block; returns a byte of the copy so the copy is used. */
    @Benchmark
    public byte copy() {
        System.arraycopy(src, 0, dst, 0, src.length);
        return dst[dst.length - 1];
    }
}
