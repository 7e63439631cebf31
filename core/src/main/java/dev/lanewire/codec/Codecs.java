package dev.lanewire.codec;

import dev.lanewire.codec.object.Derivation;
import dev.lanewire.codec.object.GraphLimits;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A registry of codecs: derives a {@link Codec} once per type and hands out the same instance
 * after that.
 *
 * <p>{@link #of(Class)} uses the shared default registry; {@link #builder()} makes one with
 * hand-written codecs, registered subtypes, tracked and tolerant types, or other limits. Codecs
 * from different registries do not mix (each derives its own codecs for nested types).
 *
 * <p>Derivation (see {@code dev.lanewire.codec.object}) looks at the type once, binds method
 * handles to its accessors and constructor and generates a hidden class that calls them; no
 * reflection happens when values are written or read. Object encodings are described in
 * {@code docs/wire-format.md}, "Object encodings".
 */
public final class Codecs {

    private static final Codecs DEFAULT = builder().build();

    private final Derivation derivation;

    private Codecs(Derivation derivation) {
        this.derivation = derivation;
    }

    /**
     * The codec of {@code type} from the default registry.
     *
     * @throws IllegalArgumentException if the type cannot be derived, naming why
     */
    public static <T> Codec<T> of(Class<T> type) {
        return DEFAULT.codec(type);
    }

    /** The default registry: no hand-written codecs, nothing tracked beyond {@code @Tracked}. */
    public static Codecs defaults() {
        return DEFAULT;
    }

    /** A builder for a registry of its own. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The codec of {@code type} from this registry, derived on first request.
     *
     * @throws IllegalArgumentException if the type cannot be derived, naming why
     */
    public <T> Codec<T> codec(Class<T> type) {
        return derivation.codec(Objects.requireNonNull(type, "type"));
    }

    /** Configures a {@link Codecs} registry. Not thread-safe; the registry it builds is. */
    public static final class Builder {

        private final Map<Class<?>, Codec<?>> custom = new HashMap<>();
        private final Map<Class<?>, Map<Integer, Class<?>>> subtypes = new HashMap<>();
        private final Set<Class<?>> tracked = new HashSet<>();
        private final Set<Class<?>> tolerant = new HashSet<>();
        private GraphLimits limits = GraphLimits.DEFAULT;

        private Builder() {
        }

        /** Uses {@code codec}, hand-written, for {@code type} wherever it appears. */
        public <T> Builder register(Class<T> type, Codec<T> codec) {
            custom.put(Objects.requireNonNull(type, "type"), Objects.requireNonNull(codec, "codec"));
            return this;
        }

        /**
         * Registers {@code subtype} of {@code base} under the stable wire id {@code id}. A base with
         * registered subtypes accepts exactly those (sealed bases use their permitted subtypes
         * unless some are registered).
         *
         * @throws IllegalArgumentException if the id is negative or taken for this base
         */
        public Builder subtype(Class<?> base, Class<?> subtype, int id) {
            if (id < 0) {
                throw new IllegalArgumentException("negative type id " + id);
            }
            Map<Integer, Class<?>> byId = subtypes.computeIfAbsent(base, b -> new HashMap<>());
            if (byId.containsKey(id)) {
                throw new IllegalArgumentException("type id " + id + " of " + base.getName() + " is taken by "
                        + byId.get(id).getName());
            }
            byId.put(id, subtype);
            return this;
        }

        /**
         * Tracks references of {@code type} (as {@code @Tracked} does); {@code List.class},
         * {@code Set.class}, {@code Map.class} and {@code Object[].class} track containers.
         */
        public Builder track(Class<?> type) {
            tracked.add(Objects.requireNonNull(type, "type"));
            return this;
        }

        /** Writes {@code type} in version-tolerant form (as {@code @Tolerant} does). */
        public Builder tolerant(Class<?> type) {
            tolerant.add(Objects.requireNonNull(type, "type"));
            return this;
        }

        /** Sets the graph limits of every codec this registry derives. */
        public Builder limits(GraphLimits graphLimits) {
            this.limits = Objects.requireNonNull(graphLimits, "graphLimits");
            return this;
        }

        /** The registry. */
        public Codecs build() {
            return new Codecs(new Derivation(custom, subtypes, tracked, tolerant, limits));
        }
    }
}
