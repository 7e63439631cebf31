/**
 * The scalar twins: plain-Java reference implementations of every kernel contract.
 *
 * <p>Each twin is the reference in the differential tests, the variant the dispatcher binds where
 * no vector variant measures faster (and where the Vector API is absent), and the code that
 * finishes a vector kernel's tail. For that last use every twin also exposes static entry points
 * that take the already-processed prefix into account, so a vector loop hands over mid-array
 * without repeating its own body.
 */
package dev.lanewire.kernel.scalar;
