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
/// else is built from nothing. The original's build goes only as far as an edited copy needs it,
/// keeping a copy at every 32nd of its constraints on the way.
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
    /// configuration, and a sweep's edit variables' start values or a fixed size's container
    /// and guides.
    private struct Key: Hashable {
        var variant: String?
        var direction: LayoutDirection
        var content: ContentConfiguration
        var fixed: Bool
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
    }

    private final class Checkpoints {
        var views: [ViewStep] = []
        /// The original's build as far as an edited copy needed it so far.
        var frontier: AnalysisModel.SweepingBuild
        /// Copies of it after every `spacing` constraints, in order.
        var saved: [(position: Int, sweep: AnalysisModel.SweepingBuild)] = []
        let spacing: Int

        init(_ build: AnalysisModel.SweepingBuild) {
            frontier = build
            spacing = max(1, (build.build.order.count + BuildPrefixes.checkpoints - 1) / BuildPrefixes.checkpoints)
            saved = [(0, build.copied())]
        }

        /// A copy of the original's build after its first `position` constraints (or fewer:
        /// the last checkpoint before), going on from it as far as needed.
        func start(at position: Int) -> AnalysisModel.SweepingBuild {
            while frontier.build.position < position {
                let next = min(position, (frontier.build.position / spacing + 1) * spacing)
                frontier.build.addConstraints(upTo: next)
                if next % spacing == 0 { saved.append((next, frontier.copied())) }
            }
            if frontier.build.position == position { return frontier.copied() }
            return saved.last { $0.position <= position }!.sweep.copied()
        }
    }

    private var builds: [Key: Checkpoints] = [:]

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
        model(layout, variant: variant, direction: direction, content: content, fixed: false) { used in
            start.map { AnalysisModel.editValues(at: $0, guides: used) }
        } build: { original, variant in
            AnalysisModel.sweepingBuild(original, variant: variant, direction: direction, content: content, intrinsicSizes: [:], startingAt: start)
        }
    }

    /// The model of `layout` (an edited copy of ``original``) at one fixed size from a copy
    /// of the original's build there, or `nil` to build it from nothing.
    func model(fixed layout: Layout, variant: LayoutVariant?, size: CheckSize) -> AnalysisModel? {
        let environment = size.environment
        return model(layout, variant: variant, direction: environment.layoutDirection, content: environment.content, fixed: true) { used in
            [environment.size.width, environment.size.height, size.fitsWidth ? 1 : 0, size.fitsHeight ? 1 : 0] + used.flatMap { guide in
                let insets = AnalysisModel.insets(of: guide, in: environment)
                return [insets.top, insets.left, insets.bottom, insets.right]
            }
        } build: { original, variant in
            AnalysisModel.SweepingBuild(
                build: AnalysisModel.fixedBuild(original, variant: variant, size: size), edits: [], editValues: [], editedGuides: [])
        }
    }

    private func model(
        _ layout: Layout, variant: LayoutVariant?, direction: LayoutDirection, content: ContentConfiguration, fixed: Bool,
        start: ([LayoutItem]) -> [Double]?, build: (Layout, LayoutVariant?) -> AnalysisModel.SweepingBuild
    ) -> AnalysisModel? {
        let originalVariant = original.variants.first { $0.name == variant?.name }
        guard (variant == nil) == (originalVariant == nil), layout.views.count == original.views.count else { return nil }
        let used = layout.usedGuides(with: variant)
        guard used == original.usedGuides(with: originalVariant) else { return nil }
        let key = Key(variant: variant?.name, direction: direction, content: content, fixed: fixed, start: start(used))
        let entry = builds[key] ?? Checkpoints(build(original, originalVariant))
        if builds[key] == nil {
            entry.views = original.views.map { ViewStep($0, content: content) }
            builds[key] = entry
        }
        guard layout.views.map({ ViewStep($0, content: content) }) == entry.views else { return nil }
        // The first constraint whose step differs.
        let base = entry.frontier.build
        let constraints = layout.constraints + (variant?.constraints ?? [])
        let common = min(base.all.count, constraints.count)
        var first = 0
        while first < common, Self.same(base.spec(at: first), base.spec(of: constraints[first])) { first += 1 }
        var sweep = entry.start(at: first)
        sweep.build.replaceConstraints(with: constraints)
        sweep.build.addConstraints(upTo: sweep.build.order.count)
        copies += 1
        return sweep.finished()
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
