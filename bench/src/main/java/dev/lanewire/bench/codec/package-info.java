/**
 * The codec cases (a) to (f) of the benchmark suite and the peers they run through.
 *
 * <p>Each case ({@link dev.lanewire.bench.codec.CodecCase}) has a deterministic fixture and a
 * hand-written {@link dev.lanewire.bench.codec.Schema}. Peers with a primitive-level API
 * (Lanewire, Kryo, the JDK) run that schema through their own writer and reader
 * ({@link dev.lanewire.bench.codec.FieldWriter}); Apache Fory serializes the value graph with its
 * JIT-generated serializers, its fastest path. {@link dev.lanewire.bench.codec.Trial} holds one
 * case through one peer and checks every answer.
 */
package dev.lanewire.bench.codec;
