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
    private struct Key: Hashable {
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
    }

    /// Appends the warnings for `layout`: duplicates among the always-on constraints, and
    /// within each variant together with the always-on ones (a variant is active with them).
    static func check(_ layout: Layout, into diagnostics: inout [Diagnostic]) {
        var alwaysOn: [Key: SourceRange] = [:]
        for constraint in layout.constraints {
            check(constraint, against: &alwaysOn, into: &diagnostics)
        }
        for variant in layout.variants {
            var active = alwaysOn
            for constraint in variant.constraints {
                check(constraint, against: &active, into: &diagnostics)
            }
        }
    }

    private static func check(_ constraint: LayoutConstraint, against seen: inout [Key: SourceRange], into diagnostics: inout [Diagnostic]) {
        let text = constraint.text.escapingControlCharacters
        if let first = seen[Key(constraint)] {
            diagnostics.append(.warning(
                .duplicateConstraint, "duplicate constraint '\(text)'", at: constraint.source,
                notes: [.init("first made here", at: first)]
            ))
        } else {
            seen[Key(constraint)] = constraint.source
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
