/**
 * JMH benchmarks of the string kernel families, one class per family: each variant (the scalar
 * twin, the 128-, 256- and 512-bit Vector API classes, named directly) side by side with the JDK
 * doing the same job, over sizes 16, 64, 1,000 and 65,536 chars and text of several scripts.
 * Every benchmark checks its answer against the JDK in {@code @Setup}, so a wrong kernel fails the
 * run instead of producing a number.
 */
package dev.lanewire.bench.text;
