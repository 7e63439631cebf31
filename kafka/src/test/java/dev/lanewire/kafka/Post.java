package dev.lanewire.kafka;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/** A message type for the tests: numbers, strings of any script (the author may be null), a list, a time. */
record Post(long id, String author, String body, List<String> tags, Instant at, BigDecimal score) {
}
