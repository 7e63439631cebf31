package dev.lanewire.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The options that choose benchmarks, shared by {@code bench} and {@code ab}: {@code --include}, {@code --exclude}, {@code -p}. */
public final class SelectionOptions {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec spec;

    @Option(names = "--include", paramLabel = "REGEX", description = "benchmarks to run (repeatable), instead of the"
            + " default selection")
    private List<String> includes = new ArrayList<>();

    @Option(names = "--exclude", paramLabel = "REGEX", description = "benchmarks to leave out (repeatable)")
    private List<String> excludes = new ArrayList<>();

    @Option(names = "-p", paramLabel = "NAME=V1,V2", description = "a @Param's values for every --include'd"
            + " benchmark (repeatable), e.g. --include CodecBench -p codecCase=order,mesh")
    private List<String> params = new ArrayList<>();

    /** The {@code --include} regexes, in order. */
    public List<String> includes() {
        return includes;
    }

    /** The {@code --exclude} regexes. */
    public List<String> excludes() {
        return excludes;
    }

    /** Whether any {@code -p} was given. */
    public boolean hasParams() {
        return !params.isEmpty();
    }

    /**
     * The {@code -p name=v1,v2} options as a map, in the order given.
     *
     * @throws ParameterException (a usage error) for a {@code -p} without {@code name=}
     */
    public Map<String, List<String>> params() {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (String p : params) {
            int eq = p.indexOf('=');
            if (eq <= 0) {
                throw new ParameterException(spec.commandLine(), "-p needs name=v1,v2, got '" + p + "'");
            }
            out.put(p.substring(0, eq), List.of(p.substring(eq + 1).split(",")));
        }
        return out;
    }

    /** One selection per {@code --include}, each with every {@code -p}. */
    public List<Selection> selections() {
        List<Selection> out = new ArrayList<>();
        for (String include : includes) {
            out.add(new Selection(include, params()));
        }
        return out;
    }
}
