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

    /// The table the item and metric numbers below index; shared by a layout's constraints.
    @inlinable public var names: ConstraintNames { _names }
    @usableFromInline var _names: ConstraintNames
    /// ``first``'s number in ``names``.
    @inlinable public var firstNumber: Int32 { _firstNumber }
    @usableFromInline var _firstNumber: Int32
    /// ``second``'s number in ``names``, or ``ConstraintNames/none``.
    @inlinable public var secondNumber: Int32 { _secondNumber }
    @usableFromInline var _secondNumber: Int32
    /// ``firstOrigin``'s item number in ``names``, or ``ConstraintNames/none``.
    @inlinable public var firstOriginNumber: Int32 { _firstOriginNumber }
    @usableFromInline var _firstOriginNumber: Int32
    /// ``secondOrigin``'s item number in ``names``, or ``ConstraintNames/none``.
    @inlinable public var secondOriginNumber: Int32 { _secondOriginNumber }
    @usableFromInline var _secondOriginNumber: Int32
    /// ``constant``'s metric number in ``names``, or ``ConstraintNames/none``.
    @inlinable public var constantMetricNumber: Int32 { _constantMetricNumber }
    @usableFromInline var _constantMetricNumber: Int32
    /// ``priority``'s metric number in ``names``, or ``ConstraintNames/none``.
    @inlinable public var priorityMetricNumber: Int32 { _priorityMetricNumber }
    @usableFromInline var _priorityMetricNumber: Int32
    @usableFromInline var firstOriginAttribute: LayoutAttribute
    @usableFromInline var secondOriginAttribute: LayoutAttribute

    public var firstAttribute: LayoutAttribute
    public var relation: Relation
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    /// How the multiplier was written when it was a fraction (`* 16/9`, `/ 2`); `nil` for a
    /// single number or none. When set, `multiplierFraction.value == multiplier`.
    public var multiplierFraction: MultiplierFraction?
    /// ``constant``'s value, read without making its ``Term``.
    @inlinable public var constantValue: Double { _constantValue }
    @usableFromInline var _constantValue: Double
    /// ``priority``'s value, read without making its ``Term``.
    @inlinable public var priorityValue: Double { _priorityValue }
    @usableFromInline var _priorityValue: Double
    public var kind: Kind
    /// The part of the `.vfl` file this constraint was made from (e.g. `|-padding-[icon`).
    public var source: SourceRange
    /// The name written with `#name` after the predicate (vflgen extension), or `nil` for an
    /// automatic name. It becomes the generated property and the identifier's suffix.
    public var name: String? {
        get { nameNumber == ConstraintNames.none ? nil : names.labels[Int(nameNumber)] }
        set { _nameNumber = number(forLabel: newValue) }
    }
    /// ``name``'s number in ``names`` (an index into its ``ConstraintNames/labels``), or
    /// ``ConstraintNames/none``.
    @inlinable public var nameNumber: Int32 { _nameNumber }
    @usableFromInline var _nameNumber: Int32

    public var first: LayoutItem {
        get { names.item(firstNumber) }
        set { _firstNumber = number(for: newValue) }
    }

    public var second: LayoutItem? {
        get { secondNumber == ConstraintNames.none ? nil : names.item(secondNumber) }
        set {
            if let newValue { _secondNumber = number(for: newValue) } else { _secondNumber = ConstraintNames.none }
        }
    }

    public var constant: Term {
        get { Term(constantValue, metric: constantMetricNumber == ConstraintNames.none ? nil : names.metrics[Int(constantMetricNumber)]) }
        set {
            _constantValue = newValue.value
            _constantMetricNumber = number(forMetric: newValue.metric)
        }
    }

    /// 1…1000; 1000 is required.
    public var priority: Term {
        get { Term(priorityValue, metric: priorityMetricNumber == ConstraintNames.none ? nil : names.metrics[Int(priorityMetricNumber)]) }
        set {
            _priorityValue = newValue.value
            _priorityMetricNumber = number(forMetric: newValue.metric)
        }
    }

    /// When set, the first side is not `first.firstAttribute` but the distance
    /// `offset(firstOrigin, first.firstAttribute)` = `first.firstAttribute − firstOrigin`
    /// (Apple's `firstOrigin.anchorWithOffset(to: first.firstAnchor)`). Equal spacing only.
    public var firstOrigin: Anchor? {
        get { firstOriginNumber == ConstraintNames.none ? nil : Anchor(names.item(firstOriginNumber), firstOriginAttribute) }
        set {
            if let newValue {
                _firstOriginNumber = number(for: newValue.item)
                firstOriginAttribute = newValue.attribute
            } else {
                _firstOriginNumber = ConstraintNames.none
            }
        }
    }

    /// Likewise for the second side: `offset(secondOrigin, second.secondAttribute)`.
    public var secondOrigin: Anchor? {
        get { secondOriginNumber == ConstraintNames.none ? nil : Anchor(names.item(secondOriginNumber), secondOriginAttribute) }
        set {
            if let newValue {
                _secondOriginNumber = number(for: newValue.item)
                secondOriginAttribute = newValue.attribute
            } else {
                _secondOriginNumber = ConstraintNames.none
            }
        }
    }

    /// A constraint whose items and metrics are given by name (a table of its own is made for
    /// them; the front end shares one per layout, ``init(names:first:_:_:second:_:multiplier:constant:constantMetric:priority:priorityMetric:kind:source:name:firstOrigin:_:secondOrigin:_:multiplierFraction:)``).
    public init(
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
        var items: [String] = []
        for item in [first, second, firstOrigin?.item, secondOrigin?.item] {
            if case .view(let name)? = item, !items.contains(name) { items.append(name) }
        }
        var metrics: [String] = []
        for metric in [constant.metric, priority.metric] {
            if let metric, !metrics.contains(metric) { metrics.append(metric) }
        }
        let labels = name.map { [$0] } ?? []
        self.init(
            names: items.isEmpty && metrics.isEmpty && labels.isEmpty ? .empty : ConstraintNames(items: items, metrics: metrics, labels: labels),
            first: ConstraintNames.none, firstAttribute, relation,
            multiplier: multiplier, constant: constant.value, priority: priority.value,
            kind: kind, source: source, nameNumber: labels.isEmpty ? ConstraintNames.none : 0, multiplierFraction: multiplierFraction
        )
        self.first = first
        self.second = second
        self.secondAttribute = secondAttribute
        self.constant = constant
        self.priority = priority
        self.firstOrigin = firstOrigin
        self.secondOrigin = secondOrigin
    }

    /// A constraint whose items, metrics and `#name` are numbers in `names` (see
    /// ``ConstraintNames``): how the front end makes a layout's constraints, all sharing one table.
    @inlinable public init(
        names: ConstraintNames,
        first: Int32, _ firstAttribute: LayoutAttribute,
        _ relation: Relation,
        second: Int32 = ConstraintNames.none, _ secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1,
        constant: Double = 0, constantMetric: Int32 = ConstraintNames.none,
        priority: Double = 1000, priorityMetric: Int32 = ConstraintNames.none,
        kind: Kind,
        source: SourceRange,
        nameNumber: Int32 = ConstraintNames.none,
        firstOrigin: Int32 = ConstraintNames.none, _ firstOriginAttribute: LayoutAttribute = .left,
        secondOrigin: Int32 = ConstraintNames.none, _ secondOriginAttribute: LayoutAttribute = .left,
        multiplierFraction: MultiplierFraction? = nil
    ) {
        self._names = names
        self._firstNumber = first
        self._secondNumber = second
        self._firstOriginNumber = firstOrigin
        self._secondOriginNumber = secondOrigin
        self._constantMetricNumber = constantMetric
        self._priorityMetricNumber = priorityMetric
        self.firstOriginAttribute = firstOriginAttribute
        self.secondOriginAttribute = secondOriginAttribute
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.multiplierFraction = multiplierFraction
        self._constantValue = constant
        self._priorityValue = priority
        self.kind = kind
        self.source = source
        self._nameNumber = nameNumber
    }

    /// Whether the priority is 1000 (required).
    public var isRequired: Bool { priorityValue == 1000 && priorityMetricNumber == ConstraintNames.none }

    /// Whether this constraint's numbers are in `table` (read without retaining the table).
    @inlinable public func refersToNames(in table: ConstraintNames) -> Bool { _names === table }

    /// ``first``'s name (as ``LayoutItem/name`` spells it), without making the item.
    public var firstName: String { names.itemName(firstNumber) }
    /// ``second``'s name, without making the item; `nil` when there is none.
    public var secondName: String? { secondNumber == ConstraintNames.none ? nil : names.itemName(secondNumber) }

    /// Equal constraints: the same items, attributes, relation, numbers, metrics, kind,
    /// source and name, whichever tables their numbers are in.
    public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool {
        guard lhs.firstAttribute == rhs.firstAttribute, lhs.relation == rhs.relation,
              lhs.secondAttribute == rhs.secondAttribute, lhs.multiplier == rhs.multiplier,
              lhs.multiplierFraction == rhs.multiplierFraction, lhs.constantValue == rhs.constantValue,
              lhs.priorityValue == rhs.priorityValue, lhs.kind == rhs.kind, lhs.source == rhs.source,
              lhs._names === rhs._names && lhs.nameNumber == rhs.nameNumber || lhs.name == rhs.name else { return false }
        if lhs._names === rhs._names, lhs._names.hasUniqueNames {
            return lhs.firstNumber == rhs.firstNumber && lhs.secondNumber == rhs.secondNumber
                && lhs.constantMetricNumber == rhs.constantMetricNumber && lhs.priorityMetricNumber == rhs.priorityMetricNumber
                && lhs.firstOrigin == rhs.firstOrigin && lhs.secondOrigin == rhs.secondOrigin
        }
        return lhs.first == rhs.first && lhs.second == rhs.second && lhs.constant == rhs.constant
            && lhs.priority == rhs.priority && lhs.firstOrigin == rhs.firstOrigin && lhs.secondOrigin == rhs.secondOrigin
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(first)
        hasher.combine(firstAttribute)
        hasher.combine(relation)
        hasher.combine(second)
        hasher.combine(secondAttribute)
        hasher.combine(multiplier)
        hasher.combine(multiplierFraction)
        hasher.combine(constant)
        hasher.combine(priority)
        hasher.combine(kind)
        hasher.combine(source)
        hasher.combine(name)
        hasher.combine(firstOrigin)
        hasher.combine(secondOrigin)
    }
}
