package dev.lanewire.codec.object;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;

/**
 * A hand-written {@link Codec} inside a derived graph: the slot's presence byte (or reference tag)
 * around the user's body. Copied per registration ({@link Clones}): its {@code user.write} call site
 * sees one codec, and a constant instance's {@code user} is a constant too.
 */
final class CustomCodec implements ObjectCodec<Object> {

    private final Codec<Object> user;
    private final Shape shape;

    CustomCodec(Codec<Object> user, Shape shape) {
        this.user = user;
        this.shape = shape;
    }

    @Override
    public Shape shape() {
        return shape;
    }

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
