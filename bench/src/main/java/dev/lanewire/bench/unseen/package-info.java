/**
 * Benchmarks that feed each call text it has not just seen. A benchmark that replays one input
 * lets the CPU's branch predictor learn that input, which favours branchy code (the JDK's
 * decoders, the scalar twins, a vector kernel's dispatch between kinds of block) over what a
 * server meets, where every message brings new text. Not on the published pages: the pages'
 * {@code Utf8Bench} replays one input, and this package measures how much that matters.
 */
package dev.lanewire.bench.unseen;
