package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lanewire.kernel.BlockKernel;
import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.scalar.ScalarLatin1Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf8Kernel;
import java.io.IOException;
import java.lang.invoke.SwitchPoint;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The warm-up relink: a vector binding calls the scalar twin until its switch point is
 * invalidated and the vector kernel after, with the same results either way; it is off by
 * property, under {@code -Xint} and wherever the choice is scalar.
 */
class WarmUpTest {

    /** The widest vector variant of {@code op} that runs here, or {@code null}. */
    private static Variant widest(Op op) {
        for (Variant v : List.of(Variant.V512, Variant.V256, Variant.V128)) {
            if (CalibrationSupport.unavailable(op, v) == null) {
                return v;
            }
        }
        return null;
    }

    @Test
    void aBindingCallsTheScalarTwinUntilInvalidatedThenTheVectorKernelWithTheSameResults()
            throws ReflectiveOperationException {
        assumeTrue(Dispatch.jvm().vectorsUsable(), "no vector kernels here: " + Dispatch.jvm());
        for (Op op : Op.values()) {
            Variant v = widest(op);
            if (v == null) {
                continue;
            }
            Object scalar = op.family().scalar();
            Object vector = CalibrationSupport.newKernel(op, v);
            WarmUp.Task task = new WarmUp.Task(op, SizeClass.LARGE, scalar, vector);
            // Not queued: the warming thread would otherwise switch it during the test.
            task.demanded = true;
            Object binding = WarmingKernels.of(task, WarmUp.call(task));
            assertTrue(op.family().contract().isInstance(binding), op.id());
            assertSame(scalar, WarmingKernels.target(binding), op.id() + " before the switch");
            for (SizeClass size : SizeClass.values()) {
                assertSameWork(op, size, scalar, binding);
            }
            SwitchPoint.invalidateAll(new SwitchPoint[] {task.switchPoint});
            assertSame(vector, WarmingKernels.target(binding), op.id() + " after the switch");
            for (SizeClass size : SizeClass.values()) {
                assertSameWork(op, size, scalar, binding);
                assertSameWork(op, size, vector, binding);
            }
        }
    }

    /** A Latin-1 kernel that counts its calls and computes as the scalar twin does. */
    public static final class CountingLatin1 implements Latin1Kernel {
        int calls;

        @Override
        public int compress(char[] src, int srcOff, byte[] dst, int dstOff, int len) {
            calls++;
            return ScalarLatin1Kernel.INSTANCE.compress(src, srcOff, dst, dstOff, len);
        }

        @Override
        public void inflate(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
            calls++;
            ScalarLatin1Kernel.INSTANCE.inflate(src, srcOff, dst, dstOff, len);
        }
    }

    @Test
    void callsReachTheOtherKernelOnlyAfterTheSwitch() throws ReflectiveOperationException {
        CountingLatin1 vector = new CountingLatin1();
        WarmUp.Task task = new WarmUp.Task(Op.LATIN1_COMPRESS, SizeClass.LARGE, ScalarLatin1Kernel.INSTANCE, vector);
        // Not queued: the warming thread would otherwise call the counting kernel and switch it.
        task.demanded = true;
        Latin1Kernel binding = (Latin1Kernel) WarmingKernels.of(task, WarmUp.call(task));
        char[] text = "naïve café".toCharArray();
        byte[] out = new byte[text.length];
        assertEquals(text.length, binding.compress(text, 0, out, 0, text.length));
        assertEquals(0, vector.calls, "before the switch the scalar twin runs");
        SwitchPoint.invalidateAll(new SwitchPoint[] {task.switchPoint});
        assertEquals(text.length, binding.compress(text, 0, out, 0, text.length));
        assertEquals(1, vector.calls, "after the switch the other kernel runs");
        binding.inflate(out, 0, new char[text.length], 0, text.length);
        assertEquals(1, vector.calls, "a method of another operation runs the scalar twin");
        assertEquals("naïve café", new String(out, StandardCharsets.ISO_8859_1));
    }

    /** {@code reference} and {@code binding} return the same sink and write the same destinations. */
    private static void assertSameWork(Op op, SizeClass size, Object reference, Object binding) {
        Workload a = Workloads.of(op, size);
        Workload b = Workloads.of(op, size);
        String where = op.id() + " " + size.id() + " " + reference.getClass().getSimpleName();
        assertEquals(KernelLoops.run(op.id(), reference, a, 1), KernelLoops.run(op.id(), binding, b, 1), where);
        if (a.byteDst != null) {
            for (int i = 0; i < a.byteDst.length; i++) {
                assertArrayEquals(a.byteDst[i], b.byteDst[i], where + " input " + i);
            }
        }
        if (a.charDst != null) {
            for (int i = 0; i < a.charDst.length; i++) {
                // Decoding leaves the chars past its count as scratch: compare the decoded ones.
                int n = op == Op.UTF8_DECODE ? ScalarUtf8Kernel.INSTANCE.utf16Length(a.bytes[i], 0, a.lengths[i])
                        : a.charDst[i].length;
                assertArrayEquals(Arrays.copyOf(a.charDst[i], n), Arrays.copyOf(b.charDst[i], n), where + " input " + i);
            }
        }
    }

    @Test
    void aCalledBindingIsWarmedAndSwitches() throws ReflectiveOperationException, InterruptedException {
        assumeTrue(Dispatch.jvm().vectorsUsable(), "no vector kernels here: " + Dispatch.jvm());
        Op op = Op.BLOCK_BOOL;
        Variant v = widest(op);
        assumeTrue(v != null, "no vector variant of block.bool here");
        Object scalar = op.family().scalar();
        Object vector = CalibrationSupport.newKernel(op, v);
        BlockKernel binding = (BlockKernel) WarmUp.bind(op, SizeClass.LARGE, scalar, vector);
        assertTrue(binding instanceof WarmingKernels.Block, binding.toString());
        // This binding's own task and target, read before its first call: bindings that earlier
        // tests in this JVM called may still be warming (WarmUp.pending() counts them), and their
        // warming thread may switch this one as soon as the first call queues it.
        WarmUp.Task task = ((WarmingKernels.Block) binding).task();
        assertFalse(demanded(task), "an uncalled binding is not warmed");
        assertSame(scalar, WarmingKernels.target(binding), "a binding runs scalar until it is warmed");
        assertEquals(-1, binding.firstInvalidBool(new byte[300], 0, 300));
        assertTrue(demanded(task), "the first call queues the warm-up");
        assertTrue(WarmUp.await(TimeUnit.SECONDS.toMillis(60)), "the warm-up did not finish");
        assertEquals(0, WarmUp.pending());
        assertSame(vector, WarmingKernels.target(binding));
        assertEquals(7, binding.firstInvalidBool(new byte[] {0, 1, 0, 1, 1, 0, 0, 2}, 0, 8));
        List<WarmUp.Outcome> mine = WarmUp.outcomes().stream().filter(o -> o.op() == op && o.size() == SizeClass.LARGE).toList();
        assertFalse(mine.isEmpty(), "the switch is recorded: " + WarmUp.outcomes());
        for (WarmUp.Outcome o : mine) {
            assertTrue(o.afterNanos() > 0 && o.passes() >= (o.end().equals("caught up") ? WarmUp.FASTER_PASSES : 0), o.toString());
        }
        assertTrue(Dispatch.describe().contains("warmed       " + mine.get(0)), Dispatch.describe());
    }

    @Test
    void onTwoCpusOrFewerTheWarmUpSleepsFourTimesItsPassesUntilSomeoneWaits() {
        assertEquals(4_000_000L, WarmUp.idleAfter(1_000_000L, 1, false));
        assertEquals(4_000_000L, WarmUp.idleAfter(1_000_000L, 2, false));
        assertEquals(0L, WarmUp.idleAfter(1_000_000L, 3, false), "three CPUs leave the callers one of their own");
        assertEquals(0L, WarmUp.idleAfter(1_000_000L, 2, true), "a caller waiting for the switch has nothing to yield");
    }

    /** Feeds pairs of pass times (µs) to a fresh judge; the pass at which it first found the vector kernel warm, or -1. */
    private static int warmAt(long[] scalar, long[] vector) {
        WarmUp.Passes passes = new WarmUp.Passes();
        for (int i = 0; i < scalar.length; i++) {
            if (passes.warm(scalar[i] * 1_000, vector[i] * 1_000)) {
                assertEquals(i + 1, passes.count(), "every pair is counted, for the warmed line");
                return i;
            }
        }
        assertEquals(scalar.length, passes.count(), "every pair is counted, for the warmed line");
        return -1;
    }

    @Test
    void aStillSlowVectorKernelIsNotWarmWhenNoiseLengthensAFewScalarPasses() {
        // The 512-bit encoder's medium passes in a warm-up on this project's Zen 5 host, where it
        // still boxed: the scalar twin took about 22 µs a pass until three passes caught pauses.
        long[] scalar = {22, 21, 22, 23, 22, 22, 22, 145, 50, 62};
        long[] vector = {51, 63, 49, 52, 50, 51, 63, 77, 49, 44};
        assertEquals(-1, warmAt(scalar, vector), "the last three vector passes beat those scalar passes, not the twin");
    }

    @Test
    void aVectorKernelThatCaughtUpIsWarmAtItsThirdPassInARow() {
        long[] scalar = {39, 42, 39, 35, 33, 32, 33, 32};
        long[] vector = {120, 110, 54, 17, 14, 13, 12, 12};
        assertEquals(5, warmAt(scalar, vector));
        assertEquals(3, warmAt(new long[] {30, 30, 30, 30, 30}, new long[] {90, 30, 30, 30, 90}),
                "as fast as the twin counts");
        assertEquals(-1, warmAt(new long[] {30, 30, 30, 30, 30, 30}, new long[] {10, 10, 40, 10, 10, 40}),
                "a slower pass starts the count again");
    }

    @Test
    void onTwoCpusOrFewerTheFirstPassWaitsForTheStartDelay() {
        assertEquals(2_000L, WarmUp.startDelay(2_000L, 1));
        assertEquals(2_000L, WarmUp.startDelay(2_000L, 2));
        assertEquals(0L, WarmUp.startDelay(2_000L, 3), "three CPUs leave the callers one of their own");
    }

    @Test
    void offByPropertyAndWithoutVectors() {
        Properties none = new Properties();
        Properties off = new Properties();
        off.setProperty(WarmUp.PROPERTY, "false");
        Properties on = new Properties();
        on.setProperty(WarmUp.PROPERTY, "true");
        assertTrue(WarmUp.enabled(none, Fixtures.jvm(512)), "on unless turned off");
        assertTrue(WarmUp.enabled(on, Fixtures.jvm(256)));
        assertFalse(WarmUp.enabled(off, Fixtures.jvm(512)));
        Properties offSpaced = new Properties();
        offSpaced.setProperty(WarmUp.PROPERTY, " FALSE ");
        assertFalse(WarmUp.enabled(offSpaced, Fixtures.jvm(256)));
        assertFalse(WarmUp.enabled(none, Fixtures.jvmWithoutC2()), "-Xint: no vector kernel, nothing to warm");
    }

    /**
     * Forked JVMs bind three operations and print each binding's class: by default a vector choice
     * is bound warming, calls the scalar twin first and then switches to the vector kernel; with
     * {@code -Dlanewire.warmup=false} it is the vector class itself, and under {@code -Xint}
     * everything is the scalar twin.
     */
    @Test
    void forkedJvmsBindWarmingDirectOrScalarAsConfigured() throws IOException, InterruptedException {
        assumeTrue(Dispatch.jvm().vectorsUsable(), "no vector kernels here: " + Dispatch.jvm());
        String warm = fork();
        assertTrue(warm.contains("warming dev.lanewire.kernel.scalar."), warm);
        assertFalse(warm.contains("warming dev.lanewire.kernel.vector."), "a warming binding starts scalar:\n" + warm);
        assertTrue(warm.contains("switched") && !warm.contains("not switched"), warm);
        assertEquals(warm.lines().filter(l -> l.startsWith("switched ")).count(),
                warm.lines().filter(l -> l.startsWith("warmed ")).count(), "each switch is described:\n" + warm);
        assertFalse(warm.contains("direct dev.lanewire.kernel.vector."), warm);
        String direct = fork("-Dlanewire.warmup=false");
        assertTrue(direct.contains("direct dev.lanewire.kernel.vector."), direct);
        assertFalse(direct.contains("warming"), direct);
        String interpreted = fork("-Xint");
        assertFalse(interpreted.contains("warming") || interpreted.contains("kernel.vector."), interpreted);
        assertTrue(interpreted.contains("direct dev.lanewire.kernel.scalar."), interpreted);
    }

    private static String fork(String... flags) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElseThrow(),
                "--add-modules", "jdk.incubator.vector", "-Dlanewire.profile.user=/nonexistent/lanewire-profile.txt"));
        command.addAll(List.of(flags));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), WarmUpDriver.class.getName(),
                Op.UTF8_DECODE.id(), Op.LATIN1_COMPRESS.id(), Op.BLOCK_INT32_RANGE.id()));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(3, TimeUnit.MINUTES), "the driver ran too long");
        String output = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), output);
        return output;
    }

    /** For {@link #forkedJvmsBindWarmingDirectOrScalarAsConfigured}: binds the operations named, prints, waits. */
    static final class WarmUpDriver {

        private WarmUpDriver() {
        }

        /** Entry point; the operation ids to bind. */
        public static void main(String[] args) throws InterruptedException {
            List<Object> warming = new ArrayList<>();
            for (String id : args) {
                Op op = Op.byId(id);
                for (SizeClass size : SizeClass.values()) {
                    Object k = Dispatch.kernel(op, size, op.family().contract());
                    if (WarmingKernels.target(k) != k) {
                        warming.add(k);
                        // One call through the binding queues its warm-up.
                        KernelLoops.run(op.id(), k, Workloads.of(op, size), 1);
                        System.out.println(op.id() + " " + size.id() + " warming "
                                + WarmingKernels.target(k).getClass().getName());
                    } else {
                        System.out.println(op.id() + " " + size.id() + " direct " + k.getClass().getName());
                    }
                }
            }
            if (!warming.isEmpty()) {
                boolean done = Dispatch.awaitWarmUp(Duration.ofMinutes(2));
                for (Object k : warming) {
                    String now = WarmingKernels.target(k).getClass().getName();
                    System.out.println(done && now.contains(".vector.") ? "switched " + now : "not switched " + now);
                }
                Dispatch.describe().lines().filter(l -> l.startsWith("warmed ")).forEach(System.out::println);
            }
        }
    }

    private static boolean demanded(WarmUp.Task task) {
        synchronized (WarmUp.class) {
            return task.demanded;
        }
    }
}
