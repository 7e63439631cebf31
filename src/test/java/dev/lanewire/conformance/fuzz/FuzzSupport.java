package dev.lanewire.conformance.fuzz;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.HexFormat;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * What the fuzz targets share: placing the input in a heap or off-heap buffer at a non-zero
 * offset, and an allocation bound checked around a read.
 *
 * <p>The bound: one read allocates at most {@link #BYTES_PER_INPUT_BYTE} bytes per input byte plus
 * {@link #CONSTANT_BYTES}. That is tighter than the k = 48 that docs/wire-format.md §9 guarantees
 * for any input (and the 40 a valid message of the smallest encodings can reach): every hostile
 * input met it so far, so a read over it is reported as a finding to look at. It is measured with
 * the thread's allocated-bytes counter on a repeat of the read: the first read of an input loads
 * classes and grows the scratch arrays a reader keeps, which belong to the reader, not to the input.
 */
final class FuzzSupport {

    /** k of the bound: bytes a read may allocate per input byte. */
    static final long BYTES_PER_INPUT_BYTE = 32;
    /** The bound's constant: exceptions, their messages and small fixed state. */
    static final long CONSTANT_BYTES = 16 * 1024;
    /** Largest input a buffer here holds, offset and guard bytes included. */
    private static final int CAPACITY = 1 << 20;
    /** Bytes after the input's end filled with {@link #GUARD}: a read past the limit sees them. */
    private static final int GUARD_BYTES = 16;
    private static final byte GUARD = (byte) 0xA5;

    /**
     * How long a read over the bound is repeated before it counts as a finding: long enough for C2
     * to compile the kernels it runs on a loaded machine.
     */
    private static final long MAX_REPEAT_NANOS = 30_000_000_000L;

    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final byte[] HEAP = new byte[CAPACITY + 64];
    private static final ByteBuffer DIRECT = ByteBuffer.allocateDirect(CAPACITY + 64);
    /** Heap and off-heap, each over the whole memory and over a slice (non-zero wrapAdjustment). */
    private static final MutableDirectBuffer[] BUFFERS = {
        new UnsafeBuffer(HEAP),
        new UnsafeBuffer(HEAP, 7, CAPACITY),
        new UnsafeBuffer(DIRECT),
        new UnsafeBuffer(DIRECT, 13, CAPACITY),
    };
    private static volatile Object sink;

    private FuzzSupport() {
    }

    /** Number of buffer kinds {@link #place} chooses from. */
    static int kinds() {
        return BUFFERS.length;
    }

    /** Whether buffer kind {@code kind} is off-heap. */
    static boolean offHeap(int kind) {
        return Math.floorMod(kind, BUFFERS.length) >= 2;
    }

    /**
     * Copies {@code bytes[from ..]} into buffer kind {@code kind} at index {@code offset}, followed
     * by guard bytes, and returns the buffer. The bytes before the offset are garbage from earlier
     * inputs, as in a real receive buffer.
     */
    static MutableDirectBuffer place(int kind, int offset, byte[] bytes, int from) {
        MutableDirectBuffer b = BUFFERS[Math.floorMod(kind, BUFFERS.length)];
        int length = bytes.length - from;
        if (offset + length + GUARD_BYTES > CAPACITY) {
            throw new IllegalArgumentException("input of " + length + " bytes too large for the fuzz buffers");
        }
        b.putBytes(offset, bytes, from, length);
        b.setMemory(offset + length, GUARD_BYTES, GUARD);
        return b;
    }

    /** The buffer kind that bits 0-1 of a target's first header byte pick. */
    static int kind(byte header) {
        return header & 3;
    }

    /** The offset, 1 to 16, that bits 2-5 of a target's first header byte pick. */
    static int offset(byte header) {
        return 1 + ((header >>> 2) & 15);
    }

    /** Fails with {@code message} and the input in hex unless {@code ok}. */
    static void check(boolean ok, String message, byte[] input) {
        if (!ok) {
            throw new AssertionError(message + " for " + hex(input));
        }
    }

    /** Keeps a value alive so that the JIT cannot drop the read that made it. */
    static void consume(Object value) {
        sink = value;
    }

    /** The bound for an input of {@code inputBytes} bytes. */
    static long bound(int inputBytes) {
        return BYTES_PER_INPUT_BYTE * inputBytes + CONSTANT_BYTES;
    }

    /**
     * Runs {@code read} once to warm up, then again measuring what the current thread allocates,
     * and fails unless a measured run stays within {@link #bound}. Runs over the bound are repeated,
     * for up to {@link #MAX_REPEAT_NANOS}, and the least is kept: until C2 has compiled a Vector API
     * kernel, the interpreter and C1 allocate every vector the kernel makes (a cost of cold code,
     * not of the input), and a TLAB refill or deoptimization can land in any one run. What the read
     * itself builds shows in every run, so the least run is what the input makes it allocate.
     */
    static void assertAllocationWithin(int inputBytes, byte[] input, Runnable read) {
        read.run();
        long bound = bound(inputBytes);
        long best = Long.MAX_VALUE;
        long deadline = System.nanoTime() + MAX_REPEAT_NANOS;
        for (int i = 0; best > bound && System.nanoTime() < deadline; i++) {
            long before = THREADS.getCurrentThreadAllocatedBytes();
            read.run();
            best = Math.min(best, THREADS.getCurrentThreadAllocatedBytes() - before);
        }
        if (best > bound) {
            throw new AssertionError("a read of " + inputBytes + " input bytes allocated " + best + " bytes, over the bound of "
                    + bound + " (" + BYTES_PER_INPUT_BYTE + " x input + " + CONSTANT_BYTES + "), the least of the runs in "
                    + MAX_REPEAT_NANOS / 1_000_000_000 + " s; input " + hex(input));
        }
    }

    /** The first 256 bytes of {@code bytes} in hex, for failure messages. */
    static String hex(byte[] bytes) {
        byte[] head = bytes.length > 256 ? Arrays.copyOf(bytes, 256) : bytes;
        return HexFormat.of().formatHex(head) + (bytes.length > 256 ? "... (" + bytes.length + " bytes)" : "");
    }
}
