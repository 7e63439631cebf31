package dev.lanewire.codec.object;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.lanewire.codec.Codec;
import dev.lanewire.codec.Codecs;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * One codec, many threads: each thread's writer and reader keep their own graph state, so shared
 * references and values never leak between threads.
 */
class SharedCodecTest {

    @Tracked
    record Point(int x, int y) {
    }

    record Polygon(String name, List<Point> points) {
    }

    @Test
    void threadsShareOneCodecSafely() throws Exception {
        Codec<Polygon> codec = Codecs.of(Polygon.class);
        int threads = 4;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int id = t;
                Callable<Integer> job = () -> {
                    int checked = 0;
                    for (int i = 0; i < 2_000; i++) {
                        Point shared = new Point(id, i);
                        List<Point> points = List.of(shared, new Point(-id, -i), shared);
                        Polygon p = new Polygon("t" + id + "-" + i, points);
                        Polygon back = Io.decode(codec, Io.encode(codec, p));
                        assertEquals(p, back);
                        assertSame(back.points().get(0), back.points().get(2));
                        checked++;
                    }
                    return checked;
                };
                results.add(pool.submit(job));
            }
            for (Future<Integer> f : results) {
                assertEquals(2_000, f.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void voidCannotBeDerived() {
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Codecs.of(void.class));
    }
}
