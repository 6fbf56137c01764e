/// What the optimal tableau tells about an expression's values among the optimal solutions,
/// without changing the solver (see ``Solver/optimalFaceAnswer(_:)``).
public enum OptimalFaceAnswer: Sendable, Hashable {
    /// The same in every optimal solution (proven: it depends on no free direction).
    case fixed
    /// Takes another value in another optimal solution (proven: one free direction, followed
    /// alone, moves it by more than a probe would need to notice).
    case moves
    /// Not decided from the tableau: a degenerate row may pin it; a probe decides.
    case unknown
}

extension Solver {
    /// Whether `expression` is fixed on the set of optimal solutions, proven to move, or
    /// undecided, read from the optimal tableau alone.
    ///
    /// The optimal solutions keep every parametric symbol with a non-zero reduced cost at 0
    /// (see ``mayVaryAmongOptimalSolutions(_:)``); the others (free directions) may move as
    /// long as every restricted row stays non-negative. Following one free direction alone
    /// (a slack or error symbol up, a variable up or down) changes only the rows that mention
    /// it, so its largest step is a ratio test over its column; when the expression, written
    /// in parametric symbols, moves along it by more than ``provenMove`` points (capped at the
    /// 1-point probe), another optimal solution exists where the expression differs, which is
    /// what ``canMove(_:by:probePriority:whileMoved:)`` would find with a probe constraint.
    /// A free direction blocked by a degenerate row (a row at 0 it would make negative) proves
    /// nothing alone: then the answer is `.unknown` and callers probe.
    public func optimalFaceAnswer(_ expression: LinearExpression) -> OptimalFaceAnswer {
        core.optimalFaceAnswer(expression, proving: true)
    }

    /// How far (points) a free direction must move an expression for ``optimalFaceAnswer(_:)``
    /// to call it moved: ten times what a probe counts as a move (``hasMoved(_:probing:)``
    /// with a 1-point probe), so rounding in a probe's pivots cannot make the two disagree.
    public static let provenMove = 1e-6
}

extension SolverCore {
    /// Whether following the free direction `symbol` alone moves an expression whose
    /// coefficient on it is `coefficient` by more than ``Solver/provenMove`` (within the 1-point
    /// probe). Steps are kept per symbol for the tableau of ``prepareFreeReach()``'s key.
    mutating func movesAlone(_ symbol: Int32, _ coefficient: Double) -> Bool {
        let s = Int(symbol)
        freeStepMarks.grow(toAtLeast: kinds.count, with: 0)
        freeSteps.grow(toAtLeast: kinds.count, with: 0)
        if freeStepMarks[s] != freeReachMark {
            freeStepMarks[s] = freeReachMark
            // A variable moves either way; a slack or error symbol only up.
            freeSteps[s] = kinds[s] == .external ? max(freeStep(symbol, direction: 1), freeStep(symbol, direction: -1)) : freeStep(symbol, direction: 1)
        }
        let reach = 1 / abs(coefficient)  // the step that moves the expression by the probe's point
        return abs(coefficient) * min(freeSteps[s], reach) > Solver.provenMove
    }

    /// The largest step of parametric `symbol` in `direction` (±1) that keeps every
    /// restricted row non-negative (the primal ratio test, with the simplex's pivot
    /// tolerance); 0 when a basic dummy's row (which must stay 0) mentions it; infinity when
    /// nothing blocks it. Definitions (basic variables) are unrestricted and follow.
    mutating func freeStep(_ symbol: Int32, direction: Double) -> Double {
        var limit = Double.infinity
        func consider(_ owner: Int32) {
            let o = Int(owner)
            guard kinds[o] != .external, let constant = rows[o]?.constant else { return }
            let rate = rows[o]!.coefficient(of: symbol) * direction
            if kinds[o] == .dummy {
                if abs(rate) > Tolerance.pivot { limit = 0 }
            } else if rate < -Tolerance.pivot {
                limit = min(limit, max(0, constant) / -rate)
            }
        }
        columns.forEach(in: symbol) { consider($0) }
        for owner in denseRows where rows[Int(owner)]!.contains(symbol) { consider(owner) }
        return limit
    }
}
