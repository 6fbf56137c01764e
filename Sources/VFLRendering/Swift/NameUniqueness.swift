import LayoutModel

/// Makes constraint names unique, the second half of ``ConstraintNaming``: a base name shared
/// by several constraints, or taken (by a reserved name, an explicit name or a keyword), gets
/// its constraint's qualifier; a name still taken gets a number from 2.
///
/// File the reserved names (``reserve(_:)``), give every constraint to ``count(_:variant:)``
/// in order (its base name is spelled and counted, or its explicit name filed), then call
/// ``nameNext(_:)`` for each in the same order; ``list`` holds the names. The names are those
/// of checking against one set of names used so far that starts with the reserved ones. All of
/// it is bytes in one ``NameTable``: each name is spelled once, hashed once and looked up once
/// per question, and what it is (reserved, explicit, keyword, member, handed out) is one entry's
/// flags (a layout's constraints are named for every JSON document and generated file).
struct NameUniqueness {
    private var table: NameTable
    /// Whether the generated type's members are reserved (``ConstraintNaming/names(of:)``).
    private let membersReserved: Bool
    /// Per constraint, in order: its base name's entry, or for an explicit name `-1 - entry`.
    private var counted: [Int32] = []
    /// Per constraint named so far: where its name is in the table's bytes, and its length.
    private var ranges: [UInt64] = []
    /// The words of the constraints' items (one table's: a layout's).
    private var words = ItemWords()

    /// Room for `capacity` constraints; `membersReserved`: the generated type's members
    /// (``LayoutModel/ReservedNames/generatedMembers``) are reserved, without filing them.
    init(capacity: Int, membersReserved: Bool) {
        table = NameTable(capacity: capacity * 2 + 16, byteCapacity: capacity * 48 + 256)
        self.membersReserved = membersReserved
        counted.reserveCapacity(capacity)
        ranges.reserveCapacity(capacity)
    }

    /// Empties the names for another layout's `capacity` constraints, keeping the memory (the
    /// items' words too: they are loaded again only for another names table).
    mutating func reset(capacity: Int) {
        table.reset(capacity: capacity)
        counted.removeAll(keepingCapacity: true)
        counted.reserveCapacity(capacity)
        ranges.removeAll(keepingCapacity: true)
        ranges.reserveCapacity(capacity)
    }

    /// The flags that make a name reserved (a view, the caller's, a member when they are).
    private var reservedFlags: NameTable.Flags { membersReserved ? [.reserved, .member] : .reserved }

    /// Reserves `name` (a view, a member of the generated type).
    mutating func reserve(_ name: String) {
        table.insert(name, flags: .reserved)
    }

    /// Counts the next constraint: its base name (`variant` is its variant's raw name), or
    /// files its explicit name. (By pointer, as ``nameNext(_:)``: read in place, not copied.)
    mutating func count(_ constraint: UnsafePointer<LayoutConstraint>, variant: String?) {
        let start = table.bytes.count
        if constraint.pointee.nameNumber != ConstraintNames.none, let explicit = constraint.pointee.name {
            table.bytes.append(explicit)
            let index = file(start: start, flags: .explicit)
            counted.append(-1 - Int32(index))
        } else {
            ConstraintNaming.spellBase(at: constraint, variant: variant, words: &words, to: &table.bytes)
            let index = file(start: start)
            table.update(index) { $0.baseCount += 1 }
            counted.append(Int32(index))
        }
    }

    /// The entry of the name spelled from offset `start` to the end of the bytes, with `flags`
    /// added: an existing one (the bytes taken back), or a new one (with the keyword and
    /// member flags it has).
    private mutating func file(start: Int, flags: NameTable.Flags = []) -> Int {
        let count = table.bytes.count - start
        let hash = table.hash(start: start, count: count)
        var newFlags = flags
        if count <= NameTable.longestWord {
            newFlags.formUnion(NameTable.words.wordFlags(table.bytes.base + start, count: count, hash: hash))
        }
        let (index, isNew) = table.entry(start: start, count: count, hash: hash, flags: newFlags)
        if !isNew {
            table.bytes.removeAll(from: start)
            if !flags.isEmpty { table.update(index) { $0.flags.formUnion(flags) } }
        }
        return index
    }

    /// Names the next constraint (the one given to ``count(_:variant:)`` in the same place).
    /// `constraint` is read only when its base name is shared or taken (its qualifier), so it
    /// comes as a pointer: the caller's constraint is not copied to be passed (a retain and a
    /// release of its names table per constraint).
    mutating func nameNext(_ constraint: UnsafePointer<LayoutConstraint>) {
        let record = counted[ranges.count]
        if record < 0 {
            // An explicit name: its own, unless reserved, a keyword or handed out already.
            let index = Int(-1 - record)
            let flags = table.entries[index].flags
            if flags.isDisjoint(with: reservedFlags.union([.keyword, .used])) {
                hand(index)
            } else {
                number(stem: index)
            }
            return
        }
        let base = Int(record)
        let entry = table.entries[base]
        if entry.baseCount == 1, !isTaken(entry.flags) {
            if entry.flags.contains(.used) { number(stem: base) } else { hand(base) }
            return
        }
        // Shared or taken: the base name and what tells this constraint apart.
        let start = table.bytes.count
        table.bytes.appendCopy(start: Int(entry.start), count: Int(entry.count))
        ConstraintNaming.spellQualifier(of: constraint.pointee, to: &table.bytes)
        let candidate = file(start: start)
        let flags = table.entries[candidate].flags
        // An automatic name also yields to the explicit names of constraints still to come.
        if !isTaken(flags), !flags.contains(.used) {
            hand(candidate)
        } else {
            number(stem: candidate)
        }
    }

    /// Whether an automatic name cannot have these flags' name whatever was handed out:
    /// reserved, the explicit name of a constraint, or a keyword.
    @inline(__always)
    private func isTaken(_ flags: NameTable.Flags) -> Bool {
        !flags.isDisjoint(with: reservedFlags.union([.explicit, .keyword]))
    }

    /// Hands out entry `index`'s name to the constraint being named.
    private mutating func hand(_ index: Int) {
        table.update(index) { $0.flags.insert(.used) }
        let entry = table.entries[index]
        ranges.append(UInt64(UInt32(entry.start)) << 32 | UInt64(UInt32(entry.count)))
    }

    /// Hands out `stem_2`, `stem_3`, …: the first not handed out, reserved nor explicit.
    private mutating func number(stem: Int) {
        let stemEntry = table.entries[stem]
        var number = stemEntry.nextNumber == 0 ? 2 : Int(stemEntry.nextNumber)
        let refused = reservedFlags.union([.used, .explicit])
        while true {
            let start = table.bytes.count
            table.bytes.appendCopy(start: Int(stemEntry.start), count: Int(stemEntry.count))
            table.bytes.append(byte: UInt8(ascii: "_"))
            table.bytes.append(decimal: number)
            number += 1
            let index = file(start: start)
            if table.entries[index].flags.isDisjoint(with: refused) {
                table.update(stem) { $0.nextNumber = Int32(number) }
                hand(index)
                return
            }
        }
    }

    /// The names handed out, in order.
    var list: ConstraintNameList {
        ConstraintNameList(bytes: table.bytes, ranges: ranges)
    }
}
