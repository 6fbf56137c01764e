import Testing
import TestRandom
@testable import VFLSolver

/// The solver's shared-buffer column index against one array per column (what it replaced):
/// the same entries in the same order after every step, through relocations.
@Suite struct ColumnIndexTests {
    @Test(arguments: [39, 7, 2026] as [UInt64])
    func randomLinksAndUnlinksKeepEachColumnsOrder(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var index = ColumnIndex()
        var model: [[Int32]] = []
        var relocations = 0
        for step in 0..<6000 {
            if model.count < 60 && (model.isEmpty || random.below(20) == 0) {
                index.addSymbol()
                model.append([])
            }
            let symbol = random.below(model.count)
            let s = Int32(symbol)
            let room = index.entries.count
            if random.below(5) < 3 || model[symbol].isEmpty {
                let owner = Int32(random.below(40))
                index.append(owner, to: s)
                model[symbol].append(owner)
            } else {
                // Mostly an owner in the column, sometimes one that is absent (nothing changes).
                let owner = random.below(4) == 0 ? Int32(random.below(40)) : model[symbol][random.below(model[symbol].count)]
                index.remove(owner, from: s)
                if let i = model[symbol].lastIndex(of: owner) {
                    model[symbol].swapAt(i, model[symbol].count - 1)
                    model[symbol].removeLast()
                }
            }
            if index.entries.count > room { relocations += 1 }
            #expect(index.owners(of: s) == model[symbol], "step \(step), symbol \(symbol)")
            if step % 500 == 0 || step == 5999 {
                for k in model.indices {
                    let column = Int32(k)
                    #expect(index.owners(of: column) == model[k])
                    #expect(index.count(of: column) == model[k].count)
                    #expect(index.isEmpty(column) == model[k].isEmpty)
                    var visited: [Int32] = []
                    index.forEach(in: column) { visited.append($0) }
                    #expect(visited == model[k])
                    for owner in Int32(0)..<40 {
                        #expect(index.contains(in: column) { $0 == owner } == model[k].contains(owner))
                    }
                }
            }
        }
        // The buffer holds the live room and the stretches left behind, which add up to less
        // than the live room.
        var room = 0
        for k in model.indices { room += Int(index.spans[k].capacity) }
        #expect(index.entries.count == room + index.waste)
        #expect(index.waste < room)
        #expect(relocations > 2 * model.count)
    }
}
