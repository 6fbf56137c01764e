extension SolverCore {
    // MARK: Substitution

    /// Replaces `symbol` (now basic with canonical `row`) in every simplex row and in the
    /// objective. Definitions keep referring to it.
    mutating func substitute(_ symbol: Int32, by row: Row) {
        for owner in owners(of: symbol) where kinds[Int(owner)] != .external {
            substitute(symbol, by: row, inRowOf: owner)
        }
        substituteObjective(symbol, by: row)
    }

    /// ``substitute(_:by:)`` where `known` is ``owners(of:)`` of `symbol` but for `skipped`
    /// (the list the primal ratio test built before the pivot took the row of `skipped`).
    mutating func substitute(_ symbol: Int32, by row: Row, owners known: [Int32], skipping skipped: Int32) {
        for owner in known where owner != skipped && kinds[Int(owner)] != .external {
            substitute(symbol, by: row, inRowOf: owner)
        }
        substituteObjective(symbol, by: row)
    }

    mutating func substitute(_ symbol: Int32, by row: Row, inRowOf owner: Int32) {
        let coefficient = removeFromRow(owner, symbol)
        if coefficient == 0 { return }
        addToRow(owner, row, times: coefficient)
        if rows[Int(owner)]!.constant < -Tolerance.feasibility { infeasibleRows.append(owner) }
    }

    mutating func substituteObjective(_ symbol: Int32, by row: Row) {
        let s = Int(symbol)
        var changed = false
        for k in levels.indices {
            let coefficient = levels[k].coefficients[s]
            if coefficient == 0 { continue }
            changed = true
            levels[k].coefficients[s] = 0
            levels[k].constant += coefficient * row.constant
            levels[k].magnitude = max(levels[k].magnitude, abs(coefficient) * row.magnitude)
            levels[k].coefficients.withUnsafeMutableBufferPointer { costs in
                row.forEach { t, c in
                    let value = costs[Int(t)] + coefficient * c
                    costs[Int(t)] = abs(value) < Tolerance.coefficient ? 0 : value
                }
            }
        }
        if changed { row.forEach { t, _ in touch(t) } }
    }

    // MARK: Reduced costs

    /// The sign of the lexicographic reduced cost of `symbol`: the sign of its first
    /// non-negligible coefficient, highest priority first.
    func costSign(_ symbol: Int32) -> Int { Self.costSign(symbol, levels) }

    /// The direction in which entering `symbol` improves the objective (0 when it does not):
    /// restricted symbols only increase; variables (free) move either way.
    func improvingDirection(_ symbol: Int32) -> Int { Self.improvingDirection(symbol, kinds, rows, levels) }

    // The same as static functions of the arrays they read, for mutating callers: a debug build
    // (the plugin runs the debug-built tool) copies the whole core, retaining and releasing each
    // of its arrays, to call a non-mutating method from a mutating one; in the check's probes
    // that was a third of the time.

    static func costSign(_ symbol: Int32, _ levels: [Level]) -> Int {
        let s = Int(symbol)
        for k in levels.indices {
            let value = levels[k].coefficients[s]
            if value > Tolerance.cost { return 1 }
            if value < -Tolerance.cost { return -1 }
        }
        return 0
    }

    static func improvingDirection(_ symbol: Int32, _ kinds: [Kind], _ rows: [Row?], _ levels: [Level]) -> Int {
        let kind = kinds[Int(symbol)]
        if kind == .dummy || rows[Int(symbol)] != nil { return 0 }
        let sign = costSign(symbol, levels)
        if kind == .external { return -sign }
        return sign < 0 ? 1 : 0
    }

    /// Queues `symbol` as an entering candidate when it improves the objective.
    mutating func touch(_ symbol: Int32) {
        if Self.improvingDirection(symbol, kinds, rows, levels) != 0 { candidates.push(symbol) }
    }

    /// Re-queues every improving symbol (after the objective changed wholesale).
    mutating func refreshCandidates() {
        candidates.removeAll()
        for s in 0..<Int32(kinds.count) { touch(s) }
    }

    // MARK: Pivoting

    /// Makes `entering` basic in place of the restricted basic symbol `leaving`.
    mutating func pivot(entering: Int32, leaving: Int32) {
        var row = takeRow(leaving)
        row.solve(basic: leaving, for: entering)
        substitute(entering, by: row)
        setRow(entering, row)
    }

    /// ``pivot(entering:leaving:)`` given ``owners(of:)`` of `entering` as it was before the
    /// pivot: taking the row of `leaving` (which mentions `entering`) removes just `leaving`
    /// from that list, so the rows updated, and their order, are the same.
    mutating func pivot(entering: Int32, leaving: Int32, owners known: [Int32]) {
        var row = takeRow(leaving)
        row.solve(basic: leaving, for: entering)
        substitute(entering, by: row, owners: known, skipping: leaving)
        setRow(entering, row)
    }

    /// Primal simplex on the lexicographic objective: Bland's rule (lowest improving symbol,
    /// lowest blocking row) so degenerate pivots cannot cycle — in exact arithmetic. With
    /// rounding they can: the layouts fuzzer found a layout (a 1.2e8 multiplier beside
    /// 1,000-point spacings, warned `number-too-large`) whose reduced costs changed sign pivot
    /// after pivot for minutes (2026-11-27). So one optimization makes at most
    /// ``primalPivotLimit`` pivots and then keeps its basis: feasible, and optimal to within the
    /// rounding that made it cycle.
    mutating func primalOptimize() {
        var pivots = 0
        let limit = primalPivotLimit
        while let entering = candidates.pop() {
            if pivots >= limit {
                candidates.removeAll()
                return
            }
            let direction = Self.improvingDirection(entering, kinds, rows, levels)
            if direction == 0 { continue }
            let enteringOwners = owners(of: entering)
            let best = Self.ratioTest(entering, direction: Double(direction), owners: enteringOwners, kinds, rows)
            // No blocking row: the objective is flat along this direction within tolerance.
            guard let leaving = best?.row else { continue }
            pivot(entering: entering, leaving: leaving, owners: enteringOwners)
            pivots += 1
        }
    }

    /// The primal ratio test: among the restricted rows of `owners` that `entering` decreases
    /// (moving in `direction`), the first with the least ratio, past the feasibility tolerance.
    /// (Static, reading the rows through a pointer: reading `rows[owner]!` in place still copied
    /// the row, retaining and releasing both its arrays for every owner tested.)
    static func ratioTest(_ entering: Int32, direction: Double, owners: [Int32], _ kinds: [Kind], _ rows: [Row?]) -> (row: Int32, ratio: Double)? {
        var best: (row: Int32, ratio: Double)?
        rows.withUnsafeBufferPointer { table in
            let base = table.baseAddress!
            for owner in owners where kinds[Int(owner)] != .external {
                // A column naming a row that is gone is a broken solver: stop there, in release
                // builds too (the fuzzers run them), rather than read past the table.
                precondition(base[Int(owner)] != nil, "a column names a row that is gone")
                let rate = base[Int(owner)].unsafelyUnwrapped.coefficient(of: entering) * direction
                guard rate < -Tolerance.pivot else { continue }
                let ratio = max(0, base[Int(owner)].unsafelyUnwrapped.constant) / -rate
                if best == nil || ratio < best!.ratio - Tolerance.feasibility {
                    best = (owner, ratio)
                }
            }
        }
        return best
    }

    /// The most pivots one primal optimization makes: far more than a solve needs (each
    /// constraint added takes a few), few enough that a cycle ends. Each capped optimization
    /// still spends its whole quota: the fuzzer's slowest cycling layout takes 1.4 s in a
    /// debug `frames` and 5.8 s in a debug `check` (many solves), slow but finite.
    var primalPivotLimit: Int { 16 * (kinds.count + 16) }

    /// Dual simplex: restores feasibility of rows with negative constants while keeping the
    /// objective optimal. Returns the basic symbol of a row that cannot be made feasible.
    @discardableResult
    mutating func dualOptimize() -> Int32? {
        // Rows are taken most recent first; after many pivots (a sign of degenerate
        // cycling) the lowest-numbered infeasible row is taken instead, which with the
        // lowest-symbol tie-break of the ratio test is Bland's rule for the dual.
        var pivots = 0
        let patience = 50 * (rows.count + 10)
        while !infeasibleRows.isEmpty {
            let leaving: Int32
            if pivots > patience {
                let lowest = infeasibleRows.indices.min { infeasibleRows[$0] < infeasibleRows[$1] }!
                leaving = infeasibleRows.remove(at: lowest)
            } else {
                leaving = infeasibleRows.removeLast()
            }
            pivots += 1
            // (Test the constant without holding a copy of the row: flips update the row in
            // place, and a second reference would force a copy of it on every flip.)
            guard kinds[Int(leaving)] != .external, let constant = rows[Int(leaving)]?.constant, constant < -Tolerance.feasibility else { continue }
            switch longStepEntering(leaving) {
            case .enter(let entering): pivot(entering: entering, leaving: leaving)
            case .resolved: continue
            case .none: return leaving
            }
        }
        return nil
    }

    /// A dual ratio-test candidate: its lexicographic ratio cost/rate, then its id.
    struct DualCandidate: Comparable {
        var ratios: [Double]
        var symbol: Int32

        /// The same symbol with the same ratios, bit for bit: a NaN ratio (∞/∞ from numbers
        /// past 1e300) equals itself here, so a candidate that has not changed is never re-queued
        /// as changed (the layouts fuzzer found that loop, 2026-11-27: it never ended).
        static func == (lhs: DualCandidate, rhs: DualCandidate) -> Bool {
            lhs.symbol == rhs.symbol && lhs.ratios.count == rhs.ratios.count
                && zip(lhs.ratios, rhs.ratios).allSatisfy { $0.bitPattern == $1.bitPattern }
        }

        static func < (lhs: DualCandidate, rhs: DualCandidate) -> Bool {
            for k in lhs.ratios.indices where lhs.ratios[k] != rhs.ratios[k] { return lhs.ratios[k] < rhs.ratios[k] }
            return lhs.symbol < rhs.symbol
        }
    }

    /// A binary min-heap of dual candidates.
    struct CandidateHeap {
        private var items: [DualCandidate] = []

        var first: DualCandidate? { items.first }

        mutating func push(_ candidate: DualCandidate) {
            items.append(candidate)
            var child = items.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                if !(items[child] < items[parent]) { break }
                items.swapAt(parent, child)
                child = parent
            }
        }

        mutating func pop() -> DualCandidate? {
            guard !items.isEmpty else { return nil }
            let top = items[0]
            let last = items.removeLast()
            if items.isEmpty { return top }
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                if left >= items.count { break }
                var smallest = left
                if left + 1 < items.count, items[left + 1] < items[left] { smallest = left + 1 }
                if !(items[smallest] < items[parent]) { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
            return top
        }
    }

    /// The candidate entry of `symbol` for leaving row `owner`, or nil when it cannot enter.
    /// (Static, for the reason given at ``SolverCore/costSign(_:_:)``.)
    static func dualCandidate(_ symbol: Int32, in owner: Int32, _ kinds: [Kind], _ rows: [Row?], _ levels: [Level]) -> DualCandidate? {
        let kind = kinds[Int(symbol)]
        if kind == .dummy || rows[Int(symbol)] != nil { return nil }
        let rate = rows[Int(owner)]!.coefficient(of: symbol)
        if kind == .external {
            guard abs(rate) > Tolerance.pivot else { return nil }
            return DualCandidate(ratios: [Double](repeating: 0, count: levels.count), symbol: symbol)
        }
        guard rate > Tolerance.pivot else { return nil }
        return DualCandidate(ratios: levels.indices.map { levels[$0].coefficients[Int(symbol)] / rate }, symbol: symbol)
    }

    /// The dual ratio test with bound flipping ("long step"). Candidates are taken in
    /// ratio order. A candidate that another row bounds — a row it decreases, like
    /// `s = 40 + e⁺ − e⁻` bounds `e⁻` by 40 — and whose bound is too small to make the leaving
    /// row feasible is pivoted into that (short) bounding row instead: it moves to its bound,
    /// the leaving row gets closer to feasibility, and the search goes on. The first
    /// candidate whose bound suffices enters the leaving row. One dense pivot then replaces
    /// a chain of dense pivots (one per view that shrinks, in the chain benchmark). Passing
    /// candidates in ratio order keeps the final basis dual feasible, as in Fourer's and
    /// Maros's long-step dual.
    enum DualStep { case enter(Int32), resolved, none }

    mutating func longStepEntering(_ leaving: Int32) -> DualStep {
        var candidates: [DualCandidate] = []
        rows[Int(leaving)]!.forEach { symbol, _ in
            if let candidate = Self.dualCandidate(symbol, in: leaving, kinds, rows, levels) { candidates.append(candidate) }
        }
        candidates.sort()
        var later = CandidateHeap()  // candidates that appeared or changed during flips
        var next = 0
        // Flips are pivots: as many as one primal optimization may make, then the candidate
        // at hand enters (a plain dual step), so rounding that undoes flips cannot loop.
        var flipsLeft = primalPivotLimit
        while true {
            // The smallest of the sorted list and the re-queued candidates.
            let candidate: DualCandidate
            if let first = later.first, next >= candidates.count || first < candidates[next] {
                candidate = later.pop()!
            } else if next < candidates.count {
                candidate = candidates[next]
                next += 1
            } else {
                return .none
            }
            guard let current = Self.dualCandidate(candidate.symbol, in: leaving, kinds, rows, levels) else { continue }
            if current != candidate {
                later.push(current)
                continue
            }
            let symbol = candidate.symbol
            let deficit = -rows[Int(leaving)]!.constant
            if kinds[Int(symbol)] == .external { return .enter(symbol) }
            let rate = rows[Int(leaving)]!.coefficient(of: symbol)
            // The tightest other row that this symbol decreases.
            var bound: (row: Int32, capacity: Double)?
            for owner in owners(of: symbol) where owner != leaving && kinds[Int(owner)] != .external {
                let coefficient = rows[Int(owner)]!.coefficient(of: symbol)
                let constant = rows[Int(owner)]!.constant
                guard coefficient < -Tolerance.pivot, constant >= 0 else { continue }
                let capacity = constant / -coefficient
                if bound == nil || capacity < bound!.capacity { bound = (owner, capacity) }
            }
            guard let bound, rate * bound.capacity < deficit - Tolerance.feasibility, flipsLeft > 0 else { return .enter(symbol) }
            // Flip: the symbol goes to its bound through the short row.
            pivot(entering: symbol, leaving: bound.row)
            flipsLeft -= 1
            rows[Int(symbol)]!.forEach { s, _ in
                if let fresh = Self.dualCandidate(s, in: leaving, kinds, rows, levels) { later.push(fresh) }
            }
            if rows[Int(leaving)]!.constant >= -Tolerance.feasibility { return .resolved }
        }
    }

    /// Compares the lexicographic dual ratios cost(a)/rateA and cost(b)/rateB (free
    /// variables have zero cost); ties go to the lower symbol.
    func compareRatios(_ a: Int32, _ rateA: Double, _ b: Int32, _ rateB: Double) -> Int {
        let freeA = kinds[Int(a)] == .external
        let freeB = kinds[Int(b)] == .external
        for k in levels.indices {
            let ratioA = freeA ? 0 : levels[k].coefficients[Int(a)] / rateA
            let ratioB = freeB ? 0 : levels[k].coefficients[Int(b)] / rateB
            if ratioA < ratioB - Tolerance.cost { return -1 }
            if ratioA > ratioB + Tolerance.cost { return 1 }
        }
        return a < b ? -1 : 1
    }

    /// Restores feasibility, then optimality.
    mutating func reoptimize() {
        generation &+= 1
        dualOptimize()
        primalOptimize()
        if !infeasibleRows.isEmpty {
            dualOptimize()
        }
    }

    // MARK: Removal

    /// Subtracts the constraint's error symbols from the objective.
    mutating func removeObjectiveTerms(of tag: Tag) {
        for error in [tag.marker, tag.other] where error >= 0 && kinds[Int(error)] == .error {
            let level = levelIndex(for: tag.constraint.priority)
            if let row = rows[Int(error)] {
                levels[level].constant -= row.constant
                row.forEach { s, c in levels[level].coefficients[Int(s)] -= c }
                row.forEach { s, _ in touch(s) }
            } else {
                levels[level].coefficients[Int(error)] -= 1
                touch(error)
            }
        }
    }

    /// The row to pivot `marker` into before dropping it (Cassowary's rule): a simplex row
    /// that keeps feasibility, else any simplex row, else a definition whose canonical form
    /// mentions the marker. Returns the leaving basic symbol and its row in canonical form.
    mutating func markerLeavingRow(_ marker: Int32) -> (leaving: Int32, row: Row)? {
        var first: (row: Int32, ratio: Double)?
        var second: (row: Int32, ratio: Double)?
        var definitions: [Int32] = []
        for owner in owners(of: marker) {
            let row = rows[Int(owner)]!
            let c = row.coefficient(of: marker)
            if kinds[Int(owner)] == .external {
                definitions.append(owner)
            } else if c < 0 {
                let ratio = -row.constant / c
                if first == nil || ratio < first!.ratio { first = (owner, ratio) }
            } else {
                let ratio = row.constant / c
                if second == nil || ratio < second!.ratio { second = (owner, ratio) }
            }
        }
        if let leaving = first?.row ?? second?.row { return (leaving, rows[Int(leaving)]!) }
        // A definition may mention the marker both directly and through the definitions it
        // refers to; only its canonical form tells the marker's true coefficient.
        for owner in definitions {
            var row = canonical(rows[Int(owner)]!)
            row.add(owner, -1)
            if abs(row.coefficient(of: marker)) > Tolerance.pivot { return (owner, row) }
        }
        return nil
    }

    /// Makes `marker` basic using `row`, the canonical form of `0 = row` taken from the row
    /// of `leaving` (which becomes parametric).
    mutating func pivotOut(marker: Int32, leaving: Int32, row zeroRow: Row) {
        var row = zeroRow
        _ = takeRow(leaving)
        if kinds[Int(leaving)] != .external { row.add(leaving, -1) }
        row.solve(for: marker)
        substitute(marker, by: row)
        setRow(marker, row)
    }

    /// Removes the basic symbol `symbol`'s row; definitions that refer to it get the row substituted.
    mutating func dropRow(_ symbol: Int32) {
        guard rows[Int(symbol)] != nil else { return }
        let row = takeRow(symbol)
        for owner in owners(of: symbol) {
            let coefficient = removeFromRow(owner, symbol)
            addToRow(owner, row, times: coefficient)
            if kinds[Int(owner)] != .external, rows[Int(owner)]!.constant < -Tolerance.feasibility { infeasibleRows.append(owner) }
        }
    }

    // MARK: Values

    /// The value of a symbol: 0 when parametric, the row constant when basic in the simplex
    /// part, and the evaluated definition for basic variables (memoised per solve).
    mutating func evaluate(_ symbol: Int32) -> Double {
        let s = Int(symbol)
        guard let constant = rows[s]?.constant else { return 0 }
        if kinds[Int(symbol)] != .external { return constant }
        if valueStamps[s] == generation { return valueCache[s] }
        if let value = Self.evaluateKnown(s, rows, kinds, valueCache, valueStamps, generation) {
            valueCache[s] = value
            valueStamps[s] = generation
            return value
        }
        // Iterative post-order evaluation: definitions can chain thousands deep. The stack and
        // the value cache are moved out while the walk (a static function of the arrays, so
        // the debug build neither copies the core nor calls a closure per term) fills them.
        var stack = evaluationStack
        var cache = valueCache
        var stamps = valueStamps
        evaluationStack = []
        valueCache = []
        valueStamps = []
        Self.evaluateWalk(symbol, rows, kinds, &cache, &stamps, &stack, generation)
        evaluationStack = stack
        valueCache = cache
        valueStamps = stamps
        return valueCache[s]
    }

    /// ``evaluate(_:)``'s walk: every definition `symbol` depends on is evaluated before it,
    /// each term summed in its row's order (the order ``evaluateKnown`` sums in), into `cache`
    /// and `stamps`. Plain loops over the rows' arrays: a row is read through its arrays, not
    /// copied per term, and no closure runs per term (the debug build the plugin runs calls
    /// closures over buffer pointers through unspecialised generics).
    static func evaluateWalk(
        _ symbol: Int32, _ rows: [Row?], _ kinds: [Kind], _ cache: inout [Double], _ stamps: inout [UInt32], _ stack: inout [Int32],
        _ generation: UInt32
    ) {
        // (The loop always leaves the stack empty.)
        stack.append(symbol)
        while let top = stack.last {
            let t = Int(top)
            if stamps[t] == generation {
                stack.removeLast()
                continue
            }
            let row = rows[t].unsafelyUnwrapped
            let ids = row.ids
            let coefficients = row.coefficients
            let count = row.count
            var ready = true
            var k = 0
            while k < count {
                let i = Int(ids[k])
                if kinds[i] == .external, stamps[i] != generation, rows[i] != nil {
                    ready = false
                    stack.append(ids[k])
                }
                k += 1
            }
            if !ready { continue }
            var value = row.constant
            k = 0
            while k < count {
                let i = Int(ids[k])
                if let constant = rows[i]?.constant { value += coefficients[k] * (kinds[i] == .external ? cache[i] : constant) }
                k += 1
            }
            cache[t] = value
            stamps[t] = generation
            stack.removeLast()
        }
    }

    /// The value of definition `s` when every definition its row mentions is already known
    /// this solve (most reads: a frame's four variables, an edit's value), summed in the row's
    /// order exactly as ``evaluate(_:)`` sums it; `nil` when one is not (then the general
    /// walk). A plain loop over the row: the general walk's closures over buffer pointers are
    /// unspecialised generic calls in the debug build the plugin runs.
    static func evaluateKnown(_ s: Int, _ rows: [Row?], _ kinds: [Kind], _ cache: [Double], _ stamps: [UInt32], _ generation: UInt32) -> Double? {
        guard let row = rows[s] else { return nil }
        var value = row.constant
        let ids = row.ids
        let coefficients = row.coefficients
        let count = row.count
        var k = 0
        while k < count {
            let i = Int(ids[k])
            if let constant = rows[i]?.constant {
                if kinds[i] == .external {
                    guard stamps[i] == generation else { return nil }
                    value += coefficients[k] * cache[i]
                } else {
                    value += coefficients[k] * constant
                }
            }
            k += 1
        }
        return value
    }
}

extension SolverCore {
    /// A readable dump of the tableau (debugging aid).
    var debugDescription: String {
        func name(_ s: Int32) -> String {
            switch kinds[Int(s)] {
            case .external: self.name(of: s).isEmpty ? "v\(s)" : self.name(of: s)
            case .slack: "s\(s)"
            case .error: "e\(s)"
            case .dummy: "d\(s)"
            }
        }
        var out = ""
        for (index, row) in rows.enumerated() {
            guard let row else { continue }
            var line = "\(name(Int32(index))) = \(row.constant)"
            row.forEach { s, c in line += " + \(c)·\(name(s))" }
            out += line + "\n"
        }
        for level in levels {
            var line = "objective @\(level.priority): \(level.constant)"
            for (s, c) in level.coefficients.enumerated() where c != 0 { line += " + \(c)·\(name(Int32(s)))" }
            out += line + "\n"
        }
        return out
    }
}
