package dev.lanewire.bench.kafka;

import dev.lanewire.bench.codec.MixedText;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** The records every serde of the case encodes and decodes: the same ones, from a fixed seed. */
final class Events {

    /** Records per benchmark operation. */
    static final int COUNT = 100;

    private static final long SEED = 0x4B41_464B_4131L;

    private Events() {
    }

    /** {@link #COUNT} records with texts of 0 to 300 chars in a realistic mix of scripts. */
    static Event[] records() {
        MixedText text = new MixedText(SEED);
        SplittableRandom random = new SplittableRandom(SEED);
        Event[] events = new Event[COUNT];
        for (int i = 0; i < COUNT; i++) {
            List<String> tags = new ArrayList<>();
            for (int t = random.nextInt(4); t > 0; t--) {
                tags.add(text.next(12));
            }
            events[i] = new Event(1_000_000L + i, i % 5 == 0 ? null : text.next(24), text.next(300), tags,
                    Instant.ofEpochSecond(1_790_000_000L + random.nextInt(86_400), random.nextInt(1_000_000_000)),
                    BigDecimal.valueOf(random.nextLong(100_000_000L), 2), random.nextInt());
        }
        return events;
    }
}
