package dev.lanewire.bench.codec;

import java.util.Locale;

/** The codecs every case runs through, side by side in one run. */
public enum Peer {
    /** Lanewire. */
    LANEWIRE("Lanewire: the case's schema over little-endian fixed-width primitives, decimals as 16 bytes"
            + " (Decimal128's size), dates as int epoch days, instants as long seconds + int nanos, strings as a"
            + " length and UTF-8 through the dispatched `dev.lanewire.text.Utf8` kernels, float/int arrays as one"
            + " bulk copy (interim, written by hand until `WireWriter`/`WireReader` are in main)"),
    /** Apache Fory 0.14, JIT-generated serializers. */
    FORY("Apache Fory 0.14 (`fory-core`): JIT-generated serializers, classes registered, reference tracking off,"
            + " one reused buffer"),
    /** Kryo 5.6 with hand-written serializers over its Output/Input. */
    KRYO("Kryo 5.6: the case's schema through Kryo's `Output`/`Input` primitives (fixed-width ints and longs,"
            + " Kryo's string format), i.e. a hand-written Kryo serializer, the fastest way to use Kryo"),
    /** DataOutputStream/DataInputStream and the String APIs. */
    JDK("JDK baseline: the case's schema through `DataOutputStream`/`DataInputStream`, strings as"
            + " `getBytes(UTF_8)` / `new String(bytes, UTF_8)` behind an int length");

    private final String description;

    Peer(String description) {
        this.description = description;
    }

    /** How this peer encodes, in one markdown sentence, for the published method. */
    public String description() {
        return description;
    }

    /** The id used in JMH parameters and reports: the lower-case name. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** A fresh codec of this peer for {@code codecCase}. */
    public <T> PeerCodec<T> open(CodecCase<T> codecCase) {
        return switch (this) {
            case LANEWIRE -> new LanewireCodec<>(codecCase.schema());
            case FORY -> new ForyCodec<>(codecCase);
            case KRYO -> new KryoCodec<>(codecCase.schema());
            case JDK -> new JdkCodec<>(codecCase.schema());
        };
    }

    /** The peer with this id. */
    public static Peer byId(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
