package dev.lanewire.text;

import dev.lanewire.dispatch.Bound;
import dev.lanewire.dispatch.Dispatch;
import dev.lanewire.dispatch.Op;
import dev.lanewire.kernel.Utf8Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf8Kernel;
import java.util.Objects;

/**
 * UTF-8 validation, decoding and encoding over arrays, dispatched to the kernels chosen for this
 * CPU. Errors come back as {@code -1 - index}, as from the kernels (see
 * {@link Utf8Kernel#errorIndex(int)}); the String conveniences that throw are the codec
 * package's {@code Utf8Strings}.
 */
public final class Utf8 {

    private static final ScalarUtf8Kernel SCALAR = ScalarUtf8Kernel.INSTANCE;

    static {
        // Off the caller's stack: see Bound.initialiseWhenBound.
        Bound.initialiseWhenBound(Utf8.class);
    }

    /** The chosen kernels, read once {@link Dispatch#bound()} is true; the scalar twin runs until then. */
    private static final class Kernels {
        static final Bound<Utf8Kernel> ASCII_PREFIX = Bound.of(Op.UTF8_ASCII_PREFIX, Utf8Kernel.class);
        static final Bound<Utf8Kernel> VALIDATE = Bound.of(Op.UTF8_VALIDATE, Utf8Kernel.class);
        static final Bound<Utf8Kernel> DECODE = Bound.of(Op.UTF8_DECODE, Utf8Kernel.class);
        static final Bound<Utf8Kernel> ENCODED_LENGTH = Bound.of(Op.UTF8_ENCODED_LENGTH, Utf8Kernel.class);
        static final Bound<Utf8Kernel> ENCODE = Bound.of(Op.UTF8_ENCODE, Utf8Kernel.class);

        private Kernels() {
        }
    }

    private Utf8() {
    }

    /**
     * Validates {@code src[off .. off+len)}.
     *
     * @return {@code -1} when well-formed, else the absolute index of the first byte of the first
     *         malformed sequence (where the JDK's reporting UTF-8 decoder stops)
     * @throws IndexOutOfBoundsException if the range lies outside {@code src}
     */
    public static int validate(byte[] src, int off, int len) {
        Objects.checkFromIndexSize(off, len, src.length);
        if (!Dispatch.bound()) {
            return SCALAR.validate(src, off, len);
        }
        if (len <= Bound.SMALL_MAX) {
            return Kernels.VALIDATE.small().validate(src, off, len);
        }
        if (len <= Bound.MEDIUM_MAX) {
            return Kernels.VALIDATE.medium().validate(src, off, len);
        }
        return Kernels.VALIDATE.large().validate(src, off, len);
    }

    /**
     * Returns the absolute index of the first byte {@code >= 0x80} in {@code src[off .. off+len)},
     * or {@code off + len} when all are ASCII.
     *
     * @throws IndexOutOfBoundsException if the range lies outside {@code src}
     */
    public static int asciiPrefix(byte[] src, int off, int len) {
        Objects.checkFromIndexSize(off, len, src.length);
        if (!Dispatch.bound()) {
            return SCALAR.asciiPrefix(src, off, len);
        }
        if (len <= Bound.SMALL_MAX) {
            return Kernels.ASCII_PREFIX.small().asciiPrefix(src, off, len);
        }
        if (len <= Bound.MEDIUM_MAX) {
            return Kernels.ASCII_PREFIX.medium().asciiPrefix(src, off, len);
        }
        return Kernels.ASCII_PREFIX.large().asciiPrefix(src, off, len);
    }

    /**
     * Validates and decodes {@code src[off .. off+len)} into {@code dst[dstOff]}, with no
     * allocation.
     *
     * @return the number of chars written, or {@code -1 - index} of the first byte of the first
     *         malformed sequence (see {@link Utf8Kernel#errorIndex(int)}); chars of {@code dst}
     *         between the count and {@code dstOff + len} are scratch
     * @throws IndexOutOfBoundsException if {@code src}'s range lies outside it or {@code dst} has
     *                                   no room for {@code len} chars at {@code dstOff}
     */
    public static int decode(byte[] src, int off, int len, char[] dst, int dstOff) {
        Objects.checkFromIndexSize(off, len, src.length);
        Objects.checkFromIndexSize(dstOff, len, dst.length);
        if (!Dispatch.bound()) {
            return SCALAR.decode(src, off, len, dst, dstOff);
        }
        if (len <= Bound.SMALL_MAX) {
            return Kernels.DECODE.small().decode(src, off, len, dst, dstOff);
        }
        if (len <= Bound.MEDIUM_MAX) {
            return Kernels.DECODE.medium().decode(src, off, len, dst, dstOff);
        }
        return Kernels.DECODE.large().decode(src, off, len, dst, dstOff);
    }

    /**
     * The UTF-8 length of {@code src[off .. off+len)}, with no allocation.
     *
     * @return the byte count, or {@code -1 - index} of the first unpaired surrogate (see
     *         {@link Utf8Kernel#errorIndex(int)})
     * @throws IndexOutOfBoundsException if the range lies outside {@code src}
     * @throws IllegalArgumentException if {@code len > Integer.MAX_VALUE / 3} (the length might not
     *                                  fit an int)
     */
    public static int encodedLength(char[] src, int off, int len) {
        Objects.checkFromIndexSize(off, len, src.length);
        if (len > Integer.MAX_VALUE / 3) {
            throw new IllegalArgumentException("split inputs longer than " + Integer.MAX_VALUE / 3 + " chars");
        }
        if (!Dispatch.bound()) {
            return SCALAR.encodedLength(src, off, len);
        }
        if (len <= Bound.SMALL_MAX) {
            return Kernels.ENCODED_LENGTH.small().encodedLength(src, off, len);
        }
        if (len <= Bound.MEDIUM_MAX) {
            return Kernels.ENCODED_LENGTH.medium().encodedLength(src, off, len);
        }
        return Kernels.ENCODED_LENGTH.large().encodedLength(src, off, len);
    }

    /**
     * Encodes {@code src[srcOff .. srcOff+len)} as UTF-8 at {@code dst[dstOff]}, with no allocation.
     *
     * @param encodedLength what {@link #encodedLength(char[], int, int)} returned for the same
     *                      chars: exactly that many bytes are written
     * @return the number of bytes written ({@code encodedLength}), or {@code -1 - index} of the
     *         first unpaired surrogate
     * @throws IndexOutOfBoundsException if a range lies outside its array
     */
    public static int encode(char[] src, int srcOff, int len, byte[] dst, int dstOff, int encodedLength) {
        Objects.checkFromIndexSize(srcOff, len, src.length);
        Objects.checkFromIndexSize(dstOff, encodedLength, dst.length);
        if (!Dispatch.bound()) {
            return SCALAR.encode(src, srcOff, len, dst, dstOff);
        }
        if (len <= Bound.SMALL_MAX) {
            return Kernels.ENCODE.small().encode(src, srcOff, len, dst, dstOff);
        }
        if (len <= Bound.MEDIUM_MAX) {
            return Kernels.ENCODE.medium().encode(src, srcOff, len, dst, dstOff);
        }
        return Kernels.ENCODE.large().encode(src, srcOff, len, dst, dstOff);
    }

    /**
     * Encodes {@code src[srcOff .. srcOff+len)} as UTF-8 at {@code dst[dstOff]} without knowing the
     * byte count first, with no allocation.
     *
     * @return the number of bytes written, or {@code -1 - index} of the first unpaired surrogate
     *         (bytes of {@code dst} from {@code dstOff} on are then unspecified); on success nothing
     *         outside {@code dst[dstOff .. dstOff+n)} is written
     * @throws IndexOutOfBoundsException if {@code src}'s range lies outside it or {@code dst} has no
     *                                   room for the worst case, {@code 3 * len} bytes, at
     *                                   {@code dstOff}
     * @throws IllegalArgumentException if {@code len > Integer.MAX_VALUE / 3}
     */
    public static int encodeWithin(char[] src, int srcOff, int len, byte[] dst, int dstOff) {
        Objects.checkFromIndexSize(srcOff, len, src.length);
        if (len > Integer.MAX_VALUE / 3) {
            throw new IllegalArgumentException("split inputs longer than " + Integer.MAX_VALUE / 3 + " chars");
        }
        Objects.checkFromIndexSize(dstOff, 3 * len, dst.length);
        if (!Dispatch.bound()) {
            return SCALAR.encode(src, srcOff, len, dst, dstOff);
        }
        if (len <= Bound.SMALL_MAX) {
            return Kernels.ENCODE.small().encode(src, srcOff, len, dst, dstOff);
        }
        if (len <= Bound.MEDIUM_MAX) {
            return Kernels.ENCODE.medium().encode(src, srcOff, len, dst, dstOff);
        }
        return Kernels.ENCODE.large().encode(src, srcOff, len, dst, dstOff);
    }
}
