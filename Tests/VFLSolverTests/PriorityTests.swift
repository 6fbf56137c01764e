import Testing
@testable import VFLSolver

/// Priorities are lexicographic: a higher priority always beats any number of lower ones.
@Suite struct PriorityTests {
    @Test func strongerPriorityWins() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .equal, 10, priority: 250))
        try solver.addConstraint(Constraint(x, .equal, 20, priority: 750))
        #expect(solver.value(of: x) == 20)
    }

    @Test func strongerPriorityWinsWhateverTheOrder() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .equal, 20, priority: 750))
        try solver.addConstraint(Constraint(x, .equal, 10, priority: 250))
        #expect(solver.value(of: x) == 20)
    }

    /// With kiwi's weighted sum, 1,000 constraints at priority 1 outweigh one at priority 2;
    /// with strict priority order they never do.
    @Test func oneHigherPriorityBeatsManyLowerOnes() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .equal, 0, priority: 2))
        for _ in 0..<1000 { try solver.addConstraint(Constraint(x, .equal, 10, priority: 1)) }
        #expect(solver.value(of: x) == 0)
    }

    @Test func adjacentPrioritiesStillStrict() throws {
        let solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        // a + b must be 100; b wants 80 at 999, a wants 90 at 998 (ten of them).
        try solver.addConstraint(Constraint(a + b, .equal, 100))
        for _ in 0..<10 { try solver.addConstraint(Constraint(a, .equal, 90, priority: 998)) }
        try solver.addConstraint(Constraint(b, .equal, 80, priority: 999))
        #expect(solver.value(of: b) == 80)
        #expect(solver.value(of: a) == 20)
    }

    @Test func equalPrioritiesMinimiseTotalError() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .equal, 10, priority: 500))
        try solver.addConstraint(Constraint(x, .equal, 10, priority: 500))
        try solver.addConstraint(Constraint(x, .equal, 40, priority: 500))
        #expect(solver.value(of: x) == 10)
    }

    @Test func nonRequiredInequalityYieldsToHigherPriority() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 10, priority: 300))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 30, priority: 700))
        #expect(solver.value(of: x) == 30)
        #expect(solver.objectiveValues.first { $0.priority == 300 }?.value == 20)
    }

    @Test func hugAndCompressionResistance() throws {
        // A label with intrinsic width 100 in a 60-wide slot: compression resistance (750)
        // beats a 500 constraint, which beats hugging (250).
        let solver = Solver()
        let width = solver.makeVariable("width")
        try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 100, priority: 750))
        try solver.addConstraint(Constraint(width, .lessThanOrEqual, 100, priority: 250))
        try solver.addConstraint(Constraint(width, .equal, 60, priority: 500))
        #expect(solver.value(of: width) == 100)
        try solver.addConstraint(Constraint(width, .equal, 60, priority: 800))
        #expect(solver.value(of: width) == 60)
    }
}
