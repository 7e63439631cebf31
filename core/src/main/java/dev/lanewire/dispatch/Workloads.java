package dev.lanewire.dispatch;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Realistic, valid inputs per operation and size class, for the calibrator and the warm-up: text
 * for the text operations, by default mostly ASCII with words from other scripts (as in names,
 * addresses and messages), or of one {@link TextKind}; valid blocks for the block validators (so
 * that a validator scans every element, as it does on every well-formed message). Seeded, so two
 * calibrations measure the same inputs.
 */
final class Workloads {

    /** Strided bools: a 12-byte element with its bool at offset 4. */
    static final int BOOL_STRIDE = 12;
    static final int BOOL_FIELD = 4;
    /** Range of the int32 and int64 validators, and of their field variants. */
    static final int INT_MIN = -1_000_000;
    static final int INT_MAX = 1_000_000;
    static final long LONG_MIN = -1_000_000_000_000L;
    static final long LONG_MAX = 1_000_000_000_000L;
    /** Int32 field: a 16-byte element with the int at offset 8; int64 field: 24 bytes, offset 8. */
    static final int INT_FIELD_STRIDE = 16;
    static final int LONG_FIELD_STRIDE = 24;
    static final int FIELD_OFFSET = 8;
    /** Decimal128 flags: 16-byte element, flags int at offset 12, scale in bits 16..23 at most 28. */
    static final int DECIMAL_STRIDE = 16;
    static final int DECIMAL_FLAGS = 12;
    static final int DECIMAL_FORBIDDEN = 0x7F00FFFF;
    static final int DECIMAL_SHIFT = 16;
    static final int DECIMAL_MAX_SCALE = 28;
    /** Enum ordinal limits: values lie in {@code [0, limit)}. */
    static final int ORDINAL8_LIMIT = 100;
    static final int ORDINAL16_LIMIT = 1_000;
    static final int ORDINAL32_LIMIT = 100_000;

    /** Code point ranges of the non-ASCII words: Latin-1, Greek, Cyrillic, CJK, emoji. */
    private static final int[][] SCRIPTS = {{0xC0, 0xFF}, {0x391, 0x3C9}, {0x410, 0x44F}, {0x4E00, 0x9FFF},
        {0x1F600, 0x1F64F}};

    private Workloads() {
    }

    /** How many inputs each size class holds: about 4 to 64 KiB of units per pass. */
    private static int count(SizeClass size) {
        return switch (size) {
            case SMALL -> 512;
            case MEDIUM -> 128;
            case LARGE -> 16;
        };
    }

    /**
     * How many times {@link #count} inputs a UTF-8 operation's calibration pool of one kind of text holds: 64, so
     * 32,768 small, 8,192 medium and 1,024 large inputs (about 0.28, 1.1 and 2.3 million units).
     * The CPU's branch predictor learns the {@link #count} inputs of one pass within a few passes,
     * and branchy code (the scalar twins) then runs on non-ASCII text at up to 4x its speed on
     * text it has not seen; it does not learn 1,024 large inputs. A pass stays within a 32 MiB
     * last-level cache.
     */
    private static final int UNSEEN_FACTOR = 64;

    /** A length drawn for the class: uniform up to 256 units, log-uniform from 257 to 8192 above. */
    private static int length(SizeClass size, SplittableRandom random) {
        return switch (size) {
            case SMALL -> random.nextInt(1, SizeClass.SMALL.maxUnits() + 1);
            case MEDIUM -> random.nextInt(SizeClass.SMALL.maxUnits() + 1, SizeClass.MEDIUM.maxUnits() + 1);
            case LARGE -> (int) Math.round(Math.exp(random.nextDouble(Math.log(257), Math.log(8192))));
        };
    }

    /** The workload for {@code op} on inputs of class {@code size}, of the default text. */
    static Workload of(Op op, SizeClass size) {
        return of(op, size, null);
    }

    /**
     * The workload for {@code op} on inputs of class {@code size}, of text of {@code kind}, one of
     * {@link TextKind#forOp}{@code (op)}, or of the default text when {@code kind} is {@code null}.
     *
     * @throws IllegalArgumentException if {@code op} is not calibrated on {@code kind}
     */
    static Workload of(Op op, SizeClass size, TextKind kind) {
        return build(op, size, kind, count(size));
    }

    /**
     * The calibration's inputs for {@code op} on class {@code size} of text of {@code kind}, one of
     * {@link TextKind#forOp}{@code (op)}: for the UTF-8 operations {@link #UNSEEN_FACTOR} times as
     * many as {@link #of}'s, drawn the same way, so that a pass is over text the branch predictor
     * has not learned; for the Latin-1 ones, {@link #of}'s.
     *
     * @throws IllegalArgumentException if {@code op} is not calibrated on {@code kind}
     */
    static Workload unseen(Op op, SizeClass size, TextKind kind) {
        if (kind == null) {
            throw new IllegalArgumentException("a pool of unseen text needs a kind of text");
        }
        // Only the UTF-8 kernels branch on the text; a larger pool for the Latin-1 ones bought
        // nothing but noise from the last-level cache.
        return build(op, size, kind, count(size) * (op.family() == Family.UTF8 ? UNSEEN_FACTOR : 1));
    }

    private static Workload build(Op op, SizeClass size, TextKind kind, int n) {
        if (kind != null && !TextKind.forOp(op).contains(kind)) {
            throw new IllegalArgumentException(op.id() + " is not calibrated on " + kind.id() + " text");
        }
        // The default text keeps the seed it had before there were kinds, so its inputs are unchanged.
        long kindSeed = kind == null ? 0 : (long) (kind.ordinal() + 1) << 20;
        SplittableRandom random =
                new SplittableRandom(0x1A9E_CA1BL ^ ((long) op.ordinal() << 8) ^ size.ordinal() ^ kindSeed);
        int[] lengths = new int[n];
        for (int i = 0; i < n; i++) {
            lengths[i] = length(size, random);
        }
        byte[][] bytes = null;
        char[][] chars = null;
        byte[][] byteDst = null;
        char[][] charDst = null;
        switch (op) {
            case LATIN1_COMPRESS -> {
                chars = new char[n][];
                byteDst = new byte[n][];
                for (int i = 0; i < n; i++) {
                    chars[i] = text(lengths[i], 1, kind, random).toCharArray();
                    byteDst[i] = new byte[lengths[i]];
                }
            }
            case LATIN1_INFLATE -> {
                bytes = new byte[n][];
                charDst = new char[n][];
                for (int i = 0; i < n; i++) {
                    bytes[i] = text(lengths[i], 1, kind, random).getBytes(StandardCharsets.ISO_8859_1);
                    charDst[i] = new char[lengths[i]];
                }
            }
            case UTF16_TO_BYTES, UTF8_ENCODED_LENGTH -> {
                chars = new char[n][];
                byteDst = new byte[n][];
                for (int i = 0; i < n; i++) {
                    chars[i] = text(lengths[i], SCRIPTS.length, kind, random).toCharArray();
                    byteDst[i] = new byte[3 * lengths[i]];
                }
            }
            case UTF8_ENCODE -> {
                chars = new char[n][];
                byteDst = new byte[n][];
                for (int i = 0; i < n; i++) {
                    chars[i] = Arrays.copyOf(text(lengths[i], SCRIPTS.length, kind, random).toCharArray(),
                            lengths[i] + ENCODE_ROOM_AFTER);
                    Arrays.fill(chars[i], lengths[i], chars[i].length, ' ');
                    byteDst[i] = new byte[3 * lengths[i] + ENCODE_ROOM_AFTER];
                }
            }
            case UTF16_FROM_BYTES -> {
                bytes = new byte[n][];
                charDst = new char[n][];
                for (int i = 0; i < n; i++) {
                    bytes[i] = text(lengths[i], SCRIPTS.length, kind, random).getBytes(StandardCharsets.UTF_16LE);
                    charDst[i] = new char[lengths[i]];
                }
            }
            case UTF8_ASCII_PREFIX, UTF8_VALIDATE, UTF8_UTF16_LENGTH, UTF8_DECODE -> {
                bytes = new byte[n][];
                charDst = new char[n][];
                int scripts = op == Op.UTF8_ASCII_PREFIX ? 0 : SCRIPTS.length;
                for (int i = 0; i < n; i++) {
                    bytes[i] = utf8(lengths[i], scripts, kind, random);
                    charDst[i] = new char[lengths[i]];
                }
            }
            default -> bytes = blocks(op, lengths, random);
        }
        return new Workload(lengths, bytes, chars, byteDst, charDst);
    }

    /**
     * Text of exactly {@code len} chars of {@code kind}, or when it is {@code null} the default
     * text: ASCII words, one word in seven from one of the first {@code scripts} other scripts.
     * Never splits a surrogate pair.
     */
    static String text(int len, int scripts, TextKind kind, SplittableRandom random) {
        if (kind != null) {
            return kind.text(len, random.nextLong());
        }
        StringBuilder b = new StringBuilder(len + 2);
        while (b.length() < len) {
            int word = random.nextInt(2, 9);
            int[] range = scripts > 0 && random.nextInt(7) == 0 ? SCRIPTS[random.nextInt(scripts)] : null;
            for (int c = 0; c < word && b.length() < len; c++) {
                int cp = range == null ? random.nextInt('a', 'z' + 1) : random.nextInt(range[0], range[1] + 1);
                if (b.length() + Character.charCount(cp) > len) {
                    cp = 'e';
                }
                b.appendCodePoint(cp);
            }
            if (b.length() < len) {
                b.append(' ');
            }
        }
        return b.toString();
    }

    /**
     * Bytes of the rest of the message after each UTF-8 input: the codec decodes a string where
     * it lies in a message buffer, not in an array of its own, and a kernel may load a vector
     * past the input's end only where the array goes on (one 64-byte vector and the two bytes a
     * decoder looks ahead). Inputs are measured at index 0 with their length, never the array's.
     */
    static final int UTF8_ROOM_AFTER = 66;

    /**
     * Chars after each UTF-8 encoder input, and bytes after its worst-case output: the codec
     * encodes a String's chars from a scratch array of at least 64 chars into a scratch array of
     * at least 128 bytes or into the message buffer, so a kernel may load a 64-byte vector of
     * chars and store one of bytes past a short input's end.
     */
    static final int ENCODE_ROOM_AFTER = 64;

    /**
     * Well-formed UTF-8 of exactly {@code len} bytes at the start of an array of
     * {@link #UTF8_ROOM_AFTER} bytes more (ASCII spaces): the UTF-8 of {@link #text} cut after its
     * last whole code point within {@code len} bytes.
     */
    static byte[] utf8(int len, int scripts, TextKind kind, SplittableRandom random) {
        byte[] encoded = text(len, scripts, kind, random).getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[len + UTF8_ROOM_AFTER];
        int end = Math.min(len, encoded.length);
        while (end > 0 && end < encoded.length && (encoded[end] & 0xC0) == 0x80) {
            end--;
        }
        System.arraycopy(encoded, 0, out, 0, end);
        // Spaces pad a cut-off text to len and fill the room after it.
        Arrays.fill(out, end, out.length, (byte) ' ');
        return out;
    }

    /** Valid blocks: every element passes its validator. */
    private static byte[][] blocks(Op op, int[] lengths, SplittableRandom random) {
        byte[][] out = new byte[lengths.length][];
        for (int i = 0; i < lengths.length; i++) {
            int count = lengths[i];
            byte[] a = switch (op) {
                case BLOCK_BOOL, BLOCK_ORDINAL8 -> new byte[count];
                case BLOCK_BOOL_STRIDED -> new byte[count * BOOL_STRIDE];
                case BLOCK_INT32_RANGE, BLOCK_ORDINAL32 -> new byte[count * 4];
                case BLOCK_INT64_RANGE -> new byte[count * 8];
                case BLOCK_INT32_FIELD_RANGE -> new byte[count * INT_FIELD_STRIDE];
                case BLOCK_INT64_FIELD_RANGE -> new byte[count * LONG_FIELD_STRIDE];
                case BLOCK_FLAGS32_FIELD -> new byte[count * DECIMAL_STRIDE];
                case BLOCK_ORDINAL16 -> new byte[count * 2];
                default -> throw new IllegalArgumentException(op.id());
            };
            random.nextBytes(a);
            for (int e = 0; e < count; e++) {
                switch (op) {
                    case BLOCK_BOOL -> a[e] = (byte) random.nextInt(2);
                    case BLOCK_ORDINAL8 -> a[e] = (byte) random.nextInt(ORDINAL8_LIMIT);
                    case BLOCK_BOOL_STRIDED -> a[e * BOOL_STRIDE + BOOL_FIELD] = (byte) random.nextInt(2);
                    case BLOCK_INT32_RANGE -> putInt(a, e * 4, random.nextInt(INT_MIN, INT_MAX + 1));
                    case BLOCK_ORDINAL32 -> putInt(a, e * 4, random.nextInt(ORDINAL32_LIMIT));
                    case BLOCK_INT64_RANGE -> putLong(a, e * 8, random.nextLong(LONG_MIN, LONG_MAX + 1));
                    case BLOCK_INT32_FIELD_RANGE ->
                            putInt(a, e * INT_FIELD_STRIDE + FIELD_OFFSET, random.nextInt(INT_MIN, INT_MAX + 1));
                    case BLOCK_INT64_FIELD_RANGE ->
                            putLong(a, e * LONG_FIELD_STRIDE + FIELD_OFFSET, random.nextLong(LONG_MIN, LONG_MAX + 1));
                    case BLOCK_FLAGS32_FIELD -> putInt(a, e * DECIMAL_STRIDE + DECIMAL_FLAGS,
                            (random.nextBoolean() ? 0x8000_0000 : 0) | random.nextInt(DECIMAL_MAX_SCALE + 1) << 16);
                    case BLOCK_ORDINAL16 -> {
                        int v = random.nextInt(ORDINAL16_LIMIT);
                        a[e * 2] = (byte) v;
                        a[e * 2 + 1] = (byte) (v >>> 8);
                    }
                    default -> throw new IllegalArgumentException(op.id());
                }
            }
            out[i] = a;
        }
        return out;
    }

    private static void putInt(byte[] a, int at, int v) {
        for (int b = 0; b < 4; b++) {
            a[at + b] = (byte) (v >>> (8 * b));
        }
    }

    private static void putLong(byte[] a, int at, long v) {
        for (int b = 0; b < 8; b++) {
            a[at + b] = (byte) (v >>> (8 * b));
        }
    }
}
