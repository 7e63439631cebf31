package dev.lanewire.bench;

import java.util.Locale;

/**
 * How long JMH runs each fork: warm-up iterations and their length, then measured iterations
 * and theirs.
 *
 * @param warmups      warm-up iterations per fork
 * @param warmupMillis length of each warm-up iteration
 * @param iterations   measured iterations per fork
 * @param millis       length of each measured iteration
 */
public record Schedule(int warmups, int warmupMillis, int iterations, int millis) {

    /** Seconds of iterations in one fork. */
    public double iterationSeconds() {
        return (warmups * (double) warmupMillis + iterations * (double) millis) / 1000.0;
    }

    /** JMH's options for it, e.g. {@code -wi 2 -w 1000ms -i 3 -r 500ms}. */
    public String describe() {
        return String.format(Locale.ROOT, "-wi %d -w %dms -i %d -r %dms", warmups, warmupMillis, iterations, millis);
    }
}
