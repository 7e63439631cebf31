package dev.lanewire.dispatch;

import dev.lanewire.kernel.KernelCatalog;

/**
 * Every dispatched kernel operation. The dispatcher chooses a variant per operation and
 * {@link SizeClass}; the {@link #id()} is the key used in profile files and overrides
 * ({@code -Dlanewire.kernel.<id>=...}). The ids are {@link KernelCatalog}'s, in its order.
 */
public enum Op {
    /** {@code Latin1Kernel.compress}. */
    LATIN1_COMPRESS(KernelCatalog.LATIN1_COMPRESS, Family.LATIN1),
    /** {@code Latin1Kernel.inflate}. */
    LATIN1_INFLATE(KernelCatalog.LATIN1_INFLATE, Family.LATIN1),
    /** {@code Utf16Kernel.toBytesLE}. */
    UTF16_TO_BYTES(KernelCatalog.UTF16_TO_BYTES, Family.UTF16),
    /** {@code Utf16Kernel.fromBytesLE}. */
    UTF16_FROM_BYTES(KernelCatalog.UTF16_FROM_BYTES, Family.UTF16),
    /** {@code Utf8Kernel.asciiPrefix}. */
    UTF8_ASCII_PREFIX(KernelCatalog.UTF8_ASCII_PREFIX, Family.UTF8),
    /** {@code Utf8Kernel.validate}. */
    UTF8_VALIDATE(KernelCatalog.UTF8_VALIDATE, Family.UTF8),
    /** {@code Utf8Kernel.utf16Length}. */
    UTF8_UTF16_LENGTH(KernelCatalog.UTF8_UTF16_LENGTH, Family.UTF8),
    /** {@code Utf8Kernel.decode}. */
    UTF8_DECODE(KernelCatalog.UTF8_DECODE, Family.UTF8),
    /** {@code Utf8Kernel.encodedLength}. */
    UTF8_ENCODED_LENGTH(KernelCatalog.UTF8_ENCODED_LENGTH, Family.UTF8),
    /** {@code Utf8Kernel.encode}. */
    UTF8_ENCODE(KernelCatalog.UTF8_ENCODE, Family.UTF8),
    /** {@code BlockKernel.firstInvalidBool}. */
    BLOCK_BOOL(KernelCatalog.BLOCK_BOOL, Family.BLOCK),
    /** {@code BlockKernel.firstInvalidBoolStrided}. */
    BLOCK_BOOL_STRIDED(KernelCatalog.BLOCK_BOOL_STRIDED, Family.BLOCK),
    /** {@code BlockKernel.firstOutOfRangeInt32}. */
    BLOCK_INT32_RANGE(KernelCatalog.BLOCK_INT32_RANGE, Family.BLOCK),
    /** {@code BlockKernel.firstOutOfRangeInt64}. */
    BLOCK_INT64_RANGE(KernelCatalog.BLOCK_INT64_RANGE, Family.BLOCK),
    /** {@code BlockKernel.firstOutOfRangeInt32Field}. */
    BLOCK_INT32_FIELD_RANGE(KernelCatalog.BLOCK_INT32_FIELD_RANGE, Family.BLOCK),
    /** {@code BlockKernel.firstOutOfRangeInt64Field}. */
    BLOCK_INT64_FIELD_RANGE(KernelCatalog.BLOCK_INT64_FIELD_RANGE, Family.BLOCK),
    /** {@code BlockKernel.firstInvalidFlags32Field}. */
    BLOCK_FLAGS32_FIELD(KernelCatalog.BLOCK_FLAGS32_FIELD, Family.BLOCK),
    /** {@code BlockKernel.firstOrdinal8AtOrAbove}. */
    BLOCK_ORDINAL8(KernelCatalog.BLOCK_ORDINAL8, Family.BLOCK),
    /** {@code BlockKernel.firstOrdinal16AtOrAbove}. */
    BLOCK_ORDINAL16(KernelCatalog.BLOCK_ORDINAL16, Family.BLOCK),
    /** {@code BlockKernel.firstOrdinal32AtOrAbove}. */
    BLOCK_ORDINAL32(KernelCatalog.BLOCK_ORDINAL32, Family.BLOCK);

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
