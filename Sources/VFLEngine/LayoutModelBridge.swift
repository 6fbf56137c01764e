import LayoutModel

/// From the front end's model to the engine: one way to add a declared view and to turn a
/// lowered constraint into an ``ItemConstraint``, shared by ``LayoutFrames`` and the check.
extension LayoutEngine {
    /// Adds `view` with the given intrinsic size, its class's (or declared) hugging and
    /// compression resistance, and its baselines (`baseline 17` declares both, `baseline F,L`
    /// each).
    ///
    /// A declared layout guide (`guide NAME`) is an item without content; an external view
    /// (`external view NAME frame X,Y,WxH`) sits at its declared frame, which the layout's
    /// constraints cannot move (without a frame it is a free item the check reports).
    func addView(_ view: ViewDeclaration, intrinsic: (width: Double?, height: Double?)) -> ItemID {
        let item = addItem(named: view.name)
        switch view.role {
        case .subview: break
        case .guide: return item
        case .external(let frame):
            if let frame { setFixedFrame(item, Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)) }
            return item
        }
        let defaults = ViewTypeDefaults.forType(view.type).overridden(by: view)
        setContent(
            item, intrinsicWidth: intrinsic.width, intrinsicHeight: intrinsic.height,
            hugging: defaults.hugging, compressionResistance: defaults.compressionResistance)
        if view.firstBaseline != nil || view.lastBaseline != nil {
            setBaselines(item, firstFromTop: view.firstBaseline ?? view.lastBaseline, lastFromTop: view.lastBaseline ?? view.firstBaseline)
        }
        return item
    }
}

extension LayoutEngine {
    /// The guides of each UIKit scroll view of `layout` (`form.content`, `form.frame`), its item
    /// in `views`: the frame guide is the scroll view's frame; the content guide's origin is the
    /// scroll view's (scroll offset 0, no content inset), its size free for the constraints to
    /// set (the content size). All in the container's coordinates, as UIKit's scroll view
    /// places its content at offset 0 (docs/Engine.md, "Scroll views").
    func addScrollGuides(of layout: Layout, views: (String) -> ItemID?) -> [LayoutItem: ItemID] {
        var guides: [LayoutItem: ItemID] = [:]
        for view in layout.views where view.isSubview && ScrollViewClasses.isScrollView(view.type, on: .uikit) {
            guard let scroll = views(view.name) else { continue }
            let frame = LayoutItem.scrollGuide(view.name, .frame)
            guides[frame] = addGuide(named: frame.name, insetFrom: scroll, by: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
            let contentItem = LayoutItem.scrollGuide(view.name, .content)
            let content = addItem(named: contentItem.name)
            for attribute in [LayoutAttribute.left, .top] {
                _ = try? addConstraint(ItemConstraint(content, attribute, .equal, scroll, attribute, label: "\(contentItem.name) origin"))
            }
            guides[contentItem] = content
        }
        return guides
    }
}

extension LayoutConstraint {
    /// The engine's form of this constraint, its items (and offset origins) mapped by `item`;
    /// `nil` when an item has no engine item.
    func itemConstraint(_ item: (LayoutItem) -> ItemID?, label: String) -> ItemConstraint? {
        func origin(_ anchor: Anchor?) -> ItemAnchor?? {
            guard let anchor else { return .some(nil) }
            return item(anchor.item).map { ItemAnchor($0, anchor.attribute) }
        }
        guard let first = item(first) else { return nil }
        let second = self.second.flatMap(item)
        if self.second != nil, second == nil { return nil }
        guard let firstOrigin = origin(firstOrigin), let secondOrigin = origin(secondOrigin) else { return nil }
        return ItemConstraint(
            first, firstAttribute, relation, second, secondAttribute,
            multiplier: multiplier, constant: constant.value, priority: priority.value, label: label,
            firstOrigin: firstOrigin, secondOrigin: secondOrigin)
    }
}

extension LayoutConstraint {
    /// Whether a side or an offset origin uses leading or trailing, so that the constraint
    /// means something else right-to-left (the check's sizes and the preview's pictures).
    public var usesDirectionalAttributes: Bool {
        firstAttribute.isDirectional || secondAttribute?.isDirectional == true
            || firstOrigin?.attribute.isDirectional == true || secondOrigin?.attribute.isDirectional == true
    }
}

extension LayoutAttribute {
    /// Leading or trailing: an attribute whose side follows the layout direction.
    var isDirectional: Bool { self == .leading || self == .trailing }
}

extension Layout {
    /// The container's guides that the constraints of the layout and `variant` use, as a side
    /// or as an offset's origin (`offset(margins.leading, a.leading)`), in the order margins,
    /// safe area, readable, keyboard.
    public func usedGuides(with variant: LayoutVariant?) -> [LayoutItem] {
        // (A flag per guide, no set or array per constraint: asked for every engine a check builds.)
        var margins = false, safeArea = false, readable = false, keyboard = false
        func note(_ item: LayoutItem?) {
            switch item {
            case .margins?: margins = true
            case .safeArea?: safeArea = true
            case .readable?: readable = true
            case .keyboard?: keyboard = true
            default: break
            }
        }
        func note(_ constraints: [LayoutConstraint]) {
            for constraint in constraints {
                note(constraint.first)
                note(constraint.second)
                note(constraint.firstOrigin?.item)
                note(constraint.secondOrigin?.item)
            }
        }
        note(constraints)
        if let variant { note(variant.constraints) }
        return AnalysisModel.guideOrder.filter { guide in
            switch guide {
            case .margins: margins
            case .safeArea: safeArea
            case .readable: readable
            default: keyboard
            }
        }
    }
}
