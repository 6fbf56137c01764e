import Testing
@testable import VFLSolver

@Suite struct RemovalTests {
    @Test func removingRequiredEqualityFreesVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .equal, 100, priority: 1))
        let pin = Constraint(x, .equal, 10)
        try solver.addConstraint(pin)
        #expect(solver.value(of: x) == 10)
        try solver.removeConstraint(pin)
        #expect(solver.value(of: x) == 100)
        #expect(!solver.hasConstraint(pin))
    }

    @Test func removingInequalityRelaxesBound() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .equal, 100, priority: 1))
        let cap = Constraint(x, .lessThanOrEqual, 10)
        try solver.addConstraint(cap)
        #expect(solver.value(of: x) == 10)
        try solver.removeConstraint(cap)
        #expect(solver.value(of: x) == 100)
    }

    @Test func removingWeakConstraintRemovesItsPull() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(x, .equal, 40, priority: 10))
        let weak = Constraint(x, .equal, 80, priority: 20)
        try solver.addConstraint(weak)
        #expect(solver.value(of: x) == 80)
        try solver.removeConstraint(weak)
        #expect(solver.value(of: x) == 40)
        #expect(solver.objectiveValues.allSatisfy { abs($0.value) < 1e-9 })
    }

    @Test func removeAndReAddInAnyOrder() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let constraints = [
            Constraint(x, .equal, y + 10),
            Constraint(y, .greaterThanOrEqual, 5),
            Constraint(x, .lessThanOrEqual, 50),
            Constraint(y, .equal, 30, priority: 100),
            Constraint(x, .equal, 0, priority: 200),
        ]
        for constraint in constraints { try solver.addConstraint(constraint) }
        // x = y + 10 with y >= 5 → x >= 15; x wants 0 at 200 → x = 15, y = 5.
        #expect(solver.value(of: x) == 15)
        #expect(solver.value(of: y) == 5)
        for constraint in constraints.reversed() { try solver.removeConstraint(constraint) }
        #expect(solver.constraintCount == 0)
        for constraint in constraints.reversed() { try solver.addConstraint(constraint) }
        #expect(solver.value(of: x) == 15)
        #expect(solver.value(of: y) == 5)
        try solver.removeConstraint(constraints[4])
        #expect(solver.value(of: y) == 30)
        #expect(solver.value(of: x) == 40)
        try solver.removeConstraint(constraints[0])
        #expect(solver.value(of: y) == 30)
    }

    @Test func removeFromMiddleOfChain() throws {
        let solver = Solver()
        let xs = (0...5).map { solver.makeVariable("x\($0)") }
        var links: [Constraint] = []
        for i in 0..<5 {
            let link = Constraint(xs[i + 1], .equal, xs[i] + 10)
            links.append(link)
            try solver.addConstraint(link)
        }
        try solver.addConstraint(Constraint(xs[0], .equal, 0))
        try solver.addConstraint(Constraint(xs[5], .equal, 999, priority: 1))
        #expect(solver.value(of: xs[5]) == 50)
        try solver.removeConstraint(links[2])
        // x3…x5 are now only held by the weak pull on x5.
        #expect(solver.value(of: xs[2]) == 20)
        #expect(solver.value(of: xs[5]) == 999)
        #expect(solver.value(of: xs[3]) == 979)
    }

    @Test func unknownAndDuplicateConstraints() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let c = Constraint(x, .equal, 1, label: "x == 1")
        #expect {
            try solver.removeConstraint(c)
        } throws: { error in
            guard case SolverError.unknownConstraint(let culprit) = error else { return false }
            return culprit === c
        }
        try solver.addConstraint(c)
        #expect {
            try solver.addConstraint(c)
        } throws: { error in
            guard case SolverError.duplicateConstraint(let culprit) = error else { return false }
            return culprit === c
        }
        #expect(solver.value(of: x) == 1)
    }

    @Test func invalidPriorityOrNumbers() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(x, .equal, 1, priority: 0)) }
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(x, .equal, 1, priority: 1001)) }
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(x, .equal, Double.infinity)) }
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(x, .equal, Double.nan)) }
        #expect(solver.constraintCount == 0)
    }
}
