/// A sparse linear row `constant + Σ coefficients[k] × symbol ids[k]` for `k < count`, with
/// the ids strictly increasing. Sorted parallel arrays keep rows compact and make `row += c ×
/// other` a linear merge; small updates into large rows use binary search instead.
///
/// The arrays may hold more than `count` entries: a merge writes into the solver's spare
/// buffers and swaps them in (see ``add(_:times:track:inserted:removed:spareIDs:spareCoefficients:)``),
/// so a row's buffer keeps the room of the merge that made it. Entries past `count` are never read.
struct Row {
    var constant: Double {
        didSet { magnitude = max(magnitude, abs(constant)) }
    }
    /// The largest magnitude among the numbers `constant` was computed from: the scale of its
    /// rounding error. A constant of 1,000 reached through pivots by 751 and 1/751 went through
    /// 5.6e8 and keeps that much rounding (issue 23); ``Tolerance/feasibility(atScale:)`` of this
    /// is how far from zero the constant can be and still be zero.
    private(set) var magnitude: Double
    /// The row's symbols in `ids[0..<count]` (see the type's comment for what follows them).
    private(set) var ids: [Int32]
    /// Their coefficients, in `coefficients[0..<count]`.
    private(set) var coefficients: [Double]
    /// The number of entries.
    private(set) var count: Int

    init(constant: Double = 0) {
        self.constant = constant
        self.magnitude = abs(constant)
        self.ids = []
        self.coefficients = []
        self.count = 0
    }

    init(constant: Double, magnitude: Double, ids: [Int32], coefficients: [Double]) {
        self.constant = constant
        // The raw-pointer writes below rely on the two arrays having one length.
        precondition(ids.count == coefficients.count, "a row's symbols and coefficients differ in number")
        self.magnitude = max(magnitude, abs(constant))
        self.ids = ids
        self.coefficients = coefficients
        self.count = ids.count
    }

    var isEmpty: Bool { count == 0 }

    /// Index of `symbol` in `ids`, or the insertion point as `-(point + 1)`.
    func index(of symbol: Int32) -> Int {
        var low = 0
        var high = count
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
                removeEntry(at: i)
                return .removed
            }
            coefficients[i] = value
            return .none
        }
        if abs(coefficient) < Tolerance.coefficient { return .none }
        insert(symbol, coefficient, at: -(i + 1))
        return .inserted
    }

    /// Removes entry `i`, moving only the entries after it up to `count` (the room past `count`
    /// is left as it is).
    private mutating func removeEntry(at i: Int) {
        let moved = count - i - 1
        if moved > 0 {
            ids.withUnsafeMutableBufferPointer { p in p.baseAddress!.advanced(by: i).update(from: p.baseAddress!.advanced(by: i + 1), count: moved) }
            coefficients.withUnsafeMutableBufferPointer { p in
                p.baseAddress!.advanced(by: i).update(from: p.baseAddress!.advanced(by: i + 1), count: moved)
            }
        }
        count -= 1
    }

    /// Inserts an entry at `point`, into the room past `count` when there is some.
    private mutating func insert(_ symbol: Int32, _ coefficient: Double, at point: Int) {
        if ids.count == count {
            ids.insert(symbol, at: point)
            coefficients.insert(coefficient, at: point)
        } else {
            // Room in both: the arrays are grown and swapped together (see the type's comment).
            precondition(coefficients.count == ids.count)
            let moved = count - point
            ids.withUnsafeMutableBufferPointer { p in
                if moved > 0 { p.baseAddress!.advanced(by: point + 1).update(from: p.baseAddress!.advanced(by: point), count: moved) }
                p[point] = symbol
            }
            coefficients.withUnsafeMutableBufferPointer { p in
                if moved > 0 { p.baseAddress!.advanced(by: point + 1).update(from: p.baseAddress!.advanced(by: point), count: moved) }
                p[point] = coefficient
            }
        }
        count += 1
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
        removeEntry(at: i)
        return value
    }

    /// `self += factor × other`. Appends to `inserted` the symbols new to `self` and to
    /// `removed` those that cancelled out, unless `track` is false.
    mutating func add(_ other: Row, times factor: Double, inserted: inout [Int32], removed: inout [Int32], track: Bool = true) {
        var insertedBuffer: [Int32] = []
        var removedBuffer: [Int32] = []
        var spareIDs: [Int32] = []
        var spareCoefficients: [Double] = []
        let changes = add(
            other, times: factor, track: track, inserted: &insertedBuffer, removed: &removedBuffer, spareIDs: &spareIDs,
            spareCoefficients: &spareCoefficients)
        inserted.append(contentsOf: insertedBuffer[0..<changes.inserted])
        removed.append(contentsOf: removedBuffer[0..<changes.removed])
    }

    /// ``add(_:times:inserted:removed:track:)`` for a solver, with no allocation once its buffers
    /// are large enough: the symbols new to `self` are written to `inserted[0..<result.inserted]`
    /// and those that cancelled out to `removed[0..<result.removed]` (both arrays are only grown,
    /// never emptied: entries past the counts mean nothing), and the merge is written into
    /// `spareIDs` and `spareCoefficients`, which are then swapped with the row's own arrays (the
    /// row's old arrays become the spares). A solver passes the same buffers for every row it
    /// updates. Entries and their order are the same as a merge into fresh arrays.
    mutating func add(
        _ other: Row, times factor: Double, track: Bool, inserted: inout [Int32], removed: inout [Int32],
        spareIDs: inout [Int32], spareCoefficients: inout [Double]
    ) -> (inserted: Int, removed: Int) {
        constant += factor * other.constant
        magnitude = max(magnitude, abs(factor) * other.magnitude)
        let m = other.count
        if m == 0 { return (0, 0) }
        // At most `m` symbols are inserted or removed (each is one of the other row's).
        if track, inserted.count < m || removed.count < m {
            inserted.grow(toAtLeast: m, with: 0)
            removed.grow(toAtLeast: m, with: 0)
        }
        // Few updates into a long row: merge only the stretch of this row that lies between
        // the other row's first and last symbols, and splice it back (in place when the
        // number of entries does not change, e.g. one symbol replaced by its neighbour).
        if m * 16 < count {
            return addIntoSegment(other, times: factor, track: track, inserted: &inserted, removed: &removed)
        }
        let n = count
        let capacity = n + m
        // A linear merge into the spare buffers, written through raw pointers (this loop is the
        // solver's hottest: it runs over the dense row on every dual simplex pivot).
        // (Grown to exactly what the merge may need: the buffer becomes the row's.)
        if spareIDs.count < capacity { spareIDs.append(contentsOf: [Int32](repeating: 0, count: capacity - spareIDs.count)) }
        if spareCoefficients.count < capacity { spareCoefficients.append(contentsOf: [Double](repeating: 0, count: capacity - spareCoefficients.count)) }
        let counts = spareIDs.withUnsafeMutableBufferPointer { outIDs in
            spareCoefficients.withUnsafeMutableBufferPointer { outCo in
                inserted.withUnsafeMutableBufferPointer { insertedOut in
                    removed.withUnsafeMutableBufferPointer { removedOut in
                        ids.withUnsafeBufferPointer { aIDs in
                            coefficients.withUnsafeBufferPointer { aCo in
                                other.ids.withUnsafeBufferPointer { bIDs in
                                    other.coefficients.withUnsafeBufferPointer { bCo in
                                        // (Two copies of the loop, one per value of `track`: the
                                        // test stays out of the loop.)
                                        track
                                            ? Self.merge((aIDs, aCo, n), (bIDs, bCo, m), factor, (outIDs, outCo), insertedOut, removedOut, track: true)
                                            : Self.merge((aIDs, aCo, n), (bIDs, bCo, m), factor, (outIDs, outCo), insertedOut, removedOut, track: false)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        let merged = counts.merged
        let insertedCount = counts.inserted
        let removedCount = counts.removed
        // The merged buffers become the row's; its old ones are the next merge's spares.
        swap(&ids, &spareIDs)
        swap(&coefficients, &spareCoefficients)
        count = merged
        return (insertedCount, removedCount)
    }

    /// The loop of ``add(_:times:track:inserted:removed:spareIDs:spareCoefficients:)``: `a` (ids,
    /// coefficients, count) plus `factor × b` written to `out`, each entry of `a` alone kept as
    /// is, each of `b` alone `factor × c`, each shared `a + factor × b`, dropped below
    /// ``Tolerance/coefficient``; with `track`, the symbols inserted and cancelled written to
    /// `inserted` and `removed`. Its state is local (counters a closure captured lived in memory,
    /// and the loop spilled) and it steps with `&+` (the counts are bounded by `n + m`).
    @inline(__always)
    private static func merge(
        _ a: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Double>, Int), _ b: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Double>, Int),
        _ factor: Double, _ out: (UnsafeMutableBufferPointer<Int32>, UnsafeMutableBufferPointer<Double>),
        _ inserted: UnsafeMutableBufferPointer<Int32>, _ removed: UnsafeMutableBufferPointer<Int32>, track: Bool
    ) -> (merged: Int, inserted: Int, removed: Int) {
        let (aIDs, aCo, n) = a
        let (bIDs, bCo, m) = b
        let (outIDs, outCo) = out
        let tolerance = Tolerance.coefficient
        var i = 0
        var j = 0
        var k = 0
        var insertedCount = 0
        var removedCount = 0
        if n > 0 && m > 0 {
            var x = aIDs[0]
            var y = bIDs[0]
            while true {
                if x < y {
                    outIDs[k] = x
                    outCo[k] = aCo[i]
                    k &+= 1
                    i &+= 1
                    if i == n { break }
                    x = aIDs[i]
                } else if y < x {
                    let value = factor * bCo[j]
                    if abs(value) >= tolerance {
                        outIDs[k] = y
                        outCo[k] = value
                        k &+= 1
                        if track {
                            inserted[insertedCount] = y
                            insertedCount &+= 1
                        }
                    }
                    j &+= 1
                    if j == m { break }
                    y = bIDs[j]
                } else {
                    let value = aCo[i] + factor * bCo[j]
                    if abs(value) >= tolerance {
                        outIDs[k] = x
                        outCo[k] = value
                        k &+= 1
                    } else if track {
                        removed[removedCount] = x
                        removedCount &+= 1
                    }
                    i &+= 1
                    j &+= 1
                    if i == n || j == m { break }
                    x = aIDs[i]
                    y = bIDs[j]
                }
            }
        }
        while i < n {
            outIDs[k] = aIDs[i]
            outCo[k] = aCo[i]
            k &+= 1
            i &+= 1
        }
        while j < m {
            let value = factor * bCo[j]
            if abs(value) >= tolerance {
                outIDs[k] = bIDs[j]
                outCo[k] = value
                k &+= 1
                if track {
                    inserted[insertedCount] = bIDs[j]
                    insertedCount &+= 1
                }
            }
            j &+= 1
        }
        return (k, insertedCount, removedCount)
    }

    /// The few-updates case of ``add(_:times:track:inserted:removed:spareIDs:spareCoefficients:)``:
    /// the stretch of this row between `other`'s first and last symbols merged and spliced back.
    private mutating func addIntoSegment(
        _ other: Row, times factor: Double, track: Bool, inserted: inout [Int32], removed: inout [Int32]
    ) -> (inserted: Int, removed: Int) {
        let firstIndex = index(of: other.ids[0])
        let lastIndex = index(of: other.ids[other.count - 1])
        let low = firstIndex >= 0 ? firstIndex : -(firstIndex + 1)
        let high = lastIndex >= 0 ? lastIndex + 1 : -(lastIndex + 1)
        let m = other.count
        var segmentIDs: [Int32] = []
        var segmentCoefficients: [Double] = []
        segmentIDs.reserveCapacity(high - low + m)
        segmentCoefficients.reserveCapacity(high - low + m)
        var insertedCount = 0
        var removedCount = 0
        var i = low
        var j = 0
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
                    if track {
                        inserted[insertedCount] = other.ids[j]
                        insertedCount += 1
                    }
                }
                j += 1
            } else {
                let value = coefficients[i] + factor * other.coefficients[j]
                if abs(value) >= Tolerance.coefficient {
                    segmentIDs.append(ids[i])
                    segmentCoefficients.append(value)
                } else if track {
                    removed[removedCount] = ids[i]
                    removedCount += 1
                }
                i += 1
                j += 1
            }
        }
        ids.replaceSubrange(low..<high, with: segmentIDs)
        coefficients.replaceSubrange(low..<high, with: segmentCoefficients)
        count += segmentIDs.count - (high - low)
        return (insertedCount, removedCount)
    }

    /// Multiplies the row (constant included) by `factor`.
    mutating func scale(by factor: Double) {
        magnitude *= abs(factor)
        constant *= factor
        for k in 0..<count { coefficients[k] *= factor }
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
        for k in 0..<count { body(ids[k], coefficients[k]) }
    }
}
