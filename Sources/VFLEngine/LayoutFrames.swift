import LayoutModel
import VFLSolver

/// The outside world a layout is solved in: container size, margins, safe area, keyboard,
/// intrinsic sizes and direction. Defaults match a plain `UIView`: margins 8, safe area 0,
/// no keyboard, left-to-right.
public struct LayoutEnvironment: Sendable {
    public var size: Size
    /// The layout margins guide's insets (`readable` is derived from them, see ``SystemGuides``).
    public var margins: EdgeInsets
    public var safeArea: EdgeInsets
    /// The keyboard's height from the container's bottom edge; 0 means hidden (the keyboard
    /// guide's top is then the safe area's bottom).
    public var keyboardHeight: Double
    /// Intrinsic content sizes by view name; override the `.vfl` preview hints. A `nil`
    /// part means no intrinsic size on that axis.
    public var intrinsicSizes: [String: (width: Double?, height: Double?)]
    public var layoutDirection: LayoutDirection
    /// The Dynamic Type size and text length the views' sample content is measured at.
    public var content: ContentConfiguration

    public init(
        size: Size, margins: EdgeInsets = .defaultMargins, safeArea: EdgeInsets = .zero, keyboardHeight: Double = 0,
        intrinsicSizes: [String: (width: Double?, height: Double?)] = [:], layoutDirection: LayoutDirection = .leftToRight,
        content: ContentConfiguration = .standard
    ) {
        self.size = size
        self.margins = margins
        self.safeArea = safeArea
        self.keyboardHeight = keyboardHeight
        self.intrinsicSizes = intrinsicSizes
        self.layoutDirection = layoutDirection
        self.content = content
    }

    /// The readable content guide's insets (the margins narrowed to the readable width).
    public var readableInsets: EdgeInsets { SystemGuides.readableInsets(width: size.width, margins: margins) }

    /// The keyboard layout guide's insets.
    public var keyboardInsets: EdgeInsets {
        SystemGuides.keyboardInsets(
            height: size.height, safeAreaBottom: safeArea.bottom,
            keyboardTop: keyboardHeight > 0 ? size.height - keyboardHeight : nil)
    }
}

/// A required constraint that could not be satisfied, with the required constraints it
/// conflicts with: those of the `.vfl` file, and whether the container's size or the
/// placement of one of its guides (margins, safe area, readable, keyboard) takes part.
public struct UnsatisfiableConstraint: Sendable {
    public var constraint: LayoutConstraint
    public var conflicting: [LayoutConstraint]
    /// Among `.superview` (its size) and the guides `.margins`, `.safeArea`, `.readable`,
    /// `.keyboard` (their placement), in that order; then the views whose intrinsic content
    /// size takes part (a required hugging or compression resistance).
    public var conflictingContainerItems: [LayoutItem]

    public init(constraint: LayoutConstraint, conflicting: [LayoutConstraint], conflictingContainerItems: [LayoutItem] = []) {
        self.constraint = constraint
        self.conflicting = conflicting
        self.conflictingContainerItems = conflictingContainerItems
    }
}

/// The sides of a container taken from its content (`container 375x_`, `--size 375x_`): the
/// smallest the constraints allow, as `systemLayoutSizeFitting(UILayoutFittingCompressedSize)`.
public struct FittingSides: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let width = FittingSides(rawValue: 1)
    public static let height = FittingSides(rawValue: 2)
}

/// The frames of a layout's views, in declaration order.
public struct SolvedLayout: Sendable {
    public var frames: [(name: String, frame: Rect)]
    /// The container's size: the environment's, or the fitting size on a fitting side.
    public var containerSize = Size(width: 0, height: 0)
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
    /// reported in ``SolvedLayout/unsatisfiable``. A side in `fitting` is the smallest the
    /// constraints allow (it aims at 0 at `fittingSizeLevel`, as the check's fitting sizes);
    /// the environment's size on that side is then 0.
    ///
    /// A view's intrinsic size is, first to last: the environment's, its `intrinsic` hint, its
    /// sample content measured at the environment's ``LayoutEnvironment/content``
    /// (``ContentMeasure``), its class's (``ContentSizeTable``). A label of more than one line
    /// wraps at the width it is given, as `UILabel` with `preferredMaxLayoutWidth` unset: the
    /// layout is solved with each such label on one line, the label measured at its solved
    /// width, and the layout solved again with that height.
    public static func solve(_ layout: Layout, variant: LayoutVariant? = nil, in environment: LayoutEnvironment, fitting: FittingSides = []) -> SolvedLayout {
        var sizes = environment.intrinsicSizes
        var wrapping: [ViewDeclaration] = []
        for view in layout.views where sizes[view.name] == nil && view.intrinsicWidth == nil && view.intrinsicHeight == nil {
            guard let measured = ContentMeasure.intrinsicSize(of: view, in: environment.content) else { continue }
            sizes[view.name] = measured
            if ContentMeasure.wraps(view) { wrapping.append(view) }
        }
        let first = solveOnce(layout, variant: variant, in: environment, intrinsicSizes: sizes, fitting: fitting)
        guard !wrapping.isEmpty else { return first }
        var changed = false
        for view in wrapping {
            guard let solvedWidth = first.frame(of: view.name)?.width, let unwrapped = sizes[view.name]?.width,
                let height = ContentMeasure.intrinsicSize(of: view, in: environment.content, width: solvedWidth)?.height
            else { continue }
            let size = (width: Optional(min(unwrapped, solvedWidth)), height: Optional(height))
            if size.width != sizes[view.name]?.width || size.height != sizes[view.name]?.height {
                sizes[view.name] = size
                changed = true
            }
        }
        return changed ? solveOnce(layout, variant: variant, in: environment, intrinsicSizes: sizes, fitting: fitting) : first
    }

    /// One solve with the given intrinsic sizes (else hints and class sizes).
    private static func solveOnce(
        _ layout: Layout, variant: LayoutVariant?, in environment: LayoutEnvironment,
        intrinsicSizes: [String: (width: Double?, height: Double?)], fitting: FittingSides
    ) -> SolvedLayout {
        let engine = LayoutEngine(layoutDirection: environment.layoutDirection)
        let container = engine.addItem(named: "superview")
        var containerConstraints: Set<ConstraintID> = []
        if fitting.isEmpty {
            engine.setFixedFrame(container, Rect(x: 0, y: 0, width: environment.size.width, height: environment.size.height))
        } else {
            for (attribute, value, fits) in [
                (LayoutAttribute.left, 0.0, false), (.top, 0, false),
                (.width, environment.size.width, fitting.contains(.width)), (.height, environment.size.height, fitting.contains(.height)),
            ] {
                if let id = try? engine.addConstraint(ItemConstraint(
                    container, attribute, .equal, constant: fits ? 0 : value,
                    priority: fits ? Priority.fittingSizeLevel : Priority.required, label: "container \(attribute.rawValue)")) {
                    containerConstraints.insert(id)
                }
            }
        }
        var guides: [LayoutItem: ItemID] = [.superview: container]
        for (guide, insets) in [
            (LayoutItem.margins, environment.margins), (.safeArea, environment.safeArea),
            (.readable, environment.readableInsets), (.keyboard, environment.keyboardInsets),
        ] {
            guides[guide] = engine.addGuide(named: guide.name, insetFrom: container, by: insets)
        }
        var views: [String: ItemID] = [:]
        for view in layout.views {
            // The command line beats the file's hint, which beats the class's own size (the
            // check's model: ``IntrinsicContentClasses/checkedSize(of:)``).
            let hint = intrinsicSizes[view.name] ?? IntrinsicContentClasses.checkedSize(of: view)
            views[view.name] = engine.addView(view, intrinsic: hint)
        }
        func item(_ layoutItem: LayoutItem) -> ItemID? {
            if case .view(let name) = layoutItem { return views[name] }
            return guides[layoutItem]
        }
        var added: [ConstraintID: LayoutConstraint] = [:]
        var unsatisfiable: [UnsatisfiableConstraint] = []
        for constraint in layout.constraints + (variant?.constraints ?? []) {
            guard let spec = constraint.itemConstraint(item, label: constraint.text) else { continue }
            do {
                let id = try engine.addConstraint(spec)
                added[id] = constraint
            } catch {
                if case .unsatisfiable(_, let conflicting, let items, _) = error {
                    var containerItems = LayoutItem.containerItems.filter { guide in items.contains { $0 == guides[guide] } }
                    if conflicting.contains(where: containerConstraints.contains) { containerItems.insert(.superview, at: 0) }
                    // A view whose content size is required (hugging or compression 1000).
                    containerItems += layout.views.filter { view in items.contains { $0 == views[view.name] } }.map { LayoutItem.view($0.name) }
                    unsatisfiable.append(UnsatisfiableConstraint(
                        constraint: constraint, conflicting: conflicting.compactMap { added[$0] },
                        conflictingContainerItems: containerItems))
                }
            }
        }
        let frames = layout.views.map { ($0.name, engine.frame(of: views[$0.name]!)) }
        let bounds = engine.frame(of: container)
        return SolvedLayout(frames: frames, containerSize: Size(width: bounds.width, height: bounds.height), unsatisfiable: unsatisfiable)
    }
}

extension LayoutItem {
    /// The container and its guides, in the order diagnostics list them.
    static let containerItems: [LayoutItem] = [.superview, .margins, .safeArea, .readable, .keyboard]
}
