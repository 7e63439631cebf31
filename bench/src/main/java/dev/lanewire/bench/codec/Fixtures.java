package dev.lanewire.bench.codec;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The values the codec cases encode. Each is generated from a fixed seed, so every peer, every
 * fork and every machine encodes the same data.
 */
public final class Fixtures {

    /** Strings in case (b). */
    public static final int MIXED_STRINGS = 1_000;
    /** Vertices in case (c). */
    public static final int MESH_VERTICES = 10_000;
    /** Records in case (d). */
    public static final int TICKS = 1_000_000;
    /** Dates, and separately instants, in case (e). */
    public static final int TIME_VALUES = 4_096;
    /** Records in case (f). */
    public static final int CONTACTS = 500;

    private static final long SEED = 0x1A9E_3172_5EEDL;
    /** 2020-01-01T00:00:00Z, a base for realistic timestamps. */
    private static final long EPOCH_2020 = 1_577_836_800L;

    private Fixtures() {
    }

    /** Case (a): one order with decimal prices, two instants, a symbol and a mixed-script note. */
    public static Order order() {
        MixedText text = new MixedText(SEED);
        return new Order(9_123_456_789_012L, 77_001L, "XETR:SAP", new BigDecimal("184.3650"),
                new BigDecimal("1250.00"), Instant.ofEpochSecond(EPOCH_2020 + 123_456_789L, 987_654_321),
                Instant.ofEpochSecond(EPOCH_2020 + 123_456_790L, 12_345_678),
                "client: " + text.words(MixedText.LATIN1, 40) + " / " + text.words(MixedText.CJK, 12),
                0b1011_0001, true);
    }

    /** Case (b): 1,000 strings of 0 to 120 chars in mixed scripts. */
    public static String[] mixedStrings() {
        MixedText text = new MixedText(SEED + 1);
        String[] out = new String[MIXED_STRINGS];
        for (int i = 0; i < out.length; i++) {
            out[i] = text.next(120);
        }
        return out;
    }

    /** Case (c): a mesh of {@link #MESH_VERTICES} vertices on a unit sphere, with its triangles. */
    public static Mesh mesh() {
        SplittableRandom random = new SplittableRandom(SEED + 2);
        float[] positions = new float[MESH_VERTICES * 3];
        float[] normals = new float[MESH_VERTICES * 3];
        for (int v = 0; v < MESH_VERTICES; v++) {
            double theta = random.nextDouble() * Math.PI;
            double phi = random.nextDouble() * 2 * Math.PI;
            float x = (float) (Math.sin(theta) * Math.cos(phi));
            float y = (float) (Math.sin(theta) * Math.sin(phi));
            float z = (float) Math.cos(theta);
            positions[3 * v] = 2.5f * x;
            positions[3 * v + 1] = 2.5f * y;
            positions[3 * v + 2] = 2.5f * z;
            normals[3 * v] = x;
            normals[3 * v + 1] = y;
            normals[3 * v + 2] = z;
        }
        int triangles = 2 * MESH_VERTICES;
        int[] indices = new int[triangles * 3];
        for (int i = 0; i < indices.length; i++) {
            indices[i] = random.nextInt(MESH_VERTICES);
        }
        return new Mesh("sphere-r2.5", positions, normals, indices);
    }

    /** Case (d): {@link #TICKS} fixed-size records. */
    public static Tick[] ticks() {
        SplittableRandom random = new SplittableRandom(SEED + 3);
        Tick[] out = new Tick[TICKS];
        long time = EPOCH_2020 * 1_000_000_000L;
        for (int i = 0; i < out.length; i++) {
            time += 1 + random.nextInt(50_000);
            out[i] = new Tick(i, time, 100 + random.nextInt(10_000) / 100.0, 1 + random.nextInt(5_000),
                    (short) random.nextInt(40), (byte) random.nextInt(2), random.nextBoolean());
        }
        return out;
    }

    /** Case (e): {@link #TIME_VALUES} dates (1900 to 2100) and as many nanosecond instants. */
    public static TimeBlock timeBlock() {
        SplittableRandom random = new SplittableRandom(SEED + 4);
        LocalDate[] dates = new LocalDate[TIME_VALUES];
        Instant[] instants = new Instant[TIME_VALUES];
        long firstDay = LocalDate.of(1900, 1, 1).toEpochDay();
        long days = LocalDate.of(2100, 12, 31).toEpochDay() - firstDay;
        for (int i = 0; i < TIME_VALUES; i++) {
            dates[i] = LocalDate.ofEpochDay(firstDay + random.nextLong(days + 1));
            instants[i] = Instant.ofEpochSecond(EPOCH_2020 + random.nextLong(400_000_000L),
                    random.nextInt(1_000_000_000));
        }
        return new TimeBlock(dates, instants);
    }

    /** Case (f): {@link #CONTACTS} string-heavy records. */
    public static List<Contact> contacts() {
        MixedText text = new MixedText(SEED + 5);
        String[] countries = {"DE", "FR", "GR", "RU", "EG", "CN", "JP", "US", "BR", "IN"};
        int[] scripts = {MixedText.LATIN1, MixedText.LATIN1, MixedText.GREEK, MixedText.CYRILLIC,
            MixedText.ARABIC, MixedText.CJK, MixedText.CJK, MixedText.ASCII, MixedText.LATIN1, MixedText.ASCII};
        List<Contact> out = new ArrayList<>(CONTACTS);
        for (int i = 0; i < CONTACTS; i++) {
            int c = i % countries.length;
            out.add(new Contact(1_000_000L + i, text.words(scripts[c], 16), text.ascii(10) + "@example.org",
                    text.words(scripts[c], 10), countries[c], text.words(scripts[c], 140)));
        }
        return out;
    }
}
