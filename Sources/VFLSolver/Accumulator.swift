/// A row under construction while a constraint is added or a row is expanded. Coefficients
/// live in a dense scratch array indexed by symbol (no hashing); `symbols` lists the ones
/// touched. It also remembers the basic variables ("definitions") not yet expanded and the
/// parametric variables seen, so neither needs a scan of all terms. One instance is reused.
struct Accumulator {
    private var coefficients: [Double] = []
    private var stamps: [UInt32] = []
    private var stamp: UInt32 = 1
    private(set) var symbols: [Int32] = []
    var constant: Double = 0
    /// The largest magnitude among the numbers `constant` was computed from (the scale of its
    /// rounding error; see ``Row/magnitude`` and ``Tolerance/feasibility(atScale:)``).
    var magnitude: Double = 0
    /// Basic variables added (may repeat or have cancelled).
    var definitions: [Int32] = []
    /// Parametric variables added (may repeat or have cancelled).
    var freeVariables: [Int32] = []
    /// A buffer ``SolverCore/expandOneLevel(_:)`` swaps with `definitions`.
    var spareDefinitions: [Int32] = []

    /// Marks of ``removeRepeats(_:)``: `listed[s] == listStamp` when `s` is already kept.
    private var listed: [UInt32] = []
    private var listStamp: UInt32 = 0

    /// Removes the repeats from `list` (of symbols below the count given to ``reset(symbolCount:)``),
    /// keeping each symbol's first occurrence; linear, with no hashing.
    mutating func removeRepeats(_ list: inout [Int32]) {
        listed.grow(toAtLeast: coefficients.count, with: 0)
        listStamp &+= 1
        if listStamp == 0 {
            for k in listed.indices { listed[k] = 0 }
            listStamp = 1
        }
        var kept = 0
        for index in list.indices {
            let symbol = list[index]
            if listed[Int(symbol)] != listStamp {
                listed[Int(symbol)] = listStamp
                list[kept] = symbol
                kept += 1
            }
        }
        list.removeLast(list.count - kept)
    }

    /// Empties the accumulator for a tableau of `symbolCount` symbols.
    mutating func reset(symbolCount: Int) {
        // (Grown in place, doubling: see ``Swift/Array/grow(toAtLeast:with:)``.)
        coefficients.grow(toAtLeast: symbolCount, with: 0)
        stamps.grow(toAtLeast: symbolCount, with: 0)
        stamp &+= 1
        if stamp == 0 {
            for k in stamps.indices { stamps[k] = 0 }
            stamp = 1
        }
        symbols.removeAll(keepingCapacity: true)
        definitions.removeAll(keepingCapacity: true)
        freeVariables.removeAll(keepingCapacity: true)
        constant = 0
        magnitude = 0
    }

    /// Adds `coefficient × row.constant` to the constant, remembering the scale of its rounding
    /// (the row's ``Row/magnitude`` times the coefficient).
    mutating func addConstant(of row: Row, times coefficient: Double) {
        constant += coefficient * row.constant
        magnitude = max(magnitude, abs(coefficient) * row.magnitude, abs(constant))
    }

    func coefficient(of symbol: Int32) -> Double {
        stamps[Int(symbol)] == stamp ? coefficients[Int(symbol)] : 0
    }

    /// Whether `symbol` has a coefficient that did not cancel.
    func contains(_ symbol: Int32) -> Bool { abs(coefficient(of: symbol)) >= Tolerance.coefficient }

    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let s = Int(symbol)
        if stamps[s] != stamp {
            stamps[s] = stamp
            coefficients[s] = coefficient
            symbols.append(symbol)
        } else {
            coefficients[s] += coefficient
        }
    }

    /// Removes `symbol`, returning its coefficient.
    mutating func remove(_ symbol: Int32) -> Double {
        let value = coefficient(of: symbol)
        if stamps[Int(symbol)] == stamp { coefficients[Int(symbol)] = 0 }
        return value
    }

    /// The accumulated row, sorted by symbol, without cancelled terms.
    func row() -> Row {
        // (Runs for every constraint added and every expansion: two exact-size buffers, and
        // `sortSymbols`' insertion sort for the short rows constraints make.)
        var ids: [Int32] = []
        ids.reserveCapacity(symbols.count)
        for symbol in symbols where abs(coefficients[Int(symbol)]) >= Tolerance.coefficient { ids.append(symbol) }
        ids.sortSymbols()
        var values: [Double] = []
        values.reserveCapacity(ids.count)
        for symbol in ids { values.append(coefficients[Int(symbol)]) }
        return Row(constant: constant, magnitude: magnitude, ids: ids, coefficients: values)
    }
}

extension SolverCore {
    /// The shared accumulator, emptied; give it back with ``returnAccumulator(_:)``.
    mutating func takeAccumulator() -> Accumulator {
        var accumulator = Accumulator()
        swap(&accumulator, &scratch)
        accumulator.reset(symbolCount: kinds.count)
        return accumulator
    }

    mutating func returnAccumulator(_ accumulator: inout Accumulator) {
        // (Swapped back, as it was taken: no copy of its buffers' references to make and drop.)
        swap(&accumulator, &scratch)
    }

    /// Adds `coefficient × symbol` to `accumulator`, substituting basic restricted symbols by
    /// their (canonical) rows; basic variables are kept for lazy expansion.
    mutating func accumulate(_ symbol: Int32, _ coefficient: Double, into accumulator: inout Accumulator) {
        if let row = rows[Int(symbol)] {
            if kinds[Int(symbol)] == .external {
                accumulator.add(symbol, coefficient)
                accumulator.definitions.append(symbol)
            } else {
                accumulator.addConstant(of: row, times: coefficient)
                row.forEach { s, c in
                    accumulator.add(s, coefficient * c)
                    if kinds[Int(s)] == .external { accumulator.freeVariables.append(s) }
                }
            }
        } else {
            accumulator.add(symbol, coefficient)
            if kinds[Int(symbol)] == .external { accumulator.freeVariables.append(symbol) }
        }
    }

    /// Replaces every basic variable in `accumulator` by its definition (one level).
    /// Returns false when there was nothing to expand.
    mutating func expandOneLevel(_ accumulator: inout Accumulator) -> Bool {
        // Swaps the definitions with a spare buffer instead of copying them.
        var pending = accumulator.spareDefinitions
        swap(&pending, &accumulator.definitions)
        defer { accumulator.spareDefinitions = pending }
        accumulator.definitions.removeAll(keepingCapacity: true)
        // The list repeats a definition once per row that mentioned it (17 times on average in
        // a 240-view screen of rows aligned on their centers): drop the repeats before sorting.
        accumulator.removeRepeats(&pending)
        pending.sortSymbols()
        var expanded = false
        for symbol in pending {
            let coefficient = accumulator.remove(symbol)
            if abs(coefficient) < Tolerance.coefficient { continue }
            let definition = rows[Int(symbol)]!
            accumulator.addConstant(of: definition, times: coefficient)
            definition.forEach { s, c in accumulate(s, coefficient * c, into: &accumulator) }
            expanded = true
        }
        return expanded
    }

    /// `row` with every basic symbol replaced, recursively: the canonical form the simplex needs.
    mutating func canonical(_ row: Row) -> Row {
        var accumulator = takeAccumulator()
        accumulator.constant = row.constant
        accumulator.magnitude = row.magnitude
        row.forEach { s, c in accumulate(s, c, into: &accumulator) }
        while expandOneLevel(&accumulator) {}
        let result = accumulator.row()
        returnAccumulator(&accumulator)
        return result
    }
}
