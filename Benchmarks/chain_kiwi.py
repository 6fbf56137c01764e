"""The chain workload of issue 5 on kiwisolver, in the same constraint order as
Benchmarks/Solver/main.swift. Prints one JSON line per N with seconds per phase.

USAGE: python3 chain_kiwi.py [N ...]      (default N: 1000)
"""
import json
import sys
import time

import kiwisolver as kiwi

# W for each edit as a multiple of N; keep in step with Benchmarks/Solver/main.swift.
EDIT_FACTORS = [50, 45, 56, 52] if "--heavy" in sys.argv else [57, 56, 57.5, 56.5]
PHASES = ["add", "first solve"] + [f"edit {i + 1}" for i in range(len(EDIT_FACTORS))]


def run(n):
    solver = kiwi.Solver()
    x = [kiwi.Variable(f"x{i}") for i in range(n + 1)]
    w = [kiwi.Variable(f"w{i}") for i in range(n)]
    container = kiwi.Variable("W")
    times = []
    sink = 0.0

    start = time.perf_counter()
    for i in range(n):
        solver.addConstraint(x[i + 1] == x[i] + w[i] + 8)
        solver.addConstraint(w[i] >= 10)
        solver.addConstraint((w[i] == 50) | "weak")
    solver.addConstraint(x[0] == 0)
    solver.addConstraint(x[n] <= container)
    times.append(time.perf_counter() - start)

    checks = []
    for index, factor in enumerate([60] + EDIT_FACTORS):
        start = time.perf_counter()
        if index == 0:
            # kiwi's edit variable starts as W == 0 (strong); vflgen's starts at W's value.
            solver.addEditVariable(container, "strong")
        solver.suggestValue(container, factor * n)
        solver.updateVariables()
        for v in x:
            sink += v.value()
        for v in w:
            sink += v.value()
        times.append(time.perf_counter() - start)
        total = sum(v.value() for v in w)
        expected = min(50 * n, factor * n - 8 * n)
        checks.append(abs(total - expected) < 1e-6 * n)
    return times, all(checks)


def main():
    sizes = [int(a) for a in sys.argv[1:] if a.isdigit()] or [1000]
    for n in sizes:
        times, ok = run(n)
        record = {"solver": "kiwisolver " + kiwi.__version__, "n": n, "ok": ok}
        record.update(dict(zip(PHASES, times)))
        record["total"] = sum(times)
        print(json.dumps(record))


if __name__ == "__main__":
    main()
