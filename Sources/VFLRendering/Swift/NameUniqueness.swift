import LayoutModel

/// Makes constraint names unique, the second half of ``ConstraintNaming``: a base name shared
/// by several constraints, or taken (by a reserved name, an explicit name or a keyword), gets
/// its constraint's qualifier; a name still taken gets a number from 2.
///
/// Give every automatic base name to ``count(base:)`` first, then ask ``name(base:explicit:qualifier:)``
/// for each constraint in order. The names are those of checking against one set of names
/// used so far that starts with the reserved ones; here that set holds only the names handed
/// out (the reserved ones stay in their own set, not copied per layout), and the base names'
/// counts and the names handed out are one ``NameTable``, where a name is hashed once per
/// question (a layout's constraints are named for every JSON document and generated file).
struct NameUniqueness {
    /// Names the generated type already uses (views, members).
    private let reserved: Set<String>
    /// The explicit names (`#name`) of all the constraints.
    private let explicitNames: Set<String>
    /// How many automatic names have each base name, and the names handed out so far.
    private var names: NameTable
    /// The next number to try after each numbered stem.
    private var nextNumber: [String: Int] = [:]
    /// No reserved name is longer than this many bytes (a longer name needs no look-up).
    private let longestReserved: Int

    init(reserved: Set<String>, explicitNames: Set<String>, capacity: Int) {
        self.reserved = reserved
        self.explicitNames = explicitNames
        longestReserved = reserved.reduce(0) { max($0, $1.utf8.count) }
        names = NameTable(capacity: capacity)
    }

    /// Counts one automatic name's base name.
    mutating func count(base: String) {
        let index = names.entry(base, hash: NameHash.hash(base))
        names.entries[index].baseCount += 1
    }

    /// The name of the next constraint: `base` for an automatic name (nil for an explicit one,
    /// `explicit`), `qualifier` what tells it apart (``ConstraintNaming/qualifier(of:)``).
    mutating func name(base: String?, explicit: String?, qualifier: () -> String) -> String {
        let candidate: String
        if let base {
            let hash = NameHash.hash(base)
            let counted = names.find(base, hash: hash)
            let isUnique = counted.map { names.entries[$0].baseCount == 1 } == true && !isTaken(base)
            if isUnique, use(base, hash: hash) { return base }  // else: handed out already
            candidate = isUnique ? base : base + qualifier()
            // An automatic name also yields to the explicit names of constraints still to come.
            if !isTaken(candidate), use(candidate, hash: NameHash.hash(candidate)) { return candidate }
        } else {
            candidate = explicit ?? ""
            if !isReserved(candidate), !SwiftIdentifier.isKeyword(candidate), use(candidate, hash: NameHash.hash(candidate)) { return candidate }
        }
        let stem = candidate
        var number = nextNumber[stem] ?? 2
        var numbered: String
        repeat {
            numbered = stem + "_" + String(number)
            number += 1
        } while isUsed(numbered) || isReserved(numbered) || explicitNames.contains(numbered)
        nextNumber[stem] = number
        _ = use(numbered, hash: NameHash.hash(numbered))
        return numbered
    }

    /// Marks `name` handed out; false when it already was.
    private mutating func use(_ name: String, hash: UInt64) -> Bool {
        let index = names.entry(name, hash: hash)
        if names.entries[index].used { return false }
        names.entries[index].used = true
        return true
    }

    /// Whether `name` has been handed out.
    private func isUsed(_ name: String) -> Bool {
        names.find(name, hash: NameHash.hash(name)).map { names.entries[$0].used } == true
    }

    /// Whether an automatic name cannot be `name` whatever was handed out: reserved, the
    /// explicit name of a constraint, or a keyword.
    private func isTaken(_ name: String) -> Bool {
        isReserved(name) || (!explicitNames.isEmpty && explicitNames.contains(name)) || SwiftIdentifier.isKeyword(name)
    }

    private func isReserved(_ name: String) -> Bool {
        name.utf8.count <= longestReserved && reserved.contains(name)
    }
}
