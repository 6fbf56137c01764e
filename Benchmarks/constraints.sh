#!/usr/bin/env bash
# `vflgen constraints` on one large file, as a whole process, against the front end alone.
#
#   Benchmarks/constraints.sh [LAYOUTS]      (default 10000: 100,000 VFL lines, 8 MB)
#   VFLGEN_BEFORE=/path/to/old/vflgen Benchmarks/constraints.sh    also an older binary, same run
#
# Writes the front-end benchmark's corpus (10 VFL lines per layout, every construct, several
# views and predicates per line) as one .vfl file, and the same at a tenth of the size, then
# measures each process (CPU time, user + sys, and peak RSS as /usr/bin/time -v reports them,
# via wait4), 5 runs each, the commands taking turns run by run so that a machine that changes
# speed moves all of them alike:
#   - baseline: `vflgen-bench-frontend --check-file`, a process that reads the file and runs the
#     front end over it once (parse + resolve + lower), printing nothing;
#   - `vflgen constraints FILE > OUT`: the whole command, text output, written to a file as
#     users keep it (/dev/null would take the JSON's 146 MB by sendfile for nothing);
#   - `vflgen constraints --format json FILE > OUT`: the same in JSON;
#   - with VFLGEN_BEFORE, the older binary's text and JSON too.
# Prints, for each, the CPU time and VFL lines per CPU second as min / median / max over the
# runs, and the JSON's CPU time against the text's, run by run (goals, issue 39: text >= 400,000
# lines per second end to end; JSON <= 2.0x the text); the peak resident memory of each, at both
# sizes: `vflgen constraints` writes each layout as it is produced, so its memory beyond the
# input's own bytes must not grow with the file.
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

# measure VFL_LINES FILE: runs every command below on FILE 5 times, taking turns (stdout to
# FILE.out), and prints each one's CPU time (user + sys of the process: what a machine shared
# with other jobs inflates least), VFL lines per CPU second and peak resident memory (getrusage
# of that very process via wait4), then the JSON against the text run by run.
measure() {
    python3 - "$@" <<'PY'
import os, subprocess, sys
lines, path, bin_dir, before = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
output = path + ".out"  # stdout goes to a file, as users keep it (`> out.json`), truncated per run
commands = [
    ("front end only (baseline)", [f"{bin_dir}/vflgen-bench-frontend", "--check-file", path]),
    ("vflgen constraints", [f"{bin_dir}/vflgen", "constraints", path]),
    ("vflgen constraints --format json", [f"{bin_dir}/vflgen", "constraints", "--format", "json", path]),
]
if before:
    commands += [
        ("before: vflgen constraints", [before, "constraints", path]),
        ("before: vflgen constraints --format json", [before, "constraints", "--format", "json", path]),
    ]
runs = 5
cpu = {label: [] for label, _ in commands}
peak = {label: 0 for label, _ in commands}
for _ in range(runs):
    for label, command in commands:
        with open(output, "wb") as out:
            process = subprocess.Popen(command, stdout=out)
            _, status, usage = os.wait4(process.pid, 0)
        if status != 0:
            sys.exit(f"{label}: {' '.join(command)} failed with status {status}")
        cpu[label].append(usage.ru_utime + usage.ru_stime)
        peak[label] = max(peak[label], usage.ru_maxrss)
def spread(values, scale=1.0, digits=3):
    ordered = sorted(values)
    return " / ".join(f"{scale * v:.{digits}f}" for v in (ordered[0], ordered[len(ordered) // 2], ordered[-1]))
for label, _ in commands:
    times = sorted(cpu[label])
    rates = " / ".join(f"{lines / t:,.0f}" for t in (times[-1], times[len(times) // 2], times[0]))
    print(f"{label:<42} CPU s {spread(times)}  VFL lines/s {rates}  {peak[label] / 1024:6.1f} MiB peak RSS", file=sys.stderr)
def ratios(json_label, text_label):
    return [j / t for j, t in zip(cpu[json_label], cpu[text_label])]
print(f"{'JSON / text, run by run (goal <= 2.0)':<42} {spread(ratios('vflgen constraints --format json', 'vflgen constraints'), digits=2)}", file=sys.stderr)
if before:
    print(f"{'before: JSON / text, run by run':<42} {spread(ratios('before: vflgen constraints --format json', 'before: vflgen constraints'), digits=2)}", file=sys.stderr)
    for form in ("vflgen constraints", "vflgen constraints --format json"):
        after_before = [a / b for a, b in zip(cpu[form], cpu["before: " + form])]
        name = "after / before, " + ("JSON" if "json" in form else "text")
        print(f"{name:<42} {spread(after_before, digits=2)}", file=sys.stderr)
print(f"{'text, lines per CPU second (goal >= 400,000)':<42} min / median / max above", file=sys.stderr)
PY
}

echo "vflgen constraints, whole process, 5 runs each taking turns, min / median / max ($(wc -c <"$work/Large.vfl" | awk '{ printf "%.1f", $1 / 1e6 }') MB, $((layouts * 10)) VFL lines; then a tenth of it)"
measure $((layouts * 10)) "$work/Large.vfl" "$bin" "${VFLGEN_BEFORE:-}"
echo "a tenth of it ($((small * 10)) VFL lines):"
measure $((small * 10)) "$work/Small.vfl" "$bin" "${VFLGEN_BEFORE:-}"
