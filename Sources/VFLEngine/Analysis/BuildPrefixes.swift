import LayoutModel

/// The sweeping builds of one layout, kept at checkpoints, from which an edited copy of the
/// layout starts its own: a fix proof analyses the layout with one priority changed (or a line
/// added), and every step of building its engine before the first constraint the edit changes
/// is a step the original's build took. The edited build goes on from a copy of the original's
/// at the last checkpoint before that constraint (``AnalysisModel/SweepingBuild/copied()``),
/// so its engine is in the state a build from nothing would reach, step for step: the same
/// rows, the same symbols, the same order, and every answer read from it the same.
///
/// Only where nothing before differs: the same views (names, classes, roles, baselines,
/// content priorities and content sizes in the direction's content configuration), the same
/// guides, the same start, and the constraints compared in the engine's own form. Anything
/// else is built from nothing. Content priorities are the exception where the views' content
/// goes in after the constraints (``AnalysisModel/Build/contentLast``, neither layout with a
/// required one): a build reads them only when the content goes in, so an edit of a view's
/// hugging or compression resistance (a content-priority tie's fix) starts from the original's
/// build after its last constraint (``AnalysisModel/Build/takeContentPriorities(of:at:)``).
///
/// A build is kept at checkpoints from the second time it is asked for (a sweep that starts
/// over at some other size is asked for once), or from the first where the original has a
/// required content priority: its views' content then goes in before its constraints, which
/// then need the simplex's artificial variables far more often (docs/Performance.md, "content
/// first"), so that building the original once and copying it costs less than building the
/// first edited copy from nothing and the original after it.
public final class BuildPrefixes: @unchecked Sendable {
    let original: Layout

    /// The layout whose edited copies start from its builds.
    public init(original: Layout) {
        self.original = original
    }

    /// Runs `body` with sweeping engines of edited copies of ``original`` started from its builds.
    public func sharing<Result>(_ body: () throws -> Result) rethrows -> Result {
        try AnalysisModel.$prefixes.withValue(self, operation: body)
    }

    /// What a build depends on besides the constraints: the variant, direction, content
    /// configuration and the edit variables' start values.
    private struct Key: Hashable {
        var variant: String?
        var direction: LayoutDirection
        var content: ContentConfiguration
        var start: [Double]?
    }

    /// What the views bring to a build, one per view.
    private struct ViewStep: Equatable {
        var name: String
        var type: String?
        var role: ViewDeclaration.Role
        var firstBaseline: Double?
        var lastBaseline: Double?
        var defaults: ViewTypeDefaults
        var intrinsicWidth: Double?
        var intrinsicHeight: Double?

        init(_ view: ViewDeclaration, content: ContentConfiguration) {
            name = view.name
            type = view.type
            role = view.role
            firstBaseline = view.firstBaseline
            lastBaseline = view.lastBaseline
            defaults = ViewTypeDefaults.forType(view.type).overridden(by: view)
            let intrinsic = IntrinsicContentClasses.checkedSize(of: view, in: content)
            intrinsicWidth = intrinsic.width
            intrinsicHeight = intrinsic.height
        }

        /// Whether `other` is this step with other content priorities (hugging, compression
        /// resistance) only.
        func differsOnlyInContentPriorities(from other: ViewStep) -> Bool {
            var same = other
            same.defaults.hugging = defaults.hugging
            same.defaults.compressionResistance = defaults.compressionResistance
            return same == self
        }
    }

    private final class Checkpoints {
        var requests = 0
        var views: [ViewStep] = []
        /// The original's build after each checkpoint's number of constraints, in order.
        var saved: [(position: Int, sweep: AnalysisModel.SweepingBuild)] = []
    }

    private var builds: [Key: Checkpoints] = [:]

    /// Whether the original's sweeping builds add its views' content before its constraints
    /// (a view with a required content priority: ``AnalysisModel/Build/contentLast``).
    private lazy var putsContentFirst = original.views.contains {
        ViewTypeDefaults.forType($0.type).overridden(by: $0).hasRequiredContentPriority
    }

    /// How many engines were started from a copy of the original's build (the tests' witness
    /// that the copies are taken).
    public private(set) var copies = 0

    /// About this many checkpoints per build.
    static let checkpoints = 32

    /// The sweeping model of `layout` (an edited copy of ``original``) from a copy of the
    /// original's build, or `nil` to build it from nothing.
    func model(
        sweeping layout: Layout, variant: LayoutVariant?, direction: LayoutDirection, content: ContentConfiguration, startingAt start: CheckSize?
    ) -> AnalysisModel? {
        let originalVariant = original.variants.first { $0.name == variant?.name }
        guard (variant == nil) == (originalVariant == nil), layout.views.count == original.views.count else { return nil }
        let used = layout.usedGuides(with: variant)
        guard used == originalUsedGuides(originalVariant) else { return nil }
        let key = Key(variant: variant?.name, direction: direction, content: content, start: start.map { AnalysisModel.editValues(at: $0, guides: used) })
        let entry = builds[key] ?? Checkpoints()
        builds[key] = entry
        entry.requests += 1
        if entry.saved.isEmpty {
            guard entry.requests >= (putsContentFirst ? 1 : 2) else { return nil }
            save(entry, variant: originalVariant, direction: direction, content: content, startingAt: start)
        }
        // The views whose content priorities alone differ (a build whose content goes in last
        // reads them only then); any other difference builds from nothing.
        let base = entry.saved[0].sweep.build
        let steps = layout.views.map { ViewStep($0, content: content) }
        var reprioritized: [Int] = []
        if steps != entry.views {
            guard base.contentLast, steps.count == entry.views.count,
                  !steps.contains(where: \.defaults.hasRequiredContentPriority) else { return nil }
            for index in steps.indices where steps[index] != entry.views[index] {
                guard steps[index].differsOnlyInContentPriorities(from: entry.views[index]) else { return nil }
                reprioritized.append(index)
            }
        }
        // The first constraint whose step differs.
        let constraints = layout.constraints + (variant?.constraints ?? [])
        let common = min(base.all.count, constraints.count)
        var first = 0
        while first < common, Self.same(base.spec(at: first), base.spec(of: constraints[first])) { first += 1 }
        guard let checkpoint = entry.saved.last(where: { $0.position <= first }) else { return nil }
        var sweep = checkpoint.sweep.copied()
        if !reprioritized.isEmpty { sweep.build.takeContentPriorities(of: layout, at: reprioritized) }
        sweep.build.replaceConstraints(with: constraints)
        sweep.build.addConstraints(upTo: sweep.build.order.count)
        copies += 1
        return sweep.finished()
    }

    /// The free translations (``FreeTranslation``) of the original's whole sweeping builds, by
    /// build and axis, and what they answered by view.
    private var translations: [Key: [LayoutAxis: FreeTranslation]] = [:]
    private var freeMoves: [Key: [LayoutAxis: [Int: Bool]]] = [:]

    /// Whether the original's `view` can slide along `axis` with the items tied to it, no
    /// constraint minding (``FreeTranslation``), in its sweeping build for `variant` starting
    /// at `size`: then its position there is undetermined at `size` in the original and in
    /// every copy whose constraints differ only in priorities below required. `nil` when that
    /// build is not kept (no proof has asked for it yet) or left a required constraint out.
    /// Asks for no build: the requests that decide which builds are kept are the proofs'.
    package func movesFreely(view: Int, axis: LayoutAxis, variant: String?, startingAt size: CheckSize) -> Bool? {
        let originalVariant = original.variants.first { $0.name == variant }
        guard (variant == nil) == (originalVariant == nil), original.views.indices.contains(view) else { return nil }
        let environment = size.environment
        let key = Key(
            variant: variant, direction: environment.layoutDirection, content: environment.content,
            start: AnalysisModel.editValues(at: size, guides: originalUsedGuides(originalVariant)))
        if let known = freeMoves[key]?[axis]?[view] { return known }
        guard let whole = builds[key]?.saved.last?.sweep.build, whole.position == whole.order.count, whole.rejections.isEmpty else { return nil }
        var translation = translations[key]?[axis] ?? FreeTranslation(whole.engine, axis: axis)
        let moves = translation.moves(whole.views[view])
        translations[key, default: [:]][axis] = translation
        freeMoves[key, default: [:]][axis, default: [:]][view] = moves
        return moves
    }

    /// What a build at one fixed size depends on besides the constraints (the size's
    /// environment without intrinsic sizes: a build with some is not shared).
    private struct FixedKey: Hashable {
        var variant: String?
        var size: Size
        var margins: EdgeInsets
        var safeArea: EdgeInsets
        var keyboardHeight: Double
        var direction: LayoutDirection
        var content: ContentConfiguration
        var fitsWidth: Bool
        var fitsHeight: Bool

        /// The key of `size` (its environment, and which sides fit their content) for `variant`.
        init(variant: String?, _ size: CheckSize) {
            let environment = size.environment
            self.variant = variant
            self.size = environment.size
            margins = environment.margins
            safeArea = environment.safeArea
            keyboardHeight = environment.keyboardHeight
            direction = environment.layoutDirection
            content = environment.content
            fitsWidth = size.fitsWidth
            fitsHeight = size.fitsHeight
        }
    }

    /// The original's builds at one fixed size, kept where edited copies' builds first
    /// differed from it (by number of constraints added, in order): an edit proved at several
    /// sizes, or several edits of the same constraint, start from there.
    private final class FixedCheckpoints {
        var saved: [(position: Int, build: AnalysisModel.Build)] = []
    }

    private var fixedBuilds: [FixedKey: FixedCheckpoints] = [:]
    /// The original's used guides, by variant.
    private var originalGuides: [String?: [LayoutItem]] = [:]

    private func originalUsedGuides(_ variant: LayoutVariant?) -> [LayoutItem] {
        if let known = originalGuides[variant?.name] { return known }
        let used = original.usedGuides(with: variant)
        originalGuides[variant?.name] = used
        return used
    }

    /// The model of `layout` (an edited copy of ``original``) at the fixed `size`, from a copy
    /// of the original's build there where the copy's steps first differ (or from nothing, the
    /// first time, keeping a copy of the original's steps up to there); `nil` to build it as
    /// any other. Only when the views are the original's declarations and the guides the same.
    func model(_ layout: Layout, variant: LayoutVariant?, size: CheckSize) -> AnalysisModel? {
        let environment = size.environment
        guard environment.intrinsicSizes.isEmpty else { return nil }
        let originalVariant = original.variants.first { $0.name == variant?.name }
        guard (variant == nil) == (originalVariant == nil), layout.views == original.views else { return nil }
        guard layout.usedGuides(with: variant) == originalUsedGuides(originalVariant) else { return nil }
        let key = FixedKey(variant: variant?.name, size)
        let entry = fixedBuilds[key] ?? FixedCheckpoints()
        fixedBuilds[key] = entry
        let constraints = layout.constraints + (variant?.constraints ?? [])
        let originals = original.constraints + (originalVariant?.constraints ?? [])
        // The first constraint whose step differs (the views, guides and so the items are the same).
        var build = entry.saved.first?.build ?? AnalysisModel.fixedBuild(layout, variant: variant, size: size, only: nil, requiredOnly: false)
        let common = min(constraints.count, originals.count)
        var first = 0
        while first < common, Self.same(build.spec(of: originals[first]), build.spec(of: constraints[first])) { first += 1 }
        if let checkpoint = entry.saved.last(where: { $0.position <= first }) {
            build = checkpoint.build.copied()
            copies += 1
        } else if !entry.saved.isEmpty {
            build = AnalysisModel.fixedBuild(layout, variant: variant, size: size, only: nil, requiredOnly: false)
        }
        build.replaceConstraints(with: constraints)
        build.addConstraints(upTo: first)
        if !entry.saved.contains(where: { $0.position == first }) {
            entry.saved.append((first, build.copied()))
            entry.saved.sort { $0.position < $1.position }
        }
        build.addConstraints(upTo: build.order.count)
        return build.finished()
    }

    /// Builds the original in `entry`'s configuration, keeping a copy at each checkpoint.
    private func save(_ entry: Checkpoints, variant: LayoutVariant?, direction: LayoutDirection, content: ContentConfiguration, startingAt start: CheckSize?) {
        entry.views = original.views.map { ViewStep($0, content: content) }
        var sweep = AnalysisModel.sweepingBuild(original, variant: variant, direction: direction, content: content, intrinsicSizes: [:], startingAt: start)
        let count = sweep.build.order.count
        let spacing = max(1, (count + Self.checkpoints - 1) / Self.checkpoints)
        var position = 0
        while true {
            entry.saved.append((position, sweep.copied()))
            guard position < count else { break }
            position = min(count, position + spacing)
            sweep.build.addConstraints(upTo: position)
        }
    }

    /// A constraint as a required-only build reads it (its items, also where it is not
    /// required: they decide which views the build leaves out).
    private struct Step: Hashable {
        var first: LayoutItem
        var firstAttribute: LayoutAttribute
        var relation: Relation
        var second: LayoutItem?
        var secondAttribute: LayoutAttribute?
        var multiplier: Double
        var constant: Double
        var priority: Double
        var firstOrigin: LayoutConstraint.Anchor?
        var secondOrigin: LayoutConstraint.Anchor?

        init(_ c: LayoutConstraint) {
            first = c.first
            firstAttribute = c.firstAttribute
            relation = c.relation
            second = c.second
            secondAttribute = c.secondAttribute
            multiplier = c.multiplier
            constant = c.constant.value
            priority = c.priority.value
            firstOrigin = c.firstOrigin
            secondOrigin = c.secondOrigin
        }
    }

    /// What a satisfiability test (``AnalysisModel/isSatisfiable(_:variant:size:_:)``) builds
    /// from, besides the views (the original's declarations): the size (variant `nil`: the
    /// constraints say it), the guides, and the selected constraints in order.
    private struct SatisfiabilityKey: Hashable {
        var size: FixedKey
        var guides: [LayoutItem]
        var steps: [Step]
    }

    private var satisfiable: [SatisfiabilityKey: Bool] = [:]

    /// How many satisfiability tests were answered from an earlier copy's (the tests' witness).
    public private(set) var sharedAnswers = 0

    /// `answer()` for the required constraints among `selection` of `layout` (an edited copy of
    /// ``original``) at `size`, or what it answered for an earlier copy whose test builds the same
    /// engine: the same views, guides, size and selected constraints, in the same order.
    func isSatisfiable(_ layout: Layout, variant: LayoutVariant?, size: CheckSize, _ selection: [Int], _ answer: () -> Bool) -> Bool {
        let environment = size.environment
        guard environment.intrinsicSizes.isEmpty, layout.views == original.views else { return answer() }
        let constraints = layout.constraints + (variant?.constraints ?? [])
        let key = SatisfiabilityKey(
            size: FixedKey(variant: nil, size),
            guides: layout.usedGuides(with: variant),
            steps: selection.map { Step(constraints[$0]) })
        if let known = satisfiable[key] {
            sharedAnswers += 1
            return known
        }
        let result = answer()
        satisfiable[key] = result
        return result
    }

    /// Whether two constraints are the same step for the engine (their labels are not read).
    static func same(_ a: ItemConstraint?, _ b: ItemConstraint?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.first == b.first && a.firstAttribute == b.firstAttribute && a.relation == b.relation
            && a.second == b.second && a.secondAttribute == b.secondAttribute && a.multiplier == b.multiplier
            && a.constant == b.constant && a.priority == b.priority && a.firstOrigin == b.firstOrigin && a.secondOrigin == b.secondOrigin
    }
}

extension AnalysisModel {
    /// Set by a fix proof (``BuildPrefixes/sharing(_:)``): sweeping engines of edited copies of
    /// its layout start from the original's builds.
    @TaskLocal static var prefixes: BuildPrefixes?
}

extension AnalysisModel.Build {
    /// Takes the content priorities of `layout`'s views at `indices` (an edited copy of the
    /// layout this build is of, the same views otherwise), as its own build from nothing would
    /// have them: a build whose content goes in last (``contentLast``) has added no content
    /// constraint yet, so a view's priorities are only what ``LayoutEngine/addView(_:intrinsic:)``
    /// noted on its item (a subview's) and what ``finished()`` will give its content.
    mutating func takeContentPriorities(of layout: Layout, at indices: [Int]) {
        precondition(contentLast && !requiredOnly, "content priorities are read before the constraints")
        for index in indices {
            let view = layout.views[index]
            let taken = ViewTypeDefaults.forType(view.type).overridden(by: view)
            defaults[index] = taken
            guard case .subview = view.role else { continue }
            let item = views[index].index
            engine.items[item].hugging = AxisPriorities(horizontal: taken.hugging.horizontal, vertical: taken.hugging.vertical)
            engine.items[item].compressionResistance = AxisPriorities(
                horizontal: taken.compressionResistance.horizontal, vertical: taken.compressionResistance.vertical)
        }
    }
}
