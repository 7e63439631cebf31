package dev.lanewire.bench;

import dev.lanewire.dispatch.JvmInfo;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One JMH run's worth of benchmarks: a regex and the parameter values to use for it. A plan is a
 * list of selections because JMH applies {@code -p} to every benchmark with that parameter name,
 * and different benchmarks need different subsets (e.g. {@code kind=mixed} exists for UTF-8 but
 * not for Latin-1).
 *
 * @param include  benchmark regex
 * @param params   parameter overrides for the benchmarks it selects (empty: their annotated values)
 * @param schedule this selection's own warm-up and measurement, or null for the plan's
 */
public record Selection(String include, Map<String, List<String>> params, Schedule schedule) {

    /** The codec cases' encode+decode, the number the targets are stated against. */
    public static final String CODEC_ROUND_TRIP = "dev\\.lanewire\\.bench\\.codec\\.CodecBench\\.roundTrip$";
    /** Every codec benchmark: round trip, encode and decode. */
    public static final String CODEC_ALL = "dev\\.lanewire\\.bench\\.codec\\.CodecBench\\.";
    /** The kernel benchmarks, one package per family. */
    public static final String KERNELS = "dev\\.lanewire\\.bench\\.(text|blocks|dispatch|objects)\\.";

    /** Copies the parameters, keeping their order. */
    public Selection {
        params = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    /** A selection run on the plan's schedule. */
    public Selection(String include, Map<String, List<String>> params) {
        this(include, params, null);
    }

    /**
     * The default {@code bench} selection: every codec case through every peer (round trip), and
     * each kernel benchmark at the sizes its targets are stated at (1000 chars of text, 16 and 64 KiB blocks) for the scalar twin, this
     * JVM's widest native vector variant and the JDK, on ASCII and mixed-script text. About a
     * hundred forks: it fits the ten-minute budget with a short schedule.
     */
    public static List<Selection> defaults() {
        int bits = JvmInfo.detect().preferredBits();
        List<String> textVariants = new ArrayList<>(List.of("scalar"));
        List<String> blockVariants = new ArrayList<>(List.of("scalar"));
        if (bits > 0) {
            textVariants.add("v" + bits);
            blockVariants.add("v" + bits);
        }
        textVariants.add("jdk");
        return List.of(
                new Selection(CODEC_ROUND_TRIP, Map.of()),
                // Cyrillic at 1000 chars is the non-ASCII text the string targets are stated on.
                // Utf8Bench.encodedLength (no target of its own) is left to explicit runs: with it
                // the selection outgrew its ten minutes.
                new Selection("dev\\.lanewire\\.bench\\.text\\.(Utf8Bench\\.(validate|decode|decodeChars|encode)$|Utf16Bench\\.)",
                        Map.of("variant", textVariants, "size", List.of("1000"), "kind",
                                List.of("ascii", "cyrillic", "mixed"))),
                new Selection("dev\\.lanewire\\.bench\\.text\\.Latin1Bench\\.", Map.of("variant", textVariants,
                        "size", List.of("16", "1000"), "kind", List.of("latin1"))),
                // Block targets are stated at 64 KiB (in cache) and at 16 elements or fewer.
                new Selection("dev\\.lanewire\\.bench\\.blocks\\.BlockKernelBench\\.", Map.of("variant",
                        blockVariants, "size", List.of("16", "64KiB"))),
                new Selection("dev\\.lanewire\\.bench\\.blocks\\.BlockCopyBench\\.", Map.of("size",
                        List.of("16", "64KiB"))),
                new Selection("dev\\.lanewire\\.bench\\.dispatch\\.", Map.of("length", List.of("64"))),
                new Selection("dev\\.lanewire\\.bench\\.objects\\.", Map.of("size", List.of("1000"),
                        "pollute", List.of("true"))));
    }

    /** Warm-up and measurement of the official run's codec forks: the 1M-record case needs whole operations of 30 ms. */
    public static final Schedule OFFICIAL_CODEC = new Schedule(2, 750, 2, 400);
    /**
     * Warm-up and measurement of the official run's kernel forks. Two one-second warm-up
     * iterations: with one of half a second, C2 had not yet compiled some 128- and 256-bit UTF-8
     * kernels on 2-byte and 3-byte text, whose interpreted calls take milliseconds.
     */
    public static final Schedule OFFICIAL_KERNELS = new Schedule(2, 1000, 2, 200);

    /**
     * The official run behind a CPU page: every codec case through every peer (round trip), the
     * string kernels per variant (scalar, each vector width up to this JVM's preferred one, the
     * JDK) at 16, 64 and 1,000 chars, UTF-8 on ASCII, Cyrillic and CJK text (1-, 2- and 3-byte
     * sequences), UTF-16 on Cyrillic and Latin-1 on Latin-1 text, and the block validation kernels
     * per variant on bool and int64 blocks of 16 elements and 64 KiB. About 250 forks, sized to
     * finish in under 18 minutes on 2 cores ({@code BenchPlanTest} checks the estimate).
     */
    public static List<Selection> official() {
        int bits = JvmInfo.detect().preferredBits();
        List<String> vectors = new ArrayList<>();
        for (int w = 128; w <= bits; w *= 2) {
            vectors.add("v" + w);
        }
        return official(vectors);
    }

    /** {@link #official()} for a JVM whose vector variants are {@code vectors} ({@code v128}, ...). */
    public static List<Selection> official(List<String> vectors) {
        List<String> text = new ArrayList<>(List.of("scalar"));
        text.addAll(vectors);
        text.add("jdk");
        List<String> blocks = new ArrayList<>(List.of("scalar"));
        blocks.addAll(vectors);
        List<String> sizes = List.of("16", "64", "1000");
        return List.of(
                new Selection(CODEC_ROUND_TRIP, Map.of(), OFFICIAL_CODEC),
                new Selection("dev\\.lanewire\\.bench\\.text\\.Utf8Bench\\.(validate|decode|encode)$",
                        Map.of("variant", text, "size", sizes, "kind", List.of("ascii", "cyrillic", "cjk"))),
                new Selection("dev\\.lanewire\\.bench\\.text\\.Utf16Bench\\.",
                        Map.of("variant", text, "size", sizes, "kind", List.of("cyrillic"))),
                new Selection("dev\\.lanewire\\.bench\\.text\\.Latin1Bench\\.",
                        Map.of("variant", text, "size", sizes, "kind", List.of("latin1"))),
                new Selection("dev\\.lanewire\\.bench\\.blocks\\.BlockKernelBench\\.",
                        Map.of("variant", blocks, "size", List.of("16", "64KiB"), "type", List.of("bool", "int64"))));
    }

    /** {@code include}, with {@code params} when there are any and its own schedule, for reports. */
    public String describe() {
        return (params.isEmpty() ? include : include + " " + params)
                + (schedule == null ? "" : " (" + schedule.describe() + ")");
    }
}
