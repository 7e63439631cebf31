package dev.lanewire.codec.object;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Writes a type in version-tolerant form: its body is preceded by its length, so a reader with an
 * older schema skips fields appended since, and a reader with a newer schema gives fields missing
 * from the bytes their defaults (zero, false or null for records and constructor-built classes;
 * the no-arg constructor's value for classes built by it). Equivalent to
 * {@code Codecs.builder().tolerant(type)}.
 *
 * <p>The schema rule (docs/wire-format.md, "Object encodings"): fields are only ever appended at
 * the end; never removed, reordered or retyped.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Tolerant {
}
