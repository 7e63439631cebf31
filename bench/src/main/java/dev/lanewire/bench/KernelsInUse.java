package dev.lanewire.bench;

import dev.lanewire.dispatch.Choice;
import dev.lanewire.dispatch.Dispatch;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** A one-line summary of the kernel variants this JVM dispatched to, for benchmark logs. */
public final class KernelsInUse {

    private KernelsInUse() {
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
