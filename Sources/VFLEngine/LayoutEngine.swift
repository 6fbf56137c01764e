import LayoutModel
import VFLSolver

/// An opaque item of a ``LayoutEngine``: a view, a layout guide or the container.
public struct ItemID: Hashable, Sendable, Comparable {
    let index: Int
    public static func < (lhs: ItemID, rhs: ItemID) -> Bool { lhs.index < rhs.index }
}

/// An opaque handle of a constraint in a ``LayoutEngine``.
public struct ConstraintID: Hashable, Sendable {
    let index: Int
}

/// One attribute of one item: the origin of an offset dimension (see ``ItemConstraint``).
public struct ItemAnchor: Hashable, Sendable {
    public var item: ItemID
    public var attribute: LayoutAttribute

    public init(_ item: ItemID, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// A constraint between item attributes, with Auto Layout's meaning:
/// `first.firstAttribute REL second.secondAttribute × multiplier + constant @ priority`, or
/// `first.firstAttribute REL constant` without a second item.
///
/// A side with an origin is the distance `offset(origin, item.attribute)` =
/// `item.attribute − origin` instead (Apple's `origin.anchorWithOffset(to: itemAnchor)`, an
/// `NSLayoutDimension`): `offset(a.trailing, b.leading) == offset(superview.leading, a.leading)`
/// makes two gaps equal.
public struct ItemConstraint: Sendable {
    public var first: ItemID
    public var firstAttribute: LayoutAttribute
    public var relation: Relation
    public var second: ItemID?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    /// Shown in errors (e.g. the constraint's `vflgen constraints` text).
    public var label: String
    /// When set, the first side is `first.firstAttribute − firstOrigin`.
    public var firstOrigin: ItemAnchor?
    /// When set, the second side is `second.secondAttribute − secondOrigin`.
    public var secondOrigin: ItemAnchor?

    public init(
        _ first: ItemID, _ firstAttribute: LayoutAttribute, _ relation: Relation,
        _ second: ItemID? = nil, _ secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, label: String = "",
        firstOrigin: ItemAnchor? = nil, secondOrigin: ItemAnchor? = nil
    ) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.label = label
        self.firstOrigin = firstOrigin
        self.secondOrigin = secondOrigin
    }

    /// Every item attribute the constraint reads (both sides and their origins).
    var anchors: [ItemAnchor] {
        var anchors = [ItemAnchor(first, firstAttribute)]
        if let second, let secondAttribute { anchors.append(ItemAnchor(second, secondAttribute)) }
        return anchors + [firstOrigin, secondOrigin].compactMap { $0 }
    }

    /// Whether any side reads one of `attributes` (of `item`, when given).
    func uses(_ attributes: Set<LayoutAttribute>, of item: ItemID? = nil) -> Bool {
        anchors.contains { anchor in attributes.contains(anchor.attribute) && (item == nil || anchor.item == item) }
    }
}

/// Why the engine rejected a constraint.
public enum LayoutError: Error, Sendable, CustomStringConvertible {
    /// A required constraint conflicts with required constraints already active:
    /// `conflicting` (by ID) and the engine-made constraints of `items` (a fixed frame or a
    /// guide's insets). Auto Layout would break it; the engine leaves it out.
    case unsatisfiable(ConstraintID, conflicting: [ConstraintID], items: [ItemID], description: String)
    /// The constraint mixes axes, uses an unknown item or an invalid priority.
    case invalid(String)

    public var description: String {
        switch self {
        case .unsatisfiable(_, _, _, let description): description
        case .invalid(let message): message
        }
    }
}

/// Auto Layout on top of ``VFLSolver``: items with frames, constraints between their
/// attributes, intrinsic content sizes with hugging and compression resistance, layout
/// guides inset from their owner, and left-to-right or right-to-left direction.
///
/// This is the API the stand-in UIKit/AppKit use: add items, add/remove constraints,
/// set intrinsic sizes/priorities/insets, read frames. Every change re-solves
/// incrementally; reading a frame is cheap. Frames are in one coordinate space whose origin
/// is the top-left of the engine's root item, y downwards.
public final class LayoutEngine {
    /// Per-item state: four solver variables (left, top, width, height) and Auto Layout's
    /// per-view properties.
    struct Item {
        var name: String
        var left: Variable
        var top: Variable
        var width: Variable
        var height: Variable
        var intrinsicWidth: Double?
        var intrinsicHeight: Double?
        var hugging = AxisPriorities(horizontal: Priority.defaultLow, vertical: Priority.defaultLow)
        var compressionResistance = AxisPriorities(horizontal: Priority.defaultHigh, vertical: Priority.defaultHigh)
        /// Distance of the first baseline from the top; `nil` means the bottom edge.
        var firstBaselineFromTop: Double?
        /// Distance of the last baseline from the bottom; 0 means the bottom edge.
        var lastBaselineFromBottom: Double = 0
        /// Distance of the last baseline from the top, when declared that way (beats `lastBaselineFromBottom`).
        var lastBaselineFromTop: Double?
        /// Constraints the engine made for this item (intrinsic size, guide insets, fixed frame).
        var ownConstraints: [Constraint] = []
        /// For a guide: the item it is inset from, and the insets.
        var guideOwner: Int?
        var guideInsets = EdgeInsets.zero
        var fixedFrame: Rect?
    }

    let solver: Solver
    // (The engine's tables are not checked for exclusive access at run time: no method calls
    // out while it modifies one, and the checks cost more than the reads they guarded, such as
    // reading a frame.)
    @exclusivity(unchecked) var items: [Item] = []
    /// The user constraints by ID (nil once removed). The engine keeps no map from solver
    /// constraints back to IDs or items: only a conflict asks, and searching these tables then
    /// costs less than keeping two dictionaries for every engine built, copied and freed.
    @exclusivity(unchecked) var constraints: [(spec: ItemConstraint, constraint: Constraint)?] = []

    /// Which way leading and trailing point. Changing it re-adds every constraint.
    public var layoutDirection: LayoutDirection {
        didSet {
            if oldValue != layoutDirection {
                reAddConstraints { $0.uses([.leading, .trailing]) }
            }
        }
    }

    /// Whether the engine names its solver variables and its own constraints (intrinsic
    /// size, guide insets, fixed frames) for error messages. An engine whose errors are read
    /// as data, not shown (the check builds one or more per size), skips making the texts:
    /// formatting them was a fifth of building an engine.
    let namesItsParts: Bool

    public init(layoutDirection: LayoutDirection = .leftToRight) {
        solver = Solver()
        self.layoutDirection = layoutDirection
        self.namesItsParts = true
    }

    /// An engine that does not name its variables and own constraints (see ``namesItsParts``):
    /// the same solver steps, only error texts without those names.
    package init(layoutDirection: LayoutDirection, namingItsParts: Bool) {
        solver = Solver()
        self.layoutDirection = layoutDirection
        self.namesItsParts = namingItsParts
    }

    /// An engine in exactly `other`'s state (its tables and a copy of its solver): every step
    /// taken on it next is the step `other` would take.
    private init(copying other: LayoutEngine) {
        solver = other.solver.copy()
        layoutDirection = other.layoutDirection
        namesItsParts = other.namesItsParts
        items = other.items
        constraints = other.constraints
    }

    /// A copy of this engine (see ``init(copying:)``).
    func copy() -> LayoutEngine { LayoutEngine(copying: self) }

    // MARK: Items

    /// Adds an item (a view or the root) with no constraints.
    public func addItem(named name: String) -> ItemID {
        let named = namesItsParts
        let item = Item(
            name: name,
            left: solver.makeVariable(named ? "\(name).left" : ""),
            top: solver.makeVariable(named ? "\(name).top" : ""),
            width: solver.makeVariable(named ? "\(name).width" : ""),
            height: solver.makeVariable(named ? "\(name).height" : ""))
        items.append(item)
        return ItemID(index: items.count - 1)
    }

    /// Adds a layout guide whose edges are inset from `owner`'s edges by `insets`
    /// (the layout margins guide or the safe area guide).
    public func addGuide(named name: String, insetFrom owner: ItemID, by insets: EdgeInsets) -> ItemID {
        let id = addItem(named: name)
        items[id.index].guideOwner = owner.index
        setGuideInsets(id, insets)
        return id
    }

    /// Changes a guide's insets (`layoutMargins`, `safeAreaInsets`).
    public func setGuideInsets(_ guide: ItemID, _ insets: EdgeInsets) {
        guard let owner = items[guide.index].guideOwner else { return }
        items[guide.index].guideInsets = insets
        let g = items[guide.index]
        let o = items[owner]
        let label = namesItsParts ? "\(g.name) insets" : ""
        replaceOwnConstraints(of: guide, with: [
            Constraint(g.left, .equal, o.left + insets.left, label: label),
            Constraint(g.top, .equal, o.top + insets.top, label: label),
            Constraint(g.left + g.width, .equal, o.left + o.width - insets.right, label: label),
            Constraint(g.top + g.height, .equal, o.top + o.height - insets.bottom, label: label),
        ])
    }

    /// Pins an item's frame with required constraints (the root's frame, or a view whose
    /// frame is set directly); `nil` releases it.
    public func setFixedFrame(_ item: ItemID, _ frame: Rect?) {
        items[item.index].fixedFrame = frame
        rebuildOwnConstraints(of: item)
    }

    /// Sets the intrinsic content size; `nil` on an axis means none (`UIView.noIntrinsicMetric`).
    /// A new size on the axes that already have one, at priorities below required, moves the
    /// constants of the item's content constraints on the live tableau (a few dual simplex
    /// pivots, as a text size or a longer string changes it); otherwise the item's own
    /// constraints are made again.
    public func setIntrinsicSize(_ item: ItemID, width: Double?, height: Double?) {
        if moveIntrinsicSize(item, width: width, height: height) { return }
        items[item.index].intrinsicWidth = width
        items[item.index].intrinsicHeight = height
        rebuildOwnConstraints(of: item)
    }

    /// ``setIntrinsicSize(_:width:height:)`` for several items, re-solved once where their
    /// sizes move on the live tableau (one dual simplex for all of them: a content size
    /// change that moves every label at once); the items that cannot move that way get their
    /// own constraints made again, one after another, before the moves.
    public func setIntrinsicSizes(_ sizes: [(item: ItemID, width: Double?, height: Double?)]) {
        setIntrinsicSizes(sizes, suggesting: [])
    }

    /// ``setIntrinsicSizes(_:)`` and a new value for each edit variable in `suggestions`
    /// (``Solver/suggestValue(_:for:)``) in the same re-solve.
    public func setIntrinsicSizes(_ sizes: [(item: ItemID, width: Double?, height: Double?)], suggesting suggestions: [(value: Double, variable: Variable)]) {
        var changes: [(constraint: Constraint, delta: Double)] = []
        var moved: [(item: ItemID, width: Double?, height: Double?)] = []
        var rebuilt: [(item: ItemID, width: Double?, height: Double?)] = []
        for size in sizes {
            if let own = intrinsicSizeChanges(size.item, width: size.width, height: size.height) {
                changes += own
                moved.append(size)
            } else {
                rebuilt.append(size)
            }
        }
        // The sizes that cannot move are made again first (which items can move does not
        // depend on the others): then every constant moves, and every suggestion is taken, in
        // one re-solve.
        for size in rebuilt { setIntrinsicSize(size.item, width: size.width, height: size.height) }
        if (try? solver.changeConstants(changes, suggesting: suggestions)) == true {
            for size in moved {
                items[size.item.index].intrinsicWidth = size.width
                items[size.item.index].intrinsicHeight = size.height
            }
        } else {
            for size in moved { setIntrinsicSize(size.item, width: size.width, height: size.height) }
            for (value, variable) in suggestions { try? solver.suggestValue(value, for: variable) }
        }
    }

    /// Sets the content hugging priority on an axis (default 250).
    public func setContentHuggingPriority(_ item: ItemID, _ priority: Double, for axis: LayoutAxis) {
        items[item.index].hugging[axis] = priority
        rebuildOwnConstraints(of: item)
    }

    /// Sets the compression resistance priority on an axis (default 750).
    public func setCompressionResistancePriority(_ item: ItemID, _ priority: Double, for axis: LayoutAxis) {
        items[item.index].compressionResistance[axis] = priority
        rebuildOwnConstraints(of: item)
    }

    /// Declares baselines: the first baseline's distance from the top and the last baseline's
    /// distance from the bottom. By default both baselines are the bottom edge, as for a
    /// view without text.
    public func setBaselines(_ item: ItemID, firstFromTop: Double?, lastFromBottom: Double) {
        items[item.index].firstBaselineFromTop = firstFromTop
        items[item.index].lastBaselineFromTop = nil
        items[item.index].lastBaselineFromBottom = lastFromBottom
        reAddConstraints { $0.uses([.firstBaseline, .lastBaseline], of: item) }
    }

    /// Declares baselines as distances from the top (a view whose text keeps its place when
    /// the view grows, as `vflgen frames` assumes for `baseline F,L` hints). A `nil` first
    /// baseline is the last one; a `nil` last baseline is the bottom edge.
    public func setBaselines(_ item: ItemID, firstFromTop: Double?, lastFromTop: Double?) {
        items[item.index].firstBaselineFromTop = firstFromTop
        items[item.index].lastBaselineFromTop = lastFromTop
        items[item.index].lastBaselineFromBottom = 0
        reAddConstraints { $0.uses([.firstBaseline, .lastBaseline], of: item) }
    }

    /// Sets everything a view's content contributes at once (one re-solve): intrinsic size
    /// (`nil` per axis: none), hugging and compression resistance priorities.
    public func setContent(
        _ item: ItemID, intrinsicWidth: Double?, intrinsicHeight: Double?,
        hugging: (horizontal: Double, vertical: Double) = (Priority.defaultLow, Priority.defaultLow),
        compressionResistance: (horizontal: Double, vertical: Double) = (Priority.defaultHigh, Priority.defaultHigh)
    ) {
        items[item.index].intrinsicWidth = intrinsicWidth
        items[item.index].intrinsicHeight = intrinsicHeight
        items[item.index].hugging = AxisPriorities(horizontal: hugging.horizontal, vertical: hugging.vertical)
        items[item.index].compressionResistance = AxisPriorities(horizontal: compressionResistance.horizontal, vertical: compressionResistance.vertical)
        rebuildOwnConstraints(of: item)
    }

    /// The item's content hugging priority on an axis.
    /// The item's content hugging priority on an axis.
    public func contentHuggingPriority(_ item: ItemID, for axis: LayoutAxis) -> Double { items[item.index].hugging[axis] }
    /// The item's compression resistance priority on an axis.
    public func compressionResistancePriority(_ item: ItemID, for axis: LayoutAxis) -> Double {
        items[item.index].compressionResistance[axis]
    }

    // MARK: Constraints

    /// Adds a constraint. A required constraint that conflicts with the active required
    /// constraints throws ``LayoutError/unsatisfiable(_:conflicting:items:description:)`` and is
    /// not added (Auto Layout breaks it and logs; the caller decides what to report).
    @discardableResult
    public func addConstraint(_ spec: ItemConstraint) throws(LayoutError) -> ConstraintID {
        let constraint = try makeSolverConstraint(spec)
        let id = constraints.count
        do {
            try solver.addConstraint(constraint)
        } catch {
            if case .unsatisfiable(_, let conflicting) = error {
                let ids = conflicting.compactMap { member in
                    constraints.firstIndex { $0?.constraint === member }.map(ConstraintID.init)
                }
                var itemIndexes: [Int] = []
                for constraint in conflicting {
                    if let index = items.firstIndex(where: { $0.ownConstraints.contains { $0 === constraint } }),
                        !itemIndexes.contains(index)
                    {
                        itemIndexes.append(index)
                    }
                }
                // (An engine that does not name its parts has its errors read as data: no text.)
                let description = namesItsParts
                    ? "unsatisfiable constraint \(spec.label) (conflicts with: \(conflicting.map(\.label).joined(separator: "; ")))" : ""
                throw .unsatisfiable(
                    ConstraintID(index: id), conflicting: ids, items: itemIndexes.sorted().map(ItemID.init), description: description)
            }
            throw .invalid(error.description)
        }
        constraints.append((spec, constraint))
        return ConstraintID(index: id)
    }

    /// Removes a constraint added with ``addConstraint(_:)`` (unknown IDs are ignored).
    public func removeConstraint(_ id: ConstraintID) {
        guard constraints.indices.contains(id.index), let entry = constraints[id.index] else { return }
        constraints[id.index] = nil
        try? solver.removeConstraint(entry.constraint)
    }

    /// Changes a constraint's constant (live metric updates): removes and re-adds it.
    public func setConstant(_ constant: Double, of id: ConstraintID) throws(LayoutError) {
        guard constraints.indices.contains(id.index), var entry = constraints[id.index] else { return }
        entry.spec.constant = constant
        let replacement = try makeSolverConstraint(entry.spec)
        try? solver.removeConstraint(entry.constraint)
        do {
            try solver.addConstraint(replacement)
        } catch {
            try? solver.addConstraint(entry.constraint)
            throw .invalid(error.description)
        }
        constraints[id.index] = (entry.spec, replacement)
    }

    /// The constraint as it was added.
    public func constraint(_ id: ConstraintID) -> ItemConstraint? {
        constraints.indices.contains(id.index) ? constraints[id.index]?.spec : nil
    }

    // MARK: Frames

    /// The item's frame in the engine's coordinate space, exactly as solved (a layout whose
    /// required constraints force a negative size gets a negative size, as in Auto Layout's
    /// engine; an unconstrained variable is 0).
    public func frame(of item: ItemID) -> Rect {
        // (Reads the variables in place: copying the item would retain all its storage.)
        let index = item.index
        return Rect(
            x: clean(solver.value(of: items[index].left)), y: clean(solver.value(of: items[index].top)),
            width: clean(solver.value(of: items[index].width)), height: clean(solver.value(of: items[index].height)))
    }

    /// The value of one attribute of an item in the current solution.
    public func value(of attribute: LayoutAttribute, of item: ItemID) -> Double {
        let expression = physicalExpression(for: item, attribute)
        var value = expression.constant
        for term in expression.terms { value += term.coefficient * solver.value(of: term.variable) }
        return clean(value)
    }

    /// Removes solver noise from a value read back: a value within 1e-9 (relative) of a
    /// fraction with a small denominator (halves, thirds, … up to 64ths: equal splits, also of
    /// sizes that are fractions themselves, such as 27.625 / 3) or of a multiple of 1e-6
    /// becomes that number, correctly rounded (`29.999999999999996` → `30`,
    /// `135.33333333333331` → `135.33333333333334` = 406/3). Other values stay as solved.
    func clean(_ value: Double) -> Double {
        let tolerance = 1e-9 * max(1, abs(value))
        for denominator in 1...64 {
            let d = Double(denominator)
            let numerator = (value * d).rounded()
            if abs(value * d - numerator) < tolerance * d {
                let snapped = numerator / d
                return snapped == 0 ? 0 : snapped
            }
        }
        let rounded = (value * 1e6).rounded() / 1e6
        let snapped = abs(value - rounded) < tolerance ? rounded : value
        return snapped == 0 ? 0 : snapped
    }
}

/// A priority per axis (content hugging, compression resistance) of an engine item.
struct AxisPriorities {
    var horizontal: Double
    var vertical: Double

    subscript(axis: LayoutAxis) -> Double {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}
