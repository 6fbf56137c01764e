import LayoutModel

/// The names ``NameUniqueness`` keeps track of, each a range of one ``NameBytes``: for each,
/// how many automatic names have it as their base name, whether it has been handed out, is
/// reserved, explicit, a keyword or a generated member. Open addressing with linear probing
/// over ``LayoutModel/NameHash`` (every byte hashed, seeded per process: crafted names cost
/// what random ones do), no `Hasher` and no `String`: a name is spelled into the bytes, hashed
/// once and compared byte for byte.
struct NameTable {
    /// What a name is.
    struct Flags: OptionSet {
        let rawValue: UInt8
        /// Handed out to a constraint.
        static let used = Flags(rawValue: 1)
        /// The explicit name (`#name`) of a constraint of the layout.
        static let explicit = Flags(rawValue: 2)
        /// Reserved: a view of the layout, or a name the caller reserved.
        static let reserved = Flags(rawValue: 4)
        /// A Swift keyword (``SwiftIdentifier/keywords``).
        static let keyword = Flags(rawValue: 8)
        /// A member of the generated type (``LayoutModel/ReservedNames/generatedMembers``).
        static let member = Flags(rawValue: 16)
    }

    /// What is known of one name.
    struct Entry {
        /// Where the name is in ``NameTable/bytes``, and its length.
        var start: Int32
        var count: Int32
        var hash: UInt64
        /// How many automatic names have this base name.
        var baseCount: Int32 = 0
        /// The next number to try after this name as a numbered stem (0: none tried, so 2).
        var nextNumber: Int32 = 0
        var flags: Flags = []
    }

    /// The names' bytes.
    var bytes: NameBytes
    /// The seed of ``LayoutModel/NameHash``, read once (another module's global is a call per read).
    let seed: UInt64
    private var slots: [Int32]
    /// The entries, in the order their names were first met.
    private(set) var entries: [Entry] = []

    /// A table with room for about `capacity` names before it grows, and `byteCapacity` bytes.
    init(capacity: Int, byteCapacity: Int) {
        slots = [Int32](repeating: -1, count: Self.slotCount(capacity))
        entries.reserveCapacity(capacity)
        bytes = NameBytes(capacity: byteCapacity)
        seed = NameHash.seed
    }

    /// The number of slots for about `capacity` names: a power of two, at least twice as many.
    private static func slotCount(_ capacity: Int) -> Int {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        return size
    }

    /// Empties the table for about `capacity` names, keeping its memory: its slots when there
    /// are enough and not four times too many (emptying them costs what they are), its bytes
    /// when no ``ConstraintNameList`` still reads them (``NameBytes/reset()``).
    mutating func reset(capacity: Int) {
        let size = Self.slotCount(capacity)
        if slots.count >= size, slots.count <= size * 4 {
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
        } else {
            slots = [Int32](repeating: -1, count: size)
        }
        entries.removeAll(keepingCapacity: true)
        entries.reserveCapacity(capacity)
        bytes.reset()
    }

    /// The hash of the `count` bytes at offset `start`.
    @inline(__always)
    func hash(start: Int, count: Int) -> UInt64 {
        NameHash.hash(UnsafeRawPointer(bytes.base + start), count: count, seed: seed)
    }

    /// The entry number of the `count` bytes at `name` (hashed as `hash`), or nil.
    @inline(__always)
    func find(_ name: UnsafePointer<UInt8>, count: Int, hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            let entry = entries[index]
            if entry.hash == hash, Int(entry.count) == count, Self.equal(bytes.base + Int(entry.start), name, count: count) {
                return index
            }
            slot = (slot + 1) & mask
        }
    }

    /// The entry number of the `count` bytes at offset `start` of ``bytes`` (hashed as
    /// `hash`): the existing one, or a new one for these bytes with `flags`, whose bytes must
    /// then be kept.
    mutating func entry(start: Int, count: Int, hash: UInt64, flags: Flags = []) -> (index: Int, isNew: Bool) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        let name = bytes.base + start
        while true {
            let index = Int(slots[slot])
            if index < 0 { break }
            let entry = entries[index]
            if entry.hash == hash, Int(entry.count) == count, Self.equal(bytes.base + Int(entry.start), name, count: count) {
                return (index, false)
            }
            slot = (slot + 1) & mask
        }
        let index = entries.count
        slots[slot] = Int32(index)
        entries.append(Entry(start: Int32(start), count: Int32(count), hash: hash, flags: flags))
        if entries.count * 2 > slots.count { grow() }
        return (index, true)
    }

    /// The entry of `index`'s flags, base count and number, to change in place.
    @inline(__always)
    mutating func update(_ index: Int, _ body: (inout Entry) -> Void) {
        body(&entries[index])
    }

    /// Files `name` (its bytes appended) with `flags` added to its entry.
    mutating func insert(_ name: String, flags: Flags) {
        let start = bytes.count
        bytes.append(name)
        let count = bytes.count - start
        let (index, isNew) = entry(start: start, count: count, hash: hash(start: start, count: count), flags: flags)
        if !isNew {
            bytes.removeAll(from: start)
            entries[index].flags.formUnion(flags)
        }
    }

    @inline(__always)
    private static func equal(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            if UnsafeRawPointer(lhs + offset).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(rhs + offset).loadUnaligned(as: UInt64.self) {
                return false
            }
            offset += 8
        }
        while offset < count {
            if lhs[offset] != rhs[offset] { return false }
            offset += 1
        }
        return true
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

extension NameTable {
    /// The Swift keywords and the generated type's members, filed once per process: a name's
    /// entry takes their flags when it is made (one look-up, with the hash it has already).
    /// Never written after it is made, so it is safe to read from any thread.
    nonisolated(unsafe) static let words: NameTable = {
        var table = NameTable(capacity: SwiftIdentifier.keywords.count + ReservedNames.generatedMembers.count, byteCapacity: 2048)
        for keyword in SwiftIdentifier.keywords.sorted() { table.insert(keyword, flags: .keyword) }
        for member in ReservedNames.generatedMembers.sorted() { table.insert(member, flags: .member) }
        return table
    }()

    /// The longest name in ``words``, in bytes (a longer name needs no look-up).
    /// (A constant: a global's value is read through a check that it is made; the test
    /// `longestWordIsTheLongestKeywordOrMember` keeps it right.)
    static let longestWord = 18

    /// The ``Flags/keyword`` and ``Flags/member`` flags of the `count` bytes at `name`.
    func wordFlags(_ name: UnsafePointer<UInt8>, count: Int, hash: UInt64) -> Flags {
        find(name, count: count, hash: hash).map { entries[$0].flags } ?? []
    }
}
