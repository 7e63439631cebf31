package dev.lanewire.dispatch;

/**
 * One line of a profile file: on CPU {@code cpu} under JVM configuration {@code jvm}, operation
 * {@code op} on inputs of class {@code size} runs {@code variant}, with the measurement behind it.
 *
 * @param cpu     a {@link CpuIdentity#signature()}, or {@code *} for every CPU
 * @param jvm     a {@link JvmInfo#key()}, or {@code *} for every JVM configuration
 * @param op      the operation
 * @param size    the size class
 * @param variant the chosen variant
 * @param ratio   time of {@code variant} over time of scalar (a calibration's: the median over rounds,
 *                from the slowest of its processes); {@code NaN} when not measured
 * @param floor   the noise of that measurement, a ratio distance from 1 (a calibration's: the larger
 *                of its in-process A/A floor and the spread between its processes); {@code NaN}
 *                when not measured
 * @param rounds  interleaved rounds measured; 0 when not measured
 * @param date    ISO date of the measurement, or {@code -}
 * @param jdk     full JDK version the measurement ran on, or {@code -}
 */
record ProfileEntry(String cpu, String jvm, Op op, SizeClass size, Variant variant,
                    double ratio, double floor, int rounds, String date, String jdk) {

    /** Whether this entry applies to the given CPU signature and JVM key. */
    boolean matches(String cpuSignature, String jvmKey) {
        return (cpu.equals("*") || cpu.equals(cpuSignature)) && (jvm.equals("*") || jvm.equals(jvmKey));
    }

    /** How specific the match is: exact CPU counts more than exact JVM; the most specific entry wins. */
    int specificity() {
        return (cpu.equals("*") ? 0 : 2) + (jvm.equals("*") ? 0 : 1);
    }

    /** Whether this entry carries a measurement (hand-written entries may not). */
    boolean measured() {
        return rounds > 0 && !Double.isNaN(ratio);
    }

    /** The evidence in words, for {@link Choice#reason()}. */
    String evidence() {
        if (!measured()) {
            return "unmeasured entry for " + cpu + " " + jvm;
        }
        return "ratio to scalar " + thousandths(ratio) + ", noise floor " + thousandths(floor) + ", " + rounds
                + " rounds, " + date + ", JDK " + jdk;
    }

    /**
     * {@code v} with three decimals, rounded half up, as {@code %.3f} writes a non-negative finite
     * number or NaN. Written by hand because the dispatcher builds every reason at startup, and a first
     * {@code String.format} of a decimal loads the locale data (tens of milliseconds in a fresh JVM).
     */
    static String thousandths(double v) {
        if (Double.isNaN(v)) {
            // A hand-written entry may give a ratio without a floor ("-").
            return "NaN";
        }
        long m = Math.round(v * 1000);
        long frac = m % 1000;
        return (m / 1000) + (frac < 10 ? ".00" : frac < 100 ? ".0" : ".") + frac;
    }
}
