import Testing
@testable import VFLSolver

@Suite struct EditVariableTests {
    @Test func suggestedValuesAreFollowed() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addEditVariable(x, priority: 999)
        for value in [10.0, -5, 0, 1e6, 42.5] {
            try solver.suggestValue(value, for: x)
            #expect(solver.value(of: x) == value)
        }
    }

    @Test func editStartsAtCurrentValue() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .equal, 30, priority: 100))
        try solver.addEditVariable(x, priority: 500)
        #expect(solver.value(of: x) == 30)
    }

    @Test func requiredConstraintsLimitEdits() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 100))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
        try solver.addEditVariable(x, priority: 999)
        try solver.suggestValue(150, for: x)
        #expect(solver.value(of: x) == 100)
        try solver.suggestValue(-20, for: x)
        #expect(solver.value(of: x) == 0)
        try solver.suggestValue(50, for: x)
        #expect(solver.value(of: x) == 50)
    }

    /// Cassowary's paper: dragging the midpoint of a bounded segment.
    @Test func draggingMidpoint() throws {
        let solver = Solver()
        let left = solver.makeVariable("left")
        let middle = solver.makeVariable("middle")
        let right = solver.makeVariable("right")
        try solver.addConstraint(Constraint(2 * middle, .equal, left + right))
        try solver.addConstraint(Constraint(left + 10, .lessThanOrEqual, right))
        try solver.addConstraint(Constraint(right, .lessThanOrEqual, 100))
        try solver.addConstraint(Constraint(left, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(left, .equal, 20, priority: 1))
        try solver.addConstraint(Constraint(right, .equal, 60, priority: 1))
        try solver.addEditVariable(middle, priority: 999)
        try solver.suggestValue(70, for: middle)
        #expect(solver.value(of: middle) == 70)
        #expect(solver.value(of: left) + solver.value(of: right) == 140)
        #expect(solver.value(of: right) <= 100)
        try solver.suggestValue(98, for: middle)
        // right is capped at 100 and left + 10 <= right, so middle cannot pass 95.
        #expect(solver.value(of: middle) == 95)
        #expect(solver.value(of: right) == 100)
        #expect(solver.value(of: left) == 90)
    }

    @Test func twoEditVariablesWithDifferentPriorities() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addConstraint(Constraint(x, .equal, y))
        try solver.addEditVariable(x, priority: 900)
        try solver.addEditVariable(y, priority: 800)
        try solver.suggestValue(10, for: x)
        try solver.suggestValue(20, for: y)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 10)
    }

    @Test func removingAnEditVariableKeepsTheSolutionSatisfiable() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .equal, 5, priority: 10))
        try solver.addEditVariable(x, priority: 999)
        try solver.suggestValue(50, for: x)
        #expect(solver.value(of: x) == 50)
        try solver.removeEditVariable(x)
        #expect(solver.value(of: x) == 5)
        #expect(!solver.hasEditVariable(x))
    }

    @Test func editVariableErrors() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: 1000) }
        try solver.addEditVariable(x, priority: 100)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: 100) }
    }

    @Test func chainShrinksAndGrowsWithContainer() throws {
        // The benchmark's chain workload at a size worked out by hand: natural width
        // 10 × 50 + 10 × 8 = 580; each view that shrinks gives up 40 (50 → 10).
        let solver = Solver()
        let n = 10
        let x = (0...n).map { solver.makeVariable("x\($0)") }
        let w = (0..<n).map { solver.makeVariable("w\($0)") }
        let container = solver.makeVariable("W")
        for i in 0..<n {
            try solver.addConstraint(Constraint(x[i + 1], .equal, x[i] + w[i] + 8))
            try solver.addConstraint(Constraint(w[i], .greaterThanOrEqual, 10))
            try solver.addConstraint(Constraint(w[i], .equal, 50, priority: 1))
        }
        try solver.addConstraint(Constraint(x[0], .equal, 0))
        try solver.addConstraint(Constraint(x[n], .lessThanOrEqual, container))
        try solver.addEditVariable(container, priority: 999)
        for (width, shrunk) in [(1000.0, 0), (500.0, 2), (460.0, 3), (300.0, 7), (180.0, 10), (150.0, 10), (580, 0)] {
            try solver.suggestValue(width, for: container)
            let widths = w.map { solver.value(of: $0) }
            let total = widths.reduce(0, +)
            #expect(abs(total - min(500, max(100, width - 80))) < 1e-9, "width \(width)")
            #expect(widths.allSatisfy { $0 >= 10 - 1e-9 && $0 <= 50 + 1e-9 })
            #expect(widths.filter { $0 < 10 + 1e-9 }.count == shrunk, "width \(width)")
            #expect(abs(solver.value(of: x[n]) - (total + 80)) < 1e-9)
            #expect(solver.core.invariantViolations().isEmpty)
        }
    }

    /// Views whose preferred widths have different priorities give way lowest priority
    /// first, whole views at a time (the dual simplex's bound flips must follow ratio order).
    @Test func lowerPriorityViewsShrinkFirst() throws {
        let solver = Solver()
        let priorities: [Double] = [30, 10, 50, 20, 40]
        let n = priorities.count
        let x = (0...n).map { solver.makeVariable("x\($0)") }
        let w = (0..<n).map { solver.makeVariable("w\($0)") }
        let container = solver.makeVariable("W")
        for i in 0..<n {
            try solver.addConstraint(Constraint(x[i + 1], .equal, x[i] + w[i] + 8))
            try solver.addConstraint(Constraint(w[i], .greaterThanOrEqual, 10))
            try solver.addConstraint(Constraint(w[i], .equal, 50, priority: priorities[i]))
        }
        try solver.addConstraint(Constraint(x[0], .equal, 0))
        try solver.addConstraint(Constraint(x[n], .lessThanOrEqual, container))
        try solver.addEditVariable(container, priority: 999)
        // Natural width 5 × 58 = 290. At 190 the views give up 100: priority 10 and 20
        // shrink to 10 (40 each), priority 30 gives up the last 20.
        try solver.suggestValue(190, for: container)
        #expect(w.map { solver.value(of: $0) } == [30, 10, 50, 10, 50])
        // Growing back to 250 returns 60: priority 30 first (to 50), then priority 20 (+40).
        try solver.suggestValue(250, for: container)
        #expect(w.map { solver.value(of: $0) } == [50, 10, 50, 50, 50])
        try solver.suggestValue(100, for: container)
        // At 100 only 60 is left for widths: everyone at 10 but the priority-50 view (20).
        #expect(w.map { solver.value(of: $0) } == [10, 10, 20, 10, 10])
        #expect(solver.core.invariantViolations().isEmpty)
    }

    /// kiwi's "handling infeasible constraints": a strongly edited midpoint and weakly edited
    /// ends, with bounds that the ends hit.
    @Test func strongMidpointWeakEnds() throws {
        let solver = Solver()
        let xm = solver.makeVariable("xm")
        let xl = solver.makeVariable("xl")
        let xr = solver.makeVariable("xr")
        try solver.addEditVariable(xm, priority: 999)
        try solver.addEditVariable(xl, priority: 1)
        try solver.addEditVariable(xr, priority: 1)
        try solver.addConstraint(Constraint(2 * xm, .equal, xl + xr))
        try solver.addConstraint(Constraint(xl + 20, .lessThanOrEqual, xr))
        try solver.addConstraint(Constraint(xl, .greaterThanOrEqual, -10))
        try solver.addConstraint(Constraint(xr, .lessThanOrEqual, 100))
        try solver.suggestValue(40, for: xm)
        try solver.suggestValue(50, for: xr)
        try solver.suggestValue(30, for: xl)
        #expect([xm, xl, xr].map(solver.value(of:)) == [40, 30, 50])
        // xl + xr must be 120: the weak edits share an error of 40 (kiwi gives 30/90).
        try solver.suggestValue(60, for: xm)
        #expect(solver.value(of: xm) == 60)
        #expect(solver.value(of: xl) + solver.value(of: xr) == 120)
        #expect(abs(solver.value(of: xl) - 30) + abs(solver.value(of: xr) - 50) == 40)
        // xl + xr = 180 with xr <= 100: xr = 100, xl = 80.
        try solver.suggestValue(90, for: xm)
        #expect([xm, xl, xr].map(solver.value(of:)) == [90, 80, 100])
    }
}
