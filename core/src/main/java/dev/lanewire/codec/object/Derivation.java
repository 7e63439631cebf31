package dev.lanewire.codec.object;

import dev.lanewire.codec.Codec;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Derives codecs from Java types, once per type per registry; the engine behind
 * {@link dev.lanewire.codec.Codecs}.
 *
 * <p>Supported: primitives and their boxes, {@code String}, enums, primitive arrays, §7's
 * range-limited types ({@code LocalDate}, {@code LocalTime}, {@code Instant}, {@code Duration},
 * {@code LocalDateTime}, {@code BigDecimal}) and arrays of them, records and classes with
 * {@link WireField} fields (generic ones too, where used with type arguments), {@code List}/{@code Collection}/{@code ArrayList},
 * {@code Set}/{@code HashSet}/{@code LinkedHashSet}, {@code Map}/{@code HashMap}/{@code LinkedHashMap},
 * object arrays, sealed hierarchies and bases with registered subtypes, and any type with a
 * registered hand-written codec. Anything else is refused at derivation with an
 * {@link IllegalArgumentException} naming the type.
 *
 * <p>Thread-safe: derivation is serialized; derived codecs are published through a concurrent map
 * and are immutable.
 */
public final class Derivation {

    // Canonical constructors of the container templates, copied per instance by Clones.
    private static final MethodType ONE_PART = MethodType.methodType(void.class, ObjectCodec.class, Shape.class);
    private static final MethodType TWO_PARTS = MethodType.methodType(void.class, ObjectCodec.class, ObjectCodec.class,
            Shape.class);
    private static final MethodType ARRAY = MethodType.methodType(void.class, ObjectCodec.class, MethodHandle.class,
            Shape.class);
    private static final MethodType BLOCK_SEQUENCE = ARRAY;
    private static final MethodType CUSTOM = MethodType.methodType(void.class, Codec.class, Shape.class);
    private static final MethodType POLY = MethodType.methodType(void.class, Class[].class, int[].class,
            ObjectCodec[].class, Shape.class);

    private final Map<Class<?>, Codec<?>> custom;
    private final Map<Class<?>, Map<Integer, Class<?>>> subtypes;
    private final Set<Class<?>> tracked;
    private final Set<Class<?>> tolerant;
    private final GraphLimits limits;
    private final Map<Type, ObjectCodec<?>> cache = new HashMap<>();
    private final ConcurrentHashMap<Class<?>, Codec<?>> roots = new ConcurrentHashMap<>();

    /**
     * @param custom   hand-written codecs by type
     * @param subtypes registered subtypes by base type, each by its wire id
     * @param tracked  types whose values are reference-tracked (also {@code List.class},
     *                 {@code Set.class}, {@code Map.class}, {@code Object[].class} for containers)
     * @param tolerant types written in version-tolerant form
     * @param limits   graph limits for every derived codec
     */
    public Derivation(Map<Class<?>, Codec<?>> custom, Map<Class<?>, Map<Integer, Class<?>>> subtypes,
                      Set<Class<?>> tracked, Set<Class<?>> tolerant, GraphLimits limits) {
        this.custom = Map.copyOf(custom);
        Map<Class<?>, Map<Integer, Class<?>>> subs = new HashMap<>();
        subtypes.forEach((base, byId) -> subs.put(base, Map.copyOf(byId)));
        this.subtypes = Map.copyOf(subs);
        this.tracked = Set.copyOf(tracked);
        this.tolerant = Set.copyOf(tolerant);
        this.limits = limits;
    }

    /**
     * The codec of {@code type}, derived on first request.
     *
     * @throws IllegalArgumentException if the type cannot be derived, naming why
     */
    @SuppressWarnings("unchecked")
    public <T> Codec<T> codec(Class<T> type) {
        Codec<?> c = roots.get(type);
        return (Codec<T>) (c != null ? c : derive(type));
    }

    private synchronized Codec<?> derive(Class<?> type) {
        Codec<?> c = roots.get(type);
        if (c != null) {
            return c;
        }
        Map<Type, ObjectCodec<?>> before = new HashMap<>(cache);
        try {
            ObjectCodec<?> derived = resolve(type);
            roots.put(type, derived);
            return derived;
        } catch (RuntimeException | Error e) {
            // Codecs made before the failure may have unfilled class data: none may stay reachable.
            cache.clear();
            cache.putAll(before);
            throw e;
        }
    }

    private ObjectCodec<?> resolve(Type t) {
        ObjectCodec<?> c = cache.get(t);
        if (c == null) {
            c = create(t);
            cache.put(t, c);
        }
        return c;
    }

    private ObjectCodec<?> create(Type t) {
        return switch (t) {
            case Class<?> k -> forClass(k);
            case WildcardType w -> resolve(w.getUpperBounds()[0]);
            case GenericArrayType g -> array(g.getGenericComponentType(), raw(g.getGenericComponentType()));
            case ParameterizedType p -> forParameterized(p);
            case TypeVariable<?> v -> throw new IllegalArgumentException("cannot derive a codec for type variable " + v
                    + ": use a concrete type");
            default -> throw new IllegalArgumentException("cannot derive a codec for " + t);
        };
    }

    private ObjectCodec<?> forParameterized(ParameterizedType p) {
        Class<?> raw = (Class<?>) p.getRawType();
        Type[] args = p.getActualTypeArguments();
        if (custom.containsKey(raw)) {
            return forClass(raw);
        }
        if (raw == List.class || raw == Collection.class || raw == ArrayList.class) {
            ObjectCodec<Object> e = erased(resolve(args[0]));
            if (e.shape().blockSize() > 0) {
                return Clones.of(BlockSequenceCodec.class, BLOCK_SEQUENCE, e, null, Shape.blockSequence(List.class, limits));
            }
            return Clones.of(ListCodec.class, ONE_PART, e, Shape.composite(raw, tracked.contains(List.class), true, limits));
        }
        if (raw == Set.class || raw == HashSet.class || raw == LinkedHashSet.class) {
            return Clones.of(SetCodec.class, ONE_PART, erased(resolve(args[0])),
                    Shape.composite(raw, tracked.contains(Set.class), true, limits));
        }
        if (raw == Map.class || raw == HashMap.class || raw == LinkedHashMap.class) {
            return Clones.of(MapCodec.class, TWO_PARTS, erased(resolve(args[0])), erased(resolve(args[1])),
                    Shape.composite(raw, tracked.contains(Map.class), true, limits));
        }
        if (raw.isRecord() || !annotatedFields(raw).isEmpty()) {
            // A generic record or class used with type arguments: its type variables bound to them.
            TypeVariable<?>[] vars = raw.getTypeParameters();
            Map<TypeVariable<?>, Type> bindings = new HashMap<>();
            for (int i = 0; i < vars.length; i++) {
                bindings.put(vars[i], args[i]);
            }
            return raw.isRecord() ? record(raw, p, bindings) : annotated(raw, annotatedFields(raw), p, bindings);
        }
        throw new IllegalArgumentException("cannot derive a codec for " + p
                + ": generic types other than List, Set, Map, records and @WireField classes need a registered codec");
    }

    private ObjectCodec<?> forClass(Class<?> k) {
        Codec<?> user = custom.get(k);
        if (user != null) {
            return Clones.of(CustomCodec.class, CUSTOM, erasedUser(user), Shape.composite(k, isTracked(k), false, limits));
        }
        if (k == void.class) {
            throw new IllegalArgumentException("void has no values to encode");
        }
        if (k.isPrimitive()) {
            return Leaf.of(MethodType.methodType(k).wrap().returnType());
        }
        Leaf leaf = Leaf.of(k);
        if (leaf != null) {
            return leaf;
        }
        if (k.isEnum()) {
            return EnumCodec.of(k);
        }
        if (k.isArray() && k.getComponentType().isEnum()) {
            return EnumCodec.arrayOf(k.getComponentType());
        }
        if (k.isArray()) {
            return array(k.getComponentType(), k.getComponentType());
        }
        if (Collection.class.isAssignableFrom(k) || Map.class.isAssignableFrom(k)) {
            throw new IllegalArgumentException("cannot derive a codec for raw " + k.getName()
                    + ": declare its element types (List<Foo>, Map<K, V>)");
        }
        if (subtypes.containsKey(k) || k.isSealed()) {
            return poly(k);
        }
        if (k.isRecord()) {
            return record(k, k, Map.of());
        }
        List<Field> fields = annotatedFields(k);
        if (!fields.isEmpty()) {
            return annotated(k, fields, k, Map.of());
        }
        throw new IllegalArgumentException("cannot derive a codec for " + k.getName()
                + ": not a record, no @WireField fields, no registered codec");
    }

    private ObjectCodec<?> array(Type componentType, Class<?> component) {
        if (component.isPrimitive()) {
            return forClass(component.arrayType());
        }
        Class<?> arrayType = component.arrayType();
        MethodHandle newArray = MethodHandles.arrayConstructor(arrayType)
                .asType(MethodType.methodType(Object[].class, int.class));
        ObjectCodec<Object> e = erased(resolve(componentType));
        if (e.shape().blockSize() > 0) {
            return Clones.of(BlockSequenceCodec.class, BLOCK_SEQUENCE, e, newArray, Shape.blockSequence(arrayType, limits));
        }
        return Clones.of(ArrayCodec.class, ARRAY, e, newArray,
                Shape.composite(arrayType, tracked.contains(Object[].class), true, limits));
    }

    private ObjectCodec<?> poly(Class<?> base) {
        List<Class<?>> classes = new ArrayList<>();
        List<Integer> ids = new ArrayList<>();
        Map<Integer, Class<?>> registered = subtypes.get(base);
        if (registered != null) {
            registered.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> {
                if (e.getKey() < 0) {
                    throw new IllegalArgumentException("negative type id " + e.getKey() + " for " + e.getValue());
                }
                if (!base.isAssignableFrom(e.getValue())) {
                    throw new IllegalArgumentException(e.getValue().getName() + " is not a subtype of " + base.getName());
                }
                ids.add(e.getKey());
                classes.add(e.getValue());
            });
        } else {
            concreteSubtypes(base, classes);
            boolean annotated = classes.stream().anyMatch(c -> c.isAnnotationPresent(TypeId.class));
            for (int i = 0; i < classes.size(); i++) {
                TypeId id = classes.get(i).getAnnotation(TypeId.class);
                if (annotated && id == null) {
                    throw new IllegalArgumentException(classes.get(i).getName() + " needs @TypeId: other subtypes of "
                            + base.getName() + " have one");
                }
                if (id != null && id.value() < 0) {
                    throw new IllegalArgumentException("negative @TypeId on " + classes.get(i).getName());
                }
                ids.add(annotated ? id.value() : i);
            }
            if (new HashSet<>(ids).size() != ids.size()) {
                throw new IllegalArgumentException("duplicate @TypeId among the subtypes of " + base.getName() + ": "
                        + ids);
            }
        }
        if (classes.isEmpty()) {
            throw new IllegalArgumentException(base.getName() + " has no concrete subtypes to encode");
        }
        ObjectCodec<?>[] codecs = new ObjectCodec<?>[classes.size()];
        ObjectCodec<?> poly = Clones.of(PolyCodec.class, POLY, classes.toArray(Class<?>[]::new),
                ids.stream().mapToInt(Integer::intValue).toArray(), codecs,
                Shape.composite(base, isTracked(base), true, limits));
        cache.put(base, poly);
        for (int i = 0; i < codecs.length; i++) {
            codecs[i] = forSubtype(classes.get(i));
        }
        return poly;
    }

    private ObjectCodec<?> forSubtype(Class<?> sub) {
        if (sub.isRecord() || custom.containsKey(sub)) {
            return resolve(sub);
        }
        List<Field> fields = annotatedFields(sub);
        if (fields.isEmpty() && !sub.isEnum()) {
            throw new IllegalArgumentException("subtype " + sub.getName() + " is neither a record nor has @WireField fields");
        }
        return resolve(sub);
    }

    private static void concreteSubtypes(Class<?> type, List<Class<?>> out) {
        for (Class<?> p : type.getPermittedSubclasses()) {
            if (p.isSealed()) {
                if (!p.isInterface() && !Modifier.isAbstract(p.getModifiers())) {
                    out.add(p);
                }
                concreteSubtypes(p, out);
            } else if (p.isInterface() || Modifier.isAbstract(p.getModifiers())) {
                throw new IllegalArgumentException("non-sealed abstract subtype " + p.getName() + " of " + type.getName()
                        + ": register its concrete subtypes instead");
            } else {
                out.add(p);
            }
        }
    }

    private ObjectCodec<?> record(Class<?> k, Type key, Map<TypeVariable<?>, Type> bindings) {
        MethodHandles.Lookup lookup = privateLookup(k);
        RecordComponent[] components = k.getRecordComponents();
        List<Generator.Member> members = new ArrayList<>();
        Type[] generic = new Type[components.length];
        Class<?>[] types = new Class<?>[components.length];
        try {
            for (int i = 0; i < components.length; i++) {
                RecordComponent rc = components[i];
                types[i] = rc.getType();
                generic[i] = substitute(rc.getGenericType(), bindings, k);
                Class<?> erased = erase(rc.getType());
                MethodHandle getter = lookup.unreflect(rc.getAccessor())
                        .asType(MethodType.methodType(erased, Object.class));
                members.add(new Generator.Member(rc.getName(), erased, getter, null));
            }
            Constructor<?> ctor = k.getDeclaredConstructor(types);
            MethodHandle construct = lookup.unreflectConstructor(ctor).asType(constructType(types));
            return generate(k, key, members, generic, construct, null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException("cannot access " + k.getName() + ": " + e, e);
        }
    }

    private ObjectCodec<?> annotated(Class<?> k, List<Field> fields, Type key, Map<TypeVariable<?>, Type> bindings) {
        if (Modifier.isAbstract(k.getModifiers()) || k.isInterface()) {
            throw new IllegalArgumentException("cannot derive a codec for abstract " + k.getName()
                    + ": make it sealed or register its subtypes");
        }
        MethodHandles.Lookup lookup = privateLookup(k);
        Class<?>[] types = fields.stream().map(Field::getType).toArray(Class<?>[]::new);
        Type[] generic = fields.stream().map(f -> substitute(f.getGenericType(), bindings, k)).toArray(Type[]::new);
        Constructor<?> canonical = null;
        try {
            canonical = k.getDeclaredConstructor(types);
        } catch (NoSuchMethodException e) {
            // No canonical constructor: built by the no-arg one and its setters below.
        }
        try {
            List<Generator.Member> members = new ArrayList<>();
            for (Field f : fields) {
                Class<?> erased = erase(f.getType());
                MethodHandle getter = lookup.unreflectGetter(f).asType(MethodType.methodType(erased, Object.class));
                MethodHandle setter = null;
                if (canonical == null) {
                    if (Modifier.isFinal(f.getModifiers())) {
                        throw new IllegalArgumentException(k.getName() + "." + f.getName() + " is final but "
                                + k.getName() + " has no constructor taking its @WireField fields in order");
                    }
                    setter = lookup.unreflectSetter(f).asType(MethodType.methodType(void.class, Object.class, erased));
                }
                members.add(new Generator.Member(f.getName(), erased, getter, setter));
            }
            if (canonical != null) {
                return generate(k, key, members, generic,
                        lookup.unreflectConstructor(canonical).asType(constructType(types)),
                        null);
            }
            Constructor<?> noArg = k.getDeclaredConstructor();
            MethodHandle create = lookup.unreflectConstructor(noArg).asType(MethodType.methodType(Object.class));
            return generate(k, key, members, generic, null, create);
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException(k.getName() + " needs a constructor taking its @WireField fields in "
                    + "order, or a no-arg constructor", e);
        } catch (IllegalAccessException e) {
            throw new IllegalArgumentException("cannot access " + k.getName() + ": " + e, e);
        }
    }

    private ObjectCodec<?> generate(Class<?> k, Type key, List<Generator.Member> members, Type[] generic,
                                    MethodHandle construct,
                                    MethodHandle create) {
        boolean tol = tolerant.contains(k) || k.isAnnotationPresent(Tolerant.class);
        boolean trk = isTracked(k);
        boolean block = construct != null && !tol && !trk && !members.isEmpty()
                && members.stream().allMatch(Generator.Member::primitive);
        Shape shape;
        if (block) {
            int stride = 0;
            List<Integer> bools = new ArrayList<>();
            for (Generator.Member m : members) {
                if (m.type() == boolean.class) {
                    bools.add(stride);
                }
                stride += Generator.sizeOf(m.type());
            }
            shape = new Shape(k, false, false, false, false, false, stride, bools.stream().mapToInt(Integer::intValue).toArray(), limits);
        } else {
            shape = Shape.composite(k, trk, create != null, limits);
        }
        Generator.Generated g = Generator.generate(new Generator.Plan(k, List.copyOf(members), construct, create, tol, shape));
        cache.put(key, g.codec());
        boolean leavesOnly = true;
        for (int i = 0; i < members.size(); i++) {
            int slot = g.codecSlots()[i];
            if (slot >= 0) {
                ObjectCodec<?> part = resolve(generic[i]);
                g.data()[slot] = part;
                leavesOnly &= part.shape().flat();
            }
        }
        if (leavesOnly && !trk && construct != null) {
            // Nothing has read this codec's shape yet: a type whose fields are all leaves is on no
            // cycle of types, so resolving its parts derived nothing that refers back to it.
            g.data()[Generator.SHAPE] = shape.asClosed();
        }
        return g.codec();
    }

    /**
     * {@code t} with the type variables of {@code owner} replaced by their bindings.
     *
     * @throws IllegalArgumentException for a type variable with no binding (a generic type used raw)
     */
    private static Type substitute(Type t, Map<TypeVariable<?>, Type> bindings, Class<?> owner) {
        return switch (t) {
            case TypeVariable<?> v -> {
                Type bound = bindings.get(v);
                if (bound == null) {
                    throw new IllegalArgumentException("cannot derive a codec for " + owner.getName() + " used without "
                            + "its type arguments: type variable " + v + " is unbound");
                }
                yield bound;
            }
            case ParameterizedType p -> {
                Type[] args = p.getActualTypeArguments();
                Type[] bound = new Type[args.length];
                boolean changed = false;
                for (int i = 0; i < args.length; i++) {
                    bound[i] = substitute(args[i], bindings, owner);
                    changed |= bound[i] != args[i];
                }
                yield changed ? new BoundType((Class<?>) p.getRawType(), p.getOwnerType(), bound) : p;
            }
            case GenericArrayType g -> {
                Type component = substitute(g.getGenericComponentType(), bindings, owner);
                yield component instanceof Class<?> c ? c.arrayType() : new BoundArray(component);
            }
            case WildcardType w -> substitute(w.getUpperBounds()[0], bindings, owner);
            default -> t;
        };
    }

    /** A parameterized type after substitution; equal to the JDK's for the same raw type and arguments. */
    private record BoundType(Class<?> raw, Type owner, Type[] args) implements ParameterizedType {

        @Override
        public Type[] getActualTypeArguments() {
            return args.clone();
        }

        @Override
        public Type getRawType() {
            return raw;
        }

        @Override
        public Type getOwnerType() {
            return owner;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof ParameterizedType p && raw.equals(p.getRawType())
                    && java.util.Objects.equals(owner, p.getOwnerType())
                    && Arrays.equals(args, p.getActualTypeArguments());
        }

        @Override
        public int hashCode() {
            // The JDK's ParameterizedType hash, so the two are interchangeable as map keys.
            return Arrays.hashCode(args) ^ java.util.Objects.hashCode(owner) ^ raw.hashCode();
        }

        @Override
        public String toString() {
            return raw.getTypeName() + Arrays.toString(args).replace('[', '<').replace(']', '>');
        }
    }

    /** A generic array type after substitution. */
    private record BoundArray(Type component) implements GenericArrayType {

        @Override
        public Type getGenericComponentType() {
            return component;
        }
    }

    private boolean isTracked(Class<?> k) {
        return tracked.contains(k) || k.isAnnotationPresent(Tracked.class);
    }

    private static List<Field> annotatedFields(Class<?> k) {
        List<Field> fields = new ArrayList<>(Arrays.stream(k.getDeclaredFields())
                .filter(f -> f.isAnnotationPresent(WireField.class)).toList());
        fields.sort(Comparator.comparingInt(f -> f.getAnnotation(WireField.class).value()));
        for (int i = 0; i < fields.size(); i++) {
            Field f = fields.get(i);
            if (f.getAnnotation(WireField.class).value() != i) {
                throw new IllegalArgumentException("@WireField positions of " + k.getName() + " must be 0, 1, 2, ...: "
                        + f.getName() + " has " + f.getAnnotation(WireField.class).value() + " where " + i + " belongs");
            }
            if (Modifier.isStatic(f.getModifiers())) {
                throw new IllegalArgumentException("@WireField on static field " + k.getName() + "." + f.getName());
            }
        }
        return fields;
    }

    private static MethodHandles.Lookup privateLookup(Class<?> k) {
        try {
            // A named module reads only what it requires; an application's module is read on demand.
            Derivation.class.getModule().addReads(k.getModule());
            return MethodHandles.privateLookupIn(k, MethodHandles.lookup());
        } catch (IllegalAccessException e) {
            throw new IllegalArgumentException("cannot access " + k.getName() + " (open its package to "
                    + openTo() + "): " + e.getMessage(), e);
        }
    }

    /** The module to open a type's package to: Lanewire's own module, or ALL-UNNAMED on the class path. */
    private static String openTo() {
        Module lanewire = Derivation.class.getModule();
        return lanewire.isNamed() ? lanewire.getName() : "ALL-UNNAMED";
    }

    private static MethodType constructType(Class<?>[] types) {
        Class<?>[] erased = new Class<?>[types.length];
        for (int i = 0; i < types.length; i++) {
            erased[i] = erase(types[i]);
        }
        return MethodType.methodType(Object.class, erased);
    }

    private static Class<?> erase(Class<?> type) {
        return type.isPrimitive() ? type : Object.class;
    }

    private static Class<?> raw(Type t) {
        return switch (t) {
            case Class<?> k -> k;
            case ParameterizedType p -> (Class<?>) p.getRawType();
            case GenericArrayType g -> raw(g.getGenericComponentType()).arrayType();
            case WildcardType w -> raw(w.getUpperBounds()[0]);
            default -> Object.class;
        };
    }

    @SuppressWarnings("unchecked")
    private static ObjectCodec<Object> erased(ObjectCodec<?> c) {
        return (ObjectCodec<Object>) c;
    }

    @SuppressWarnings("unchecked")
    private static Codec<Object> erasedUser(Codec<?> c) {
        return (Codec<Object>) c;
    }
}
