#!/usr/bin/env bash
# The CI guard on speed: instruction counts, not timings (issue 19 §4).
#
#   .ci/callgrind-guard.sh            count, compare with .ci/callgrind-budget.txt, fail when over
#   .ci/callgrind-guard.sh --update   count and write the counts into the budget file
#
# Wall-clock time on a shared CI machine is noise; the number of instructions a binary executes
# on a fixed input is not (valgrind --tool=callgrind counts the same twice, up to the per-process
# hash seeds: well under 1%). Each workload below runs once under callgrind with the debug build
# that `swift test` has just built (the build plugin runs the debug-built tool too), and the
# guard fails when a count is more than 25% over its budget. About a minute in all.
#
# The workloads:
#   frontend  vflgen-bench-frontend --check-file on its corpus of 200 layouts (2,000 VFL lines)
#   check     vflgen check on the bundled examples (Examples/Layouts/*.vfl)
#   generate  vflgen generate (with its check) on one large layout: 120 views in rows of four
#             with mixed content priorities, intrinsic hints and metrics (issue 23's shape)
set -euo pipefail
cd "$(dirname "$0")/.."
budget_file=.ci/callgrind-budget.txt
tolerance=25  # percent over budget that fails

command -v valgrind >/dev/null || (apt-get update && apt-get install -y valgrind)

swift build --product vflgen >/dev/null
swift build --product vflgen-bench-frontend >/dev/null
bin="$(swift build --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$bin/vflgen-bench-frontend" --write-corpus "$work/Corpus.vfl" --layouts 200
python3 - "$work/Large.vfl" <<'PY'
import sys
views = 120
text = "layout Large {\n    metric pad = 12\n    metric gap = 8\n    metric low = 250\n"
for i in range(views):
    kind = i % 4
    if kind == 0: text += f"    view v{i}: UIImageView intrinsic 32x32\n"
    elif kind == 1: text += f"    view v{i}: UILabel intrinsic {60 + i % 7 * 20}x21 hugging {250 + i % 2} compression {749 + i % 3 // 2}\n"
    elif kind == 2: text += f"    view v{i}: UILabel intrinsic {30 + i % 5 * 10}x17\n"
    else: text += f"    view v{i}: UIButton intrinsic 60x44 hugging {251 + i % 2},250\n"
for row in range(0, views, 4):
    names = [f"v{j}" for j in range(row, min(row + 4, views))]
    text += "    H:|-pad-" + "-gap-".join(f"[{n}]" for n in names) + "-(>=pad)-|  options: [.alignAllCenterY]\n"
text += "    V:|-pad-" + "-gap-".join(f"[v{j}]" for j in range(0, views, 4)) + "-(>=pad@low)-|\n"
text += "}\n"
open(sys.argv[1], "w").write(text)
PY

# count NAME COMMAND...: the instructions COMMAND executes (its exit status is ignored: the
# check's findings are warnings, and the counts are what is guarded here).
declare -A counts
count() {
    local name="$1"
    shift
    local log="$work/$name.log"
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" >/dev/null 2>"$log" || true
    counts[$name]=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log" | tail -1)
    [[ -n ${counts[$name]} ]] || { cat "$log"; echo "callgrind-guard: no count for $name"; exit 1; }
}
count frontend "$bin/vflgen-bench-frontend" --check-file "$work/Corpus.vfl"
count check "$bin/vflgen" check Examples/Layouts/*.vfl
count generate "$bin/vflgen" generate "$work/Large.vfl" --output "$work/Generated"

if [[ ${1:-} == --update ]]; then
    # Keep the comments (the how and the why), replace the counts.
    grep '^#' "$budget_file" > "$work/budget"
    for name in frontend check generate; do echo "$name ${counts[$name]}" >> "$work/budget"; done
    mv "$work/budget" "$budget_file"
    echo "callgrind-guard: wrote the counts to $budget_file; add a line to its log saying why they changed"
    exit 0
fi

failed=0
for name in frontend check generate; do
    budget=$(awk -v n="$name" '$1 == n { print $2 }' "$budget_file")
    [[ -n $budget ]] || { echo "callgrind-guard: $name has no budget in $budget_file"; exit 1; }
    verdict=$(awk -v c="${counts[$name]}" -v b="$budget" -v t="$tolerance" 'BEGIN {
        ratio = c / b
        status = ratio > 1 + t / 100 ? "OVER BUDGET" : (ratio < 1 - t / 100 ? "ok (well under: lower the budget with --update)" : "ok")
        printf "%6.1f%% of budget  %s", ratio * 100, status }')
    printf "callgrind-guard: %-9s %'15d instructions, budget %'15d: %s\n" "$name" "${counts[$name]}" "$budget" "$verdict"
    [[ $verdict == *OVER* ]] && failed=1
done
if ((failed)); then
    echo "callgrind-guard: FAILED: a workload executes more than $tolerance% more instructions than its budget."
    echo "Profile it (valgrind --tool=callgrind, callgrind_annotate); if the cost is intended, run"
    echo ".ci/callgrind-guard.sh --update and say why in the log of $budget_file."
    exit 1
fi
