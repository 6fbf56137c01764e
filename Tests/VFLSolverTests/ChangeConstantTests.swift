import Testing
@testable import VFLSolver
import TestRandom

/// ``Solver/changeConstant(of:by:)``: a non-required constraint's constant moved on the live
/// tableau gives the optimum a fresh solver finds for the moved constraint.
@Suite struct ChangeConstantTests {
    @Test func anIntrinsicWidthMoves() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let width = solver.makeVariable("width")
        try solver.addConstraint(Constraint(x, .equal, 20))
        try solver.addConstraint(Constraint(x + width, .lessThanOrEqual, 300))
        let resists = Constraint(width, .greaterThanOrEqual, 100, priority: 750)
        let hugs = Constraint(width, .lessThanOrEqual, 100, priority: 250)
        try solver.addConstraint(resists)
        try solver.addConstraint(hugs)
        #expect(solver.value(of: width) == 100)
        // 100 → 180: both constants move by −80 (the expressions are width − 100).
        #expect(try solver.changeConstant(of: resists, by: -80))
        #expect(try solver.changeConstant(of: hugs, by: -80))
        #expect(solver.value(of: width) == 180)
        #expect(solver.constant(of: resists) == -180)
        // 180 → 400: compression resistance gives way to the required edge (280).
        #expect(try solver.changeConstant(of: resists, by: -220))
        #expect(try solver.changeConstant(of: hugs, by: -220))
        #expect(solver.value(of: width) == 280)
        // And back.
        #expect(try solver.changeConstant(of: resists, by: 350))
        #expect(try solver.changeConstant(of: hugs, by: 350))
        #expect(solver.value(of: width) == 50)
        #expect(solver.core.invariantViolations().isEmpty)
    }

    @Test func aRequiredConstraintIsNotMoved() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let required = Constraint(x, .greaterThanOrEqual, 10)
        try solver.addConstraint(required)
        #expect(try solver.changeConstant(of: required, by: -5) == false)
        #expect(solver.constant(of: required) == -10)
        #expect(solver.value(of: x) == 10)
        #expect(throws: SolverError.self) { try solver.changeConstant(of: Constraint(x, .equal, 1, priority: 500), by: 1) }
    }

    /// ``Solver/changeConstants(_:)``: both of a width's content constraints (and another
    /// view's) move in one re-solve, to where moving them one at a time lands.
    @Test func severalConstantsMoveInOneReSolve() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        try solver.addConstraint(Constraint(x, .equal, 20))
        try solver.addConstraint(Constraint(x + a + b, .lessThanOrEqual, 300))
        let content = [(a, 750.0, 250.0), (b, 740, 260)].flatMap { variable, resistance, hugging in
            [Constraint(variable, .greaterThanOrEqual, 100, priority: resistance), Constraint(variable, .lessThanOrEqual, 100, priority: hugging)]
        }
        for constraint in content { try solver.addConstraint(constraint) }
        // a: 100 → 150 and b: 100 → 90, then both → 200 (b, resisting less, gives way first).
        #expect(try solver.changeConstants(content.enumerated().map { ($1, $0 < 2 ? -50 : 10) }))
        #expect(solver.value(of: a) == 150 && solver.value(of: b) == 90)
        #expect(try solver.changeConstants([(content[0], -50), (content[1], -50), (content[2], -110), (content[3], -110)]))
        #expect(solver.value(of: a) == 200 && solver.value(of: b) == 80)
        #expect(solver.constant(of: content[2]) == -200)
        #expect(solver.core.invariantViolations().isEmpty)
    }

    /// A batch is checked before anything moves: a required member returns `false`, an unknown
    /// one throws, and the other members' constants stay where they were.
    @Test func aBatchWithARequiredOrUnknownMemberChangesNothing() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let soft = Constraint(x, .greaterThanOrEqual, 50, priority: 500)
        let required = Constraint(x, .lessThanOrEqual, 100)
        try solver.addConstraint(soft)
        try solver.addConstraint(required)
        #expect(try solver.changeConstants([(soft, -20), (required, 10)]) == false)
        #expect(throws: SolverError.self) { try solver.changeConstants([(soft, -20), (Constraint(x, .equal, 1, priority: 500), 1)]) }
        #expect(throws: SolverError.self) { try solver.changeConstants([(soft, -20), (soft, .infinity)]) }
        #expect(solver.constant(of: soft) == -50)
        #expect(solver.value(of: x) == 50)
        #expect(try solver.changeConstants([]))
    }

    /// ``Solver/changeConstants(_:suggesting:)``: a container's width suggested and a view's
    /// intrinsic width moved in one re-solve land where doing them one after the other does;
    /// an unknown edit variable throws before anything moves.
    @Test func aSuggestionAndAConstantMoveInOneReSolve() throws {
        func solver() throws -> (Solver, container: Variable, width: Variable, content: [Constraint]) {
            let solver = Solver()
            let container = solver.makeVariable("container")
            let width = solver.makeVariable("width")
            try solver.addConstraint(Constraint(width, .lessThanOrEqual, container - 20))
            let content = [Constraint(width, .greaterThanOrEqual, 100, priority: 750), Constraint(width, .lessThanOrEqual, 100, priority: 250)]
            for constraint in content { try solver.addConstraint(constraint) }
            try solver.addEditVariable(container, priority: 999)
            try solver.suggestValue(300, for: container)
            return (solver, container, width, content)
        }
        let (together, container, width, content) = try solver()
        let (apart, apartContainer, apartWidth, apartContent) = try solver()
        #expect(try together.changeConstants([(content[0], -200), (content[1], -200)], suggesting: [(250, container)]))
        #expect(try apart.changeConstants([(apartContent[0], -200), (apartContent[1], -200)]))
        try apart.suggestValue(250, for: apartContainer)
        #expect(together.value(of: width) == 230)
        #expect(together.value(of: width) == apart.value(of: apartWidth))
        #expect(together.value(of: container) == 250)
        #expect(together.core.invariantViolations().isEmpty)
        #expect(throws: SolverError.self) { try together.changeConstants([(content[0], 50)], suggesting: [(10, width)]) }
        #expect(together.constant(of: content[0]) == -300)
        #expect(together.value(of: width) == 230)
    }

    /// Each priority level's total error in `solver` (built step by step) equals, to 1e-6 of
    /// its size, that of a fresh solver given `specs` at their current constants, in order.
    static func expectErrorsOfAFreshSolver(
        _ specs: [RandomizedTests.Spec], in solver: Solver, _ variables: [Variable], at place: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let fresh = Solver()
        let freshVariables = variables.indices.map { fresh.makeVariable("v\($0)") }
        for spec in specs { try fresh.addConstraint(RandomizedTests.make(spec, freshVariables)) }
        let incremental = RandomizedTests.violations(specs, in: solver, variables)
        let reference = RandomizedTests.violations(specs, in: fresh, freshVariables)
        #expect(incremental.count == reference.count, "\(place)", sourceLocation: sourceLocation)
        for (a, b) in zip(incremental, reference) {
            #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "\(place): \(incremental) vs \(reference)", sourceLocation: sourceLocation)
        }
    }

    /// Random systems with several soft constants moved at once: the tableau's invariants hold
    /// and each priority level's total error equals a fresh solver's.
    @Test(arguments: 1...20)
    func constantsMovedTogetherMatchFresh(seed: UInt64) throws {
        typealias Spec = RandomizedTests.Spec
        var generator = SplitMix64(state: seed &+ 2000)
        let variableCount = 6
        let solver = Solver()
        let variables = (0..<variableCount).map { solver.makeVariable("v\($0)") }
        var active: [(spec: Spec, constraint: Constraint)] = []
        var batches = 0
        for step in 0..<30 {
            let soft = active.indices.filter { active[$0].spec.priority < 1000 }
            if soft.count < 2 || Int.random(in: 0..<3, using: &generator) == 0 {
                let spec = RandomizedTests.randomSpec(variables: variableCount, using: &generator)
                let constraint = RandomizedTests.make(spec, variables)
                if (try? solver.addConstraint(constraint)) != nil { active.append((spec, constraint)) }
            } else {
                let chosen = soft.shuffled(using: &generator).prefix(Int.random(in: 2...min(5, soft.count), using: &generator))
                let changes = chosen.map { ($0, Double(Int.random(in: -80...80, using: &generator))) }
                #expect(try solver.changeConstants(changes.map { (active[$0.0].constraint, $0.1) }))
                for (index, delta) in changes { active[index].spec.constant += delta }
                batches += 1
            }
            let problems = solver.core.invariantViolations()
            #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems.prefix(3))")
            try Self.expectErrorsOfAFreshSolver(active.map(\.spec), in: solver, variables, at: "seed \(seed) step \(step)")
        }
        #expect(batches >= 3, "seed \(seed): too few batches to test anything")
    }

    /// Random systems; after every step (add, remove, move a constant, suggest an edit value)
    /// the tableau's invariants hold and each priority level's total error equals a fresh
    /// solver's with every constraint at its current constant.
    @Test(arguments: 1...40)
    func movedConstantsMatchFresh(seed: UInt64) throws {
        typealias Spec = RandomizedTests.Spec
        var generator = SplitMix64(state: seed &+ 1000)
        let variableCount = 6
        let solver = Solver()
        let variables = (0..<variableCount).map { solver.makeVariable("v\($0)") }
        var active: [(spec: Spec, constraint: Constraint)] = []
        var edits: [(variable: Int, priority: Double, value: Double)] = []
        var moves = 0
        for step in 0..<40 {
            let action = Int.random(in: 0..<10, using: &generator)
            if action < 5 || active.isEmpty {
                let spec = RandomizedTests.randomSpec(variables: variableCount, using: &generator)
                let constraint = RandomizedTests.make(spec, variables)
                if (try? solver.addConstraint(constraint)) != nil { active.append((spec, constraint)) }
            } else if action < 6 {
                let index = Int.random(in: 0..<active.count, using: &generator)
                try solver.removeConstraint(active.remove(at: index).constraint)
            } else if action < 9 {
                // Mostly a non-required constraint (a required one is refused: tried too).
                let soft = active.indices.filter { active[$0].spec.priority < 1000 }
                let index = !soft.isEmpty && Int.random(in: 0..<4, using: &generator) > 0
                    ? soft[Int.random(in: 0..<soft.count, using: &generator)] : Int.random(in: 0..<active.count, using: &generator)
                let delta = Double(Int.random(in: -80...80, using: &generator))
                if try solver.changeConstant(of: active[index].constraint, by: delta) {
                    active[index].spec.constant += delta
                    moves += 1
                } else {
                    #expect(active[index].spec.priority == 1000)
                }
            } else {
                let variable = Int.random(in: 0..<variableCount, using: &generator)
                let value = Double(Int.random(in: -100...100, using: &generator))
                if !solver.hasEditVariable(variables[variable]) {
                    try solver.addEditVariable(variables[variable], priority: 600)
                    edits.append((variable, 600, value))
                }
                edits[edits.firstIndex { $0.variable == variable }!].value = value
                try solver.suggestValue(value, for: variables[variable])
            }
            let problems = solver.core.invariantViolations()
            #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems.prefix(3))")
            for (spec, _) in active where spec.priority == 1000 {
                #expect(RandomizedTests.holds(spec, in: solver, variables), "seed \(seed) step \(step)")
            }
            // An edit variable at a value is, to a fresh solver, that variable equal to it at the edit's priority.
            let specs = active.map(\.spec) + edits.map { Spec(terms: [($0.variable, 1)], constant: -$0.value, relation: .equal, priority: $0.priority) }
            try Self.expectErrorsOfAFreshSolver(specs, in: solver, variables, at: "seed \(seed) step \(step)")
        }
        #expect(moves >= 3, "seed \(seed): too few moves to test anything")
    }
}
