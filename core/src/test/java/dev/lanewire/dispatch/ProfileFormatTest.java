package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ProfileFormatTest {

    private static final String HEADER = "lanewire-profile 1 kernel-set=" + ProfileFormat.KERNEL_SET + " jdk=25\n";

    @Test
    void writtenEntriesParseBackUnchanged() throws MalformedProfileException {
        List<ProfileEntry> entries = List.of(
                new ProfileEntry("x86_64:AuthenticAMD:26:2", "pref=512,UseAVX=3,MaxVectorSize=64", Op.UTF8_VALIDATE,
                        SizeClass.LARGE, Variant.V512, 0.214, 0.031, 15, "2026-11-30", "25.0.1+8-LTS"),
                new ProfileEntry("*", "*", Op.LATIN1_COMPRESS, SizeClass.SMALL, Variant.SCALAR, Double.NaN,
                        Double.NaN, 0, "-", "-"),
                new ProfileEntry("aarch64:0x41:0xd0c", "pref=128,MaxVectorSize=16", Op.BLOCK_ORDINAL32,
                        SizeClass.MEDIUM, Variant.V128, 0.9, 0.05, 11, "2026-11-29", "25"));
        Map<ProfileEntry, String> notes = new HashMap<>();
        notes.put(entries.get(0), "v256=0.300 v128=0.550");
        String text = ProfileFormat.write(entries, notes, 25);
        List<ProfileEntry> back = ProfileFormat.parse("t", text, 25);
        assertEquals(Map.copyOf(counts(entries)), Map.copyOf(counts(back)), text);
        assertTrue(text.contains("# v256=0.300 v128=0.550"), text);
        assertEquals("*", back.get(0).cpu(), "entries are sorted by CPU first:\n" + text);
    }

    private static Map<ProfileEntry, Integer> counts(List<ProfileEntry> entries) {
        Map<ProfileEntry, Integer> m = new HashMap<>();
        entries.forEach(e -> m.merge(e, 1, Integer::sum));
        return m;
    }

    @Test
    void commentsAndBlankLinesAreSkipped() throws MalformedProfileException {
        String text = "# a comment\n\n" + HEADER + "  # another\n"
                + "* * utf8.decode medium v256 0.8 0.02 9 2026-11-30 25 # trailing\r\n";
        List<ProfileEntry> entries = ProfileFormat.parse("t", text, 25);
        assertEquals(1, entries.size());
        assertEquals(Variant.V256, entries.get(0).variant());
        assertEquals(0.8, entries.get(0).ratio());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "too few fields            | * * utf8.decode medium v256 0.8 0.02 9 2026-11-30         | line 3: expected 10 fields",
        "unknown operation         | * * utf8.frobnicate medium v256 - - - - -                 | unknown operation 'utf8.frobnicate'",
        "unknown size class        | * * utf8.decode huge v256 - - - - -                       | unknown size class 'huge'",
        "unknown variant           | * * utf8.decode large v1024 - - - - -                     | unknown variant 'v1024'",
        "bare width                | * * utf8.decode large 256 - - - - -                       | must be written v256",
        "negative ratio            | * * utf8.decode large v256 -0.5 - - - -                   | '-0.5' is not a non-negative decimal",
        "bad rounds                | * * utf8.decode large v256 - - many - -                   | 'many' is not a round count",
    })
    void malformedEntriesAreRejectedWithTheirLine(String what, String line, String message) {
        String text = "# profile\n" + HEADER + line + "\n";
        MalformedProfileException e = assertThrows(MalformedProfileException.class,
                () -> ProfileFormat.parse("f.txt", text, 25), what);
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertTrue(e.getMessage().startsWith("f.txt line 3: "), e.getMessage());
    }

    @Test
    void aRepeatedKeyIsMalformed() {
        String line = "* * utf8.decode large v256 - - - - -\n";
        MalformedProfileException e = assertThrows(MalformedProfileException.class,
                () -> ProfileFormat.parse("f", HEADER + line + line.replace("v256", "scalar"), 25));
        assertTrue(e.getMessage().contains("line 3: repeats the entry"), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "no header         | * * utf8.decode large v256 - - - - -         | expected the header",
        "other format      | lanewire-profile 2 kernel-set=1 jdk=25       | format version 2",
        "missing jdk       | lanewire-profile 1 kernel-set=1              | needs kernel-set=N and jdk=N",
        "unknown field     | lanewire-profile 1 kernel-set=1 jdk=25 x=1   | unknown header field 'x=1'",
        "stale jdk         | lanewire-profile 1 kernel-set=1 jdk=24       | stale: measured for kernel-set 1, JDK 24",
        "stale kernels     | lanewire-profile 1 kernel-set=0 jdk=25       | stale: measured for kernel-set 0, JDK 25",
        "empty             | ''                                           | no 'lanewire-profile' header line",
    })
    void badOrStaleHeadersAreRejected(String what, String firstLine, String message) {
        MalformedProfileException e = assertThrows(MalformedProfileException.class,
                () -> ProfileFormat.parse("f", firstLine + "\n", 25), what);
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void anIgnoredSourceIsReportedInOneLine() {
        ProfileSources.Source s = ProfileSources.parsed("user file x", "lanewire-profile 1 kernel-set=1 jdk=21\n", 25);
        assertTrue(s.problem());
        assertTrue(s.entries().isEmpty());
        assertTrue(s.status().startsWith("ignored: line 1: stale"), s.status());
        assertFalse(s.status().contains("\n"), s.status());
    }

    @Test
    void sourcesAreFoundInOrderAndMissingNamedFilesAreProblems(@TempDir Path dir) throws IOException {
        Path named = dir.resolve("named.txt");
        Path user = dir.resolve("user.txt");
        Files.writeString(user, HEADER + "* * utf8.decode large v256 - - - - -\n");
        Map<String, String> props = Map.of("user.home", dir.toString(), ProfileSources.USER_PROPERTY, user.toString());
        List<ProfileSources.Source> sources = ProfileSources.load(props::get, Map.of(ProfileSources.ENV,
                named.toString()), 25);
        assertEquals(3, sources.size(), sources.toString());
        assertTrue(sources.get(0).name().startsWith("LANEWIRE_PROFILE file"), sources.get(0).name());
        assertTrue(sources.get(0).problem());
        assertEquals("ignored: no such file", sources.get(0).status());
        assertEquals(1, sources.get(1).entries().size());
        assertFalse(sources.get(1).problem());
        assertTrue(sources.get(2).name().startsWith("shipped table"));

        List<ProfileSources.Source> noUser = ProfileSources.load(Map.of("user.home", dir.toString())::get, Map.of(), 25);
        assertEquals(2, noUser.size());
        assertEquals("absent", noUser.get(0).status());
        assertFalse(noUser.get(0).problem(), "no calibration yet is normal, not a problem");
        assertEquals(dir.resolve(".lanewire").resolve("profile.txt"),
                ProfileSources.userFile(Map.of("user.home", dir.toString())::get, Map.of()));
    }

    @Test
    void theShippedTableParsesForItsJdk() {
        ProfileSources.Source shipped = ProfileSources.load(Map.of("user.home", "/nonexistent")::get, Map.of(),
                Runtime.version().feature()).get(1);
        assertFalse(shipped.problem(), shipped.status());
    }
}
