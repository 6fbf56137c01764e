extension SolverCore {
    /// Builds the row of a new constraint, chooses its subject and puts it in the tableau.
    mutating func insertRow(for constraint: Constraint, tag: Tag) throws(SolverError) {
        var accumulator = takeAccumulator()
        defer { returnAccumulator(&accumulator) }
        accumulator.constant = constraint.expression.constant
        accumulator.magnitude = abs(constraint.expression.constant)
        if constraint.expression.constant.isFinite {
            largestConstant = max(largestConstant, abs(constraint.expression.constant))
        }
        for term in constraint.expression.terms {
            accumulate(term.variable.id, term.coefficient, into: &accumulator)
        }
        let marker = tag.marker
        let other = tag.other
        switch constraint.relation {
        case .lessThanOrEqual:
            accumulator.add(marker, 1)
            if other >= 0 { accumulator.add(other, -1) }
        case .greaterThanOrEqual:
            accumulator.add(marker, -1)
            if other >= 0 { accumulator.add(other, 1) }
        case .equal:
            if other >= 0 {
                accumulator.add(marker, -1)
                accumulator.add(other, 1)
            } else {
                accumulator.add(marker, 1)
            }
        }
        // (No temporary arrays here: this runs for every constraint added.)
        let markerIsError = kinds[Int(marker)] == .error
        let otherIsError = other >= 0 && kinds[Int(other)] == .error
        if markerIsError || otherIsError {
            let level = levelIndex(for: constraint.priority)
            if markerIsError { levels[level].coefficients[Int(marker)] += 1 }
            if otherIsError { levels[level].coefficients[Int(other)] += 1 }
        }

        // Prefer a variable as the subject: its row becomes a definition and may refer to
        // other definitions, so no substitution is needed. Expand definitions one level at
        // a time only while no free variable is available (or the choice would be cyclic).
        while true {
            if let subject = chooseVariableSubject(accumulator, preferred: constraint.expression) {
                let references = accumulator.definitions.filter { accumulator.contains($0) }
                if references.isEmpty || !definitionsReach(subject, from: references) {
                    defineVariable(subject, by: accumulator.row())
                    reoptimize()
                    return
                }
            }
            if !expandOneLevel(&accumulator) { break }
        }

        // Only restricted symbols remain: the row joins the simplex part.
        var row = accumulator.row()
        if row.constant < 0 { row.scale(by: -1) }
        var subject: Int32 = -1
        if kinds[Int(marker)] != .dummy, row.coefficient(of: marker) < -Tolerance.pivot {
            subject = marker
        } else if other >= 0, kinds[Int(other)] != .dummy, row.coefficient(of: other) < -Tolerance.pivot {
            subject = other
        }
        if subject < 0 {
            var onlyDummies = true
            row.forEach { s, _ in if kinds[Int(s)] != .dummy { onlyDummies = false } }
            if onlyDummies {
                if row.constant > Tolerance.feasibility(atScale: Tolerance.roundingScale(magnitude: row.magnitude, largestConstant: largestConstant)) {
                    var conflicting: [Constraint] = []
                    row.forEach { s, _ in if let owner = owners[Int(s)], owner !== constraint { conflicting.append(owner) } }
                    removeObjectiveTerms(of: tag)
                    throw .unsatisfiable(constraint: constraint, conflicting: unique(conflicting))
                }
                // Redundant with the required constraints already present: keep the marker basic.
                if row.contains(marker) {
                    row.solve(for: marker)
                    setRow(marker, row)
                }
                return
            }
            try addWithArtificialVariable(row, constraint: constraint, tag: tag, scale: Tolerance.roundingScale(magnitude: row.magnitude, largestConstant: largestConstant))
            return
        }
        row.solve(for: subject)
        setRow(subject, row)
        substituteObjective(subject, by: row)
        reoptimize()
    }

    /// A parametric variable of the row to become its subject: a variable of the constraint
    /// as written that no other row mentions, else the one mentioned by the fewest rows; in
    /// both cases only among those whose coefficient is large enough (``subjectThreshold(_:)``).
    mutating func chooseVariableSubject(_ accumulator: Accumulator, preferred: LinearExpression) -> Int32? {
        var free = subjectScratch
        subjectScratch = []
        defer { subjectScratch = free }
        free.removeAll(keepingCapacity: true)
        for symbol in accumulator.freeVariables where accumulator.contains(symbol) && rows[Int(symbol)] == nil { free.append(symbol) }
        if free.isEmpty { return nil }
        var largest = 0.0
        for symbol in free { largest = max(largest, abs(accumulator.coefficient(of: symbol))) }
        let threshold = Self.subjectThreshold(largest)
        for term in preferred.terms where free.contains(term.variable.id) && !isMentioned(term.variable.id)
            && abs(accumulator.coefficient(of: term.variable.id)) >= threshold {
            return term.variable.id
        }
        free.sortSymbols()
        var best: (symbol: Int32, uses: Int)?
        for symbol in free where symbol != best?.symbol && abs(accumulator.coefficient(of: symbol)) >= threshold {
            let uses = ownerCount(of: symbol)
            if best == nil || uses < best!.uses { best = (symbol, uses) }
        }
        return best?.symbol
    }

    /// The smallest coefficient a subject may have, given the largest among the row's free
    /// variables: three quarters of it, or 1 when that is less (threshold partial pivoting).
    ///
    /// Solving a row for its subject divides the row by the subject's coefficient. A small
    /// one (the ½ of a `centerY`) doubles the row's other coefficients, and definitions refer
    /// to definitions: a column of 100 rows aligned on their centers, each row's definition
    /// made from the one above at ½, reached coefficients of 2^38 and then 1e40 after the
    /// pivots rounded, and the primal simplex cycled to its pivot limit (minutes for one
    /// engine). A subject at least ¾ of the largest keeps each division's growth under 4/3.
    /// The bound of 1 keeps a layout's own large multiplier (`a == b * 1e300`) on the side
    /// it was written: dividing by it would leave coefficients below ``Tolerance/coefficient``,
    /// read as zero.
    static func subjectThreshold(_ largest: Double) -> Double {
        min(largest * 0.75, 1)
    }

    /// Whether a definition reachable from `sources` mentions `target` (a cycle if `target`
    /// were defined in terms of `sources`; repeats in `sources` are allowed).
    mutating func definitionsReach(_ target: Int32, from sources: [Int32]) -> Bool {
        if !isInDefinition(target) { return false }
        var visited: Set<Int32> = []
        var stack = sources
        while let symbol = stack.popLast() {
            guard visited.insert(symbol).inserted, let row = rows[Int(symbol)], kinds[Int(symbol)] == .external else { continue }
            var found = false
            row.forEach { s, _ in
                if s == target { found = true }
                if rows[Int(s)] != nil, kinds[Int(s)] == .external { stack.append(s) }
            }
            if found { return true }
        }
        return false
    }

    /// Makes the parametric variable `subject` basic with `0 = row` solved for it. Rows of the
    /// simplex part and the objective that mention it get its canonical expansion.
    mutating func defineVariable(_ subject: Int32, by zeroRow: consuming Row) {
        // (Owned: the caller's new row is solved in place, not copied on its first change.)
        var row = zeroRow
        row.solve(for: subject)
        let users = owners(of: subject).filter { kinds[Int($0)] != .external }
        let inObjective = levels.contains { $0.coefficients[Int(subject)] != 0 }
        setRow(subject, row)
        if users.isEmpty && !inObjective { return }
        let expansion = canonical(row)
        for owner in users { substitute(subject, by: expansion, inRowOf: owner) }
        substituteObjective(subject, by: expansion)
    }

    /// Adds a row with no usable subject via an artificial variable minimised first
    /// (phase one). On failure the solver is restored and the conflict is reported.
    /// `scale` is the magnitude of the numbers `row` and the tableau were built from: the phase-one objective
    /// counts as zero within ``Tolerance/feasibility(atScale:)`` of it.
    mutating func addWithArtificialVariable(_ row: Row, constraint: Constraint, tag: Tag, scale: Double) throws(SolverError) {
        let artificial = newSymbol(.slack)
        setRow(artificial, row)
        levels.insert(Level(priority: .infinity, coefficients: [Double](repeating: 0, count: kinds.count)), at: 0)
        levels[0].constant = row.constant
        levels[0].magnitude = row.magnitude
        row.forEach { s, c in levels[0].coefficients[Int(s)] = c }
        row.forEach { s, _ in touch(s) }
        primalOptimize()
        let satisfiable = levels[0].constant < Tolerance.feasibility(atScale: Tolerance.roundingScale(magnitude: levels[0].magnitude, largestConstant: scale))
        if !satisfiable {
            var conflicting: [Constraint] = []
            for symbol in owners.indices {
                guard let owner = owners[symbol], owner !== constraint else { continue }
                let cost = levels[0].coefficients[symbol]
                let kind = kinds[symbol]
                if (kind == .slack && cost > Tolerance.cost) || (kind == .dummy && abs(cost) > Tolerance.cost) {
                    conflicting.append(owner)
                }
            }
            levels.removeFirst()
            if rows[Int(artificial)] != nil { _ = takeRow(artificial) }
            removeArtificialColumn(artificial)
            removeObjectiveTerms(of: tag)
            refreshCandidates()
            reoptimize()
            throw .unsatisfiable(constraint: constraint, conflicting: unique(conflicting))
        }
        levels.removeFirst()
        if rows[Int(artificial)] != nil {
            var basicRow = takeRow(artificial)
            var entering: Int32 = -1
            basicRow.forEach { s, c in
                if entering < 0, abs(c) > Tolerance.pivot, kinds[Int(s)] == .slack || kinds[Int(s)] == .error { entering = s }
            }
            if entering < 0 {
                basicRow.forEach { s, c in
                    if entering < 0, abs(c) > Tolerance.pivot, kinds[Int(s)] == .external { entering = s }
                }
            }
            if entering >= 0 {
                basicRow.remove(artificial)
                basicRow.constant = 0
                basicRow.solve(for: entering)
                substitute(entering, by: basicRow)
                setRow(entering, basicRow)
            }
        }
        removeArtificialColumn(artificial)
        reoptimize()
    }

    mutating func removeArtificialColumn(_ artificial: Int32) {
        for owner in owners(of: artificial) { _ = removeFromRow(owner, artificial) }
        for k in levels.indices { levels[k].coefficients[Int(artificial)] = 0 }
    }

    func unique(_ constraints: [Constraint]) -> [Constraint] {
        var seen: Set<ObjectIdentifier> = []
        return constraints.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}
