package dev.lanewire.dispatch;

/**
 * Every dispatched kernel operation. The dispatcher chooses a variant per operation and
 * {@link SizeClass}; the {@link #id()} is the key used in profile files and overrides
 * ({@code -Dlanewire.kernel.<id>=...}).
 */
public enum Op {
    /** {@code Latin1Kernel.compress}. */
    LATIN1_COMPRESS("latin1.compress", Family.LATIN1),
    /** {@code Latin1Kernel.inflate}. */
    LATIN1_INFLATE("latin1.inflate", Family.LATIN1),
    /** {@code Utf16Kernel.toBytesLE}. */
    UTF16_TO_BYTES("utf16.toBytesLE", Family.UTF16),
    /** {@code Utf16Kernel.fromBytesLE}. */
    UTF16_FROM_BYTES("utf16.fromBytesLE", Family.UTF16),
    /** {@code Utf8Kernel.asciiPrefix}. */
    UTF8_ASCII_PREFIX("utf8.asciiPrefix", Family.UTF8),
    /** {@code Utf8Kernel.validate}. */
    UTF8_VALIDATE("utf8.validate", Family.UTF8),
    /** {@code Utf8Kernel.utf16Length}. */
    UTF8_UTF16_LENGTH("utf8.utf16Length", Family.UTF8),
    /** {@code Utf8Kernel.decode}. */
    UTF8_DECODE("utf8.decode", Family.UTF8),
    /** {@code Utf8Kernel.encodedLength}. */
    UTF8_ENCODED_LENGTH("utf8.encodedLength", Family.UTF8),
    /** {@code Utf8Kernel.encode}. */
    UTF8_ENCODE("utf8.encode", Family.UTF8),
    /** {@code BlockKernel.firstInvalidBool}. */
    BLOCK_BOOL("block.bool", Family.BLOCK),
    /** {@code BlockKernel.firstInvalidBoolStrided}. */
    BLOCK_BOOL_STRIDED("block.boolStrided", Family.BLOCK),
    /** {@code BlockKernel.firstOutOfRangeInt32}. */
    BLOCK_INT32_RANGE("block.int32Range", Family.BLOCK),
    /** {@code BlockKernel.firstOutOfRangeInt64}. */
    BLOCK_INT64_RANGE("block.int64Range", Family.BLOCK),
    /** {@code BlockKernel.firstOutOfRangeInt32Field}. */
    BLOCK_INT32_FIELD_RANGE("block.int32FieldRange", Family.BLOCK),
    /** {@code BlockKernel.firstOutOfRangeInt64Field}. */
    BLOCK_INT64_FIELD_RANGE("block.int64FieldRange", Family.BLOCK),
    /** {@code BlockKernel.firstInvalidFlags32Field}. */
    BLOCK_FLAGS32_FIELD("block.flags32Field", Family.BLOCK),
    /** {@code BlockKernel.firstOrdinal8AtOrAbove}. */
    BLOCK_ORDINAL8("block.ordinal8", Family.BLOCK),
    /** {@code BlockKernel.firstOrdinal16AtOrAbove}. */
    BLOCK_ORDINAL16("block.ordinal16", Family.BLOCK),
    /** {@code BlockKernel.firstOrdinal32AtOrAbove}. */
    BLOCK_ORDINAL32("block.ordinal32", Family.BLOCK);

    private final String id;
    private final Family family;

    Op(String id, Family family) {
        this.id = id;
        this.family = family;
    }

    /** The stable key of this operation in profile files, reports and overrides. */
    public String id() {
        return id;
    }

    /** The kernel family whose contract carries this operation. */
    public Family family() {
        return family;
    }

    /** The operation whose {@link #id()} is {@code id}, or {@code null}. */
    public static Op byId(String id) {
        for (Op op : values()) {
            if (op.id.equals(id)) {
                return op;
            }
        }
        return null;
    }
}
