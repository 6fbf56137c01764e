/// Makes constraint names unique, the second half of ``ConstraintNaming``: a base name shared
/// by several constraints, or taken (by a reserved name, an explicit name or a keyword), gets
/// its constraint's qualifier; a name still taken gets a number from 2.
///
/// Give every automatic base name to ``count(base:)`` first, then ask ``name(base:explicit:qualifier:)``
/// for each constraint in order. The names are those of checking against one set of names
/// used so far that starts with the reserved ones; here that set holds only the names handed
/// out (the reserved ones stay in their own set, not copied per layout), and each name is
/// hashed as few times as the rules allow (a layout's constraints are named for every JSON
/// document and generated file).
struct NameUniqueness {
    /// Names the generated type already uses (views, members).
    private let reserved: Set<String>
    /// The explicit names (`#name`) of all the constraints.
    private let explicitNames: Set<String>
    /// How many automatic names have each base name.
    private var baseCounts: [String: Int] = [:]
    /// The names handed out so far.
    private var used: Set<String> = []
    /// The next number to try after each numbered stem.
    private var nextNumber: [String: Int] = [:]
    /// No reserved name is longer than this many bytes (a longer name needs no look-up).
    private let longestReserved: Int

    init(reserved: Set<String>, explicitNames: Set<String>, capacity: Int) {
        self.reserved = reserved
        self.explicitNames = explicitNames
        longestReserved = reserved.reduce(0) { max($0, $1.utf8.count) }
        baseCounts.reserveCapacity(capacity)
        used.reserveCapacity(capacity)
    }

    /// Counts one automatic name's base name.
    mutating func count(base: String) {
        baseCounts[base, default: 0] += 1
    }

    /// The name of the next constraint: `base` for an automatic name (nil for an explicit one,
    /// `explicit`), `qualifier` what tells it apart (``ConstraintNaming/qualifier(of:)``).
    mutating func name(base: String?, explicit: String?, qualifier: () -> String) -> String {
        let candidate: String
        if let base {
            let isUnique = baseCounts[base] == 1 && !isTaken(base)
            if isUnique, used.insert(base).inserted { return base }  // else: handed out already
            candidate = isUnique ? base : base + qualifier()
            // An automatic name also yields to the explicit names of constraints still to come.
            if !isTaken(candidate), used.insert(candidate).inserted { return candidate }
        } else {
            candidate = explicit ?? ""
            if !isReserved(candidate), !SwiftIdentifier.isKeyword(candidate), used.insert(candidate).inserted { return candidate }
        }
        let stem = candidate
        var number = nextNumber[stem] ?? 2
        var numbered: String
        repeat {
            numbered = stem + "_" + String(number)
            number += 1
        } while used.contains(numbered) || isReserved(numbered) || explicitNames.contains(numbered)
        nextNumber[stem] = number
        used.insert(numbered)
        return numbered
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
