/**
 * A/B runs: two configurations compared on one CPU by alternating fresh JMH processes A B A B,
 * with an A/A noise floor, reported as JSON, CSV, markdown and a self-contained HTML page with
 * SVG charts, plus candidate entries for the dispatch profile table.
 */
package dev.lanewire.bench.ab;
