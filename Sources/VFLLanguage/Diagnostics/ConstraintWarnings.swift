import LayoutModel

extension DiagnosticID {
    /// A constraint equal to an earlier one that is active at the same time (warning).
    public static let duplicateConstraint: DiagnosticID = "duplicate-constraint"
    /// A constraint between a view and itself, `[avatar(==avatar)]` (warning).
    public static let selfConstraint: DiagnosticID = "self-constraint"
}

/// Warnings about a layout's lowered constraints that are legal VFL but almost certainly
/// mistakes: a constraint written twice, and one that relates a view to itself.
enum ConstraintWarnings {
    /// What makes two constraints the same to Auto Layout: everything but where they come
    /// from, their kind and their name.
    struct Key: Hashable {
        var first: LayoutItem
        var firstAttribute: LayoutAttribute
        var relation: Relation
        var second: LayoutItem?
        var secondAttribute: LayoutAttribute?
        var multiplier: Double
        var constant: Term
        var priority: Term
        var firstOrigin: LayoutConstraint.Anchor?
        var secondOrigin: LayoutConstraint.Anchor?

        init(_ constraint: LayoutConstraint) {
            first = constraint.first
            firstAttribute = constraint.firstAttribute
            relation = constraint.relation
            second = constraint.second
            secondAttribute = constraint.secondAttribute
            multiplier = constraint.multiplier
            constant = constraint.constant
            priority = constraint.priority
            firstOrigin = constraint.firstOrigin
            secondOrigin = constraint.secondOrigin
        }

        /// Hashes the fields that tell constraints apart cheaply (no metric names, no
        /// origins); equal keys still hash alike, as every one of them takes part in `==`.
        /// Both items count: `|[a]|` lines make `superview.trailing == a.trailing` for every
        /// `a`, which would all collide on the first item alone (quadratic in the views).
        func hash(into hasher: inout Hasher) {
            hasher.combine(first)
            hasher.combine(firstAttribute)
            hasher.combine(relation)
            hasher.combine(second)
            hasher.combine(secondAttribute)
            hasher.combine(constant.value)
            hasher.combine(priority.value)
        }
    }

    /// Appends the warnings for `layout`: duplicates among the always-on constraints, and
    /// within each variant together with the always-on ones (a variant is active with them).
    static func check(_ layout: Layout, into diagnostics: inout [Diagnostic]) {
        var alwaysOn: [Key: SourceRange] = [:]
        alwaysOn.reserveCapacity(layout.constraints.count)
        for constraint in layout.constraints {
            check(constraint, against: &alwaysOn, into: &diagnostics)
        }
        for variant in layout.variants {
            // The variant's own constraints, checked against them and the always-on ones
            // (read in place, not copied for each variant).
            var own: [Key: SourceRange] = [:]
            for constraint in variant.constraints {
                check(constraint, against: &own, alsoAgainst: alwaysOn, into: &diagnostics)
            }
        }
    }

    private static func check(
        _ constraint: LayoutConstraint, against seen: inout [Key: SourceRange], alsoAgainst earlier: [Key: SourceRange] = [:],
        into diagnostics: inout [Diagnostic]
    ) {
        // The text only for a warning: building it for every constraint cost more than
        // the rest of the front end (Benchmarks/constraints.sh).
        var text: String { constraint.text.escapingControlCharacters }
        let key = Key(constraint)
        if let first = earlier.isEmpty ? seen[key] : earlier[key] ?? seen[key] {
            diagnostics.append(.warning(
                .duplicateConstraint, "duplicate constraint '\(text)'", at: constraint.source,
                notes: [.init("first made here", at: first)]
            ))
        } else {
            seen[key] = constraint.source
        }
        if let view = constraint.first.viewName, constraint.second == constraint.first,
           let secondAttribute = constraint.secondAttribute,
           !(secondAttribute != constraint.firstAttribute && secondAttribute.isDimension && constraint.firstAttribute.isDimension) {
            diagnostics.append(.warning(
                .selfConstraint, "constraint '\(text)' relates view '\(view.escapingControlCharacters)' to itself", at: constraint.source
            ))
        }
    }
}
