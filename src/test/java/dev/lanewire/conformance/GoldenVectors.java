package dev.lanewire.conformance;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Loads the golden vector files of {@code src/test/resources/golden/v1}. */
final class GoldenVectors {

    /** A well-formed value: its type, its value as written in the file, and its wire bytes. */
    record Value(String name, String type, String value, byte[] wire) {
    }

    /** Malformed bytes that must fail, read as {@code type}, at {@code offset}. */
    record Malformed(String name, String type, byte[] wire, int offset) {
    }

    private GoldenVectors() {
    }

    static List<Value> values() {
        List<Value> out = new ArrayList<>();
        for (String[] f : rows("/golden/v1/values.txt")) {
            out.add(new Value(f[0], f[1], f[2], Hex.parse(f[3])));
        }
        return out;
    }

    static List<Malformed> malformed() {
        List<Malformed> out = new ArrayList<>();
        for (String[] f : rows("/golden/v1/malformed.txt")) {
            out.add(new Malformed(f[0], f[1], Hex.parse(f[2]), Integer.parseInt(f[3])));
        }
        return out;
    }

    private static List<String[]> rows(String resource) {
        List<String[]> rows = new ArrayList<>();
        try (InputStream in = GoldenVectors.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = reader.readLine()) != null; ) {
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] fields = t.split("\\|", -1);
                if (fields.length != 4) {
                    throw new IllegalStateException(resource + ": expected 4 fields in: " + line);
                }
                for (int i = 0; i < fields.length; i++) {
                    fields[i] = fields[i].strip();
                }
                rows.add(fields);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }
}
