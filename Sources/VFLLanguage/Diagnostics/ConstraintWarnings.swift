import LayoutModel

extension DiagnosticID {
    /// A constraint equal to an earlier one that is active at the same time (warning).
    public static let duplicateConstraint: DiagnosticID = "duplicate-constraint"
    /// A constraint between a view and itself, `[avatar(==avatar)]` (warning).
    public static let selfConstraint: DiagnosticID = "self-constraint"
    /// A constant or multiplier over ``PointLimit/exact`` (10^9) in magnitude, `[a(1e20)]` (warning):
    /// legal VFL, but past what the check, frames and preview can solve exactly.
    public static let numberTooLarge: DiagnosticID = "number-too-large"
}

/// Warnings about a layout's lowered constraints that are legal VFL but almost certainly
/// mistakes: a constraint written twice, one that relates a view to itself, and one whose
/// constant or multiplier is over 10^9 (``PointLimit/exact``), where the solver's arithmetic no
/// longer tells a conflict or a frame apart from rounding (the fuzzer's check-versus-frames
/// comparison found such layouts; see Tests/Fuzz/README.md).
///
/// Constraints are compared by ``ConstraintKey``, integers for their names, in tables hashed
/// with a per-process seed: no `String` is hashed with `Hasher` and no constraint is copied
/// (this check was half of the front end's time when it keyed a `Dictionary` on the
/// constraints' strings). One value checks layout after layout, reusing its memory.
struct ConstraintWarnings {
    private var names = ConstraintKey.NameNumbers()
    /// The always-on constraints' keys, with where each was first made.
    private var alwaysOn = SeededTable<ConstraintKey, SourceRange>()
    /// One variant's own constraints' keys.
    private var variant = SeededTable<ConstraintKey, SourceRange>()

    /// Appends the warnings for `layout`: duplicates among the always-on constraints, and
    /// within each variant together with the always-on ones (a variant is active with them).
    mutating func check(_ layout: Layout, into diagnostics: inout [Diagnostic]) {
        names.removeAll()
        alwaysOn.removeAll()
        var largestConstant = 0.0
        // The product of every multiplier's `max(|m|, 1/|m|)`: no chain of constraints scales a
        // number by more (a simple path crosses each constraint at most once).
        var multiplierWeights = 1.0
        // The front end's layouts share one name table: keys are then made from the numbers as
        // they are, without looking a name up.
        let shared = Self.sharedNames(of: layout)
        let seed = NameHash.frontEndSeed
        // Constraints are read in place through their buffers: none is copied (whole or field by
        // field) unless it is warned about; the tests below read only the key.
        layout.constraints.withUnsafeBufferPointer { constraints in
            guard let base = constraints.baseAddress else { return }
            for constraint in constraints.indices {
                let key = shared ? ConstraintKey(numbersOf: base + constraint) : ConstraintKey(base + constraint, numbers: &names)
                largestConstant = max(largestConstant, abs(key.constant))
                if key.multiplier != 1 { multiplierWeights *= MultiplierChains.weight(of: key.multiplier) }
                let (index, inserted) = alwaysOn.insert(key, hash: key.hash(seed: seed), value: base[constraint].source)
                if !inserted || Self.needsWarning(key) {
                    Self.appendWarnings(about: base[constraint], key: key, duplicating: inserted ? nil : alwaysOn.value(at: index), into: &diagnostics)
                }
            }
        }
        for layoutVariant in layout.variants {
            variant.removeAll()
            layoutVariant.constraints.withUnsafeBufferPointer { constraints in
                guard let base = constraints.baseAddress else { return }
                for constraint in constraints.indices {
                    let key = shared ? ConstraintKey(numbersOf: base + constraint) : ConstraintKey(base + constraint, numbers: &names)
                    largestConstant = max(largestConstant, abs(key.constant))
                    if key.multiplier != 1 { multiplierWeights *= MultiplierChains.weight(of: key.multiplier) }
                    let hash = key.hash(seed: seed)
                    var first = alwaysOn.find(key, hash: hash).map { alwaysOn.value(at: $0) }
                    if first == nil {
                        let (index, inserted) = variant.insert(key, hash: hash, value: base[constraint].source)
                        if !inserted { first = variant.value(at: index) }
                    }
                    if first != nil || Self.needsWarning(key) {
                        Self.appendWarnings(about: base[constraint], key: key, duplicating: first, into: &diagnostics)
                    }
                }
            }
        }
        // Each number within 1e9 is not enough: a multiplier times a constant can reach past it
        // (`b.width * 123456789.125` on a 1,000-point width is 1.2e11), and so can a chain of
        // multipliers (751 × 390 round a cycle). Rare, so a second pass.
        if multiplierWeights > 1 {
            let largest = max(largestConstant, MultiplierChains.largestHint(of: layout), MultiplierChains.largestContainerSide(of: layout))
            if multiplierWeights * max(1, largest) > PointLimit.exact {
                Self.appendChainWarnings(layout, into: &diagnostics)
            }
        }
    }

    /// Whether every constraint of `layout` refers to one name table whose names are unique:
    /// then a key is made from the numbers as they are. The front end's tables are made from a
    /// layout's declarations, which the resolver has deduplicated.
    private static func sharedNames(of layout: Layout) -> Bool {
        guard let names = layout.constraints.first?.names ?? layout.variants.first(where: { !$0.constraints.isEmpty })?.constraints[0].names,
              names.hasUniqueNames else {
            return false
        }
        for constraint in layout.constraints where !constraint.refersToNames(in: names) { return false }
        for variant in layout.variants {
            for constraint in variant.constraints where !constraint.refersToNames(in: names) { return false }
        }
        return true
    }

    /// Whether the constraint of `key` relates a view to itself or has a number too large.
    @inline(__always)
    private static func needsWarning(_ key: ConstraintKey) -> Bool {
        relatesViewToItself(key) || hasTooLargeNumber(key)
    }

    /// Whether the constraint of `key` relates a view to itself (`[a(==a)]`, `[a]-[a]`), other
    /// than one dimension of a view to its other (`a.width == a.height`, an aspect ratio). Equal
    /// name numbers are equal items; views have numbers from 0.
    @inline(__always)
    private static func relatesViewToItself(_ key: ConstraintKey) -> Bool {
        guard key.first >= 0, key.second == key.first else { return false }
        let firstAttribute = key.shape & 0xF
        let secondAttribute = (key.shape >> 4) & 0xF
        return !(secondAttribute != firstAttribute && isDimension(secondAttribute) && isDimension(firstAttribute))
    }

    /// Whether an attribute's ``LayoutAttribute/appleRawValue`` is width's or height's.
    @inline(__always)
    private static func isDimension(_ appleRawValue: UInt32) -> Bool {
        appleRawValue == UInt32(LayoutAttribute.width.appleRawValue) || appleRawValue == UInt32(LayoutAttribute.height.appleRawValue)
    }

    /// Whether the constant or the multiplier is over ``PointLimit/exact`` in magnitude (or
    /// not a number at all).
    @inline(__always)
    private static func hasTooLargeNumber(_ key: ConstraintKey) -> Bool {
        !(abs(key.constant) <= PointLimit.exact && abs(key.multiplier) <= PointLimit.exact)
    }

    /// `number-too-large` for each chain of multipliers (``MultiplierChains``) that can scale
    /// the layout's largest constant or intrinsic hint past ``PointLimit/exact``, though each
    /// number is within it (those are warned by ``appendWarnings(about:key:duplicating:into:)``).
    /// The always-on constraints are analysed alone and with each variant; a chain is warned
    /// once, at its constraint with the largest multiplier (either way), with a note at each
    /// other multiplier of the chain.
    @inline(never)
    private static func appendChainWarnings(_ layout: Layout, into diagnostics: inout [Diagnostic]) {
        var warned = Set<SourceRange>()
        let container = MultiplierChains.largestContainerSide(of: layout)
        for variant in [nil] + layout.variants.map(Optional.some) {
            let constraints = layout.constraints + (variant?.constraints ?? [])
            let largest = MultiplierChains.largestNumber(layout, constraints)
            let reach = max(1, largest)
            for chain in MultiplierChains.chains(in: constraints) where chain.factor * reach > PointLimit.exact * (1 + 1e-12) {
                let members = chain.constraints.map { constraints[$0] }
                guard !members.contains(where: { !(abs($0.constant.value) <= PointLimit.exact && abs($0.multiplier) <= PointLimit.exact) }),
                      let lead = members.indices.max(by: { MultiplierChains.weight(of: members[$0].multiplier) < MultiplierChains.weight(of: members[$1].multiplier) }),
                      warned.insert(members[lead].source).inserted else { continue }
                diagnostics.append(chainWarning(members, lead: lead, factor: chain.factor, largest: largest, container: container, presets: layout.usesDevicePresets))
            }
        }
    }

    /// The warning for one chain: the single multiplier's own wording when it is the chain.
    /// `largest` is the layout's largest number; when no constant or hint is as large as the
    /// container's longest side (`container`), the message names the container (and the
    /// presets, when it is theirs: `presets`).
    private static func chainWarning(_ members: [LayoutConstraint], lead: Int, factor: Double, largest: Double, container: Double, presets: Bool) -> Diagnostic {
        let constraint = members[lead]
        let text = constraint.text.escapingControlCharacters
        let limit = "is over \(PointLimit.exactText); vflgen check, frames and preview cannot solve with it exactly, so their findings for this layout may not match the device"
        let times = container < largest
            ? "times the layout's largest number, \(largest.shortestDescription),"
            : presets && container == PointLimit.largestPresetSide
                ? "times the container's longest side, \(container.shortestDescription) points on the largest device preset,"
                : "times the container's longest side, \(container.shortestDescription) points,"
        if members.count == 1 {
            let multiplier = constraint.multiplier.shortestDescription
            let message = abs(constraint.multiplier) > 1
                ? "the multiplier \(multiplier) of '\(text)' \(times) \(limit)"
                : "the multiplier \(multiplier) of '\(text)' scales the other way by \(roughly(factor)), which \(times) \(limit)"
            return .warning(.numberTooLarge, message, at: constraint.source)
        }
        let others = members.count - 1
        return .warning(
            .numberTooLarge,
            "the multipliers of '\(text)' and \(others) other constraint\(others == 1 ? "" : "s") chain to a factor of up to \(roughly(factor)), which \(times) \(limit)",
            at: constraint.source,
            notes: members.indices.filter { $0 != lead }.prefix(8).map {
                .init("chained with the multiplier \(members[$0].multiplier.shortestDescription) here", at: members[$0].source)
            }
        )
    }

    /// `factor` to two significant digits (`2.9e+05`), or "more than 1e308" past `Double`'s range.
    static func roughly(_ factor: Double) -> String {
        guard factor.isFinite else { return "more than 1e308" }
        var exponent = 0
        var scaled = factor
        while scaled >= 10 { scaled /= 10; exponent += 1 }
        var digits = Int((scaled * 10).rounded())
        if digits >= 100 { digits /= 10; exponent += 1 }
        return (Double("\(digits)e\(exponent - 1)") ?? factor).shortestDescription
    }

    /// The warnings themselves, on the rare path: building the constraint's text for every
    /// constraint cost more than the rest of the front end (Benchmarks/constraints.sh).
    @inline(never)
    private static func appendWarnings(
        about constraint: LayoutConstraint, key: ConstraintKey, duplicating first: SourceRange?, into diagnostics: inout [Diagnostic]
    ) {
        let text = constraint.text.escapingControlCharacters
        if let first {
            diagnostics.append(.warning(
                .duplicateConstraint, "duplicate constraint '\(text)'", at: constraint.source,
                notes: [.init("first made here", at: first)]
            ))
        }
        if relatesViewToItself(key), let view = constraint.first.viewName {
            diagnostics.append(.warning(
                .selfConstraint, "constraint '\(text)' relates view '\(view.escapingControlCharacters)' to itself", at: constraint.source
            ))
        }
        if hasTooLargeNumber(key) {
            let largest = abs(constraint.multiplier) > abs(constraint.constant.value) || constraint.multiplier.isNaN
                ? "the multiplier \(constraint.multiplier.shortestDescription)"
                : "the constant \(constraint.constant.value.shortestDescription)"
            diagnostics.append(.warning(
                .numberTooLarge,
                "\(largest) of '\(text)' is over \(PointLimit.exactText); vflgen check, frames and preview cannot solve with it exactly, so their findings for this layout may not match the device",
                at: constraint.source
            ))
        }
    }
}
