package dev.lanewire.bench.codec;

import java.util.Locale;

/** The codecs every case runs through, side by side in one run. */
public enum Peer {
    /** Lanewire. */
    LANEWIRE,
    /** Apache Fory 0.14, JIT-generated serializers. */
    FORY,
    /** Kryo 5.6 with hand-written serializers over its Output/Input. */
    KRYO,
    /** DataOutputStream/DataInputStream and the String APIs. */
    JDK;

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
