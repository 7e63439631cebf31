/**
 * String transcoding façades: bounds are checked here, once, and the work is delegated to the
 * kernels the dispatcher bound for this JVM (Vector API variants or their scalar twins).
 */
package dev.lanewire.text;
