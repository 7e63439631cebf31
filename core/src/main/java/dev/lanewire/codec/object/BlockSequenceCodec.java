package dev.lanewire.codec.object;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/**
 * A {@code List} or array of fixed-size records of primitives as one block, self-framing: a
 * nullable count (varint {@code 0} null, else {@code count + 1}, as §4's arrays), then
 * {@code count * stride} bytes, each record's fields packed little-endian in component order; the
 * same bytes as §7's arrays of records. Null elements cannot be written this way and are refused
 * on write.
 *
 * <p>On read the whole block is bounds-checked once, every bool field of every record is
 * validated by the block kernel (one strided call per bool field) before any record is built, and
 * the records are then built from the bytes with no further checks: untrusted input validated in
 * blocks, then objects.
 */
final class BlockSequenceCodec implements ObjectCodec<Object> {

    private final ObjectCodec<Object> element;
    private final MethodHandle newArray;
    private final Shape shape;

    BlockSequenceCodec(ObjectCodec<Object> element, MethodHandle newArray, Shape shape) {
        this.element = element;
        this.newArray = newArray;
        this.shape = shape;
    }

    @Override
    public Shape shape() {
        return shape;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void encode(WireWriter out, Object value, WriteContext cx) {
        if (value == null) {
            out.writeNullableCount(-1);
            return;
        }
        ObjectCodec<Object> e = element;
        int stride = e.shape().blockSize();
        if (newArray != null) {
            Object[] a = (Object[]) value;
            int n = a.length;
            for (int i = 0; i < n; i++) {
                if (a[i] == null) {
                    throw nullElement(out, i);
                }
            }
            int at = begin(out, n, stride);
            MutableDirectBuffer b = out.buffer();
            for (int i = 0; i < n; i++) {
                e.encodeBlock(b, at + i * stride, a[i]);
            }
            return;
        }
        List<Object> list = (List<Object>) value;
        if (!(list instanceof RandomAccess)) {
            list = new ArrayList<>(list);
        }
        int n = list.size();
        // Two passes: nulls are refused before a byte of the block is reserved.
        for (int i = 0; i < n; i++) {
            if (list.get(i) == null) {
                throw nullElement(out, i);
            }
        }
        int at = begin(out, n, stride);
        MutableDirectBuffer b = out.buffer();
        for (int i = 0; i < n; i++) {
            e.encodeBlock(b, at + i * stride, list.get(i));
        }
    }

    private static int begin(WireWriter out, int n, int stride) {
        long bytes = (long) n * stride;
        if (bytes > Integer.MAX_VALUE) {
            throw new CodecException(out.position(), n + " records of " + stride + " bytes do not fit one block");
        }
        out.writeNullableCount(n);
        return out.reserve((int) bytes);
    }

    private static CodecException nullElement(WireWriter out, int i) {
        return new CodecException(out.position(), "null element " + i
                + " in a sequence of primitive records, which is written as one block");
    }

    @Override
    public Object decode(WireReader in, ReadContext cx) {
        ObjectCodec<Object> e = element;
        Shape es = e.shape();
        int stride = es.blockSize();
        int at = in.position();
        int n = in.readNullableCount(in.limits().maxCollectionElements(), stride);
        if (n < 0) {
            return null;
        }
        cx.countElements(n, stride, in, at);
        int bytes = n * stride;
        int start = in.skip(bytes);
        DirectBuffer buffer = in.buffer();
        byte[] array = buffer.byteArray();
        int base;
        if (array != null) {
            base = buffer.wrapAdjustment() + start;
        } else {
            array = cx.scratch(bytes);
            buffer.getBytes(start, array, 0, bytes);
            base = 0;
        }
        for (int off : es.boolOffsets()) {
            int bad = BlockCheck.firstInvalidBool(array, base, n, stride, off);
            if (bad >= 0) {
                throw new CodecException(start + bad * stride + off, "bool field of record " + bad
                        + " is neither 0 nor 1: 0x" + Integer.toHexString(array[base + bad * stride + off] & 0xFF));
            }
        }
        if (newArray != null) {
            Object[] a = Containers.newArray(newArray, n);
            for (int i = 0; i < n; i++) {
                a[i] = e.decodeBlock(array, base + i * stride);
            }
            return a;
        }
        ArrayList<Object> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(e.decodeBlock(array, base + i * stride));
        }
        return list;
    }
}
