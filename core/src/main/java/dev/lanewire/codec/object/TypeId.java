package dev.lanewire.codec.object;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The stable wire id of a concrete subtype of a sealed interface or sealed class.
 *
 * <p>When any permitted subtype of a sealed hierarchy carries {@code @TypeId}, all must, and ids
 * must be distinct; the ids then survive reordering the {@code permits} clause. Without it, a
 * subtype's id is its index among the hierarchy's concrete subtypes in {@code permits} order,
 * depth first: stable only as long as new subtypes are appended.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface TypeId {

    /** The id, at least 0. */
    int value();
}
