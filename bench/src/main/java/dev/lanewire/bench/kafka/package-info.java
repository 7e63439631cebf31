/**
 * The Kafka serde case: the same records through the Lanewire serde and Fory- and Kryo-based
 * serdes, each written the way a Kafka user would write it (thread-safe, one byte array per
 * record out, the consumer's {@link java.nio.ByteBuffer} in).
 */
package dev.lanewire.bench.kafka;
