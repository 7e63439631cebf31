/**
 * The per-string benchmark: one string written and read back, as a message's field is, through
 * Lanewire's public API ({@code writeString} and {@code writeStringUtf8}, read with
 * {@code readString}), Apache Fory's string serializer, Kryo's string format and the JDK's
 * {@code getBytes(UTF_8)} / {@code new String(bytes, UTF_8)}, at 0 to 1,000 chars of six kinds of
 * text. Each invocation handles a batch of distinct strings of one length and kind, so branch
 * predictors cannot learn a single string; every path is checked to round-trip the batch in
 * {@code @Setup}.
 */
package dev.lanewire.bench.strings;
