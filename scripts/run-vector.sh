#!/usr/bin/env bash
# Lanewire's entry point for people: finds a JDK 25 the way the build does, builds the tools jar
# if it is missing or older than the sources, and runs a subcommand (default: the demo).
#   scripts/run-vector.sh [demo|profile|calibrate|bench|ab|bundle|fuzz|help] [args...]
# Environment: LANEWIRE_JAVA_HOME (a JDK 25 to use), LANEWIRE_JVM_FLAGS (extra JVM flags),
#              LANEWIRE_NO_VECTOR=1 (run without jdk.incubator.vector, i.e. scalar kernels).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
jar="$root/bench/target/lanewire-bench.jar"

java_major() {
    "$1/bin/java" -XshowSettings:properties -version 2>&1 \
        | sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p'
}

find_jdk25() {
    local candidate
    for candidate in "${LANEWIRE_JAVA_HOME:-}" "${JAVA_HOME:-}" \
            /usr/lib/jvm/*25* /usr/lib/jvm/* "$HOME"/.jdks/* "$HOME"/.sdkman/candidates/java/* \
            /opt/java/* /opt/jdk* /Library/Java/JavaVirtualMachines/*/Contents/Home \
            "$(dirname "$(dirname "$(readlink -f "$(command -v java 2>/dev/null || echo /nonexistent)")")")"; do
        [ -n "$candidate" ] && [ -x "$candidate/bin/java" ] || continue
        if [ "$(java_major "$candidate")" = "25" ]; then
            echo "$candidate"
            return 0
        fi
    done
    return 1
}

# A bundle (scripts/run-vector.sh bundle) carries its own runtime next to the scripts.
if [ -x "$root/runtime/bin/java" ]; then
    jdk="$root/runtime"
    [ -f "$root/lanewire-bench.jar" ] && jar="$root/lanewire-bench.jar"
elif ! jdk=$(find_jdk25); then
    echo "run-vector.sh: no JDK 25 found (looked at LANEWIRE_JAVA_HOME, JAVA_HOME, /usr/lib/jvm, ~/.jdks, SDKMAN, /opt)." >&2
    echo "Install one, e.g. 'apt-get install temurin-25-jdk' or from https://adoptium.net, or set LANEWIRE_JAVA_HOME." >&2
    exit 1
fi

# fuzz [target|all] [duration]: coverage-guided fuzzing of the conformance suite's Jazzer targets
# (src/test/java/dev/lanewire/conformance/fuzz, docs/fuzzing.md) in fuzzing mode, one JVM a target,
# through Jazzer's own driver. "all" splits the duration evenly across the targets. The corpus grows
# in $LANEWIRE_FUZZ_DIR (default target/fuzz) from the committed seeds; findings land in
# <dir>/<target>/findings. No coverage agent (JaCoCo) may join Jazzer's: JAVA_TOOL_OPTIONS is
# cleared for the fuzzing JVMs.
fuzz_targets="wire-reader frame objects utf8 blocks varints"

fuzz_class() {
    case "$1" in
        wire-reader) echo "WireReaderFuzzTest readOps" ;;
        frame) echo "FrameFuzzTest open" ;;
        objects) echo "ObjectCodecFuzzTest readMessage" ;;
        utf8) echo "Utf8FuzzTest againstJdk" ;;
        blocks) echo "BlocksFuzzTest againstScalarTwin" ;;
        varints) echo "VarintFuzzTest againstReference" ;;
        *) return 1 ;;
    esac
}

fuzz_seconds() {
    case "$1" in
        *h) echo $(( ${1%h} * 3600 )) ;;
        *m) echo $(( ${1%m} * 60 )) ;;
        *s) echo "${1%s}" ;;
        *) echo "$1" ;;
    esac
}

fuzz() {
    local target=${1:-all} duration=${2:-10m} seconds targets t
    if ! [[ "$duration" =~ ^[0-9]+[hms]?$ ]]; then
        echo "run-vector.sh fuzz: duration '$duration' is not N, Ns, Nm or Nh" >&2
        exit 2
    fi
    seconds=$(fuzz_seconds "$duration")
    if [ "$target" = "all" ]; then
        targets=$fuzz_targets
        # shellcheck disable=SC2086
        set -- $targets
        seconds=$(( seconds / $# ))
    elif fuzz_class "$target" > /dev/null; then
        targets=$target
    else
        echo "run-vector.sh fuzz: unknown target '$target'; one of: $fuzz_targets all" >&2
        exit 2
    fi
    [ "$seconds" -ge 1 ] || seconds=1
    if [ ! -f "$root/src/test/pom.xml" ] || ! command -v mvn > /dev/null; then
        echo "run-vector.sh fuzz: needs the source tree and Maven (a bundle carries neither)" >&2
        exit 2
    fi
    local work=${LANEWIRE_FUZZ_DIR:-$root/target/fuzz}
    mkdir -p "$work"
    echo "run-vector.sh: compiling the fuzz targets (mvn -q test-compile)..." >&2
    (cd "$root" && mvn -q -B -pl src/test -am test-compile \
        org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath \
        -Dmdep.outputFile="$work/classpath.txt" -Dmdep.includeScope=test) >&2
    local cp="$root/src/test/target/test-classes:$(cat "$work/classpath.txt")"
    local jvm=(--add-exports java.base/jdk.internal.misc=ALL-UNNAMED)
    if [ "${LANEWIRE_NO_VECTOR:-0}" != "1" ]; then
        jvm+=(--add-modules jdk.incubator.vector)
    fi
    # shellcheck disable=SC2206
    jvm+=(${LANEWIRE_JVM_FLAGS:-})
    local seeds_root="$root/src/test/resources/dev/lanewire/conformance/fuzz"
    for t in $targets; do
        local cls method
        read -r cls method <<< "$(fuzz_class "$t")"
        local dir="$work/$t"
        mkdir -p "$dir/corpus" "$dir/findings"
        echo "== fuzz $t ($cls.$method) for ${seconds}s; corpus $dir/corpus, findings $dir/findings" >&2
        (cd "$dir" && env -u JAVA_TOOL_OPTIONS "$jdk/bin/java" -Xmx2g -XX:+EnableDynamicAgentLoading \
            --enable-native-access=ALL-UNNAMED "${jvm[@]}" -cp "$cp" \
            com.code_intelligence.jazzer.Jazzer \
            --target_class="dev.lanewire.conformance.fuzz.$cls" \
            --instrumentation_includes='dev.lanewire.**' \
            --keep_going="${LANEWIRE_FUZZ_KEEP_GOING:-50}" \
            -max_total_time="$seconds" -rss_limit_mb=4096 -timeout=20 -report_slow_units=60 -print_final_stats=1 \
            -artifact_prefix="$dir/findings/" \
            "$dir/corpus" "$seeds_root/${cls}Inputs/$method") 2>&1 | tee "$dir/fuzz.log" \
            | grep -E '^#[0-9]+ +(INITED|pulse|DONE)|Done [0-9]+ runs|== Java Exception|FuzzerSecurityIssue|Test unit written' >&2 || true
        local last
        last=$(grep -E '^#[0-9]+' "$dir/fuzz.log" | tail -1 || true)
        echo "== $t: ${last:-no progress line}; findings: $(find "$dir/findings" -type f | wc -l)" >&2
    done
}

command=${1:-demo}
if [ "$command" = "fuzz" ]; then
    shift
    fuzz "$@"
    exit 0
fi
if [ "$command" = "bundle" ]; then
    shift
    exec "$root/scripts/bundle.sh" "$@"
fi

if [ ! -x "$root/runtime/bin/java" ]; then
    stale=0
    if [ ! -f "$jar" ]; then
        stale=1
    elif [ -n "$(find "$root" -path "$root/*/target" -prune -o \( -name '*.java' -o -name '*.tmpl' -o -name 'pom.xml' -o -path '*/src/main/resources/*' -type f \) -newer "$jar" -print -quit)" ]; then
        stale=1
    fi
    if [ "$stale" = 1 ]; then
        echo "run-vector.sh: building the tools jar (mvn -q -DskipTests package, no javadoc or sources jars)..." >&2
        (cd "$root" && mvn -q -B -DskipTests -Dmaven.javadoc.skip -Dmaven.source.skip package) >&2
    fi
fi

flags=(--add-exports java.base/jdk.internal.misc=ALL-UNNAMED)
if [ "${LANEWIRE_NO_VECTOR:-0}" != "1" ]; then
    flags+=(--add-modules jdk.incubator.vector)
fi
# shellcheck disable=SC2206
extra=(${LANEWIRE_JVM_FLAGS:-})
case "$command" in
    help | -h | --help)
        "$jdk/bin/java" "${flags[@]}" "${extra[@]}" -jar "$jar" "$@"
        echo "  fuzz        coverage-guided fuzzing: fuzz [wire-reader|frame|objects|utf8|blocks|varints|all] [duration: N, Ns, Nm, Nh]"
        echo "              (default all for 10m, split across the targets; docs/fuzzing.md)"
        exit 0
        ;;
esac
exec "$jdk/bin/java" "${flags[@]}" "${extra[@]}" -Dlanewire.jar="$jar" -Dlanewire.java="$jdk/bin/java" \
    -jar "$jar" "$@"
