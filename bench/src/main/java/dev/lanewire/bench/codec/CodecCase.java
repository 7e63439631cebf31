package dev.lanewire.bench.codec;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.BiPredicate;
import java.util.function.Supplier;

/**
 * One codec case: its id, its fixture, its hand-written schema, how to compare a decoded value
 * with the fixture, and the classes a peer must register to encode it.
 *
 * @param id          stable id, the {@code codecCase} JMH parameter and the key in reports
 * @param label       the name for the case, e.g. {@code (a) order/trade message}
 * @param utf8Heavy   whether most of its encoded bytes are UTF-8 text (the 1.5x-Fory target)
 * @param fixture     makes the value (deterministic)
 * @param schema      the layout every primitive-level peer writes
 * @param same        whether a decoded value equals the fixture
 * @param classes     classes a registering peer (Fory) must know, components of arrays included
 * @param <T>         the value type
 */
public record CodecCase<T>(String id, String label, boolean utf8Heavy, Supplier<T> fixture, Schema<T> schema,
                           BiPredicate<T, T> same, List<Class<?>> classes) {

    /** (a) an order/trade message. */
    public static final CodecCase<Order> ORDER = new CodecCase<>("order", "(a) order/trade message", false,
            Fixtures::order, Schemas.ORDER, Objects::equals, List.of(Order.class));
    /** (b) 1,000 strings of mixed scripts. */
    public static final CodecCase<String[]> STRINGS_MIXED_1000 = new CodecCase<>("strings-mixed-1000",
            "(b) strings-mixed-1000", true, Fixtures::mixedStrings, Schemas.STRINGS, Arrays::equals,
            List.of());
    /** (c) a mesh of float 3-vectors. */
    public static final CodecCase<Mesh> MESH = new CodecCase<>("mesh", "(c) mesh of float 3-vectors", false,
            Fixtures::mesh, Schemas.MESH, Objects::equals, List.of(Mesh.class));
    /** (d) a million fixed-size records. */
    public static final CodecCase<Tick[]> RECORDS_1M = new CodecCase<>("records-1m", "(d) 1M fixed-size records",
            false, Fixtures::ticks, Schemas.TICKS, Arrays::equals, List.of(Tick.class, Tick[].class));
    /** (e) blocks of dates and instants. */
    public static final CodecCase<TimeBlock> DATES_INSTANTS = new CodecCase<>("dates-instants",
            "(e) blocks of dates and instants", false, Fixtures::timeBlock, Schemas.TIMES, Objects::equals,
            List.of(TimeBlock.class));
    /** (f) a string-heavy list of records. */
    public static final CodecCase<List<Contact>> STRING_RECORDS = new CodecCase<>("string-records",
            "(f) string-heavy list of records", true, Fixtures::contacts, Schemas.CONTACTS, Objects::equals,
            List.of(Contact.class));

    /** Every case, in the order. */
    public static final List<CodecCase<?>> ALL = List.of(ORDER, STRINGS_MIXED_1000, MESH, RECORDS_1M,
            DATES_INSTANTS, STRING_RECORDS);

    /** The case with this id. */
    public static CodecCase<?> byId(String id) {
        for (CodecCase<?> c : ALL) {
            if (c.id.equals(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown codec case '" + id + "'; known: "
                + ALL.stream().map(CodecCase::id).toList());
    }
}
