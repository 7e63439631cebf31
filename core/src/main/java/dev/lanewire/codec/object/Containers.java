package dev.lanewire.codec.object;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.lang.invoke.MethodHandle;

/** What the container codecs share: counts on read, errors, array creation. */
final class Containers {

    private Containers() {
    }

    /** Bytes an element of a list, set or array owns at least: its slot tag or header. */
    static final int ELEMENT_BYTES = 1;
    /** Bytes a map entry owns at least: the tags or headers of its key slot and its value slot. */
    static final int ENTRY_BYTES = 2;

    /**
     * Reads an element count of elements that own at least {@code bytesEach} bytes each, checked
     * against the reader's per-collection limit, the bytes remaining and the root's budgets of
     * elements and bytes ({@link ReadContext#countElements}), before anything is allocated for it.
     */
    static int readCount(WireReader in, ReadContext cx, int bytesEach) {
        int at = in.position();
        int n = in.readCount(in.limits().maxCollectionElements(), bytesEach);
        cx.countElements(n, bytesEach, in, at);
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
