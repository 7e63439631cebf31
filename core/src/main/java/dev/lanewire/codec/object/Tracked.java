package dev.lanewire.codec.object;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Turns on reference tracking for a type: every value of it is written once per root value and
 * referred back to after that, so shared values stay shared and cycles through mutable values
 * (collections, classes with a no-arg constructor) survive a round trip. Equivalent to
 * {@code Codecs.builder().track(type)}.
 *
 * <p>A cycle that passes through a record or another value built by its constructor cannot be
 * decoded (the value does not exist until all its fields are read) and is refused on write.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Tracked {
}
