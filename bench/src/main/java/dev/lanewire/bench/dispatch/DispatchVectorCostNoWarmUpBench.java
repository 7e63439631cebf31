package dev.lanewire.bench.dispatch;

import org.openjdk.jmh.annotations.Fork;

/**
 * {@link DispatchVectorCostBench} with {@code -Dlanewire.warmup=false}: the binding is the vector
 * kernel itself. Run both in one JMH run to compare a warm call through the warm-up's binding
 * with a call through the plain one.
 */
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector",
    "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED", "-Dlanewire.kernel.utf8.validate=256",
    "-Dlanewire.warmup=false"})
public class DispatchVectorCostNoWarmUpBench extends DispatchVectorCostBench {
}
