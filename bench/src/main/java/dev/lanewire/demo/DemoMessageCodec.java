package dev.lanewire.demo;

import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;

/**
 * Writes and reads a {@link DemoMessage} field by field, as an application hand-codes a message:
 * fixed-width numbers, varints for small counts and ids, names in Latin-1/UTF-16 and notes in
 * UTF-8, and two primitive arrays.
 */
public final class DemoMessageCodec {

    private DemoMessageCodec() {
    }

    /** Writes {@code m} at the writer's position. */
    public static void write(WireWriter w, DemoMessage m) {
        w.writeLong(m.id())
                .writeVarInt(m.customerId())
                .writeLong(m.timestamp())
                .writeString(m.customer())
                .writeString(m.city())
                .writeStringUtf8(m.note())
                .writeDouble(m.price())
                .writeSignedVarInt(m.quantity())
                .writeBoolean(m.express())
                .writeIntArray(m.tags())
                .writeDoubleArray(m.readings());
    }

    /** Reads a message written by {@link #write(WireWriter, DemoMessage)}. */
    public static DemoMessage read(WireReader r) {
        return new DemoMessage(r.readLong(), r.readVarInt(), r.readLong(), r.readString(), r.readString(),
                r.readString(), r.readDouble(), r.readSignedVarInt(), r.readBoolean(), r.readIntArray(),
                r.readDoubleArray());
    }
}
