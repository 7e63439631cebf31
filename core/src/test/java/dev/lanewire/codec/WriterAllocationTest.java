package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.management.ManagementFactory;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * Writing into a buffer large enough allocates nothing once the writer's scratch has grown.
 *
 * <p>Strings here are at most 16 chars, the size class that always runs scalar kernels: Vector
 * API kernels allocate until C2 compiles them, which a unit test cannot wait for.
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
        for (int i = 0; i < 2000; i++) {
            writeMessage(w, buffer);
        }
        long before = THREADS.getCurrentThreadAllocatedBytes();
        long calibration = THREADS.getCurrentThreadAllocatedBytes() - before;
        before = THREADS.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < 1000; i++) {
            writeMessage(w, buffer);
        }
        long allocated = THREADS.getCurrentThreadAllocatedBytes() - before - calibration;
        assertEquals(0, allocated, "bytes allocated by 1000 writes");
    }
}
