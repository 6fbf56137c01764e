import Testing
@testable import VFLSolver

/// ``Solver/optimalFaceAnswer(_:)`` decides from the optimal tableau what the check used to
/// learn only by probing: on random constraint systems (fixed seeds), an expression it calls
/// `.fixed` never moves under a probe, and one it calls `.moves` always does.
@Suite struct OptimalFaceAnswerTests {
    @Test(arguments: 1...60)
    func answersAgreeWithProbes(seed: UInt64) {
        var generator = RandomizedTests.Generator(state: seed &* 7919)
        let solver = Solver()
        let variables = (0..<5).map { solver.makeVariable("v\($0)") }
        for _ in 0..<Int.random(in: 3...10, using: &generator) {
            let spec = RandomizedTests.randomSpec(variables: variables.count, using: &generator)
            try? solver.addConstraint(RandomizedTests.make(spec, variables))
        }
        // Each variable, and a few sums and differences of two (a view's right edge is x + width).
        var expressions = variables.map { LinearExpression($0) }
        for _ in 0..<4 {
            let a = variables.randomElement(using: &generator)!
            let b = variables.randomElement(using: &generator)!
            expressions.append(LinearExpression([(a, 1), (b, Bool.random(using: &generator) ? 1 : -1)], constant: 0))
        }
        for expression in expressions {
            let answer = solver.optimalFaceAnswer(expression)
            #expect((answer == .fixed) == !solver.mayVaryAmongOptimalSolutions(expression))
            let moves = solver.canMove(expression, by: 1, probePriority: 0.001) || solver.canMove(expression, by: -1, probePriority: 0.001)
            if answer == .fixed { #expect(!moves, "seed \(seed): called fixed, but a probe moved it") }
            if answer == .moves { #expect(moves, "seed \(seed): called moved, but no probe moved it") }
        }
    }

    /// A free direction blocked by a degenerate row proves nothing alone: with x ≥ 0, y ≥ 0
    /// and x ≤ y, all at 0, x can grow only if y grows with it, so the answer is left to a
    /// probe (which finds the move). (Random systems rarely leave this case: the solver picks
    /// a variable to solve for where it can, and degenerate rows then seldom block.)
    @Test func aDegenerateRowLeavesTheAnswerToAProbe() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(y, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(LinearExpression([(y, 1), (x, -1)], constant: 0), .greaterThanOrEqual, 0))
        #expect(solver.optimalFaceAnswer(LinearExpression(x)) == .unknown)
        #expect(solver.canMove(LinearExpression(x), by: 1, probePriority: 0.001))
    }

    /// In a tie (two widths sharing what is left), each width is proven ambiguous without a probe.
    @Test func aTieIsProvenFromTheTableau() throws {
        let solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        try solver.addConstraint(Constraint(LinearExpression([(a, 1), (b, 1)], constant: 0), .equal, 100))
        for width in [a, b] {
            try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 80, priority: 750))
            try solver.addConstraint(Constraint(width, .lessThanOrEqual, 80, priority: 250))
        }
        #expect(solver.optimalFaceAnswer(LinearExpression(a)) == .moves)
        #expect(solver.optimalFaceAnswer(LinearExpression(b)) == .moves)
        #expect(solver.optimalFaceAnswer(LinearExpression([(a, 1), (b, 1)], constant: 0)) == .fixed)
    }
}
