/// A hash table of keys the caller hashes with ``NameHash`` (seeded per process, so keys
/// cannot be crafted offline to collide), each with a value: open addressing, linear
/// probing, no `Hasher`. Entries are numbered in insertion order. The memory is kept when the
/// table is emptied, so one table serves layout after layout.
struct SeededTable<Key: Equatable, Value> {
    private var slots: [Int32] = [Int32](repeating: -1, count: 16)
    private var keys: [Key] = []
    private var hashes: [UInt64] = []
    private(set) var values: [Value] = []

    var count: Int { keys.count }

    /// Forgets every entry (keeps the memory).
    mutating func removeAll() {
        guard !keys.isEmpty else { return }
        keys.removeAll(keepingCapacity: true)
        hashes.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
    }

    /// The number of `key`'s entry, or nil.
    @inline(__always)
    func find(_ key: Key, hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            if hashes[index] == hash, keys[index] == key { return index }
            slot = (slot + 1) & mask
        }
    }

    /// The number of `key`'s entry: the existing one (its value unchanged), or a new one
    /// holding `value`.
    @inline(__always)
    mutating func insert(_ key: Key, hash: UInt64, value: Value) -> (index: Int, inserted: Bool) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { break }
            if hashes[index] == hash, keys[index] == key { return (index, false) }
            slot = (slot + 1) & mask
        }
        let index = keys.count
        slots[slot] = Int32(index)
        keys.append(key)
        hashes.append(hash)
        values.append(value)
        if keys.count * 2 > slots.count { grow() }
        return (index, true)
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
