package dev.lanewire.codec;

import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.text.Latin1;
import dev.lanewire.text.Utf16;
import dev.lanewire.text.Utf8;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/**
 * The one place where {@link WireWriter} and {@link WireReader} turn Strings into wire bytes and
 * back, through the {@code dev.lanewire.text} façades (and so through the kernels the dispatcher
 * chose). One instance per writer or reader: it owns their string scratch arrays.
 *
 * <p>String header (wire format v1, see {@code docs/wire-format.md}): one unsigned varint
 * {@code h}. {@code h == 0} is null. Otherwise {@code h = (chars << 2) | coder}, where
 * {@code chars} is {@code String.length()} and {@code coder} is {@link #LATIN1} (payload: one byte
 * a char), {@link #UTF16} (two bytes a char, little-endian) or {@link #UTF8} (a second varint, the
 * payload's byte count, then the bytes). Coder 0 with a non-zero length is not assigned.
 *
 * <p>Heap buffers are read and written in place through {@code byteArray()} and
 * {@code wrapAdjustment()}. Off-heap buffers go through the byte scratch array, except UTF-16
 * payloads: on little-endian platforms those are one memory copy to or from the chars, in either
 * kind of buffer. Kernels reading and writing off-heap memory in place (over MemorySegments) were
 * built and measured slower than the copy through an L1-resident scratch array: UTF-8 decoding
 * 0.87-0.97x for 1,000 chars at 512 bits, and the scalar twins up to 2x slower (branch
 * {@code experiment/offheap-segments}, 2026-11-30).
 */
final class StringCoding {

    /** Coder bits of a Latin-1 string. */
    static final int LATIN1 = 1;
    /** Coder bits of a UTF-16LE string. */
    static final int UTF16 = 2;
    /** Coder bits of a UTF-8 string. */
    static final int UTF8 = 3;

    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /**
     * Longest string written as UTF-8: the UTF-8 length kernels return an int, which holds
     * {@code 3 * len} only up to this length. Longer strings could not fit a buffer anyway unless
     * nearly all ASCII; they are refused rather than split.
     */
    static final int MAX_UTF8_CHARS = Integer.MAX_VALUE / 3;

    private char[] chars = new char[64];
    private byte[] bytes = new byte[128];

    /** Returns the position after the string written at {@code pos}. */
    int writeLatin1OrUtf16(WireWriter w, int pos, String s) {
        if (s == null) {
            w.ensureRoom(pos, 1);
            w.buffer().putByte(pos, (byte) 0);
            return pos + 1;
        }
        int len = s.length();
        // Coders 1, 2 and 3 share the varint's length: the length's bits sit above them.
        int header = Varints.sizeOfLong(((long) len << 2) | UTF8);
        w.ensureRoom(pos, (long) header + len);
        byte[] latin1 = StringInternals.latin1Bytes(s);
        if (latin1 != null) {
            // Opted-in String internals: a Latin-1 String's own bytes are the payload, one copy.
            MutableDirectBuffer buffer = w.buffer();
            buffer.putBytes(pos + header, latin1, 0, len);
            Varints.putLong(buffer, pos, ((long) len << 2) | LATIN1);
            return pos + header + len;
        }
        char[] src = chars(len);
        s.getChars(0, len, src, 0);
        int payload = pos + header;
        MutableDirectBuffer buffer = w.buffer();
        byte[] array = buffer.byteArray();
        int coder = LATIN1;
        int payloadBytes = len;
        // In place only where a UTF-16 payload would fit too: otherwise a string found wide
        // half-way could not be written and would have left narrowed bytes behind.
        if (array != null && w.canHold(pos, (long) header + 2L * len)) {
            int base = buffer.wrapAdjustment() + payload;
            if (Latin1.compress(src, 0, array, base, len) < len) {
                coder = UTF16;
                payloadBytes = 2 * len;
                w.ensureRoom(pos, (long) header + 2L * len);
                buffer = w.buffer();
                // The narrowed prefix is re-emitted from the chars as UTF-16, one memory copy (it
                // replaced the UTF-16 kernel: 1.43x at 16 Cyrillic chars, 1.23x at 1,000; ab
                // StringWriteBench, 2026-11-30); no char is examined twice to choose the coder.
                if (BulkCopy.NATIVE_LITTLE_ENDIAN) {
                    BulkCopy.toBuffer(src, BulkCopy.CHAR_BASE, buffer, payload, 2L * len);
                } else {
                    Utf16.toBytesLE(src, 0, buffer.byteArray(), buffer.wrapAdjustment() + payload, len);
                }
            }
        } else {
            byte[] scratch = bytes(len);
            if (Latin1.compress(src, 0, scratch, 0, len) == len) {
                buffer.putBytes(payload, scratch, 0, len);
            } else {
                coder = UTF16;
                payloadBytes = 2 * len;
                w.ensureRoom(pos, (long) header + 2L * len);
                buffer = w.buffer();
                if (BulkCopy.NATIVE_LITTLE_ENDIAN) {
                    // The chars are the UTF-16LE payload: one copy into the buffer's memory.
                    BulkCopy.toBuffer(src, BulkCopy.CHAR_BASE, buffer, payload, 2L * len);
                } else {
                    scratch = bytes(payloadBytes);
                    Utf16.toBytesLE(src, 0, scratch, 0, len);
                    buffer.putBytes(payload, scratch, 0, payloadBytes);
                }
            }
        }
        Varints.putLong(buffer, pos, ((long) len << 2) | coder);
        return payload + payloadBytes;
    }

    /** Returns the position after the UTF-8 string written at {@code pos}. */
    int writeUtf8(WireWriter w, int pos, String s) {
        if (s == null) {
            w.ensureRoom(pos, 1);
            w.buffer().putByte(pos, (byte) 0);
            return pos + 1;
        }
        int len = s.length();
        if (len > MAX_UTF8_CHARS) {
            throw new CodecException(pos, "a string of " + len + " chars is too long to write as UTF-8 (at most "
                    + MAX_UTF8_CHARS + ")");
        }
        char[] src = chars(len);
        s.getChars(0, len, src, 0);
        int n = Utf8.encodedLength(src, 0, len);
        if (n < 0) {
            throw new CodecException(pos, "unpaired surrogate at char index " + Utf8Kernel.errorIndex(n)
                    + " cannot be written as UTF-8");
        }
        long h = ((long) len << 2) | UTF8;
        int header = Varints.sizeOfLong(h) + Varints.sizeOfInt(n);
        w.ensureRoom(pos, (long) header + n);
        MutableDirectBuffer buffer = w.buffer();
        int payload = pos + header;
        byte[] array = buffer.byteArray();
        if (array != null) {
            Utf8.encode(src, 0, len, array, buffer.wrapAdjustment() + payload, n);
        } else {
            byte[] scratch = bytes(n);
            Utf8.encode(src, 0, len, scratch, 0, n);
            buffer.putBytes(payload, scratch, 0, n);
        }
        int p = pos + Varints.putLong(buffer, pos, h);
        Varints.putInt(buffer, p, n);
        return payload + n;
    }

    /**
     * Reads the string at the reader's position (any coder), checking the header against the
     * reader's limits and the bytes remaining before anything is allocated.
     */
    String read(WireReader r) {
        int p = r.position();
        long h = r.readVarLong();
        if (h == 0) {
            return null;
        }
        int coder = (int) h & 3;
        long chars = h >>> 2;
        int max = r.limits().maxStringChars();
        if (chars > max) {
            throw new CodecException(p, "string of " + chars + " chars exceeds the limit of " + max);
        }
        int len = (int) chars;
        DirectBuffer buffer = r.buffer();
        String s;
        switch (coder) {
            case LATIN1 -> {
                int at = requirePayload(r, p, len, "Latin-1 string");
                s = readLatin1(buffer, at, len);
                r.position(at + len);
            }
            case UTF16 -> {
                int at = requirePayload(r, p, 2L * len, "UTF-16 string");
                s = readUtf16(buffer, at, len);
                r.position(at + 2 * len);
            }
            case UTF8 -> {
                long bytes = Integer.toUnsignedLong(r.readVarInt());
                // Each UTF-16 char takes 1 to 3 UTF-8 bytes (a surrogate pair, 2 chars, takes 4).
                if (bytes < len || bytes > 3L * len) {
                    throw new CodecException(p, "UTF-8 string of " + len + " chars cannot take " + bytes + " bytes");
                }
                int at = requirePayload(r, p, bytes, "UTF-8 string");
                s = readUtf8(buffer, p, at, (int) bytes, len);
                r.position(at + (int) bytes);
            }
            default -> throw new CodecException(p, "unknown string coder " + coder);
        }
        return s;
    }

    /** The payload's index, once {@code bytes} are known to remain; else a CodecException at the header. */
    private static int requirePayload(WireReader r, int header, long bytes, String what) {
        int at = r.position();
        if (r.limit() - at < bytes) {
            throw new CodecException(header, what + " needs " + bytes + " bytes, " + (r.limit() - at) + " remain");
        }
        return at;
    }

    /**
     * Builds the Latin-1 string of {@code len} bytes at {@code index}; the caller has checked
     * they are present. The JDK's Latin-1 constructor is used because it copies the bytes once into
     * the String's compact storage; widening to chars first would copy twice.
     */
    private String readLatin1(DirectBuffer buffer, int index, int len) {
        byte[] array = buffer.byteArray();
        if (array != null) {
            return new String(array, buffer.wrapAdjustment() + index, len, StandardCharsets.ISO_8859_1);
        }
        byte[] scratch = bytes(len);
        buffer.getBytes(index, scratch, 0, len);
        return new String(scratch, 0, len, StandardCharsets.ISO_8859_1);
    }

    /**
     * Builds the string of {@code len} UTF-16LE code units at {@code index} (unpaired surrogates
     * kept, which the JDK's UTF-16LE decoder would replace); the caller has checked the bytes are
     * present.
     */
    private String readUtf16(DirectBuffer buffer, int index, int len) {
        if (StringInternals.canAdopt()) {
            // One copy, straight into the array the String keeps: the wire's UTF-16LE is the
            // String's own layout on little-endian platforms.
            byte[] value = new byte[2 * len];
            buffer.getBytes(index, value, 0, 2 * len);
            if (firstWideChar(value) >= 0) {
                return StringInternals.adoptUtf16(value);
            }
            // Every char fits Latin-1 (another writer's choice; this one writes Latin-1 then), and
            // such a String must be stored as Latin-1: the portable path below compacts it.
        }
        char[] dst = chars(len);
        if (BulkCopy.NATIVE_LITTLE_ENDIAN) {
            // The wire's UTF-16LE is a char array's layout: one memory copy, heap or off-heap.
            // Off-heap it replaced a copy into scratch and the UTF-16 kernel (1.14x, 1,000
            // Cyrillic chars); on the heap the kernel (1.27x at 16 chars, 1.03x at 1,000; ab
            // StringReadBench, 2026-11-30).
            BulkCopy.fromBuffer(buffer, index, dst, BulkCopy.CHAR_BASE, 2L * len);
        } else {
            byte[] array = buffer.byteArray();
            if (array != null) {
                Utf16.fromBytesLE(array, buffer.wrapAdjustment() + index, dst, 0, len);
            } else {
                byte[] scratch = bytes(2 * len);
                buffer.getBytes(index, scratch, 0, 2 * len);
                Utf16.fromBytesLE(scratch, 0, dst, 0, len);
            }
        }
        return new String(dst, 0, len);
    }

    /**
     * Index of the first char above {@code 0xFF} in UTF-16LE {@code bytes}, or -1. Eight bytes a
     * step: a char is wide exactly when its high byte (the odd byte) is not zero. Text that needs
     * UTF-16 usually has a wide char near its start, so the scan mostly stops at once.
     */
    static int firstWideChar(byte[] bytes) {
        int i = 0;
        for (int end = bytes.length & ~7; i < end; i += 8) {
            if (((long) LONG_LE.get(bytes, i) & 0xFF00_FF00_FF00_FF00L) != 0) {
                break;
            }
        }
        for (i |= 1; i < bytes.length; i += 2) {
            if (bytes[i] != 0) {
                return i >>> 1;
            }
        }
        return -1;
    }

    /**
     * Validates and builds the UTF-8 string of {@code byteLen} bytes at {@code index}, which the
     * header at {@code headerIndex} says holds {@code charLen} chars; the caller has checked the
     * bytes are present.
     *
     * @throws CodecException at the first malformed sequence, or at the header if the char count
     *                        differs
     */
    private String readUtf8(DirectBuffer buffer, int headerIndex, int index, int byteLen, int charLen) {
        byte[] array = buffer.byteArray();
        int base;
        if (array != null) {
            base = buffer.wrapAdjustment() + index;
        } else {
            array = bytes(byteLen);
            buffer.getBytes(index, array, 0, byteLen);
            base = 0;
        }
        // Valid UTF-8 has as many bytes as chars only when it is all ASCII: then one vector compare
        // a block confirms it and the JDK's Latin-1 constructor copies the bytes once.
        if (byteLen == charLen && Utf8.asciiPrefix(array, base, byteLen) == base + byteLen) {
            return new String(array, base, byteLen, StandardCharsets.ISO_8859_1);
        }
        // Otherwise one pass validates and decodes into scratch chars, and the String copies them
        // (compacting to Latin-1 when they fit). Measured against validating and then calling
        // new String(bytes, UTF_8), which decodes a second time (numbers in the string kernels report).
        char[] dst = chars(byteLen);
        int n = Utf8.decode(array, base, byteLen, dst, 0);
        if (n < 0) {
            throw new CodecException(index + (Utf8Kernel.errorIndex(n) - base), "malformed UTF-8");
        }
        if (n != charLen) {
            throw new CodecException(headerIndex, "UTF-8 string decodes to " + n
                    + " chars but its header says " + charLen);
        }
        if (StringInternals.canAdopt()) {
            // new String(char[]) first compacts into a fresh Latin-1 array and, at the first wide
            // char, starts over into a UTF-16 one. Here the narrowing kernel stops at the first
            // wide char (at once for most non-Latin text) and the chars are copied once into the
            // array the String keeps.
            byte[] narrow = bytes(n);
            if (Latin1.compress(dst, 0, narrow, 0, n) == n) {
                return new String(narrow, 0, n, StandardCharsets.ISO_8859_1);
            }
            byte[] value = new byte[2 * n];
            // Adoption needs a little-endian platform, where the chars are their UTF-16LE bytes.
            BulkCopy.charsToBytes(dst, value, n);
            return StringInternals.adoptUtf16(value);
        }
        return new String(dst, 0, n);
    }

    private char[] chars(int len) {
        char[] c = chars;
        if (c.length < len) {
            c = new char[Math.max(len, Math.min(2 * c.length, WireWriter.MAX_CAPACITY))];
            chars = c;
        }
        return c;
    }

    private byte[] bytes(int len) {
        byte[] b = bytes;
        if (b.length < len) {
            b = new byte[Math.max(len, Math.min(2 * b.length, WireWriter.MAX_CAPACITY))];
            bytes = b;
        }
        return b;
    }
}
