package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.management.ManagementFactory;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * Writing into a buffer large enough allocates nothing once the writer's scratch has grown.
 *
 * <p>Strings here are short (at most 16 chars, the size class the default policy runs scalar),
 * and the writer is warmed up until C2 has compiled it, so the test also holds where a profile
 * binds Vector API kernels to short strings.
 */
class WriterAllocationTest {

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private final int[] ints = {1, 2, 3, 4, 5, 6, 7, 8};
    private final double[] doubles = {1.5, -0.0, Double.NaN};
    private final byte[] bytes = new byte[100];

    private void writeMessage(WireWriter w, UnsafeBuffer buffer) {
        w.wrap(buffer, 0);
        w.writeBoolean(true).writeInt(42).writeLong(-1).writeDouble(2.5).writeVarInt(300).writeSignedVarLong(-5)
                .writeString("short latin-1").writeString("東京 €").writeStringUtf8("Zürich 😀")
                .writeIntArray(ints).writeDoubleArray(doubles).writeByteArray(bytes).writeString(null);
    }

    @Test
    void aWarmWriterAllocatesNothing() {
        UnsafeBuffer buffer = new UnsafeBuffer(new byte[4096]);
        WireWriter w = new WireWriter(buffer, 0);
        // Enough calls for C2 to compile the writer and whichever string kernels are bound (a
        // Vector API kernel allocates its vectors until C2 intrinsifies it).
        for (int i = 0; i < 30_000; i++) {
            writeMessage(w, buffer);
        }
        // Several windows, keeping the least: a one-off allocation elsewhere in the JVM's
        // bookkeeping (class loading, a recompilation) may land in one window, while a per-write
        // allocation shows in all of them.
        long allocated = Long.MAX_VALUE;
        for (int window = 0; window < 5; window++) {
            long before = THREADS.getCurrentThreadAllocatedBytes();
            long calibration = THREADS.getCurrentThreadAllocatedBytes() - before;
            before = THREADS.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < 1000; i++) {
                writeMessage(w, buffer);
            }
            allocated = Math.min(allocated, THREADS.getCurrentThreadAllocatedBytes() - before - calibration);
        }
        assertEquals(0, allocated, "bytes allocated by 1000 writes (least of 5 windows)");
    }
}
