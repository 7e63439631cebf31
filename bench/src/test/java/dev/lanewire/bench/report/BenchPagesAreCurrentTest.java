package dev.lanewire.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Every generated page in {@code docs/benchmarks/} measured the code that is in the repository
 * now: the commit it names differs from {@code HEAD} in none of {@link CpuPage#MEASURED_CODE},
 * and its work tree had no uncommitted change there. A page that fails this describes code that
 * is gone; run {@code scripts/run-vector.sh bench --official} on that CPU again, or delete the
 * page. Without git, without a repository (a source archive) or without the named commit (a
 * shallow clone) the check cannot be made, and the test is skipped, saying why.
 */
class BenchPagesAreCurrentTest {

    private static final Pattern COMMIT = Pattern.compile(Pattern.quote(CpuPage.MARKER) + "([^ ]*) -->");

    @Test
    void everyPageNamesACommitWhoseMeasuredCodeIsHeads() throws IOException {
        Path root = root();
        Path pages = root.resolve("docs/benchmarks");
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(pages)) {
            try (Stream<Path> list = Files.list(pages)) {
                list.filter(f -> f.toString().endsWith(".md")).sorted().forEach(files::add);
            }
        }
        Assumptions.assumeFalse(files.isEmpty(), "no generated pages in " + pages + " to check");
        for (Path page : files) {
            check(root, page);
        }
    }

    private static void check(Path root, Path page) throws IOException {
        Matcher m = COMMIT.matcher(Files.readString(page));
        assertTrue(m.find(), page + " names no commit (no '" + CpuPage.MARKER + "HASH -->' line): regenerate it");
        String commit = m.group(1);
        assertTrue(commit.matches("[0-9a-f]{40,64}"), page + " names no commit hash but '" + commit
                + "': it was measured outside a git work tree; measure it again from a commit");
        try {
            SourceState.git(root, "--version");
        } catch (IOException e) {
            Assumptions.abort("git is not available, so " + page + " cannot be checked: " + e.getMessage());
        }
        try {
            SourceState.git(root, "rev-parse", "--is-inside-work-tree");
        } catch (IOException e) {
            Assumptions.abort(root + " is not a git work tree, so " + page + " cannot be checked");
        }
        try {
            SourceState.git(root, "cat-file", "-e", commit + "^{commit}");
        } catch (IOException e) {
            Assumptions.abort("commit " + commit + " named by " + page + " is not in this clone (shallow?)");
        }
        List<String> args = new ArrayList<>(List.of("diff", "--name-only", commit, "HEAD", "--"));
        args.addAll(CpuPage.MEASURED_CODE);
        List<String> changed = SourceState.git(root, args.toArray(String[]::new));
        assertEquals(List.of(), changed, page + " measured commit " + commit + "; the code it measured has changed"
                + " since: run scripts/run-vector.sh bench --official on that CPU again, or delete the page");
        Path data = page.resolveSibling(page.getFileName().toString().replaceFirst("\\.md$", ".json"));
        assertTrue(Files.exists(data), page + " has no data file " + data);
        PageData d = PageData.read(data);
        assertEquals(commit, d.source().commit(), data + " and " + page + " name different commits");
        List<String> uncommitted = d.source().changed().stream()
                .filter(line -> CpuPage.MEASURED_CODE.stream().anyMatch(line::contains)).toList();
        assertEquals(List.of(), uncommitted, page + " was measured with uncommitted changes to the code it measured");
    }

    /** The repository root: the first folder up from the working directory with {@code docs/} and {@code bench/}. */
    private static Path root() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !(Files.isDirectory(dir.resolve("docs")) && Files.isDirectory(dir.resolve("bench")))) {
            dir = dir.getParent();
        }
        Assumptions.assumeTrue(dir != null, "not run inside the Lanewire sources");
        return dir;
    }
}
