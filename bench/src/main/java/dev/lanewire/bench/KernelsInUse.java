package dev.lanewire.bench;

import dev.lanewire.dispatch.Choice;
import dev.lanewire.dispatch.Dispatch;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The kernel variants this JVM dispatched to, for benchmark logs, and the wait that makes the
 * benchmarks measure them rather than the scalar twins that warming bindings start with.
 */
public final class KernelsInUse {

    /** The longest a benchmark's set-up waits for the warm-up; WarmUp caps one binding at 20 s. */
    public static final Duration WARM_UP_WAIT = Duration.ofSeconds(90);

    private KernelsInUse() {
    }

    /**
     * Runs {@code firstCalls}, which must call every façade operation the benchmark measures at
     * the sizes it measures, and waits until the bindings it called have switched from the scalar
     * twin to their vector kernel (docs/warm-up.md): a benchmark then never measures the scalar
     * twin where the dispatcher chose a vector kernel. Waits for the dispatcher's binding first,
     * since the façades run the scalar twins until then without queueing any warm-up.
     *
     * @return a phrase for the benchmark's log, e.g. {@code warm-up done in 2,310 ms}
     */
    public static String awaitWarmUp(Runnable firstCalls) {
        Dispatch.report();
        firstCalls.run();
        long start = System.nanoTime();
        boolean done;
        try {
            done = Dispatch.awaitWarmUp(WARM_UP_WAIT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the warm-up", e);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        return done ? "warm-up done in " + millis + " ms" : "warm-up NOT done after " + millis + " ms";
    }

    /**
     * The variants in use and how many operation/size pairs each serves, e.g.
     * {@code kernels: scalar x20, v512 x40}, plus the preferred vector width.
     */
    public static String summary() {
        Map<String, Integer> counts = new TreeMap<>();
        for (Choice choice : Dispatch.report()) {
            counts.merge(choice.variant(), 1, Integer::sum);
        }
        return "kernels: " + counts.entrySet().stream().map(e -> e.getKey() + " x" + e.getValue())
                .collect(Collectors.joining(", "));
    }
}
