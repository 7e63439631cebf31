package dev.lanewire.codec;

import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.text.Latin1;
import dev.lanewire.text.Utf16;
import dev.lanewire.text.Utf8;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.UnsafeApi;

/**
 * Strings to wire bytes and back, through the {@code dev.lanewire.text} façades (and so through
 * the kernels the dispatcher chose). Values flow one way: {@link WireWriter} sizes and grows its
 * buffer and hands it here with an index; the writing methods return the position after the
 * string, or {@code -1 - charIndex} of an unpaired surrogate that UTF-8 cannot carry, and never
 * grow the buffer. {@link WireReader} checks the header against its limits and the bytes present,
 * then hands the payload's place here. One instance per writer or reader: it owns their string
 * scratch arrays.
 *
 * <p>String header (wire format v1, see {@code docs/wire-format.md}): one unsigned varint
 * {@code h}. {@code h == 0} is null. Otherwise {@code h = (chars << 2) | coder}, where
 * {@code chars} is {@code String.length()} and {@code coder} is {@link #LATIN1} (payload: one byte
 * a char), {@link #UTF16} (two bytes a char, little-endian) or {@link #UTF8} (a second varint, the
 * payload's byte count, then the bytes). Coder 0 with a non-zero length is not assigned.
 *
 * <p>Heap buffers are read and written in place through {@code byteArray()} and
 * {@code wrapAdjustment()}. Off-heap buffers go through the byte scratch array, except payloads
 * that are one memory copy to or from a String's own storage or the chars, and the short
 * strings' loops, which read and write either kind of buffer in place through its address.
 * Kernels reading and writing off-heap memory in place (over MemorySegments) were built and
 * measured slower than the copy through an L1-resident scratch array (branch
 * {@code experiment/offheap-segments}).
 */
final class StringCoding {

    /** Coder bits of a Latin-1 string. */
    static final int LATIN1 = 1;
    /** Coder bits of a UTF-16LE string. */
    static final int UTF16 = 2;
    /** Coder bits of a UTF-8 string. */
    static final int UTF8 = 3;

    /**
     * Longest string written as UTF-8: the UTF-8 length kernels return an int, which holds
     * {@code 3 * len} only up to this length. Longer strings could not fit a buffer anyway unless
     * nearly all ASCII; they are refused rather than split.
     */
    static final int MAX_UTF8_CHARS = Integer.MAX_VALUE / 3;

    /**
     * Strings of at most 16 chars (the small size class) take the short road of
     * {@link #writeShort}, one {@code charAt} loop straight into the buffer without scratch,
     * façade checks or size-class dispatch, which measured slower than the kernel road at 32.
     */
    static final int SHORT_CHARS = 16;

    /**
     * Latin-1 text of at most this many chars goes between UTF-8 and Latin-1 bytes one char at a
     * time, without the kernels: on text with accented letters the loop's branch mispredicts once
     * an accented char, which outweighs the kernels' set-up from 32 chars on. At most 63: the
     * payload's byte count, two a char at most, then fits a one-byte varint.
     */
    static final int LATIN1_UTF8_LOOP_CHARS = SHORT_CHARS;

    /**
     * A String stored as UTF-16 (internals open) of at most this many chars is written as UTF-8 one
     * char at a time, without the kernels' set-up: round trips with this loop measured faster on
     * Cyrillic, CJK and emoji text at 8 chars and slower at 16, where each char's branch costs more
     * than the kernels' set-up saves. At most 31: the payload's byte count, four a pair of chars at
     * most, then fits a one-byte varint.
     */
    static final int UTF16_UTF8_LOOP_CHARS = 8;

    /**
     * Up to this many bytes {@link #isAscii} ORs longs rather than calling the ASCII kernel: at 64
     * bytes the kernel's call through the façade took about twice the JDK's {@code getBytes} of an
     * ASCII String (Utf8StringsBench, AMD Zen 5, 2026-12-05), which makes the same test. At most
     * 64: the longs {@code isAscii} reads cover no more.
     */
    static final int ASCII_LOOP_BYTES = 64;

    /** The high bit of each byte of a long: set in a byte of {@code 0x80} and above. */
    static final long HIGH_BITS = 0x8080_8080_8080_8080L;

    /** The seven low bits of each byte of a long. */
    static final long SEVEN_BITS = 0x7F7F_7F7F_7F7F_7F7FL;

    /** Little-endian longs of a byte array (the low byte is the lowest index). */
    static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private char[] chars = new char[64];
    private byte[] bytes = new byte[128];

    /** Size of the header of a Latin-1 or UTF-16 string of {@code len} chars (coders share it). */
    static int headerSize(int len) {
        return Varints.sizeOfLong(((long) len << 2) | UTF8);
    }

    /** Most bytes a UTF-8 string of {@code len} chars takes, headers included. */
    static long utf8WorstSize(int len) {
        return headerSize(len) + Varints.MAX_INT_BYTES + 3L * len;
    }

    /** Bytes a UTF-8 string of {@code len} chars and {@code n} payload bytes takes, headers included. */
    static long utf8Size(int len, int n) {
        return headerSize(len) + Varints.sizeOfInt(n) + (long) n;
    }

    /**
     * The String's own storage when it is exactly its Latin-1 or UTF-16LE payload ({@code len} or
     * {@code 2 * len} bytes, telling the coder), else {@code null}: internals closed, or a UTF-16
     * String on a big-endian platform.
     */
    static byte[] ownPayload(String s) {
        byte[] v = StringInternals.value(s);
        return v == null || BulkCopy.NATIVE_LITTLE_ENDIAN || v.length == s.length() ? v : null;
    }

    /** Writes the null string's header at {@code pos}, where one byte fits; returns the position after it. */
    static int writeNull(MutableDirectBuffer buffer, int pos) {
        buffer.putByte(pos, (byte) 0);
        return pos + 1;
    }

    /**
     * Writes a string whose {@link #ownPayload} is {@code own}: the header, then the String's
     * storage in one copy. Room for both is ensured; returns the position after the string.
     */
    static int writeOwn(MutableDirectBuffer buffer, int pos, int len, byte[] own) {
        int coder = own.length == len ? LATIN1 : UTF16;
        int payload = pos + Varints.putLong(buffer, pos, ((long) len << 2) | coder);
        BulkCopy.bytesToBuffer(own, buffer, payload, own.length);
        return payload + own.length;
    }

    /**
     * Writes a string of at most {@link #SHORT_CHARS} chars as Latin-1, or as UTF-16LE from its
     * first char above {@code 0xFF} on; room for the UTF-16 form is ensured. Returns the position
     * after the string.
     */
    static int writeShort(MutableDirectBuffer buffer, int pos, String s) {
        int len = s.length();
        int payload = pos + headerSize(len);
        Object base = buffer.byteArray();
        long at = buffer.addressOffset() + payload;
        int i = 0;
        for (; i < len; i++) {
            char c = s.charAt(i);
            if (c > 0xFF) {
                break;
            }
            UnsafeApi.putByte(base, at + i, (byte) c);
        }
        if (i == len) {
            Varints.putLong(buffer, pos, ((long) len << 2) | LATIN1);
            return payload + len;
        }
        // A wide char: the payload is UTF-16LE, each char two bytes from the start again.
        for (int j = 0; j < len; j++) {
            char c = s.charAt(j);
            BulkCopy.putShort(base, at + 2L * j, (short) c);
        }
        Varints.putLong(buffer, pos, ((long) len << 2) | UTF16);
        return payload + 2 * len;
    }

    /**
     * Writes {@code s} as Latin-1 when every char fits, with room for that ensured; the chars are
     * left in scratch either way. In place only where {@code roomForUtf16} (a UTF-16 payload fits
     * after growth): otherwise a string found wide half-way could not be written and would have
     * left narrowed bytes behind.
     *
     * @return the position after the string, or {@code -1} when a char is above {@code 0xFF}: then
     *         ensure room for UTF-16 and call {@link #writeUtf16FromScratch}
     */
    int writeLatin1(MutableDirectBuffer buffer, int pos, String s, boolean roomForUtf16) {
        int len = s.length();
        char[] src = chars(len);
        s.getChars(0, len, src, 0);
        int payload = pos + headerSize(len);
        byte[] array = buffer.byteArray();
        if (array != null && roomForUtf16) {
            if (Latin1.compress(src, 0, array, buffer.wrapAdjustment() + payload, len) < len) {
                return -1;
            }
        } else {
            byte[] scratch = bytes(len);
            if (Latin1.compress(src, 0, scratch, 0, len) < len) {
                return -1;
            }
            buffer.putBytes(payload, scratch, 0, len);
        }
        Varints.putLong(buffer, pos, ((long) len << 2) | LATIN1);
        return payload + len;
    }

    /**
     * Writes the {@code len} chars {@link #writeLatin1} left in scratch as UTF-16LE, with room for
     * that ensured; returns the position after the string.
     */
    int writeUtf16FromScratch(MutableDirectBuffer buffer, int pos, int len) {
        char[] src = chars;
        int payload = pos + headerSize(len);
        // The narrowed prefix is re-emitted from the chars as UTF-16, one memory copy (it replaced
        // the UTF-16 kernel); no char is examined twice to choose the coder.
        if (BulkCopy.NATIVE_LITTLE_ENDIAN) {
            BulkCopy.toBuffer(src, BulkCopy.CHAR_BASE, buffer, payload, 2L * len);
        } else {
            byte[] array = buffer.byteArray();
            if (array != null) {
                Utf16.toBytesLE(src, 0, array, buffer.wrapAdjustment() + payload, len);
            } else {
                byte[] scratch = bytes(2 * len);
                Utf16.toBytesLE(src, 0, scratch, 0, len);
                buffer.putBytes(payload, scratch, 0, 2 * len);
            }
        }
        Varints.putLong(buffer, pos, ((long) len << 2) | UTF16);
        return payload + 2 * len;
    }

    /**
     * Writes {@code s} as UTF-8 without counting its bytes first; room for
     * {@link #utf8WorstSize} is ensured. An all-ASCII Latin-1 String (internals open) is its own
     * UTF-8; another Latin-1 one is encoded in place from its storage up to
     * {@link #LATIN1_UTF8_LOOP_CHARS} chars, and beyond that on the heap after a byte count's varint
     * whose width is guessed from the first char, the payload moved only when the guess was
     * wrong; a UTF-16 one of at most {@link #UTF16_UTF8_LOOP_CHARS} chars is encoded from its
     * storage one char at a time; anything else is encoded by the kernel. Both go into scratch and
     * are copied once, so that an unpaired surrogate leaves the buffer as it was.
     *
     * @return the position after the string, or {@code -1 - index} of the first unpaired
     *         surrogate (nothing written)
     */
    int writeUtf8(MutableDirectBuffer buffer, int pos, String s) {
        int len = s.length();
        long h = ((long) len << 2) | UTF8;
        int h1 = Varints.sizeOfLong(h);
        byte[] own = StringInternals.value(s);
        if (own != null && own.length == len && isAscii(own, 0, len)) {
            // An all-ASCII Latin-1 String's storage is its UTF-8: one copy.
            int payload = pos + h1 + Varints.putInt(buffer, pos + h1, len);
            Varints.putLong(buffer, pos, h);
            BulkCopy.bytesToBuffer(own, buffer, payload, len);
            return payload + len;
        }
        return writeUtf8Encoded(buffer, pos, s, len, h, h1, own);
    }

    /**
     * The rest of {@link #writeUtf8} for a String that is not all-ASCII Latin-1 storage, apart so
     * that the ASCII road stays small enough for C2 to inline into the writer's call.
     */
    private int writeUtf8Encoded(MutableDirectBuffer buffer, int pos, String s, int len, long h, int h1,
                                 byte[] own) {
        if (own != null && own.length == len && len <= LATIN1_UTF8_LOOP_CHARS) {
            return writeLatin1AsUtf8(buffer, pos, h1, h, own);
        }
        if (own != null && own.length != len && len <= UTF16_UTF8_LOOP_CHARS) {
            int end = writeUtf16AsUtf8(buffer, pos, h1, h, own, len);
            if (end >= 0) {
                return end;
            }
            // An unpaired surrogate: the road below finds and reports it.
        }
        char[] src = chars(len);
        s.getChars(0, len, src, 0);
        byte[] array = buffer.byteArray();
        int n;
        int width;
        if (array != null && own != null && own.length == len) {
            // A Latin-1 String holds no surrogate, so encoding cannot fail half-way: in place.
            int guess = len == 0 ? 1 : Varints.sizeOfInt(estimatedUtf8Length(len, src[0]));
            int start = buffer.wrapAdjustment() + pos + h1 + guess;
            n = Utf8.encodeWithin(src, 0, len, array, start);
            width = Varints.sizeOfInt(n);
            if (width != guess) {
                System.arraycopy(array, start, array, start + width - guess, n);
            }
        } else {
            // Through scratch, so that an unpaired surrogate leaves the buffer untouched.
            byte[] scratch = bytes(3 * len);
            n = Utf8.encodeWithin(src, 0, len, scratch, 0);
            if (n < 0) {
                return n;
            }
            width = Varints.sizeOfInt(n);
            buffer.putBytes(pos + h1 + width, scratch, 0, n);
        }
        Varints.putLong(buffer, pos, h);
        Varints.putInt(buffer, pos + h1, n);
        return pos + h1 + width + n;
    }

    /**
     * Writes the Latin-1 String storage {@code latin1}, of at most {@link #LATIN1_UTF8_LOOP_CHARS}
     * chars, as UTF-8 behind the header {@code h} of {@code h1} bytes and a one-byte byte count;
     * room for {@link #utf8WorstSize} is ensured. A Latin-1 char takes one byte below
     * {@code 0x80} and two from there, and none is a surrogate, so nothing can fail half-way:
     * the bytes go straight to the buffer. Returns the position after the string.
     */
    static int writeLatin1AsUtf8(MutableDirectBuffer buffer, int pos, int h1, long h, byte[] latin1) {
        Object base = buffer.byteArray();
        long payload = buffer.addressOffset() + pos + h1 + 1;
        long at = payload;
        for (byte b : latin1) {
            if (b >= 0) {
                UnsafeApi.putByte(base, at++, b);
            } else {
                UnsafeApi.putByte(base, at, (byte) (0xC0 | (b & 0xFF) >>> 6));
                UnsafeApi.putByte(base, at + 1, (byte) (0x80 | (b & 0x3F)));
                at += 2;
            }
        }
        int n = (int) (at - payload);
        Varints.putLong(buffer, pos, h);
        UnsafeApi.putByte(base, payload - 1, (byte) n);
        return pos + h1 + 1 + n;
    }

    /**
     * Writes the UTF-16 String storage {@code utf16} (platform byte order) of {@code len} chars, at
     * most {@link #UTF16_UTF8_LOOP_CHARS}, as UTF-8 behind the header {@code h} of {@code h1} bytes
     * and a one-byte byte count; room for {@link #utf8WorstSize} is ensured. The bytes are encoded
     * into scratch and copied once, so that an unpaired surrogate leaves the buffer as it was.
     *
     * @return the position after the string, or {@code -1} at an unpaired surrogate (nothing
     *         written)
     */
    int writeUtf16AsUtf8(MutableDirectBuffer buffer, int pos, int h1, long h, byte[] utf16, int len) {
        // Scratch holds three bytes a char (four a pair): the stores need no index check.
        byte[] out = bytes(3 * len);
        long start = BulkCopy.BYTE_BASE;
        long at = start;
        for (int i = 0; i < len; i++) {
            char c = UnsafeApi.getChar(utf16, BulkCopy.BYTE_BASE + 2L * i);
            if (c < 0x80) {
                UnsafeApi.putByte(out, at++, (byte) c);
            } else if (c < 0x800) {
                UnsafeApi.putByte(out, at, (byte) (0xC0 | c >>> 6));
                UnsafeApi.putByte(out, at + 1, (byte) (0x80 | c & 0x3F));
                at += 2;
            } else if (!Character.isSurrogate(c)) {
                UnsafeApi.putByte(out, at, (byte) (0xE0 | c >>> 12));
                UnsafeApi.putByte(out, at + 1, (byte) (0x80 | c >>> 6 & 0x3F));
                UnsafeApi.putByte(out, at + 2, (byte) (0x80 | c & 0x3F));
                at += 3;
            } else {
                char low;
                if (!Character.isHighSurrogate(c) || i + 1 == len
                        || !Character.isLowSurrogate(low = UnsafeApi.getChar(utf16, BulkCopy.BYTE_BASE + 2L * i + 2))) {
                    return -1;
                }
                int cp = Character.toCodePoint(c, low);
                UnsafeApi.putByte(out, at, (byte) (0xF0 | cp >>> 18));
                UnsafeApi.putByte(out, at + 1, (byte) (0x80 | cp >>> 12 & 0x3F));
                UnsafeApi.putByte(out, at + 2, (byte) (0x80 | cp >>> 6 & 0x3F));
                UnsafeApi.putByte(out, at + 3, (byte) (0x80 | cp & 0x3F));
                at += 4;
                i++;
            }
        }
        int n = (int) (at - start);
        Varints.putLong(buffer, pos, h);
        buffer.putByte(pos + h1, (byte) n);
        buffer.putBytes(pos + h1 + 1, out, 0, n);
        return pos + h1 + 1 + n;
    }

    /**
     * Decodes the {@code byteLen} bytes of UTF-8 at {@code address} of {@code base} (an array, or
     * {@code null} off-heap, as {@code UnsafeApi} takes them) into exactly {@code charLen} Latin-1
     * bytes at the start of the byte scratch array, where they are all ASCII bytes or two-byte
     * sequences of a char up to {@code 0xFF} (lead {@code 0xC2} or {@code 0xC3}); the caller has
     * checked the bytes are present.
     *
     * @return whether they were: {@code false} for anything else, well-formed or not, which the
     *         validating kernel then decodes or reports
     */
    boolean narrowUtf8(Object base, long address, int byteLen, int charLen) {
        // Room for a char a byte: a header that undercounts the chars is caught at the end.
        byte[] out = bytes(byteLen);
        long end = address + byteLen;
        int k = 0;
        for (long at = address; at < end; k++) {
            byte b = UnsafeApi.getByte(base, at);
            if (b >= 0) {
                out[k] = b;
                at++;
            } else {
                if ((b & 0xFE) != 0xC2 || at + 1 >= end) {
                    return false;
                }
                byte c = UnsafeApi.getByte(base, at + 1);
                if ((c & 0xC0) != 0x80) {
                    return false;
                }
                out[k] = (byte) ((b << 6) | (c & 0x3F));
                at += 2;
            }
        }
        return k == charLen;
    }

    /**
     * Whether any of the {@code len} bytes (at most {@code 2 * LATIN1_UTF8_LOOP_CHARS}) at
     * {@code address} of {@code base} is {@code 0xC4} or above, which no Latin-1 char's UTF-8
     * holds (its lead bytes are {@code 0xC2} and {@code 0xC3}), and every other script's does: from
     * 8 bytes the first and the last 8, or 16, as longs; under 8 one at a time.
     */
    static boolean hasByteAboveLatin1(Object base, long address, int len) {
        assert len <= 4 * Long.BYTES : "the longs cover at most 32 bytes";
        if (len < Long.BYTES) {
            for (int i = 0; i < len; i++) {
                if ((UnsafeApi.getByte(base, address + i) & 0xFF) >= 0xC4) {
                    return true;
                }
            }
            return false;
        }
        long last = address + len - Long.BYTES;
        long any = aboveLatin1(UnsafeApi.getLong(base, address)) | aboveLatin1(UnsafeApi.getLong(base, last));
        if (len > 2 * Long.BYTES) {
            any |= aboveLatin1(UnsafeApi.getLong(base, address + 8)) | aboveLatin1(UnsafeApi.getLong(base, last - 8));
        }
        return any != 0;
    }

    /**
     * The high bit of each byte of {@code x} that is {@code 0xC4} or above: its own high bit, and
     * its seven low bits plus {@code 0x3C} reaching {@code 0x80} (no carry leaves a byte).
     */
    private static long aboveLatin1(long x) {
        return ((x & SEVEN_BITS) + 0x3C3C_3C3C_3C3C_3C3CL) & x & HIGH_BITS;
    }

    /**
     * Whether the {@code len} bytes of {@code b} from {@code off} are all ASCII: more than
     * {@link #ASCII_LOOP_BYTES} by the kernel; from 8 bytes by OR-ing the first and the last 8, 16
     * or 32 bytes as independent longs (no loop: the halves cover the range up to 64 bytes); under
     * 8 bytes, two overlapping ints, or the first, middle and last byte.
     */
    static boolean isAscii(byte[] b, int off, int len) {
        if (len > ASCII_LOOP_BYTES) {
            return Utf8.asciiPrefix(b, off, len) == off + len;
        }
        long at = BulkCopy.BYTE_BASE + off;
        long any;
        if (len >= Long.BYTES) {
            long last = at + len - Long.BYTES;
            any = UnsafeApi.getLong(b, at) | UnsafeApi.getLong(b, last);
            if (len > 2 * Long.BYTES) {
                any |= UnsafeApi.getLong(b, at + 8) | UnsafeApi.getLong(b, last - 8);
                if (len > 4 * Long.BYTES) {
                    any |= UnsafeApi.getLong(b, at + 16) | UnsafeApi.getLong(b, at + 24)
                            | UnsafeApi.getLong(b, last - 16) | UnsafeApi.getLong(b, last - 24);
                }
            }
        } else if (len >= Integer.BYTES) {
            any = UnsafeApi.getInt(b, at) | UnsafeApi.getInt(b, at + len - Integer.BYTES);
        } else if (len > 0) {
            // One to three bytes: the first, the middle and the last cover them.
            any = b[off] | b[off + (len >> 1)] | b[off + len - 1];
        } else {
            return true;
        }
        // A sign bit in any byte: sign extension of an int or a byte only adds bits to a non-zero result.
        return (any & HIGH_BITS) == 0;
    }

    /**
     * The Latin-1 String of the {@code len} bytes of {@code b} from {@code off}, in one copy
     * through the String constructor with a zero high byte, which copies them as the String's
     * compact storage. The Charset constructor does the same copy behind a method too big for C2
     * to inline and a dispatch on the charset.
     */
    @SuppressWarnings("deprecation")
    static String latin1String(byte[] b, int off, int len) {
        return new String(b, 0, off, len);
    }

    /** The UTF-8 length of {@code len} chars if all were as wide as {@code first}. */
    private static int estimatedUtf8Length(int len, char first) {
        return first < 0x80 ? len : first < 0x800 ? 2 * len : 3 * len;
    }

    /**
     * Counts the UTF-8 bytes of {@code s}, leaving its chars in scratch for
     * {@link #writeUtf8Counted}: the road for buffers that cannot hold {@link #utf8WorstSize} now.
     *
     * @return the byte count, or {@code -1 - index} of the first unpaired surrogate
     */
    int utf8Length(String s) {
        int len = s.length();
        char[] src = chars(len);
        s.getChars(0, len, src, 0);
        return Utf8.encodedLength(src, 0, len);
    }

    /**
     * Writes the {@code len} chars {@link #utf8Length} left in scratch as UTF-8 of {@code n}
     * bytes, with room for {@link #utf8Size} ensured; returns the position after the string.
     */
    int writeUtf8Counted(MutableDirectBuffer buffer, int pos, int len, int n) {
        int p = pos + Varints.putLong(buffer, pos, ((long) len << 2) | UTF8);
        int payload = p + Varints.putInt(buffer, p, n);
        byte[] array = buffer.byteArray();
        if (array != null) {
            Utf8.encode(chars, 0, len, array, buffer.wrapAdjustment() + payload, n);
        } else {
            byte[] scratch = bytes(n);
            Utf8.encode(chars, 0, len, scratch, 0, n);
            buffer.putBytes(payload, scratch, 0, n);
        }
        return payload + n;
    }

    /**
     * Builds the Latin-1 string of {@code len} bytes at {@code index}; the caller has checked they
     * are present. One copy: on the heap {@link #latin1String} copies the bytes into the String's
     * compact storage; off-heap, with internals open, they are copied once into an array the
     * String adopts.
     */
    String readLatin1(DirectBuffer buffer, int index, int len) {
        byte[] array = buffer.byteArray();
        if (array != null) {
            return latin1String(array, buffer.wrapAdjustment() + index, len);
        }
        if (StringInternals.canAdopt()) {
            byte[] value = new byte[len];
            buffer.getBytes(index, value, 0, len);
            return StringInternals.adoptLatin1(value);
        }
        byte[] scratch = bytes(len);
        buffer.getBytes(index, scratch, 0, len);
        return latin1String(scratch, 0, len);
    }

    /**
     * Builds the string of {@code len} UTF-16LE code units at {@code index} (unpaired surrogates
     * kept, which the JDK's UTF-16LE decoder would replace); the caller has checked the bytes are
     * present.
     */
    String readUtf16(DirectBuffer buffer, int index, int len) {
        if (StringInternals.canAdopt()) {
            // One copy, straight into the array the String keeps: the wire's UTF-16LE is the
            // String's own layout on little-endian platforms. On the heap the wide char is looked
            // for in the wire bytes before the copy, not in the copy just written.
            byte[] array = buffer.byteArray();
            if (array != null) {
                int from = buffer.wrapAdjustment() + index;
                if (hasWideChar(array, from, 2 * len)) {
                    // Allocated and filled by one copy: C2 skips zeroing an array a copy fills at once.
                    return StringInternals.adoptUtf16(Arrays.copyOfRange(array, from, from + 2 * len));
                }
            } else {
                byte[] value = new byte[2 * len];
                buffer.getBytes(index, value, 0, 2 * len);
                if (hasWideChar(value, 0, value.length)) {
                    return StringInternals.adoptUtf16(value);
                }
            }
            // Every char fits Latin-1 (another writer's choice; this one writes Latin-1 then), and
            // such a String must be stored as Latin-1: the portable path below compacts it.
        }
        char[] dst = chars(len);
        if (BulkCopy.NATIVE_LITTLE_ENDIAN) {
            // The wire's UTF-16LE is a char array's layout: one memory copy, heap or off-heap.
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
     * Whether the {@code n} bytes of UTF-16LE (an even count) at {@code from} in {@code bytes}
     * hold a char above {@code 0xFF}: 32 bytes a step while they last, then 8, the last 8 bytes
     * overlapping what came before.
     */
    static boolean hasWideChar(byte[] bytes, int from, int n) {
        if (n < 8) {
            for (int i = from + 1; i < from + n; i += 2) {
                if (bytes[i] != 0) {
                    return true;
                }
            }
            return false;
        }
        long high = 0xFF00_FF00_FF00_FF00L;
        int i = from;
        int last = from + n - 8;
        for (int end = last - 24; i <= end; i += 32) {
            long any = (long) LONG_LE.get(bytes, i) | (long) LONG_LE.get(bytes, i + 8)
                    | (long) LONG_LE.get(bytes, i + 16) | (long) LONG_LE.get(bytes, i + 24);
            if ((any & high) != 0) {
                return true;
            }
        }
        for (; i < last; i += 8) {
            if (((long) LONG_LE.get(bytes, i) & high) != 0) {
                return true;
            }
        }
        // n is even, so the last 8 bytes start on a char boundary.
        return ((long) LONG_LE.get(bytes, last) & high) != 0;
    }

    /**
     * Validates and builds the UTF-8 string of {@code byteLen} bytes at {@code index}, which the
     * header at {@code headerIndex} says holds {@code charLen} chars; the caller has checked the
     * bytes are present and that {@code charLen <= byteLen <= 3 * charLen}.
     *
     * <p>The header's ratio of bytes to chars chooses the road at no cost: as many bytes as chars
     * is ASCII if it is valid at all, checked (by the ASCII kernel beyond {@link #SHORT_CHARS}
     * bytes) and copied once into a Latin-1 String; anything else goes to the validating kernel,
     * whose single pass into scratch chars allocates only the String (the JDK's constructor
     * allocates twice for non-ASCII text). More than two bytes a char means a char of three
     * bytes, which no Latin-1 String holds; at most two, and at most
     * {@link #LATIN1_UTF8_LOOP_CHARS} chars, are tried as Latin-1 first ({@link #narrowUtf8})
     * unless a lead byte rules Latin-1 out.
     *
     * @throws CodecException at the first malformed sequence, or at the header if the char count
     *                        differs
     */
    String readUtf8(DirectBuffer buffer, int headerIndex, int index, int byteLen, int charLen) {
        byte[] array = buffer.byteArray();
        // As many bytes as chars: valid only if all ASCII, and then the bytes are the String's
        // Latin-1 storage. Anything else goes on to the validating kernel, which reports it.
        if (byteLen == charLen && array != null) {
            int from = buffer.wrapAdjustment() + index;
            if (isAscii(array, from, byteLen)) {
                return latin1String(array, from, byteLen);
            }
        }
        return readUtf8Decoded(buffer, headerIndex, index, byteLen, charLen);
    }

    /**
     * The rest of {@link #readUtf8} for any payload but ASCII on the heap, apart so that the ASCII
     * road stays small enough for C2 to inline into the reader's call.
     */
    private String readUtf8Decoded(DirectBuffer buffer, int headerIndex, int index, int byteLen, int charLen) {
        byte[] array = buffer.byteArray();
        int base;
        if (byteLen == charLen && array == null) {
            // Off the heap the bytes are copied out before they are checked.
            if (StringInternals.canAdopt()) {
                byte[] value = new byte[byteLen];
                buffer.getBytes(index, value, 0, byteLen);
                if (isAscii(value, 0, byteLen)) {
                    return StringInternals.adoptLatin1(value);
                }
            } else {
                byte[] scratch = bytes(byteLen);
                buffer.getBytes(index, scratch, 0, byteLen);
                if (isAscii(scratch, 0, byteLen)) {
                    return latin1String(scratch, 0, byteLen);
                }
            }
        }
        if (charLen <= LATIN1_UTF8_LOOP_CHARS && byteLen <= 2 * charLen) {
            long address = buffer.addressOffset() + index;
            if (!hasByteAboveLatin1(array, address, byteLen) && narrowUtf8(array, address, byteLen, charLen)) {
                return latin1String(bytes, 0, charLen);
            }
        }
        if (array != null) {
            base = buffer.wrapAdjustment() + index;
        } else {
            array = bytes(byteLen);
            buffer.getBytes(index, array, 0, byteLen);
            base = 0;
        }
        char[] dst = chars(byteLen);
        int n = Utf8.decode(array, base, byteLen, dst, 0);
        if (n < 0) {
            throw new CodecException(index + (Utf8Kernel.errorIndex(n) - base), "malformed UTF-8");
        }
        if (n != charLen) {
            throw new CodecException(headerIndex, "UTF-8 string decodes to " + n
                    + " chars but its header says " + charLen);
        }
        // Latin-1 text has at most two bytes a char and starts with a char below U+0100.
        boolean mayBeLatin1 = byteLen <= 2L * charLen && n > 0 && dst[0] <= 0xFF;
        if (StringInternals.canAdopt()) {
            // new String(char[]) first compacts into a fresh Latin-1 array and, at the first wide
            // char, starts over into a UTF-16 one. Here the narrowing kernel stops at the first
            // wide char (at once for most non-Latin text; not tried when the ratio or the first
            // char rules Latin-1 out) and the chars are copied once into the array the String keeps.
            if (mayBeLatin1) {
                byte[] narrow = bytes(n);
                if (Latin1.compress(dst, 0, narrow, 0, n) == n) {
                    return latin1String(narrow, 0, n);
                }
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
