package dev.lanewire.conformance;

import java.nio.ByteBuffer;
import org.agrona.BufferUtil;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.ExpandableDirectByteBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * The Agrona buffers the codec must work on: heap and off-heap, fixed and expandable, buffers that
 * wrap the middle of an array or a direct ByteBuffer (so {@code wrapAdjustment()} is not zero),
 * and one over a bare address (no ByteBuffer behind it).
 */
public enum BufferKind {
    HEAP {
        @Override
        public MutableDirectBuffer allocate(int capacity) {
            return new UnsafeBuffer(new byte[capacity]);
        }
    },
    HEAP_SLICE {
        @Override
        public MutableDirectBuffer allocate(int capacity) {
            return new UnsafeBuffer(new byte[capacity + 24], 11, capacity);
        }
    },
    OFF_HEAP {
        @Override
        public MutableDirectBuffer allocate(int capacity) {
            return new UnsafeBuffer(ByteBuffer.allocateDirect(capacity));
        }
    },
    OFF_HEAP_SLICE {
        @Override
        public MutableDirectBuffer allocate(int capacity) {
            return new UnsafeBuffer(ByteBuffer.allocateDirect(capacity + 24), 13, capacity);
        }
    },
    OFF_HEAP_ADDRESS {
        @Override
        public MutableDirectBuffer allocate(int capacity) {
            ByteBuffer memory = ByteBuffer.allocateDirect(capacity);
            return new UnsafeBuffer(BufferUtil.address(memory), capacity) {
                // The buffer knows only the address: keep the memory reachable while it is.
                @SuppressWarnings("unused")
                private final ByteBuffer keepAlive = memory;
            };
        }
    },
    EXPANDABLE_HEAP {
        @Override
        public MutableDirectBuffer allocate(int capacity) {
            // Starts small on purpose: writing must grow it.
            return new ExpandableArrayBuffer(16);
        }
    },
    EXPANDABLE_OFF_HEAP {
        @Override
        public MutableDirectBuffer allocate(int capacity) {
            return new ExpandableDirectByteBuffer(16);
        }
    };

    /** A buffer that can hold at least {@code capacity} bytes (or grow to). */
    public abstract MutableDirectBuffer allocate(int capacity);
}
