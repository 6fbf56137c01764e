import LayoutModel
import VFLEngine

/// The stand-in's layout pass: solves a view tree's installed constraints with the package's
/// own engine (`VFLEngine.LayoutEngine`, see docs/Engine.md) and assigns every view's
/// `frame` and every layout guide's `frame`. Not AppKit API.
///
/// The engine is rebuilt on every pass from the tree's current state, following the recipe
/// in docs/Engine.md:
/// 1. one item per view (pre-order from the root) and per layout guide: the safe area guide
///    inset by `safeAreaInsets`, the margins guide by 8 on each side from the safe area (AppKit
///    has no `layoutMargins` to set; 8 is `vflgen frames`' default), other guides free
///    (subviews' safe area insets follow their frames: the pass re-solves until they settle);
/// 2. the root keeps its frame (`(0, 0, width, height)` in the engine's space, which is the
///    root's bounds); a subview with `translatesAutoresizingMaskIntoConstraints` keeps its
///    frame relative to its superview (required constraints, as its autoresizing mask does);
/// 3. intrinsic content size (`NSView.noIntrinsicMetric` → none) with the view's hugging
///    and compression resistance priorities;
/// 4. every installed constraint, in the order they were installed. A required constraint that
///    conflicts is broken and logged, as AppKit does;
/// 5. `frame` = engine frame − superview's engine origin, with y measured from the bottom in
///    an unflipped superview (`isFlipped == false`, AppKit's default; docs/Engine.md
///    "Frames and AppKit's coordinates"); `layout()` top-down.
///
/// The engine itself works top-down (origin at the root's top-left, y downwards).
///
/// The layout direction is the root's `userInterfaceLayoutDirection` (the engine has
/// one direction per tree).
@MainActor
enum AutoLayoutPass {
    /// Safe area insets of subviews depend on their frames, and guides on those insets: the
    /// pass re-solves until the insets the engine used are those the views report, at most
    /// this many times.
    static let maximumSolves = 4

    static func run(containing view: NSView) {
        var root = view
        while let parent = root.superview { root = parent }
        var pass: Builder
        var solves = 0
        repeat {
            pass = Builder(root: root)
            pass.build()
            pass.assignFrames()
            solves += 1
        } while !pass.safeAreaInsetsSettled && solves < maximumSolves
        for view in pass.views {
            view.needsLayout = false
            view.layout()
        }
    }

    /// One pass's engine and the items of the tree.
    @MainActor
    struct Builder {
        let root: NSView
        let engine: LayoutEngine
        private(set) var views: [NSView] = []
        private var items: [ObjectIdentifier: ItemID] = [:]
        /// The safe area insets each guide was built with, by view.
        private var usedSafeAreaInsets: [(view: NSView, insets: NSEdgeInsets)] = []

        init(root: NSView) {
            self.root = root
            self.engine = LayoutEngine(
                layoutDirection: root.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
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

        private mutating func collect(_ view: NSView) {
            views.append(view)
            items[ObjectIdentifier(view)] = engine.addItem(named: "\(type(of: view))#\(views.count)")
            for subview in view.subviews { collect(subview) }
        }

        private mutating func addGuides(of view: NSView, item: ItemID) {
            for guide in view.ownedLayoutGuides {
                let id: ItemID
                if guide === view.marginsGuide {
                    id = engine.addGuide(named: guide.identifier.rawValue, insetFrom: item, by: marginInsets(of: view))
                } else if guide === view.safeAreaGuide {
                    id = engine.addGuide(named: guide.identifier.rawValue, insetFrom: item, by: Self.insets(safeAreaInsets(of: view)))
                } else {
                    id = engine.addItem(named: guide.identifier.rawValue)
                }
                items[ObjectIdentifier(guide)] = id
            }
        }

        /// The margins guide's insets: 8 on each side, measured from the safe area.
        mutating func marginInsets(of view: NSView) -> EdgeInsets {
            let safe = safeAreaInsets(of: view)
            return EdgeInsets(
                top: 8 + Double(safe.top), left: 8 + Double(safe.left),
                bottom: 8 + Double(safe.bottom), right: 8 + Double(safe.right))
        }

        /// `view.safeAreaInsets`, remembered to check after solving that it has not changed.
        mutating func safeAreaInsets(of view: NSView) -> NSEdgeInsets {
            let insets = view.safeAreaInsets
            usedSafeAreaInsets.append((view, insets))
            return insets
        }

        /// Whether every view's safe area insets are still those its guides were built with.
        var safeAreaInsetsSettled: Bool {
            usedSafeAreaInsets.allSatisfy { entry in
                let now = entry.view.safeAreaInsets
                return now.top == entry.insets.top && now.left == entry.insets.left
                    && now.bottom == entry.insets.bottom && now.right == entry.insets.right
            }
        }

        static func insets(_ insets: NSEdgeInsets) -> EdgeInsets {
            EdgeInsets(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
        }

        private func addContent(of view: NSView, item: ItemID) {
            let size = view.intrinsicContentSize
            func metric(_ value: CGFloat) -> Double? { value == NSView.noIntrinsicMetric || value < 0 ? nil : Double(value) }
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
        /// frame stays where it is, relative to the superview (from its bottom edge when the
        /// superview is unflipped).
        private func pinAutoresizedFrame(of view: NSView, item: ItemID, in parent: ItemID) {
            let frame = view.frame
            let label = "\(type(of: view)) autoresizing mask"
            let flipped = view.superview?.isFlipped ?? true
            for spec in [
                ItemConstraint(item, .left, .equal, parent, .left, constant: Double(frame.minX), label: label),
                flipped
                    ? ItemConstraint(item, .top, .equal, parent, .top, constant: Double(frame.minY), label: label)
                    : ItemConstraint(item, .bottom, .equal, parent, .bottom, constant: -Double(frame.minY), label: label),
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
            // AppKit has no margin attributes: every attribute is a plain one.
            guard let plain = Self.plainAttribute(attribute) else { return nil }
            return (item, plain)
        }

        static func plainAttribute(_ attribute: NSLayoutConstraint.Attribute) -> LayoutAttribute? {
            LayoutAttribute.allCases.first { $0.appleRawValue == attribute.rawValue }
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
                view.frame = relativeFrame(of: items[ObjectIdentifier(view)]!, in: items[ObjectIdentifier(parent)]!, flipped: parent.isFlipped)
            }
            for view in views {
                for guide in view.ownedLayoutGuides {
                    guide.frame = relativeFrame(of: items[ObjectIdentifier(guide)]!, in: items[ObjectIdentifier(view)]!, flipped: view.isFlipped)
                }
            }
        }

        /// `item`'s frame in `parent`'s coordinates: y from the top if `flipped`, else from the bottom.
        private func relativeFrame(of item: ItemID, in parent: ItemID, flipped: Bool) -> CGRect {
            let frame = engine.frame(of: item)
            let container = engine.frame(of: parent)
            let top = frame.y - container.y
            let y = flipped ? top : container.height - top - frame.height
            return CGRect(x: frame.x - container.x, y: y, width: frame.width, height: frame.height)
        }
    }
}
