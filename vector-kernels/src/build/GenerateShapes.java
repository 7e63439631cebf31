import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Expands the width-agnostic kernel templates into one class per vector shape.
 *
 * <p>Every {@code *.java.tmpl} file below the template root is written three times, once for
 * each width in {@link #WIDTHS}, with the token {@code @W@} replaced by the width in bits, both in
 * the file's name and in its text. A template therefore names its species
 * {@code ByteVector.SPECIES_@W@}, which becomes a static final constant in each generated class:
 * the JIT only intrinsifies Vector API code whose species it can see as a constant.
 *
 * <p>Run with the source launcher (any JDK 17 or later): {@code java GenerateShapes.java IN OUT}.
 */
public final class GenerateShapes {
    private static final List<String> WIDTHS = List.of("128", "256", "512");
    private static final String TOKEN = "@W@";

    private GenerateShapes() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: GenerateShapes <template-root> <output-root>");
        }
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);
        if (!Files.isDirectory(in)) {
            return;
        }
        List<Path> templates;
        try (Stream<Path> walk = Files.walk(in)) {
            templates = walk.filter(p -> p.getFileName().toString().endsWith(".java.tmpl")).sorted().toList();
        }
        int written = 0;
        for (Path template : templates) {
            String text = Files.readString(template, StandardCharsets.UTF_8);
            String relative = in.relativize(template).toString();
            String baseName = relative.substring(0, relative.length() - ".tmpl".length());
            if (!baseName.contains(TOKEN)) {
                throw new IllegalStateException(template + ": a template's file name must contain " + TOKEN);
            }
            for (String width : WIDTHS) {
                Path target = out.resolve(baseName.replace(TOKEN, width));
                String body = "// Generated from " + relative.replace('\\', '/') + " for " + width
                        + "-bit vectors by GenerateShapes; edit the template, not this file.\n"
                        + text.replace(TOKEN, width);
                Files.createDirectories(target.getParent());
                if (!Files.exists(target) || !Files.readString(target, StandardCharsets.UTF_8).equals(body)) {
                    Files.writeString(target, body, StandardCharsets.UTF_8);
                }
                written++;
            }
        }
        System.out.println("GenerateShapes: " + templates.size() + " templates, " + written + " shape classes");
    }
}
