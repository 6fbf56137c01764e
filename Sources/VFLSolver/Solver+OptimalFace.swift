/// Questions about the set of optimal solutions, for layout analysis (ambiguity).
extension Solver {
    /// Whether `expression` might take another value in another optimal solution.
    ///
    /// At an optimal basis, every optimal solution keeps each parametric symbol with a
    /// non-zero reduced cost (at any priority level) at 0, and dummies are always 0. So when
    /// the expression, written in parametric symbols, has no term on a parametric symbol whose
    /// reduced cost is zero at every level, its value is the same in every optimal solution and
    /// this returns `false` (a proof). `true` means it depends on such a free direction; a
    /// degenerate row can still pin it, so callers confirm with a probe (see
    /// ``canMove(_:by:probePriority:)``).
    public func mayVaryAmongOptimalSolutions(_ expression: LinearExpression) -> Bool {
        core.mayVaryAmongOptimalSolutions(expression)
    }

    /// Whether some parametric symbol (not a dummy) has a zero reduced cost at every level.
    /// When none has, ``mayVaryAmongOptimalSolutions(_:)`` is `false` for every expression:
    /// the optimal solution is unique, and callers can skip asking attribute by attribute.
    public var hasFreeOptimalDirection: Bool { core.hasFreeOptimalDirection }

    /// Whether some optimal solution has `expression` larger by `amount` (negative: smaller)
    /// than now. Adds `expression == now + amount` at `probePriority` (which must be below every
    /// priority in use, so the probe cannot change which solutions are optimal), reads the
    /// value and removes the probe. The solver ends at an optimal solution, not necessarily
    /// the one it started at (read frames before probing).
    public func canMove(_ expression: LinearExpression, by amount: Double, probePriority: Double) -> Bool {
        let current = value(of: expression)
        let probe = Constraint(expression, amount > 0 ? .greaterThanOrEqual : .lessThanOrEqual, current + amount, priority: probePriority, label: "probe")
        guard (try? addConstraint(probe)) != nil else { return false }
        let moved = value(of: expression) - current
        try? removeConstraint(probe)
        return abs(moved) > 1e-7 * max(1, abs(amount))
    }

    /// Changes whenever the basis changes (a pivot, a constraint added or removed). While it
    /// stays the same, reduced costs and the rows' coefficients do too (edits move only the
    /// constants), so ``mayVaryAmongOptimalSolutions(_:)`` gives the same answers.
    public var basisChanges: Int { core.basisChanges }

    /// The value of an expression in the current solution.
    public func value(of expression: LinearExpression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value(of: $1.variable) }
    }
}

extension SolverCore {
    /// See ``Solver/hasFreeOptimalDirection``.
    var hasFreeOptimalDirection: Bool {
        for symbol in rows.indices where rows[symbol] == nil && kinds[symbol] != .dummy {
            if costSign(Int32(symbol)) == 0 { return true }
        }
        return false
    }

    /// See ``Solver/mayVaryAmongOptimalSolutions(_:)`` (here, so the loop reads the tableau
    /// without going through the class for every row).
    mutating func mayVaryAmongOptimalSolutions(_ expression: LinearExpression) -> Bool {
        // Terms are merged in the shared dense accumulator (no search, no hashing), in the
        // order the stack yields them; the stack is a reused buffer.
        var accumulator = takeAccumulator()
        var pending = expansionStack
        expansionStack = []
        defer {
            expansionStack = pending
            returnAccumulator(accumulator)
        }
        pending.removeAll(keepingCapacity: true)
        for term in expression.terms { pending.append((term.variable.id, term.coefficient)) }
        while let (symbol, coefficient) = pending.popLast() {
            if rows[Int(symbol)] != nil {
                rows[Int(symbol)]!.forEach { s, c in pending.append((s, coefficient * c)) }
            } else {
                accumulator.add(symbol, coefficient)
            }
        }
        for symbol in accumulator.symbols where abs(accumulator.coefficient(of: symbol)) > Tolerance.coefficient {
            if kinds[Int(symbol)] != .dummy && costSign(symbol) == 0 { return true }
        }
        return false
    }
}
