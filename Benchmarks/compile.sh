#!/usr/bin/env bash
# Full compile time (`swiftc -c`, debug and release) of generated code vs the same constraints
# written by hand, at three sizes of one layout, and how it grows.
#
#   Benchmarks/compile.sh [SIZES]     (default "5 10 20": blocks of ~26 constraints, so about
#                                      130, 260 and 520 constraints in one layout)
#   SAME_API_SIZES="2 4 8"             sizes of the same-API comparison (default "2 4 8": about
#                                      55, 110 and 215 constraints; that hand-written class is
#                                      slow to compile, its initializer assigning every stored
#                                      property: ~34 s at -Onone for 420 constraints)
#   SAME_API=0 Benchmarks/compile.sh   skip the same-API comparison
#   RUNS=3                             runs per figure (best is kept; default 3)
#
# One layout of N views with about 5 constraints each, as `vflgen generate` writes it
# (Generated.swift), in the minimal hand-written style (HandWritten.swift: one function, one
# `NSLayoutConstraint.activate([…])` of anchor calls) and as a hand-written class with the
# generated API (HandWrittenSameAPI.swift: one named stored `let` per constraint assigned in
# `init`, identifiers, Metrics, variants; see Benchmarks/typecheck.sh for the styles). Each is
# compiled with `swiftc -c -swift-version 6 -parse-as-library` at -Onone and at -O against the
# stand-in UIKit module; the figure is CPU time (user+sys of swiftc and swift-frontend), best
# of RUNS. Prints, per optimization level, two tables: generated vs minimal at SIZES, and
# generated vs same API at SAME_API_SIZES, each with the ratios per size and the growth from
# the smallest to the largest size of every style (goals: generated <= 2.5x minimal at ~500
# constraints, and 4x the constraints costs at most 5x the time). Run it under `nice` on a
# shared machine.
set -euo pipefail
cd "$(dirname "$0")/.."
sizes="${1:-5 10 20}"
same_api_sizes="${SAME_API_SIZES:-2 4 8}"
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
# The corpus of ROWS blocks (made once), and its constraint count.
corpus() {
    local dir="$work/rows$1"
    [ -d "$dir" ] || "$bin/vflgen-bench-generate" --typecheck-corpus "$dir" --constraints 1 --rows "$1" >"$dir.summary"
    sed -E 's/.*, ([0-9]+) constraints/\1/' "$dir.summary"
}

# table OPT BASELINE_FILE BASELINE_NAME RUNS_FOR_BASELINE SIZES...
table() {
    local opt=$1 file=$2 name=$3 baseline_runs=$4
    shift 4
    printf '%-6s %12s %10s %10s %8s\n' "$opt" "constraints" "generated" "$name" "ratio"
    local first_count="" first_time="" first_base="" last_count="" last_time="" last_base=""
    for rows in "$@"; do
        local count generated base
        count=$(corpus "$rows")
        generated=$(cpu_best "$opt" "$work/rows$rows/Generated.swift")
        base=$(cpu_best "$opt" "$work/rows$rows/$file" "$baseline_runs")
        printf '%-6s %12s %9ss %9ss %8s\n' "" "$count" "$generated" "$base" "$(ratio "$generated" "$base")"
        if [ -z "$first_count" ]; then first_count=$count; first_time=$generated; first_base=$base; fi
        last_count=$count; last_time=$generated; last_base=$base
    done
    printf '%-6s growth from %s to %s constraints (%sx): generated %sx, %s %sx\n\n' "" "$first_count" "$last_count" \
        "$(ratio "$last_count" "$first_count")" "$(ratio "$last_time" "$first_time")" "$name" "$(ratio "$last_base" "$first_base")"
}

for opt in -Onone -O; do
    # shellcheck disable=SC2086  # the sizes are words
    table "$opt" HandWritten.swift minimal "$runs" $sizes
    if [ "$same_api" = 1 ]; then
        # One run of the same-API class per size: it is the slow one.
        # shellcheck disable=SC2086
        table "$opt" HandWrittenSameAPI.swift "same API" 1 $same_api_sizes
    fi
done
