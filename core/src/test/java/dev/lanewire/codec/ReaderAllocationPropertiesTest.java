package dev.lanewire.codec;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.time.DayOfWeek;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * The allocation bound of docs/wire-format.md §9 for {@link WireReader}'s own reads: whatever
 * count or string header leads the bytes (a forged one included), one read allocates at most 32
 * bytes per byte present plus 16 KiB. Measured as the least of at least three repeats after a
 * first read, which grows the reader's scratch arrays; the reader is kept across repeats, as in a
 * service.
 */
class ReaderAllocationPropertiesTest {

    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final DayOfWeek[] DAYS = DayOfWeek.values();

    /** Read {@code k} of those whose allocation grows with a count or length they read. */
    private static Object read(WireReader r, int k) {
        return switch (k) {
            case 0 -> r.readString();
            case 1 -> r.readBooleanArray();
            case 2 -> r.readByteArray();
            case 3 -> r.readCharArray();
            case 4 -> r.readLongArray();
            case 5 -> r.readEnumArray(DAYS);
            case 6 -> r.readLocalDateArray();
            case 7 -> r.readLocalTimeArray();
            case 8 -> r.readInstantArray();
            case 9 -> r.readLocalDateTimeArray();
            default -> r.readDecimal128Array();
        };
    }

    @Property(tries = 300)
    void forgedCountsAndHeadersStayWithinTheBound(@ForAll @IntRange(min = 0, max = 10) int read,
                                                  @ForAll long header, @ForAll @Size(max = 3000) byte[] payload,
                                                  @ForAll boolean offHeap) {
        ExpandableArrayBuffer w = new ExpandableArrayBuffer(payload.length + 16);
        WireWriter out = new WireWriter(w, 0);
        out.writeVarLong(header).writeBytes(payload, 0, payload.length);
        int n = out.position();
        UnsafeBuffer buffer = offHeap ? new UnsafeBuffer(java.nio.ByteBuffer.allocateDirect(n + 8), 3, n)
                : new UnsafeBuffer(new byte[n + 8], 5, n);
        buffer.putBytes(0, w, 0, n);
        WireReader in = new WireReader();
        Runnable run = () -> {
            try {
                read(in.wrap(buffer, 0, n), read);
            } catch (CodecException e) {
                // Part of what the read allocates.
            }
        };
        run.run();
        long bound = 32L * n + 16 * 1024;
        long best = Long.MAX_VALUE;
        // Over the bound, repeat for up to 10 s: until C2 compiles a Vector API kernel, the
        // interpreter and C1 allocate every vector it makes.
        long deadline = System.nanoTime() + 10_000_000_000L;
        for (int i = 0; i < 3 || best > bound && System.nanoTime() < deadline; i++) {
            long before = THREADS.getCurrentThreadAllocatedBytes();
            run.run();
            best = Math.min(best, THREADS.getCurrentThreadAllocatedBytes() - before);
        }
        if (best > bound) {
            throw new AssertionError("read " + read + " of " + n + " bytes (header " + Long.toUnsignedString(header)
                    + ") allocated " + best + " bytes, over " + bound);
        }
    }
}
