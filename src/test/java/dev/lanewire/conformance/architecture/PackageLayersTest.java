package dev.lanewire.conformance.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The module table of the project's design, checked on the code: every package of the main
 * sources sits in one layer and in that layer's module, and refers only to packages of the layers
 * below its own, so that values flow down and results flow up with no package calling back into
 * one above it.
 *
 * <p>References are imports and qualified names in code; names in comments and string literals
 * (the dispatch loads vector kernels by name) do not count. Within a layer a package may refer to
 * the layer's other packages only where the layer allows it.
 */
class PackageLayersTest {

    /** A package and the module whose main sources hold it. */
    record Place(String pkg, String module) {
    }

    /** Packages of one layer; {@code shared}: they may refer to one another. */
    record Layer(String name, boolean shared, List<Place> places) {
    }

    /**
     * Lowest first. The codec layer is shared: {@code Codecs}, the parent package's entry, derives
     * through {@code codec.object}, whose codecs write and read through the parent's
     * {@code WireWriter} and {@code WireReader}. The text and validate façades are not: neither
     * builds on the other. The tools may use anything below them and each other.
     */
    static final List<Layer> LAYERS = List.of(
            new Layer("kernel contracts and catalog", false, List.of(new Place("dev.lanewire.kernel", "scalar-fallback"))),
            new Layer("scalar twins", false, List.of(new Place("dev.lanewire.kernel.scalar", "scalar-fallback"))),
            new Layer("vector kernels", false, List.of(new Place("dev.lanewire.kernel.vector", "vector-kernels"))),
            new Layer("dispatch", false, List.of(new Place("dev.lanewire.dispatch", "core"))),
            new Layer("façades", false, List.of(new Place("dev.lanewire.text", "core"),
                    new Place("dev.lanewire.validate", "core"))),
            new Layer("codecs", true, List.of(new Place("dev.lanewire.codec", "core"),
                    new Place("dev.lanewire.codec.object", "core"))),
            new Layer("integrations", false, List.of(new Place("dev.lanewire.kafka", "kafka"),
                    new Place("dev.lanewire.grpc", "grpc"))),
            new Layer("tools", true, List.of(new Place("dev.lanewire.bench", "bench"),
                    new Place("dev.lanewire.bench.*", "bench"), new Place("dev.lanewire.cli", "bench"),
                    new Place("dev.lanewire.demo", "bench"))));

    /** The modules whose main sources the layers cover. */
    static final List<String> MODULES = List.of("scalar-fallback", "vector-kernels", "core", "kafka", "grpc", "bench");

    private static final Pattern PACKAGE = Pattern.compile("(?m)^\\s*package\\s+([\\w.]+)\\s*;");

    /** A project name in code: its package segments (lower case) up to a type or a wildcard. */
    private static final Pattern REFERENCE = Pattern.compile("\\bdev\\.lanewire((?:\\s*\\.\\s*[a-z_][a-z0-9_]*)*)\\s*\\.\\s*(?:[A-Z]|\\*)");

    /** Index into {@link #LAYERS} of the layer holding {@code pkg}, or -1. */
    static int layerOf(String pkg) {
        for (int i = 0; i < LAYERS.size(); i++) {
            for (Place place : LAYERS.get(i).places()) {
                if (holds(place, pkg)) {
                    return i;
                }
            }
        }
        return -1;
    }

    private static boolean holds(Place place, String pkg) {
        String p = place.pkg();
        return p.endsWith(".*") ? pkg.startsWith(p.substring(0, p.length() - 1)) : p.equals(pkg);
    }

    private static String moduleOf(String pkg) {
        for (Layer layer : LAYERS) {
            for (Place place : layer.places()) {
                if (holds(place, pkg)) {
                    return place.module();
                }
            }
        }
        return null;
    }

    /** The packages {@code source} names in code, its own excluded. */
    static Set<String> referencedPackages(String source) {
        String code = ModuleBoundaryTest.codeOnly(source);
        String own = packageOf(code);
        Set<String> out = new TreeSet<>();
        Matcher m = REFERENCE.matcher(code);
        while (m.find()) {
            String pkg = ("dev.lanewire" + m.group(1)).replaceAll("\\s+", "");
            if (!pkg.equals(own)) {
                out.add(pkg);
            }
        }
        return out;
    }

    private static String packageOf(String code) {
        Matcher m = PACKAGE.matcher(code);
        return m.find() ? m.group(1) : null;
    }

    /** Each module's main sources: {@code src/main/java}, and vector-kernels' templates. */
    private static List<Path> mainSources(String module) {
        List<Path> out = new ArrayList<>(ModuleBoundaryTest.javaSources(module));
        Path templates = ModuleBoundaryTest.ROOT.resolve(module).resolve("src/template/java");
        if (Files.isDirectory(templates)) {
            try (Stream<Path> walk = Files.walk(templates)) {
                walk.filter(p -> p.toString().endsWith(".java.tmpl")).forEach(out::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    @Test
    void referencesAreReadFromCodeOnly() {
        String source = """
                package dev.lanewire.text;

                import dev.lanewire.dispatch.Dispatch;
                import static dev.lanewire.kernel.scalar.ScalarUtf8Kernel.INSTANCE;
                import dev.lanewire.validate.*;
                import dev.lanewire.text.Latin1;
                /** {@link dev.lanewire.codec.WireWriter} */
                class A {
                    // dev.lanewire.bench.KernelsInUse
                    String name = "dev.lanewire.kernel.vector.Utf8KernelV512";
                    String block = \"""
                            dev.lanewire.cli.Main
                            \""";
                    dev.lanewire.codec.object.GraphLimits limits;
                    char quote = '"';
                    dev.lanewire.kernel.Utf8Kernel kernel;
                }
                """;
        assertEquals(Set.of("dev.lanewire.dispatch", "dev.lanewire.kernel.scalar", "dev.lanewire.validate",
                "dev.lanewire.codec.object", "dev.lanewire.kernel"), referencedPackages(source));
    }

    @Test
    void layersPlacePackagesByTheTable() {
        assertEquals(0, layerOf("dev.lanewire.kernel"));
        assertEquals(1, layerOf("dev.lanewire.kernel.scalar"));
        assertEquals(LAYERS.size() - 1, layerOf("dev.lanewire.bench.report"));
        assertEquals(LAYERS.size() - 1, layerOf("dev.lanewire.bench"));
        assertEquals(-1, layerOf("dev.lanewire.benchmarks"));
        assertEquals(-1, layerOf("dev.lanewire"));
    }

    @Test
    void everyMainPackageSitsInOneLayerAndItsModule() {
        List<String> offenders = new ArrayList<>();
        Set<String> seen = new TreeSet<>();
        for (String module : MODULES) {
            List<Path> sources = mainSources(module);
            assertFalse(sources.isEmpty(), "no main sources found for " + module + " under " + ModuleBoundaryTest.ROOT);
            for (Path p : sources) {
                if (p.getFileName().toString().equals("module-info.java")) {
                    continue;
                }
                String pkg = packageOf(ModuleBoundaryTest.codeOnly(ModuleBoundaryTest.read(p)));
                seen.add(pkg);
                if (layerOf(pkg) < 0) {
                    offenders.add(p + ": package " + pkg + " is in no layer");
                } else if (!module.equals(moduleOf(pkg))) {
                    offenders.add(p + ": package " + pkg + " belongs in " + moduleOf(pkg) + ", not " + module);
                }
            }
        }
        assertEquals(List.of(), offenders);
        for (Layer layer : LAYERS) {
            for (Place place : layer.places()) {
                assertTrue(seen.stream().anyMatch(pkg -> holds(place, pkg)),
                        "the layers name " + place.pkg() + ", which no main source declares");
            }
        }
    }

    @Test
    void everyReferencePointsDownTheLayers() {
        List<String> offenders = new ArrayList<>();
        for (String module : MODULES) {
            for (Path p : mainSources(module)) {
                if (p.getFileName().toString().equals("module-info.java")) {
                    continue;
                }
                String source = ModuleBoundaryTest.read(p);
                int own = layerOf(packageOf(ModuleBoundaryTest.codeOnly(source)));
                for (String ref : referencedPackages(source)) {
                    int to = layerOf(ref);
                    if (to < 0) {
                        offenders.add(p + " -> " + ref + ": a package in no layer");
                    } else if (to > own || (to == own && !LAYERS.get(own).shared())) {
                        offenders.add(p + " -> " + ref + ": " + LAYERS.get(own).name() + " refers to "
                                + LAYERS.get(to).name());
                    }
                }
            }
        }
        assertEquals(List.of(), offenders, "references that run up the layers or across an unshared one");
    }
}
