package dev.lanewire.bench.codec;

/**
 * Case (d): one fixed-size record (32 bytes of fields) of a million-record batch.
 *
 * @param id        sequence number
 * @param timeNanos event time in nanoseconds since the epoch
 * @param price     trade price
 * @param quantity  traded quantity
 * @param venue     venue code
 * @param side      0 buy, 1 sell
 * @param aggressor whether this side crossed the spread
 */
public record Tick(long id, long timeNanos, double price, int quantity, short venue, byte side, boolean aggressor) {
}
