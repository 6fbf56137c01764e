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
        var largestMultiplier = 0.0
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
                largestMultiplier = max(largestMultiplier, abs(key.multiplier))
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
                    largestMultiplier = max(largestMultiplier, abs(key.multiplier))
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
        // (`b.width * 123456789.125` on a 1,000-point width is 1.2e11). Rare, so a second pass.
        if largestMultiplier > 1 {
            var largest = largestConstant
            for view in layout.views {
                largest = max(largest, abs(view.intrinsicWidth ?? 0), abs(view.intrinsicHeight ?? 0))
            }
            if largestMultiplier * max(1, largest) > PointLimit.exact {
                Self.appendProductWarnings(layout, largest: largest, into: &diagnostics)
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

    /// `number-too-large` for each constraint whose multiplier times the layout's largest
    /// constant or intrinsic hint (all variants together) is over ``PointLimit/exact``, where
    /// neither number alone is (those are warned by ``appendWarnings(about:key:duplicating:into:)``).
    @inline(never)
    private static func appendProductWarnings(_ layout: Layout, largest: Double, into diagnostics: inout [Diagnostic]) {
        let reach = max(1, largest)
        for constraint in layout.constraints + layout.variants.flatMap(\.constraints) {
            let multiplier = abs(constraint.multiplier)
            guard multiplier > 1, multiplier <= PointLimit.exact, abs(constraint.constant.value) <= PointLimit.exact,
                  multiplier * reach > PointLimit.exact else { continue }
            diagnostics.append(.warning(
                .numberTooLarge,
                "the multiplier \(constraint.multiplier.shortestDescription) of '\(constraint.text.escapingControlCharacters)' times the layout's largest number, \(largest.shortestDescription), is over \(PointLimit.exactText); vflgen check, frames and preview cannot solve with it exactly, so their findings for this layout may not match the device",
                at: constraint.source
            ))
        }
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
