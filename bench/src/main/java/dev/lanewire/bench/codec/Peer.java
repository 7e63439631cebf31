package dev.lanewire.bench.codec;

import java.util.Locale;

/** The codecs every case runs through, side by side in one run. */
public enum Peer {
    /** Lanewire. */
    LANEWIRE("Lanewire: the case's schema through `WireWriter`/`WireReader` (wire format v1) on a reused heap"
            + " buffer: varint counts checked against `Limits`, strings with `writeString` (Latin-1, else UTF-16LE),"
            + " decimals as Decimal128, dates (int epoch days) and instants (seconds, nanos) as blocks validated by"
            + " the block kernels before objects are built, float/int arrays in bulk. Object codecs"
            + " (`Codecs.of`) are not used yet: the schema is written by hand, as for Kryo and the JDK"),
    /** Lanewire with every string in UTF-8 ({@code writeStringUtf8}). */
    LANEWIRE_UTF8("Lanewire, UTF-8 strings: as above, but every string written with `writeStringUtf8` (a byte"
            + " count, then UTF-8 through the dispatched UTF-8 kernels), the form for UTF-8 peers and smallest for"
            + " non-Latin text of 1-2 byte scripts"),
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

    /** The id used in JMH parameters and reports: the lower-case name, {@code -} for {@code _}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** A fresh codec of this peer for {@code codecCase}. */
    public <T> PeerCodec<T> open(CodecCase<T> codecCase) {
        return switch (this) {
            case LANEWIRE -> new LanewireCodec<>(codecCase.schema(), false);
            case LANEWIRE_UTF8 -> new LanewireCodec<>(codecCase.schema(), true);
            case FORY -> new ForyCodec<>(codecCase);
            case KRYO -> new KryoCodec<>(codecCase.schema());
            case JDK -> new JdkCodec<>(codecCase.schema());
        };
    }

    /** The peer with this id. */
    public static Peer byId(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT).replace('-', '_'));
    }
}
