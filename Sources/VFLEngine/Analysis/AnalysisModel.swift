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
    /// The container and its guides (margins, safe area, readable content, keyboard).
    let guides: [LayoutItem: ItemID]
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
    /// In a model made with ``init(sweeping:variant:direction:)``: the edit variables of the
    /// container's width and height and of each guide's insets (top, left, bottom, right), in
    /// ``guideOrder``.
    private(set) var edits: [Variable] = []
    private var editValues: [Double] = []
    /// The guides whose insets are edit variables, in order (those the layout uses).
    private var editedGuides: [LayoutItem] = []
    /// Each view's intrinsic size in the engine now (parallel to ``views``).
    private(set) var intrinsicSizes: [(width: Double?, height: Double?)] = []

    /// The priority of the environment's edit variables: above every priority a layout uses
    /// below required, so with the edits met the layout solves exactly as with a fixed
    /// container (priorities are strictly ordered).
    static let environmentPriority = 999.999

    /// The container's guides, in the order of the edit variables.
    static let guideOrder: [LayoutItem] = [.margins, .safeArea, .readable, .keyboard]

    /// Each guide's insets in `environment`.
    static func insets(of guide: LayoutItem, in environment: LayoutEnvironment) -> EdgeInsets {
        switch guide {
        case .margins: environment.margins
        case .safeArea: environment.safeArea
        case .readable: environment.readableInsets
        default: environment.keyboardInsets
        }
    }

    /// Loads `constraints` (indices into always-on + variant constraints; `nil`: all) at one
    /// fixed size.
    init(_ layout: Layout, variant: LayoutVariant?, size: CheckSize, only selection: [Int]? = nil, requiredOnly: Bool = false) {
        // In a fix proof, an edited layout's engine starts from a copy of the original's build
        // at this size where the edit first changes a step (``BuildPrefixes``): the same steps.
        if selection == nil, !requiredOnly, let prefixes = Self.prefixes, let model = prefixes.model(layout, variant: variant, size: size) {
            self = model
            return
        }
        var build = Self.fixedBuild(layout, variant: variant, size: size, only: selection, requiredOnly: requiredOnly)
        build.addConstraints(upTo: build.order.count)
        self = build.finished()
    }

    /// The steps of ``init(_:variant:size:only:requiredOnly:)`` up to the layout's constraints.
    static func fixedBuild(_ layout: Layout, variant: LayoutVariant?, size: CheckSize, only selection: [Int]?, requiredOnly: Bool) -> Build {
        let environment = size.environment
        let engine = LayoutEngine(layoutDirection: environment.layoutDirection, namingItsParts: false)
        let container = engine.addItem(named: "superview")
        var containerConstraints = Set<ConstraintID>(minimumCapacity: 4)
        for (attribute, value, fits) in [
            (LayoutAttribute.left, 0.0, false), (.top, 0, false),
            (.width, environment.size.width, size.fitsWidth), (.height, environment.size.height, size.fitsHeight),
        ] {
            // Like `systemLayoutSizeFitting(UILayoutFittingCompressedSize)`: a side taken from
            // the content aims at 0 at the fitting-size priority.
            if let id = try? engine.addConstraint(ItemConstraint(
                container, attribute, .equal, constant: fits ? 0 : value,
                priority: fits ? Priority.fittingSizeLevel : Priority.required, label: engine.namesItsParts ? "container \(attribute.rawValue)" : "")) {
                containerConstraints.insert(id)
            }
        }
        var guides: [LayoutItem: ItemID] = [.superview: container]
        for guide in layout.usedGuides(with: variant) {  // only those get items
            guides[guide] = engine.addGuide(named: guide.name, insetFrom: container, by: Self.insets(of: guide, in: environment))
        }
        return Build(
            layout, variant: variant, engine: engine, container: container, guides: guides,
            containerConstraints: containerConstraints, intrinsicSizes: environment.intrinsicSizes, content: environment.content,
            only: selection, requiredOnly: requiredOnly)
    }

    /// A model to sweep over many sizes in one direction and content configuration (the
    /// views' intrinsic sizes measured in `content`, or `intrinsicSizes`' where it names the
    /// view; ``setIntrinsicSizes(_:)`` moves them later): the container's size and the guides'
    /// insets are edit variables (see ``move(to:)``), so each size costs a few dual simplex
    /// pivots instead of a new engine. This and ``init(_:variant:size:only:requiredOnly:)``
    /// are where the check gets an engine for (layout, variant, size, direction, content):
    /// the seam for moving an engine from one content configuration to another.
    init(
        sweeping layout: Layout, variant: LayoutVariant?, direction: LayoutDirection, content: ContentConfiguration = .standard,
        intrinsicSizes: [String: (width: Double?, height: Double?)] = [:], startingAt start: CheckSize? = nil
    ) {
        // In a fix proof, an edited layout's engine starts from a copy of the original's build
        // where the edit first changes a step (``BuildPrefixes``): the same steps either way.
        if intrinsicSizes.isEmpty, let prefixes = Self.prefixes,
           let model = prefixes.model(sweeping: layout, variant: variant, direction: direction, content: content, startingAt: start) {
            self = model
            return
        }
        var sweep = Self.sweepingBuild(layout, variant: variant, direction: direction, content: content, intrinsicSizes: intrinsicSizes, startingAt: start)
        sweep.build.addConstraints(upTo: sweep.build.order.count)
        self = sweep.finished()
    }

    /// A sweeping model's build before its constraints (``Build``), with its edit variables.
    struct SweepingBuild {
        var build: Build
        var edits: [Variable]
        var editValues: [Double]
        var editedGuides: [LayoutItem]

        /// A copy whose engine is a copy (``LayoutEngine/copy()``): building on goes on alone.
        func copied() -> SweepingBuild {
            var copy = self
            copy.build = build.copied()
            return copy
        }

        /// Its content added (``Build/finished()``), with its edit variables.
        consuming func finished() -> AnalysisModel {
            var model = build.finished()
            model.edits = edits
            model.editValues = editValues
            model.editedGuides = editedGuides
            return model
        }
    }

    /// The steps of ``init(sweeping:variant:direction:content:intrinsicSizes:startingAt:)``
    /// up to the layout's constraints.
    static func sweepingBuild(
        _ layout: Layout, variant: LayoutVariant?, direction: LayoutDirection, content: ContentConfiguration,
        intrinsicSizes: [String: (width: Double?, height: Double?)], startingAt start: CheckSize?
    ) -> SweepingBuild {
        let engine = LayoutEngine(layoutDirection: direction, namingItsParts: false)
        let solver = engine.solver
        let container = engine.addItem(named: "superview")
        _ = try? engine.addConstraint(ItemConstraint(container, .left, .equal, constant: 0, label: "container left"))
        _ = try? engine.addConstraint(ItemConstraint(container, .top, .equal, constant: 0, label: "container top"))
        let c = engine.items[container.index]
        var edits = [c.width, c.height]
        var guides: [LayoutItem: ItemID] = [.superview: container]
        let used = layout.usedGuides(with: variant)
        for name in used {
            let guide = engine.addItem(named: name.name)
            let g = engine.items[guide.index]
            let insets = (0..<4).map { _ in solver.makeVariable() }
            for constraint in [
                Constraint(g.top, .equal, c.top + insets[0]),
                Constraint(g.left, .equal, c.left + insets[1]),
                Constraint(g.top + g.height, .equal, c.top + c.height - insets[2]),
                Constraint(g.left + g.width, .equal, c.left + c.width - insets[3]),
            ] { try? solver.addConstraint(constraint) }
            edits += insets
            guides[name] = guide
        }
        for variable in edits { try? solver.addEditVariable(variable, priority: Self.environmentPriority) }
        // Starting at the first size, the layout's constraints go in without first fighting a
        // 0 × 0 container (and the first move costs nothing).
        let startValues = start.map { Self.editValues(at: $0, guides: used) } ?? edits.map { _ in 0 }
        for (variable, value) in zip(edits, startValues) where value != 0 { try? solver.suggestValue(value, for: variable) }
        let build = Build(
            layout, variant: variant, engine: engine, container: container, guides: guides,
            containerConstraints: [], intrinsicSizes: intrinsicSizes, content: content, only: nil, requiredOnly: false, contentLast: true)
        return SweepingBuild(build: build, edits: edits, editValues: startValues, editedGuides: used)
    }

    /// The edit variables' values at `size`: the container's width and height, then each
    /// guide's insets (top, left, bottom, right).
    static func editValues(at size: CheckSize, guides: [LayoutItem]) -> [Double] {
        let e = size.environment
        return [e.size.width, e.size.height] + guides.flatMap { guide in
            let insets = Self.insets(of: guide, in: e)
            return [insets.top, insets.left, insets.bottom, insets.right]
        }
    }

    /// Moves a sweeping model to `size` (not fitting); `false` when the layout's required
    /// constraints do not let the container have that size and insets (then analyse that size
    /// with a fixed model, which names the conflict).
    mutating func move(to size: CheckSize) -> Bool {
        move(to: size, intrinsicSizes: nil)
    }

    /// ``setIntrinsicSizes(_:)`` (unless `intrinsicSizes` is `nil`), then ``move(to:)``, in one
    /// re-solve: a sweep moved to another content configuration's size, or to a size's
    /// wrapped labels.
    mutating func move(to size: CheckSize, intrinsicSizes intrinsic: ((Int) -> (width: Double?, height: Double?))?) -> Bool {
        let values = Self.editValues(at: size, guides: editedGuides)
        var suggestions: [(value: Double, variable: Variable)] = []
        for (index, value) in values.enumerated() where value != editValues[index] {
            suggestions.append((value, edits[index]))
            editValues[index] = value
        }
        var changed: [(item: ItemID, width: Double?, height: Double?)] = []
        if let intrinsic { changed = changedIntrinsicSizes(intrinsic) }
        if changed.isEmpty {
            // (Each suggestion re-solved on its own: the path a sweep takes through sizes of one
            // configuration stays the one the check's tests and fixtures were recorded with.)
            for (value, variable) in suggestions { try? engine.solver.suggestValue(value, for: variable) }
        } else {
            engine.setIntrinsicSizes(changed, suggesting: suggestions)
        }
        return zip(edits, values).allSatisfy { abs(engine.solver.value(of: $0) - $1) <= SizeAnalysis.tolerance * max(1, abs($1)) }
    }

    /// Moves the views' intrinsic sizes on the live engine to `size(view)` (each view's index),
    /// only where they differ, re-solved once (``LayoutEngine/setIntrinsicSizes(_:)``): a sweeping
    /// model moved to another content configuration, or to a size's wrapped labels. Changing
    /// a content size changes the constants of the views' own constraints, not the constraints.
    mutating func setIntrinsicSizes(_ size: (Int) -> (width: Double?, height: Double?)) {
        let changed = changedIntrinsicSizes(size)
        guard !changed.isEmpty else { return }
        engine.setIntrinsicSizes(changed)
    }

    /// The views whose intrinsic sizes `size` changes, with their new sizes (now kept as theirs).
    private mutating func changedIntrinsicSizes(_ size: (Int) -> (width: Double?, height: Double?)) -> [(item: ItemID, width: Double?, height: Double?)] {
        var changed: [(item: ItemID, width: Double?, height: Double?)] = []
        for index in views.indices {
            let new = size(index)
            let old = intrinsicSizes[index]
            guard new.width != old.width || new.height != old.height else { continue }
            changed.append((views[index], new.width, new.height))
            intrinsicSizes[index] = new
        }
        return changed
    }

    /// A copy whose engine is a copy (``LayoutEngine/copy()``): moving either leaves the other
    /// where it is.
    func copied() -> AnalysisModel {
        var copy = AnalysisModel(engine: engine.copy(), container: container, guides: guides, views: views, constraints: constraints)
        copy.rejections = rejections
        copy.edits = edits
        copy.editValues = editValues
        copy.editedGuides = editedGuides
        copy.intrinsicSizes = intrinsicSizes
        return copy
    }

    private init(engine: LayoutEngine, container: ItemID, guides: [LayoutItem: ItemID], views: [ItemID], constraints: [LayoutConstraint]) {
        self.engine = engine
        self.container = container
        self.guides = guides
        self.views = views
        self.constraints = constraints
    }

    /// A model's build in its steps: the views (made at ``init(_:variant:engine:container:guides:containerConstraints:intrinsicSizes:content:only:requiredOnly:contentLast:)``),
    /// the layout's constraints one at a time in order (``addConstraints(upTo:)``), then the
    /// views' content (``finished()``). A build copied half way (``SweepingBuild/copied()``)
    /// goes on exactly as the original would.
    struct Build {
        var engine: LayoutEngine
        let container: ItemID
        let guides: [LayoutItem: ItemID]
        let views: [ItemID]
        let intrinsics: [(width: Double?, height: Double?)]
        /// The views' content priorities (and class sizes); see ``takeContentPriorities(of:at:)``.
        var defaults: [ViewTypeDefaults]
        /// Whether the views' intrinsic-size constraints go in after the layout's (see below).
        let contentLast: Bool
        let requiredOnly: Bool
        let byName: [String: ItemID]
        /// The layout's views' names, parallel to ``views``.
        let viewNames: [String]
        let containerConstraints: Set<ConstraintID>
        /// The constraints (always-on, then the variant's) and the indices added, in order.
        private(set) var all: [LayoutConstraint]
        private(set) var order: [Int]
        /// How many of `order` were added.
        private(set) var position = 0
        private var added: [ConstraintID: Int] = [:]
        private(set) var rejections: [Rejection] = []

        init(
            _ layout: Layout, variant: LayoutVariant?, engine: LayoutEngine, container: ItemID, guides: [LayoutItem: ItemID],
            containerConstraints: Set<ConstraintID>, intrinsicSizes: [String: (width: Double?, height: Double?)],
            content: ContentConfiguration, only selection: [Int]?, requiredOnly: Bool, contentLast: Bool = false
        ) {
            self.engine = engine
            self.container = container
            self.requiredOnly = requiredOnly
            self.containerConstraints = containerConstraints
            // With `contentLast`, the views' intrinsic-size constraints go in after the layout's
            // constraints: the same constraints, but the rows that close a chain still find a free
            // width or height to solve for instead of needing an artificial variable. Not when a
            // content priority is required (then the order decides which constraint is left out).
            let defaults = layout.views.map { ViewTypeDefaults.forType($0.type).overridden(by: $0) }
            self.defaults = defaults
            let contentLast = contentLast && !requiredOnly && !defaults.contains(where: \.hasRequiredContentPriority)
            self.contentLast = contentLast
            var views: [ItemID] = []
            var intrinsics: [(width: Double?, height: Double?)] = []
            // A satisfiability test of a few constraints (``isSatisfiable(_:variant:size:_:)``)
            // leaves out the views that add nothing to it: no selected constraint uses them and
            // they bring no constraint of their own (a required content size, a fixed frame). The
            // others keep their order, so every comparison of symbols, and with it every step
            // the solver takes, is the same as with all of them.
            let used = requiredOnly ? selection.map { AnalysisModel.items(usedBy: $0, in: layout.constraints + (variant?.constraints ?? [])) } : nil
            for view in layout.views {
                let intrinsic = intrinsicSizes[view.name] ?? IntrinsicContentClasses.checkedSize(of: view, in: content)
                intrinsics.append(intrinsic)
                let given: (width: Double?, height: Double?) = requiredOnly ? AnalysisModel.requiredPart(of: intrinsic, view) : contentLast ? (nil, nil) : intrinsic
                if let used, !used.contains(view.name), given.width == nil, given.height == nil, !AnalysisModel.hasFixedFrame(view) {
                    views.append(ItemID(index: -1))  // never read: the model answers only whether it was satisfiable
                    continue
                }
                views.append(engine.addView(view, intrinsic: given))
            }
            self.views = views
            self.intrinsics = intrinsics
            var guides = guides
            var byName = [String: ItemID](minimumCapacity: layout.views.count)
            for (view, item) in zip(layout.views, views) { byName[view.name] = item }
            // A scroll view left out (no selected constraint uses it or its guides) has no guides.
            guides.merge(engine.addScrollGuides(of: layout) { name in byName[name].flatMap { $0.index < 0 ? nil : $0 } }) { $1 }
            self.guides = guides
            self.byName = byName
            viewNames = layout.views.map(\.name)
            all = layout.constraints + (variant?.constraints ?? [])
            order = selection ?? Array(all.indices)
        }

        /// The engine's form of the constraint at `index` of ``all`` (`nil`: not added: it is
        /// not required in a required-only build, or names an item the engine does not have).
        func spec(at index: Int) -> ItemConstraint? {
            spec(of: all[index])
        }

        /// The engine's form of `constraint` in this build (see ``spec(at:)``).
        func spec(of constraint: LayoutConstraint) -> ItemConstraint? {
            guard !requiredOnly || constraint.priority.value >= 1000 else { return nil }
            let guides = self.guides
            let byName = self.byName
            return constraint.itemConstraint({ (layoutItem: LayoutItem) -> ItemID? in
                if case .view(let name) = layoutItem { return byName[name] }
                return guides[layoutItem]
            }, label: "")  // labels are not read here
        }

        /// A copy whose engine is a copy (``LayoutEngine/copy()``): building on goes on alone.
        func copied() -> Build {
            var copy = self
            copy.engine = engine.copy()
            return copy
        }

        /// Goes on with `constraints` instead of the layout's (an edited copy's, the same up to
        /// ``position``), every one of them in order.
        mutating func replaceConstraints(with constraints: [LayoutConstraint]) {
            all = constraints
            order = Array(constraints.indices)
        }

        /// Adds the constraints of ``order`` before `end` not yet added; a required one that
        /// conflicts is left out and recorded.
        mutating func addConstraints(upTo end: Int) {
            while position < end {
                let index = order[position]
                position += 1
                guard let spec = spec(at: index) else { continue }
                do {
                    added[try engine.addConstraint(spec)] = index
                } catch {
                    guard case .unsatisfiable(_, let conflicting, let items, _) = error else { continue }
                    var containerItems: [LayoutItem] = conflicting.contains(where: containerConstraints.contains) ? [.superview] : []
                    containerItems += AnalysisModel.guideOrder.filter { guide in guides[guide].map(items.contains) == true }
                    // A view whose content size is required (hugging or compression 1000) takes part.
                    containerItems += zip(viewNames, views).filter { items.contains($0.1) }.map { LayoutItem.view($0.0) }
                    rejections.append(Rejection(index: index, conflicting: conflicting.compactMap { added[$0] }, containerItems: containerItems))
                }
            }
        }

        /// The model, with the views' content added last where ``contentLast``.
        consuming func finished() -> AnalysisModel {
            if contentLast {
                for (index, item) in views.enumerated() where intrinsics[index].width != nil || intrinsics[index].height != nil {
                    engine.setContent(
                        item, intrinsicWidth: intrinsics[index].width, intrinsicHeight: intrinsics[index].height,
                        hugging: defaults[index].hugging, compressionResistance: defaults[index].compressionResistance)
                }
            }
            var model = AnalysisModel(engine: engine, container: container, guides: guides, views: views, constraints: all)
            model.rejections = rejections
            model.intrinsicSizes = intrinsics
            return model
        }
    }

    /// The names of the views the constraints at `selection` use (as a side or an offset's origin).
    static func items(usedBy selection: [Int], in constraints: [LayoutConstraint]) -> Set<String> {
        var names: Set<String> = []
        for index in selection {
            let c = constraints[index]
            // A scroll view's guide uses the scroll view (its guides are inset from its frame).
            for item in [c.first, c.second, c.firstOrigin?.item, c.secondOrigin?.item] {
                if let name = item?.declaredView { names.insert(name) }
            }
        }
        return names
    }

    /// Whether `view` is an external view with a declared frame (the engine pins it there).
    static func hasFixedFrame(_ view: ViewDeclaration) -> Bool {
        if case .external(let frame) = view.role { return frame != nil }
        return false
    }

    /// The axes of an intrinsic size whose content constraints are required (hugging or
    /// compression resistance 1000): the only ones that can take part in a conflict.
    static func requiredPart(of intrinsic: (width: Double?, height: Double?), _ view: ViewDeclaration) -> (width: Double?, height: Double?) {
        let defaults = ViewTypeDefaults.forType(view.type).overridden(by: view)
        let required = (
            max(defaults.hugging.horizontal, defaults.compressionResistance.horizontal) >= Priority.required,
            max(defaults.hugging.vertical, defaults.compressionResistance.vertical) >= Priority.required)
        return (required.0 ? intrinsic.width : nil, required.1 ? intrinsic.height : nil)
    }

    /// Whether the required constraints among `selection` can all hold at `size`.
    static func isSatisfiable(_ layout: Layout, variant: LayoutVariant?, size: CheckSize, _ selection: [Int]) -> Bool {
        let answer = { AnalysisModel(layout, variant: variant, size: size, only: selection, requiredOnly: true).rejections.isEmpty }
        // In a fix proof, the same test of an edited copy (the same steps) was often answered for
        // an earlier copy: a conflict is shrunk at every size of every proof (``BuildPrefixes``).
        guard let prefixes = Self.prefixes else { return answer() }
        return prefixes.isSatisfiable(layout, variant: variant, size: size, selection, answer)
    }

    /// The solver variables of a view's frame attribute.
    func expression(_ attribute: FrameAttribute, of view: Int) -> LinearExpression {
        let index = views[view].index
        switch attribute {
        case .x: return LinearExpression(engine.items[index].left)
        case .y: return LinearExpression(engine.items[index].top)
        case .width: return LinearExpression(engine.items[index].width)
        case .height: return LinearExpression(engine.items[index].height)
        }
    }
}

/// A part of a view's frame.
public enum FrameAttribute: String, Hashable, Sendable, CaseIterable, Comparable {
    case x, y, width, height

    public var axis: LayoutAxis { self == .x || self == .width ? .horizontal : .vertical }

    /// One bit per attribute, in `allCases` order (sets of attributes as masks).
    var bit: UInt8 {
        switch self {
        case .x: 1
        case .y: 2
        case .width: 4
        case .height: 8
        }
    }

    public static func < (lhs: FrameAttribute, rhs: FrameAttribute) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The attributes in `a` or `b`, in order, each once (what `Set(a).union(b).sorted()`
    /// gives, without a set or a sort: the lists are a view's four attributes at most, and
    /// the check merges them per view and size).
    static func union(_ a: [FrameAttribute], _ b: [FrameAttribute]) -> [FrameAttribute] {
        var result: [FrameAttribute] = []
        for attribute in allCases where a.contains(attribute) || b.contains(attribute) { result.append(attribute) }
        return result
    }
}
