"""Prints the chain-workload phases of VFLSolver and kiwisolver side by side, with ratios.

Input: two files of JSON lines (Benchmarks/Solver/main.swift --json, chain_kiwi.py).
"""
import json
import sys

PHASES = ["add", "first solve", "edit 1", "edit 2", "edit 3", "edit 4", "total"]


def load(path):
    with open(path) as handle:
        return [json.loads(line) for line in handle if line.strip()]


def ms(seconds):
    return f"{seconds * 1000:12.3f} ms"


def main():
    ours = {record["n"]: record for record in load(sys.argv[1])}
    kiwi = {record["n"]: record for record in load(sys.argv[2])}
    for n in sorted(set(ours) | set(kiwi)):
        mine, theirs = ours.get(n), kiwi.get(n)
        print(f"Chain workload, N = {n:,}")
        header = f"  {'phase':<12}{'VFLSolver':>15}"
        if theirs:
            header += f"{theirs['solver']:>20}{'speed-up':>12}"
        print(header)
        for phase in PHASES:
            line = f"  {phase:<12}"
            line += ms(mine[phase]) if mine else f"{'-':>15}"
            if theirs:
                line += f"{ms(theirs[phase]):>20}"
                if mine and mine[phase] > 0:
                    line += f"{theirs[phase] / mine[phase]:>11.1f}x"
            print(line)
        if theirs and not theirs.get("ok", True):
            print("  warning: kiwisolver's widths did not match the expected totals")
        if mine and n >= 10000:
            verdict = "under" if mine["total"] < 1 else "OVER"
            print(f"  whole N = {n:,} run on VFLSolver: {mine['total']:.3f} s ({verdict} the 1 s goal)")
        print()
    print("Note: kiwi's addEditVariable starts W at 0 (strong), so its 'first solve' shrinks every")
    print("view first; VFLSolver's edit variable starts at W's current value.")


if __name__ == "__main__":
    main()
