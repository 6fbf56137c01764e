import LayoutModel

/// An equation line (vflgen extension), as written:
/// `first REL second [* M | / B | * A/B] [± C] [@P] [#name]` or `first REL C [@P] [#name]`.
/// See docs/Language.md, "Equation lines".
struct EquationSyntax: Sendable {
    var first: EquationSideSyntax
    var relation: Relation
    /// `nil` in the constant form (`a.width == 120`).
    var second: EquationSideSyntax?
    var multiplier: Double = 1
    /// The multiplier as written when it has a `/` (`* 9/16`, `/ 2`).
    var multiplierFraction: MultiplierFraction?
    /// `* M`, `/ B` or `* A/B` as written, if any.
    var multiplierRange: SourceRange?
    /// The constant after `+`/`-` (a number after `-` is stored negated), or the whole right
    /// side in the constant form.
    var constant: ValueSyntax?
    var priority: ValueSyntax?
    /// `#name`.
    var name: SourceRange?
    /// The whole equation, from the first item to its end.
    var range: SourceRange
}

/// `ITEM.ATTRIBUTE` on one side of an equation.
struct EquationSideSyntax: Sendable {
    /// What the item name refers to.
    enum Item: Sendable {
        /// A name still to look up among the layout's declarations.
        case unresolved
        /// The container or one of its layout guides (`superview`, `safeArea`, …).
        case container(LayoutItem)
        /// A declared view (index into the layout's views).
        case view(Int)
        /// A scroll view's guide (`form.content`), its view still to look up.
        case unresolvedScrollGuide(ScrollGuide, view: SourceRange)
        /// A declared scroll view's guide (index into the layout's views).
        case scrollGuide(Int, ScrollGuide)
    }

    var item: Item
    /// The item's name.
    var itemRange: SourceRange
    var attribute: LayoutAttribute
    /// From the dot to the end of the attribute's name (`.centerY`).
    var attributeRange: SourceRange

    /// `item.attribute` as written.
    var range: SourceRange { SourceRange(start: itemRange.start, end: attributeRange.end) }
}
