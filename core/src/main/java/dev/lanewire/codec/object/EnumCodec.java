package dev.lanewire.codec.object;

import dev.lanewire.codec.CodecException;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;

/**
 * An enum constant as an unsigned varint, self-framing: {@code 0} null, {@code ordinal + 1} the
 * constant. Ordinals are the schema: append new constants at the end.
 *
 * @param constants the enum's constants in ordinal order
 * @param shape     the codec's shape
 */
record EnumCodec(Object[] constants, Shape shape) implements ObjectCodec<Object> {

    static EnumCodec of(Class<?> type) {
        return new EnumCodec(type.getEnumConstants(), Shape.leaf(type, true));
    }

    @Override
    public void encode(WireWriter out, Object value, WriteContext cx) {
        out.writeVarInt(value == null ? 0 : ((Enum<?>) value).ordinal() + 1);
    }

    @Override
    public Object decode(WireReader in, ReadContext cx) {
        int at = in.position();
        int h = in.readVarInt();
        if (h == 0) {
            return null;
        }
        Object[] all = constants;
        if (h < 0 || h > all.length) {
            throw new CodecException(at, "enum ordinal " + Integer.toUnsignedString(h - 1) + " out of range for "
                    + shape.type().getName() + " (" + all.length + " constants)");
        }
        return all[h - 1];
    }
}
