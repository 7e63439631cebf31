/**
 * The benchmark suite's tooling: planning a run to a time budget, running JMH with the flags
 * every fork needs, and helpers shared by the {@code bench} and {@code ab} subcommands. The
 * benchmarks themselves live in sub-packages: {@code codec} (cases (a) to (f) against peers),
 * and one package per kernel family ({@code text}, {@code blocks}, {@code dispatch},
 * {@code objects}).
 */
package dev.lanewire.bench;
