/// A row under construction while a constraint is added: terms keyed by symbol, plus the
/// basic variables ("definitions") not yet expanded and the parametric variables seen, so
/// neither needs a scan of all terms.
struct Accumulator {
    var terms: [Int32: Double] = [:]
    var constant: Double = 0
    /// Basic external symbols in `terms` (may include cancelled ones).
    var definitions: Set<Int32> = []
    /// Parametric external symbols in `terms` (may include cancelled ones).
    var freeVariables: Set<Int32> = []

    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let value = (terms[symbol] ?? 0) + coefficient
        if abs(value) < Tolerance.coefficient {
            terms[symbol] = nil
        } else {
            terms[symbol] = value
        }
    }

    /// The accumulated row, sorted by symbol.
    func row() -> Row {
        let ids = terms.keys.sorted()
        return Row(constant: constant, ids: ids, coefficients: ids.map { terms[$0]! })
    }
}

extension SolverCore {
    /// Adds `coefficient × symbol` to `accumulator`, substituting basic restricted symbols by
    /// their (canonical) rows; basic variables are kept for lazy expansion.
    mutating func accumulate(_ symbol: Int32, _ coefficient: Double, into accumulator: inout Accumulator) {
        if let row = rows[Int(symbol)] {
            if kinds[Int(symbol)] == .external {
                accumulator.add(symbol, coefficient)
                accumulator.definitions.insert(symbol)
            } else {
                accumulator.constant += coefficient * row.constant
                row.forEach { s, c in
                    accumulator.add(s, coefficient * c)
                    if kinds[Int(s)] == .external { accumulator.freeVariables.insert(s) }
                }
            }
        } else {
            accumulator.add(symbol, coefficient)
            if kinds[Int(symbol)] == .external { accumulator.freeVariables.insert(symbol) }
        }
    }

    /// Replaces every basic variable in `accumulator` by its definition (one level).
    /// Returns false when there was nothing to expand.
    mutating func expandOneLevel(_ accumulator: inout Accumulator) -> Bool {
        let pending = accumulator.definitions.sorted()
        accumulator.definitions.removeAll(keepingCapacity: true)
        var expanded = false
        for symbol in pending {
            guard let coefficient = accumulator.terms.removeValue(forKey: symbol) else { continue }
            let definition = rows[Int(symbol)]!
            accumulator.constant += coefficient * definition.constant
            definition.forEach { s, c in accumulate(s, coefficient * c, into: &accumulator) }
            expanded = true
        }
        return expanded
    }

    /// `row` with every basic symbol replaced, recursively: the canonical form the simplex needs.
    mutating func canonical(_ row: Row) -> Row {
        var accumulator = Accumulator()
        accumulator.constant = row.constant
        row.forEach { s, c in accumulate(s, c, into: &accumulator) }
        while expandOneLevel(&accumulator) {}
        return accumulator.row()
    }
}
