package dev.lanewire.bench.codec;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * One case through one peer, ready to measure: the fixture, a reference encoding to decode from,
 * and the check that fails a run on a wrong answer.
 *
 * @param <T> the value type
 */
public final class Trial<T> {

    private final CodecCase<T> codecCase;
    private final Peer peer;
    private final PeerCodec<T> codec;
    private final T value;
    private final byte[] encoded;
    private T lastDecoded;

    private Trial(CodecCase<T> codecCase, Peer peer) {
        this.codecCase = codecCase;
        this.peer = peer;
        this.codec = peer.open(codecCase);
        this.value = codecCase.fixture().get();
        int n = codec.encode(value);
        this.encoded = Arrays.copyOf(codec.buffer(), n);
        verify(codec.decode(encoded, n), "first round trip");
    }

    /** Opens {@code codecCase} through {@code peer} and checks one round trip. */
    public static <T> Trial<T> open(CodecCase<T> codecCase, Peer peer) {
        return new Trial<>(codecCase, peer);
    }

    /** Opens the case and peer named by their ids. */
    public static Trial<?> open(String caseId, String peerId) {
        return open(CodecCase.byId(caseId), Peer.byId(peerId));
    }

    /** The size in bytes of this peer's encoding of the fixture. */
    public int encodedSize() {
        return encoded.length;
    }

    /** Encodes the fixture; returns the length. */
    public int encode() {
        return codec.encode(value);
    }

    /** Decodes the reference encoding. */
    public T decode() {
        T decoded = codec.decode(encoded, encoded.length);
        lastDecoded = decoded;
        return decoded;
    }

    /** Encodes the fixture and decodes what was just written. */
    public T roundTrip() {
        int n = codec.encode(value);
        T decoded = codec.decode(codec.buffer(), n);
        lastDecoded = decoded;
        return decoded;
    }

    /**
     * Checks the last decoded value, and that a fresh encoding still decodes to the fixture.
     *
     * @throws IllegalStateException on a wrong answer, which fails the benchmark run
     */
    public void check() {
        if (lastDecoded != null) {
            verify(lastDecoded, "last decoded value");
            lastDecoded = null;
        }
        int n = codec.encode(value);
        verify(codec.decode(Arrays.copyOf(codec.buffer(), n), n), "fresh round trip");
    }

    private void verify(T decoded, String what) {
        if (!codecCase.same().test(value, decoded)) {
            throw new IllegalStateException(peer.id() + " got " + codecCase.id() + " wrong (" + what
                    + "); encoding starts " + HexFormat.of().formatHex(encoded, 0, Math.min(64, encoded.length)));
        }
    }
}
