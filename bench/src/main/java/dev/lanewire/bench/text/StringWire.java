package dev.lanewire.bench.text;

import dev.lanewire.dispatch.TextKind;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.agrona.concurrent.UnsafeBuffer;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The parameters {@link StringReadBench} and {@link StringWriteBench} share: a text, the buffer its
 * wire bytes live in, and how the codec encodes it, with the JDK charset that produces the same
 * payload.
 */
@State(Scope.Thread)
public class StringWire {

    /** Text length in chars. */
    @Param({"16", "1000"})
    public int size;

    /** Text kind, see {@link TextKind}. */
    @Param({"latin1", "cyrillic", "cjk"})
    public String kind;

    /**
     * Where the wire bytes live: {@code heap} (a byte[], read and written in place) or
     * {@code direct} (off-heap: Latin-1 and UTF-8 payloads go through reused scratch, since the
     * kernels work on arrays, and UTF-16LE payloads are one copy to or from the chars).
     */
    @Param({"heap", "direct"})
    public String buffer;

    /** How the writer encodes it: {@code native} (Latin-1 or UTF-16LE) or {@code utf8}. */
    @Param({"native", "utf8"})
    public String encoding;

    /** The text. */
    String text;
    /** Whether the codec writes it as UTF-8. */
    boolean utf8;
    /** The JDK charset of the codec's payload. */
    Charset charset;
    /** A buffer of the chosen kind with room for the text's wire bytes. */
    UnsafeBuffer wire;

    /** Builds the text and the buffer. */
    @Setup(Level.Trial)
    public void setUp() {
        text = TextKind.of(kind).text(size, 42);
        utf8 = "utf8".equals(encoding);
        boolean latin1 = text.chars().allMatch(c -> c <= 0xFF);
        charset = utf8 ? StandardCharsets.UTF_8 : latin1 ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_16LE;
        wire = "direct".equals(buffer) ? new UnsafeBuffer(ByteBuffer.allocateDirect(4 * size + 16))
                : new UnsafeBuffer(new byte[4 * size + 16]);
    }
}
