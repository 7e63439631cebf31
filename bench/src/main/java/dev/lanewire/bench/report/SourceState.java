package dev.lanewire.bench.report;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The code a run measured: the commit checked out when it started, and the paths that differed
 * from it then ({@code git status --porcelain}, one line each). A page names it so that a test can
 * tell whether the code it measured is still the code in the repository.
 *
 * @param commit  the full hash of {@code HEAD}, or empty when git or the repository was not there
 * @param changed the uncommitted changes, as {@code git status --porcelain} lines; empty for a clean tree
 */
public record SourceState(String commit, List<String> changed) {

    /** Copies the list. */
    public SourceState {
        changed = List.copyOf(changed);
    }

    /** Whether the work tree differed from {@link #commit()}; written to files for people, derived on reading. */
    @JsonProperty(access = JsonProperty.Access.READ_ONLY)
    public boolean dirty() {
        return !changed.isEmpty();
    }

    /** Reads the state of the repository {@code dir} is in; an empty commit if git cannot tell. */
    public static SourceState detect(Path dir) {
        try {
            List<String> head = git(dir, "rev-parse", "HEAD");
            if (head.size() != 1 || !head.getFirst().matches("[0-9a-f]{40,64}")) {
                return new SourceState("", List.of());
            }
            return new SourceState(head.getFirst(), git(dir, "status", "--porcelain"));
        } catch (IOException e) {
            return new SourceState("", List.of());
        }
    }

    /**
     * Runs {@code git -C dir args...} and returns its output lines.
     *
     * @throws IOException if git is missing, fails, or takes over 30 seconds
     */
    public static List<String> git(Path dir, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of("git", "-C", dir.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IOException(String.join(" ", command) + " failed: " + out.strip());
            }
            return out.lines().filter(l -> !l.isBlank()).toList();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted: " + String.join(" ", command), e);
        } finally {
            p.destroy();
        }
    }
}
