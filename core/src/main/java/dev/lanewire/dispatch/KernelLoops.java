package dev.lanewire.dispatch;

import static dev.lanewire.dispatch.Workloads.BOOL_FIELD;
import static dev.lanewire.dispatch.Workloads.BOOL_STRIDE;
import static dev.lanewire.dispatch.Workloads.DECIMAL_FLAGS;
import static dev.lanewire.dispatch.Workloads.DECIMAL_FORBIDDEN;
import static dev.lanewire.dispatch.Workloads.DECIMAL_MAX_SCALE;
import static dev.lanewire.dispatch.Workloads.DECIMAL_SHIFT;
import static dev.lanewire.dispatch.Workloads.DECIMAL_STRIDE;
import static dev.lanewire.dispatch.Workloads.FIELD_OFFSET;
import static dev.lanewire.dispatch.Workloads.INT_FIELD_STRIDE;
import static dev.lanewire.dispatch.Workloads.INT_MAX;
import static dev.lanewire.dispatch.Workloads.INT_MIN;
import static dev.lanewire.dispatch.Workloads.LONG_FIELD_STRIDE;
import static dev.lanewire.dispatch.Workloads.LONG_MAX;
import static dev.lanewire.dispatch.Workloads.LONG_MIN;
import static dev.lanewire.dispatch.Workloads.ORDINAL16_LIMIT;
import static dev.lanewire.dispatch.Workloads.ORDINAL32_LIMIT;
import static dev.lanewire.dispatch.Workloads.ORDINAL8_LIMIT;

import dev.lanewire.kernel.BlockKernel;
import dev.lanewire.kernel.KernelCatalog;
import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.Utf16Kernel;
import dev.lanewire.kernel.Utf8Kernel;

/**
 * The measuring loops of the calibration tool and of the warm-up: one per operation, calling the
 * kernel over every input of a {@link Workload} {@code reps} times and folding the results into a
 * sink.
 *
 * <p>The calibrator does not call this class directly: it defines one hidden copy of it per
 * operation and variant ({@link CalibrationSupport#loopCopy}, {@code Lookup.defineHiddenClass} on
 * these very bytes), so every copy's call site sees exactly one kernel class, stays monomorphic and inlines the kernel as a façade's
 * static final binding does. Called through one shared class, the call site would see four kernel
 * classes and every variant would pay a megamorphic interface call, which shrinks the measured
 * differences on small inputs. For that reason this class must stay self-contained: only static
 * methods, no lambdas, no nested or inner classes.
 */
final class KernelLoops {

    private KernelLoops() {
    }

    /** Runs {@code opId}'s loop with {@code kernel} and returns the sink. */
    static long run(String opId, Object kernel, Workload w, int reps) {
        return switch (opId) {
            case KernelCatalog.LATIN1_COMPRESS -> latin1Compress((Latin1Kernel) kernel, w, reps);
            case KernelCatalog.LATIN1_INFLATE -> latin1Inflate((Latin1Kernel) kernel, w, reps);
            case KernelCatalog.UTF16_TO_BYTES -> utf16ToBytes((Utf16Kernel) kernel, w, reps);
            case KernelCatalog.UTF16_FROM_BYTES -> utf16FromBytes((Utf16Kernel) kernel, w, reps);
            case KernelCatalog.UTF8_ASCII_PREFIX -> utf8AsciiPrefix((Utf8Kernel) kernel, w, reps);
            case KernelCatalog.UTF8_VALIDATE -> utf8Validate((Utf8Kernel) kernel, w, reps);
            case KernelCatalog.UTF8_UTF16_LENGTH -> utf8Utf16Length((Utf8Kernel) kernel, w, reps);
            case KernelCatalog.UTF8_DECODE -> utf8Decode((Utf8Kernel) kernel, w, reps);
            case KernelCatalog.UTF8_ENCODED_LENGTH -> utf8EncodedLength((Utf8Kernel) kernel, w, reps);
            case KernelCatalog.UTF8_ENCODE -> utf8Encode((Utf8Kernel) kernel, w, reps);
            case KernelCatalog.BLOCK_BOOL -> blockBool((BlockKernel) kernel, w, reps);
            case KernelCatalog.BLOCK_BOOL_STRIDED -> blockBoolStrided((BlockKernel) kernel, w, reps);
            case KernelCatalog.BLOCK_INT32_RANGE -> blockInt32Range((BlockKernel) kernel, w, reps);
            case KernelCatalog.BLOCK_INT64_RANGE -> blockInt64Range((BlockKernel) kernel, w, reps);
            case KernelCatalog.BLOCK_INT32_FIELD_RANGE -> blockInt32FieldRange((BlockKernel) kernel, w, reps);
            case KernelCatalog.BLOCK_INT64_FIELD_RANGE -> blockInt64FieldRange((BlockKernel) kernel, w, reps);
            case KernelCatalog.BLOCK_FLAGS32_FIELD -> blockFlags32Field((BlockKernel) kernel, w, reps);
            case KernelCatalog.BLOCK_ORDINAL8 -> blockOrdinal8((BlockKernel) kernel, w, reps);
            case KernelCatalog.BLOCK_ORDINAL16 -> blockOrdinal16((BlockKernel) kernel, w, reps);
            case KernelCatalog.BLOCK_ORDINAL32 -> blockOrdinal32((BlockKernel) kernel, w, reps);
            default -> throw new IllegalArgumentException(opId);
        };
    }

    private static long latin1Compress(Latin1Kernel k, Workload w, int reps) {
        long sink = 0;
        char[][] src = w.chars;
        byte[][] dst = w.byteDst;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.compress(src[i], 0, dst[i], 0, len[i]);
            }
        }
        return sink;
    }

    private static long latin1Inflate(Latin1Kernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        char[][] dst = w.charDst;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                k.inflate(src[i], 0, dst[i], 0, len[i]);
                sink += dst[i][len[i] - 1];
            }
        }
        return sink;
    }

    private static long utf16ToBytes(Utf16Kernel k, Workload w, int reps) {
        long sink = 0;
        char[][] src = w.chars;
        byte[][] dst = w.byteDst;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                k.toBytesLE(src[i], 0, dst[i], 0, len[i]);
                sink += dst[i][len[i]];
            }
        }
        return sink;
    }

    private static long utf16FromBytes(Utf16Kernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        char[][] dst = w.charDst;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                k.fromBytesLE(src[i], 0, dst[i], 0, len[i]);
                sink += dst[i][len[i] - 1];
            }
        }
        return sink;
    }

    private static long utf8AsciiPrefix(Utf8Kernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.asciiPrefix(src[i], 0, len[i]);
            }
        }
        return sink;
    }

    private static long utf8Validate(Utf8Kernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.validate(src[i], 0, len[i]);
            }
        }
        return sink;
    }

    private static long utf8Utf16Length(Utf8Kernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.utf16Length(src[i], 0, len[i]);
            }
        }
        return sink;
    }

    private static long utf8Decode(Utf8Kernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        char[][] dst = w.charDst;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.decode(src[i], 0, len[i], dst[i], 0);
            }
        }
        return sink;
    }

    private static long utf8EncodedLength(Utf8Kernel k, Workload w, int reps) {
        long sink = 0;
        char[][] src = w.chars;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.encodedLength(src[i], 0, len[i]);
            }
        }
        return sink;
    }

    private static long utf8Encode(Utf8Kernel k, Workload w, int reps) {
        long sink = 0;
        char[][] src = w.chars;
        byte[][] dst = w.byteDst;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.encode(src[i], 0, len[i], dst[i], 0);
            }
        }
        return sink;
    }

    private static long blockBool(BlockKernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.firstInvalidBool(src[i], 0, len[i]);
            }
        }
        return sink;
    }

    private static long blockBoolStrided(BlockKernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.firstInvalidBoolStrided(src[i], 0, len[i], BOOL_STRIDE, BOOL_FIELD);
            }
        }
        return sink;
    }

    private static long blockInt32Range(BlockKernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.firstOutOfRangeInt32(src[i], 0, len[i], INT_MIN, INT_MAX);
            }
        }
        return sink;
    }

    private static long blockInt64Range(BlockKernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.firstOutOfRangeInt64(src[i], 0, len[i], LONG_MIN, LONG_MAX);
            }
        }
        return sink;
    }

    private static long blockInt32FieldRange(BlockKernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.firstOutOfRangeInt32Field(src[i], 0, len[i], INT_FIELD_STRIDE, FIELD_OFFSET,
                        INT_MIN, INT_MAX);
            }
        }
        return sink;
    }

    private static long blockInt64FieldRange(BlockKernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.firstOutOfRangeInt64Field(src[i], 0, len[i], LONG_FIELD_STRIDE, FIELD_OFFSET,
                        LONG_MIN, LONG_MAX);
            }
        }
        return sink;
    }

    private static long blockFlags32Field(BlockKernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.firstInvalidFlags32Field(src[i], 0, len[i], DECIMAL_STRIDE, DECIMAL_FLAGS,
                        DECIMAL_FORBIDDEN, DECIMAL_SHIFT, DECIMAL_MAX_SCALE);
            }
        }
        return sink;
    }

    private static long blockOrdinal8(BlockKernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.firstOrdinal8AtOrAbove(src[i], 0, len[i], ORDINAL8_LIMIT);
            }
        }
        return sink;
    }

    private static long blockOrdinal16(BlockKernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.firstOrdinal16AtOrAbove(src[i], 0, len[i], ORDINAL16_LIMIT);
            }
        }
        return sink;
    }

    private static long blockOrdinal32(BlockKernel k, Workload w, int reps) {
        long sink = 0;
        byte[][] src = w.bytes;
        int[] len = w.lengths;
        for (int r = 0; r < reps; r++) {
            for (int i = 0; i < len.length; i++) {
                sink += k.firstOrdinal32AtOrAbove(src[i], 0, len[i], ORDINAL32_LIMIT);
            }
        }
        return sink;
    }
}
