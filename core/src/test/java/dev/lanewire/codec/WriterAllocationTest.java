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

    /** Up to two million warm writes: a few seconds even on a busy machine. */
    private static final int MAX_WINDOWS = 2000;

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
        // Then windows of 1000 writes until one allocates nothing. C2 compiles in the background,
        // so on a loaded machine the first windows may still run interpreted or C1 code; a
        // per-write allocation in compiled code shows in every window, and the test fails after
        // MAX_WINDOWS of them.
        long least = Long.MAX_VALUE;
        for (int window = 0; window < MAX_WINDOWS && least > 0; window++) {
            long before = THREADS.getCurrentThreadAllocatedBytes();
            long calibration = THREADS.getCurrentThreadAllocatedBytes() - before;
            before = THREADS.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < 1000; i++) {
                writeMessage(w, buffer);
            }
            least = Math.min(least, THREADS.getCurrentThreadAllocatedBytes() - before - calibration);
        }
        assertEquals(0, least, "bytes allocated by 1000 writes (least of up to " + MAX_WINDOWS + " windows)");
    }
}
