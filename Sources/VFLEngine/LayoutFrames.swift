import LayoutModel

/// The outside world a layout is solved in: container size, margins, safe area, intrinsic
/// sizes and direction. Defaults match a plain `UIView`: margins 8, safe area 0, left-to-right.
public struct LayoutEnvironment: Sendable {
    public var size: Size
    public var margins: EdgeInsets
    public var safeArea: EdgeInsets
    /// Intrinsic content sizes by view name; override the `.vfl` preview hints. A `nil`
    /// part means no intrinsic size on that axis.
    public var intrinsicSizes: [String: (width: Double?, height: Double?)]
    public var layoutDirection: LayoutDirection

    public init(
        size: Size, margins: EdgeInsets = .defaultMargins, safeArea: EdgeInsets = .zero,
        intrinsicSizes: [String: (width: Double?, height: Double?)] = [:], layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.size = size
        self.margins = margins
        self.safeArea = safeArea
        self.intrinsicSizes = intrinsicSizes
        self.layoutDirection = layoutDirection
    }
}

/// A required constraint that could not be satisfied, with the required constraints it
/// conflicts with: those of the `.vfl` file, and whether the container's size, its margins
/// or its safe area insets take part.
public struct UnsatisfiableConstraint: Sendable {
    public var constraint: LayoutConstraint
    public var conflicting: [LayoutConstraint]
    /// Among `.superview` (its size), `.margins` and `.safeArea` (their insets).
    public var conflictingContainerItems: [LayoutItem]

    public init(constraint: LayoutConstraint, conflicting: [LayoutConstraint], conflictingContainerItems: [LayoutItem] = []) {
        self.constraint = constraint
        self.conflicting = conflicting
        self.conflictingContainerItems = conflictingContainerItems
    }
}

/// The frames of a layout's views, in declaration order.
public struct SolvedLayout: Sendable {
    public var frames: [(name: String, frame: Rect)]
    /// Required constraints left out because they conflict, in the order they were met.
    public var unsatisfiable: [UnsatisfiableConstraint]

    public func frame(of name: String) -> Rect? { frames.first { $0.name == name }?.frame }
}

/// Solves a ``Layout`` (the front end's lowered constraints) to frames.
public enum LayoutFrames {
    /// Solves `layout` with its always-on constraints and those of `variant` (if any).
    /// Origin at the container's top-left corner, y downwards.
    ///
    /// Required constraints that conflict are left out, as Auto Layout breaks them, and
    /// reported in ``SolvedLayout/unsatisfiable``.
    public static func solve(_ layout: Layout, variant: LayoutVariant? = nil, in environment: LayoutEnvironment) -> SolvedLayout {
        let engine = LayoutEngine(layoutDirection: environment.layoutDirection)
        let container = engine.addItem(named: "superview")
        engine.setFixedFrame(container, Rect(x: 0, y: 0, width: environment.size.width, height: environment.size.height))
        let margins = engine.addGuide(named: "margins", insetFrom: container, by: environment.margins)
        let safeArea = engine.addGuide(named: "safeArea", insetFrom: container, by: environment.safeArea)
        var views: [String: ItemID] = [:]
        for view in layout.views {
            let item = engine.addItem(named: view.name)
            views[view.name] = item
            let defaults = ViewTypeDefaults.forType(view.type).overridden(by: view)
            // The command line beats the file's hint, which beats the class's own size.
            let hint = environment.intrinsicSizes[view.name]
                ?? (view.intrinsicWidth != nil || view.intrinsicHeight != nil
                    ? (view.intrinsicWidth, view.intrinsicHeight) : (defaults.intrinsicWidth, defaults.intrinsicHeight))
            engine.setContent(
                item, intrinsicWidth: hint.width, intrinsicHeight: hint.height,
                hugging: defaults.hugging, compressionResistance: defaults.compressionResistance)
        }
        func item(_ layoutItem: LayoutItem) -> ItemID? {
            switch layoutItem {
            case .superview: container
            case .margins: margins
            case .safeArea: safeArea
            case .readable, .keyboard: nil  // not modelled yet (issue #8)
            case .view(let name): views[name]
            }
        }
        var added: [ConstraintID: LayoutConstraint] = [:]
        var unsatisfiable: [UnsatisfiableConstraint] = []
        for constraint in layout.constraints + (variant?.constraints ?? []) {
            guard let first = item(constraint.first) else { continue }
            let second = constraint.second.flatMap(item)
            if constraint.second != nil, second == nil { continue }
            let spec = ItemConstraint(
                first, constraint.firstAttribute, constraint.relation, second, constraint.secondAttribute,
                multiplier: constraint.multiplier, constant: constraint.constant.value,
                priority: constraint.priority.value, label: constraint.text)
            do {
                let id = try engine.addConstraint(spec)
                added[id] = constraint
            } catch {
                if case .unsatisfiable(_, let conflicting, let items, _) = error {
                    let containerItems: [LayoutItem] = items.compactMap { item in
                        item == container ? .superview : item == margins ? .margins : item == safeArea ? .safeArea : nil
                    }
                    unsatisfiable.append(UnsatisfiableConstraint(
                        constraint: constraint, conflicting: conflicting.compactMap { added[$0] },
                        conflictingContainerItems: containerItems))
                }
            }
        }
        let frames = layout.views.map { ($0.name, engine.frame(of: views[$0.name]!)) }
        return SolvedLayout(frames: frames, unsatisfiable: unsatisfiable)
    }
}
