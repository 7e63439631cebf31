/**
 * Startup dispatch: detects what the JVM and CPU offer, chooses a variant (scalar, v128, v256,
 * v512) per kernel operation and input-size class, and records each choice with its evidence.
 *
 * <p>Vector kernel classes are loaded reflectively, and only when {@code jdk.incubator.vector}
 * is readable, so core runs (scalar) on a JVM started without {@code --add-modules}.
 */
package dev.lanewire.dispatch;
