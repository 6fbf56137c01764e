/// One Auto Layout constraint, as Apple's VFL parser would create it:
/// `first.firstAttribute REL second.secondAttribute * multiplier + constant @ priority`,
/// or `first.firstAttribute REL constant @ priority` when `second` is `nil`.
public struct LayoutConstraint: Hashable, Sendable {
    /// What part of a VFL line produced the constraint; renderers use it to name the constraint.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A size predicate, `[a(30)]` or `[a(==b)]`.
        case size
        /// A connection between two views, `[a]-8-[b]`.
        case spacing
        /// A connection to the container's edge, `|-8-[a]` or `[a]-8-|`.
        case edge
        /// An `.alignAll…` option between two neighbouring views.
        case alignment
        /// Anything written directly rather than lowered from VFL (vflgen extensions).
        case explicit
        /// `H:|~[a]~|` with one view: `a.centerX == superview.centerX` (vflgen extension).
        case centering
        /// An equal-spacing connection `~` (vflgen extension): `offset(…) == offset(…)`.
        case equalSpacing
        /// An equation line (vflgen extension): `logo.centerY == safeArea.centerY - 40`.
        case equation
    }

    /// One end of an `offset(from, to)` dimension: an item's attribute.
    public struct Anchor: Hashable, Sendable {
        public var item: LayoutItem
        public var attribute: LayoutAttribute

        @inlinable public init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
            self.item = item
            self.attribute = attribute
        }
    }

    public var first: LayoutItem
    public var firstAttribute: LayoutAttribute
    public var relation: Relation
    public var second: LayoutItem?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    /// How the multiplier was written when it was a fraction (`* 16/9`, `/ 2`); `nil` for a
    /// single number or none. When set, `multiplierFraction.value == multiplier`.
    public var multiplierFraction: MultiplierFraction?
    public var constant: Term
    /// 1…1000; 1000 is required.
    public var priority: Term
    public var kind: Kind
    /// The part of the `.vfl` file this constraint was made from (e.g. `|-padding-[icon`).
    public var source: SourceRange
    /// The name written with `#name` after the predicate (vflgen extension), or `nil` for an
    /// automatic name. It becomes the generated property and the identifier's suffix.
    public var name: String?
    /// When set, the first side is not `first.firstAttribute` but the distance
    /// `offset(firstOrigin, first.firstAttribute)` = `first.firstAttribute − firstOrigin`
    /// (Apple's `firstOrigin.anchorWithOffset(to: first.firstAnchor)`). Equal spacing only.
    public var firstOrigin: Anchor?
    /// Likewise for the second side: `offset(secondOrigin, second.secondAttribute)`.
    public var secondOrigin: Anchor?

    @inlinable public init(
        first: LayoutItem, _ firstAttribute: LayoutAttribute,
        _ relation: Relation,
        second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1,
        constant: Term = .zero,
        priority: Term = .required,
        kind: Kind,
        source: SourceRange,
        name: String? = nil,
        firstOrigin: Anchor? = nil,
        secondOrigin: Anchor? = nil,
        multiplierFraction: MultiplierFraction? = nil
    ) {
        precondition((second == nil) == (secondAttribute == nil), "second item and attribute go together")
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.kind = kind
        self.source = source
        self.name = name
        self.firstOrigin = firstOrigin
        self.secondOrigin = secondOrigin
        self.multiplierFraction = multiplierFraction
    }

    /// Whether the priority is 1000 (required).
    public var isRequired: Bool { priority.value == 1000 && priority.metric == nil }
}
