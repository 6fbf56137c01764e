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
# guard fails when a count is more than 25% over its budget. The counts run two at a time.
#
# The workloads:
#   frontend  vflgen-bench-frontend --check-file on its corpus of 200 layouts (2,000 VFL lines)
#   check     vflgen check on the bundled examples (Examples/Layouts/*.vfl)
#   generate  vflgen generate (with its check) on one large layout: 120 views in rows of four
#             with mixed content priorities, intrinsic hints and metrics (issue 23's shape;
#             GrowthLayouts.mixed, as the growth workloads below)
#
# And the check's growth (issue 19 §3: a check that grew with the square or the cube of the views
# took minutes): `vflgen check` on a layout of N and of 2N views, each count less that of an
# empty layout (process start-up, presets), and their ratio compared with a committed ratio
# (1.0 would be constant, 2.0 linear, 4.0 quadratic), failing when it is more than 25% over:
#   growth-column  labels in a column with equal priorities (a content-priority tie at every
#                  size), 20 -> 40 labels
#   growth-mixed   the generate workload's shape, 40 -> 80 views
#   growth-lsp-line  the language server on one long VFL line (issue 42 §1: positions were found
#                  by walking from the line's start for every token and diagnostic), 2,000 ->
#                  4,000 repetitions of `-8-[a]` (vflgen-bench-lsp --long-line: first
#                  diagnostics, semantic tokens, a hover at the end; less a 10-repetition line)
#   growth-constraints-line  the front end and the JSON writer on one such line (issue 42 §1's
#                  front-end side: a self-constraint and a duplicate warning with a note per
#                  repetition, and every constraint's generated name, numbered `_2`, `_3`, …):
#                  `vflgen constraints --format json`, 500 -> 1,000 repetitions less 10
#
# And the check on random screens that use every extension at once (issue 39; RichLayouts, seed
# 39: equal spacing, proportions, baselines, content priorities, guides, equation lines,
# variants; conflicts at some sizes, ambiguities at others):
#   rich25, rich50            the check's analysis of the screens of 25 and 50 views
#                             (vflgen-bench-check --analyse: no fix proofs)
#   growth-rich               their growth from 25 to 50 views (less an empty layout's count)
#   check-rich25              the whole `vflgen check` of the 25-view screen: the analysis and
#                             every finding's fix proved by checking the edited layout again
# The 100-view screen (6.6G instructions, about 8 minutes under callgrind here) is left to
# `vflgen-bench-check --rich`: CI must stay well within 30 minutes.
#
# And the check across content (issue 38 §5: the goal is at most 3x the default category's check):
#   check-content  `vflgen check` on Examples/Layouts at L, XXXL and AX5, each with the sample
#                  strings as written and doubled (--long-text)
#   content-ratio  its count against the same check at L only, each less an empty layout's
set -euo pipefail
cd "$(dirname "$0")/.."
budget_file=.ci/callgrind-budget.txt
tolerance=25  # percent over budget that fails

command -v valgrind >/dev/null || (apt-get update && apt-get install -y valgrind)

swift build --product vflgen >/dev/null
swift build --product vflgen-bench-frontend >/dev/null
swift build --product vflgen-bench-check >/dev/null
swift build --product vflgen-bench-lsp >/dev/null
bin="$(swift build --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$bin/vflgen-bench-frontend" --write-corpus "$work/Corpus.vfl" --layouts 200
# The mixed screens (40, 80, 120 views), label columns (20, 40) and rich screens (25, 50, 100) are the check benchmark's
# (Benchmarks/Layouts/GrowthLayouts.swift), written by vflgen-bench-check.
"$bin/vflgen-bench-check" --write-growth "$work"
printf 'layout Empty {\n    view a\n    H:|[a]|\n    V:|[a]|\n}\n' >"$work/Empty.vfl"

# count NAME COMMAND...: runs COMMAND under callgrind in the background, two at a time (the
# machine's two cores: a count does not depend on what else runs), its log in $work/NAME.log;
# its exit status is ignored (the check's findings are warnings, and the counts are what is
# guarded here). The longest workloads start first, so that the two cores finish together.
declare -A counts
names=()
jobs_at_once="${CALLGRIND_JOBS:-2}"
count() {
    local name="$1"
    shift
    while (($(jobs -rp | wc -l) >= jobs_at_once)); do wait -n || true; done
    (
        start=$SECONDS
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" >/dev/null 2>"$work/$name.log" || true
        echo $((SECONDS - start)) >"$work/$name.seconds"
    ) &
    names+=("$name")
}
for size in 10 500 1000; do
    { printf 'layout L {\n    view a\n    H:|'; for ((i = 0; i < size; i++)); do printf -- '-8-[a]'; done; printf -- '-8-|\n}\n'; } >"$work/Line$size.vfl"
done
count check-rich25 "$bin/vflgen" check "$work/Rich25.vfl"
count check-content "$bin/vflgen" check --content-sizes L,XXXL,AX5 --long-text Examples/Layouts/*.vfl
for size in 4000 2000 10; do count "line$size" "$bin/vflgen-bench-lsp" --long-line "$size"; done
# (The analysis alone: `vflgen check` also proves each finding's fix by checking the edited
# layout again, which on these screens is most of the process and is not what they guard.)
for size in 50 25; do count "rich$size" "$bin/vflgen-bench-check" --analyse "$work/Rich$size.vfl"; done
count check-l "$bin/vflgen" check --content-sizes L Examples/Layouts/*.vfl
count check "$bin/vflgen" check Examples/Layouts/*.vfl
count generate "$bin/vflgen" generate "$work/Mixed120.vfl" --output "$work/Generated"
for size in 40 20; do count "column$size" "$bin/vflgen" check "$work/Column$size.vfl"; done
for size in 1000 500 10; do count "constraints-line$size" "$bin/vflgen" constraints --format json "$work/Line$size.vfl"; done
for size in 80 40; do count "mixed$size" "$bin/vflgen" check "$work/Mixed$size.vfl"; done
count frontend "$bin/vflgen-bench-frontend" --check-file "$work/Corpus.vfl"
count empty "$bin/vflgen" check "$work/Empty.vfl"
count analyse-empty "$bin/vflgen-bench-check" --analyse "$work/Empty.vfl"
wait
for name in "${names[@]}"; do
    counts[$name]=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/$name.log" | tail -1)
    [[ -n ${counts[$name]} ]] || { cat "$work/$name.log"; echo "callgrind-guard: no count for $name"; exit 1; }
    printf 'callgrind-guard: counted %s in %d s\n' "$name" "$(cat "$work/$name.seconds")"
done
# growth SMALL LARGE [BASE]: the ratio of the two counts, each less BASE's (the empty layout's), to two decimals.
growth() { awk -v a="${counts[$1]}" -v b="${counts[$2]}" -v e="${counts[${3:-empty}]}" 'BEGIN { printf "%.2f", (b - e) / (a - e) }'; }
counts[growth-column]=$(growth column20 column40)
counts[growth-mixed]=$(growth mixed40 mixed80)
counts[growth-lsp-line]=$(growth line2000 line4000 line10)
counts[growth-constraints-line]=$(growth constraints-line500 constraints-line1000 constraints-line10)
counts[growth-rich]=$(growth rich25 rich50 analyse-empty)
counts[content-ratio]=$(growth check-l check-content)

if [[ ${1:-} == --update ]]; then
    # Keep the comments (the how and the why), replace the counts.
    grep '^#' "$budget_file" > "$work/budget"
    for name in frontend check generate growth-column growth-mixed growth-lsp-line growth-constraints-line rich25 rich50 growth-rich check-rich25 check-content content-ratio; do echo "$name ${counts[$name]}" >> "$work/budget"; done
    mv "$work/budget" "$budget_file"
    echo "callgrind-guard: wrote the counts to $budget_file; add a line to its log saying why they changed"
    exit 0
fi

failed=0
for name in frontend check generate growth-column growth-mixed growth-lsp-line growth-constraints-line rich25 rich50 growth-rich check-rich25 check-content content-ratio; do
    budget=$(awk -v n="$name" '$1 == n { print $2 }' "$budget_file")
    [[ -n $budget ]] || { echo "callgrind-guard: $name has no budget in $budget_file"; exit 1; }
    verdict=$(awk -v c="${counts[$name]}" -v b="$budget" -v t="$tolerance" 'BEGIN {
        ratio = c / b
        status = ratio > 1 + t / 100 ? "OVER BUDGET" : (ratio < 1 - t / 100 ? "ok (well under: lower the budget with --update)" : "ok")
        printf "%6.1f%% of budget  %s", ratio * 100, status }')
    if [[ $name == *-ratio ]]; then
        printf "callgrind-guard: %-13s %5s× the default category's check, budget %5s×: %s\n" "$name" "${counts[$name]}" "$budget" "$verdict"
    elif [[ $name == growth-* ]]; then
        printf "callgrind-guard: %-13s growth %5s× for 2× the input, budget %5s×: %s\n" "$name" "${counts[$name]}" "$budget" "$verdict"
    else
        printf "callgrind-guard: %-13s %'15d instructions, budget %'15d: %s\n" "$name" "${counts[$name]}" "$budget" "$verdict"
    fi
    [[ $verdict == *OVER* ]] && failed=1
done
if ((failed)); then
    echo "callgrind-guard: FAILED: a workload executes (or the check grows) more than $tolerance% over its budget."
    echo "Profile it (valgrind --tool=callgrind, callgrind_annotate); if the cost is intended, run"
    echo ".ci/callgrind-guard.sh --update and say why in the log of $budget_file."
    exit 1
fi
