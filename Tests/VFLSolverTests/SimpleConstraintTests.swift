import Testing
@testable import VFLSolver

/// Equalities and inequalities alone, in the style of kiwi's and Cassowary's basic tests.
@Suite struct SimpleConstraintTests {
    @Test func simpleEquality() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .equal, 20))
        #expect(solver.value(of: x) == 20)
    }

    @Test func equalityBetweenVariables() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addConstraint(Constraint(x + 2, .equal, y + 10))
        try solver.addConstraint(Constraint(x, .equal, 10))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 2)
    }

    @Test func variablesStartAtZeroWhenUnconstrained() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addConstraint(Constraint(x + y, .equal, 10))
        #expect(solver.value(of: x) + solver.value(of: y) == 10)
    }

    @Test(arguments: [
        // (relation, bound, weak target, expected)
        (ConstraintRelation.lessThanOrEqual, 10.0, 100.0, 10.0),
        (.lessThanOrEqual, 10.0, 3.0, 3.0),
        (.greaterThanOrEqual, 10.0, 3.0, 10.0),
        (.greaterThanOrEqual, 10.0, 100.0, 100.0),
    ])
    func inequalityAgainstWeakTarget(relation: ConstraintRelation, bound: Double, target: Double, expected: Double) throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, relation, bound))
        try solver.addConstraint(Constraint(x, .equal, target, priority: 1))
        #expect(solver.value(of: x) == expected)
    }

    @Test func weakTargetAddedBeforeInequality() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .equal, 100, priority: 1))
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 10))
        #expect(solver.value(of: x) == 10)
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 4))
        #expect(solver.value(of: x) == 10)
    }

    @Test func boundsSqueezeToEquality() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 7))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 7))
        #expect(solver.value(of: x) == 7)
    }

    /// Cassowary's paper example: a midpoint between left and right within [0, 100].
    @Test func cassowaryMidpoint() throws {
        let solver = Solver()
        let left = solver.makeVariable("left")
        let middle = solver.makeVariable("middle")
        let right = solver.makeVariable("right")
        try solver.addConstraint(Constraint(2 * middle, .equal, left + right))
        try solver.addConstraint(Constraint(left + 10, .lessThanOrEqual, right))
        try solver.addConstraint(Constraint(right, .lessThanOrEqual, 100))
        try solver.addConstraint(Constraint(left, .greaterThanOrEqual, 0))
        let l = solver.value(of: left)
        let m = solver.value(of: middle)
        let r = solver.value(of: right)
        #expect(2 * m == l + r)
        #expect(l + 10 <= r)
        #expect(r <= 100)
        #expect(l >= 0)
    }

    @Test func chainOfEqualities() throws {
        let solver = Solver()
        let xs = (0...50).map { solver.makeVariable("x\($0)") }
        for i in 0..<50 { try solver.addConstraint(Constraint(xs[i + 1], .equal, xs[i] + 3)) }
        try solver.addConstraint(Constraint(xs[0], .equal, 5))
        for (i, x) in xs.enumerated() { #expect(solver.value(of: x) == 5 + 3 * Double(i)) }
    }

    @Test func redundantRequiredEqualityIsAccepted() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addConstraint(Constraint(x, .equal, 10))
        try solver.addConstraint(Constraint(y, .equal, x))
        try solver.addConstraint(Constraint(y, .equal, 10))
        #expect(solver.value(of: y) == 10)
    }
}
