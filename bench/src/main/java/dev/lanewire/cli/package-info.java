/** The command-line tools behind {@code scripts/run-vector.sh}. */
package dev.lanewire.cli;
