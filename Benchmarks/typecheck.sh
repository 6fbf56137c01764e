#!/usr/bin/env bash
# Type-check time of generated code vs the same constraints written by hand.
#
#   Benchmarks/typecheck.sh [CONSTRAINTS]      (default 1000)
#   INSTRUCTIONS=1 Benchmarks/typecheck.sh     also counts instructions of swift-frontend under
#                                              valgrind (slow, but deterministic on a loaded machine)
#
# For three shapes of a layout set of about CONSTRAINTS constraints — many small screens
# (~30 constraints per layout), medium screens (~100), and one big layout — it writes the
# constraints twice: as `vflgen generate` writes them (Generated.swift) and in the common
# hand-written style, one `NSLayoutConstraint.activate([…])` of anchor calls per layout
# (HandWritten.swift), and a third time as a hand-written class with the same API
# (HandWrittenSameAPI.swift: a stored, named property per constraint with its identifier, a
# Metrics struct, the constraints list, activate()/deactivate(); see
# Benchmarks/Generate/HandWrittenSameAPIStyle.swift). The hand-written baseline, per layout: one `@MainActor` function taking
# the container and the views as parameters (the generated initializer takes them too; both
# styles declare the views elsewhere), metrics as `static let`s of a local enum, for each view
# `translatesAutoresizingMaskIntoConstraints = false` and `addSubview`, a local plus a
# `.priority` assignment per non-required constraint, then one `NSLayoutConstraint.activate([…])`
# of every constraint of the layout (variants included) as anchor calls. It then measures `swiftc -typecheck -swift-version 6` of each against
# the stand-in UIKit module in the same run: CPU time (user+sys, less sensitive to other
# load than wall time), best of 5. Prints all three and the ratios generated / hand-written
# (goal: <= 2.0) and generated / same-API (goal: <= 1.0).
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

# Instructions executed by swift-frontend type-checking FILE (valgrind; the driver is skipped).
instructions() {
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
        "$(dirname "$(readlink -f "$(command -v swiftc)")")/swift-frontend" -frontend -typecheck \
        -swift-version 6 -I "$bin/Modules" -primary-file "$1" 2>&1 | awk '/I *refs/ { gsub(",", "", $NF); print $NF }'
}

echo 'import UIKit' > "$work/Empty.swift"
empty=$(cpu_best_of_5 "$work/Empty.swift")
printf 'swiftc -typecheck -swift-version 6 against the stand-in UIKit, CPU seconds, best of 5\n'
printf '(importing UIKit alone: %s s, included below)\n\n' "$empty"
printf '%-34s %10s %13s %10s %7s %7s\n' "shape" "generated" "hand-written" "same-API" "ratio" "vs API"
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
    sameapi=$(cpu_best_of_5 "$dir/HandWrittenSameAPI.swift")
    ratio=$(python3 -c "print(f'{$generated / $handwritten:.2f}')")
    apiratio=$(python3 -c "print(f'{$generated / $sameapi:.2f}')")
    printf '%-34s %9ss %12ss %9ss %7s %7s   %s\n' "$shape" "$generated" "$handwritten" "$sameapi" "$ratio" "$apiratio" "${summary#typecheck corpus: }"
    if [ "${INSTRUCTIONS:-0}" = 1 ]; then
        g=$(instructions "$dir/Generated.swift"); h=$(instructions "$dir/HandWritten.swift"); a=$(instructions "$dir/HandWrittenSameAPI.swift")
        printf '%-34s %9sM %12sM %9sM %7s %7s   (instructions)\n' "" "$((g / 1000000))" "$((h / 1000000))" "$((a / 1000000))" \
            "$(python3 -c "print(f'{$g / $h:.2f}')")" "$(python3 -c "print(f'{$g / $a:.2f}')")"
    fi
done
