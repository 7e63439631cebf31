package dev.lanewire.codec.object;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.util.HexFormat;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/** Encodes to and decodes from byte arrays, and prints them in hex for failure messages. */
final class Io {

    private Io() {
    }

    static <T> byte[] encode(Codec<T> codec, T value) {
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(64);
        WireWriter out = new WireWriter(buffer, 0);
        codec.write(out, value);
        byte[] bytes = new byte[out.position()];
        buffer.getBytes(0, bytes);
        return bytes;
    }

    /** Decodes all of {@code bytes}; fails if the codec leaves bytes unread. */
    static <T> T decode(Codec<T> codec, byte[] bytes) {
        WireReader in = new WireReader(new UnsafeBuffer(bytes), 0, bytes.length);
        T value = codec.read(in);
        if (in.remaining() != 0) {
            throw new AssertionError(in.remaining() + " bytes left unread of " + hex(bytes));
        }
        return value;
    }

    /** Parses spaced hex. */
    static byte[] parse(String hex) {
        return HexFormat.of().parseHex(hex.replace(" ", ""));
    }

    static String hex(byte[] bytes) {
        return HexFormat.ofDelimiter(" ").withUpperCase().formatHex(bytes);
    }
}
