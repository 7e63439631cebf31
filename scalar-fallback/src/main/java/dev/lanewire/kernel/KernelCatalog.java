package dev.lanewire.kernel;

import java.util.List;

/**
 * The one catalog of the dispatched kernel operations, by name only: each operation's id (the key
 * of profile files, overrides and reports), the family whose contract carries it, the variants and
 * size classes a profile may name, and the kernel-set version that every measurement records.
 *
 * <p>Core's {@code Op}, {@code Variant} and {@code SizeClass} and the bench tools spell these names
 * from here, so that an operation added or renamed here is added or renamed everywhere; a test in
 * core checks that both sides list the same operations in the same order.
 */
public final class KernelCatalog {

    /**
     * Version of the kernels' algorithms as far as measurements are concerned. Bump it when a
     * kernel changes enough that old measurements no longer describe it, or when operations or
     * size classes change: every profile file measured before becomes stale. (2: the contiguous
     * int32/int64 range loops fold vectors with an unsigned max. 3: the 512-bit UTF-8 decoder's
     * 2-byte block test; UTF-8 validation of inputs under two blocks runs the scalar twin. 4: the
     * vector UTF-8 length counts blocks of paired surrogates instead of handing them to the
     * scalar twin. 5: the 128- and 256-bit UTF-8 encoders pack non-ASCII blocks with table
     * shuffles instead of handing the rest of the string to the scalar twin; their decoders decode
     * runs of 3-byte sequences in 16-byte windows and hand other blocks with 3- and 4-byte
     * sequences to it in doubling runs; the 512-bit decoder decodes such runs in 64-byte windows.)
     */
    public static final int KERNEL_SET = 5;

    /** {@code Latin1Kernel.compress}. */
    public static final String LATIN1_COMPRESS = "latin1.compress";
    /** {@code Latin1Kernel.inflate}. */
    public static final String LATIN1_INFLATE = "latin1.inflate";
    /** {@code Utf16Kernel.toBytesLE}. */
    public static final String UTF16_TO_BYTES = "utf16.toBytesLE";
    /** {@code Utf16Kernel.fromBytesLE}. */
    public static final String UTF16_FROM_BYTES = "utf16.fromBytesLE";
    /** {@code Utf8Kernel.asciiPrefix}. */
    public static final String UTF8_ASCII_PREFIX = "utf8.asciiPrefix";
    /** {@code Utf8Kernel.validate}. */
    public static final String UTF8_VALIDATE = "utf8.validate";
    /** {@code Utf8Kernel.utf16Length}. */
    public static final String UTF8_UTF16_LENGTH = "utf8.utf16Length";
    /** {@code Utf8Kernel.decode}. */
    public static final String UTF8_DECODE = "utf8.decode";
    /** {@code Utf8Kernel.encodedLength}. */
    public static final String UTF8_ENCODED_LENGTH = "utf8.encodedLength";
    /** {@code Utf8Kernel.encode}. */
    public static final String UTF8_ENCODE = "utf8.encode";
    /** {@code BlockKernel.firstInvalidBool}. */
    public static final String BLOCK_BOOL = "block.bool";
    /** {@code BlockKernel.firstInvalidBoolStrided}. */
    public static final String BLOCK_BOOL_STRIDED = "block.boolStrided";
    /** {@code BlockKernel.firstOutOfRangeInt32}. */
    public static final String BLOCK_INT32_RANGE = "block.int32Range";
    /** {@code BlockKernel.firstOutOfRangeInt64}. */
    public static final String BLOCK_INT64_RANGE = "block.int64Range";
    /** {@code BlockKernel.firstOutOfRangeInt32Field}. */
    public static final String BLOCK_INT32_FIELD_RANGE = "block.int32FieldRange";
    /** {@code BlockKernel.firstOutOfRangeInt64Field}. */
    public static final String BLOCK_INT64_FIELD_RANGE = "block.int64FieldRange";
    /** {@code BlockKernel.firstInvalidFlags32Field}. */
    public static final String BLOCK_FLAGS32_FIELD = "block.flags32Field";
    /** {@code BlockKernel.firstOrdinal8AtOrAbove}. */
    public static final String BLOCK_ORDINAL8 = "block.ordinal8";
    /** {@code BlockKernel.firstOrdinal16AtOrAbove}. */
    public static final String BLOCK_ORDINAL16 = "block.ordinal16";
    /** {@code BlockKernel.firstOrdinal32AtOrAbove}. */
    public static final String BLOCK_ORDINAL32 = "block.ordinal32";

    /** Every operation id, in the order reports and profile files list them. */
    public static final List<String> OPERATIONS = List.of(LATIN1_COMPRESS, LATIN1_INFLATE, UTF16_TO_BYTES,
            UTF16_FROM_BYTES, UTF8_ASCII_PREFIX, UTF8_VALIDATE, UTF8_UTF16_LENGTH, UTF8_DECODE, UTF8_ENCODED_LENGTH,
            UTF8_ENCODE, BLOCK_BOOL, BLOCK_BOOL_STRIDED, BLOCK_INT32_RANGE, BLOCK_INT64_RANGE, BLOCK_INT32_FIELD_RANGE,
            BLOCK_INT64_FIELD_RANGE, BLOCK_FLAGS32_FIELD, BLOCK_ORDINAL8, BLOCK_ORDINAL16, BLOCK_ORDINAL32);

    /** The variants a profile entry or an override may name. */
    public static final List<String> VARIANTS = List.of("scalar", "v128", "v256", "v512");

    /** The size classes, smallest first. */
    public static final List<String> SIZE_CLASSES = List.of("small", "medium", "large");

    private KernelCatalog() {
    }

    /**
     * The simple name of the contract interface that carries operation {@code id}: the id's prefix
     * names the family ({@code utf8.decode} is {@code Utf8Kernel}'s).
     *
     * @throws IllegalArgumentException if {@code id} is not one of {@link #OPERATIONS}
     */
    public static String contractOf(String id) {
        if (!OPERATIONS.contains(id)) {
            throw new IllegalArgumentException("no operation " + id);
        }
        return switch (id.substring(0, id.indexOf('.'))) {
            case "latin1" -> "Latin1Kernel";
            case "utf16" -> "Utf16Kernel";
            case "utf8" -> "Utf8Kernel";
            default -> "BlockKernel";
        };
    }
}
