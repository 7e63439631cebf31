/**
 * Benchmark results and their reports: the results file of a {@code bench} run and its compact
 * form, the codec scoreboard against the targets, the run's markdown tables, and the per-CPU
 * pages with pivoted tables and SVG charts ({@code docs/benchmarks/<cpu>.md}) and their index.
 */
package dev.lanewire.bench.report;
