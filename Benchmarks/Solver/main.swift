// vflgen-bench-solver — the chain workload of issue 5 on VFLSolver.
//
// N views in a row: x[i+1] == x[i] + w[i] + 8 (required), w[i] >= 10 (required),
// w[i] == 50 (weak), then x[0] == 0 and x[N] <= W (required), W an edit variable.
// Phases: add (all constraints), first solve (make W an edit variable, suggest W = 60·N,
// read every value), then four edits of W that shrink and grow views (read every value
// after each).
//
// USAGE: vflgen-bench-solver [N ...] [--json] [--heavy]     (default N: 1000 10000)
//        vflgen-bench-solver --add-only     (profiling aid: the add phase at N = 10,000, 20 times)
// Benchmarks/solver-vs-kiwi.sh runs this next to kiwisolver and prints the ratios.

import Foundation
import VFLSolver

/// W for each edit, as a multiple of N. The natural width is 58·N; each view that shrinks
/// gives up 40, so W = 57·N shrinks N/40 views (2.5 %), 56·N N/20, 57.5·N N/80, 56.5·N 3N/80.
/// `--heavy` uses 50, 45, 56, 52 (N/5, 13N/40, N/20, 3N/20 views shrunk) instead: every
/// view that changes state costs one dual simplex pivot over the one dense row.
let editFactors: [Double] = CommandLine.arguments.contains("--heavy") ? [50, 45, 56, 52] : [57, 56, 57.5, 56.5]
let phaseNames = ["add", "first solve"] + editFactors.indices.map { "edit \($0 + 1)" }

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

func run(n: Int) throws -> (times: [Double], check: String) {
    let clock = ContinuousClock()
    var times: [Double] = []
    let solver = Solver()
    let x = (0...n).map { solver.makeVariable("x\($0)") }
    let w = (0..<n).map { solver.makeVariable("w\($0)") }
    let container = solver.makeVariable("W")
    var sink = 0.0

    var start = clock.now
    for i in 0..<n {
        try solver.addConstraint(Constraint(x[i + 1], .equal, x[i] + w[i] + 8))
        try solver.addConstraint(Constraint(w[i], .greaterThanOrEqual, 10))
        try solver.addConstraint(Constraint(w[i], .equal, 50, priority: 1))
    }
    try solver.addConstraint(Constraint(x[0], .equal, 0))
    try solver.addConstraint(Constraint(x[n], .lessThanOrEqual, container))
    times.append(seconds(clock.now - start))

    var check = ""
    for (index, factor) in ([60] + editFactors).enumerated() {
        start = clock.now
        if index == 0 { try solver.addEditVariable(container, priority: 999) }
        try solver.suggestValue(factor * Double(n), for: container)
        for v in x { sink += solver.value(of: v) }
        for v in w { sink += solver.value(of: v) }
        times.append(seconds(clock.now - start))
        // Verify: Σw = min(50N, W − 8N), every w in [10, 50].
        let total = w.reduce(0.0) { $0 + solver.value(of: $1) }
        let expected = min(50 * Double(n), factor * Double(n) - 8 * Double(n))
        let shrunk = w.filter { solver.value(of: $0) < 10 + 1e-6 }.count
        let ok = abs(total - expected) < 1e-6 * Double(n) && abs(solver.value(of: x[n]) - total - 8 * Double(n)) < 1e-6 * Double(n)
        let size = solver.tableauSize
        check += "\(phaseNames[index + 1]): W=\(factor.description)·N shrunk=\(shrunk) rows=\(size.rows) entries=\(size.entries) \(ok ? "ok" : "WRONG")\n"
    }
    if sink.isNaN { print("unexpected NaN") }
    return (times, check)
}

if CommandLine.arguments.contains("--add-only") {
    // Profiling aid: the add phase alone, split into building and adding the constraints.
    let n = 10000
    let clock = ContinuousClock()
    let solver = Solver()
    let x = (0...n).map { solver.makeVariable("x\($0)") }
    let w = (0..<n).map { solver.makeVariable("w\($0)") }
    var start = clock.now
    var constraints: [Constraint] = []
    for i in 0..<n {
        constraints.append(Constraint(x[i + 1], .equal, x[i] + w[i] + 8))
        constraints.append(Constraint(w[i], .greaterThanOrEqual, 10))
        constraints.append(Constraint(w[i], .equal, 50, priority: 1))
    }
    print("build \(seconds(clock.now - start) * 1000) ms")
    start = clock.now
    for _ in 0..<20 {
        let solver = Solver()
        _ = (0...(2 * n)).map { solver.makeVariable("v\($0)") }
        for c in constraints { try solver.addConstraint(c) }
    }
    print("add \((seconds(clock.now - start) * 1000) / 20) ms")
    exit(0)
}

var sizes: [Int] = []
var json = false
for argument in CommandLine.arguments.dropFirst() {
    if argument == "--json" { json = true } else if argument == "--heavy" { continue } else if let n = Int(argument), n > 0 { sizes.append(n) }
}
if sizes.isEmpty { sizes = [1000, 10000] }

for n in sizes {
    let (times, check) = try run(n: n)
    if json {
        let fields = zip(phaseNames, times).map { "\"\($0)\": \($1)" }.joined(separator: ", ")
        print("{\"solver\": \"vflgen\", \"n\": \(n), \(fields), \"total\": \(times.reduce(0, +))}")
    } else {
        print("VFLSolver N=\(n)\(CommandLine.arguments.contains("--heavy") ? " (heavy edits)" : "")")
        for (name, time) in zip(phaseNames, times) {
            print("  \(name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(String(format: "%10.3f", time * 1000)) ms")
        }
        print("  \("total".padding(toLength: 12, withPad: " ", startingAt: 0)) \(String(format: "%10.3f", times.reduce(0, +) * 1000)) ms")
        print(check, terminator: "")
    }
}
