package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.management.ThreadMXBean;
import dev.lanewire.codec.Codec;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.WireWriter;
import dev.lanewire.codec.object.Model.Prims;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * Encoding records into a buffer large enough allocates nothing: asserted with the thread's
 * allocated-bytes counter around a warmed loop (an assertion on allocation, not on time).
 */
class AllocationTest {

    record Order(long id, String customer, Prims totals, List<Prims> lines, Model.Suit suit, Integer priority) {
    }

    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    @Test
    void writingRecordsAllocatesNothing() {
        Codec<Order> codec = Codecs.of(Order.class);
        List<Prims> lines = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            lines.add(new Prims(i % 2 == 0, (byte) i, (short) i, 'c', i, i, i, i));
        }
        Order order = new Order(42, "customer-1", new Prims(true, (byte) 1, (short) 2, 'x', 3, 4, 5, 6), lines,
                Model.Suit.HEARTS, 7);
        UnsafeBuffer buffer = new UnsafeBuffer(new byte[1 << 16]);
        WireWriter out = new WireWriter(buffer, 0);
        int loops = 20_000;
        // Warm up: the first rounds grow scratch arrays and the thread-local contexts, and load classes.
        for (int i = 0; i < loops; i++) {
            out.wrap(buffer, 0);
            codec.write(out, order);
        }
        long tid = Thread.currentThread().threadId();
        // C2 compiles in the background: on a busy machine the first windows may still run code that
        // escape analysis has not cleaned up yet. An allocation in the compiled write shows in every
        // window, so the least of up to 100 windows is what the writes themselves allocate.
        long allocated = Long.MAX_VALUE;
        for (int window = 0; window < 100 && allocated / loops > 0; window++) {
            long before = THREADS.getThreadAllocatedBytes(tid);
            for (int i = 0; i < loops; i++) {
                out.wrap(buffer, 0);
                codec.write(out, order);
            }
            allocated = Math.min(allocated, THREADS.getThreadAllocatedBytes(tid) - before);
        }
        // The counter's own bookkeeping may show a few dozen bytes; one allocation per write would be
        // at least 16 bytes times 20 000.
        assertEquals(0, allocated / loops, "bytes allocated per write (" + allocated + " in " + loops + " writes)");
    }
}
