/// A sparse linear row `constant + Σ coefficients[k] × symbol ids[k]`, with `ids` strictly
/// increasing. Sorted parallel arrays keep rows compact and make `row += c × other` a linear
/// merge; small updates into large rows use binary search instead.
struct Row {
    var constant: Double {
        didSet { magnitude = max(magnitude, abs(constant)) }
    }
    /// The largest magnitude among the numbers `constant` was computed from: the scale of its
    /// rounding error. A constant of 1,000 reached through pivots by 751 and 1/751 went through
    /// 5.6e8 and keeps that much rounding (issue 23); ``Tolerance/feasibility(atScale:)`` of this
    /// is how far from zero the constant can be and still be zero.
    private(set) var magnitude: Double
    private(set) var ids: [Int32]
    private(set) var coefficients: [Double]

    init(constant: Double = 0) {
        self.constant = constant
        self.magnitude = abs(constant)
        self.ids = []
        self.coefficients = []
    }

    init(constant: Double, magnitude: Double, ids: [Int32], coefficients: [Double]) {
        self.constant = constant
        self.magnitude = max(magnitude, abs(constant))
        self.ids = ids
        self.coefficients = coefficients
    }

    var count: Int { ids.count }
    var isEmpty: Bool { ids.isEmpty }

    /// Index of `symbol` in `ids`, or the insertion point as `-(point + 1)`.
    func index(of symbol: Int32) -> Int {
        var low = 0
        var high = ids.count
        while low < high {
            let mid = (low + high) >> 1
            let value = ids[mid]
            if value < symbol { low = mid + 1 } else if value > symbol { high = mid } else { return mid }
        }
        return -(low + 1)
    }

    func coefficient(of symbol: Int32) -> Double {
        let i = index(of: symbol)
        return i >= 0 ? coefficients[i] : 0
    }

    func contains(_ symbol: Int32) -> Bool { index(of: symbol) >= 0 }

    /// How a single-entry update changed the row's set of symbols.
    enum Change { case none, inserted, removed }

    /// Adds `coefficient × symbol`; entries that cancel (below ``Tolerance/coefficient``) are removed.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Change {
        let i = index(of: symbol)
        if i >= 0 {
            let value = coefficients[i] + coefficient
            if abs(value) < Tolerance.coefficient {
                ids.remove(at: i)
                coefficients.remove(at: i)
                return .removed
            }
            coefficients[i] = value
            return .none
        }
        if abs(coefficient) < Tolerance.coefficient { return .none }
        let point = -(i + 1)
        ids.insert(symbol, at: point)
        coefficients.insert(coefficient, at: point)
        return .inserted
    }

    /// Removes `symbol` and returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        removeEntry(symbol) ?? 0
    }

    /// Removes `symbol` and returns its coefficient, or `nil` when the row has no entry for
    /// it. An entry's coefficient can be 0: scaling a row by a tiny factor (solving for a
    /// symbol whose coefficient is 1e300) rounds small coefficients to 0 in place.
    mutating func removeEntry(_ symbol: Int32) -> Double? {
        let i = index(of: symbol)
        guard i >= 0 else { return nil }
        let value = coefficients[i]
        ids.remove(at: i)
        coefficients.remove(at: i)
        return value
    }

    /// `self += factor × other`. Appends to `inserted` the symbols new to `self` and to
    /// `removed` those that cancelled out, unless `track` is false.
    mutating func add(_ other: Row, times factor: Double, inserted: inout [Int32], removed: inout [Int32], track: Bool = true) {
        var spareIDs: [Int32] = []
        var spareCoefficients: [Double] = []
        add(other, times: factor, inserted: &inserted, removed: &removed, track: track, spareIDs: &spareIDs, spareCoefficients: &spareCoefficients)
    }

    /// ``add(_:times:inserted:removed:track:)`` merging into the spare buffers given and copying
    /// the result back into the row's own: a solver passes the same two for every row it
    /// updates, so a merge allocates only when a row or the spares grow past their capacity (the
    /// merge into fresh buffers was a third of building an engine's allocations). Entries and
    /// their order are the same either way.
    mutating func add(
        _ other: Row, times factor: Double, inserted: inout [Int32], removed: inout [Int32], track: Bool = true,
        spareIDs: inout [Int32], spareCoefficients: inout [Double]
    ) {
        constant += factor * other.constant
        magnitude = max(magnitude, abs(factor) * other.magnitude)
        if other.ids.isEmpty { return }
        // Few updates into a long row: merge only the stretch of this row that lies between
        // the other row's first and last symbols, and splice it back (in place when the
        // number of entries does not change, e.g. one symbol replaced by its neighbour).
        if other.ids.count * 16 < ids.count {
            let firstIndex = index(of: other.ids[0])
            let lastIndex = index(of: other.ids[other.ids.count - 1])
            let low = firstIndex >= 0 ? firstIndex : -(firstIndex + 1)
            let high = lastIndex >= 0 ? lastIndex + 1 : -(lastIndex + 1)
            var segmentIDs: [Int32] = []
            var segmentCoefficients: [Double] = []
            segmentIDs.reserveCapacity(high - low + other.ids.count)
            segmentCoefficients.reserveCapacity(high - low + other.ids.count)
            var i = low
            var j = 0
            let m = other.ids.count
            while i < high || j < m {
                if j == m || (i < high && ids[i] < other.ids[j]) {
                    segmentIDs.append(ids[i])
                    segmentCoefficients.append(coefficients[i])
                    i += 1
                } else if i == high || other.ids[j] < ids[i] {
                    let value = factor * other.coefficients[j]
                    if abs(value) >= Tolerance.coefficient {
                        segmentIDs.append(other.ids[j])
                        segmentCoefficients.append(value)
                        if track { inserted.append(other.ids[j]) }
                    }
                    j += 1
                } else {
                    let value = coefficients[i] + factor * other.coefficients[j]
                    if abs(value) >= Tolerance.coefficient {
                        segmentIDs.append(ids[i])
                        segmentCoefficients.append(value)
                    } else if track {
                        removed.append(ids[i])
                    }
                    i += 1
                    j += 1
                }
            }
            ids.replaceSubrange(low..<high, with: segmentIDs)
            coefficients.replaceSubrange(low..<high, with: segmentCoefficients)
            return
        }
        let n = ids.count
        let m = other.ids.count
        let capacity = n + m
        var count = 0
        // A linear merge into the spare buffers, written through raw pointers (this loop is the
        // solver's hottest: it runs over the dense row on every dual simplex pivot).
        if spareIDs.count < capacity { spareIDs.append(contentsOf: repeatElement(0, count: capacity - spareIDs.count)) }
        if spareCoefficients.count < capacity { spareCoefficients.append(contentsOf: repeatElement(0, count: capacity - spareCoefficients.count)) }
        spareIDs.withUnsafeMutableBufferPointer { outIDs in
            spareCoefficients.withUnsafeMutableBufferPointer { outCo in
                ids.withUnsafeBufferPointer { aIDs in
                    coefficients.withUnsafeBufferPointer { aCo in
                        other.ids.withUnsafeBufferPointer { bIDs in
                            other.coefficients.withUnsafeBufferPointer { bCo in
                                var i = 0
                                var j = 0
                                while i < n && j < m {
                                    let a = aIDs[i]
                                    let b = bIDs[j]
                                    if a < b {
                                        outIDs[count] = a
                                        outCo[count] = aCo[i]
                                        count += 1
                                        i += 1
                                    } else if b < a {
                                        let value = factor * bCo[j]
                                        if abs(value) >= Tolerance.coefficient {
                                            outIDs[count] = b
                                            outCo[count] = value
                                            count += 1
                                            if track { inserted.append(b) }
                                        }
                                        j += 1
                                    } else {
                                        let value = aCo[i] + factor * bCo[j]
                                        if abs(value) >= Tolerance.coefficient {
                                            outIDs[count] = a
                                            outCo[count] = value
                                            count += 1
                                        } else if track {
                                            removed.append(a)
                                        }
                                        i += 1
                                        j += 1
                                    }
                                }
                                while i < n {
                                    outIDs[count] = aIDs[i]
                                    outCo[count] = aCo[i]
                                    count += 1
                                    i += 1
                                }
                                while j < m {
                                    let value = factor * bCo[j]
                                    if abs(value) >= Tolerance.coefficient {
                                        outIDs[count] = bIDs[j]
                                        outCo[count] = value
                                        count += 1
                                        if track { inserted.append(bIDs[j]) }
                                    }
                                    j += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        // Copied back into this row's own buffers (kept unless shared or too small).
        ids.removeAll(keepingCapacity: true)
        ids.append(contentsOf: spareIDs[0..<count])
        coefficients.removeAll(keepingCapacity: true)
        coefficients.append(contentsOf: spareCoefficients[0..<count])
    }

    /// Multiplies the row (constant included) by `factor`.
    mutating func scale(by factor: Double) {
        magnitude *= abs(factor)
        constant *= factor
        for k in coefficients.indices { coefficients[k] *= factor }
    }

    /// Takes `0 = self` and rewrites it as `symbol = …` (removing `symbol`).
    mutating func solve(for symbol: Int32) {
        let coefficient = remove(symbol)
        scale(by: -1 / coefficient)
    }

    /// Takes `basic = self` and rewrites it as `entering = …`, where `entering` is in the row.
    mutating func solve(basic: Int32, for entering: Int32) {
        add(basic, -1)
        solve(for: entering)
    }

    /// Iterates over `(symbol, coefficient)` pairs.
    func forEach(_ body: (Int32, Double) -> Void) {
        for k in 0..<ids.count { body(ids[k], coefficients[k]) }
    }
}
