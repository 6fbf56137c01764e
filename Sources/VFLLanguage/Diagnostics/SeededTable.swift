/// A hash table of keys the caller hashes with ``NameHash`` (seeded per process, so keys
/// cannot be crafted offline to collide), each with a value: open addressing, linear
/// probing, no `Hasher`. Entries are numbered in insertion order and kept in one array (one
/// append per insertion). The memory is kept when the table is emptied, so one table serves
/// layout after layout.
struct SeededTable<Key: Equatable, Value> {
    private struct Entry {
        var hash: UInt64
        var key: Key
        var value: Value
    }

    private var slots: [Int32] = [Int32](repeating: -1, count: 16)
    private var entries: [Entry] = []

    var count: Int { entries.count }

    /// The value of entry `index`.
    @inline(__always)
    func value(at index: Int) -> Value { entries[index].value }

    /// Forgets every entry (keeps the memory).
    mutating func removeAll() {
        guard !entries.isEmpty else { return }
        entries.removeAll(keepingCapacity: true)
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
            if entries[index].hash == hash, entries[index].key == key { return index }
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
            if entries[index].hash == hash, entries[index].key == key { return (index, false) }
            slot = (slot + 1) & mask
        }
        let index = entries.count
        slots[slot] = Int32(index)
        entries.append(Entry(hash: hash, key: key, value: value))
        if entries.count * 2 > slots.count { grow() }
        return (index, true)
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for index in entries.indices {
            var slot = Int(truncatingIfNeeded: entries[index].hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
