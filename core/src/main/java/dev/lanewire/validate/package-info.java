/**
 * Validation of untrusted wire bytes a block at a time, before any object is built, and the exact
 * ranges of Lanewire's range-limited value types.
 *
 * <p>{@link dev.lanewire.validate.Blocks} checks its arguments once and then calls the
 * {@code BlockKernel} variant the dispatcher chose for the block's size: the scalar twin or a
 * Vector API kernel. {@link dev.lanewire.validate.ValueRanges} holds the documented ranges and
 * element sizes; {@link dev.lanewire.validate.Decimal128} maps the 16-byte decimal layout to and
 * from {@link java.math.BigDecimal}.
 */
package dev.lanewire.validate;
