import LayoutModel

/// The names ``NameUniqueness`` keeps track of: for each, how many automatic names have it as
/// their base name, and whether it has been handed out. Open addressing with linear probing
/// over ``LayoutModel/NameHash`` (every byte hashed, seeded per process: crafted names cost what
/// random ones do), no `Hasher`: naming hashed each name four or five times with SipHash
/// through a `Dictionary` and a `Set`, a quarter of `vflgen constraints --format json`.
struct NameTable {
    /// What is known of one name.
    struct Entry {
        /// How many automatic names have this base name.
        var baseCount: Int32 = 0
        /// Whether the name has been handed out.
        var used = false
    }

    private var slots: [Int32]
    private var names: [String] = []
    private var hashes: [UInt64] = []
    /// The entries, in the order their names were first met.
    var entries: [Entry] = []

    /// A table with room for about `capacity` names before it grows.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        names.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
        entries.reserveCapacity(capacity)
    }

    /// The entry number of `name` (hashed as `hash`), or nil.
    func find(_ name: String, hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            if hashes[index] == hash, names[index] == name { return index }
            slot = (slot + 1) & mask
        }
    }

    /// The entry number of `name` (hashed as `hash`): the existing one, or a new, empty one.
    mutating func entry(_ name: String, hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { break }
            if hashes[index] == hash, names[index] == name { return index }
            slot = (slot + 1) & mask
        }
        let index = names.count
        slots[slot] = Int32(index)
        names.append(name)
        hashes.append(hash)
        entries.append(Entry())
        if names.count * 2 > slots.count { grow() }
        return index
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
