/**
 * Kafka {@link org.apache.kafka.common.serialization.Serializer},
 * {@link org.apache.kafka.common.serialization.Deserializer} and
 * {@link org.apache.kafka.common.serialization.Serde} for any Lanewire
 * {@link dev.lanewire.codec.Codec}.
 *
 * <p>A record's key or value is one value written by its codec, with nothing around it: Kafka's
 * record already carries the length, and its batch carries a CRC. A null value is a null record
 * value (a tombstone) and the other way round. Optionally each record gets a
 * {@value dev.lanewire.kafka.LanewireConfig#FORMAT_HEADER} header naming the wire format version,
 * which readers check.
 *
 * <p>Serializers write into a buffer kept per thread and per serializer and copy the bytes out
 * into the one array Kafka requires; deserializers read in place, from the record's array or
 * {@link java.nio.ByteBuffer} (heap or direct), through an Agrona view kept per thread. Malformed
 * bytes become Kafka's {@link org.apache.kafka.common.errors.SerializationException} with the
 * {@link dev.lanewire.codec.CodecException} as its cause and the topic and byte offset in its
 * message.
 *
 * <p>Every JVM using this package needs {@code --add-exports java.base/jdk.internal.misc=ALL-UNNAMED}
 * (Agrona 2.x) and, for the vector kernels, {@code --add-modules jdk.incubator.vector}.
 */
package dev.lanewire.kafka;
