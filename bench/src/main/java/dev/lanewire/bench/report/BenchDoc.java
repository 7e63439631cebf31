package dev.lanewire.bench.report;

import dev.lanewire.bench.codec.Peer;
import java.util.List;

/**
 * The single-file report of one run, for a run's own folder: the method, the machine, the exact
 * command, the results with the targets, and every case where Lanewire loses, with optional notes
 * included verbatim. Published pages are {@link CpuPage}s, which link to their notes instead.
 */
public final class BenchDoc {

    private BenchDoc() {
    }

    /**
     * The document.
     *
     * @param results     the run
     * @param resultsPath where the results file lives, named in the document
     * @param notes       analysis in markdown (why a case loses), or null
     */
    public static String render(BenchResults results, String resultsPath, String notes) {
        return render(results, resultsPath, "bench.md", "none", notes);
    }

    /**
     * The document, naming the files it is regenerated from and into.
     *
     * @param results     the run
     * @param resultsPath where the results file lives, named in the document
     * @param docPath     where the document is written
     * @param notesPath   where its notes come from
     * @param notes       analysis in markdown (why a case loses), or null
     */
    public static String render(BenchResults results, String resultsPath, String docPath, String notesPath,
                                String notes) {
        StringBuilder sb = new StringBuilder();
        sb.append("# Benchmarks\n\n");
        sb.append("<!-- Generated from ").append(resultsPath).append(" into ").append(docPath)
                .append(" (notes: ").append(notesPath).append("); published pages come from")
                .append(" `scripts/run-vector.sh bench --publish`. -->\n\n");
        sb.append("## Method\n\n");
        sb.append("""
                - Harness: JMH, run from the shaded tools jar (`bench/target/lanewire-bench.jar`). Each benchmark and \
                parameter combination runs in its own forked JVM, started with \
                `--add-modules jdk.incubator.vector --add-exports java.base/jdk.internal.misc=ALL-UNNAMED` and a fixed, \
                pre-touched heap (`-Xms2g -Xmx2g -XX:+AlwaysPreTouch`).
                - Codec cases (a) to (f) run through every peer listed below in the same run; every fixture is \
                generated from a fixed seed (`dev.lanewire.bench.codec.Fixtures`).
                - `roundTrip` encodes the fixture into a reused buffer and decodes it; it is the number the targets \
                are stated against. `encode` and `decode` split it. Encoded sizes are measured on the same fixtures.
                - Every trial starts with a checked round trip and every iteration ends with a check of the last \
                decoded value: a wrong answer fails the run.
                - Targets, from the same run: Lanewire's encode+decode throughput at least 1.5x Kryo's and at least \
                Fory's on every case, and at least 1.5x Fory's on the UTF-8-heavy cases (b) and (f).
                """);
        sb.append("\nPeers:\n\n");
        for (Peer p : Peer.values()) {
            sb.append("- ").append(p.description()).append('\n');
        }
        sb.append("\n- JMH settings of this run: ").append(results.settings()).append("\n\n");
        sb.append("Reproduce with:\n\n```\n").append(results.command()).append("\n```\n\n");
        sb.append("## Machine\n\n");
        for (String line : results.machine().markdownLines()) {
            sb.append(line).append('\n');
        }
        sb.append("\n## Results\n\n");
        sb.append(BenchMarkdown.tables(results));
        sb.append("\n## Where Lanewire loses\n\n");
        List<String> losses = BenchMarkdown.losses(results);
        if (losses.isEmpty()) {
            sb.append(CodecScoreboard.rows(results, "roundTrip").isEmpty()
                    ? "No codec case was measured in this run.\n"
                    : "Every measured codec case meets its targets.\n");
        } else {
            for (String loss : losses) {
                sb.append("- ").append(loss).append('\n');
            }
        }
        sb.append("""

                ## A/B runs, and runs on other CPUs

                `scripts/run-vector.sh ab` compares two configurations on one CPU: two kernel variants \
                (`--kernels scalar,512`), two flag sets (`--a-flags ... --b-flags ...`) or two builds \
                (`--a-jar ... --b-jar ...`). It runs fresh JMH processes A B A B ... for a fixed number of rounds, \
                then A A rounds for the noise floor, and reports per benchmark the median and min-max of the \
                per-pair speed ratio B/A, with a verdict only where the median and most pairs lie outside the A/A band \
                (`results/ab-*/`: `ab.json`, `ab.csv`, `ab.md`, `ab.html` with SVG charts, and \
                `profile-entries.txt` in the dispatch's profile format when one side is the scalar twin).

                `scripts/run-vector.sh bundle` writes `dist/lanewire-bundle-linux-x64.tar.gz` (under 64 MiB): the \
                tools jar, the scripts and a jlink'd JDK 25 runtime with `jdk.incubator.vector`. Unpacked on another \
                Linux x86-64 machine with nothing installed, `lanewire/scripts/run-vector.sh ab --kernels scalar,512` \
                and `lanewire/scripts/run-vector.sh calibrate` run there; send back its `results/` folder.
                """);
        if (notes != null && !notes.isBlank()) {
            sb.append("\n## Analysis\n\n").append(notes.strip()).append('\n');
        }
        return sb.toString();
    }
}
