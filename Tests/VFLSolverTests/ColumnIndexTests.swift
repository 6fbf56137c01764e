import Testing
import TestRandom
@testable import VFLSolver

/// The solver's column index in one buffer (issue 39, s12-engine) against a plain model: one
/// array per column, appended to at the end and changed on removal by `lastIndex(of:)`, `swapAt`
/// and `removeLast`, the order the arrays per column had. Single and batched updates, columns
/// that outgrow their room and move, and copies changed apart (value semantics).
@Suite struct ColumnIndexTests {
    static func removeFromModel(_ owner: Int32, _ column: inout [Int32]) {
        if let i = column.lastIndex(of: owner) {
            column.swapAt(i, column.count - 1)
            column.removeLast()
        }
    }

    static func expectEqual(_ index: ColumnIndex, _ model: [[Int32]], _ note: String) {
        #expect(index.symbolCount == model.count, "\(note)")
        for s in model.indices {
            let symbol = Int32(s)
            #expect(index.owners(of: symbol) == model[s], "\(note), column \(s)")
            #expect(index.count(of: symbol) == model[s].count, "\(note), column \(s)")
            #expect(index.isEmpty(symbol) == model[s].isEmpty, "\(note), column \(s)")
            var seen: [Int32] = []
            index.forEach(in: symbol) { seen.append($0) }
            #expect(seen == model[s], "\(note), column \(s)")
        }
    }

    @Test(arguments: [39, 7, 2026] as [UInt64])
    func updatesMatchArraysPerColumn(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var index = ColumnIndex()
        var model: [[Int32]] = []
        // Copies taken along the way, each with the model it must still equal.
        var copies: [(ColumnIndex, [[Int32]])] = []
        var moved = 0
        for step in 0..<4000 {
            if model.count < 40, random.below(20) == 0 || model.isEmpty {
                index.addSymbol()
                model.append([])
            }
            let owner = Int32(random.below(60))
            let spansBefore = index.spans
            switch random.below(6) {
            case 0:
                // One entry; owners repeat, and columns grow long (past several moves).
                let s = random.below(model.count)
                guard model[s].count < 120 else { continue }
                index.append(owner, to: Int32(s))
                model[s].append(owner)
            case 1:
                let s = random.below(model.count)
                let victim = random.below(4) == 0 || model[s].isEmpty ? owner : model[s][random.below(model[s].count)]
                index.remove(victim, from: Int32(s))
                Self.removeFromModel(victim, &model[s])
            case 2, 3:
                // A batch of distinct symbols, as a row update links them.
                var symbols: [Int32] = []
                for _ in 0..<random.below(12) {
                    let s = Int32(random.below(model.count))
                    if !symbols.contains(s) && model[Int(s)].count < 120 { symbols.append(s) }
                }
                // Room past the count, never read.
                let count = symbols.count
                symbols.append(contentsOf: [Int32](repeating: 0, count: random.below(3)))
                symbols.withUnsafeBufferPointer { index.append(owner, toColumnsOf: $0, count: count) }
                for s in symbols[0..<count] { model[Int(s)].append(owner) }
            case 4:
                // A batch of removals of one owner, some absent.
                var symbols: [Int32] = []
                for _ in 0..<random.below(12) {
                    let s = Int32(random.below(model.count))
                    if !symbols.contains(s) { symbols.append(s) }
                }
                let count = symbols.count
                symbols.append(contentsOf: [Int32](repeating: 0, count: random.below(3)))
                let victim = random.below(2) == 0 ? owner : (model.first { !$0.isEmpty }?.last ?? owner)
                symbols.withUnsafeBufferPointer { index.remove(victim, fromColumnsOf: $0, count: count) }
                for s in symbols[0..<count] { Self.removeFromModel(victim, &model[Int(s)]) }
            default:
                if random.below(10) == 0 { copies.append((index, model)) }
            }
            for (s, span) in spansBefore.enumerated() where span.count > 0 && index.spans[s].offset != span.offset { moved += 1 }
            if step % 97 == 0 { Self.expectEqual(index, model, "step \(step)") }
        }
        Self.expectEqual(index, model, "end")
        // Copies are values: the changes made after them did not reach them.
        for (k, (copy, copyModel)) in copies.enumerated() { Self.expectEqual(copy, copyModel, "copy \(k)") }
        #expect(copies.count > 5)
        #expect(moved > 50, "columns moved with entries: \(moved)")
        // The buffer stays within about twice the live room (the stretches columns left).
        let room = index.spans.reduce(0) { $0 + Int($1.capacity) }
        #expect(index.used <= 2 * room + Int(ColumnIndex.initialCapacity) * index.symbolCount, "used \(index.used), room \(room)")
    }
}
