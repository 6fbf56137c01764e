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
/// The tableau keeps two kinds of rows. Rows whose basic symbol is restricted (slack, error,
/// dummy) are in canonical form: they mention only parametric symbols, as the simplex needs.
/// Rows whose basic symbol is a variable (an "external") are *definitions*: they may refer to
/// other basic symbols, and values are computed by evaluating them in dependency order. A
/// chain `x[i+1] = x[i] + w[i] + 8` therefore stays three terms per row instead of growing to
/// i terms (see docs/Engine.md, "Keeping the tableau sparse").
public final class Solver {
    enum Kind: UInt8 { case external, slack, error, dummy }

    /// One level of the lexicographic objective: Σ errors at one priority, expressed in the
    /// parametric symbols. Coefficients are dense (indexed by symbol), which makes reduced
    /// cost lookups O(1).
    struct Level {
        var priority: Double
        var coefficients: [Double]
        var constant: Double = 0
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
    var names: [String] = []
    var rows: [Row?] = []
    /// For each symbol, the basic symbols whose rows may contain it (stale entries allowed;
    /// ``liveOwners(of:)`` filters and compacts).
    var columns: [[Int32]] = []
    var columnLimits: [Int] = []
    var compactionDue: [Int32] = []
    /// Objective levels, highest priority first.
    var levels: [Level] = []
    var candidates = SymbolHeap()
    var infeasibleRows: [Int32] = []
    var tags: [ObjectIdentifier: Tag] = [:]
    var owners: [Int32: Constraint] = [:]
    var edits: [Variable: Edit] = [:]
    var seen: [UInt32] = []
    var seenStamp: UInt32 = 0
    var valueCache: [Double] = []
    var valueStamps: [UInt32] = []
    var generation: UInt32 = 1

    public init() {}

    // MARK: Variables

    /// Makes a new variable, initially parametric (value 0).
    public func makeVariable(_ name: String = "") -> Variable {
        Variable(id: newSymbol(.external, name: name))
    }

    /// The variable's name as given to ``makeVariable(_:)``.
    public func name(of variable: Variable) -> String { names[Int(variable.id)] }

    /// The variable's value in the current solution.
    public func value(of variable: Variable) -> Double { evaluate(variable.id) }

    // MARK: Constraints

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { tags[ObjectIdentifier(constraint)] != nil }

    /// The number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { tags.count }

    /// Adds a constraint and re-solves.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        if tags[key] != nil { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        generation &+= 1
        let tag = makeTag(for: constraint)
        tags[key] = tag
        owners[tag.marker] = constraint
        if tag.other >= 0 { owners[tag.other] = constraint }
        do {
            try insertRow(for: constraint, tag: tag)
        } catch {
            tags[key] = nil
            owners[tag.marker] = nil
            if tag.other >= 0 { owners[tag.other] = nil }
            throw error
        }
    }

    /// Removes a constraint and re-solves.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let tag = tags.removeValue(forKey: key) else { throw .unknownConstraint(constraint) }
        generation &+= 1
        owners[tag.marker] = nil
        if tag.other >= 0 { owners[tag.other] = nil }
        removeObjectiveTerms(of: tag)
        let marker = tag.marker
        if rows[Int(marker)] != nil {
            dropRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            pivotOut(marker: marker, leaving: leaving)
            dropRow(marker)
        }
        reoptimize()
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable at `priority` (below 1000). The edit starts at the
    /// variable's current value, so adding it changes nothing until ``suggestValue(_:for:)``.
    public func addEditVariable(_ variable: Variable, priority: Double = Priority.defaultHigh) throws(SolverError) {
        if edits[variable] != nil { throw .duplicateEditVariable(variable) }
        guard priority > 0, priority < Priority.required else { throw .requiredEditPriority(variable) }
        let current = value(of: variable)
        let constraint = Constraint(variable, .equal, current, priority: priority, label: "edit \(name(of: variable))")
        try addConstraint(constraint)
        edits[variable] = Edit(constraint: constraint, constant: current)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try removeConstraint(edit.constraint)
    }

    /// Suggests a value for an edit variable and re-solves from the current state (dual simplex).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        guard delta != 0, let tag = tags[ObjectIdentifier(edit.constraint)] else { return }
        generation &+= 1
        let marker = tag.marker
        let other = tag.other
        if rows[Int(marker)] != nil {
            rows[Int(marker)]!.constant -= delta
            if rows[Int(marker)]!.constant < -Tolerance.feasibility { infeasibleRows.append(marker) }
        } else if rows[Int(other)] != nil {
            rows[Int(other)]!.constant += delta
            if rows[Int(other)]!.constant < -Tolerance.feasibility { infeasibleRows.append(other) }
        } else {
            for owner in liveOwners(of: marker) {
                let coefficient = rows[Int(owner)]!.coefficient(of: marker)
                rows[Int(owner)]!.constant += delta * coefficient
                if kinds[Int(owner)] != .external, rows[Int(owner)]!.constant < -Tolerance.feasibility {
                    infeasibleRows.append(owner)
                }
            }
        }
        reoptimize()
    }

    // MARK: Inspection (tests, benchmarks)

    /// Number of rows in the tableau and the total number of their entries.
    public var tableauSize: (rows: Int, entries: Int) {
        var count = 0
        var entries = 0
        for row in rows where row != nil {
            count += 1
            entries += row!.count
        }
        return (count, entries)
    }

    /// The objective's value per priority level, highest priority first (the total error of
    /// the non-required constraints at each level).
    public var objectiveValues: [(priority: Double, value: Double)] {
        levels.map { ($0.priority, $0.constant) }
    }

    // MARK: Private helpers

    func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.priority > 0, constraint.priority <= Priority.required else {
            throw .invalidConstraint(constraint, reason: "priority \(constraint.priority) is outside 0 < p ≤ 1000")
        }
        guard constraint.expression.constant.isFinite,
            constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite })
        else { throw .invalidConstraint(constraint, reason: "non-finite number") }
        for term in constraint.expression.terms where Int(term.variable.id) >= kinds.count || kinds[Int(term.variable.id)] != .external {
            throw .invalidConstraint(constraint, reason: "variable \(term.variable.id) does not belong to this solver")
        }
    }

    func newSymbol(_ kind: Kind, name: String = "") -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        names.append(name)
        rows.append(nil)
        columns.append([])
        columnLimits.append(8)
        seen.append(0)
        valueCache.append(0)
        valueStamps.append(0)
        for k in levels.indices { levels[k].coefficients.append(0) }
        return id
    }

    func makeTag(for constraint: Constraint) -> Tag {
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

    /// The index of the objective level for `priority`, inserting it when new.
    func levelIndex(for priority: Double) -> Int {
        var index = 0
        while index < levels.count, levels[index].priority > priority { index += 1 }
        if index < levels.count, levels[index].priority == priority { return index }
        levels.insert(Level(priority: priority, coefficients: [Double](repeating: 0, count: kinds.count)), at: index)
        return index
    }

    /// Records that `owner`'s row now contains `symbol`. Safe to call while a row is being
    /// mutated: compaction of long lists is deferred to ``compactColumns()``.
    func appendColumn(_ symbol: Int32, owner: Int32) {
        let s = Int(symbol)
        columns[s].append(owner)
        if columns[s].count == columnLimits[s] + 1 { compactionDue.append(symbol) }
    }

    /// Compacts the column lists that outgrew their limits.
    func compactColumns() {
        while let symbol = compactionDue.popLast() {
            _ = liveOwners(of: symbol)
            columnLimits[Int(symbol)] = max(8, 2 * columns[Int(symbol)].count)
        }
    }

    func registerColumns(of owner: Int32) {
        guard let row = rows[Int(owner)] else { return }
        row.forEach { symbol, _ in appendColumn(symbol, owner: owner) }
        compactColumns()
    }

    /// The basic symbols whose rows contain `symbol`, in increasing order; compacts the column list.
    func liveOwners(of symbol: Int32) -> [Int32] {
        let s = Int(symbol)
        seenStamp &+= 1
        if seenStamp == 0 {
            for k in seen.indices { seen[k] = 0 }
            seenStamp = 1
        }
        var live: [Int32] = []
        for owner in columns[s] where seen[Int(owner)] != seenStamp {
            seen[Int(owner)] = seenStamp
            if let row = rows[Int(owner)], row.contains(symbol) { live.append(owner) }
        }
        live.sort()
        columns[s] = live
        return live
    }

    func isRestricted(_ symbol: Int32) -> Bool { kinds[Int(symbol)] != .external }
}
