import Testing
import TestRandom
@testable import VFLSolver

/// A row's storage as the solver uses it (issue 39, s11-engine): merges that swap the solver's
/// spare buffers in, rows whose arrays hold room past their count, single-entry inserts and
/// removals that move only the entries up to the count, and the column index's removal. Each is
/// checked against a plain model: a dictionary of coefficients with the same arithmetic, and one
/// array per column changed by `lastIndex(of:)`, `swapAt` and `removeLast`.
@Suite struct RowStorageTests {
    /// The model's `row += factor × other`: the same sums as ``Row/add(_:times:track:inserted:removed:spareIDs:spareCoefficients:)``
    /// (an entry of `self` alone is kept as is, one of `other` alone is `factor × c`, a shared
    /// one `a + factor × b`), dropped below the tolerance; returns the symbols inserted and
    /// cancelled, in increasing order.
    static func modelAdd(_ row: inout [Int32: Double], _ other: [Int32: Double], _ factor: Double) -> (inserted: [Int32], removed: [Int32]) {
        var inserted: [Int32] = []
        var removed: [Int32] = []
        for symbol in other.keys.sorted() {
            let b = other[symbol]!
            if let a = row[symbol] {
                let value = a + factor * b
                if abs(value) >= Tolerance.coefficient {
                    row[symbol] = value
                } else {
                    row[symbol] = nil
                    removed.append(symbol)
                }
            } else {
                let value = factor * b
                if abs(value) >= Tolerance.coefficient {
                    row[symbol] = value
                    inserted.append(symbol)
                }
            }
        }
        return (inserted, removed)
    }

    static func entries(_ row: Row) -> [(Int32, Double)] {
        var list: [(Int32, Double)] = []
        row.forEach { list.append(($0, $1)) }
        return list
    }

    static func makeRow(_ model: [Int32: Double]) -> Row {
        let ids = model.keys.sorted()
        return Row(constant: 0, magnitude: 0, ids: ids, coefficients: ids.map { model[$0]! })
    }

    @Test(arguments: [39, 7, 2026] as [UInt64])
    func mergesInsertsAndRemovalsMatchTheModel(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Rows of up to 200 symbols (long enough for the merge and for the few-updates splice).
        var rows: [Row] = []
        var models: [[Int32: Double]] = []
        for _ in 0..<8 {
            var model: [Int32: Double] = [:]
            for _ in 0..<random.below(60) { model[Int32(random.below(200))] = Double(random.below(19)) - 9 }
            model = model.filter { $0.value != 0 }
            models.append(model)
            rows.append(Self.makeRow(model))
        }
        // The solver's buffers, shared by every merge.
        var inserted: [Int32] = []
        var removed: [Int32] = []
        var spareIDs: [Int32] = []
        var spareCoefficients: [Double] = []
        var merges = 0
        var roomSeen = false
        for step in 0..<3000 {
            let r = random.below(rows.count)
            switch random.below(4) {
            case 0, 1:
                // Another row, or a few of its entries; factors that cancel entries exactly.
                var other = models[random.below(models.count)]
                if random.below(2) == 0 { other = other.filter { _ in random.below(8) == 0 } }
                let factor = [-1.0, 1, 2, -0.5, 0.25][random.below(5)]
                let expected = Self.modelAdd(&models[r], other, factor)
                let track = random.below(4) != 0
                let changes = rows[r].add(
                    Self.makeRow(other), times: factor, track: track, inserted: &inserted, removed: &removed, spareIDs: &spareIDs,
                    spareCoefficients: &spareCoefficients)
                if track {
                    #expect(Array(inserted[0..<changes.inserted]) == expected.inserted, "step \(step)")
                    #expect(Array(removed[0..<changes.removed]) == expected.removed, "step \(step)")
                }
                merges += 1
            case 2:
                let symbol = Int32(random.below(200))
                let coefficient = Double(random.below(5)) - 2
                let value = (models[r][symbol] ?? 0) + coefficient
                if models[r][symbol] != nil {
                    models[r][symbol] = abs(value) < Tolerance.coefficient ? nil : value
                } else if abs(coefficient) >= Tolerance.coefficient {
                    models[r][symbol] = coefficient
                }
                rows[r].add(symbol, coefficient)
            default:
                let symbol = Int32(random.below(200))
                #expect(rows[r].removeEntry(symbol) == models[r].removeValue(forKey: symbol), "step \(step)")
            }
            if rows[r].ids.count > rows[r].count { roomSeen = true }
            let expected = models[r].keys.sorted().map { ($0, models[r][$0]!) }
            let actual = Self.entries(rows[r])
            #expect(actual.count == expected.count && zip(actual, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }, "step \(step), row \(r)")
            #expect(rows[r].count == expected.count)
            for (symbol, coefficient) in expected {
                #expect(rows[r].coefficient(of: symbol) == coefficient)
            }
        }
        #expect(merges > 1000)
        #expect(roomSeen, "some row keeps room past its count")
    }

    /// Merges whose other row is one of the rows themselves: a row with room past its count (the
    /// merge must read only its entries), the row merged with itself, and a copy merged while
    /// the row it was copied from is kept (the copy's merge must leave that row as it was). The
    /// coefficients are fractions, and some are within 1e-10 of cancelling one another, so a
    /// sum that only rounds below ``Tolerance/coefficient`` is dropped as the model drops it.
    @Test(arguments: [39, 7, 2026] as [UInt64])
    func mergesOfRowsWithRoomThemselvesAndCopiesMatchTheModel(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func coefficient() -> Double { (Double(random.below(2_000)) - 1_000) / 7 }
        var rows: [Row] = []
        var models: [[Int32: Double]] = []
        for _ in 0..<6 {
            var model: [Int32: Double] = [:]
            for _ in 0..<(1 + random.below(80)) { model[Int32(random.below(160))] = coefficient() }
            models.append(model)
            rows.append(Self.makeRow(model))
        }
        var inserted: [Int32] = []
        var removed: [Int32] = []
        var spareIDs: [Int32] = []
        var spareCoefficients: [Double] = []
        var otherWithRoom = 0, withItself = 0, ofCopies = 0, nearCancellations = 0
        for step in 0..<2_000 {
            let r = random.below(rows.count)
            var o = random.below(rows.count)
            let factors = [-1.0, 1, 3, -0.5, 1.0 / 3]
            var factor = factors[random.below(factors.count)]
            var other = rows[o]
            var otherModel = models[o]
            let symbols = models[r].keys.sorted()
            if random.below(3) == 0, !symbols.isEmpty {
                let symbol = symbols[random.below(symbols.count)]
                let a = models[r][symbol]!
                // Another row holding the symbol at almost `-a / factor`: a near cancellation.
                o = -1
                factor = 1
                otherModel = [symbol: -a + 1e-10 * Double(random.below(3))]
                for _ in 0..<random.below(6) {
                    let extra = Int32(random.below(160))
                    if extra != symbol { otherModel[extra] = coefficient() }
                }
                other = Self.makeRow(otherModel)
                nearCancellations += 1
            }
            if o == r { withItself += 1 }
            if other.ids.count > other.count { otherWithRoom += 1 }
            let expected = Self.modelAdd(&models[r], otherModel, factor)
            if random.below(4) == 0 {
                // Merge into a copy; the row copied from must not change.
                let kept = rows[r]
                let keptEntries = Self.entries(kept)
                var copy = rows[r]
                let changes = copy.add(
                    other, times: factor, track: true, inserted: &inserted, removed: &removed, spareIDs: &spareIDs,
                    spareCoefficients: &spareCoefficients)
                #expect(Array(inserted[0..<changes.inserted]) == expected.inserted, "step \(step)")
                #expect(Array(removed[0..<changes.removed]) == expected.removed, "step \(step)")
                let unchanged = Self.entries(kept)
                #expect(unchanged.count == keptEntries.count && zip(unchanged, keptEntries).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 },
                        "step \(step): the row copied from changed")
                rows[r] = copy
                ofCopies += 1
            } else {
                let changes = rows[r].add(
                    other, times: factor, track: true, inserted: &inserted, removed: &removed, spareIDs: &spareIDs,
                    spareCoefficients: &spareCoefficients)
                #expect(Array(inserted[0..<changes.inserted]) == expected.inserted, "step \(step)")
                #expect(Array(removed[0..<changes.removed]) == expected.removed, "step \(step)")
            }
            let expectedEntries = models[r].keys.sorted().map { ($0, models[r][$0]!) }
            let actual = Self.entries(rows[r])
            #expect(actual.count == expectedEntries.count && zip(actual, expectedEntries).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 },
                    "step \(step), row \(r)")
            // Rows that empty out start again, so merges keep long rows.
            if models[r].count < 3 {
                for _ in 0..<40 { models[r][Int32(random.below(160))] = coefficient() }
                rows[r] = Self.makeRow(models[r])
            }
        }
        #expect(otherWithRoom > 100, "merges of a row with room past its count: \(otherWithRoom)")
        #expect(withItself > 50, "merges of a row with itself: \(withItself)")
        #expect(ofCopies > 100, "merges into copies: \(ofCopies)")
        #expect(nearCancellations > 100, "near cancellations: \(nearCancellations)")
    }

    /// The column index: `unlink` moves the column's last entry into the place of the owner's
    /// last occurrence, as `lastIndex(of:)`, `swapAt` and `removeLast` did.
    @Test(arguments: [39, 7, 2026] as [UInt64])
    func unlinkKeepsTheColumnOrderOfLastIndexSwapAndRemoveLast(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var core = SolverCore()
        var model: [[Int32]] = []
        for _ in 0..<12 {
            _ = core.newSymbol(.slack)
            model.append([])
        }
        for step in 0..<6000 {
            let s = random.below(model.count)
            if random.below(5) < 3 || model[s].isEmpty {
                // Owners repeat, and columns grow long (up to 50 entries).
                guard model[s].count < 50 else { continue }
                let owner = Int32(random.below(30))
                core.link(Int32(s), to: owner)
                model[s].append(owner)
            } else {
                let owner = random.below(4) == 0 ? Int32(random.below(30)) : model[s][random.below(model[s].count)]
                core.unlink(Int32(s), from: owner)
                if let i = model[s].lastIndex(of: owner) {
                    model[s].swapAt(i, model[s].count - 1)
                    model[s].removeLast()
                }
            }
            #expect(core.columns.owners(of: Int32(s)) == model[s], "step \(step), column \(s)")
        }
    }
}
