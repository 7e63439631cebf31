package dev.lanewire.conformance.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lanewire.dispatch.Choice;
import dev.lanewire.dispatch.Dispatch;
import dev.lanewire.dispatch.JvmInfo;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library as a user on the module path gets it: a small application module
 * ({@code src/test/resources/module-path-app}, compiled here with the running JDK) is started
 * with {@code java --module-path ... -m com.example.app/com.example.app.Main}, writes and reads a
 * string and a {@code Codecs.of} record, and reports the kernels it got.
 *
 * <p>The jars are this build's own, as Maven resolved them for this module (system properties
 * {@code lanewire.modulepath.*}, set in {@code src/test/pom.xml}): packaged jars under
 * {@code mvn verify}, the modules' class folders (exploded modules) when the build stops at
 * {@code test}.
 */
class ModulePathTest {

    private static final String APP = "com.example.app/com.example.app.Main";

    /** The flags the README states for the module path, as one line. */
    private static final String MODULE_PATH_FLAGS = "--add-exports java.base/jdk.internal.misc=org.agrona";

    /** Seconds one application JVM may take; it runs in well under one. */
    private static final long TIMEOUT_SECONDS = 120;

    @TempDir
    static Path work;

    private static Path appClasses;

    private static Path appSources;

    @BeforeAll
    static void compileApplication() throws IOException, URISyntaxException {
        Path sources = Path.of(ModulePathTest.class.getResource("/module-path-app").toURI());
        appSources = sources;
        List<Path> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(p -> p.toString().endsWith(".java")).toList();
        }
        appClasses = work.resolve("app");
        List<String> options = List.of("-d", appClasses.toString(), "-Xlint:all", "-Werror",
                "--module-path", modulePath(false), "--module-source-path", sources.toString());
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        try (StandardJavaFileManager fileManager = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            boolean compiled = javac.getTask(diagnostics, fileManager, null, options, null,
                    fileManager.getJavaFileObjectsFromPaths(files)).call();
            assertTrue(compiled, "the module-path application does not compile:\n" + diagnostics);
        }
    }

    @Test
    void readmeShowsThisModuleAndItsFlags() throws IOException {
        String readme = Files.readString(Path.of("../../README.md"), StandardCharsets.UTF_8);
        String descriptor = Files.readString(appSources.resolve("com.example.app/module-info.java"), StandardCharsets.UTF_8);
        String declaration = descriptor.substring(descriptor.indexOf("\nmodule ") + 1);
        assertTrue(readme.contains("```java\n" + declaration + "```\n"), "README.md must show\n" + declaration);
        assertTrue(readme.contains("```\n" + MODULE_PATH_FLAGS + "\n```\n"), "README.md must show " + MODULE_PATH_FLAGS);
    }

    @Test
    void vectorKernelsAreBoundWithoutAddModules() throws Exception {
        JvmInfo here = Dispatch.jvm();
        assumeTrue(ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent(),
                "this test JVM runs without jdk.incubator.vector, so it has no class-path result to compare with");
        Map<String, List<String>> report = run(modulePath(true) + File.pathSeparator + appClasses, List.of());

        assertRoundTrips(report);
        assertEquals("true", one(report, "incubator.resolved"),
                "the vector-kernels module must bring jdk.incubator.vector in by itself");
        // The same JVM and CPU on the class path, with --add-modules, as this test JVM runs.
        assertEquals(String.valueOf(here.vectorsUsable()), one(report, "vectors.usable"));
        assertEquals(String.valueOf(here.scalarReason()), one(report, "scalar.reason"));
        List<String> classPathChoices = Dispatch.report().stream().map(ModulePathTest::format).toList();
        assertEquals(classPathChoices, report.get("choice"), "module path and class path bind the same kernels");
        if (here.vectorsUsable()) {
            assertTrue(report.get("choice").stream().anyMatch(c -> !c.endsWith(" scalar")),
                    "vectors are usable here, yet every kernel is scalar: " + report.get("choice"));
        }
    }

    @Test
    void scalarWhenTheVectorKernelsAreLeftOutByLimitModules() throws Exception {
        Map<String, List<String>> report = run(modulePath(true) + File.pathSeparator + appClasses,
                List.of("--limit-modules", "com.example.app"));
        assertScalarBecauseVectorModuleMissing(report);
    }

    @Test
    void scalarWhenTheVectorKernelsJarIsNotOnTheModulePath() throws Exception {
        Map<String, List<String>> report = run(modulePath(false) + File.pathSeparator + appClasses, List.of());
        assertScalarBecauseVectorModuleMissing(report);
    }

    private static void assertScalarBecauseVectorModuleMissing(Map<String, List<String>> report) {
        assertRoundTrips(report);
        assertEquals("false", one(report, "incubator.resolved"));
        assertEquals("false", one(report, "vectors.usable"));
        String reason = one(report, "scalar.reason");
        assertTrue(reason.contains("dev.lanewire.kernel.vector") && reason.contains("module path"), reason);
        assertFalse(report.get("choice").isEmpty());
        for (String choice : report.get("choice")) {
            assertTrue(choice.endsWith(" scalar"), choice);
        }
    }

    private static void assertRoundTrips(Map<String, List<String>> report) {
        assertEquals("com.example.app", one(report, "module"), "the application must run as a named module");
        assertEquals("dev.lanewire.core", one(report, "core.module"), "core must run as its named module");
        assertEquals("true", one(report, "string.equal"));
        assertEquals("true", one(report, "record.equal"));
        assertEquals("true", one(report, "all.read"));
        String closed = one(report, "closed");
        assertNotEquals("derived", closed, "a record in a package not opened to core cannot be derived");
        assertTrue(closed.contains("open its package to dev.lanewire.core"), closed);
    }

    private static String one(Map<String, List<String>> report, String key) {
        List<String> values = report.getOrDefault(key, List.of());
        assertEquals(1, values.size(), key + " in " + report);
        return values.get(0);
    }

    /** Starts the application and parses its {@code key=value} lines; a failed start fails the test. */
    private static Map<String, List<String>> run(String modulePath, List<String> extra) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of(MODULE_PATH_FLAGS.split(" ")));
        command.addAll(vectorWidthFlags());
        command.addAll(List.of("-Dlanewire.profile.user=" + work.resolve("no-user-profile.txt"),
                "-Dstdout.encoding=UTF-8", "-Dstderr.encoding=UTF-8",
                "--module-path", modulePath));
        command.addAll(extra);
        command.addAll(List.of("-m", APP));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output;
        try (InputStream in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS), "the application did not finish");
        assertEquals(0, process.exitValue(), String.join(" ", command) + "\n" + output);
        Map<String, List<String>> report = new LinkedHashMap<>();
        for (String line : output.split("\n")) {
            int eq = line.indexOf('=');
            if (eq > 0 && line.substring(0, eq).matches("[a-z.]+")) {
                report.computeIfAbsent(line.substring(0, eq), k -> new ArrayList<>()).add(line.substring(eq + 1));
            }
        }
        return report;
    }

    /**
     * This JVM's flags that narrow its vectors ({@code -XX:UseAVX}, {@code -XX:MaxVectorSize}, as
     * a run with {@code -Dtest.jvm.extra} may add), so that the application runs on the same
     * vector shape as the class-path choices it is compared with.
     */
    private static List<String> vectorWidthFlags() {
        List<String> flags = new ArrayList<>();
        for (String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (arg.startsWith("-XX:UseAVX=") || arg.startsWith("-XX:MaxVectorSize=")
                    || arg.equals("-XX:+IgnoreUnrecognizedVMOptions")) {
                flags.add(arg);
            }
        }
        return flags;
    }

    /** This build's modules and Agrona, with or without the vector-kernels jar. */
    private static String modulePath(boolean withVectorKernels) {
        List<String> entries = new ArrayList<>();
        entries.add(property("lanewire.modulepath.scalar"));
        if (withVectorKernels) {
            entries.add(property("lanewire.modulepath.vector"));
        }
        entries.add(property("lanewire.modulepath.core"));
        entries.add(property("lanewire.modulepath.agrona"));
        return String.join(File.pathSeparator, entries);
    }

    private static String property(String name) {
        String value = System.getProperty(name);
        assertTrue(value != null && !value.isBlank() && Files.exists(Path.of(value)),
                name + " must name this build's artifact (set in src/test/pom.xml), not " + value);
        return value;
    }

    /** A choice as the application prints it (see {@code Main}). */
    private static String format(Choice c) {
        return c.op() + " " + c.sizeClass() + " " + c.variant();
    }
}
