package com.example.app;

import com.example.app.closed.Closed;
import dev.lanewire.codec.Codec;
import dev.lanewire.codec.Codecs;
import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import dev.lanewire.dispatch.Choice;
import dev.lanewire.dispatch.Dispatch;
import java.util.List;
import org.agrona.ExpandableArrayBuffer;

/**
 * Writes and reads a string and a derived record codec's value, tries to derive a codec for a
 * type whose package is not opened, and reports the kernels bound, one {@code key=value} a line.
 */
public final class Main {

    /** The record written and read through {@code Codecs.of}. */
    public record Order(long id, String symbol, List<String> notes) {
    }

    private Main() {
    }

    /**
     * Runs the round trips and prints the report.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        String text = "Zürich → 東京 ημέρα 😀";
        Order order = new Order(7, "ACME", List.of("dark-pool", "Привет"));
        Codec<Order> codec = Codecs.of(Order.class);

        WireWriter writer = new WireWriter(new ExpandableArrayBuffer(64), 0);
        writer.writeString(text);
        codec.write(writer, order);
        WireReader reader = new WireReader(writer.buffer(), 0, writer.position());
        System.out.println("module=" + Main.class.getModule().getName());
        System.out.println("core.module=" + Codec.class.getModule().getName());
        System.out.println("incubator.resolved=" + ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent());
        System.out.println("string.equal=" + text.equals(reader.readString()));
        System.out.println("record.equal=" + order.equals(codec.read(reader)));
        System.out.println("all.read=" + (reader.position() == writer.position()));
        try {
            Codecs.of(Closed.class);
            System.out.println("closed=derived");
        } catch (IllegalArgumentException e) {
            System.out.println("closed=" + e.getMessage());
        }
        System.out.println("vectors.usable=" + Dispatch.jvm().vectorsUsable());
        System.out.println("scalar.reason=" + Dispatch.jvm().scalarReason());
        for (Choice c : Dispatch.report()) {
            System.out.println("choice=" + c.op() + " " + c.sizeClass() + " " + c.variant());
        }
    }
}
