/**
 * Lanewire wire format v1 ({@code docs/wire-format.md}) over Agrona buffers.
 *
 * <ul>
 *   <li>{@link dev.lanewire.codec.WireWriter} writes values into a {@code MutableDirectBuffer}
 *       (heap or off-heap; expandable buffers grow), all-or-nothing per value.</li>
 *   <li>{@link dev.lanewire.codec.WireReader} reads them back from untrusted bytes: every
 *       malformed input is a {@link dev.lanewire.codec.CodecException} carrying the byte offset,
 *       and nothing is allocated beyond what the bytes present and the
 *       {@link dev.lanewire.codec.Limits} allow.</li>
 *   <li>{@link dev.lanewire.codec.Frame} wraps a message in a header with magic, version, flags,
 *       length and CRC32C, for data that is stored or sent.</li>
 * </ul>
 *
 * <p>Conventions: positions and offsets are absolute indexes into the wrapped buffer; multi-byte
 * fixed-width values are little-endian; lengths and counts are unsigned LEB128 varints; strings go
 * through the one package-private {@code StringCoding}, which uses the {@code dev.lanewire.text}
 * façades and so the kernels the dispatcher chose for this CPU.
 */
package dev.lanewire.codec;
