#!/usr/bin/env bash
# Runs the chain workload of issue 5 on VFLSolver (N = 1,000 and 10,000) and on kiwisolver
# (N = 1,000 only), same constraint order, and prints times per phase and the ratios.
# Installs kiwisolver with pip when it is missing. Takes about half a minute (kiwi).
#
# USAGE: Benchmarks/solver-vs-kiwi.sh
set -euo pipefail
cd "$(dirname "$0")/.."

if ! python3 -c "import kiwisolver" 2>/dev/null; then
    echo "installing kiwisolver…" >&2
    python3 -m pip install --quiet kiwisolver
fi

swift build -c release --product vflgen-bench-solver >&2
ours=$(.build/release/vflgen-bench-solver 1000 10000 --json)
kiwi=$(python3 Benchmarks/chain_kiwi.py 1000)
python3 Benchmarks/compare_solvers.py <(echo "$ours") <(echo "$kiwi")
