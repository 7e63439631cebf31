package dev.lanewire.dispatch;

/**
 * The kernels bound for one operation, one per {@link SizeClass}.
 *
 * <p>A record on purpose: HotSpot treats a record's final fields as constants, so a façade that
 * holds a {@code Bound} in a static final field and calls {@code BOUND.large().op(...)} calls a
 * constant receiver of exact type, which the JIT inlines like a direct call.
 *
 * <p>Call each size class's kernel from a call site of its own: branch on the size first, then
 * call {@code BOUND.small().op(...)}, {@code BOUND.medium().op(...)} or {@code BOUND.large().op(...)}.
 * A helper that returns one of the three kernels to a single call site makes that site see up to
 * three classes wherever a profile binds different variants per size class, and C2 then compiles
 * it as a virtual call (shown by {@code MonomorphicBindingTest}).
 *
 * @param small  kernel for inputs of at most {@link SizeClass#SMALL}'s units
 * @param medium kernel for inputs up to {@link SizeClass#MEDIUM}'s units
 * @param large  kernel for larger inputs
 * @param <K>    the family's contract interface
 */
public record Bound<K>(K small, K medium, K large) {

    /** Largest input, in units, for {@link #small()}. */
    public static final int SMALL_MAX = 16;
    /** Largest input, in units, for {@link #medium()}. */
    public static final int MEDIUM_MAX = 256;

    /** Binds {@code op}'s chosen kernel for every size class. */
    public static <K> Bound<K> of(Op op, Class<K> contract) {
        return new Bound<>(Dispatch.kernel(op, SizeClass.SMALL, contract),
                Dispatch.kernel(op, SizeClass.MEDIUM, contract),
                Dispatch.kernel(op, SizeClass.LARGE, contract));
    }
}
