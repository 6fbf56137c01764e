#!/usr/bin/env bash
# Type-check time of generated code vs the same constraints written by hand.
#
#   Benchmarks/typecheck.sh [CONSTRAINTS]      (default 1000)
#
# For three shapes of a layout set of about CONSTRAINTS constraints — many small screens
# (~30 constraints per layout), medium screens (~100), and one big layout — it writes the
# constraints twice: as `vflgen generate` writes them (Generated.swift) and in the common
# hand-written style, one `NSLayoutConstraint.activate([…])` of anchor calls per layout
# (HandWritten.swift). It then measures `swiftc -typecheck -swift-version 6` of each against
# the stand-in UIKit module in the same run: CPU time (user+sys, less sensitive to other
# load than wall time), best of 5. Prints both and the ratio generated / hand-written
# (goal: <= 1.0).
set -euo pipefail
cd "$(dirname "$0")/.."
constraints="${1:-1000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --product vflgen-bench-generate >/dev/null
swift build --target UIKit >/dev/null
bin="$(swift build --show-bin-path)"

cpu_best_of_5() {
    python3 - "$bin/Modules" "$1" <<'PY'
import resource, subprocess, sys
best = float("inf")
for _ in range(5):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", "-I", sys.argv[1], sys.argv[2]], check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    best = min(best, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
print(f"{best:.3f}")
PY
}

echo 'import UIKit' > "$work/Empty.swift"
empty=$(cpu_best_of_5 "$work/Empty.swift")
printf 'swiftc -typecheck -swift-version 6 against the stand-in UIKit, CPU seconds, best of 5\n'
printf '(importing UIKit alone: %s s, included below)\n\n' "$empty"
printf '%-34s %10s %13s %7s\n' "shape" "generated" "hand-written" "ratio"
for rows in 1 4 40; do
    case $rows in
        1) shape="small screens (~30 per layout)";;
        4) shape="medium screens (~100 per layout)";;
        *) shape="one layout set (~1000 in one)";;
    esac
    dir="$work/rows$rows"
    summary=$("$bin/vflgen-bench-generate" --typecheck-corpus "$dir" --constraints "$constraints" --rows "$rows")
    generated=$(cpu_best_of_5 "$dir/Generated.swift")
    handwritten=$(cpu_best_of_5 "$dir/HandWritten.swift")
    ratio=$(python3 -c "print(f'{$generated / $handwritten:.2f}')")
    printf '%-34s %9ss %12ss %7s   %s\n' "$shape" "$generated" "$handwritten" "$ratio" "${summary#typecheck corpus: }"
done
