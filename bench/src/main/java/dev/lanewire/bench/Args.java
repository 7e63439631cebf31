package dev.lanewire.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Command-line options of the bench tools: {@code --name value} (repeatable), bare
 * {@code --flag}s, and everything after {@code --} kept verbatim.
 */
public final class Args {

    private final Map<String, List<String>> values = new LinkedHashMap<>();
    private final List<String> rest = new ArrayList<>();

    private Args() {
    }

    /**
     * Parses {@code args}; names in {@code flags} take no value.
     *
     * @throws IllegalArgumentException on an option without its value or a stray word
     */
    public static Args parse(String[] args, Set<String> flags) {
        Args out = new Args();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--")) {
                out.rest.addAll(List.of(args).subList(i + 1, args.length));
                break;
            }
            if (!a.startsWith("-")) {
                throw new IllegalArgumentException("unexpected argument '" + a + "'");
            }
            String name = a.replaceFirst("^--?", "");
            int eq = name.indexOf('=');
            if (eq > 0) {
                out.values.computeIfAbsent(name.substring(0, eq), k -> new ArrayList<>()).add(name.substring(eq + 1));
            } else if (flags.contains(name)) {
                out.values.computeIfAbsent(name, k -> new ArrayList<>()).add("true");
            } else {
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException("option " + a + " needs a value");
                }
                out.values.computeIfAbsent(name, k -> new ArrayList<>()).add(args[++i]);
            }
        }
        return out;
    }

    /** Whether the option or flag was given. */
    public boolean has(String name) {
        return values.containsKey(name);
    }

    /** The last value of the option, or {@code otherwise}. */
    public String get(String name, String otherwise) {
        List<String> v = values.get(name);
        return v == null ? otherwise : v.getLast();
    }

    /** The option's value as an int, or {@code otherwise}. */
    public int getInt(String name, int otherwise) {
        String v = get(name, null);
        try {
            return v == null ? otherwise : Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " needs a number, got '" + v + "'", e);
        }
    }

    /** Every value of a repeatable option, in order. */
    public List<String> all(String name) {
        return values.getOrDefault(name, List.of());
    }

    /** The words after {@code --}. */
    public List<String> rest() {
        return rest;
    }

    /** Names given that are not in {@code known}; callers reject them. */
    public List<String> unknown(Set<String> known) {
        return values.keySet().stream().filter(k -> !known.contains(k)).toList();
    }
}
