/**
 * The calibration harness behind {@code scripts/run-vector.sh calibrate}: {@code Calibrator}
 * measures every operation, size class and available vector variant against the scalar twin in
 * one JVM, {@code Calibration} holds, saves, reads back and merges the cells of several worker
 * JVMs and writes the chosen entries into a profile file. What it needs from the dispatcher comes
 * through {@code dev.lanewire.dispatch.CalibrationSupport}; the rules are in docs/profiles.md.
 */
package dev.lanewire.bench.calibrate;
