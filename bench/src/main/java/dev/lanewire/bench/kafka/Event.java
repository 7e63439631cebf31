package dev.lanewire.bench.kafka;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/**
 * A record as an event-driven service puts on a topic.
 *
 * @param id     event id
 * @param user   who caused it, any script, or null
 * @param text   free text, any script
 * @param tags   labels, any script
 * @param at     when it happened
 * @param amount a money amount
 * @param flags  bit set of attributes
 */
public record Event(long id, String user, String text, List<String> tags, Instant at, BigDecimal amount,
                    int flags) {
}
