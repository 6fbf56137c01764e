import LayoutModel

/// One constraint made without VFL in a source file — an anchor call
/// (`a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`) or the item API
/// (`NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
/// `[NSLayoutConstraint constraintWithItem:…]`) — read as far as it is written literally in
/// its function, with how it becomes active. `vflgen migrate` writes the ones it can read as
/// equation lines (`a.leading == b.trailing + 8`); `vflgen lint` counts them.
public struct AnchorSite: Sendable {
    /// Which API makes the constraint.
    public enum API: String, Sendable {
        /// `x.leadingAnchor.constraint(equalTo:…)` and the other anchor methods.
        case anchor
        /// Swift's `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
        case item
        /// Objective-C's `[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]`.
        case objectiveCItem
        /// Objective-C's `[x.leadingAnchor constraintEqualToAnchor:… constant:…]` and the other anchor methods.
        case objectiveCAnchor
    }

    public var api: API
    /// The method name's token (`constraint`, `NSLayoutConstraint`, `constraintWithItem`): where
    /// "not migrated" lines point.
    public var nameRange: SourceRange
    /// The constraint's expression, from its first item to its closing bracket.
    public var range: SourceRange
    /// The enclosing function, if any.
    public var function: FunctionContext?
    /// The constraint as read, or why it cannot be read exactly.
    public var equation: Argument<AnchorEquation>
    /// The view the constraint is added to (`x.addConstraint(…)`, `[x addConstraints:@[…]]`).
    public var containerHint: String? = nil
    /// Inside an `#if` block.
    public var isConditional = false
}

/// A constraint read from an anchor or item call: `first REL second * multiplier + constant @priority`.
public struct AnchorEquation: Sendable, Hashable {
    /// One side: the object (`self.title`, `view.safeAreaLayoutGuide`, `self` for a bare
    /// `leadingAnchor`) and its attribute.
    public struct Side: Sendable, Hashable {
        /// The object as written, whitespace removed (`self.view.safeAreaLayoutGuide`, `_title`).
        public var expression: String
        public var attribute: LayoutAttribute
    }

    /// A number as written: its value, and the same-file constant or the run-time expression
    /// it came from.
    public struct Number: Sendable, Hashable {
        public var value: Double
        /// The expression, whitespace collapsed (`8`, `Metrics.padding`, `-inset`).
        public var expression: String
        /// A same-file constant the value came from (`Metrics.padding`), if any.
        public var constantName: String? = nil
        /// Set when the value is only known at run time: the name of the plain variable or
        /// property it reads (`inset`, `self.inset`); ``value`` is then a placeholder.
        public var computedName: String? = nil
        /// Whether the constant was written negated (`-padding`).
        public var isNegated = false
    }

    public var first: Side
    public var relation: Relation
    /// `nil` for a constant size (`equalToConstant:`, `toItem: nil`).
    public var second: Side?
    public var multiplier: Double = 1
    /// A multiplier written `A / B` with two number literals.
    public var multiplierFraction: MultiplierFraction? = nil
    public var constant: Number
    /// 1000 unless set (`c.priority = .defaultHigh`).
    public var priority: Number
}
