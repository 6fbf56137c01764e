import LayoutModel

/// One layout's declared names, looked up by the bytes of a reference: no `String` is made
/// and no `Hasher` runs for the (many) references in VFL lines. Open addressing over seeded
/// hashes; keys are the declarations' byte ranges in the same file.
struct SymbolTable {
    enum Symbol: Equatable {
        case view(Int)
        case metric(Int)
    }

    private struct Entry {
        var key: SourceRange
        var hash: UInt64
        var symbol: Symbol
    }

    private var slots: [Int32]
    private var entries: [Entry] = []
    private var mask: Int
    /// ``NameHash/frontEndSeed``, read once (a global's every read checks its initialisation).
    private let seed = NameHash.frontEndSeed

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        entries.reserveCapacity(capacity)
    }

    /// Empties the table for a new layout, keeping its memory when it is large enough.
    mutating func reset(capacity: Int) {
        entries.removeAll(keepingCapacity: true)
        if slots.count >= capacity * 2 {
            for index in slots.indices { slots[index] = -1 }
        } else {
            self = SymbolTable(capacity: capacity)
        }
    }

    /// Adds `key` unless already present; returns the existing symbol when it is.
    mutating func insert(_ key: SourceRange, _ symbol: Symbol, in text: ByteText) -> Symbol? {
        let hash = text.hash(key, seed: seed)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { break }
            let entry = entries[index]
            if entry.hash == hash, text.equal(entry.key, key) { return entry.symbol }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(entries.count)
        entries.append(Entry(key: key, hash: hash, symbol: symbol))
        if entries.count * 2 > slots.count { grow() }
        return nil
    }

    /// The symbol whose name has the bytes of `key`.
    func lookup(_ key: SourceRange, in text: ByteText) -> Symbol? {
        let hash = text.hash(key, seed: seed)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            let entry = entries[index]
            if entry.hash == hash, text.equal(entry.key, key) { return entry.symbol }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let size = slots.count * 2
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
