/// The solver's state, as a value type so the hot loops run without dynamic exclusivity
/// checks. ``Solver`` is the public face.
///
/// The tableau keeps two kinds of rows. Rows whose basic symbol is restricted (slack, error,
/// dummy) are in canonical form: they mention only parametric symbols, as the simplex needs.
/// Rows whose basic symbol is a variable (an "external") are *definitions*: they may refer to
/// other basic symbols, and values are computed by evaluating them in dependency order. A
/// chain `x[i+1] = x[i] + w[i] + 8` therefore stays three terms per row instead of growing to
/// i terms (see docs/Engine.md, "Keeping the tableau sparse").
struct SolverCore {
    enum Kind: UInt8 { case external, slack, error, dummy }

    /// One level of the lexicographic objective: Σ errors at one priority, expressed in the
    /// parametric symbols. Coefficients are dense (indexed by symbol), which makes reduced
    /// cost lookups O(1).
    struct Level {
        var priority: Double
        var coefficients: [Double]
        var constant: Double = 0
        /// The largest magnitude among the numbers `constant` was computed from (see ``Row/magnitude``).
        var magnitude: Double = 0
    }

    struct Tag {
        var constraint: Constraint
        var marker: Int32
        var other: Int32  // -1 when none
    }

    struct Edit {
        var constraint: Constraint
        var constant: Double
    }

    var kinds: [Kind] = []
    /// The names given to symbols, up to the last named one (see ``name(of:)``): engines whose
    /// symbols are unnamed keep none.
    var names: [String] = []
    /// The row of each basic symbol (nil when parametric).
    var rows: [Row?] = []
    /// For each symbol, exactly the basic symbols whose non-dense rows contain it (the
    /// column index); see ``denseThreshold``.
    var columns = ColumnIndex()
    /// Basic symbols whose rows are dense (not in `columns`).
    var denseRows: [Int32] = []
    /// Objective levels, highest priority first.
    var levels: [Level] = []
    var candidates = SymbolHeap()
    var infeasibleRows: [Int32] = []
    var tags: [ObjectIdentifier: Tag] = [:]
    /// The constraint each marker or error symbol belongs to.
    var owners: [Constraint?] = []
    var scratch = Accumulator()
    var edits: [Variable: Edit] = [:]
    /// How far ``changeConstant(of:by:)`` has moved each constraint's constant from its expression's.
    var constantShifts: [ObjectIdentifier: Double] = [:]
    var valueCache: [Double] = []
    var valueStamps: [UInt32] = []
    var generation: UInt32 = 1
    var insertedScratch: [Int32] = []
    /// The stack of ``evaluate(_:)``, kept to reuse its buffer.
    var evaluationStack: [Int32] = []
    var removedScratch: [Int32] = []
    /// The buffers a row update merges into (``Row/add(_:times:inserted:removed:track:spareIDs:spareCoefficients:)``).
    var spareIDs: [Int32] = []
    var spareCoefficients: [Double] = []
    /// The candidates of ``chooseVariableSubject(_:preferred:)``, kept to reuse the buffer.
    var subjectScratch: [Int32] = []
    /// The depth-first stack and the definitions in dependency order of
    /// ``mayVaryAmongOptimalSolutions(_:)``, kept to reuse their buffers.
    var expansionStack: [Int32] = []
    var expansionOrder: [Int32] = []
    /// Which definitions that search has visited: `expansionMarks[s] == expansionMark`.
    var expansionMarks: [UInt32] = []
    var expansionMark: UInt32 = 0
    /// Whether a symbol's canonical expansion can mention a free optimal direction (see
    /// ``SolverCore/reachesFreeDirection(_:)``): 1 no, 2 yes, 3 being visited; known where
    /// `freeReachMarks[s] == freeReachMark`, for the tableau of `freeReachKey` (basis changes,
    /// generation, symbol count).
    var freeReach: [UInt8] = []
    var freeReachMarks: [UInt32] = []
    var freeReachMark: UInt32 = 0
    var freeReachKey: (Int, UInt32, Int) = (-1, 0, 0)
    /// The largest step of each free direction (see ``SolverCore/movesAlone(_:_:)``), known
    /// where `freeStepMarks[s] == freeReachMark`.
    var freeSteps: [Double] = []
    var freeStepMarks: [UInt32] = []
    /// ``hasFreeOptimalDirection`` as last computed, for the tableau of `freeDirectionKey`
    /// (basis changes, generation, symbol count): the check asks it several times at one size.
    var freeDirection = false
    var freeDirectionKey: (Int, UInt32, Int) = (-1, 0, 0)
    /// Counts every change of basis (a row installed or taken); see ``Solver/basisChanges``.
    var basisChanges = 0
    /// The largest magnitude of a constant any constraint or edit has brought in: rows mix
    /// through pivots, so every row's rounding is at most this scale's (see
    /// ``Tolerance/feasibility(atScale:)``).
    var largestConstant: Double = 0

    // MARK: Symbols and columns

    mutating func newSymbol(_ kind: Kind, name: String = "") -> Int32 {
        let id = Int32(kinds.count)
        if id == 0 { reserveForFirstSymbols() }
        kinds.append(kind)
        if !name.isEmpty {
            names.append(contentsOf: [String](repeating: "", count: Int(id) - names.count))
            names.append(name)
        }
        rows.append(nil)
        owners.append(nil)
        columns.addSymbol()
        valueCache.append(0)
        valueStamps.append(0)
        for k in levels.indices { levels[k].coefficients.append(0) }
        return id
    }

    /// Room in the per-symbol tables for this many symbols, and in the constraint table for
    /// half as many constraints, made with the first symbol: the check builds dozens of small
    /// engines per layout (one per size, per satisfiability test, per fix proof), each with a
    /// few dozen symbols, and every table growing from empty reallocated about six times.
    static let initialSymbolCapacity = 64

    private mutating func reserveForFirstSymbols() {
        let capacity = Self.initialSymbolCapacity
        kinds.reserveCapacity(capacity)
        rows.reserveCapacity(capacity)
        owners.reserveCapacity(capacity)
        valueCache.reserveCapacity(capacity)
        valueStamps.reserveCapacity(capacity)
        columns.reserveSymbols(capacity)
        tags.reserveCapacity(capacity / 2)
    }

    /// The name `symbol` was made with ("" when none).
    func name(of symbol: Int32) -> String { Int(symbol) < names.count ? names[Int(symbol)] : "" }

    /// (Mutating methods test `kinds` directly, and the read-only helpers they call are
    /// `mutating` or static: see ``SolverCore/costSign(_:_:)`` for why.)
    func isRestricted(_ symbol: Int32) -> Bool { kinds[Int(symbol)] != .external }

    /// Rows with at least this many entries are "dense": they are kept out of the column
    /// index (a pivot that moves a dense row would otherwise touch thousands of column lists)
    /// and found by binary search instead; there are only ever a few of them.
    static let denseThreshold = 128
    /// A dense row that shrinks below this many entries goes back into the column index.
    static let sparseThreshold = 32

    /// The basic symbols whose rows contain `symbol`, in increasing order.
    mutating func owners(of symbol: Int32) -> [Int32] {
        var result = columns.owners(of: symbol)
        for owner in denseRows where rows[Int(owner)]!.contains(symbol) { result.append(owner) }
        result.sortSymbols()
        return result
    }

    /// How many rows mention `symbol` (``owners(of:)`` without building the list).
    mutating func ownerCount(of symbol: Int32) -> Int {
        var count = columns.count(of: symbol)
        for owner in denseRows where rows[Int(owner)]!.contains(symbol) { count += 1 }
        return count
    }

    /// Whether a definition (the row of a basic variable) mentions `symbol`.
    mutating func isInDefinition(_ symbol: Int32) -> Bool {
        columns.contains(in: symbol) { kinds[Int($0)] == .external }
            || denseRows.contains { kinds[Int($0)] == .external && rows[Int($0)]!.contains(symbol) }
    }

    /// Whether any row mentions `symbol`.
    mutating func isMentioned(_ symbol: Int32) -> Bool {
        !columns.isEmpty(symbol) || denseRows.contains { rows[Int($0)]!.contains(symbol) }
    }

    /// Records that the row of `owner` mentions `symbol`.
    mutating func link(_ symbol: Int32, to owner: Int32) {
        columns.append(owner, to: symbol)
    }

    /// Removes `owner` from the column of `symbol` (see ``ColumnIndex/remove(_:from:)``).
    mutating func unlink(_ symbol: Int32, from owner: Int32) {
        columns.remove(owner, from: symbol)
    }

    /// Installs `row` as the row of basic symbol `owner` and indexes its symbols.
    mutating func setRow(_ owner: Int32, _ row: Row) {
        basisChanges &+= 1
        rows[Int(owner)] = row
        if row.count >= Self.denseThreshold {
            denseRows.append(owner)
        } else {
            row.ids.withUnsafeBufferPointer { columns.append(owner, toColumnsOf: $0, count: row.count) }
        }
    }

    /// Removes and returns the row of `owner`, unindexing its symbols.
    mutating func takeRow(_ owner: Int32) -> Row {
        basisChanges &+= 1
        let row = rows[Int(owner)]!
        rows[Int(owner)] = nil
        if let i = denseRows.firstIndex(of: owner) {
            denseRows.remove(at: i)
        } else {
            row.ids.withUnsafeBufferPointer { columns.remove(owner, fromColumnsOf: $0, count: row.count) }
        }
        return row
    }

    /// `rows[owner] += factor × row`, keeping the column index exact.
    mutating func addToRow(_ owner: Int32, _ row: Row, times factor: Double) {
        var denseIndex = denseRows.firstIndex(of: owner)
        if denseIndex == nil, rows[Int(owner)]!.count + row.count >= Self.denseThreshold {
            // About to grow large: take it out of the column index first.
            rows[Int(owner)]!.forEach { s, _ in unlink(s, from: owner) }
            denseRows.append(owner)
            denseIndex = denseRows.count - 1
        }
        let changes = rows[Int(owner)]!.add(
            row, times: factor, track: denseIndex == nil, inserted: &insertedScratch, removed: &removedScratch,
            spareIDs: &spareIDs, spareCoefficients: &spareCoefficients)
        if let denseIndex {
            if rows[Int(owner)]!.count < Self.sparseThreshold {
                denseRows.remove(at: denseIndex)
                rows[Int(owner)]!.forEach { s, _ in link(s, to: owner) }
            }
            return
        }
        // The column updates in the order links, then unlinks, each in the merge's order (the
        // scratch arrays hold the changes in their first entries).
        insertedScratch.withUnsafeBufferPointer { columns.append(owner, toColumnsOf: $0, count: changes.inserted) }
        removedScratch.withUnsafeBufferPointer { columns.remove(owner, fromColumnsOf: $0, count: changes.removed) }
    }

    /// Removes `symbol` from the row of `owner`; returns its coefficient (0 when absent).
    /// The column index follows whether the entry was there, not its value: an entry whose
    /// coefficient rounded to 0 is still indexed (the layouts fuzzer found its stale index
    /// entry crashing a later pivot, 2026-11-27).
    mutating func removeFromRow(_ owner: Int32, _ symbol: Int32) -> Double {
        guard let coefficient = rows[Int(owner)]!.removeEntry(symbol) else { return 0 }
        if !denseRows.contains(owner) { unlink(symbol, from: owner) }
        return coefficient
    }

    /// The index of the objective level for `priority`, inserting it when new.
    mutating func levelIndex(for priority: Double) -> Int {
        var index = 0
        while index < levels.count, levels[index].priority > priority { index += 1 }
        if index < levels.count, levels[index].priority == priority { return index }
        levels.insert(Level(priority: priority, coefficients: [Double](repeating: 0, count: kinds.count)), at: index)
        return index
    }

    // MARK: Constraints

    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        if tags[key] != nil { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        generation &+= 1
        let tag = makeTag(for: constraint)
        tags[key] = tag
        owners[Int(tag.marker)] = constraint
        if tag.other >= 0 { owners[Int(tag.other)] = constraint }
        do {
            try insertRow(for: constraint, tag: tag)
        } catch {
            tags[key] = nil
            owners[Int(tag.marker)] = nil
            if tag.other >= 0 { owners[Int(tag.other)] = nil }
            throw error
        }
    }

    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let tag = tags.removeValue(forKey: key) else { throw .unknownConstraint(constraint) }
        generation &+= 1
        constantShifts[key] = nil
        owners[Int(tag.marker)] = nil
        if tag.other >= 0 { owners[Int(tag.other)] = nil }
        removeObjectiveTerms(of: tag)
        let marker = tag.marker
        if rows[Int(marker)] != nil {
            dropRow(marker)
        } else if let (leaving, row) = markerLeavingRow(marker) {
            pivotOut(marker: marker, leaving: leaving, row: row)
            dropRow(marker)
        }
        reoptimize()
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard edits[variable] != nil else { throw .unknownEditVariable(variable) }
        if shiftEdit(value, for: variable) { reoptimize() }
    }

    /// Moves an edit variable's constant on the tableau without re-solving (see
    /// ``suggestValue(_:for:)``); whether anything moved. The variable must be an edit variable.
    mutating func shiftEdit(_ value: Double, for variable: Variable) -> Bool {
        var edit = edits[variable]!
        let delta = value - edit.constant
        if value.isFinite { largestConstant = max(largestConstant, abs(value)) }
        edit.constant = value
        edits[variable] = edit
        guard delta != 0, let tag = tags[ObjectIdentifier(edit.constraint)] else { return false }
        generation &+= 1
        // Moving the constant by δ is the substitution marker = marker' + δ (or, when only
        // the other error symbol is basic, other = other' − δ). Every row that mentions the
        // substituted symbol shifts its constant; that includes definitions, which may
        // mention basic symbols.
        let marker = tag.marker
        let other = tag.other
        var symbol = marker
        var shift = delta
        if rows[Int(marker)] != nil {
            rows[Int(marker)]!.constant -= delta
            if rows[Int(marker)]!.constant < -Tolerance.feasibility { infeasibleRows.append(marker) }
        } else if rows[Int(other)] != nil {
            rows[Int(other)]!.constant += delta
            if rows[Int(other)]!.constant < -Tolerance.feasibility { infeasibleRows.append(other) }
            symbol = other
            shift = -delta
        }
        shiftConstants(ofRowsMentioning: symbol, by: shift)
        return true
    }

    mutating func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.priority > 0, constraint.priority <= Priority.required else {
            throw .invalidConstraint(constraint, reason: "priority \(constraint.priority) is outside 0 < p ≤ 1000")
        }
        guard constraint.expression.constant.isFinite,
            constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite })
        else { throw .invalidConstraint(constraint, reason: "non-finite number") }
        for term in constraint.expression.terms
        where Int(term.variable.id) >= kinds.count || kinds[Int(term.variable.id)] != .external {
            throw .invalidConstraint(constraint, reason: "variable \(term.variable.id) does not belong to this solver")
        }
    }

    mutating func makeTag(for constraint: Constraint) -> Tag {
        let required = constraint.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let slack = newSymbol(.slack)
            let error = required ? -1 : newSymbol(.error)
            return Tag(constraint: constraint, marker: slack, other: error)
        case .equal:
            if required { return Tag(constraint: constraint, marker: newSymbol(.dummy), other: -1) }
            let plus = newSymbol(.error)
            let minus = newSymbol(.error)
            return Tag(constraint: constraint, marker: plus, other: minus)
        }
    }
}
