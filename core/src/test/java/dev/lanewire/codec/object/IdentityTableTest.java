package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The identity table against {@link IdentityHashMap}: same answers, ids in insertion order. */
class IdentityTableTest {

    @Property(tries = 200)
    void agreesWithIdentityHashMap(@ForAll @IntRange(max = 200) int distinct, @ForAll @IntRange(max = 3) int rounds,
                                   @ForAll long seed) {
        IdentityTable table = new IdentityTable();
        java.util.Random random = new java.util.Random(seed);
        for (int round = 0; round <= rounds; round++) {
            // Equal but distinct objects: an equals-based map would merge them, identity must not.
            List<Object> objects = new ArrayList<>();
            for (int i = 0; i < distinct; i++) {
                objects.add(new String("x" + (i % 3)));
            }
            Map<Object, Integer> expected = new IdentityHashMap<>();
            for (int step = 0; step < 3 * distinct; step++) {
                Object o = objects.get(random.nextInt(objects.size()));
                Integer want = expected.get(o);
                assertEquals(want == null ? -1 : want, table.indexOf(o), "lookup at step " + step);
                if (want == null) {
                    int id = table.add(o);
                    assertEquals(expected.size(), id, "ids are insertion order");
                    expected.put(o, id);
                }
            }
            assertEquals(expected.size(), table.size());
            table.clear();
            for (Object o : objects) {
                assertEquals(-1, table.indexOf(o), "cleared");
            }
        }
    }

    @Test
    void collidingIdentityHashesAreTellApart() {
        // Enough objects that some identity hashes collide in the small part's 16 slots or the spill.
        IdentityTable table = new IdentityTable();
        List<Object> objects = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            Object o = new Object();
            objects.add(o);
            assertEquals(i, table.add(o));
        }
        for (int i = 0; i < objects.size(); i++) {
            assertEquals(i, table.indexOf(objects.get(i)));
        }
        assertEquals(-1, table.indexOf(new Object()));
    }
}
