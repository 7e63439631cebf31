package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.kernel.scalar.ScalarBlockKernel;
import dev.lanewire.kernel.scalar.ScalarLatin1Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf8Kernel;
import org.junit.jupiter.api.Test;

/** The measuring inputs that calibration and the warm-up run the kernels over. */
class WorkloadsTest {

    @Test
    void everyWorkloadIsValidInputOfTheRightSizeClass() {
        for (Op op : Op.values()) {
            for (SizeClass size : SizeClass.values()) {
                Workload w = Workloads.of(op, size);
                for (int i = 0; i < w.lengths.length; i++) {
                    int len = w.lengths[i];
                    assertEquals(size, SizeClass.of(len), op.id() + " input " + i);
                    String where = op.id() + " " + size.id() + " input " + i;
                    switch (op.family()) {
                        case UTF8 -> {
                            if (w.bytes != null) {
                                assertEquals(-1, ScalarUtf8Kernel.INSTANCE.validate(w.bytes[i], 0, len), where);
                                assertEquals(len + Workloads.UTF8_ROOM_AFTER, w.bytes[i].length, where);
                            } else {
                                assertTrue(ScalarUtf8Kernel.INSTANCE.encodedLength(w.chars[i], 0, len) >= len, where);
                                if (op == Op.UTF8_ENCODE) {
                                    // Room after the input and after its worst-case output, as the codec's scratch has.
                                    assertEquals(len + Workloads.ENCODE_ROOM_AFTER, w.chars[i].length, where);
                                    assertEquals(3 * len + Workloads.ENCODE_ROOM_AFTER, w.byteDst[i].length, where);
                                }
                            }
                        }
                        case LATIN1 -> {
                            if (w.chars != null) {
                                assertEquals(len, ScalarLatin1Kernel.INSTANCE.compress(w.chars[i], 0,
                                        new byte[len], 0, len), where);
                            } else {
                                assertEquals(len, w.bytes[i].length, where);
                            }
                        }
                        case UTF16 -> assertEquals(len, w.chars != null ? w.chars[i].length : w.bytes[i].length / 2,
                                where);
                        case BLOCK -> assertEquals(-1, KernelLoops.run(op.id(), ScalarBlockKernel.INSTANCE,
                                single(w, i), 1), where);
                    }
                }
            }
        }
        Workload ascii = Workloads.of(Op.UTF8_ASCII_PREFIX, SizeClass.LARGE);
        for (int i = 0; i < ascii.lengths.length; i++) {
            int len = ascii.lengths[i];
            assertEquals(len, ScalarUtf8Kernel.INSTANCE.asciiPrefix(ascii.bytes[i], 0, len));
        }
    }

    private static Workload single(Workload w, int i) {
        return new Workload(new int[] {w.lengths[i]}, new byte[][] {w.bytes[i]}, null, null, null);
    }
}
