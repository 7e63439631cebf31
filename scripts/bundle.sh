#!/usr/bin/env bash
# Builds one self-contained archive for running Lanewire's A/B runs and calibration on another
# Linux x86-64 machine with nothing installed: the tools jar, the scripts, and a jlink'd JDK 25
# runtime with jdk.incubator.vector and every module the jar needs (found with jdeps).
#   scripts/run-vector.sh bundle [--out DIR]      (called through run-vector.sh)
# Result: DIR/lanewire-bundle-linux-x64.tar.gz (default DIR: dist/), at most 64 MiB.
# On the other machine:  tar xzf lanewire-bundle-linux-x64.tar.gz && lanewire/scripts/run-vector.sh ab --kernels scalar,512
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out="$root/dist"
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out=$(mkdir -p "$2" && cd "$2" && pwd); shift 2 ;;
        -h|--help) sed -n '2,7p' "$0"; exit 0 ;;
        *) echo "bundle.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
max_bytes=$((64 * 1024 * 1024))
jar="$root/bench/target/lanewire-bench.jar"

if [ -x "$root/runtime/bin/java" ]; then
    echo "bundle.sh: this is already a bundle; run it from a source checkout" >&2
    exit 2
fi

# A full JDK 25 (jlink and jdeps), looked for where run-vector.sh looks.
find_jdk25() {
    local candidate
    for candidate in "${LANEWIRE_JAVA_HOME:-}" "${JAVA_HOME:-}" /usr/lib/jvm/*25* /usr/lib/jvm/* \
            "$HOME"/.jdks/* "$HOME"/.sdkman/candidates/java/* /opt/java/* /opt/jdk*; do
        if [ -z "$candidate" ] || [ ! -x "$candidate/bin/jlink" ] || [ ! -x "$candidate/bin/jdeps" ]; then
            continue
        fi
        if "$candidate/bin/java" -XshowSettings:properties -version 2>&1 \
                | grep -q '^ *java\.specification\.version = 25$'; then
            echo "$candidate"
            return 0
        fi
    done
    return 1
}
if ! jdk=$(find_jdk25); then
    echo "bundle.sh: no JDK 25 with jlink found (set LANEWIRE_JAVA_HOME)" >&2
    exit 1
fi

if [ ! -f "$jar" ] || [ -n "$(find "$root" -path "$root/*/target" -prune -o \
        \( -name '*.java' -o -name '*.tmpl' -o -name 'pom.xml' \) -newer "$jar" -print -quit)" ]; then
    echo "bundle.sh: building the tools jar (mvn -q -DskipTests package)..." >&2
    (cd "$root" && mvn -q -B -DskipTests -Dmaven.javadoc.skip -Dmaven.source.skip package) >&2
fi

# Modules: what jdeps finds in the jar, plus the ones reached only reflectively or by flags:
# jdk.incubator.vector (--add-modules), jdk.unsupported (sun.misc.Unsafe in Agrona, Fory, Kryo),
# java.management and jdk.management (JMH's forks and profilers).
modules=$("$jdk/bin/jdeps" --multi-release 25 --ignore-missing-deps --print-module-deps "$jar")
modules="$modules,jdk.incubator.vector,jdk.unsupported,java.management,jdk.management"
echo "bundle.sh: modules $modules" >&2

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
dir="$stage/lanewire"
mkdir -p "$dir/scripts"
# No --compress: gzip over the whole archive packs the modules file smaller than jlink's
# per-resource zip does (39 MiB against 46 MiB measured).
"$jdk/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
    --output "$dir/runtime"
cp "$jar" "$dir/lanewire-bench.jar"
cp "$root/scripts/run-vector.sh" "$dir/scripts/"
cat > "$dir/README.txt" <<README
Lanewire bundle: runs Lanewire's demo, profile, calibration, benchmarks and A/B runs on this
machine with the JDK runtime inside (no installation needed; Linux x86-64).

  scripts/run-vector.sh                          the demo: a checked encode/decode round trip
  scripts/run-vector.sh profile                  this CPU's signature and the kernel choices
  scripts/run-vector.sh calibrate                measure the kernel variants here
  scripts/run-vector.sh ab --kernels scalar,512  A/B two kernel variants; reports in results/ab-*/
  scripts/run-vector.sh bench                    the default benchmark selection (under 10 minutes)

Send back the results/ folder: its JSON files merge into the profile table.
Built $(date -u +%Y-%m-%dT%H:%M:%SZ) from $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo "a source tree").
README

mkdir -p "$out"
archive="$out/lanewire-bundle-linux-x64.tar.gz"
tar -C "$stage" -czf "$archive" lanewire
size=$(stat -c %s "$archive")
if [ "$size" -gt "$max_bytes" ]; then
    echo "bundle.sh: $archive is $size bytes, over the 64 MiB limit" >&2
    exit 1
fi
echo "bundle.sh: wrote $archive ($((size / 1024 / 1024)) MiB, $size bytes)"
