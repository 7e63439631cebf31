package dev.lanewire.codec.object;

import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;

/**
 * An enum constant as §7's enum ordinal (1, 2 or 4 bytes by the enum's constant count, checked
 * against it on read), in a slot: a presence byte in front, so a field may be null. Or, when
 * {@code array}, an {@code E[]} as §7's enum-ordinal array: self-framing, validated as one block,
 * elements never null. Ordinals are the schema: append new constants at the end.
 */
final class EnumCodec implements ObjectCodec<Object> {

    private final Enum<?>[] constants;
    private final boolean array;
    private final Shape shape;

    private EnumCodec(Enum<?>[] constants, boolean array, Shape shape) {
        this.constants = constants;
        this.array = array;
        this.shape = shape;
    }

    /** The codec of values of enum {@code type}. */
    static EnumCodec of(Class<?> type) {
        return new EnumCodec((Enum<?>[]) type.getEnumConstants(), false, Shape.leaf(type, false));
    }

    /** The codec of arrays of enum {@code type}. */
    static EnumCodec arrayOf(Class<?> type) {
        return new EnumCodec((Enum<?>[]) type.getEnumConstants(), true, Shape.leaf(type.arrayType(), true));
    }

    @Override
    public Shape shape() {
        return shape;
    }

    @Override
    public void encode(WireWriter out, Object value, WriteContext cx) {
        if (array) {
            out.writeEnumArray((Enum<?>[]) value, constants.length);
        } else {
            out.writeEnum((Enum<?>) value, constants.length);
        }
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Object decode(WireReader in, ReadContext cx) {
        Enum[] all = constants;
        return array ? in.readEnumArray(all) : in.readEnum(all);
    }
}
