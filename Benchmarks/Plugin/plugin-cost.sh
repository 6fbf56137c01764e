#!/usr/bin/env bash
# Benchmarks/Plugin/plugin-cost.sh [PACKAGE…] — what depending on the binary plugin package
# costs a client's first build by itself, without layouts to generate (issue 40).
#
# An empty client (one Swift file) is built from nothing (a new build folder, debug), without
# the plugin and with VFLGenPlugin applied from each PACKAGE (default: Distribution/), RUNS
# times each in turn (default 3), and the medians of CPU (user+sys of everything started) are
# printed with the difference: SwiftPM reading the package's manifest, unpacking the artifact
# bundle and compiling the package's three plugins, which it does for every plugin of every
# package in the graph. Give an older copy of Distribution/ (links resolved) as a second
# PACKAGE to compare revisions in one run. Benchmarks/Plugin/first-build.sh measures a whole
# app's first build.
#
# Needs Distribution/vflgen.artifactbundle.zip (Scripts/build-artifactbundle.sh); a PACKAGE
# without a bundle of its own uses that one. Work files in Benchmarks/.work/plugin-cost.
set -euo pipefail

REPO="$(cd "$(dirname "$0")/../.." && pwd)"
RUNS="${RUNS:-3}"
WORK="$REPO/Benchmarks/.work/plugin-cost"
BUNDLE="$REPO/Distribution/vflgen.artifactbundle.zip"
[ -f "$BUNDLE" ] || { printf 'run Scripts/build-artifactbundle.sh first\n' >&2; exit 1; }
[ $# -gt 0 ] || set -- "$REPO/Distribution"

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# client DIR [PACKAGE]: an empty library target, with VFLGenPlugin from PACKAGE if given.
client() {
    local dir="$1" package="${2:-}"
    rm -rf "$dir" && mkdir -p "$dir/Sources/App"
    printf 'public let answer = 42\n' >"$dir/Sources/App/App.swift"
    if [ -z "$package" ]; then
        printf '// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: "Client", targets: [.target(name: "App")])\n' >"$dir/Package.swift"
    else
        printf '// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: "Client", dependencies: [.package(name: "vflgen-plugin", path: "%s")], targets: [.target(name: "App", plugins: [.plugin(name: "VFLGenPlugin", package: "vflgen-plugin")])])\n' "$package" >"$dir/Package.swift"
    fi
}
# cpu DIR: user+sys seconds of a first `swift build` of DIR.
cpu() {
    local TIMEFORMAT='%U %S' times
    rm -rf "$1/.build"
    times=$( { time swift build --package-path "$1" >"$1/build.log" 2>&1; } 2>&1 ) || { tail -20 "$1/build.log" >&2; exit 1; }
    awk '{ printf "%.2f\n", $1 + $2 }' <<<"$times"
}

rm -rf "$WORK" && mkdir -p "$WORK"
client "$WORK/none"
names=(none)
index=0
for package in "$@"; do
    package="$(cd "$package" && pwd)"
    [ -f "$package/vflgen.artifactbundle.zip" ] || cp "$BUNDLE" "$package/"
    index=$((index + 1))
    client "$WORK/with$index" "$package"
    names+=("with$index")
done
for _ in $(seq "$RUNS"); do
    for name in "${names[@]}"; do cpu "$WORK/$name" >>"$WORK/$name.cpu"; done
done
base=$(median <"$WORK/none.cpu")
printf 'first build of an empty client, debug, median CPU of %s runs each:\n' "$RUNS"
printf '  without the plugin                 %6.2f s\n' "$base"
index=0
for package in "$@"; do
    index=$((index + 1))
    with=$(median <"$WORK/with$index.cpu")
    printf '  with VFLGenPlugin from %-12s %6.2f s: +%.2f s\n' "$(basename "$package")" "$with" "$(awk -v a="$with" -v b="$base" 'BEGIN { print a - b }')"
done
