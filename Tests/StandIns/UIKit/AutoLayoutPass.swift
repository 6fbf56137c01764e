import LayoutModel
import VFLEngine

/// The stand-in's layout pass: solves a view tree's installed constraints with the package's
/// own engine (`VFLEngine.LayoutEngine`, see docs/Engine.md) and assigns every view's
/// `frame` and every layout guide's `layoutFrame`. Not UIKit API.
///
/// The engine is rebuilt on every pass from the tree's current state, following the recipe
/// in docs/Engine.md:
/// 1. one item per view (pre-order from the root) and per layout guide: the margins guide
///    inset by `layoutMargins` (plus `safeAreaInsets` when `insetsLayoutMarginsFromSafeArea`),
///    the safe area guide by `safeAreaInsets`, other guides free (subviews' safe area insets
///    follow their frames: the pass re-solves until they settle, see ``maximumSolves``);
/// 2. the root keeps its frame (`(0, 0, width, height)` in the engine's space, which is the
///    root's bounds); a subview with `translatesAutoresizingMaskIntoConstraints` keeps its
///    frame relative to its superview (required constraints, as its autoresizing mask does);
/// 3. intrinsic content size (`UIView.noIntrinsicMetric` → none) with the view's hugging
///    and compression resistance priorities;
/// 4. every installed constraint, in the order they were installed; margin attributes
///    (`.leadingMargin`, …) go to the view's margins guide. A required constraint that
///    conflicts is broken and logged, as UIKit does;
/// 5. `frame` = engine frame − superview's engine origin; `layoutSubviews()` top-down.
///
/// The layout direction is the root's `effectiveUserInterfaceLayoutDirection` (the engine has
/// one direction per tree).
@MainActor
enum AutoLayoutPass {
    /// Safe area insets of subviews depend on their frames, and guides on those insets: the
    /// pass re-solves until the insets the engine used are those the views report, at most
    /// this many times (UIKit re-lays out after `safeAreaInsetsDidChange` the same way).
    static let maximumSolves = 4

    static func run(containing view: UIView) {
        var root = view
        while let parent = root.superview { root = parent }
        // A multi-line label without `preferredMaxLayoutWidth` is solved on one line first,
        // then measured at the width it got and solved again (UIKit's second pass for such a
        // label; the text model's "Wrapping", docs/Check.md): two solves, not iterated further.
        let wrapping = labels(in: root).filter(\.wrapsAtLayoutWidth)
        for label in wrapping { label.standInWrappingWidth = nil }
        var pass = solve(root)
        if !wrapping.isEmpty {
            var changed = false
            for label in wrapping {
                let before = label.intrinsicContentSize
                label.standInWrappingWidth = Double(label.frame.width)
                if label.intrinsicContentSize != before { changed = true }
            }
            if changed { pass = solve(root) }
        }
        for view in pass.views {
            view.needsLayout = false
            view.layoutSubviews()
        }
    }

    /// Solves the tree until the safe area and system guides settle (``maximumSolves``).
    private static func solve(_ root: UIView) -> Builder {
        var pass: Builder
        var solves = 0
        repeat {
            pass = Builder(root: root)
            pass.build()
            pass.assignFrames()
            solves += 1
        } while !(pass.safeAreaInsetsSettled && pass.systemGuidesSettled()) && solves < maximumSolves
        return pass
    }

    /// The labels of the tree, pre-order.
    private static func labels(in view: UIView) -> [UILabel] {
        ((view as? UILabel).map { [$0] } ?? []) + view.subviews.flatMap { labels(in: $0) }
    }

    /// One pass's engine and the items of the tree.
    @MainActor
    struct Builder {
        let root: UIView
        let engine: LayoutEngine
        private(set) var views: [UIView] = []
        private var items: [ObjectIdentifier: ItemID] = [:]
        private var marginItems: [ObjectIdentifier: ItemID] = [:]
        /// The safe area insets each guide was built with, by view.
        private var usedSafeAreaInsets: [(view: UIView, insets: UIEdgeInsets)] = []
        /// The insets each readable content and keyboard guide was built with (SystemLayoutGuides.swift).
        var usedSystemGuideInsets: [(guide: UILayoutGuide, view: UIView, insets: EdgeInsets)] = []

        init(root: UIView) {
            self.root = root
            self.engine = LayoutEngine(
                layoutDirection: root.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        }

        mutating func build() {
            collect(root)
            engine.setFixedFrame(items[ObjectIdentifier(root)]!, Rect(x: 0, y: 0, width: Double(root.frame.width), height: Double(root.frame.height)))
            for view in views {
                let item = items[ObjectIdentifier(view)]!
                addGuides(of: view, item: item)
                addContent(of: view, item: item)
                if view !== root, view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
                    pinAutoresizedFrame(of: view, item: item, in: items[ObjectIdentifier(parent)]!)
                }
            }
            let installed = views.flatMap(\.installedConstraints).sorted { $0.installationOrder < $1.installationOrder }
            for constraint in installed { add(constraint) }
        }

        private mutating func collect(_ view: UIView) {
            views.append(view)
            items[ObjectIdentifier(view)] = engine.addItem(named: "\(type(of: view))#\(views.count)")
            for subview in view.subviews { collect(subview) }
        }

        private mutating func addGuides(of view: UIView, item: ItemID) {
            for guide in view.ownedLayoutGuides {
                let id: ItemID
                if guide === view.marginsGuide {
                    id = engine.addGuide(named: guide.identifier, insetFrom: item, by: marginInsets(of: view))
                    marginItems[ObjectIdentifier(view)] = id
                } else if guide === view.safeAreaGuide {
                    id = engine.addGuide(named: guide.identifier, insetFrom: item, by: Self.insets(safeAreaInsets(of: view)))
                } else if let insets = systemGuideInsets(guide, of: view) {
                    id = engine.addGuide(named: guide.identifier, insetFrom: item, by: insets)
                } else if let scrollGuide = scrollGuideItem(guide, of: view, item: item) {
                    id = scrollGuide
                } else {
                    id = engine.addItem(named: guide.identifier)
                }
                items[ObjectIdentifier(guide)] = id
            }
        }

        /// The margins guide's insets: `layoutMargins`, measured from the safe area when
        /// `insetsLayoutMarginsFromSafeArea`.
        mutating func marginInsets(of view: UIView) -> EdgeInsets {
            var insets = Self.insets(view.layoutMargins)
            if view.insetsLayoutMarginsFromSafeArea {
                let safe = safeAreaInsets(of: view)
                insets.top += Double(safe.top)
                insets.left += Double(safe.left)
                insets.bottom += Double(safe.bottom)
                insets.right += Double(safe.right)
            }
            return insets
        }

        /// `view.safeAreaInsets`, remembered to check after solving that it has not changed.
        mutating func safeAreaInsets(of view: UIView) -> UIEdgeInsets {
            let insets = view.safeAreaInsets
            usedSafeAreaInsets.append((view, insets))
            return insets
        }

        /// Whether every view's safe area insets are still those its guides were built with.
        var safeAreaInsetsSettled: Bool {
            usedSafeAreaInsets.allSatisfy { $0.view.safeAreaInsets == $0.insets }
        }

        static func insets(_ insets: UIEdgeInsets) -> EdgeInsets {
            EdgeInsets(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
        }

        private func addContent(of view: UIView, item: ItemID) {
            let size = view.intrinsicContentSize
            func metric(_ value: CGFloat) -> Double? { value == UIView.noIntrinsicMetric || value < 0 ? nil : Double(value) }
            engine.setContent(
                item, intrinsicWidth: metric(size.width), intrinsicHeight: metric(size.height),
                hugging: (Double(view.hugging.horizontal.rawValue), Double(view.hugging.vertical.rawValue)),
                compressionResistance: (
                    Double(view.compressionResistance.horizontal.rawValue), Double(view.compressionResistance.vertical.rawValue)))
            if let baselines = view.testingBaselines {
                engine.setBaselines(item, firstFromTop: Double(baselines.first), lastFromTop: Double(baselines.last))
            }
        }

        /// What an autoresizing mask's constraints do while the superview keeps its size: the
        /// frame stays where it is, relative to the superview.
        private func pinAutoresizedFrame(of view: UIView, item: ItemID, in parent: ItemID) {
            let frame = view.frame
            let label = "\(type(of: view)) autoresizing mask"
            for spec in [
                ItemConstraint(item, .left, .equal, parent, .left, constant: Double(frame.minX), label: label),
                ItemConstraint(item, .top, .equal, parent, .top, constant: Double(frame.minY), label: label),
                ItemConstraint(item, .width, .equal, constant: Double(frame.width), label: label),
                ItemConstraint(item, .height, .equal, constant: Double(frame.height), label: label),
            ] {
                addOrLog(spec)
            }
        }

        private mutating func add(_ constraint: NSLayoutConstraint) {
            guard let (first, firstAttribute) = resolve(constraint.firstItem, constraint.firstAttribute) else { return }
            var second: (ItemID, LayoutAttribute)?
            if constraint.secondAttribute != .notAnAttribute {
                guard let resolved = resolve(constraint.secondItem, constraint.secondAttribute) else { return }
                second = resolved
            }
            let relation: Relation = switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            // Offset sides (`anchorWithOffset(to:)`): their origins, when every item is in the tree.
            var origins: [ItemAnchor?] = []
            for origin in [constraint.firstOrigin, constraint.secondOrigin] {
                guard let origin else { origins.append(nil); continue }
                guard let (item, attribute) = resolve(origin.item, origin.attribute) else { return }
                origins.append(ItemAnchor(item, attribute))
            }
            addOrLog(ItemConstraint(
                first, firstAttribute, relation, second?.0, second?.1,
                multiplier: Double(constraint.multiplier), constant: Double(constraint.constant),
                priority: Double(constraint.priority.rawValue), label: Self.describe(constraint),
                firstOrigin: origins[0], secondOrigin: origins[1]))
        }

        /// The engine item and attribute of one side of a constraint.
        private mutating func resolve(_ object: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> (ItemID, LayoutAttribute)? {
            guard let object, let item = items[ObjectIdentifier(object)] else { return nil }
            if let plain = Self.plainAttribute(attribute) { return (item, plain) }
            // A margin attribute: the view's margins guide, which may not exist as an object.
            guard let view = object as? UIView, let base = Self.marginBase(attribute) else { return nil }
            if marginItems[ObjectIdentifier(view)] == nil {
                marginItems[ObjectIdentifier(view)] = engine.addGuide(named: "margins", insetFrom: item, by: marginInsets(of: view))
            }
            return (marginItems[ObjectIdentifier(view)]!, base)
        }

        static func plainAttribute(_ attribute: NSLayoutConstraint.Attribute) -> LayoutAttribute? {
            LayoutAttribute.allCases.first { $0.appleRawValue == attribute.rawValue }
        }

        static func marginBase(_ attribute: NSLayoutConstraint.Attribute) -> LayoutAttribute? {
            switch attribute {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }

        static func describe(_ constraint: NSLayoutConstraint) -> String {
            constraint.identifier ?? "\(constraint.firstAttribute) \(constraint.relation) \(constraint.secondAttribute)"
        }

        private func addOrLog(_ spec: ItemConstraint) {
            do {
                try engine.addConstraint(spec)
            } catch {
                StandInLog.brokenConstraint(error.description)
            }
        }

        func assignFrames() {
            for view in views where view !== root {
                guard let parent = view.superview else { continue }
                view.frame = relativeFrame(of: items[ObjectIdentifier(view)]!, in: items[ObjectIdentifier(parent)]!)
            }
            for view in views {
                for guide in view.ownedLayoutGuides {
                    guide.layoutFrame = relativeFrame(of: items[ObjectIdentifier(guide)]!, in: items[ObjectIdentifier(view)]!)
                }
                if let scrollView = view as? UIScrollView, let content = scrollView.existingContentLayoutGuide {
                    scrollView.contentSize = content.layoutFrame.size
                }
            }
        }

        private func relativeFrame(of item: ItemID, in parent: ItemID) -> CGRect {
            let frame = engine.frame(of: item)
            let origin = engine.frame(of: parent)
            return CGRect(x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height)
        }
    }
}
