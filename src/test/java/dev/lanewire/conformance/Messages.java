package dev.lanewire.conformance;

import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.util.List;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/** Writing and reading whole generated messages. */
final class Messages {

    private Messages() {
    }

    /** Writes {@code fields} at {@code offset}; returns the end position. */
    static int write(WireWriter w, MutableDirectBuffer buffer, int offset, List<WireArbitraries.Field> fields) {
        w.wrap(buffer, offset);
        for (WireArbitraries.Field f : fields) {
            f.kind().write(w, f.value());
        }
        return w.position();
    }

    /** Encodes {@code fields} into a fresh heap array, exactly sized. */
    static byte[] encode(List<WireArbitraries.Field> fields) {
        WireWriter w = new WireWriter();
        MutableDirectBuffer b = new org.agrona.ExpandableArrayBuffer(64);
        int end = write(w, b, 0, fields);
        byte[] out = new byte[end];
        b.getBytes(0, out);
        return out;
    }

    /** Reads fields of the kinds in {@code fields} from {@code r}, in order, returning nothing. */
    static void readKinds(WireReader r, List<WireArbitraries.Field> fields) {
        for (WireArbitraries.Field f : fields) {
            f.kind().read(r);
        }
    }

    /** A heap buffer over a copy of {@code bytes} at {@code offset}. */
    static DirectBuffer at(byte[] bytes, int offset) {
        byte[] a = new byte[offset + bytes.length];
        System.arraycopy(bytes, 0, a, offset, bytes.length);
        return new UnsafeBuffer(a);
    }
}
