package dev.lanewire.codec.object;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;

/**
 * A hand-written {@link Codec} inside a derived graph: the slot's presence byte (or reference tag)
 * around the user's body. A record, so a constant instance's {@code user} is a constant too.
 *
 * @param user  the registered codec
 * @param shape the codec's shape
 */
record CustomCodec(Codec<Object> user, Shape shape) implements ObjectCodec<Object> {

    @Override
    public void encode(WireWriter out, Object value, WriteContext cx) {
        user.write(out, value);
    }

    @Override
    public Object decode(WireReader in, ReadContext cx) {
        return user.read(in);
    }

    @Override
    public Object decodeInto(WireReader in, Object target, ReadContext cx) {
        return user.readInto(in, target);
    }
}
