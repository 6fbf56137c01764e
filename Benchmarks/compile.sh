#!/usr/bin/env bash
# Full compile time (`swiftc -c`, debug and release) of generated code vs the same constraints
# written by hand, at three sizes of one layout, and how it grows.
#
#   Benchmarks/compile.sh [SIZES]     (default "5 10 20": blocks of ~26 constraints, so about
#                                      130, 260 and 520 constraints in one layout)
#   SAME_API=0 Benchmarks/compile.sh   skip the same-API hand-written class (it is slow: its
#                                      initializer assigns every stored property)
#   RUNS=3                             runs per figure (best is kept; default 3)
#
# One layout of N views with about 5 constraints each, as `vflgen generate` writes it
# (Generated.swift), in the minimal hand-written style (HandWritten.swift: one function, one
# `NSLayoutConstraint.activate([…])` of anchor calls) and as a hand-written class with the
# generated API (HandWrittenSameAPI.swift: a stored `let` per constraint assigned in `init`);
# see Benchmarks/typecheck.sh for the styles. Each is compiled with
# `swiftc -c -swift-version 6 -parse-as-library` at -Onone and at -O against the stand-in UIKit
# module; the figure is CPU time (user+sys of swiftc and swift-frontend), best of RUNS.
# Prints per size the three times and the ratios generated / minimal and generated / same API,
# then the growth from the smallest to the largest size (goals: generated <= 2.5x minimal at
# ~500 constraints, and 4x the constraints costs at most 5x the time).
set -euo pipefail
cd "$(dirname "$0")/.."
sizes="${1:-5 10 20}"
runs="${RUNS:-3}"
same_api="${SAME_API:-1}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --product vflgen-bench-generate >/dev/null
swift build --target UIKit >/dev/null
bin="$(swift build --show-bin-path)"

# CPU seconds of `swiftc -c OPT FILE`, best of RUNS (third argument, default $runs).
cpu_best() {
    python3 - "$bin/Modules" "$1" "$2" "${3:-$runs}" "$work/out.o" <<'PY'
import resource, subprocess, sys
modules, opt, path, runs, out = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
best = float("inf")
for _ in range(runs):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(["swiftc", "-c", opt, "-swift-version", "6", "-parse-as-library", "-I", modules, path, "-o", out], check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    best = min(best, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
print(f"{best:.2f}")
PY
}

ratio() { python3 -c "print(f'{$1 / $2:.2f}')"; }

printf 'swiftc -c -swift-version 6 against the stand-in UIKit, one layout, CPU seconds, best of %s\n' "$runs"
printf 'machine load (1-minute average) at start: %s\n\n' "$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')"
for opt in -Onone -O; do
    printf '%-6s %12s %10s %9s %9s %8s %8s\n' "$opt" "constraints" "generated" "minimal" "same API" "/minimal" "/same"
    first_count=""; first_time=""; first_hand=""
    for rows in $sizes; do
        dir="$work/rows$rows"
        [ -d "$dir" ] || "$bin/vflgen-bench-generate" --typecheck-corpus "$dir" --constraints 1 --rows "$rows" >"$dir.summary"
        count=$(sed -E 's/.*, ([0-9]+) constraints/\1/' "$dir.summary")
        generated=$(cpu_best "$opt" "$dir/Generated.swift")
        handwritten=$(cpu_best "$opt" "$dir/HandWritten.swift")
        if [ "$same_api" = 1 ]; then
            sameapi=$(cpu_best "$opt" "$dir/HandWrittenSameAPI.swift" 1)
            sameratio=$(ratio "$generated" "$sameapi")
        else
            sameapi="-"; sameratio="-"
        fi
        printf '%-6s %12s %9ss %8ss %8s%s %8s %8s\n' "" "$count" "$generated" "$handwritten" "$sameapi" \
            "$([ "$sameapi" = - ] || echo s)" "$(ratio "$generated" "$handwritten")" "$sameratio"
        if [ -z "$first_count" ]; then first_count=$count; first_time=$generated; first_hand=$handwritten; fi
        last_count=$count; last_time=$generated; last_hand=$handwritten
    done
    printf '%-6s growth from %s to %s constraints (%sx): generated %sx, minimal %sx\n\n' "" "$first_count" "$last_count" \
        "$(ratio "$last_count" "$first_count")" "$(ratio "$last_time" "$first_time")" "$(ratio "$last_hand" "$first_hand")"
done
