#!/usr/bin/env bash
# `vflgen lint` on one call whose format is one huge literal, as whole processes (issue 25).
#
#   Benchmarks/lint-growth.sh [RUNS]
#
# The files (vflgen-bench-lint --write-literals): one call whose format is 0.5 MB and then 5 MB
# of `[v0][v1]…` (unknown view names: an error each, 50 kept, the rest counted), written as one
# string and as `"…" + "…"` pieces of 64 names. Each is linted by the release `vflgen lint` RUNS
# times (default 5); the best CPU time (user + sys: a shared machine inflates it least) is
# printed raw and net of a process that lints a one-line file (start-up, the same run), with
# the growth for 10× the input on the net figures. Goal: at most 12×.
# Why processes: in one process, the best of N runs of the small file reuses memory the
# allocator already holds, while the large file's arrays (over glibc's 32 MB mmap threshold) are
# mapped, faulted in and unmapped on every run; a process pays the first touch at both sizes,
# as `vflgen lint` does for a user.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
scratch="${VFLGEN_BENCH_SCRATCH:-.build-bench}"
swift build -c release --scratch-path "$scratch" --product vflgen >/dev/null
swift build -c release --scratch-path "$scratch" --product vflgen-bench-lint >/dev/null
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)"
"$bin/vflgen-bench-lint" --write-literals "$work"
printf 'func f() {\n    NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", metrics: nil, views: ["a": a])\n}\n' >"$work/One.swift"

python3 - "$bin/vflgen" "$work" "$runs" <<'PY'
import os, subprocess, sys
tool, folder, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
def cpu(name):
    best = float("inf")
    for _ in range(runs):
        with open(os.devnull, "wb") as devnull:
            process = subprocess.Popen([tool, "lint", os.path.join(folder, name)], stdout=devnull, stderr=devnull)
            _, status, usage = os.wait4(process.pid, 0)
        best = min(best, usage.ru_utime + usage.ru_stime)
    return best
startup = cpu("One.swift")
print(f"vflgen lint, CPU ms (best of {runs}); start-up (one-line file): {startup * 1000:.1f} ms")
failed = False
for form, suffix in (("one string", ""), ('"…" + "…" pieces', "-pieces")):
    small, large = cpu(f"Huge-0.5MB{suffix}.swift"), cpu(f"Huge-5MB{suffix}.swift")
    net_small, net_large = max(small - startup, 1e-4), max(large - startup, 1e-4)
    growth = net_large / net_small
    failed = failed or growth > 12
    print(f"{form:<18} 0.5 MB {small * 1000:7.1f} ms, 5 MB {large * 1000:7.1f} ms; net of start-up "
          f"{net_small * 1000:6.1f} → {net_large * 1000:7.1f} ms: growth {growth:.1f}× for 10× the input "
          f"(goal ≤ 12×: {'NOT met' if growth > 12 else 'met'})")
sys.exit(1 if failed else 0)
PY
