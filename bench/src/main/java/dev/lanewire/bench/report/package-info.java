/**
 * Benchmark results and their reports: the results file of a {@code bench} run, the codec
 * scoreboard against the targets, markdown tables, and the generator of {@code docs/benchmarks.md}.
 */
package dev.lanewire.bench.report;
