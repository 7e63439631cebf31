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
 * <p>A selection may name a flag set: its forks get that set's extra JVM flags, and each of its
 * measurements carries the set's name as the parameter {@value #FLAGS}, so the same benchmark run
 * under two flag sets gives two distinguishable results.
 *
 * @param include  benchmark regex
 * @param params   parameter overrides for the benchmarks it selects (empty: their annotated values)
 * @param schedule this selection's own warm-up and measurement, or null for the plan's
 * @param flags    the flag set's name, recorded as the parameter {@value #FLAGS}; null: none recorded
 * @param jvmArgs  the flag set's JVM flags, appended to every fork's
 * @param gc       whether JMH's GC profiler runs (allocation per operation, {@value #ALLOC_METRIC})
 * @param round    which round of a selection run in rounds this is, from 1, recorded as the parameter
 *                 {@value #ROUND}; 0: not run in rounds, none recorded
 */
public record Selection(String include, Map<String, List<String>> params, Schedule schedule, String flags,
                        List<String> jvmArgs, boolean gc, int round) {

    /** The parameter naming a measurement's flag set. */
    public static final String FLAGS = "flags";
    /**
     * The flag set of every fork: Lanewire's class-path flags, {@code --add-modules
     * jdk.incubator.vector} and Agrona's export ({@link ForkFlags#forThisJvm()}).
     */
    public static final String MODULES = "modules";
    /**
     * The server flags: the README's flag line, i.e. {@link #MODULES} and the String-internals
     * opt-in {@link ForkFlags#STRING_INTERNALS}.
     */
    public static final String SERVER = "server";
    /**
     * The parameter naming the round of a measurement of a selection run in rounds: the reports
     * take the median of a cell's rounds and the spread of their ratios ({@code report.Rounds}).
     */
    public static final String ROUND = "round";
    /** The GC profiler's allocation per operation, which runs with {@code gc} report. */
    public static final String ALLOC_METRIC = "gc.alloc.rate.norm";
    /** The Lanewire peers of the codec cases, the ones the String-internals opt-in can change. */
    public static final List<String> LANEWIRE_PEERS = List.of("lanewire", "lanewire-utf8", "lanewire-codecs");

    /** The codec cases' encode+decode, the number the targets are stated against. */
    public static final String CODEC_ROUND_TRIP = "dev\\.lanewire\\.bench\\.codec\\.CodecBench\\.roundTrip$";
    /** Every codec benchmark: round trip, encode and decode. */
    public static final String CODEC_ALL = "dev\\.lanewire\\.bench\\.codec\\.CodecBench\\.";
    /** The kernel benchmarks, one package per family. */
    public static final String KERNELS = "dev\\.lanewire\\.bench\\.(text|blocks|dispatch|objects)\\.";

    /**
     * Planning figure, in seconds a fork, of {@code CodecBench}'s count-based warm-up in its set-up
     * (20,000 round trips, 256 MiB or 10 s): the mean over the 36 case and peer pairs on the 2-core
     * Ice Lake-SP machine, 1.4 s (0.1-0.7 s for most pairs, 0.9-4.5 s on the million-record case,
     * 1.0-3.4 s on the dates, 2.0-3.5 s through the UTF-8 peer on (a), (b) and (f), 2.1-4.1 s through
     * the JDK and Kryo peers on (b), (c) and (f); 2026-12-01 16:14 UTC).
     */
    public static final double CODEC_SET_UP_S = 1.4;
    /**
     * The default selection's codec forks: one short JMH warm-up iteration after the count-based
     * one of the set-up, which brings the paths to C2, so that the default run stays in its budget.
     */
    public static final Schedule DEFAULT_CODEC = new Schedule(1, 300, 1, 400);

    /** Copies the parameters, keeping their order. */
    public Selection {
        params = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(params));
        jvmArgs = List.copyOf(jvmArgs);
        if (round < 0) {
            throw new IllegalArgumentException("round " + round + " is negative");
        }
    }

    /** Seconds a fork of this selection spends in set-up beyond JMH's iterations, for planning. */
    public double setUpSeconds() {
        return include.startsWith(CODEC_ALL) ? CODEC_SET_UP_S : include.equals(STRINGS) ? STRINGS_SET_UP_S : 0;
    }

    /** A selection run on the plan's schedule. */
    public Selection(String include, Map<String, List<String>> params) {
        this(include, params, null);
    }

    /** A selection with its own schedule (null: the plan's), under no named flag set, without the GC profiler. */
    public Selection(String include, Map<String, List<String>> params, Schedule schedule) {
        this(include, params, schedule, null, List.of(), false, 0);
    }

    /** This selection under the flag set {@link #SERVER}: the String-internals opt-in added to its forks. */
    public Selection server() {
        return new Selection(include, params, schedule, SERVER, ForkFlags.STRING_INTERNALS, gc, round);
    }

    /** This selection recorded as run under {@link #MODULES}, the forks' flags alone. */
    public Selection modules() {
        return new Selection(include, params, schedule, MODULES, List.of(), gc, round);
    }

    /** This selection with JMH's GC profiler. */
    public Selection withGc() {
        return new Selection(include, params, schedule, flags, jvmArgs, true, round);
    }

    /** This selection as round {@code round} (from 1) of a selection run in rounds. */
    public Selection inRound(int round) {
        if (round < 1) {
            throw new IllegalArgumentException("rounds count from 1, not " + round);
        }
        return new Selection(include, params, schedule, flags, jvmArgs, gc, round);
    }

    /** This selection with {@code params} instead of its own parameters. */
    public Selection withParams(Map<String, List<String>> params) {
        return new Selection(include, params, schedule, flags, jvmArgs, gc, round);
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
                new Selection(CODEC_ROUND_TRIP, Map.of(), DEFAULT_CODEC),
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

    /**
     * The official run's codec forks: every case through every peer with the forks' flags
     * ({@link #MODULES}), and again through the Lanewire peers with the server flags
     * ({@link #SERVER}), each with the GC profiler (the allocation target), in
     * {@link #OFFICIAL_CODEC_ROUNDS} rounds: both selections, then both again, one fork a cell each
     * time. The other peers do not read the String-internals opt-in, so they run once a round.
     */
    public static List<Selection> officialCodec() {
        Selection all = new Selection(CODEC_ROUND_TRIP, Map.of(), OFFICIAL_CODEC).modules().withGc();
        Selection server = all.withParams(Map.of("peer", LANEWIRE_PEERS)).server();
        List<Selection> out = new ArrayList<>();
        for (int r = 1; r <= OFFICIAL_CODEC_ROUNDS; r++) {
            out.add(all.inRound(r));
            out.add(server.inRound(r));
        }
        return List.copyOf(out);
    }

    /**
     * Rounds of the official codec forks. On the shared 2-core host one fork a cell moved a case's
     * ratio to Fory by a third between runs of the same code (benchmarks-notes.md, "Method"), and
     * its slow spells last seconds to minutes: a cell's median of three forks run minutes apart, and
     * the spread of the rounds' ratios, tell a target missed from a fork that fell into one.
     */
    public static final int OFFICIAL_CODEC_ROUNDS = 3;

    /**
     * Warm-up and measurement of the official run's codec forks, after {@code CodecBench}'s own
     * count-based warm-up in its set-up (which brings the UTF-8 kernels to C2: a time-based
     * warm-up of 1.5 s measured them boxed); the 1M-record case needs whole operations of 30 ms.
     */
    public static final Schedule OFFICIAL_CODEC = new Schedule(1, 750, 2, 400);
    /**
     * Warm-up and measurement of the official run's kernel forks. Two one-second warm-up
     * iterations: with one of half a second, C2 had not yet compiled some 128- and 256-bit UTF-8
     * kernels on 2-byte and 3-byte text, whose interpreted calls take milliseconds.
     */
    public static final Schedule OFFICIAL_KERNELS = new Schedule(2, 1000, 2, 200);

    /**
     * The official run behind a CPU page: every codec case through every peer (round trip) and
     * again through the Lanewire peers with the server flags ({@link #officialCodec()}), the
     * string kernels per variant (scalar, each vector width up to this JVM's preferred one, the
     * JDK) at 16, 64 and 1,000 chars, UTF-8 on ASCII, Cyrillic and CJK text (1-, 2- and 3-byte
     * sequences) and on mixed text at 1,000 chars through the widest vector variant and the JDK
     * only, UTF-16 on Cyrillic and Latin-1 on Latin-1 text, and the block validation kernels per
     * variant on bool and int64 blocks of 16 elements and 64 KiB. About 415 forks (the codec forks
     * in {@link #OFFICIAL_CODEC_ROUNDS} rounds, issue 16's kernel cells in
     * {@link #OFFICIAL_KERNEL_ROUNDS}), sized to finish in under 25 minutes on 2 cores
     * ({@code BenchPlanTest} checks the estimate).
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
        Selection utf8 = new Selection(UTF8_KERNELS, Map.of("variant", text, "size", sizes, "kind",
                List.of("ascii", "cyrillic", "cjk")));
        List<Selection> strings = List.of(
                new Selection("dev\\.lanewire\\.bench\\.text\\.Utf16Bench\\.",
                        Map.of("variant", text, "size", sizes, "kind", List.of("cyrillic"))),
                new Selection("dev\\.lanewire\\.bench\\.text\\.Latin1Bench\\.",
                        Map.of("variant", text, "size", sizes, "kind", List.of("latin1"))));
        Selection blockKernels = new Selection("dev\\.lanewire\\.bench\\.blocks\\.BlockKernelBench\\.",
                Map.of("variant", blocks, "size", List.of("16", "64KiB"), "type", List.of("bool", "int64")));
        List<Selection> out = new ArrayList<>(officialCodec());
        if (vectors.isEmpty()) {
            out.add(utf8);
            out.addAll(strings);
            out.add(blockKernels);
            return List.copyOf(out);
        }
        // Issue 16's cells: the widest vector variant and the JDK at 1,000 chars, mixed text (at half
        // the targets of 2- and 3-byte scripts) measured for them alone. Their later rounds follow the
        // other string kernels and the block kernels, so that a round runs minutes after the one before.
        Map<String, List<String>> issue16 = Map.of("variant", List.of(vectors.getLast(), "jdk"), "size",
                List.of("1000"), "kind", List.of("cyrillic", "cjk", "mixed"));
        out.add(utf8.inRound(1));
        out.add(new Selection(UTF8_KERNELS, Map.of("variant", issue16.get("variant"), "size", List.of("1000"),
                "kind", List.of("mixed"))).inRound(1));
        int round = 1;
        for (List<Selection> kernels : List.of(strings, List.of(blockKernels))) {
            out.addAll(kernels);
            out.add(new Selection(UTF8_KERNELS, issue16).inRound(++round));
        }
        return List.copyOf(out);
    }

    /** The UTF-8 kernel benchmarks issue 16 states its targets on. */
    private static final String UTF8_KERNELS = "dev\\.lanewire\\.bench\\.text\\.Utf8Bench\\.(validate|decode|encode)$";

    /**
     * Rounds of issue 16's kernel cells in the official run ({@code Utf8Bench} decode, encode and
     * validate of 1,000 chars of Cyrillic, CJK and mixed text through the widest vector variant and
     * the JDK): round 1 with the other UTF-8 kernel forks, round 2 after the UTF-16 and Latin-1
     * forks, round 3 after the block kernels'. One fork a cell moved the 512-bit decode of Cyrillic
     * text from 4.6x the JDK to 3.0x between runs of the same kernel on the shared host; a target is
     * judged on the median of three forks run minutes apart, with the spread of the rounds' ratios.
     */
    public static final int OFFICIAL_KERNEL_ROUNDS = 3;

    /** The per-string benchmark. */
    public static final String STRINGS = "dev\\.lanewire\\.bench\\.strings\\.StringBench\\.roundTrip$";
    /**
     * Warm-up and measurement of the per-string run's forks, after {@code StringBench}'s own
     * count-based warm-up ({@code StringBench.WARM_UP_CALLS} round trips in its set-up, which
     * brings the path past C2's thresholds; time alone did not, on a busy machine: Lanewire's
     * UTF-8 path was still at milliseconds a string after 2 x 350 ms), for at least
     * {@link #STRINGS_SET_UP_S}.
     */
    public static final Schedule STRINGS_SCHEDULE = new Schedule(1, 250, 2, 100);
    /**
     * Seconds of {@code StringBench}'s set-up a fork, for the estimate: its warm-up's floor
     * ({@code StringBench.WARM_UP_FLOOR_NS}), which every path reaches before its count.
     */
    public static final double STRINGS_SET_UP_S = 1.5;

    /**
     * The per-string run ({@code bench --strings}): {@code StringBench} at every length and kind,
     * the Lanewire paths under {@link #MODULES} and {@link #SERVER}, Fory, Kryo and the JDK (which
     * do not read the String-internals opt-in) once, as round 1; then the lengths issue 14 states
     * its targets at ({@link #STRINGS_TARGET_LENGTHS}) again in rounds 2 to
     * {@link #STRINGS_TARGET_ROUNDS}, every path each round. 546 forks, sized to finish in about
     * 25 minutes on the idle 2-core machine ({@code BenchPlanTest} checks the estimate).
     */
    public static List<Selection> strings() {
        Selection lanewire = new Selection(STRINGS, Map.of("path", List.of("lanewire", "lanewire-utf8")),
                STRINGS_SCHEDULE);
        Selection others = new Selection(STRINGS, Map.of("path", List.of("fory", "kryo", "jdk")), STRINGS_SCHEDULE);
        List<Selection> round = List.of(lanewire.modules(), lanewire.server(), others.modules());
        List<Selection> out = new ArrayList<>();
        round.forEach(s -> out.add(s.inRound(1)));
        for (int r = 2; r <= STRINGS_TARGET_ROUNDS; r++) {
            for (Selection s : round) {
                Map<String, List<String>> params = new LinkedHashMap<>(s.params());
                params.put("length", STRINGS_TARGET_LENGTHS);
                out.add(s.withParams(params).inRound(r));
            }
        }
        return List.copyOf(out);
    }

    /** The lengths in chars issue 14 states its per-string targets at. */
    public static final List<String> STRINGS_TARGET_LENGTHS = List.of("16", "64");

    /**
     * Rounds of the per-string run's cells at {@link #STRINGS_TARGET_LENGTHS}. One fork a cell, on
     * the shared host, can land in a slow spell of seconds to minutes; a target is judged on the
     * median of three forks run minutes apart, with the spread of the rounds' ratios beside it.
     */
    public static final int STRINGS_TARGET_ROUNDS = 3;

    /** {@code include}, with {@code params} when there are any, its own schedule, flag set and profiler, for reports. */
    public String describe() {
        return (params.isEmpty() ? include : include + " " + params)
                + (schedule == null ? "" : " (" + schedule.describe() + ")")
                + (flags == null ? "" : " [flags: " + flags + (jvmArgs.isEmpty() ? "" : " +" + String.join(" ", jvmArgs))
                + "]") + (gc ? " -prof gc" : "") + (round == 0 ? "" : " (round " + round + ")");
    }
}
