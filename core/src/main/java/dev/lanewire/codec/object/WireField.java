package dev.lanewire.codec.object;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a field of a class (not a record) as part of its wire form, at position {@link #value()}.
 *
 * <p>Fields are written in ascending position; positions must be 0, 1, 2, ... without gaps. A
 * class whose constructor takes exactly the annotated fields' types in position order is built
 * through that constructor (its fields may be final); otherwise it needs a no-arg constructor and
 * its annotated fields must not be final. Positions are the class's schema: append new fields with
 * the next position and never reuse or reorder one.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface WireField {

    /** Position of the field in the wire form, from 0. */
    int value();
}
