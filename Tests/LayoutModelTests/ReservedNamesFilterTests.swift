import LayoutModel
import TestRandom
import Testing

/// ``ReservedNames/mayBeReserved(_:)`` lets the front end skip ``ReservedNames/problem(with:kind:)``
/// for most names: it must never say `false` for a name that has a problem, and it should say
/// `true` for few that have none.
@Suite struct ReservedNamesFilterTests {
    static func mayBeReserved(_ name: String) -> Bool {
        Array(name.utf8).withUnsafeBufferPointer { ReservedNames.mayBeReserved($0) }
    }

    static let kinds: [ReservedNames.Kind] = [.layout, .metric, .variant, .view, .guide, .constraint]

    @Test func everyReservedWordPassesTheFilter() {
        let words = ReservedNames.swiftKeywords.union(ReservedNames.fixedMeaning).union(ReservedNames.containerItems)
            .union(ReservedNames.guideItems).union(ReservedNames.generatedMembers).union(ReservedNames.generatedTypeNames)
            .union(ReservedNames.variantMembers).union(["_"])
        for word in words {
            #expect(Self.mayBeReserved(word), "\(word)")
        }
    }

    /// Random identifiers (and reserved words with a letter changed, added or dropped): where any
    /// kind finds a problem, the filter passes the name; and it passes few of the others.
    @Test func theFilterNeverHidesAProblem() {
        var random = SplitMix64(seed: 39)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_".utf8)
        let reserved = Array(ReservedNames.swiftKeywords.union(ReservedNames.generatedMembers).union(ReservedNames.generatedTypeNames))
        var passedWithoutProblem = 0
        var names = 0
        for index in 0..<20_000 {
            var bytes: [UInt8]
            if index % 2 == 0 {
                // An identifier's first byte: a letter or `_` (the front end asks only about identifiers).
                bytes = [random.below(20) == 0 ? UInt8(ascii: "_") : letters[random.below(52)]]
                for _ in 0..<random.below(12) { bytes.append(letters[random.below(letters.count)]) }
            } else {
                bytes = Array(reserved[random.below(reserved.count)].utf8)
                let at = random.below(bytes.count)
                switch random.below(3) {
                case 0: bytes[at] = letters[random.below(52)]
                case 1: bytes.insert(letters[random.below(52)], at: at + 1)
                default: if bytes.count > 1 { bytes.remove(at: at) }
                }
                if !(bytes[0] == UInt8(ascii: "_") || (bytes[0] | 0x20) >= 97 && (bytes[0] | 0x20) <= 122) { continue }
            }
            let name = String(decoding: bytes, as: UTF8.self)
            let hasProblem = Self.kinds.contains { ReservedNames.problem(with: name, kind: $0) != nil }
            let passes = Self.mayBeReserved(name)
            if hasProblem { #expect(passes, "\(name)") }
            // The false positives among random names (a changed reserved word often keeps the
            // bytes the filters read).
            if index % 2 == 0 {
                if passes && !hasProblem { passedWithoutProblem += 1 }
                names += 1
            }
        }
        // Two filters of 4,096 bits each over a few hundred words: a few percent at most.
        #expect(passedWithoutProblem * 20 < names, "\(passedWithoutProblem) of \(names)")
    }

    /// The front-end benchmark's names, which the single filter let through (`low`).
    @Test func commonNamesSkipTheLookUp() {
        for name in ["low", "padding", "edge", "titleLabel", "subtitleLabel", "actionButton", "badge", "divider", "gap", "spacing"] {
            #expect(!Self.mayBeReserved(name), "\(name)")
        }
    }
}
