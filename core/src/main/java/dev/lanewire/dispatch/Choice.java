package dev.lanewire.dispatch;

/**
 * One dispatch decision: which variant runs an operation for a size class, and why.
 *
 * @param op        the operation id, e.g. {@code utf8.validate}
 * @param sizeClass the size class id: {@code small}, {@code medium} or {@code large}
 * @param variant   {@code scalar}, {@code v128}, {@code v256} or {@code v512}
 * @param reason    the evidence: a profile entry, the default policy, an override, or why a
 *                  vector variant is unavailable
 */
public record Choice(String op, String sizeClass, String variant, String reason) {
}
