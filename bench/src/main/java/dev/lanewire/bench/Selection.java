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
 * @param include benchmark regex
 * @param params  parameter overrides for the benchmarks it selects (empty: their annotated values)
 */
public record Selection(String include, Map<String, List<String>> params) {

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

    /** {@code include}, with {@code params} when there are any, for reports. */
    public String describe() {
        return params.isEmpty() ? include : include + " " + params;
    }
}
