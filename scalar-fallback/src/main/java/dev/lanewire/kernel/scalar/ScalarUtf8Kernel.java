package dev.lanewire.kernel.scalar;

import dev.lanewire.kernel.Utf8Kernel;

/**
 * Scalar twin of {@link Utf8Kernel}: a byte-at-a-time decoder following Unicode table 3-7.
 *
 * <p>The static {@code ...0} methods take absolute {@code [from, to)} ranges so a vector kernel can
 * hand its tail over at any sequence boundary.
 */
public final class ScalarUtf8Kernel implements Utf8Kernel {

    /** The one instance; the class is stateless. */
    public static final ScalarUtf8Kernel INSTANCE = new ScalarUtf8Kernel();

    private ScalarUtf8Kernel() {
    }

    @Override
    public int asciiPrefix(byte[] src, int off, int len) {
        return asciiPrefix0(src, off, off + len);
    }

    @Override
    public int validate(byte[] src, int off, int len) {
        return validate0(src, off, off + len);
    }

    @Override
    public int utf16Length(byte[] src, int off, int len) {
        return utf16Length0(src, off, off + len, 0);
    }

    @Override
    public int decode(byte[] src, int srcOff, int len, char[] dst, int dstOff) {
        int end = decode0(src, srcOff, srcOff + len, dst, dstOff);
        return end < 0 ? end : end - dstOff;
    }

    @Override
    public int encodedLength(char[] src, int off, int len) {
        return encodedLength0(src, off, off + len, 0);
    }

    @Override
    public int encode(char[] src, int srcOff, int len, byte[] dst, int dstOff) {
        int end = encode0(src, srcOff, srcOff + len, dst, dstOff);
        return end < 0 ? end : end - dstOff;
    }

    /** Absolute index of the first byte {@code >= 0x80} in {@code [from, to)}, else {@code to}. */
    public static int asciiPrefix0(byte[] src, int from, int to) {
        assert 0 <= from && from <= to && to <= src.length : "trusted caller missed a bounds check";
        for (int i = from; i < to; i++) {
            if (src[i] < 0) {
                return i;
            }
        }
        return to;
    }

    /**
     * Length of the well-formed sequence whose lead byte is at {@code i}, or 0 when the sequence
     * starting there is malformed or truncated at {@code to}.
     */
    public static int sequenceLength(byte[] src, int i, int to) {
        int lead = src[i] & 0xFF;
        if (lead < 0x80) {
            return 1;
        }
        if (lead < 0xC2) {
            // 0x80..0xBF: stray continuation byte; 0xC0, 0xC1: overlong two-byte forms.
            return 0;
        }
        if (lead < 0xE0) {
            return i + 1 < to && isContinuation(src[i + 1]) ? 2 : 0;
        }
        if (lead < 0xF0) {
            if (i + 2 >= to) {
                return 0;
            }
            int b1 = src[i + 1] & 0xFF;
            // E0 needs A0..BF (no overlong forms), ED needs 80..9F (no surrogates).
            int lo = lead == 0xE0 ? 0xA0 : 0x80;
            int hi = lead == 0xED ? 0x9F : 0xBF;
            return b1 >= lo && b1 <= hi && isContinuation(src[i + 2]) ? 3 : 0;
        }
        if (lead < 0xF5) {
            if (i + 3 >= to) {
                return 0;
            }
            int b1 = src[i + 1] & 0xFF;
            // F0 needs 90..BF (no overlong forms), F4 needs 80..8F (nothing above U+10FFFF).
            int lo = lead == 0xF0 ? 0x90 : 0x80;
            int hi = lead == 0xF4 ? 0x8F : 0xBF;
            return b1 >= lo && b1 <= hi && isContinuation(src[i + 2]) && isContinuation(src[i + 3]) ? 4 : 0;
        }
        return 0;
    }

    private static boolean isContinuation(byte b) {
        return (b & 0xC0) == 0x80;
    }

    /** {@link #validate} over the absolute range {@code [from, to)}. */
    public static int validate0(byte[] src, int from, int to) {
        assert 0 <= from && from <= to && to <= src.length : "trusted caller missed a bounds check";
        int i = from;
        while (i < to) {
            if (src[i] >= 0) {
                i++;
                continue;
            }
            int n = sequenceLength(src, i, to);
            if (n == 0) {
                return i;
            }
            i += n;
        }
        return -1;
    }

    /**
     * Adds to {@code chars} the UTF-16 length of {@code [from, to)}; returns the sum or
     * {@code -1 - index} of the first malformed sequence.
     */
    public static int utf16Length0(byte[] src, int from, int to, int chars) {
        assert 0 <= from && from <= to && to <= src.length : "trusted caller missed a bounds check";
        int i = from;
        while (i < to) {
            if (src[i] >= 0) {
                i++;
                chars++;
                continue;
            }
            int n = sequenceLength(src, i, to);
            if (n == 0) {
                return -1 - i;
            }
            i += n;
            chars += n == 4 ? 2 : 1;
        }
        return chars;
    }

    /**
     * Decodes {@code [from, to)} into {@code dst} from {@code dstPos}; returns the position after
     * the last char written, or {@code -1 - index} of the first malformed sequence.
     */
    public static int decode0(byte[] src, int from, int to, char[] dst, int dstPos) {
        assert 0 <= from && from <= to && to <= src.length : "trusted caller missed a bounds check";
        int i = from;
        int d = dstPos;
        while (i < to) {
            int b0 = src[i];
            if (b0 >= 0) {
                dst[d++] = (char) b0;
                i++;
                continue;
            }
            int n = sequenceLength(src, i, to);
            switch (n) {
                case 2 -> dst[d++] = (char) (((b0 & 0x1F) << 6) | (src[i + 1] & 0x3F));
                case 3 -> dst[d++] = (char) (((b0 & 0x0F) << 12) | ((src[i + 1] & 0x3F) << 6) | (src[i + 2] & 0x3F));
                case 4 -> {
                    int cp = ((b0 & 0x07) << 18) | ((src[i + 1] & 0x3F) << 12)
                            | ((src[i + 2] & 0x3F) << 6) | (src[i + 3] & 0x3F);
                    dst[d++] = Character.highSurrogate(cp);
                    dst[d++] = Character.lowSurrogate(cp);
                }
                default -> {
                    return -1 - i;
                }
            }
            i += n;
        }
        return d;
    }

    /**
     * Adds to {@code bytes} the UTF-8 length of {@code src[from, to)}; returns the sum or
     * {@code -1 - index} of the first unpaired surrogate.
     */
    public static int encodedLength0(char[] src, int from, int to, int bytes) {
        assert 0 <= from && from <= to && to <= src.length : "trusted caller missed a bounds check";
        for (int i = from; i < to; i++) {
            char c = src[i];
            if (c < 0x80) {
                bytes += 1;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (!Character.isSurrogate(c)) {
                bytes += 3;
            } else if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(src[i + 1])) {
                bytes += 4;
                i++;
            } else {
                return -1 - i;
            }
        }
        return bytes;
    }

    /**
     * Encodes {@code src[from, to)} into {@code dst} from {@code dstPos}; returns the position
     * after the last byte written, or {@code -1 - index} of the first unpaired surrogate.
     */
    public static int encode0(char[] src, int from, int to, byte[] dst, int dstPos) {
        assert 0 <= from && from <= to && to <= src.length : "trusted caller missed a bounds check";
        int d = dstPos;
        for (int i = from; i < to; i++) {
            char c = src[i];
            if (c < 0x80) {
                dst[d++] = (byte) c;
            } else if (c < 0x800) {
                dst[d++] = (byte) (0xC0 | (c >>> 6));
                dst[d++] = (byte) (0x80 | (c & 0x3F));
            } else if (!Character.isSurrogate(c)) {
                dst[d++] = (byte) (0xE0 | (c >>> 12));
                dst[d++] = (byte) (0x80 | ((c >>> 6) & 0x3F));
                dst[d++] = (byte) (0x80 | (c & 0x3F));
            } else if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(src[i + 1])) {
                int cp = Character.toCodePoint(c, src[++i]);
                dst[d++] = (byte) (0xF0 | (cp >>> 18));
                dst[d++] = (byte) (0x80 | ((cp >>> 12) & 0x3F));
                dst[d++] = (byte) (0x80 | ((cp >>> 6) & 0x3F));
                dst[d++] = (byte) (0x80 | (cp & 0x3F));
            } else {
                return -1 - i;
            }
        }
        return d;
    }
}
