package dev.lanewire.dispatch;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Finds and loads the profile files, in the order they are consulted:
 * <ol>
 *   <li>the file named by the system property {@value #PROPERTY} or the environment variable
 *       {@value #ENV} (for A/B runs and deployments that ship their own table);</li>
 *   <li>the user's calibration file: {@value #USER_PROPERTY} or {@value #USER_ENV}, by default
 *       {@code ~/.lanewire/profile.txt} (written by {@code scripts/run-vector.sh calibrate});</li>
 *   <li>the table shipped in core, resource {@value #SHIPPED}.</li>
 * </ol>
 * A file that cannot be read, is malformed or is stale is reported in one line and skipped; startup
 * never fails because of a profile.
 */
final class ProfileSources {

    /** System property naming a profile file consulted first. */
    static final String PROPERTY = "lanewire.profile";
    /** Environment variable naming a profile file consulted first, when the property is not set. */
    static final String ENV = "LANEWIRE_PROFILE";
    /** System property naming the user's calibration file. */
    static final String USER_PROPERTY = "lanewire.profile.user";
    /** Environment variable naming the user's calibration file, when the property is not set. */
    static final String USER_ENV = "LANEWIRE_USER_PROFILE";
    /** Class-path resource of the shipped table. */
    static final String SHIPPED = "/dev/lanewire/dispatch/profiles.txt";

    /**
     * One consulted source.
     *
     * @param name     how reports name it, e.g. {@code user file /home/x/.lanewire/profile.txt}
     * @param entries  its entries; empty when absent or ignored
     * @param status   {@code loaded}, {@code absent}, or why it was ignored
     * @param problem  whether the status must be reported (a named file that is missing, malformed or stale)
     * @param cpuFlags per CPU signature, the flags its {@code cpu-flags} line records
     */
    record Source(String name, List<ProfileEntry> entries, String status, boolean problem,
                  Map<String, Set<String>> cpuFlags) {

        /** A source without {@code cpu-flags} lines. */
        Source(String name, List<ProfileEntry> entries, String status, boolean problem) {
            this(name, entries, status, problem, Map.of());
        }
    }

    private ProfileSources() {
    }

    /** The user's calibration file, where {@code calibrate} writes by default. */
    static Path userFile(Function<String, String> properties, Map<String, String> env) {
        String named = properties.apply(USER_PROPERTY);
        if (named == null || named.isBlank()) {
            named = env.get(USER_ENV);
        }
        if (named != null && !named.isBlank()) {
            return Path.of(named);
        }
        String home = properties.apply("user.home");
        return Path.of(home == null || home.isBlank() ? "." : home, ".lanewire", "profile.txt");
    }

    /** Loads every source in order, for the JDK of feature release {@code jdkFeature}. */
    static List<Source> load(Function<String, String> properties, Map<String, String> env, int jdkFeature) {
        List<Source> out = new ArrayList<>();
        String named = properties.apply(PROPERTY);
        String how = "-D" + PROPERTY;
        if (named == null || named.isBlank()) {
            named = env.get(ENV);
            how = ENV;
        }
        if (named != null && !named.isBlank()) {
            out.add(file(how + " file " + named, Path.of(named), true, jdkFeature));
        }
        Path user = userFile(properties, env);
        out.add(file("user file " + user, user, false, jdkFeature));
        out.add(shipped(jdkFeature));
        return List.copyOf(out);
    }

    private static Source file(String name, Path path, boolean mustExist, int jdkFeature) {
        if (!Files.exists(path)) {
            return new Source(name, List.of(), mustExist ? "ignored: no such file" : "absent", mustExist);
        }
        try {
            return parsed(name, Files.readString(path, StandardCharsets.UTF_8), jdkFeature);
        } catch (IOException | RuntimeException e) {
            return new Source(name, List.of(), "ignored: cannot be read (" + e + ")", true);
        }
    }

    private static Source shipped(int jdkFeature) {
        String name = "shipped table " + SHIPPED.substring(1);
        try (InputStream in = ProfileSources.class.getResourceAsStream(SHIPPED)) {
            if (in == null) {
                return new Source(name, List.of(), "absent", false);
            }
            return parsed(name, new String(in.readAllBytes(), StandardCharsets.UTF_8), jdkFeature);
        } catch (IOException | RuntimeException e) {
            return new Source(name, List.of(), "ignored: cannot be read (" + e + ")", true);
        }
    }

    static Source parsed(String name, String text, int jdkFeature) {
        try {
            ProfileFormat.Profile profile = ProfileFormat.read("", text, jdkFeature);
            return new Source(name, profile.entries(), "loaded, " + profile.entries().size() + " entries", false,
                    profile.cpuFlags());
        } catch (MalformedProfileException e) {
            return new Source(name, List.of(), "ignored: " + e.getMessage(), true);
        } catch (RuntimeException e) {
            return new Source(name, List.of(), "ignored: cannot be parsed (" + e + ")", true);
        }
    }
}
