package dev.lanewire.grpc;

/**
 * How many messages a {@link LanewireMarshaller} has parsed along each path, counted only while
 * the JVM runs with {@code -Dlanewire.grpc.parseStats=true} ({@link #ENABLED}); otherwise every
 * count stays 0 and parsing pays nothing for it.
 *
 * @param inPlace  messages read where the transport keeps them: the stream offered its bytes as
 *                 one {@link java.nio.ByteBuffer} ({@link io.grpc.HasByteBuffer}) holding the
 *                 whole message, so nothing was copied
 * @param gathered messages whose stream offered {@code ByteBuffer}s but spread the message over
 *                 several of them (a message larger than one HTTP/2 frame, or split between two
 *                 socket reads), copied once into a per-thread array
 * @param copied   messages from a stream that offers no {@code ByteBuffer}s (any plain
 *                 {@link java.io.InputStream}, or a transport's stream that cannot offer them for
 *                 every part: grpc-java merges runs of buffers under 1 KiB into an array, and then
 *                 offers none for that message), read into a per-thread array
 */
public record ParseStats(long inPlace, long gathered, long copied) {

    /** Whether parse paths are counted in this JVM: {@code -Dlanewire.grpc.parseStats=true}. */
    public static final boolean ENABLED = Boolean.getBoolean("lanewire.grpc.parseStats");

    /** The sum of the three counts: every message parsed, whatever the path. */
    public long total() {
        return inPlace + gathered + copied;
    }

    /** The counts of {@code this} minus those of {@code earlier}: what was parsed in between. */
    public ParseStats since(ParseStats earlier) {
        return new ParseStats(inPlace - earlier.inPlace, gathered - earlier.gathered, copied - earlier.copied);
    }
}
