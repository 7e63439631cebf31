package dev.lanewire.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import org.agrona.ExpandableDirectByteBuffer;
import org.junit.jupiter.api.Test;

class DemoMessageCodecTest {

    @Test
    void generatedMessagesRoundTripOffHeap() {
        DemoMessage[] data = DemoData.generate(3000, 7);
        ExpandableDirectByteBuffer buffer = new ExpandableDirectByteBuffer(64);
        WireWriter w = new WireWriter(buffer, 0);
        for (DemoMessage m : data) {
            DemoMessageCodec.write(w, m);
        }
        WireReader r = new WireReader(buffer, 0, w.position());
        for (DemoMessage m : data) {
            DemoMessage back = DemoMessageCodec.read(r);
            assertTrue(m.sameAs(back), () -> m + " read back as " + back);
        }
        assertEquals(0, r.remaining());
    }

    @Test
    void theDataSetIsDeterministicAndMixesScripts() {
        DemoMessage[] a = DemoData.generate(500, 42);
        DemoMessage[] b = DemoData.generate(500, 42);
        boolean wide = false;
        boolean nullNote = false;
        for (int i = 0; i < a.length; i++) {
            assertTrue(a[i].sameAs(b[i]));
            wide |= a[i].customer().chars().anyMatch(c -> c > 0xFF);
            nullNote |= a[i].note() == null;
        }
        assertTrue(wide, "no name beyond Latin-1");
        assertTrue(nullNote, "no null note");
    }

    @Test
    void sameAsSeesEveryField() {
        DemoMessage m = DemoData.generate(1, 1)[0];
        assertFalse(m.sameAs(new DemoMessage(m.id() + 1, m.customerId(), m.timestamp(), m.customer(), m.city(), m.note(),
                m.price(), m.quantity(), m.express(), m.tags(), m.readings())));
        assertFalse(m.sameAs(new DemoMessage(m.id(), m.customerId(), m.timestamp(), m.customer(), m.city(), m.note(),
                -m.price(), m.quantity(), m.express(), m.tags(), m.readings())));
        assertFalse(m.sameAs(new DemoMessage(m.id(), m.customerId(), m.timestamp(), m.customer(), m.city() + "x", m.note(),
                m.price(), m.quantity(), m.express(), m.tags(), m.readings())));
        assertFalse(m.sameAs(new DemoMessage(m.id(), m.customerId(), m.timestamp(), m.customer(), m.city(), m.note(),
                m.price(), m.quantity(), m.express(), new int[] {-1}, m.readings())));
        assertFalse(m.sameAs(new DemoMessage(m.id(), m.customerId(), m.timestamp(), m.customer(), m.city(), m.note(),
                m.price(), m.quantity(), m.express(), m.tags(), new double[] {Double.NaN})));
        assertTrue(m.sameAs(new DemoMessage(m.id(), m.customerId(), m.timestamp(), m.customer(), m.city(), m.note(),
                m.price(), m.quantity(), m.express(), m.tags().clone(), m.readings().clone())));
    }
}
