import Testing
@testable import VFLSolver

/// Degenerate pivots and the documented tolerances (``Tolerance``).
@Suite struct NumericalTests {
    /// Many constraints tight at the same point (zero-ratio pivots); Bland's rule must not cycle.
    @Test func degeneratePivotsTerminate() throws {
        let solver = Solver()
        let vars = (0..<8).map { solver.makeVariable("v\($0)") }
        for v in vars { try solver.addConstraint(Constraint(v, .greaterThanOrEqual, 0)) }
        for i in 0..<vars.count {
            for j in (i + 1)..<vars.count {
                try solver.addConstraint(Constraint(vars[i] - vars[j], .lessThanOrEqual, 0, priority: 5))
                try solver.addConstraint(Constraint(vars[j] - vars[i], .lessThanOrEqual, 0, priority: 5))
            }
        }
        try solver.addConstraint(Constraint(vars[0], .equal, 0, priority: 1))
        try solver.addConstraint(Constraint(vars[7], .equal, 0, priority: 1))
        for v in vars { #expect(solver.value(of: v) == 0) }
    }

    /// `Row.magnitude` (issue 23): a row's constant keeps the rounding of the largest number it
    /// was computed from, through `add(_:times:)`, `scale(by:)` and `solve(for:)`, even when the
    /// constant itself comes out small. 1,000 × 751 × 751 = 5.6e8 rounds at 6e-8 — over the
    /// absolute 1e-8 feasibility bound, so the bound must follow the magnitude.
    @Test func rowMagnitudeFollowsTheNumbersItsConstantWentThrough() {
        var scratchInserted: [Int32] = []
        var scratchRemoved: [Int32] = []
        var row = Row(constant: 1000, magnitude: 0, ids: [1], coefficients: [1])
        #expect(row.magnitude == 1000)
        row.scale(by: 751)
        #expect(row.magnitude == 751_000)
        var large = Row(constant: -751_000, magnitude: 0, ids: [2], coefficients: [1])
        large.add(row, times: 751, inserted: &scratchInserted, removed: &scratchRemoved)
        // 751 × 751,000 − 751,000: the constant is 5.6e8 − 7.5e5, its rounding that of 5.6e8.
        #expect(large.magnitude == 751 * 751_000)
        var cancelled = Row(constant: -751 * 751_000 + 1, magnitude: 0, ids: [3], coefficients: [2])
        cancelled.add(row, times: 751, inserted: &scratchInserted, removed: &scratchRemoved)
        #expect(abs(cancelled.constant - 1) < 1e-6)
        #expect(cancelled.magnitude == 751 * 751_000, "a small constant left by cancellation keeps the large magnitude")
        cancelled.solve(for: 3)
        #expect(cancelled.magnitude == 751 * 751_000 / 2)
        #expect(Tolerance.feasibility(atScale: cancelled.magnitude) > Tolerance.feasibility)
        cancelled.constant = -1e12
        #expect(cancelled.magnitude == 1e12, "assigning a larger constant raises the magnitude")
    }

    /// A dual ratio of ∞/∞ is NaN; the long-step dual test re-queues a candidate only when it
    /// changed, so an unchanged candidate must equal itself even then (issue 23: it did not,
    /// and `vflgen frames` never ended).
    @Test func aDualCandidateWithANaNRatioEqualsItself() {
        let candidate = SolverCore.DualCandidate(ratios: [.nan, 1], symbol: 3)
        #expect(candidate == candidate)
        #expect(candidate != SolverCore.DualCandidate(ratios: [.nan, 2], symbol: 3))
        #expect(candidate != SolverCore.DualCandidate(ratios: [.nan, 1], symbol: 4))
    }

    /// Kiwi's "paths" style: equal constraints in a cycle with zero constants.
    @Test func zeroConstantCycle() throws {
        let solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        let c = solver.makeVariable("c")
        try solver.addConstraint(Constraint(a, .lessThanOrEqual, b))
        try solver.addConstraint(Constraint(b, .lessThanOrEqual, c))
        try solver.addConstraint(Constraint(c, .lessThanOrEqual, a))
        try solver.addConstraint(Constraint(a, .equal, 7, priority: 3))
        #expect(solver.value(of: a) == 7)
        #expect(solver.value(of: b) == 7)
        #expect(solver.value(of: c) == 7)
    }

    @Test func coefficientsBelowToleranceAreZero() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        // 1e-12 × y is below Tolerance.coefficient: the constraint reads x == 5.
        try solver.addConstraint(Constraint(x + 1e-12 * y, .equal, 5))
        try solver.addConstraint(Constraint(y, .equal, 1e6, priority: 1))
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: y) == 1e6)
    }

    @Test func nearZeroPivotIsNotChosen() throws {
        // y appears with a tiny (but kept) coefficient; solving for it would divide by 1e-8.
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(x, .equal, 3 + 1e-8 * y))
        try solver.addConstraint(Constraint(y, .equal, 100, priority: 2))
        #expect(abs(solver.value(of: x) - 3.000001) < 1e-12)
        #expect(solver.value(of: y) == 100)
    }

    @Test(arguments: [1e3, 1e6, 1e7])
    func largeCoordinates(scale: Double) throws {
        let solver = Solver()
        let left = solver.makeVariable("left")
        let width = solver.makeVariable("width")
        let container = solver.makeVariable("container")
        try solver.addConstraint(Constraint(left, .equal, 0.25 * container))
        try solver.addConstraint(Constraint(left + width, .lessThanOrEqual, container - 8))
        try solver.addConstraint(Constraint(width, .equal, scale, priority: 250))
        try solver.addEditVariable(container, priority: 999)
        for factor in [2.0, 1.0, 0.5, 3.0, 1.0 / 3.0] {
            try solver.suggestValue(scale * factor, for: container)
            let expectedWidth = min(scale, scale * factor * 0.75 - 8)
            #expect(abs(solver.value(of: width) - expectedWidth) <= 1e-9 * scale)
            #expect(abs(solver.value(of: left) - 0.25 * scale * factor) <= 1e-9 * scale)
        }
    }

    @Test func tableauStaysSparseForAChain() throws {
        let solver = Solver()
        let n = 200
        let x = (0...n).map { solver.makeVariable("x\($0)") }
        let w = (0..<n).map { solver.makeVariable("w\($0)") }
        for i in 0..<n {
            try solver.addConstraint(Constraint(x[i + 1], .equal, x[i] + w[i] + 8))
            try solver.addConstraint(Constraint(w[i], .greaterThanOrEqual, 10))
            try solver.addConstraint(Constraint(w[i], .equal, 50, priority: 1))
        }
        try solver.addConstraint(Constraint(x[0], .equal, 0))
        let size = solver.tableauSize
        // Dense substitution would hold ~n²/2 entries; definitions keep a few per row.
        #expect(size.entries < 6 * size.rows)
        #expect(solver.value(of: x[n]) == Double(58 * n))
        // Shrink and grow through the long-step dual; the tableau stays sound.
        let container = solver.makeVariable("W")
        try solver.addConstraint(Constraint(x[n], .lessThanOrEqual, container))
        try solver.addEditVariable(container, priority: 999)
        for factor in [50.0, 45, 56, 52, 70, 20] {
            try solver.suggestValue(factor * Double(n), for: container)
            let total = w.reduce(0) { $0 + solver.value(of: $1) }
            #expect(abs(total - min(50, max(10, factor - 8)) * Double(n)) < 1e-6)
            #expect(solver.core.invariantViolations().isEmpty)
        }
    }

    /// Issue 23 (layouts fuzzer): a row built from a constant near 1.2e8 is exact only to a
    /// unit in the last place (1.5e-8), which the absolute feasibility bound alone called a
    /// conflict (`V:|-123456789.125-[v0(==v0*390@16)]|` in an 844-high container). The bound
    /// is relative to the row's numbers (``Tolerance/feasibility(atScale:)``); a real conflict
    /// of one point at the same scale is still reported.
    @Test(arguments: [844.0, 843.5, 0, -1e6])
    func feasibilityIsRelativeToTheRowsNumbers(bottom: Double) throws {
        let solver = Solver()
        let top = solver.makeVariable("top")
        let height = solver.makeVariable("height")
        try solver.addConstraint(Constraint(top, .equal, 123456789.125))
        try solver.addConstraint(Constraint(height, .equal, 390 * height, priority: 16))
        try solver.addConstraint(Constraint(top + height, .equal, bottom))
        #expect(abs(solver.value(of: top) + solver.value(of: height) - bottom) <= 1e-6)
        #expect(throws: SolverError.self) {
            try solver.addConstraint(Constraint(top + height, .equal, bottom + 1))
        }
        #expect(solver.core.invariantViolations().isEmpty)
    }
}
