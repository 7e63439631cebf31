package dev.lanewire.codec.object;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.lang.invoke.MethodHandle;

/** What the container codecs share: counts on read, errors, array creation. */
final class Containers {

    private Containers() {
    }

    /**
     * Reads an element count, checked against the reader's per-collection limit, the bytes
     * remaining (every element slot takes at least a byte) and the root's element budget, before
     * anything is allocated for it.
     */
    static int readCount(WireReader in, ReadContext cx) {
        int at = in.position();
        int n = in.readCount(in.limits().maxCollectionElements(), 1);
        cx.countElements(n, at);
        return n;
    }

    /** A collection changed size while it was written (a concurrent modification). */
    static CodecException sizeChanged(WireWriter out) {
        return new CodecException(out.position(), "collection changed size while it was written");
    }

    /** A new array through a {@code (int)Object[]} handle. */
    static Object[] newArray(MethodHandle newArray, int n) {
        try {
            return (Object[]) newArray.invokeExact(n);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }
}
