package dev.lanewire.bench.codec;

import java.math.BigDecimal;
import java.time.Instant;

/**
 * Case (a): an order/trade message as a trading service sends it.
 *
 * @param orderId   exchange order id
 * @param accountId owning account
 * @param symbol    instrument symbol, short ASCII
 * @param price     limit price, a Decimal128 value on the Lanewire wire
 * @param quantity  order quantity, a Decimal128 value on the Lanewire wire
 * @param placedAt  when the order was placed
 * @param updatedAt when it last changed
 * @param note      free text typed by a trader, any script
 * @param flags     bit set of order attributes
 * @param live      whether the order still rests on the book
 */
public record Order(long orderId, long accountId, String symbol, BigDecimal price, BigDecimal quantity,
                   Instant placedAt, Instant updatedAt, String note, int flags, boolean live) {
}
