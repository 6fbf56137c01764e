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
    }

    public var first: LayoutItem
    public var firstAttribute: LayoutAttribute
    public var relation: Relation
    public var second: LayoutItem?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Term
    /// 1…1000; 1000 is required.
    public var priority: Term
    public var kind: Kind
    /// The part of the `.vfl` file this constraint was made from (e.g. `|-padding-[icon`).
    public var source: SourceRange

    public init(
        first: LayoutItem, _ firstAttribute: LayoutAttribute,
        _ relation: Relation,
        second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1,
        constant: Term = .zero,
        priority: Term = .required,
        kind: Kind,
        source: SourceRange
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
    }

    /// Whether the priority is 1000 (required).
    public var isRequired: Bool { priority.value == 1000 && priority.metric == nil }
}
