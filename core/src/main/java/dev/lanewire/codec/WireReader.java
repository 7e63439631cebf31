package dev.lanewire.codec;

import dev.lanewire.validate.Blocks;
import dev.lanewire.validate.Decimal128;
import dev.lanewire.validate.ValueRanges;
import java.nio.ByteOrder;
import java.util.Objects;
import org.agrona.DirectBuffer;

/**
 * Reads values in Lanewire wire format v1 ({@code docs/wire-format.md}) from an Agrona
 * {@link DirectBuffer}, heap or off-heap, between an offset and a limit.
 *
 * <p>Input is untrusted. Every malformed input becomes a {@link CodecException} carrying the
 * absolute byte offset of the value (or byte) found wrong: truncation, a count beyond the bytes
 * remaining or beyond the {@link Limits}, a bool other than 0 or 1, an overlong or overflowing
 * varint, an unassigned string coder, malformed UTF-8. The reader never reads at or past its
 * limit, and checks every length against the bytes remaining and the limits before it allocates,
 * so what it allocates is bounded by the bytes present. It allocates only the values it returns
 * (and, once, scratch arrays it keeps for strings). After a {@code CodecException} the position
 * is unspecified.
 *
 * <p>One reader belongs to one thread; reuse it with {@link #wrap(DirectBuffer, int, int)}. The
 * limit is checked against the buffer's capacity at {@code wrap}, and reads within it go straight
 * to the buffer's memory: rewrap the reader after changing the buffer under it.
 */
public final class WireReader {

    private static final ByteOrder LE = ByteOrder.LITTLE_ENDIAN;

    /** Whether the value types' static initialisers have run; see {@link #awaitValueTypes()}. */
    private static volatile boolean valueTypesReady;
    /** The daemon thread that runs them, or {@code null} when they ran on the first reader's thread. */
    private static final Thread VALUE_TYPES;

    static {
        // The façades and the value types have static state. It is initialised before any read can
        // reach it from deep inside a hostile value's nesting: a stack overflow inside a static
        // initialiser would leave its class unusable for the rest of the JVM's life, while one
        // anywhere else ends as a CodecException at the codec boundary. The façades are cheap and
        // run here, when the first reader is made (their kernels are bound on the dispatcher's own
        // thread). The JDK's value types (java.time, BigDecimal) cost a first message about 10 ms
        // and run on a daemon thread of their own; enterNested waits for it, so a nested read
        // never runs them first.
        initialise(dev.lanewire.text.Utf8.class, dev.lanewire.text.Latin1.class, dev.lanewire.text.Utf16.class,
                Blocks.class, dev.lanewire.validate.Decimal128.class, dev.lanewire.validate.ValueRanges.class);
        Thread t = new Thread("lanewire-value-types") {
            @Override
            public void run() {
                initialiseValueTypes();
            }
        };
        t.setDaemon(true);
        try {
            t.start();
        } catch (OutOfMemoryError | RuntimeException e) {
            initialiseValueTypes();
            t = null;
        }
        VALUE_TYPES = t;
    }

    private static void initialiseValueTypes() {
        try {
            initialise(java.time.LocalDate.class, java.time.LocalTime.class, java.time.LocalDateTime.class,
                    java.time.Instant.class, java.time.Duration.class, java.math.BigDecimal.class,
                    java.math.BigInteger.class);
        } finally {
            valueTypesReady = true;
        }
    }

    /** Waits until the value types are initialised (at once, after the first time). */
    private static void awaitValueTypes() {
        boolean interrupted = false;
        while (!valueTypesReady) {
            try {
                VALUE_TYPES.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static void initialise(Class<?>... classes) {
        for (Class<?> c : classes) {
            try {
                Class.forName(c.getName(), true, c.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private final Limits limits;
    private final StringCoding strings = new StringCoding();
    private byte[] blockScratch = new byte[64];
    private DirectBuffer buffer;
    private int position;
    private int limit;
    private int depth;

    /** A reader with {@link Limits#DEFAULT}, not yet wrapping a buffer. */
    public WireReader() {
        this(Limits.DEFAULT);
    }

    /** A reader with the given limits, not yet wrapping a buffer. */
    public WireReader(Limits limits) {
        this.limits = Objects.requireNonNull(limits, "limits");
    }

    /** A reader with {@link Limits#DEFAULT} over {@code buffer[offset .. limit)}. */
    public WireReader(DirectBuffer buffer, int offset, int limit) {
        this(Limits.DEFAULT);
        wrap(buffer, offset, limit);
    }

    /**
     * Points this reader at {@code buffer[offset .. limit)} and resets its nesting depth.
     *
     * @param limit absolute index one past the last byte that may be read
     * @return this reader
     * @throws IllegalArgumentException unless {@code 0 <= offset <= limit <= buffer.capacity()}
     */
    public WireReader wrap(DirectBuffer buffer, int offset, int limit) {
        int cap = buffer.capacity();
        if (offset < 0 || offset > limit || limit > cap) {
            throw new IllegalArgumentException("range [" + offset + ", " + limit + ") outside [0, " + cap + ")");
        }
        if (this.buffer != buffer) {
            // A reference store pays the collector's write barrier: skipped when re-wrapping.
            this.buffer = buffer;
        }
        this.position = offset;
        this.limit = limit;
        this.depth = 0;
        return this;
    }

    /** Points this reader at the whole of {@code buffer}. */
    public WireReader wrap(DirectBuffer buffer) {
        return wrap(buffer, 0, buffer.capacity());
    }

    /** The buffer being read. */
    public DirectBuffer buffer() {
        return buffer;
    }

    /** The limits this reader enforces. */
    public Limits limits() {
        return limits;
    }

    /** The absolute index of the next byte to read. */
    public int position() {
        return position;
    }

    /** The absolute index one past the last readable byte. */
    public int limit() {
        return limit;
    }

    /** Bytes left between the position and the limit. */
    public int remaining() {
        return limit - position;
    }

    /** The current nesting depth (see {@link #enterNested()}). */
    public int depth() {
        return depth;
    }

    /**
     * Records that a nested value begins (object codecs call this before reading a nested
     * record, collection or map).
     *
     * @throws CodecException if this would exceed {@link Limits#maxDepth()}
     */
    public void enterNested() {
        if (!valueTypesReady) {
            awaitValueTypes();
        }
        if (depth >= limits.maxDepth()) {
            throw new CodecException(position, "nesting deeper than the limit of " + limits.maxDepth());
        }
        depth++;
    }

    /** Records that the innermost nested value has ended. */
    public void exitNested() {
        if (depth == 0) {
            throw new IllegalStateException("exitNested without enterNested");
        }
        depth--;
    }

    /**
     * Skips {@code length} bytes and returns the absolute index of the first (for reading a fixed
     * block in place).
     *
     * @throws CodecException if fewer remain
     */
    public int skip(int length) {
        if (length < 0) {
            throw new IllegalArgumentException("negative length " + length);
        }
        int p = position;
        require(p, length);
        position = p + length;
        return p;
    }

    // Single values and varint bytes are read straight from the buffer's memory (BulkCopy.get*)
    // once the limit check covers all their bytes; wrap checked the limit lies inside the buffer.

    /** Reads a bool: {@code 0x00} or {@code 0x01}, anything else is malformed. */
    public boolean readBoolean() {
        int p = position;
        require(p, 1);
        byte b = BulkCopy.getByte(buffer.byteArray(), buffer.addressOffset() + p);
        if ((b & ~1) != 0) {
            throw new CodecException(p, "bool byte 0x" + hex(b) + " is neither 0x00 nor 0x01");
        }
        position = p + 1;
        return b != 0;
    }

    /** Reads one byte. */
    public byte readByte() {
        int p = position;
        require(p, 1);
        position = p + 1;
        return BulkCopy.getByte(buffer.byteArray(), buffer.addressOffset() + p);
    }

    /** Reads a little-endian 16-bit integer. */
    public short readShort() {
        int p = position;
        require(p, 2);
        position = p + 2;
        return BulkCopy.getShort(buffer.byteArray(), buffer.addressOffset() + p);
    }

    /** Reads a little-endian UTF-16 code unit. */
    public char readChar() {
        int p = position;
        require(p, 2);
        position = p + 2;
        return (char) BulkCopy.getShort(buffer.byteArray(), buffer.addressOffset() + p);
    }

    /** Reads a little-endian 32-bit integer. */
    public int readInt() {
        int p = position;
        require(p, 4);
        position = p + 4;
        return BulkCopy.getInt(buffer.byteArray(), buffer.addressOffset() + p);
    }

    /** Reads a little-endian 64-bit integer. */
    public long readLong() {
        int p = position;
        require(p, 8);
        position = p + 8;
        return BulkCopy.getLong(buffer.byteArray(), buffer.addressOffset() + p);
    }

    /** Reads a float from its raw IEEE 754 bits (NaN payloads and -0.0 kept). */
    public float readFloat() {
        return Float.intBitsToFloat(readInt());
    }

    /** Reads a double from its raw IEEE 754 bits (NaN payloads and -0.0 kept). */
    public double readDouble() {
        return Double.longBitsToDouble(readLong());
    }

    /**
     * Reads an unsigned LEB128 varint of at most 32 bits (values of 2^31 and above come back
     * negative, as their two's-complement int).
     *
     * @throws CodecException if truncated, overlong (a final {@code 0x00} byte after the first),
     *                        or above 2^32 - 1
     */
    public int readVarInt() {
        int p = position;
        DirectBuffer b = buffer;
        int end = limit;
        if (p < end) {
            Object base = b.byteArray();
            long address = b.addressOffset();
            byte first = BulkCopy.getByte(base, address + p);
            if (first >= 0) {
                position = p + 1;
                return first;
            }
            // Two bytes (128 to 16,383: a string of 32 chars and more) without the loop. A zero
            // second byte is an overlong form, which the loop reports.
            if (p + 1 < end) {
                byte second = BulkCopy.getByte(base, address + p + 1);
                if (second > 0) {
                    position = p + 2;
                    return (first & 0x7F) | second << 7;
                }
            }
        }
        int i = p;
        int result = 0;
        for (int shift = 0; ; shift += 7) {
            if (i >= end) {
                throw new CodecException(p, "truncated varint");
            }
            byte v = BulkCopy.getByte(b.byteArray(), b.addressOffset() + i++);
            if (shift == 28) {
                // Fifth byte: only 4 value bits remain, and no continuation.
                if ((v & 0xF0) != 0) {
                    throw new CodecException(p, "varint overflows 32 bits");
                }
            }
            result |= (v & 0x7F) << shift;
            if (v >= 0) {
                if (v == 0 && shift > 0) {
                    throw new CodecException(p, "overlong varint (trailing zero group)");
                }
                break;
            }
        }
        position = i;
        return result;
    }

    /**
     * Reads an unsigned LEB128 varint of at most 64 bits.
     *
     * @throws CodecException if truncated, overlong, or above 2^64 - 1
     */
    public long readVarLong() {
        int p = position;
        DirectBuffer b = buffer;
        int end = limit;
        if (p < end) {
            Object base = b.byteArray();
            long address = b.addressOffset();
            byte first = BulkCopy.getByte(base, address + p);
            if (first >= 0) {
                position = p + 1;
                return first;
            }
            // Two bytes without the loop, as in readVarInt.
            if (p + 1 < end) {
                byte second = BulkCopy.getByte(base, address + p + 1);
                if (second > 0) {
                    position = p + 2;
                    return (first & 0x7F) | (long) second << 7;
                }
            }
        }
        int i = p;
        long result = 0;
        for (int shift = 0; ; shift += 7) {
            if (i >= end) {
                throw new CodecException(p, "truncated varint");
            }
            byte v = BulkCopy.getByte(b.byteArray(), b.addressOffset() + i++);
            if (shift == 63 && (v & 0xFE) != 0) {
                // Tenth byte: one value bit remains, and no continuation.
                throw new CodecException(p, "varint overflows 64 bits");
            }
            result |= (long) (v & 0x7F) << shift;
            if (v >= 0) {
                if (v == 0 && shift > 0) {
                    throw new CodecException(p, "overlong varint (trailing zero group)");
                }
                break;
            }
        }
        position = i;
        return result;
    }

    /** Reads a zigzag-encoded signed 32-bit varint. */
    public int readSignedVarInt() {
        return Varints.unzigzag(readVarInt());
    }

    /** Reads a zigzag-encoded signed 64-bit varint. */
    public long readSignedVarLong() {
        return Varints.unzigzag(readVarLong());
    }

    /**
     * Reads a count (an unsigned varint) of elements that each take at least
     * {@code minBytesPerElement} bytes, checked against {@code max} and the bytes remaining.
     *
     * @throws CodecException if the count exceeds {@code max} or cannot fit the bytes remaining
     */
    public int readCount(int max, int minBytesPerElement) {
        int p = position;
        long count = Integer.toUnsignedLong(readVarInt());
        return checkCount(p, count, max, minBytesPerElement);
    }

    /**
     * Reads a nullable count as written by {@link WireWriter#writeNullableCount(int)}: varint 0 is
     * null and comes back as {@code -1}; varint {@code n + 1} is count {@code n}, checked as in
     * {@link #readCount(int, int)}.
     */
    public int readNullableCount(int max, int minBytesPerElement) {
        int p = position;
        int h = readVarInt();
        if (h == 0) {
            return -1;
        }
        return checkCount(p, Integer.toUnsignedLong(h) - 1, max, minBytesPerElement);
    }

    private int checkCount(int at, long count, int max, int minBytesPerElement) {
        if (count > max) {
            throw new CodecException(at, "count " + count + " exceeds the limit of " + max);
        }
        long need = count * minBytesPerElement;
        if (need > limit - position) {
            throw new CodecException(at, "count " + count + " needs at least " + need + " bytes but only "
                    + (limit - position) + " remain");
        }
        return (int) count;
    }

    /**
     * Reads a string written by {@link WireWriter#writeString(String)} or
     * {@link WireWriter#writeStringUtf8(String)} (any coder); null if null was written.
     *
     * @throws CodecException if the header is malformed or names an unassigned coder, the length
     *                        exceeds {@link Limits#maxStringChars()} or the bytes remaining, or the
     *                        UTF-8 payload is malformed
     */
    public String readString() {
        int p = position;
        long h = readVarLong();
        if (h == 0) {
            return null;
        }
        int coder = (int) h & 3;
        long chars = h >>> 2;
        if (chars > limits.maxStringChars()) {
            throw stringTooLong(p, chars);
        }
        int len = (int) chars;
        // The message-building throws live in methods of their own, so that this method stays
        // small enough for C2 to inline into its callers.
        switch (coder) {
            case StringCoding.LATIN1 -> {
                int at = stringPayload(p, len, StringCoding.LATIN1);
                String s = strings.readLatin1(buffer, at, len);
                position = at + len;
                return s;
            }
            case StringCoding.UTF16 -> {
                int at = stringPayload(p, 2L * len, StringCoding.UTF16);
                String s = strings.readUtf16(buffer, at, len);
                position = at + 2 * len;
                return s;
            }
            case StringCoding.UTF8 -> {
                return readUtf8String(p, len);
            }
            default -> throw new CodecException(p, "unknown string coder " + coder);
        }
    }

    /** The rest of {@link #readString()} for a UTF-8 string of {@code len} chars, whose header is at {@code p}. */
    private String readUtf8String(int p, int len) {
        long bytes = Integer.toUnsignedLong(readVarInt());
        // Each UTF-16 char takes 1 to 3 UTF-8 bytes (a surrogate pair, 2 chars, takes 4).
        if (bytes < len || bytes > 3L * len) {
            throw new CodecException(p, "UTF-8 string of " + len + " chars cannot take " + bytes + " bytes");
        }
        int at = stringPayload(p, bytes, StringCoding.UTF8);
        String s = strings.readUtf8(buffer, p, at, (int) bytes, len);
        position = at + (int) bytes;
        return s;
    }

    private CodecException stringTooLong(int header, long chars) {
        return new CodecException(header, "string of " + chars + " chars exceeds the limit of " + limits.maxStringChars());
    }

    /**
     * The payload's index, once {@code bytes} are known to remain; else a CodecException at the
     * header naming the string's coder.
     */
    private int stringPayload(int header, long bytes, int coder) {
        int at = position;
        if (limit - at < bytes) {
            throw truncatedString(header, bytes, coder);
        }
        return at;
    }

    private CodecException truncatedString(int header, long bytes, int coder) {
        String what = coder == StringCoding.LATIN1 ? "Latin-1 string" : coder == StringCoding.UTF16 ? "UTF-16 string" : "UTF-8 string";
        return new CodecException(header, what + " needs " + bytes + " bytes, " + (limit - position) + " remain");
    }

    /** Moves the position to {@code index}, which the caller has checked lies within the limit. */
    void position(int index) {
        assert index >= position && index <= limit : "trusted caller moved outside [position, limit]";
        position = index;
    }

    /**
     * Reads a nullable bool array; every element must be {@code 0x00} or {@code 0x01}. The block
     * is validated as a whole (by the block kernel chosen for this CPU) before the array is built.
     */
    public boolean[] readBooleanArray() {
        int n = readNullableCount(limits.maxArrayElements(), 1);
        if (n < 0) {
            return null;
        }
        int at = position;
        DirectBuffer b = buffer;
        byte[] array = b.byteArray();
        int base;
        if (array != null) {
            base = b.wrapAdjustment() + at;
        } else {
            array = blockScratch(n);
            b.getBytes(at, array, 0, n);
            base = 0;
        }
        int bad = Blocks.firstInvalidBool(array, base, n);
        if (bad >= 0) {
            throw new CodecException(at + bad, "bool byte 0x" + hex(array[base + bad]) + " is neither 0x00 nor 0x01");
        }
        boolean[] out = new boolean[n];
        if (BulkCopy.NATIVE_LITTLE_ENDIAN) {
            // Every byte is 0 or 1, a valid boolean representation.
            BulkCopy.fromBuffer(b, at, out, BulkCopy.BOOLEAN_BASE, n);
        } else {
            for (int k = 0; k < n; k++) {
                out[k] = array[base + k] != 0;
            }
        }
        position = at + n;
        return out;
    }

    /** Reads a nullable byte array. */
    public byte[] readByteArray() {
        int n = readNullableCount(limits.maxArrayElements(), 1);
        if (n < 0) {
            return null;
        }
        byte[] out = new byte[n];
        buffer.getBytes(position, out, 0, n);
        position += n;
        return out;
    }

    /**
     * On little-endian platforms, where wire bytes lie as the array's elements do in memory: copies
     * {@code bytes} bytes from the position into {@code dst}, advances, and returns true. Elsewhere
     * returns false and the caller converts element by element. The caller has checked the bytes
     * are present.
     */
    private boolean copyBlockInto(Object dst, long dstBase, int bytes) {
        if (!BulkCopy.NATIVE_LITTLE_ENDIAN) {
            return false;
        }
        BulkCopy.fromBuffer(buffer, position, dst, dstBase, bytes);
        position += bytes;
        return true;
    }

    /** Reads a nullable short array. */
    public short[] readShortArray() {
        int n = readNullableCount(limits.maxArrayElements(), 2);
        if (n < 0) {
            return null;
        }
        short[] out = new short[n];
        DirectBuffer b = buffer;
        int i = position;
        if (copyBlockInto(out, BulkCopy.SHORT_BASE, 2 * n)) {
            return out;
        }
        for (int k = 0; k < n; k++, i += 2) {
            out[k] = b.getShort(i, LE);
        }
        position = i;
        return out;
    }

    /** Reads a nullable char array (any code units, unpaired surrogates included). */
    public char[] readCharArray() {
        int n = readNullableCount(limits.maxArrayElements(), 2);
        if (n < 0) {
            return null;
        }
        char[] out = new char[n];
        DirectBuffer b = buffer;
        int i = position;
        if (copyBlockInto(out, BulkCopy.CHAR_BASE, 2 * n)) {
            return out;
        }
        for (int k = 0; k < n; k++, i += 2) {
            out[k] = b.getChar(i, LE);
        }
        position = i;
        return out;
    }

    /** Reads a nullable int array. */
    public int[] readIntArray() {
        int n = readNullableCount(limits.maxArrayElements(), 4);
        if (n < 0) {
            return null;
        }
        int[] out = new int[n];
        DirectBuffer b = buffer;
        int i = position;
        if (copyBlockInto(out, BulkCopy.INT_BASE, 4 * n)) {
            return out;
        }
        for (int k = 0; k < n; k++, i += 4) {
            out[k] = b.getInt(i, LE);
        }
        position = i;
        return out;
    }

    /** Reads a nullable long array. */
    public long[] readLongArray() {
        int n = readNullableCount(limits.maxArrayElements(), 8);
        if (n < 0) {
            return null;
        }
        long[] out = new long[n];
        DirectBuffer b = buffer;
        int i = position;
        if (copyBlockInto(out, BulkCopy.LONG_BASE, 8 * n)) {
            return out;
        }
        for (int k = 0; k < n; k++, i += 8) {
            out[k] = b.getLong(i, LE);
        }
        position = i;
        return out;
    }

    /** Reads a nullable float array, bit-exact. */
    public float[] readFloatArray() {
        int n = readNullableCount(limits.maxArrayElements(), 4);
        if (n < 0) {
            return null;
        }
        float[] out = new float[n];
        DirectBuffer b = buffer;
        int i = position;
        if (copyBlockInto(out, BulkCopy.FLOAT_BASE, 4 * n)) {
            return out;
        }
        for (int k = 0; k < n; k++, i += 4) {
            out[k] = Float.intBitsToFloat(b.getInt(i, LE));
        }
        position = i;
        return out;
    }

    /** Reads a nullable double array, bit-exact. */
    public double[] readDoubleArray() {
        int n = readNullableCount(limits.maxArrayElements(), 8);
        if (n < 0) {
            return null;
        }
        double[] out = new double[n];
        DirectBuffer b = buffer;
        int i = position;
        if (copyBlockInto(out, BulkCopy.DOUBLE_BASE, 8 * n)) {
            return out;
        }
        for (int k = 0; k < n; k++, i += 8) {
            out[k] = Double.longBitsToDouble(b.getLong(i, LE));
        }
        position = i;
        return out;
    }

    /**
     * Copies {@code length} raw bytes into {@code dst}.
     *
     * @throws CodecException if fewer remain
     */
    public void readBytes(byte[] dst, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, dst.length);
        int p = position;
        require(p, length);
        buffer.getBytes(p, dst, offset, length);
        position = p + length;
    }

    /** Scratch for off-heap blocks that a kernel (which works on arrays) validates; grown, kept. */
    private byte[] blockScratch(int length) {
        byte[] s = blockScratch;
        if (s.length < length) {
            s = new byte[Math.max(length, Math.min(2 * s.length, WireWriter.MAX_CAPACITY))];
            blockScratch = s;
        }
        return s;
    }

    private void require(int at, int bytes) {
        if (limit - at < bytes) {
            throw new CodecException(at, "truncated: " + bytes + " bytes needed, " + (limit - at) + " remain");
        }
    }

    private static String hex(byte b) {
        return Integer.toHexString((b & 0xFF) | 0x100).substring(1);
    }

    // ==========================================================================================
    // Range-limited value types (wire format §7). The reader checks bounds and counts, then hands
    // ValueBlocks the buffer, index and count: a block is validated with one kernel call before
    // any object is built, a single value in line against the ranges.
    // ==========================================================================================

    private final ValueBlocks values = new ValueBlocks();

    /**
     * Reads a nullable count of elements of {@code kind} and validates the block that follows
     * (without moving past it); returns -1 for null.
     */
    private int block(int kind, int limit) {
        int n = readNullableCount(limits.maxArrayElements(), ValueBlocks.bytes(kind));
        if (n > 0) {
            int bad = values.firstInvalid(kind, buffer, position, n, limit);
            if (bad >= 0) {
                throw ValueBlocks.invalid(kind, buffer, position, bad, limit);
            }
        }
        return n;
    }

    /** Moves past the validated block of {@code n} elements of {@code kind}; returns its index. */
    private int pastBlock(int kind, int n) {
        int at = position;
        position = at + n * ValueBlocks.bytes(kind);
        return at;
    }

    /** Moves past {@code bytes} present bytes and returns the index of the first. */
    private int take(int bytes) {
        int p = position;
        require(p, bytes);
        position = p + bytes;
        return p;
    }

    /**
     * Reads an enum ordinal of 1, 2 or 4 bytes (by {@code constants.length}: up to 256, up to
     * 65,536, more) and returns the constant.
     *
     * @throws CodecException if the ordinal is at or above {@code constants.length}
     */
    public <E extends Enum<E>> E readEnum(E[] constants) {
        int kind = ValueBlocks.ordinalKind(constants.length);
        int at = take(ValueBlocks.bytes(kind));
        int ordinal = ValueBlocks.ordinalAt(buffer, kind, at);
        if (Integer.compareUnsigned(ordinal, constants.length) >= 0) {
            throw ValueBlocks.invalid(kind, buffer, at, 0, constants.length);
        }
        return constants[ordinal];
    }

    /** Reads a nullable array of enum ordinals, validated as one block; see {@link #readEnum}. */
    public <E extends Enum<E>> E[] readEnumArray(E[] constants) {
        int kind = ValueBlocks.ordinalKind(constants.length);
        int n = block(kind, constants.length);
        return n < 0 ? null : ValueBlocks.enums(buffer, kind, pastBlock(kind, n), n, constants);
    }

    /** Reads a LocalDate: an int32 epoch day of years 0001..9999. */
    public java.time.LocalDate readLocalDate() {
        int at = take(4);
        int day = buffer.getInt(at, LE);
        if (!ValueBlocks.validEpochDay(day)) {
            throw ValueBlocks.invalid(ValueBlocks.LOCAL_DATE, buffer, at, 0, 0);
        }
        return java.time.LocalDate.ofEpochDay(day);
    }

    /** Reads a nullable LocalDate array, validated as one block. */
    public java.time.LocalDate[] readLocalDateArray() {
        int n = block(ValueBlocks.LOCAL_DATE, 0);
        return n < 0 ? null : ValueBlocks.localDates(buffer, pastBlock(ValueBlocks.LOCAL_DATE, n), n);
    }

    /** Reads a nullable LocalDate array as its validated epoch days, without building LocalDates. */
    public int[] readEpochDays() {
        int n = block(ValueBlocks.LOCAL_DATE, 0);
        return n < 0 ? null : ValueBlocks.epochDays(buffer, pastBlock(ValueBlocks.LOCAL_DATE, n), n);
    }

    /** Reads a LocalTime: an int64 nanosecond of the day. */
    public java.time.LocalTime readLocalTime() {
        int at = take(8);
        long nanos = buffer.getLong(at, LE);
        if (!ValueBlocks.validNanoOfDay(nanos)) {
            throw ValueBlocks.invalid(ValueBlocks.LOCAL_TIME, buffer, at, 0, 0);
        }
        return java.time.LocalTime.ofNanoOfDay(nanos);
    }

    /** Reads a nullable LocalTime array, validated as one block. */
    public java.time.LocalTime[] readLocalTimeArray() {
        int n = block(ValueBlocks.LOCAL_TIME, 0);
        return n < 0 ? null : ValueBlocks.localTimes(buffer, pastBlock(ValueBlocks.LOCAL_TIME, n), n);
    }

    /** Reads a nullable LocalTime array as its validated nanoseconds of day, without building LocalTimes. */
    public long[] readNanosOfDay() {
        int n = block(ValueBlocks.LOCAL_TIME, 0);
        return n < 0 ? null : ValueBlocks.nanosOfDay(buffer, pastBlock(ValueBlocks.LOCAL_TIME, n), n);
    }

    /** Reads an Instant: int64 epoch seconds within Instant.MIN..MAX, int32 nanos 0..999,999,999. */
    public java.time.Instant readInstant() {
        int at = take(12);
        DirectBuffer b = buffer;
        long seconds = b.getLong(at, LE);
        int nanos = b.getInt(at + 8, LE);
        if (!ValueBlocks.validNanos(nanos) || !ValueBlocks.validInstantSeconds(seconds)) {
            throw ValueBlocks.invalid(ValueBlocks.INSTANT, b, at, 0, 0);
        }
        return java.time.Instant.ofEpochSecond(seconds, nanos);
    }

    /** Reads a nullable Instant array, validated as one block. */
    public java.time.Instant[] readInstantArray() {
        int n = block(ValueBlocks.INSTANT, 0);
        return n < 0 ? null : ValueBlocks.instants(buffer, pastBlock(ValueBlocks.INSTANT, n), n);
    }

    /** Reads a Duration: int64 seconds, int32 nanos 0..999,999,999. */
    public java.time.Duration readDuration() {
        int at = take(12);
        DirectBuffer b = buffer;
        int nanos = b.getInt(at + 8, LE);
        if (!ValueBlocks.validNanos(nanos)) {
            throw ValueBlocks.invalid(ValueBlocks.DURATION, b, at, 0, 0);
        }
        return java.time.Duration.ofSeconds(b.getLong(at, LE), nanos);
    }

    /** Reads a nullable Duration array, validated as one block. */
    public java.time.Duration[] readDurationArray() {
        int n = block(ValueBlocks.DURATION, 0);
        return n < 0 ? null : ValueBlocks.durations(buffer, pastBlock(ValueBlocks.DURATION, n), n);
    }

    /** Reads a LocalDateTime: an int32 epoch day, then an int64 nanosecond of the day. */
    public java.time.LocalDateTime readLocalDateTime() {
        int at = take(12);
        DirectBuffer b = buffer;
        if (!ValueBlocks.validEpochDay(b.getInt(at, LE))
                || !ValueBlocks.validNanoOfDay(b.getLong(at + ValueRanges.LOCAL_DATE_TIME_TIME_OFFSET, LE))) {
            throw ValueBlocks.invalid(ValueBlocks.LOCAL_DATE_TIME, b, at, 0, 0);
        }
        return ValueBlocks.localDateTimeAt(b, at);
    }

    /** Reads a nullable LocalDateTime array, validated as one block. */
    public java.time.LocalDateTime[] readLocalDateTimeArray() {
        int n = block(ValueBlocks.LOCAL_DATE_TIME, 0);
        return n < 0 ? null : ValueBlocks.localDateTimes(buffer, pastBlock(ValueBlocks.LOCAL_DATE_TIME, n), n);
    }

    /** Reads a Decimal128 as a BigDecimal with its scale. */
    public java.math.BigDecimal readDecimal128() {
        int at = take(ValueRanges.DECIMAL128_BYTES);
        DirectBuffer b = buffer;
        if (!Decimal128.validFlags(b.getInt(at + ValueRanges.DECIMAL128_FLAGS_OFFSET, LE))) {
            throw ValueBlocks.invalid(ValueBlocks.DECIMAL128, b, at, 0, 0);
        }
        return ValueBlocks.decimalAt(b, at);
    }

    /** Reads a nullable Decimal128 array, validated as one block. */
    public java.math.BigDecimal[] readDecimal128Array() {
        int n = block(ValueBlocks.DECIMAL128, 0);
        return n < 0 ? null : ValueBlocks.decimals(buffer, pastBlock(ValueBlocks.DECIMAL128, n), n);
    }

    /**
     * Reads a nullable block of fixed-size records (format §7) into {@code into}, after one
     * strided kernel call per bool field has validated every record.
     *
     * @return {@code into}, or null for a null block
     * @throws CodecException naming the record and the offset of an invalid bool field
     */
    public RecordBlock readRecords(RecordLayout layout, RecordBlock into) {
        int stride = layout.stride();
        int n = readNullableCount(limits.maxArrayElements(), stride);
        if (n < 0) {
            return null;
        }
        DirectBuffer b = buffer;
        int at = position;
        int bad = values.firstInvalidRecord(b, at, n, layout);
        if (bad >= 0) {
            throw ValueBlocks.invalidRecord(b, at, bad, layout);
        }
        position = at + n * stride;
        return into.wrap(b, null, at, n, stride);
    }
}
