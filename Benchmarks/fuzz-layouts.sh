#!/usr/bin/env bash
# The `layouts` fuzz harness (Tests/Fuzz/Layouts) replayed on a fixed corpus, part by part, for one
# or more builds of the fuzzer in the same run.
#
#   Benchmarks/fuzz-layouts.sh FUZZER... [-- RUNS]
#
# Each FUZZER is a `fuzz-layouts` binary (`FUZZ_SANITIZERS=fuzzer Tests/Fuzz/run.sh layouts-check 1`
# leaves .build/fuzz/fuzz-layouts-fuzzer; copy it aside before building another). The corpus is
# 400 inputs of 64-256 random bytes from Python's random.Random(39), written to a temporary folder
# (`CORPUS=DIR` writes it there and keeps it). Every fuzzer replays it (`-runs=0 DIR`: each input
# once, with libFuzzer's coverage bookkeeping, as a fuzzing run starts) once per part set
# (FUZZ_LAYOUTS = check, preview, frames+agreement, all four), RUNS times (default 3), the builds
# taking turns. Figures are the process's CPU time (user + sys, from wait4) per input, the best run,
# and the ratio to the first FUZZER.
# Two floors are measured the same way: `compile` (FUZZ_LAYOUTS=compile: each input generated and
# compiled, no part run; builds older than the part's name run no part for it either), and
# libFuzzer's start on an empty corpus (loading the binary, its tables; printed as ms per input of
# the corpus). A part's own cost is its figure less the compile floor ("own" columns): no change to
# a part can take a replay below the floor.
set -euo pipefail
cd "$(dirname "$0")/.."
fuzzers=() runs=3
while [[ $# -gt 0 ]]; do
    if [[ $1 == -- ]]; then runs="${2:-3}"; break; fi
    fuzzers+=("$1"); shift
done
[[ ${#fuzzers[@]} -ge 1 ]] || { sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
for fuzzer in "${fuzzers[@]}"; do [[ -x $fuzzer ]] || { echo "fuzz-layouts: no $fuzzer" >&2; exit 2; }; done
corpus="${CORPUS:-}"
if [[ -z $corpus ]]; then
    corpus="$(mktemp -d)"
    trap 'rm -rf "$corpus"' EXIT
fi
mkdir -p "$corpus"

python3 - "$corpus" "$runs" "${fuzzers[@]}" <<'PY'
import os, random, subprocess, sys

corpus, runs, fuzzers = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
rng = random.Random(39)
for index in range(400):
    size = rng.randint(64, 256)
    data = bytes(rng.randrange(256) for _ in range(size))
    path = os.path.join(corpus, f"{index:03d}")
    if not os.path.exists(path) or open(path, "rb").read() != data:
        with open(path, "wb") as out:
            out.write(data)
inputs = len(os.listdir(corpus))

import tempfile
empty = tempfile.mkdtemp()
parts = ["check", "preview", "frames,agreement", "frames,agreement,check,preview"]
floors = ["compile", "start (empty corpus)"]
best = {}
for _ in range(runs):
    for part in floors + parts:
        for fuzzer in fuzzers:
            layouts = "compile" if part in floors else part
            folder = empty if part.startswith("start") else corpus
            environment = dict(os.environ, FUZZ_LAYOUTS=layouts, SWIFT_BACKTRACE="enable=no")
            with open(os.devnull, "wb") as null:
                process = subprocess.Popen([fuzzer, "-runs=0", "-detect_leaks=0", folder],
                                           stdout=null, stderr=null, env=environment)
                _, status, usage = os.wait4(process.pid, 0)
            if os.waitstatus_to_exitcode(status) != 0:
                sys.exit(f"fuzz-layouts: {fuzzer} ({part}) exited with {os.waitstatus_to_exitcode(status)}")
            ms = (usage.ru_utime + usage.ru_stime) * 1000 / inputs
            key = (part, fuzzer)
            best[key] = min(best.get(key, ms), ms)
os.rmdir(empty)

print(f"{inputs} inputs, best of {runs}, CPU ms per input (load {os.getloadavg()[0]:.1f}); own = less the compile floor")
width = max(len(p) for p in floors + parts)
for part in floors + parts:
    base = best[(part, fuzzers[0])]
    cells = []
    for f in fuzzers:
        cell = f"{best[(part, f)]:7.3f} ms ({base / best[(part, f)]:4.2f}x)"
        if part in parts:
            own, own_base = best[(part, f)] - best[("compile", f)], base - best[("compile", fuzzers[0])]
            cell += f" own {own:6.3f} ({own_base / own:4.2f}x)" if own > 0 else " own    n/a        "
        cells.append(cell)
    print(f"{part:<{width}}  " + "  ".join(cells))
for index, fuzzer in enumerate(fuzzers):
    print(f"[{index}] {fuzzer}")
PY
