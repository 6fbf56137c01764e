import Testing
@testable import VFLSolver

/// Unsatisfiable required constraints are reported with the constraints they conflict
/// with, and the solver stays usable as if the constraint had never been added.
@Suite struct UnsatisfiableTests {
    func conflict(_ body: () throws -> Void) -> (Constraint, [String])? {
        do {
            try body()
        } catch {
            if case .unsatisfiable(let constraint, let conflicting) = error as? SolverError {
                return (constraint, conflicting.map(\.label).sorted())
            }
        }
        return nil
    }

    @Test func contradictoryEqualities() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .equal, 10, label: "x == 10"))
        let bad = Constraint(x, .equal, 20, label: "x == 20")
        let result = conflict { try solver.addConstraint(bad) }
        #expect(result?.0 === bad)
        #expect(result?.1 == ["x == 10"])
        #expect(solver.value(of: x) == 10)
        #expect(!solver.hasConstraint(bad))
    }

    @Test func contradictoryInequalities() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10, label: "x >= 10"))
        try solver.addConstraint(Constraint(x, .equal, 7, priority: 5, label: "x == 7 @5"))
        let result = conflict { try solver.addConstraint(Constraint(x, .lessThanOrEqual, 5, label: "x <= 5")) }
        #expect(result?.1 == ["x >= 10"])
        #expect(solver.value(of: x) == 10)
    }

    @Test func conflictThroughAChain() throws {
        let solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        let c = solver.makeVariable("c")
        let d = solver.makeVariable("d")
        try solver.addConstraint(Constraint(d, .equal, 3, label: "d == 3"))
        try solver.addConstraint(Constraint(b, .equal, a + 10, label: "b == a + 10"))
        try solver.addConstraint(Constraint(c, .greaterThanOrEqual, b + 10, label: "c >= b + 10"))
        try solver.addConstraint(Constraint(a, .greaterThanOrEqual, 0, label: "a >= 0"))
        try solver.addConstraint(Constraint(c, .equal, 50, priority: 1, label: "c == 50 @1"))
        let result = conflict { try solver.addConstraint(Constraint(c, .lessThanOrEqual, 15, label: "c <= 15")) }
        // d == 3 and the weak constraint are not part of the conflict.
        #expect(result?.1 == ["a >= 0", "b == a + 10", "c >= b + 10"])
        #expect(solver.value(of: c) == 50)
        // Still usable afterwards.
        try solver.addConstraint(Constraint(c, .lessThanOrEqual, 25, label: "c <= 25"))
        #expect(solver.value(of: c) == 25)
        #expect(solver.value(of: d) == 3)
    }

    @Test func conflictingEqualitiesOnSumOfVariables() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addConstraint(Constraint(x + y, .equal, 10, label: "x + y == 10"))
        try solver.addConstraint(Constraint(x, .equal, 4, label: "x == 4"))
        let result = conflict { try solver.addConstraint(Constraint(y, .equal, 5, label: "y == 5")) }
        #expect(result?.1 == ["x + y == 10", "x == 4"])
        #expect(solver.value(of: y) == 6)
    }

    @Test func nonRequiredConstraintsNeverFail() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .equal, 10))
        try solver.addConstraint(Constraint(x, .equal, 20, priority: 999))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 30, priority: 999))
        #expect(solver.value(of: x) == 10)
    }

    @Test func errorDescriptionNamesTheCulprits() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .equal, 1, label: "first"))
        do {
            try solver.addConstraint(Constraint(x, .equal, 2, label: "second"))
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "unsatisfiable required constraint second (conflicts with: first)")
        }
    }
}
