/**
 * Benchmarks of the object codecs ({@code dev.lanewire.codec.object}): derived codecs against the
 * same bytes written by hand, to show what derivation costs and that collection loops keep no
 * per-element dynamic dispatch.
 */
package dev.lanewire.bench.objects;
