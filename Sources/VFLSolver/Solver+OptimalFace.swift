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
    public var hasFreeOptimalDirection: Bool { core.cachedHasFreeOptimalDirection() }

    /// Whether some optimal solution has `expression` larger by `amount` (negative: smaller)
    /// than now. Adds `expression == now + amount` at `probePriority` (which must be below every
    /// priority in use, so the probe cannot change which solutions are optimal), reads the
    /// value and removes the probe. When the expression moved, `whileMoved` runs before the
    /// probe is removed, with the solver at that other optimal solution (to read other values
    /// there). The solver ends at an optimal solution, not necessarily the one it started at
    /// (read frames before probing).
    public func canMove(_ expression: LinearExpression, by amount: Double, probePriority: Double, whileMoved: () -> Void = {}) -> Bool {
        let current = value(of: expression)
        let probe = Constraint(expression, amount > 0 ? .greaterThanOrEqual : .lessThanOrEqual, current + amount, priority: probePriority, label: "probe")
        guard (try? addConstraint(probe)) != nil else { return false }
        let moved = Self.hasMoved(value(of: expression) - current, probing: amount)
        if moved { whileMoved() }
        try? removeConstraint(probe)
        return moved
    }

    /// Whether a value that changed by `change` under a probe of `amount` has moved (more than
    /// rounding).
    public static func hasMoved(_ change: Double, probing amount: Double) -> Bool {
        abs(change) > 1e-7 * max(1, abs(amount))
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
    /// ``hasFreeOptimalDirection``, computed again only when the tableau has changed since it
    /// was last asked (the key ``prepareFreeReach()`` uses).
    mutating func cachedHasFreeOptimalDirection() -> Bool {
        let key = (basisChanges, generation, kinds.count)
        if freeDirectionKey != key {
            freeDirection = Self.hasFreeOptimalDirection(rows, kinds, levels)
            freeDirectionKey = key
        }
        return freeDirection
    }

    /// See ``Solver/hasFreeOptimalDirection``. Static over the arrays it reads, as
    /// ``costSign(_:_:)``: as a property, the debug build copied the whole core once per symbol.
    static func hasFreeOptimalDirection(_ rows: [Row?], _ kinds: [Kind], _ levels: [Level]) -> Bool {
        var symbol = 0
        while symbol < rows.count {
            if rows[symbol] == nil, kinds[symbol] != .dummy, costSign(Int32(symbol), levels) == 0 { return true }
            symbol += 1
        }
        return false
    }

    /// See ``Solver/mayVaryAmongOptimalSolutions(_:)`` (here, so the loop reads the tableau
    /// without going through the class for every row).
    ///
    /// The expression is written in parametric symbols by substituting definitions (rows of
    /// basic variables, which may mention other basic variables) in dependency order, each
    /// once, with its coefficient summed over every way the expression reaches it: linear in
    /// the definitions reached. (Expanding term by term, depth first, visited a definition
    /// once per path to it; in a column of views aligned in rows the paths, and the time,
    /// doubled with every row: 100 views took minutes.)
    mutating func mayVaryAmongOptimalSolutions(_ expression: LinearExpression) -> Bool {
        optimalFaceAnswer(expression, proving: false) != .fixed
    }

    /// What the optimal tableau tells about `expression` (see ``Solver/optimalFaceAnswer(_:)``);
    /// without `proving`, `.unknown` stands for both `.moves` and `.unknown` (the cheaper
    /// question of ``mayVaryAmongOptimalSolutions(_:)``).
    mutating func optimalFaceAnswer(_ expression: LinearExpression, proving: Bool) -> OptimalFaceAnswer {
        // Most attributes of a large layout cannot reach a free direction at all, however their
        // definitions expand: answered without expanding (a screen of rows in a column expanded
        // every attribute through the whole column, at every size: quadratic in the views).
        prepareFreeReach()
        var reachesFree = false
        // (Every term, so that every definition the expansion below reaches is decided.)
        for term in expression.terms where reachesFreeDirection(term.variable.id) { reachesFree = true }
        guard reachesFree else { return .fixed }
        let order = definitionsInDependencyOrder(reachedFrom: expression)
        defer { expansionOrder = order }
        var accumulator = takeAccumulator()
        for term in expression.terms { Self.addExpanded(term.variable.id, term.coefficient, kinds, rows, into: &accumulator) }
        // Every definition comes after every definition that mentions it: its coefficient is
        // complete when it is reached.
        // (By index: a reversed collection is iterated through generic witnesses in a debug build.)
        var position = order.count
        while position > 0 {
            position -= 1
            let symbol = order[position]
            let coefficient = accumulator.remove(symbol)
            if coefficient == 0 { continue }
            let row = rows[Int(symbol)]!
            for k in 0..<row.count { Self.addExpanded(row.ids[k], coefficient * row.coefficients[k], kinds, rows, into: &accumulator) }
        }
        var answer = OptimalFaceAnswer.fixed
        for symbol in accumulator.symbols where rows[Int(symbol)] == nil {
            let coefficient = accumulator.coefficient(of: symbol)
            guard abs(coefficient) > Tolerance.coefficient, kinds[Int(symbol)] != .dummy, Self.costSign(symbol, levels) == 0 else { continue }
            answer = .unknown
            if !proving { break }
            if movesAlone(symbol, coefficient) {
                answer = .moves
                break
            }
        }
        returnAccumulator(&accumulator)
        return answer
    }

    /// Adds `coefficient × symbol`, replacing a basic restricted symbol by its row (canonical:
    /// parametric symbols only); definitions are kept for ``mayVaryAmongOptimalSolutions(_:)``.
    /// (Static, for the reason given at ``SolverCore/costSign(_:_:)``.)
    private static func addExpanded(_ symbol: Int32, _ coefficient: Double, _ kinds: [Kind], _ rows: [Row?], into accumulator: inout Accumulator) {
        if kinds[Int(symbol)] != .external, let row = rows[Int(symbol)] {
            for k in 0..<row.count { accumulator.add(row.ids[k], coefficient * row.coefficients[k]) }
        } else {
            accumulator.add(symbol, coefficient)
        }
    }

    /// Forgets what `freeReach` knew when the tableau has changed since (no pass over the
    /// symbols: the marks move on).
    private mutating func prepareFreeReach() {
        let key = (basisChanges, generation, kinds.count)
        if freeReachKey == key { return }
        freeReachKey = key
        freeReach.grow(toAtLeast: kinds.count, with: 0)
        freeReachMarks.grow(toAtLeast: kinds.count, with: 0)
        freeReachMark &+= 1
        if freeReachMark == 0 {
            for k in freeReachMarks.indices { freeReachMarks[k] = 0 }
            for k in freeStepMarks.indices { freeStepMarks[k] = 0 }
            freeReachMark = 1
        }
    }

    /// Whether the canonical expansion of `symbol` can mention a free optimal direction: a
    /// parametric symbol that is not a dummy and has a zero reduced cost at every level (what
    /// ``mayVaryAmongOptimalSolutions(_:)`` asks of the expanded expression's terms), or a
    /// basic symbol whose row mentions a symbol that can. Conservative (coefficients may still
    /// cancel); decides every symbol it reaches, each once per tableau (after
    /// ``prepareFreeReach()``), depth first in post-order without recursion.
    private mutating func reachesFreeDirection(_ start: Int32) -> Bool {
        let mark = freeReachMark
        if freeReachMarks[Int(start)] == mark { return freeReach[Int(start)] == 2 }
        var reach = freeReach
        var marks = freeReachMarks
        var stack = expansionStack
        freeReach = []
        freeReachMarks = []
        expansionStack = []
        defer {
            freeReach = reach
            freeReachMarks = marks
            expansionStack = stack
        }
        stack.removeAll(keepingCapacity: true)
        stack.append(start)
        while let top = stack.popLast() {
            if top < 0 {
                // Finished: every symbol of the row is decided (or being visited: a cycle, which
                // definitions never form).
                let symbol = Int(~top)
                var found = false
                rows[symbol]!.forEach { s, _ in if reach[Int(s)] == 2 { found = true } }
                reach[symbol] = found ? 2 : 1
                continue
            }
            let symbol = Int(top)
            if marks[symbol] == mark { continue }
            marks[symbol] = mark
            guard let row = rows[symbol] else {
                reach[symbol] = kinds[symbol] != .dummy && Self.costSign(top, levels) == 0 ? 2 : 1
                continue
            }
            reach[symbol] = 3
            stack.append(~top)
            row.forEach { s, _ in if marks[Int(s)] != mark { stack.append(s) } }
        }
        return reach[Int(start)] == 2
    }

    /// The definitions (basic variables) `expression` reaches through definitions, each once,
    /// every one after the definitions its row mentions (depth-first post-order).
    private mutating func definitionsInDependencyOrder(reachedFrom expression: LinearExpression) -> [Int32] {
        var order = expansionOrder
        var stack = expansionStack
        var marks = expansionMarks
        expansionOrder = []
        expansionStack = []
        expansionMarks = []
        defer {
            expansionStack = stack
            expansionMarks = marks
        }
        order.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        marks.grow(toAtLeast: kinds.count, with: 0)
        expansionMark &+= 1
        if expansionMark == 0 {
            for k in marks.indices { marks[k] = 0 }
            expansionMark = 1
        }
        let mark = expansionMark
        // Definitions that cannot reach a free direction are left out: they add only to the
        // coefficients of symbols that are not free, so the free symbols' coefficients are
        // summed from the same terms in the same order as with them.
        let reach = freeReach
        let reachMarks = freeReachMarks
        let reachMark = freeReachMark
        func isDefinition(_ symbol: Int32) -> Bool {
            let s = Int(symbol)
            return kinds[s] == .external && rows[s] != nil && reachMarks[s] == reachMark && reach[s] == 2
        }
        for term in expression.terms where isDefinition(term.variable.id) {
            stack.append(term.variable.id)
            // A symbol s is visited when popped as s, and finished when popped as ~s (< 0).
            while let top = stack.popLast() {
                if top < 0 {
                    order.append(~top)
                    continue
                }
                if marks[Int(top)] == mark { continue }
                marks[Int(top)] = mark
                stack.append(~top)
                rows[Int(top)]!.forEach { s, _ in
                    if isDefinition(s), marks[Int(s)] != mark { stack.append(s) }
                }
            }
        }
        return order
    }
}
