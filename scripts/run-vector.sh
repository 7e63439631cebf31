#!/usr/bin/env bash
# Lanewire's entry point for people: finds a JDK 25 the way the build does, builds the tools jar
# if it is missing or older than the sources, and runs a subcommand (default: the demo).
#   scripts/run-vector.sh [demo|profile|calibrate|bench|ab|bundle|help] [args...]
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

command=${1:-demo}
if [ "$command" = "bundle" ]; then
    shift
    exec "$root/scripts/bundle.sh" "$@"
fi

if [ ! -x "$root/runtime/bin/java" ]; then
    stale=0
    if [ ! -f "$jar" ]; then
        stale=1
    elif [ -n "$(find "$root" -path "$root/*/target" -prune -o \( -name '*.java' -o -name '*.tmpl' -o -name 'pom.xml' \) -newer "$jar" -print -quit)" ]; then
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
exec "$jdk/bin/java" "${flags[@]}" "${extra[@]}" -Dlanewire.jar="$jar" -Dlanewire.java="$jdk/bin/java" \
    -jar "$jar" "$@"
