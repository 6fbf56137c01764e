#!/usr/bin/env bash
# Issue 39's table ("Speed, round 3") in one run, an older build and a newer one side by side.
#
#   Benchmarks/speed-round3.sh BEFORE_BIN AFTER_BIN [RUNS]
#
# BEFORE_BIN and AFTER_BIN are release bin folders, each holding vflgen and vflgen-bench-frontend,
# AFTER_BIN vflgen-bench-check too (`swift build -c release --scratch-path S` of two checkouts, then
# `swift build -c release --scratch-path S --show-bin-path`). The inputs are written by AFTER's
# benchmarks, so both builds read the same files:
#   - random rich screens (RichLayouts, every extension) of 40, 50 and 100 views, seeds 39 (the
#     guard's), 7 and 2026: `vflgen check --format json FILE`, the whole process with its fix
#     proofs (goals: 40 views <= 0.2 s, 100 views <= 1 s, 50 -> 100 views at most 2.5x);
#   - a 400-view mixed screen (GrowthLayouts.mixed: content priorities and soft constraints):
#     `vflgen check` (goal: keep);
#   - the front-end corpus as one file, 100,000 long VFL lines: `vflgen constraints` in text
#     (goal >= 400,000 lines/s) and in JSON (goal <= 2.0x the text, run by run: each run times
#     the text and then the JSON of one build, back to back, so the ratio pairs neighbours), the
#     output written to a file as users keep it (`> out.json`; /dev/null would take the JSON's
#     146 MB by sendfile for free), CPU split into user and system time, the text's rate in
#     every run and against the front end alone as a process in the same run (a rate moves with
#     the machine's load; the load average is printed too);
#   - each build's `vflgen-bench-frontend`, the front end in process (goal >= 1M lines/s and
#     <= 30x a newline count in every one of its runs; it prints its own spread).
# Every process workload runs the two builds in turn, RUNS times (default 3), so a machine whose
# speed changes moves both alike. Figures are CPU time (user + sys of the process, from wait4);
# the check rows print the best run, the constraints rows the median. The generated code's
# compile time (the table's last row) is Benchmarks/compile.sh: the generator is not timed here.
# For the check rows, BEFORE must prove fixes and size views by content as AFTER does (main from
# 2026-11-28 20:00 on): f1210a4, before issue 39's work, checks a 40-view rich screen in 0.06 s
# because it does neither, so it is no baseline there.
# Run it on a quiet machine: on a shared one, CPU time still grows with the load.
# ROWS=frontend runs only the front-end rows (constraints and vflgen-bench-frontend).
# LIMIT (default 120) is the CPU seconds one process may take: past it, it is stopped and its
# row says "> LIMIT s" (a0ea846 did not check the 400-view screen in 10 minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 2 ]] || { sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
before="$1" after="$2" runs="${3:-3}"
rows="${ROWS:-all}"
[[ $rows == all || $rows == frontend ]] || { echo "speed-round3: ROWS is all or frontend" >&2; exit 2; }
tools=("$before/vflgen" "$before/vflgen-bench-frontend" "$after/vflgen" "$after/vflgen-bench-frontend")
[[ $rows == frontend ]] || tools+=("$after/vflgen-bench-check")
for tool in "${tools[@]}"; do
    [[ -x $tool ]] || { echo "speed-round3: no $tool" >&2; exit 2; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [[ $rows == all ]]; then
    for seed in 39 7 2026; do "$after/vflgen-bench-check" --write-rich "$work" --seed "$seed" --views 40,50,100; done
    "$after/vflgen-bench-check" --write-mixed "$work" --views 400
fi
"$after/vflgen-bench-frontend" --write-corpus "$work/Corpus.vfl" --layouts 10000

python3 - "$before" "$after" "$runs" "$work" "$rows" "${LIMIT:-120}" <<'PY'
import math, os, resource, signal, statistics, subprocess, sys

before, after, runs, work, rows = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
limit = int(sys.argv[6])
builds = [("before", before), ("after", after)]

def run(command, output=os.devnull):
    """The rusage of one process, its stdout written to `output` (thrown away by default).
    Fair to the constraints rows' two forms: `open` truncates the last run's output (the JSON's
    148 MB) here, before the child starts, and this process closes the file last, so neither the
    truncation nor ext4's flush of a truncated and rewritten file at its last close is in the
    child's rusage; `work` (mktemp -d) is under /tmp by default, on this machine the disk's ext4
    (not tmpfs), as a user's out.json would be."""
    with open(output, "wb") as out, open(os.devnull, "wb") as null:
        process = subprocess.Popen(command, stdout=out, stderr=null,
                                   preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 5)))
        _, status, usage = os.wait4(process.pid, 0)
    code = os.waitstatus_to_exitcode(status)
    if code in (-signal.SIGXCPU, -signal.SIGKILL):
        return None  # past LIMIT
    if code not in (0, 1):  # 1: the check found an error
        sys.exit(f"speed-round3: {' '.join(command)} exited with {code}")
    return usage

def cpu(command):
    """CPU seconds (user + sys) of one process, its output thrown away."""
    usage = run(command)
    return math.inf if usage is None else usage.ru_utime + usage.ru_stime

def measure(commands):
    """Each build's command in turn, `runs` times: {build: [seconds]}."""
    times = {name: [] for name, _ in builds}
    for _ in range(runs):
        for name, bin_dir in builds:
            # A build past LIMIT once is not run again: its row says so.
            times[name].append(math.inf if math.inf in times[name] else cpu(commands(bin_dir)))
    return times

def seconds(value):
    return f"> {limit} s" if value == math.inf else f"{value:.3f} s"

def row(label, before_s, after_s, goal=""):
    ratio = "" if math.inf in (before_s, after_s) else f"{before_s / after_s:.2f}x"
    print(f"| {label} | {seconds(before_s)} | {seconds(after_s)} | {ratio} | {goal} |")

print(f"Issue 39, round 3: before = {before}, after = {after}; CPU time, {runs} runs each, builds in turn")
print()
print("| workload | before | after | before / after | goal |")
print("| --- | --- | --- | --- | --- |")
best = {}
for views in (40, 50, 100) if rows == "all" else ():
    for seed in (39, 7, 2026):
        path = f"{work}/Rich{views}-s{seed}.vfl"
        times = measure(lambda bin_dir: [f"{bin_dir}/vflgen", "check", "--format", "json", path])
        best[views, seed] = {name: min(values) for name, values in times.items()}
        goal = {40: "<= 0.2 s", 100: "<= 1 s"}.get(views, "")
        row(f"check, {views} rich views, seed {seed} (best)", best[views, seed]["before"], best[views, seed]["after"], goal)
for seed in (39, 7, 2026) if rows == "all" else ():
    growth = {name: best[100, seed][name] / best[50, seed][name] for name, _ in builds}
    print(f"| growth 50 -> 100 views, seed {seed} | {growth['before']:.2f}x | {growth['after']:.2f}x | | <= 2.5x |")
if rows == "all":
    times = measure(lambda bin_dir: [f"{bin_dir}/vflgen", "check", f"{work}/Mixed400.vfl"])
    row("check, 400 mixed views with soft constraints (best)", min(times["before"]), min(times["after"]), "keep")

corpus = f"{work}/Corpus.vfl"
lines = 100_000  # 10,000 layouts of 10 VFL lines (vflgen-bench-frontend's corpus, as Benchmarks/constraints.sh counts it)
# Text and JSON of one build back to back in each run (a ratio of runs minutes apart moves with
# the machine's load: 1.2-3.5x for one binary), stdout to a file as users write it.
# Each run also times the build's front end alone as a process (`vflgen-bench-frontend
# --check-file`: read the file, parse, resolve, lower, print nothing), so the text's rate can be
# read against the same machine at the same moment: the rate moves with the load (other jobs
# on the cores slow each process down), the ratio to the front end much less.
text, json, alone = ({name: [] for name, _ in builds} for _ in range(3))
split = {(name, form): [] for name, _ in builds for form in ("text", "json")}
load_before = os.getloadavg()[0]
for _ in range(runs):
    for name, bin_dir in builds:
        usage = run([f"{bin_dir}/vflgen-bench-frontend", "--check-file", corpus])
        alone[name].append(usage.ru_utime + usage.ru_stime)
        for form, times, flags in (("text", text, []), ("json", json, ["--format", "json"])):
            usage = run([f"{bin_dir}/vflgen", "constraints", *flags, corpus], output=f"{work}/constraints.out")
            times[name].append(usage.ru_utime + usage.ru_stime)
            split[name, form].append((usage.ru_utime, usage.ru_stime))
load_after = os.getloadavg()[0]
for name, _ in builds:
    text[name + " rate"] = [lines / seconds for seconds in text[name]]
median = {name: statistics.median(text[name]) for name, _ in builds}
print(f"| constraints, {lines:,} VFL lines, text (median) | {median['before']:.3f} s = {lines / median['before'] / 1000:.0f}k lines/s "
      f"| {median['after']:.3f} s = {lines / median['after'] / 1000:.0f}k lines/s | {median['before'] / median['after']:.2f}x | >= 400k lines/s |")
def rates(name):
    values = sorted(lines / seconds / 1000 for seconds in text[name])
    return f"{values[0]:.0f}k / {statistics.median(values):.0f}k / {values[-1]:.0f}k"
print(f"| constraints text, lines/s, every run (min / median / max) | {rates('before')} | {rates('after')} | | >= 400k in every run |")
ratios = {name: sorted(j / t for j, t in zip(json[name], text[name])) for name, _ in builds}
def spread(values): return f"{values[0]:.2f} / {statistics.median(values):.2f} / {values[-1]:.2f}x"
over_alone = {name: sorted(t / a for t, a in zip(text[name], alone[name])) for name, _ in builds}
print(f"| constraints text / the front end alone as a process, run by run (min / median / max) | {spread(over_alone['before'])} | {spread(over_alone['after'])} | | |")
print(f"| constraints --format json / text, run by run (min / median / max) | {spread(ratios['before'])} | {spread(ratios['after'])} | | <= 2.0x |")
def user_sys(name, form):
    user, system = zip(*split[name, form])
    return f"{statistics.median(user):.3f} + {statistics.median(system):.3f} s"
for form in ("text", "json"):
    print(f"| constraints {form}, user + system CPU (medians) | {user_sys('before', form)} | {user_sys('after', form)} | | |")
print(f"| load average (1 min) before / after the constraints runs | {load_before:.2f} / {load_after:.2f} | | | |")
print()
for name, bin_dir in builds:
    output = subprocess.run([f"{bin_dir}/vflgen-bench-frontend", "--names", "0"], capture_output=True, text=True).stdout
    print(f"{name}: vflgen-bench-frontend")
    for line in output.splitlines():
        if line.startswith(("lines/s:", "ratio:", "goal:")):
            print("    " + line)
PY
