extension SolverCore {
    /// Moves a non-required constraint's constant on the live tableau: the constraint becomes
    /// `expression + delta REL 0`, re-solved from the current state with the dual simplex
    /// (Cassowary's edit step, for any constraint). The new slack or error symbol `s'` of the
    /// constraint's row `c + T + a·s + … = 0` is `s − delta/a`; every row that mentions `s`
    /// shifts its constant instead of the constraint being removed and added again.
    ///
    /// `false` (and nothing changed) for a required constraint: moving its constant may make
    /// the required set infeasible, which only removing and adding it again reports.
    mutating func changeConstant(of constraint: Constraint, by delta: Double) throws(SolverError) -> Bool {
        try changeConstants([(constraint, delta)])
    }

    /// ``changeConstant(of:by:)`` for several constraints, re-solved once: every constant
    /// moves on the tableau as it stands (a constant's move changes no coefficient, so the
    /// basis stays dual feasible), then one dual simplex restores feasibility. Checked as
    /// ``changeConstant(of:by:)`` checks one, all before any moves: throws for an unknown
    /// constraint, `false` when any is required, throws for a non-finite delta (each time
    /// with nothing changed).
    mutating func changeConstants(_ changes: [(constraint: Constraint, delta: Double)]) throws(SolverError) -> Bool {
        try changeConstants(changes, suggesting: [])
    }

    /// ``changeConstants(_:)`` and ``suggestValue(_:for:)`` for each of `suggestions`, all
    /// re-solved once. Throws for an unknown edit variable first, changing nothing; `false`
    /// (nothing changed) as ``changeConstants(_:)``.
    mutating func changeConstants(
        _ changes: [(constraint: Constraint, delta: Double)], suggesting suggestions: [(value: Double, variable: Variable)]
    ) throws(SolverError) -> Bool {
        for (_, variable) in suggestions where edits[variable] == nil { throw .unknownEditVariable(variable) }
        for (constraint, _) in changes where tags[ObjectIdentifier(constraint)] == nil { throw .unknownConstraint(constraint) }
        guard !changes.contains(where: { $0.constraint.isRequired }) else { return false }
        for (constraint, delta) in changes where !delta.isFinite { throw .invalidConstraint(constraint, reason: "non-finite number") }
        var moved = false
        for (constraint, delta) in changes { moved = shiftConstant(of: constraint, by: delta) || moved }
        for (value, variable) in suggestions { moved = shiftEdit(value, for: variable) || moved }
        if moved { reoptimize() }
        return true
    }

    /// Moves a known, non-required constraint's constant by a finite `delta` on the tableau
    /// without re-solving; whether anything moved (`delta` is not 0).
    private mutating func shiftConstant(of constraint: Constraint, by delta: Double) -> Bool {
        let tag = tags[ObjectIdentifier(constraint)]!
        let constant = (constantShifts[ObjectIdentifier(constraint)] ?? 0) + delta
        constantShifts[ObjectIdentifier(constraint)] = constant
        largestConstant = max(largestConstant, abs(constraint.expression.constant + constant))
        guard delta != 0 else { return false }
        generation &+= 1
        // The coefficient of each error or slack symbol in the row as inserted (see
        // ``insertRow(for:tag:)``): ≤ adds +marker −other, ≥ and a non-required = add
        // −marker +other.
        let markerCoefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
        var symbol = tag.marker
        var shift = delta / markerCoefficient
        if rows[Int(tag.marker)] == nil, tag.other >= 0, rows[Int(tag.other)] != nil {
            symbol = tag.other
            shift = delta / -markerCoefficient
        }
        if rows[Int(symbol)] != nil {
            rows[Int(symbol)]!.constant -= shift
            if rows[Int(symbol)]!.constant < -Tolerance.feasibility { infeasibleRows.append(symbol) }
        }
        shiftConstants(ofRowsMentioning: symbol, by: shift)
        return true
    }

    /// The substitution `symbol = symbol' + shift` in every row that mentions `symbol`: each
    /// such row's constant moves by `shift` times its coefficient of `symbol`, and a row that
    /// goes below zero (other than an external variable's definition) is queued for the dual
    /// simplex. Shared by ``suggestValue(_:for:)`` and ``changeConstant(of:by:)``.
    mutating func shiftConstants(ofRowsMentioning symbol: Int32, by shift: Double) {
        for owner in owners(of: symbol) {
            let coefficient = rows[Int(owner)]!.coefficient(of: symbol)
            rows[Int(owner)]!.constant += shift * coefficient
            if kinds[Int(owner)] != .external, rows[Int(owner)]!.constant < -Tolerance.feasibility {
                infeasibleRows.append(owner)
            }
        }
    }
}
