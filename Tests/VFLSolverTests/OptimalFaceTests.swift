import Testing
@testable import VFLSolver

@Suite struct OptimalFaceTests {
    /// A one-variable program: its constraints on `x`, and whether its optimum is a single point.
    struct Program: CustomTestStringConvertible, Sendable {
        var name: String
        var constraints: @Sendable (Variable) -> [Constraint]
        var xIsDetermined: Bool
        var testDescription: String { name }
    }

    static let programs: [Program] = [
        Program(name: "x == 10", constraints: { x in [Constraint(x, .equal, 10)] }, xIsDetermined: true),
        Program(
            name: "0 <= x <= 100", constraints: { x in [Constraint(x, .lessThanOrEqual, 100), Constraint(x, .greaterThanOrEqual, 0)] },
            xIsDetermined: false),
        Program(
            name: "0 <= x <= 100, x == 40 @500",
            constraints: { x in
                [Constraint(x, .lessThanOrEqual, 100), Constraint(x, .greaterThanOrEqual, 0), Constraint(x, .equal, 40, priority: 500)]
            },
            xIsDetermined: true),
        Program(
            name: "x >= 0 @250, x <= 20 @250, x >= 0", constraints: { x in
                [Constraint(x, .greaterThanOrEqual, 0, priority: 250), Constraint(x, .lessThanOrEqual, 20, priority: 250), Constraint(x, .greaterThanOrEqual, 0)]
            },
            xIsDetermined: false),
    ]

    /// `hasFreeOptimalDirection` is `false` only when no expression can vary, so it agrees with
    /// the attribute-by-attribute answer (and with a probe) on a one-variable program.
    @Test(arguments: programs)
    func freeDirectionAgreesWithTheVariable(_ program: Program) throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        for constraint in program.constraints(x) { try solver.addConstraint(constraint) }
        let mayVary = solver.mayVaryAmongOptimalSolutions(LinearExpression(x))
        #expect(solver.hasFreeOptimalDirection == !program.xIsDetermined)
        #expect(mayVary == !program.xIsDetermined)
        let moves = solver.canMove(LinearExpression(x), by: 1, probePriority: 0.001) || solver.canMove(LinearExpression(x), by: -1, probePriority: 0.001)
        #expect(moves == !program.xIsDetermined)
    }
}
