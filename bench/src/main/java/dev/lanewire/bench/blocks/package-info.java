/**
 * JMH benchmarks of the block validation kernels: every variant (scalar twin, v128, v256, v512)
 * instantiated directly and run side by side in one run, with {@code System.arraycopy} of the
 * same bytes as the memory-bandwidth baseline.
 */
package dev.lanewire.bench.blocks;
