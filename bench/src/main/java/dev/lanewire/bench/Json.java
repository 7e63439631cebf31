package dev.lanewire.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader and writer for result files: objects become {@code LinkedHashMap}s (key
 * order kept), arrays {@code List}s, numbers {@code Double}s. Enough for JMH's result files and
 * Lanewire's own; not a general-purpose library.
 */
public final class Json {

    private final String text;
    private int pos;

    private Json(String text) {
        this.text = text;
    }

    /**
     * Parses one JSON value.
     *
     * @throws IllegalArgumentException naming the offset of the first malformed character
     */
    public static Object parse(String text) {
        Json p = new Json(text);
        Object v = p.value();
        p.skipSpace();
        if (p.pos != text.length()) {
            throw p.error("trailing characters");
        }
        return v;
    }

    /** Writes {@code value} (maps, lists, strings, numbers, booleans, null) as indented JSON. */
    public static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        write(sb, value, 0);
        return sb.append('\n').toString();
    }

    private static void write(StringBuilder sb, Object v, int indent) {
        switch (v) {
            case null -> sb.append("null");
            case String s -> quote(sb, s);
            case Double d when d.isNaN() || d.isInfinite() -> sb.append("null");
            case Float f when f.isNaN() || f.isInfinite() -> sb.append("null");
            case Double d when d == Math.rint(d) && Math.abs(d) < 1e15 -> sb.append(d.longValue());
            case Number n -> sb.append(n);
            case Boolean b -> sb.append(b);
            case Map<?, ?> m -> {
                if (m.isEmpty()) {
                    sb.append("{}");
                    return;
                }
                sb.append("{\n");
                int i = 0;
                for (Map.Entry<?, ?> e : m.entrySet()) {
                    sb.append("  ".repeat(indent + 1));
                    quote(sb, String.valueOf(e.getKey()));
                    sb.append(": ");
                    write(sb, e.getValue(), indent + 1);
                    sb.append(++i < m.size() ? ",\n" : "\n");
                }
                sb.append("  ".repeat(indent)).append('}');
            }
            case List<?> l -> {
                if (l.isEmpty()) {
                    sb.append("[]");
                    return;
                }
                boolean flat = l.stream().noneMatch(x -> x instanceof Map || x instanceof List);
                sb.append(flat ? "[" : "[\n");
                for (int i = 0; i < l.size(); i++) {
                    if (!flat) {
                        sb.append("  ".repeat(indent + 1));
                    }
                    write(sb, l.get(i), indent + 1);
                    if (i + 1 < l.size()) {
                        sb.append(flat ? ", " : ",\n");
                    }
                }
                sb.append(flat ? "]" : "\n" + "  ".repeat(indent) + "]");
            }
            default -> quote(sb, v.toString());
        }
    }

    private static void quote(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }

    private Object value() {
        skipSpace();
        if (pos >= text.length()) {
            throw error("unexpected end");
        }
        char c = text.charAt(pos);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> literal("true", Boolean.TRUE);
            case 'f' -> literal("false", Boolean.FALSE);
            case 'n' -> literal("null", null);
            default -> number();
        };
    }

    private Map<String, Object> object() {
        Map<String, Object> out = new LinkedHashMap<>();
        pos++;
        skipSpace();
        if (peek('}')) {
            pos++;
            return out;
        }
        while (true) {
            skipSpace();
            String key = string();
            skipSpace();
            expect(':');
            out.put(key, value());
            skipSpace();
            if (peek(',')) {
                pos++;
            } else {
                expect('}');
                return out;
            }
        }
    }

    private List<Object> array() {
        List<Object> out = new ArrayList<>();
        pos++;
        skipSpace();
        if (peek(']')) {
            pos++;
            return out;
        }
        while (true) {
            out.add(value());
            skipSpace();
            if (peek(',')) {
                pos++;
            } else {
                expect(']');
                return out;
            }
        }
    }

    private String string() {
        expect('"');
        StringBuilder sb = new StringBuilder();
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (pos >= text.length()) {
                break;
            }
            char e = text.charAt(pos++);
            switch (e) {
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case 'r' -> sb.append('\r');
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'u' -> {
                    if (pos + 4 > text.length()) {
                        throw error("short \\u escape");
                    }
                    sb.append((char) Integer.parseInt(text, pos, pos + 4, 16));
                    pos += 4;
                }
                default -> sb.append(e);
            }
        }
        throw error("unterminated string");
    }

    private Object number() {
        int start = pos;
        while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
        String n = text.substring(start, pos);
        if (n.isEmpty()) {
            throw error("unexpected character '" + text.charAt(start) + "'");
        }
        if (n.equals("NaN")) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(n);
        } catch (NumberFormatException e) {
            throw error("bad number '" + n + "'");
        }
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, pos)) {
            throw error("expected " + word);
        }
        pos += word.length();
        return value;
    }

    private boolean peek(char c) {
        return pos < text.length() && text.charAt(pos) == c;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("JSON: " + what + " at offset " + pos);
    }
}
