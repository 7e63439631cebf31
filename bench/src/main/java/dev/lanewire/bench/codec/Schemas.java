package dev.lanewire.bench.codec;

import java.util.ArrayList;
import java.util.List;

/** The hand-written layouts of the six codec cases; each peer with a primitive API runs these. */
final class Schemas {

    private Schemas() {
    }

    static final Schema<Order> ORDER = new Schema<>() {
        @Override
        public void write(Order o, FieldWriter out) {
            out.writeLong(o.orderId());
            out.writeLong(o.accountId());
            out.writeString(o.symbol());
            out.writeDecimal(o.price());
            out.writeDecimal(o.quantity());
            out.writeInstant(o.placedAt());
            out.writeInstant(o.updatedAt());
            out.writeString(o.note());
            out.writeInt(o.flags());
            out.writeBoolean(o.live());
        }

        @Override
        public Order read(FieldReader in) {
            return new Order(in.readLong(), in.readLong(), in.readString(), in.readDecimal(), in.readDecimal(),
                    in.readInstant(), in.readInstant(), in.readString(), in.readInt(), in.readBoolean());
        }
    };

    static final Schema<String[]> STRINGS = new Schema<>() {
        @Override
        public void write(String[] v, FieldWriter out) {
            out.writeCount(v.length);
            for (String s : v) {
                out.writeString(s);
            }
        }

        @Override
        public String[] read(FieldReader in) {
            String[] out = new String[in.readCount()];
            for (int i = 0; i < out.length; i++) {
                out[i] = in.readString();
            }
            return out;
        }
    };

    static final Schema<Mesh> MESH = new Schema<>() {
        @Override
        public void write(Mesh m, FieldWriter out) {
            out.writeString(m.name());
            out.writeFloats(m.positions());
            out.writeFloats(m.normals());
            out.writeInts(m.indices());
        }

        @Override
        public Mesh read(FieldReader in) {
            return new Mesh(in.readString(), in.readFloats(), in.readFloats(), in.readInts());
        }
    };

    static final Schema<Tick[]> TICKS = new Schema<>() {
        @Override
        public void write(Tick[] v, FieldWriter out) {
            out.writeCount(v.length);
            for (Tick t : v) {
                out.writeLong(t.id());
                out.writeLong(t.timeNanos());
                out.writeDouble(t.price());
                out.writeInt(t.quantity());
                out.writeShort(t.venue());
                out.writeByte(t.side());
                out.writeBoolean(t.aggressor());
            }
        }

        @Override
        public Tick[] read(FieldReader in) {
            Tick[] out = new Tick[in.readCount()];
            for (int i = 0; i < out.length; i++) {
                out[i] = new Tick(in.readLong(), in.readLong(), in.readDouble(), in.readInt(), in.readShort(),
                        in.readByte(), in.readBoolean());
            }
            return out;
        }
    };

    static final Schema<TimeBlock> TIMES = new Schema<>() {
        @Override
        public void write(TimeBlock b, FieldWriter out) {
            out.writeDates(b.dates());
            out.writeInstants(b.instants());
        }

        @Override
        public TimeBlock read(FieldReader in) {
            return new TimeBlock(in.readDates(), in.readInstants());
        }
    };

    static final Schema<List<Contact>> CONTACTS = new Schema<>() {
        @Override
        public void write(List<Contact> v, FieldWriter out) {
            out.writeCount(v.size());
            for (Contact c : v) {
                out.writeLong(c.id());
                out.writeString(c.name());
                out.writeString(c.email());
                out.writeString(c.city());
                out.writeString(c.country());
                out.writeString(c.bio());
            }
        }

        @Override
        public List<Contact> read(FieldReader in) {
            int n = in.readCount();
            List<Contact> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                out.add(new Contact(in.readLong(), in.readString(), in.readString(), in.readString(),
                        in.readString(), in.readString()));
            }
            return out;
        }
    };
}
