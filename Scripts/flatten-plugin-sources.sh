#!/usr/bin/env bash
# Scripts/flatten-plugin-sources.sh [DIR] — writes each plugin of Plugins/ as one Swift file,
# DIR/<Plugin>/<Plugin>.swift (default DIR: Distribution/Plugins, the binary plugin package's).
#
# Why: SwiftPM compiles every plugin of every package in the graph in a client's first build,
# in debug, with one compiler process per source file, and each process loads Foundation and
# PackagePlugin again. VFLGenPlugin's 10 files took 4.5 s of CPU, as one file 1.6 s
# (docs/Plugin.md, "What the plugins cost a build"). The source plugins keep their small files;
# the binary package, whose point is a cheap first build, compiles the flattened copies.
#
# The files are the sources concatenated in path order (links followed, so the shared Shared/
# and PluginAPI/ folders are included in each plugin that links them), each after a line
# naming it. A file is rewritten only when its bytes change. DistributionPackageTests and
# .ci/e2e-plugin.sh fail when Distribution/Plugins differs from this script's output: after
# editing Plugins/, run it and commit the result.
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
OUT="${1:-$REPO/Distribution/Plugins}"
die() { printf 'flatten-plugin-sources: error: %s\n' "$*" >&2; exit 1; }
[ $# -le 1 ] || die "usage: Scripts/flatten-plugin-sources.sh [DIR]"

mkdir -p "$OUT"
for folder in "$REPO"/Plugins/*/; do
    plugin="$(basename "$folder")"
    target="$OUT/$plugin/$plugin.swift"
    # A link or folder left from an older layout is replaced by a folder with the one file.
    if [ -L "$OUT/$plugin" ] || { [ -e "$OUT/$plugin" ] && [ ! -d "$OUT/$plugin" ]; }; then rm -f "$OUT/$plugin"; fi
    mkdir -p "$OUT/$plugin"
    find "$OUT/$plugin" -mindepth 1 ! -name "$plugin.swift" -exec rm -rf {} +
    temporary="$(mktemp "$OUT/$plugin/.$plugin.swift.XXXXXX")"
    {
        printf '// %s, flattened by Scripts/flatten-plugin-sources.sh from Plugins/%s: edit those files\n' "$plugin.swift" "$plugin"
        printf '// and run the script (a test fails when this file differs from its output). One file because\n'
        printf '// SwiftPM compiles each file of a plugin in a compiler process of its own, in every client'"'"'s\n'
        printf '// first build (docs/Plugin.md, "What the plugins cost a build").\n'
        (cd "$folder" && find -L . -type f -name '*.swift' | sed 's|^\./||' | LC_ALL=C sort) | while read -r file; do
            printf '\n// MARK: - Plugins/%s/%s\n\n' "$plugin" "$file"
            cat "$folder/$file"
        done
    } >"$temporary"
    [ -s "$temporary" ] || die "no Swift files in Plugins/$plugin"
    if cmp -s "$temporary" "$target"; then
        rm -f "$temporary"
    else
        chmod 644 "$temporary"
        mv -f "$temporary" "$target"
        printf 'flatten-plugin-sources: wrote %s\n' "${target#"$REPO/"}"
    fi
done
