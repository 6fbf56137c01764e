#!/usr/bin/env bash
# `vflgen constraints` on one large file, as a whole process, against the front end alone.
#
#   Benchmarks/constraints.sh [LAYOUTS]      (default 10000: 100,000 VFL lines, 8 MB)
#
# Writes the front-end benchmark's corpus (10 VFL lines per layout, every construct) as one
# .vfl file, and the same at a tenth of the size, then measures each process (CPU time, wall
# clock and peak RSS as /usr/bin/time -v reports them, via wait4), best of 3 runs each:
#   - baseline: `vflgen-bench-frontend --check-file`, a process that reads the file and runs the
#     front end over it once (parse + resolve + lower), printing nothing;
#   - `vflgen constraints FILE > /dev/null`: the whole command, text output;
#   - `vflgen constraints --format json FILE > /dev/null`: the same in JSON.
# Prints VFL lines per CPU second (goal, issue 19: >= 400,000 end to end for the text), the
# JSON's CPU time against the text's (goal: <= 2.5x), the ratio to the baseline and
# the peak resident memory of each, at both sizes: `vflgen constraints` writes each layout as it
# is produced, so its memory beyond the input's own bytes must not grow with the file.
# Release builds go to .build-bench (kept for the next run; VFLGEN_BENCH_SCRATCH=DIR to use another).
set -euo pipefail
cd "$(dirname "$0")/.."
layouts="${1:-10000}"
small=$((layouts / 10))
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

scratch="${VFLGEN_BENCH_SCRATCH:-.build-bench}"
swift build -c release --scratch-path "$scratch" --product vflgen >/dev/null
swift build -c release --scratch-path "$scratch" --product vflgen-bench-frontend >/dev/null
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)"

"$bin/vflgen-bench-frontend" --write-corpus "$work/Large.vfl" --layouts "$layouts"
"$bin/vflgen-bench-frontend" --write-corpus "$work/Small.vfl" --layouts "$small"

# measure LABEL VFL_LINES COMMAND...: runs COMMAND 3 times (stdout to /dev/null) and prints the
# best CPU time (user + sys of the process, which a machine shared with other jobs inflates
# least), the best wall-clock time, VFL lines per CPU second and the peak resident memory
# (getrusage of that very process via wait4, as /usr/bin/time -v reports it). Also records the
# best CPU time in $RESULT.
measure() {
    RESULT=$(python3 - "$@" <<'PY'
import os, subprocess, sys, time
label, lines, command = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
best_cpu = best_wall = float("inf")
peak = 0
for _ in range(3):
    start = time.monotonic()
    with open(os.devnull, "wb") as devnull:
        process = subprocess.Popen(command, stdout=devnull)
        _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - start
    if status != 0:
        sys.exit(f"{label}: {' '.join(command)} failed with status {status}")
    best_cpu = min(best_cpu, usage.ru_utime + usage.ru_stime)
    best_wall = min(best_wall, wall)
    peak = max(peak, usage.ru_maxrss)
print(f"{label:<42} {best_cpu:6.3f} s CPU {best_wall:6.3f} s wall {lines / best_cpu:>11,.0f} VFL lines/s {peak / 1024:7.1f} MiB peak RSS", file=sys.stderr)
print(best_cpu)
PY
)
}

large_lines=$((layouts * 10))
small_lines=$((small * 10))
echo "vflgen constraints, whole process, best of 3 ($(wc -c <"$work/Large.vfl" | awk '{ printf "%.1f", $1 / 1e6 }') MB, $large_lines VFL lines; and a tenth of it)"
measure "front end only (baseline), large" "$large_lines" "$bin/vflgen-bench-frontend" --check-file "$work/Large.vfl"
baseline="$RESULT"
measure "vflgen constraints, large" "$large_lines" "$bin/vflgen" constraints "$work/Large.vfl"
large="$RESULT"
measure "vflgen constraints --format json, large" "$large_lines" "$bin/vflgen" constraints --format json "$work/Large.vfl"
json="$RESULT"
measure "front end only (baseline), small" "$small_lines" "$bin/vflgen-bench-frontend" --check-file "$work/Small.vfl"
measure "vflgen constraints, small" "$small_lines" "$bin/vflgen" constraints "$work/Small.vfl"
measure "vflgen constraints --format json, small" "$small_lines" "$bin/vflgen" constraints --format json "$work/Small.vfl"
awk -v c="$large" -v b="$baseline" -v j="$json" -v n="$large_lines" 'BEGIN {
    printf "end to end: %d VFL lines per CPU second (goal >= 400000); %.1fx the front end alone\n", n / c, c / b
    printf "JSON: %.2fx the text form (goal <= 2.5x)\n", j / c }'
