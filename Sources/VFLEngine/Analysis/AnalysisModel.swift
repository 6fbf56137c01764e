import LayoutModel
import VFLSolver

/// A layout (with a variant's constraints) loaded into a ``LayoutEngine`` at one check size:
/// the container (fixed, or sized from the content at `fittingSizeLevel`), its guides, each
/// view with the check's intrinsic sizes and its content priorities, and the constraints in
/// file order. Required constraints that conflict are left out and recorded, as Auto Layout
/// breaks them.
struct AnalysisModel {
    let engine: LayoutEngine
    let container: ItemID
    let margins: ItemID
    let safeArea: ItemID
    /// Parallel to the layout's views.
    let views: [ItemID]
    /// The constraints considered, in order (always-on, then the variant's).
    let constraints: [LayoutConstraint]
    /// A left-out required constraint: its index, the indices of the constraints it conflicts
    /// with, and the container items whose engine-made constraints take part.
    struct Rejection {
        var index: Int
        var conflicting: [Int]
        var containerItems: [LayoutItem]
    }
    private(set) var rejections: [Rejection] = []

    /// Whether the engine models a constraint (guides other than margins and safe area, and
    /// offset dimensions, are not modelled yet; such constraints are skipped).
    static func isModelled(_ constraint: LayoutConstraint) -> Bool {
        func modelled(_ item: LayoutItem?) -> Bool {
            switch item {
            case .readable?, .keyboard?: false
            default: true
            }
        }
        return modelled(constraint.first) && modelled(constraint.second)
            && constraint.firstOrigin == nil && constraint.secondOrigin == nil
    }

    /// Loads `constraints` (indices into always-on + variant constraints; `nil`: all).
    init(_ layout: Layout, variant: LayoutVariant?, size: CheckSize, only selection: [Int]? = nil, requiredOnly: Bool = false) {
        let environment = size.environment
        engine = LayoutEngine(layoutDirection: environment.layoutDirection)
        container = engine.addItem(named: "superview")
        var containerConstraints: Set<ConstraintID> = []
        for (attribute, value, fits) in [
            (LayoutAttribute.left, 0.0, false), (.top, 0, false),
            (.width, environment.size.width, size.fitsWidth), (.height, environment.size.height, size.fitsHeight),
        ] {
            // Like `systemLayoutSizeFitting(UILayoutFittingCompressedSize)`: a side taken from
            // the content aims at 0 at the fitting-size priority.
            if let id = try? engine.addConstraint(ItemConstraint(
                container, attribute, .equal, constant: fits ? 0 : value,
                priority: fits ? Priority.fittingSizeLevel : Priority.required, label: "container \(attribute.rawValue)")) {
                containerConstraints.insert(id)
            }
        }
        margins = engine.addGuide(named: "margins", insetFrom: container, by: environment.margins)
        safeArea = engine.addGuide(named: "safeArea", insetFrom: container, by: environment.safeArea)
        var views: [ItemID] = []
        for view in layout.views {
            let item = engine.addItem(named: view.name)
            views.append(item)
            let defaults = ViewTypeDefaults.forType(view.type).overridden(by: view)
            let intrinsic = environment.intrinsicSizes[view.name] ?? IntrinsicContentClasses.checkedSize(of: view)
            engine.setContent(
                item, intrinsicWidth: requiredOnly ? nil : intrinsic.width, intrinsicHeight: requiredOnly ? nil : intrinsic.height,
                hugging: defaults.hugging, compressionResistance: defaults.compressionResistance)
        }
        self.views = views
        let all = layout.constraints + (variant?.constraints ?? [])
        constraints = all
        var added: [ConstraintID: Int] = [:]
        var byName: [String: ItemID] = [:]
        for (view, item) in zip(layout.views, views) { byName[view.name] = item }
        for index in selection ?? Array(all.indices) {
            let constraint = all[index]
            guard Self.isModelled(constraint), !requiredOnly || constraint.priority.value >= 1000 else { continue }
            func item(_ layoutItem: LayoutItem) -> ItemID? {
                switch layoutItem {
                case .superview: container
                case .margins: margins
                case .safeArea: safeArea
                case .readable, .keyboard: nil
                case .view(let name): byName[name]
                }
            }
            guard let first = item(constraint.first) else { continue }
            let second = constraint.second.flatMap(item)
            let spec = ItemConstraint(
                first, constraint.firstAttribute, constraint.relation, second, constraint.secondAttribute,
                multiplier: constraint.multiplier, constant: constraint.constant.value,
                priority: constraint.priority.value, label: constraint.text)
            do {
                added[try engine.addConstraint(spec)] = index
            } catch {
                guard case .unsatisfiable(_, let conflicting, let items, _) = error else { continue }
                var containerItems: [LayoutItem] = conflicting.contains(where: containerConstraints.contains) ? [.superview] : []
                for item in items {
                    if item == margins { containerItems.append(.margins) }
                    if item == safeArea { containerItems.append(.safeArea) }
                }
                rejections.append(Rejection(index: index, conflicting: conflicting.compactMap { added[$0] }, containerItems: containerItems))
            }
        }
    }

    /// Whether the required constraints among `selection` can all hold at `size`.
    static func isSatisfiable(_ layout: Layout, variant: LayoutVariant?, size: CheckSize, _ selection: [Int]) -> Bool {
        AnalysisModel(layout, variant: variant, size: size, only: selection, requiredOnly: true).rejections.isEmpty
    }

    /// The solver variables of a view's frame attribute.
    func expression(_ attribute: FrameAttribute, of view: Int) -> LinearExpression {
        let item = engine.items[views[view].index]
        switch attribute {
        case .x: return LinearExpression(item.left)
        case .y: return LinearExpression(item.top)
        case .width: return LinearExpression(item.width)
        case .height: return LinearExpression(item.height)
        }
    }
}

/// A part of a view's frame.
public enum FrameAttribute: String, Hashable, Sendable, CaseIterable, Comparable {
    case x, y, width, height

    public var axis: LayoutAxis { self == .x || self == .width ? .horizontal : .vertical }

    public static func < (lhs: FrameAttribute, rhs: FrameAttribute) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
