/** Benchmarks of the dispatcher itself: what a dispatched call costs next to a direct one. */
package dev.lanewire.bench.dispatch;
