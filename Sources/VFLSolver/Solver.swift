/// An incremental Cassowary-style simplex solver with Auto Layout priorities.
///
/// - Required constraints (priority 1000) are never violated; adding one that conflicts with
///   the others throws ``SolverError/unsatisfiable(constraint:conflicting:)`` naming the
///   conflicting constraints, and leaves the solver unchanged.
/// - Lower priorities are optimised lexicographically: the objective is a vector with one
///   row per priority level, compared from the highest level down, so one unit of error at
///   priority p outweighs any amount of error at every priority below p.
/// - Constraints can be added and removed at any time; edit variables take suggested values
///   and are re-solved from the current state with the dual simplex.
///
/// See ``SolverCore`` for the tableau and docs/Engine.md for the design.
public final class Solver {
    /// (Not checked for exclusive access at run time: every method reaches the state through
    /// this one property and none calls back out while mutating it, and the check cost more
    /// than many of the calls it guarded, such as reading a value.)
    @exclusivity(unchecked) var core = SolverCore()

    public init() {}

    /// A solver in exactly this one's state (a value copy of the tableau): what it does next is
    /// what this one would do. Constraint objects are shared (they are immutable).
    package func copy() -> Solver {
        let copy = Solver()
        copy.core = core
        return copy
    }

    // MARK: Variables

    /// Makes a new variable, initially parametric (value 0).
    public func makeVariable(_ name: String = "") -> Variable {
        Variable(id: core.newSymbol(.external, name: name))
    }

    /// The variable's name as given to ``makeVariable(_:)``.
    public func name(of variable: Variable) -> String { core.name(of: variable.id) }

    /// The variable's value in the current solution.
    public func value(of variable: Variable) -> Double { core.evaluate(variable.id) }

    // MARK: Constraints

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { core.tags[ObjectIdentifier(constraint)] != nil }

    /// The number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { core.tags.count }

    /// Adds a constraint and re-solves. Throws ``SolverError/duplicateConstraint(_:)``,
    /// ``SolverError/invalidConstraint(_:reason:)`` or, for a required constraint that
    /// cannot hold, ``SolverError/unsatisfiable(constraint:conflicting:)``; the solver is
    /// unchanged when it throws.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try core.addConstraint(constraint)
    }

    /// Removes a constraint and re-solves. Throws ``SolverError/unknownConstraint(_:)``.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try core.removeConstraint(constraint)
    }

    /// Moves a non-required constraint's constant by `delta` (it becomes `expression + delta
    /// REL 0`; for `x >= 100`, whose expression is `x - 100`, a delta of -20 makes it `x >=
    /// 120`) and re-solves from the current state, as ``suggestValue(_:for:)`` does: a few
    /// dual simplex pivots instead of removing and adding it. Returns `false`, changing
    /// nothing, for a required constraint (remove it and add the new one: that reports a
    /// conflict). The constraint object keeps its expression; the solver keeps the shift.
    public func changeConstant(of constraint: Constraint, by delta: Double) throws(SolverError) -> Bool {
        try core.changeConstant(of: constraint, by: delta)
    }

    /// ``changeConstant(of:by:)`` for several constraints at once, re-solved once (one dual
    /// simplex from the current state instead of one per constraint): a content size change
    /// that moves many views' intrinsic sizes. Nothing changes when it throws or returns
    /// `false` (an unknown constraint, a non-finite delta, a required constraint).
    public func changeConstants(_ changes: [(constraint: Constraint, delta: Double)]) throws(SolverError) -> Bool {
        try core.changeConstants(changes)
    }

    /// ``changeConstants(_:)`` together with a new value for each edit variable in
    /// `suggestions` (``suggestValue(_:for:)``), re-solved once: a sweep moved to another
    /// size and content configuration in one dual simplex. Throws
    /// ``SolverError/unknownEditVariable(_:)`` first; then as ``changeConstants(_:)``. Nothing
    /// changes when it throws or returns `false`.
    public func changeConstants(
        _ changes: [(constraint: Constraint, delta: Double)], suggesting suggestions: [(value: Double, variable: Variable)]
    ) throws(SolverError) -> Bool {
        try core.changeConstants(changes, suggesting: suggestions)
    }

    /// The constant of `constraint`'s expression as the solver holds it (its expression's,
    /// moved by ``changeConstant(of:by:)``); `nil` when the constraint is not in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        guard hasConstraint(constraint) else { return nil }
        return constraint.expression.constant + (core.constantShifts[ObjectIdentifier(constraint)] ?? 0)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable at `priority` (below 1000). The edit starts at the
    /// variable's current value, so adding it changes nothing until ``suggestValue(_:for:)``.
    public func addEditVariable(_ variable: Variable, priority: Double = Priority.defaultHigh) throws(SolverError) {
        if core.edits[variable] != nil { throw .duplicateEditVariable(variable) }
        guard priority > 0, priority < Priority.required else { throw .requiredEditPriority(variable) }
        let current = value(of: variable)
        let constraint = Constraint(variable, .equal, current, priority: priority, label: "edit \(name(of: variable))")
        try core.addConstraint(constraint)
        core.edits[variable] = SolverCore.Edit(constraint: constraint, constant: current)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { core.edits[variable] != nil }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = core.edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try core.removeConstraint(edit.constraint)
    }

    /// Suggests a value for an edit variable and re-solves from the current state (dual simplex).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try core.suggestValue(value, for: variable)
    }

    // MARK: Inspection (tests, benchmarks)

    /// Number of rows in the tableau and the total number of their entries.
    public var tableauSize: (rows: Int, entries: Int) {
        var count = 0
        var entries = 0
        for row in core.rows where row != nil {
            count += 1
            entries += row!.count
        }
        return (count, entries)
    }

    /// The objective's value per priority level, highest priority first: the total error of
    /// the non-required constraints at each level, summed from the error symbols' values.
    public var objectiveValues: [(priority: Double, value: Double)] {
        var totals: [Double: Double] = [:]
        for tag in core.tags.values where !tag.constraint.isRequired {
            var error = 0.0
            for symbol in [tag.marker, tag.other] where symbol >= 0 && core.kinds[Int(symbol)] == .error {
                error += core.rows[Int(symbol)]?.constant ?? 0
            }
            totals[tag.constraint.priority, default: 0] += error
        }
        return totals.keys.sorted(by: >).map { ($0, totals[$0]!) }
    }
}
