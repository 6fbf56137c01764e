#!/usr/bin/env bash
# Benchmarks/Plugin/first-build.sh — what vflgen costs the FIRST build of an app (issue 40).
#
# Three copies of Examples/GrapevineApp (5 layouts, a demo), each built once from nothing (a new
# build folder), debug, as a new user's or a CI machine's first `swift build`:
#   plain:  no plugin; the Swift the plugin generates added as ordinary sources;
#   binary: the binary plugin package (Distribution/), running the prebuilt release `vflgen`;
#   source: the source plugin (the vflgen package), which first builds vflgen in debug.
# On Linux every copy also builds the stand-in UIKit (four modules of vflgen's sources) that the
# app runs on; plain and binary take it from Scripts/make-standins-package.sh, source from the
# vflgen package, so all three compile the same stand-in. Goal: binary at most a few seconds
# over plain.
# Then the generator command the plugin runs on the app's layouts (`vflgen generate … --output`,
# with the layout check, as in every build) and the check alone, with the debug `vflgen` the
# source plugin built against the release binary from the bundle: milliseconds per run, medians
# of RUNS samples of BATCH runs.
# Wall and CPU (user+sys of everything started) seconds; on a shared machine compare CPU.
#
# Usage: Benchmarks/Plugin/first-build.sh   (env RUNS, default 5; BATCH, default 20; Linux)
# Needs Distribution/vflgen.artifactbundle.zip (Scripts/build-artifactbundle.sh). Work files in
# Benchmarks/.work/first-build (git-ignored).
set -euo pipefail

REPO="$(cd "$(dirname "$0")/../.." && pwd)"
RUNS="${RUNS:-5}"
WORK="$REPO/Benchmarks/.work/first-build"
EXAMPLE="$REPO/Examples/GrapevineApp"

say() { printf '%s\n' "$*" >&2; }
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
# timed LOG COMMAND…: runs it, output to LOG; prints "wall cpu" in seconds.
timed() {
    local log="$1" TIMEFORMAT='%R %U %S' times
    shift
    times=$( { time "$@" >"$log" 2>&1; } 2>&1 ) || { tail -20 "$log" >&2; exit 1; }
    awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' <<<"$times"
}

[ -f "$REPO/Distribution/vflgen.artifactbundle.zip" ] || { say "run Scripts/build-artifactbundle.sh first"; exit 1; }
rm -rf "$WORK"
mkdir -p "$WORK"
bash "$REPO/Scripts/make-standins-package.sh" "$WORK/standins"

# copy NAME: the example at $WORK/NAME, with its manifest made by the sed arguments that follow.
copy() {
    local name="$1"
    shift
    cp -R "$EXAMPLE" "$WORK/$name"
    rm -rf "$WORK/$name/.build" "$WORK/$name/.swiftpm"
    sed "$@" "$EXAMPLE/Package.swift" >"$WORK/$name/Package.swift"
}
copy source -e "s|path: \"\\.\\./\\.\\.\"|path: \"$REPO\"|"
copy binary -e "s|\.package(name: \"vflgen\", path: \"\\.\\./\\.\\.\")|.package(name: \"vflgen-plugin\", path: \"$REPO/Distribution\"), .package(name: \"vflgen-standins\", path: \"$WORK/standins\")|" \
    -e 's|package: "vflgen")|package: "vflgen-plugin")|' -e 's|package: "vflgen",|package: "vflgen-standins",|'
copy plain -e "s|\.package(name: \"vflgen\", path: \"\\.\\./\\.\\.\")|.package(name: \"vflgen-standins\", path: \"$WORK/standins\")|" \
    -e 's|dependencies: uiDependencies,|dependencies: uiDependencies|' -e '/plugins: \[\.plugin(name: "VFLGenPlugin"/d' \
    -e 's|package: "vflgen",|package: "vflgen-standins",|'
grep -q 'VFLGenPlugin' "$WORK/plain/Package.swift" && { say "plain still applies the plugin"; exit 1; }

say "binary plugin: first build…"
read -r binary_wall binary_cpu <<<"$(timed "$WORK/binary.log" swift build --package-path "$WORK/binary" --scratch-path "$WORK/binary/.build")"
generated="$WORK/binary/.build/plugins/outputs/binary/GrapevineUI/destination/VFLGenPlugin/GeneratedSources"
[ "$(ls "$generated" | grep -c '+VFL\.swift$')" -eq 5 ] || { say "expected 5 generated files in $generated"; exit 1; }
# The plain copy gets the generated files as sources (their #sourceLocation paths name the
# binary copy's .vfl files, which exist).
cp "$generated"/*.swift "$WORK/plain/Sources/GrapevineUI/"
rm "$WORK/plain/Sources/GrapevineUI"/*/*.vfl
say "plain (no plugin): first build…"
read -r plain_wall plain_cpu <<<"$(timed "$WORK/plain.log" swift build --package-path "$WORK/plain" --scratch-path "$WORK/plain/.build")"
say "source plugin: first build…"
read -r source_wall source_cpu <<<"$(timed "$WORK/source.log" swift build --package-path "$WORK/source" --scratch-path "$WORK/source/.build")"
for name in plain binary source; do
    "$WORK/$name/.build/debug/grapevine-demo" >"$WORK/$name-demo.txt" || { say "$name: the demo failed"; exit 1; }
done
cmp -s "$WORK/plain-demo.txt" "$WORK/binary-demo.txt" && cmp -s "$WORK/plain-demo.txt" "$WORK/source-demo.txt" \
    || { say "the three demos differ"; exit 1; }
steps() { grep -cE '^\[[0-9]+/[0-9]+\] (Compiling|Linking|Emitting)' "$1" || true; }

# The tools: the debug vflgen the source plugin built, the release one from the bundle.
debug_tool=$(find "$WORK/source/.build" -type f -perm -u+x -name 'vflgen-tool' | head -1)
release_tool=$(find "$WORK/binary/.build/artifacts" -type f -perm -u+x -path '*/bin/vflgen' | head -1)
[ -x "$debug_tool" ] && [ -x "$release_tool" ] || { say "tools not found: '$debug_tool' '$release_tool'"; exit 1; }
layouts=$(find "$WORK/binary/Sources/GrapevineUI" -name '*.vfl' | sort)
# tool_time TOOL ARGS…: "wall cpu" milliseconds per invocation of TOOL with ARGS and the
# layouts, the median of RUNS samples of BATCH invocations each (one invocation takes a few
# milliseconds, below what `time` resolves).
BATCH="${BATCH:-20}"
tool_time() {
    local tool="$1" walls=() cpus=() wall cpu
    shift
    batch() { for ((j = 0; j < BATCH; j++)); do rm -rf "$WORK/out"; "$@"; done; }
    for ((i = 0; i < RUNS; i++)); do
        # shellcheck disable=SC2086
        read -r wall cpu <<<"$(timed "$WORK/tool.log" batch "$tool" "$@" $layouts)"
        walls+=("$(awk -v t="$wall" -v n="$BATCH" 'BEGIN { printf "%.1f", t * 1000 / n }')")
        cpus+=("$(awk -v t="$cpu" -v n="$BATCH" 'BEGIN { printf "%.1f", t * 1000 / n }')")
    done
    echo "$(printf '%s\n' "${walls[@]}" | median) $(printf '%s\n' "${cpus[@]}" | median)"
}
say "tools: $RUNS samples of $BATCH runs each…"
read -r gen_debug_wall gen_debug_cpu <<<"$(tool_time "$debug_tool" generate --output "$WORK/out")"
read -r gen_release_wall gen_release_cpu <<<"$(tool_time "$release_tool" generate --output "$WORK/out")"
read -r check_debug_wall check_debug_cpu <<<"$(tool_time "$debug_tool" check)"
read -r check_release_wall check_release_cpu <<<"$(tool_time "$release_tool" check)"

row() { printf '  %-58s %8s s %8s s%s\n' "$1" "$2" "$3" "${4:+   $4}"; }
echo "vflgen first-build benchmark: Examples/GrapevineApp (5 layouts), debug builds, $(nproc) cores, one run"
echo "  load average at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
printf '  %-58s %10s %10s\n' "" "wall" "cpu"
row "first build, no plugin (generated files as sources)" "$plain_wall" "$plain_cpu" "$(steps "$WORK/plain.log") build steps"
row "first build, binary plugin (Distribution/)" "$binary_wall" "$binary_cpu" \
    "$(steps "$WORK/binary.log") steps; +$(awk -v a="$binary_wall" -v b="$plain_wall" 'BEGIN { printf "%.1f", a - b }') s wall, cpu x$(ratio "$binary_cpu" "$plain_cpu") vs no plugin"
row "first build, source plugin (the vflgen package)" "$source_wall" "$source_cpu" \
    "$(steps "$WORK/source.log") steps; x$(ratio "$source_wall" "$binary_wall") wall, x$(ratio "$source_cpu" "$binary_cpu") cpu vs binary"
printf '  %-58s %10s %10s\n' "one run of the tool on the app's 5 layouts (median of $RUNS x $BATCH)" "wall" "cpu"
trow() { printf '  %-58s %7s ms %7s ms%s\n' "$1" "$2" "$3" "${4:+   $4}"; }
trow "vflgen generate + check (the build's command), debug tool" "$gen_debug_wall" "$gen_debug_cpu"
trow "vflgen generate + check (the build's command), release" "$gen_release_wall" "$gen_release_cpu" "debug/release cpu x$(ratio "$gen_debug_cpu" "$gen_release_cpu")"
trow "vflgen check, debug tool" "$check_debug_wall" "$check_debug_cpu"
trow "vflgen check, release" "$check_release_wall" "$check_release_cpu" "debug/release cpu x$(ratio "$check_debug_cpu" "$check_release_cpu")"
