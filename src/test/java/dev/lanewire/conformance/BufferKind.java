package dev.lanewire.conformance;

import java.nio.ByteBuffer;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.ExpandableDirectByteBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * The Agrona buffers the codec must work on: heap and off-heap, fixed and expandable, and a heap
 * buffer that wraps the middle of an array (so {@code wrapAdjustment()} is not zero).
 */
enum BufferKind {
    HEAP {
        @Override
        MutableDirectBuffer allocate(int capacity) {
            return new UnsafeBuffer(new byte[capacity]);
        }
    },
    HEAP_SLICE {
        @Override
        MutableDirectBuffer allocate(int capacity) {
            return new UnsafeBuffer(new byte[capacity + 24], 11, capacity);
        }
    },
    OFF_HEAP {
        @Override
        MutableDirectBuffer allocate(int capacity) {
            return new UnsafeBuffer(ByteBuffer.allocateDirect(capacity));
        }
    },
    EXPANDABLE_HEAP {
        @Override
        MutableDirectBuffer allocate(int capacity) {
            // Starts small on purpose: writing must grow it.
            return new ExpandableArrayBuffer(16);
        }
    },
    EXPANDABLE_OFF_HEAP {
        @Override
        MutableDirectBuffer allocate(int capacity) {
            return new ExpandableDirectByteBuffer(16);
        }
    };

    /** A buffer that can hold at least {@code capacity} bytes (or grow to). */
    abstract MutableDirectBuffer allocate(int capacity);
}
