package dev.lanewire.bench.calibrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lanewire.dispatch.CalibrationSupport;
import dev.lanewire.dispatch.Op;
import dev.lanewire.dispatch.SizeClass;
import dev.lanewire.dispatch.TextKind;
import dev.lanewire.dispatch.Variant;
import dev.lanewire.dispatch.Workload;
import java.lang.invoke.MethodHandles;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The boxing probe times every kind; the scalar twin stays under the calibration's allocation bound,
 * and an arm that allocates in its loop is seen over it.
 */
class LoopBoxingTest {

    /** Bytes a pass, the measure the calibration refuses cells by. */
    private static long perPass(LoopBoxing.Result r) {
        return r.allocatedBytes() / (LoopBoxing.TIMINGS * LoopBoxing.PASSES);
    }

    private static Calibrator.Arm scalar(Op op) {
        return new Calibrator.Arm("scalar", Variant.SCALAR, op.family().scalar(), CalibrationSupport.loopCopy());
    }

    /** A loop of {@code CalibrationSupport.LOOP_TYPE} that allocates 4 KiB a call, as boxed vectors would. */
    static long allocatingLoop(String opId, Object kernel, Workload w, int reps) {
        long sink = 0;
        for (int r = 0; r < reps; r++) {
            sink += new long[512].length + System.identityHashCode(new Object[] {w});
        }
        return sink;
    }

    @Test
    void theScalarTwinIsTimedOnEveryKindAndStaysUnderTheAllocationBound() {
        assumeTrue(Calibrator.countsAllocation(), "this JVM does not count a thread's allocated bytes");
        List<LoopBoxing.Result> results = LoopBoxing.measure(Op.UTF8_ENCODE, List.of(scalar(Op.UTF8_ENCODE)),
                SizeClass.SMALL, Duration.ZERO);
        assertEquals(TextKind.forOp(Op.UTF8_ENCODE), results.stream().map(LoopBoxing.Result::kind).toList());
        for (LoopBoxing.Result r : results) {
            assertTrue(r.bestMicros() > 0, r.toString());
            assertTrue(perPass(r) <= Calibrator.ALLOCATING_BYTES_PER_PASS, r.toString());
        }
    }

    @Test
    void anOperationWithoutTextKindsIsTimedOnItsOneWorkload() {
        List<LoopBoxing.Result> results = LoopBoxing.measure(Op.BLOCK_BOOL, List.of(scalar(Op.BLOCK_BOOL)),
                SizeClass.SMALL, Duration.ZERO);
        assertEquals(1, results.size());
        assertNull(results.get(0).kind());
    }

    @Test
    void anArmThatAllocatesIsSeenOverTheBoundAndTheOthersAreNot() throws ReflectiveOperationException {
        assumeTrue(Calibrator.countsAllocation(), "this JVM does not count a thread's allocated bytes");
        Calibrator.Arm allocating = new Calibrator.Arm("allocating", Variant.SCALAR, Op.BLOCK_BOOL.family().scalar(),
                MethodHandles.lookup().findStatic(LoopBoxingTest.class, "allocatingLoop", CalibrationSupport.LOOP_TYPE));
        List<LoopBoxing.Result> results = LoopBoxing.measure(Op.BLOCK_BOOL,
                List.of(scalar(Op.BLOCK_BOOL), allocating), SizeClass.SMALL, Duration.ZERO);
        assertEquals(2, results.size());
        assertTrue(perPass(results.get(0)) <= Calibrator.ALLOCATING_BYTES_PER_PASS, results.toString());
        assertTrue(perPass(results.get(1)) > Calibrator.ALLOCATING_BYTES_PER_PASS, results.toString());
    }
}
