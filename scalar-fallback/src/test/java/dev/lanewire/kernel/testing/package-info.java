/**
 * Test support shared by the string suites of every kernel module: generated text of every
 * script, malformed UTF-8 of every error class, the JDK's answers as the reference, and the
 * differential checks that hold a kernel to them. Published as scalar-fallback's test jar, so the
 * scalar twins and the vector variants are held to exactly the same cases.
 */
package dev.lanewire.kernel.testing;
