#!/usr/bin/env bash
# `vflgen check` on layouts that once grew super-linearly, as whole processes, with the debug
# build (what the build plugin runs in a client's usual debug build) and the release build.
#
#   Benchmarks/check-growth.sh
#
# The layouts (vflgen-bench-check --write-growth): mixed screens of 10 to 200 views in rows of
# four (mixed content priorities, intrinsic hints, metrics), 200 labels in a column with equal
# priorities (one content priority tie at every size), 2,000 small cells in one file. Prints
# the CPU time of each process (user + sys, best of 2: a shared machine inflates it least) and,
# for the mixed screens, the growth exponent between sizes (1 is linear). Goals (issue 19):
# 200 labels <= 2 s and 2,000 cells <= 10 s with the debug build; a 40-view screen < 2 s release.
# The release build goes to .build-bench, as Benchmarks/constraints.sh's.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
scratch="${VFLGEN_BENCH_SCRATCH:-.build-bench}"
swift build --product vflgen >/dev/null
swift build --product vflgen-bench-check >/dev/null
swift build -c release --scratch-path "$scratch" --product vflgen >/dev/null
debug="$(swift build --show-bin-path)"
release="$(swift build -c release --scratch-path "$scratch" --show-bin-path)"
"$debug/vflgen-bench-check" --write-growth "$work"

python3 - "$debug/vflgen" "$release/vflgen" "$work" <<'PY'
import math, os, subprocess, sys
debug, release, folder = sys.argv[1:4]
def cpu(tool, name):
    best = float("inf")
    for _ in range(2):
        with open(os.devnull, "wb") as devnull:
            process = subprocess.Popen([tool, "check", os.path.join(folder, name)], stdout=devnull, stderr=devnull)
            _, status, usage = os.wait4(process.pid, 0)
        best = min(best, usage.ru_utime + usage.ru_stime)
    return best
print(f"{'vflgen check, CPU seconds':<34} {'debug':>8} {'release':>8}   growth exponent (debug, release)")
previous = None
for views in (10, 20, 50, 100, 200):
    name = f"Mixed{views}.vfl"
    times = (cpu(debug, name), cpu(release, name))
    growth = ""
    if previous:
        exps = [math.log(max(t, 1e-3) / max(p, 1e-3)) / math.log(views / previous[0]) for t, p in zip(times, previous[1])]
        growth = f"{exps[0]:.2f}, {exps[1]:.2f}"
    print(f"{'mixed screen, ' + str(views) + ' views':<34} {times[0]:8.2f} {times[1]:8.2f}   {growth}")
    previous = (views, times)
for label, name in (("200 labels, equal priorities", "Column200.vfl"), ("2,000 small layouts, one file", "Cells2000.vfl")):
    print(f"{label:<34} {cpu(debug, name):8.2f} {cpu(release, name):8.2f}")
PY
