import LayoutModel
import VFLSolver

/// What the check finds in one layout (and variant) at one size.
public struct SizeAnalysis: Sendable {
    /// Required constraints that cannot all hold: a minimal set (removing any one member
    /// makes the rest satisfiable at this size), as indices into always-on + variant
    /// constraints in file order, and the container items whose size or insets take part.
    public struct Conflict: Hashable, Sendable {
        public var members: [Int]
        public var containerItems: [LayoutItem]
    }

    /// A view whose frame is not determined: `attributes` differ between two optimal solutions.
    public struct Ambiguity: Hashable, Sendable {
        public var view: Int
        public var attributes: [FrameAttribute]
    }

    /// A view with a negative size or a frame outside the container.
    public struct OffScreen: Hashable, Sendable {
        public enum Problem: String, Hashable, Sendable, CaseIterable {
            case negativeWidth = "negative width", negativeHeight = "negative height"
            case left, right, top, bottom
        }
        public var view: Int
        public var problem: Problem
        /// Points: how far the frame leaves the container, or the negative size's magnitude.
        public var amount: Double
    }

    /// A scroll view whose content size the constraints leave open on `axes` (its content
    /// layout guide's width or height): Interface Builder's "Scrollable content size is
    /// ambiguous". `lastView` per axis: the view inside that reaches furthest towards the
    /// content's trailing (horizontal) or bottom (vertical) edge, the one to link to it.
    public struct ScrollableContent: Hashable, Sendable {
        public var view: Int
        public var axes: [LayoutAxis]
        public var lastViews: [String?]
    }

    /// A view whose size on `axis` comes from content vflgen cannot measure (`content`: its
    /// text, its image) and that the constraints leave open: the frames show a guess.
    public struct ContentGuess: Hashable, Sendable {
        public var view: Int
        public var axis: LayoutAxis
        public var content: String
    }

    /// A view whose sample text does not fit the frame the layout gives it
    /// (``ContentAnalysis``): a single-line label or button narrower than its text (cut with
    /// "…"), or a wrapping label shorter than its wrapped text.
    public struct TextProblem: Hashable, Sendable {
        public enum Problem: String, Hashable, Sendable {
            case truncated, clipped
        }
        public var view: Int
        public var problem: Problem
        /// The sample string that does not fit (doubled with long text).
        public var text: String
        /// The width (truncated) or height (clipped) the text needs, and what it gets.
        public var needed: Double
        public var given: Double
    }

    /// Two views whose frames overlap, at least one of them showing text (``ContentAnalysis``).
    public struct Overlap: Hashable, Sendable {
        /// View indices, the lower first.
        public var views: [Int]
    }

    public var size: CheckSize
    /// The variant analysed (`nil`: the always-on constraints alone).
    public var variant: String?
    /// The container's solved size (a side taken from the content is the fitting size).
    public var containerSize: Size
    public var frames: [Rect]
    public var conflicts: [Conflict]
    public var ambiguities: [Ambiguity]
    public var offScreen: [OffScreen]
    /// Scroll views whose content size is not determined (empty for most layouts).
    public var scrollableContent: [ScrollableContent] = []
    /// Whether every frame and the container's size are finite numbers. A layout whose huge
    /// constants or multipliers sum to `inf` (`H:|-1e308-[a]-1e308-|`) has no frame to check:
    /// then there are no ambiguities or off-screen views at this size, only this flag.
    public var isFinite = true
    /// Views sized by unmeasured content on an axis the constraints leave open (their size
    /// there is not among `ambiguities`).
    public var contentGuesses: [ContentGuess] = []
    /// Sample texts that do not fit their views (``ContentAnalysis``).
    public var textProblems: [TextProblem] = []
    /// Overlapping views that show text; the check reports those that overlap only in some
    /// content configurations.
    public var overlaps: [Overlap] = []
    /// Every undetermined attribute, content guesses included (what an exact oracle finds).
    var undetermined: [Ambiguity] = []
    /// Views whose right edge (x + width) is ambiguous: a right-to-left mirror's x.
    var ambiguousRightEdges: Set<Int> = []

    /// Tolerance in points for off-screen checks and probes.
    static let tolerance = 1e-6

    /// Analyses `layout` with `variant` at `size`. When required constraints conflict, only
    /// the conflicts are reported at this size (the layout Auto Layout would show depends on
    /// which constraint it breaks).
    public static func analyse(_ layout: Layout, variant: LayoutVariant?, at size: CheckSize) -> SizeAnalysis {
        analyse(layout, variant: variant, at: size, memo: nil)
    }

    /// ``analyse(_:variant:at:)`` with the satisfiability answers of the other sizes of the
    /// same layout and variant (see ``SatisfiabilityMemo``).
    static func analyse(_ layout: Layout, variant: LayoutVariant?, at size: CheckSize, memo: SatisfiabilityMemo?) -> SizeAnalysis {
        var cache = CandidateCache()
        return analyse(AnalysisModel(layout, variant: variant, size: size), layout: layout, variant: variant, at: size, cache: &cache, memo: memo)
    }

    /// What ``AnalysisModel/isSatisfiable(_:variant:size:_:)`` answered for a selection of
    /// constraints that no size can change (one layout and variant, one direction): required
    /// constraints between the layout's own items (no container, no guide of the container)
    /// are variables apart from the container's, so the solver takes the same steps on them at
    /// every size; and no container number is large enough to move a feasibility bound
    /// (``Tolerance/feasibility(atScale:)`` stays at its floor below ``largestNeutralNumber``).
    /// A structural conflict is shrunk by deletion at every size; with the memo, once.
    final class SatisfiabilityMemo {
        struct Key: Hashable {
            var direction: LayoutDirection
            /// The views' intrinsic sizes (a required one is a constraint) depend on it.
            var content: ContentConfiguration
            var selection: [Int]
        }
        var answers: [Key: Bool] = [:]

        /// What a satisfiability test of a selection that reads no leading or trailing builds
        /// from at one size, without the direction: such a test takes the same steps
        /// right-to-left as left-to-right (the engine reads the direction only for leading and
        /// trailing: every other attribute, the container, its guides and the views' own
        /// constraints are physical), so a size's mirror twin has its answer.
        struct DirectionFreeKey: Hashable {
            var size: Size
            var margins: EdgeInsets
            var safeArea: EdgeInsets
            var keyboardHeight: Double
            var fitsWidth: Bool
            var fitsHeight: Bool
            var content: ContentConfiguration
            var selection: [Int]
        }
        var directionFree: [DirectionFreeKey: Bool] = [:]

        /// Below this, a container size or inset leaves every feasibility bound at its floor.
        static let largestNeutralNumber = Tolerance.feasibility / Tolerance.relativeFeasibility

        /// Whether `size` is one whose numbers leave every feasibility bound at its floor, with
        /// no side fitting its content and no intrinsic sizes of its own: at such a size, the
        /// answer for a selection that ``readsNoContainer(_:of:)`` holds at every such size.
        static func hasNeutralEnvironment(_ size: CheckSize) -> Bool {
            let e = size.environment
            guard !size.fitsWidth, !size.fitsHeight, e.intrinsicSizes.isEmpty else { return false }
            let numbers = [e.size.width, e.size.height, e.keyboardHeight] + [e.margins, e.safeArea, e.readableInsets].flatMap { [$0.top, $0.left, $0.bottom, $0.right] }
            return numbers.allSatisfy { abs($0) < largestNeutralNumber }
        }

        /// Whether no constraint of `selection` names the container or one of its guides.
        static func readsNoContainer(_ selection: [Int], of constraints: [LayoutConstraint]) -> Bool {
            selection.allSatisfy { index in
                let c = constraints[index]
                return [c.first, c.second, c.firstOrigin?.item, c.secondOrigin?.item].allSatisfy { item in
                    guard let item else { return true }
                    return item != .superview && !item.isGuide
                }
            }
        }

        /// The key of `selection` at `size` without its direction, or `nil` when the selection
        /// reads leading or trailing (or the size has intrinsic sizes of its own).
        static func directionFreeKey(_ selection: [Int], of constraints: [LayoutConstraint], at size: CheckSize) -> DirectionFreeKey? {
            let e = size.environment
            guard e.intrinsicSizes.isEmpty, !selection.contains(where: { constraints[$0].usesDirectionalAttributes }) else { return nil }
            return DirectionFreeKey(
                size: e.size, margins: e.margins, safeArea: e.safeArea, keyboardHeight: e.keyboardHeight,
                fitsWidth: size.fitsWidth, fitsHeight: size.fitsHeight, content: e.content, selection: selection)
        }
    }

    /// ``analyse(_:variant:at:)`` with the views' content: wrapping labels measured at their
    /// solved widths (and the layout solved again), then the texts that do not fit and the
    /// views that overlap (``ContentAnalysis``). What `vflgen check` reports at a size.
    public static func analyseWithContent(_ layout: Layout, variant: LayoutVariant?, at size: CheckSize) -> SizeAnalysis {
        ContentAnalysis.completed(analyse(layout, variant: variant, at: size), layout: layout, variant: variant)
    }

    /// The attributes that may vary, as last computed, and the basis they were computed for.
    struct CandidateCache {
        var basisChanges = -1
        var candidates: [(view: Int, attribute: FrameAttribute)] = []
    }

    /// Analyses a model already at `size`.
    static func analyse(
        _ model: AnalysisModel, layout: Layout, variant: LayoutVariant?, at size: CheckSize, cache: inout CandidateCache, memo: SatisfiabilityMemo? = nil
    ) -> SizeAnalysis {
        analyse(model, layout: layout, variant: variant, at: size, cache: &cache, undecidedLimit: .max, memo: memo)!
    }

    /// Analyses a model already at `size`; `nil` (before any probe) when the optimal tableau
    /// leaves more than `undecidedLimit` ambiguity candidates undecided (see
    /// ``ambiguities(in:cache:undecidedLimit:)``).
    static func analyse(
        _ model: AnalysisModel, layout: Layout, variant: LayoutVariant?, at size: CheckSize, cache: inout CandidateCache, undecidedLimit: Int,
        memo: SatisfiabilityMemo? = nil
    ) -> SizeAnalysis? {
        let engine = model.engine
        let frames = model.views.map(engine.frame(of:))
        let containerFrame = engine.frame(of: model.container)
        var result = SizeAnalysis(
            size: size, variant: variant?.name, containerSize: Size(width: containerFrame.width, height: containerFrame.height),
            frames: frames, conflicts: [], ambiguities: [], offScreen: [])
        if !model.rejections.isEmpty {
            for rejection in model.rejections {
                let conflict = minimalConflict(rejection, layout: layout, variant: variant, size: size, memo: memo)
                if !result.conflicts.contains(conflict) { result.conflicts.append(conflict) }
            }
            return result
        }
        guard containerFrame.isFinite, frames.allSatisfy(\.isFinite) else {
            result.isFinite = false
            return result
        }
        guard let ambiguities = ambiguities(in: model, cache: &cache, undecidedLimit: undecidedLimit) else { return nil }
        result.undetermined = ambiguities
        if !ambiguities.isEmpty { result.ambiguousRightEdges = ambiguousRightEdges(in: model, ambiguities) }
        (result.ambiguities, result.contentGuesses) = separateContentGuesses(ambiguities, layout: layout)
        let ambiguousAxes = Dictionary(grouping: ambiguities.flatMap { a in a.attributes.map { (a.view, $0.axis) } }, by: \.0)
            .mapValues { Set($0.map(\.1)) }
        result.scrollableContent = scrollableContent(in: model, layout: layout, frames: frames)
        // A view inside a scroll view's content scrolls into sight: only a negative size is a problem.
        let scrolling = Set(layout.views.indices.filter { layout.views[$0].parent != nil && layout.enclosingScrollView(of: layout.views[$0].name) != nil })
        for (view, frame) in frames.enumerated() {
            let unsure = ambiguousAxes[view] ?? []
            let scrolls = scrolling.contains(view)
            var problems: [(OffScreen.Problem, Double)] = []
            if !unsure.contains(.horizontal) {
                problems.append((.negativeWidth, -frame.width))
                if !scrolls { problems += [(.left, -frame.x), (.right, frame.maxX - containerFrame.width)] }
            }
            if !unsure.contains(.vertical) {
                problems.append((.negativeHeight, -frame.height))
                if !scrolls { problems += [(.top, -frame.y), (.bottom, frame.maxY - containerFrame.height)] }
            }
            for (problem, amount) in problems where amount > tolerance {
                result.offScreen.append(OffScreen(view: view, problem: problem, amount: engine.clean(amount)))
            }
        }
        return result
    }

    /// Shrinks the engine's conflicting set to a minimal one by deletion: a member whose
    /// removal leaves the rest unsatisfiable is dropped.
    static func minimalConflict(
        _ rejection: AnalysisModel.Rejection, layout: Layout, variant: LayoutVariant?, size: CheckSize, memo: SatisfiabilityMemo? = nil
    ) -> Conflict {
        let constraints = layout.constraints + (variant?.constraints ?? [])
        let neutral = memo != nil && SatisfiabilityMemo.hasNeutralEnvironment(size)
        func isSatisfiable(_ selection: [Int]) -> Bool {
            guard let memo else { return AnalysisModel.isSatisfiable(layout, variant: variant, size: size, selection) }
            if neutral, SatisfiabilityMemo.readsNoContainer(selection, of: constraints) {
                let key = SatisfiabilityMemo.Key(direction: size.environment.layoutDirection, content: size.environment.content, selection: selection)
                if let known = memo.answers[key] { return known }
                let answer = AnalysisModel.isSatisfiable(layout, variant: variant, size: size, selection)
                memo.answers[key] = answer
                return answer
            }
            guard let key = SatisfiabilityMemo.directionFreeKey(selection, of: constraints, at: size) else {
                return AnalysisModel.isSatisfiable(layout, variant: variant, size: size, selection)
            }
            if let known = memo.directionFree[key] { return known }
            let answer = AnalysisModel.isSatisfiable(layout, variant: variant, size: size, selection)
            memo.directionFree[key] = answer
            return answer
        }
        var members = (rejection.conflicting + [rejection.index]).sorted()
        if isSatisfiable(members) {
            // The engine's certificate missed a member (it cannot, but never report a wrong set):
            // fall back to every required constraint up to the rejected one.
            let all = layout.constraints + (variant?.constraints ?? [])
            members = (0...rejection.index).filter { all[$0].priority.value >= 1000 }
        }
        var index = 0
        while index < members.count, members.count > 1 {
            var without = members
            without.remove(at: index)
            if !isSatisfiable(without) {
                members = without
            } else {
                index += 1
            }
        }
        return Conflict(members: members, containerItems: rejection.containerItems)
    }

    /// Every view attribute that differs between two optimal solutions. The optimal tableau
    /// decides most attributes (``Solver/optimalFaceAnswer(_:)``): a reduced-cost test proves
    /// them determined, or one free direction followed alone proves them ambiguous. The others
    /// are probed at a priority below every priority in use (which keeps every level's
    /// optimum): moving the attribute up or down by one point. `nil`, before any probe, when
    /// more than `undecidedLimit` candidates are left to probe.
    static func ambiguities(in model: AnalysisModel, cache: inout CandidateCache, undecidedLimit: Int = .max) -> [Ambiguity]? {
        let solver = model.engine.solver
        var proven: [Bool] = []
        if cache.basisChanges != solver.basisChanges {
            // Reduced costs and row coefficients depend only on the basis: reuse them while it stays.
            cache.candidates = []
            // (A unique optimum has no candidates: skip asking attribute by attribute.)
            let views = solver.hasFreeOptimalDirection ? model.views.indices : 0..<0
            for view in views {
                for attribute in FrameAttribute.allCases {
                    let answer = solver.optimalFaceAnswer(model.expression(attribute, of: view))
                    guard answer != .fixed else { continue }
                    cache.candidates.append((view, attribute))
                    proven.append(answer == .moves)
                }
            }
            cache.basisChanges = solver.basisChanges
        } else {
            // (The row constants, and so the free directions' steps, change from size to size.)
            proven = cache.candidates.map { solver.optimalFaceAnswer(model.expression($0.attribute, of: $0.view)) == .moves }
        }
        let candidates = cache.candidates
        guard !candidates.isEmpty else { return [] }
        if undecidedLimit < candidates.count, proven.lazy.filter({ !$0 }).count > undecidedLimit { return nil }
        // (Computed at the first probe: the tableau decides most layouts without one.)
        var lowest: Double?
        func probePriority() -> Double {
            if lowest == nil { lowest = Self.probePriority(for: model) }
            return lowest!
        }
        // A candidate is ambiguous when two optimal solutions differ on it. The solution now is
        // one, and so is each probe's: a probe that moves one candidate often moves others (in a
        // priority tie one label grows as another shrinks), which proves them ambiguous without
        // probes of their own.
        let expressions = candidates.map { model.expression($0.attribute, of: $0.view) }
        var start: [Double]?
        func proveMoved(after index: Int) {
            guard let start else { return }
            for other in (index + 1)..<candidates.count where !proven[other] {
                if Solver.hasMoved(solver.value(of: expressions[other]) - start[other], probing: 1) { proven[other] = true }
            }
        }
        var found: [Int: [FrameAttribute]] = [:]
        for (index, (view, attribute)) in candidates.enumerated() {
            if !proven[index], start == nil { start = expressions.map { solver.value(of: $0) } }  // before the first probe
            if proven[index]
                || solver.canMove(expressions[index], by: 1, probePriority: probePriority(), whileMoved: { proveMoved(after: index) })
                || solver.canMove(expressions[index], by: -1, probePriority: probePriority(), whileMoved: { proveMoved(after: index) }) {
                found[view, default: []].append(attribute)
            }
        }
        return found.keys.sorted().map { Ambiguity(view: $0, attributes: found[$0]!) }
    }

    /// The scroll views whose content layout guide has an undetermined width or height: on an
    /// axis where no constraint names the guide's far edge or size, at once; otherwise when the
    /// solver can move that size by a point without making the solution worse (as views are
    /// probed, ``ambiguities(in:cache:undecidedLimit:)``).
    static func scrollableContent(in model: AnalysisModel, layout: Layout, frames: [Rect]) -> [ScrollableContent] {
        guard model.guides.keys.contains(where: { if case .scrollGuide = $0 { return true } else { return false } }) else { return [] }
        let solver = model.engine.solver
        var result: [ScrollableContent] = []
        for (index, view) in layout.views.enumerated() {
            let item = LayoutItem.scrollGuide(view.name, .content)
            guard let guide = model.guides[item] else { continue }
            let frame = model.engine.items[guide.index]
            var axes: [LayoutAxis] = []
            var lastViews: [String?] = []
            for (axis, size) in [(LayoutAxis.horizontal, frame.width), (.vertical, frame.height)] {
                func isFarEdge(_ attribute: LayoutAttribute?) -> Bool {
                    switch attribute {
                    case .trailing?, .right?, .width?, .centerX?: axis == .horizontal
                    case .bottom?, .height?, .centerY?: axis == .vertical
                    default: false
                    }
                }
                // (The attribute first: comparing items compares view names.)
                let named = model.constraints.contains { constraint in
                    (isFarEdge(constraint.firstAttribute) && constraint.first == item)
                        || (isFarEdge(constraint.secondAttribute) && constraint.second == item)
                }
                let expression = LinearExpression(size)
                let open = !named || (solver.hasFreeOptimalDirection && solver.optimalFaceAnswer(expression) != .fixed
                    && (solver.canMove(expression, by: 1, probePriority: probePriority(for: model), whileMoved: {})
                        || solver.canMove(expression, by: -1, probePriority: probePriority(for: model), whileMoved: {})))
                guard open else { continue }
                axes.append(axis)
                // The view inside reaching furthest along the axis (declaration order breaks ties).
                var last: (name: String, edge: Double)?
                for (inside, declaration) in layout.views.enumerated() where declaration.parent != nil
                    && layout.enclosingScrollView(of: declaration.name) == view.name {
                    let edge = axis == .horizontal ? frames[inside].maxX : frames[inside].maxY
                    if last == nil || edge > last!.edge + tolerance { last = (declaration.name, edge) }
                }
                lastViews.append(last?.name)
            }
            if !axes.isEmpty { result.append(ScrollableContent(view: index, axes: axes, lastViews: lastViews)) }
        }
        return result
    }

    /// Splits off the undetermined sizes of views whose size on that axis would come from
    /// content vflgen cannot measure (no `intrinsic` hint): those are content guesses, not
    /// ambiguities of the layout (a real label's text settles them). On an axis with a guess,
    /// the other views' undetermined attributes are left out too: they may follow from the
    /// unknown size (a button after a label), and are reported once the sizes are given.
    static func separateContentGuesses(_ ambiguities: [Ambiguity], layout: Layout) -> ([Ambiguity], [ContentGuess]) {
        var guesses: [ContentGuess] = []
        for ambiguity in ambiguities {
            for (axis, content) in IntrinsicContentClasses.unknownAxes(of: layout.views[ambiguity.view]) {
                let size: FrameAttribute = axis == .horizontal ? .width : .height
                if ambiguity.attributes.contains(size) { guesses.append(ContentGuess(view: ambiguity.view, axis: axis, content: content)) }
            }
        }
        guard !guesses.isEmpty else { return (ambiguities, []) }
        let guessedAxes = Set(guesses.map(\.axis))
        let remaining = ambiguities.compactMap { ambiguity -> Ambiguity? in
            let attributes = ambiguity.attributes.filter { !guessedAxes.contains($0.axis) }
            return attributes.isEmpty ? nil : Ambiguity(view: ambiguity.view, attributes: attributes)
        }
        return (remaining, guesses)
    }

    /// A priority below every priority the model uses (constraints, content priorities, the
    /// fitting size), so a probe there cannot change which solutions are optimal.
    /// (A loop over the priorities, in the order `min()` of one array of them would read them:
    /// the arrays it built were a sizeable share of the check's allocations.)
    static func probePriority(for model: AnalysisModel) -> Double {
        var lowest: Double?
        func consider(_ priority: Double) {
            if let current = lowest, !(priority < current) { return }
            lowest = priority
        }
        for constraint in model.constraints { consider(constraint.priority.value) }
        for item in model.views {
            for axis in [LayoutAxis.horizontal, .vertical] {
                consider(model.engine.contentHuggingPriority(item, for: axis))
                consider(model.engine.compressionResistancePriority(item, for: axis))
            }
        }
        return min(lowest ?? Priority.fittingSizeLevel, Priority.fittingSizeLevel) / 1000
    }

    /// The views among `ambiguities` whose right edge also varies (a view with a determined x
    /// and width has a determined right edge).
    static func ambiguousRightEdges(in model: AnalysisModel, _ ambiguities: [Ambiguity]) -> Set<Int> {
        let solver = model.engine.solver
        var result: Set<Int> = []
        for ambiguity in ambiguities where ambiguity.attributes.contains(.x) || ambiguity.attributes.contains(.width) {
            let right = model.expression(.x, of: ambiguity.view) + model.expression(.width, of: ambiguity.view)
            switch solver.optimalFaceAnswer(right) {
            case .fixed: continue
            case .moves: result.insert(ambiguity.view)
            case .unknown:
                let probePriority = probePriority(for: model)
                if solver.canMove(right, by: 1, probePriority: probePriority) || solver.canMove(right, by: -1, probePriority: probePriority) {
                    result.insert(ambiguity.view)
                }
            }
        }
        return result
    }

    /// The analysis of the mirror image: this left-to-right analysis of a layout whose
    /// horizontal constraints all use leading/trailing (or only widths), in a container with
    /// symmetric insets, read in right-to-left. x′ = W − x − width; left and right swap.
    func mirrored(as size: CheckSize) -> SizeAnalysis {
        var result = self
        result.size = size
        result.frames = frames.map { Rect(x: containerSize.width - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height) }
        // (With a guessed width, no horizontal attribute is reported: see ``separateContentGuesses``.)
        let guessedWidth = contentGuesses.contains { $0.axis == .horizontal }
        func mirrored(_ ambiguities: [Ambiguity], rightEdges: Bool) -> [Ambiguity] {
            ambiguities.map { ambiguity in
                var attributes = ambiguity.attributes.filter { $0 != .x }
                if ambiguousRightEdges.contains(ambiguity.view), rightEdges { attributes.append(.x) }
                return Ambiguity(view: ambiguity.view, attributes: FrameAttribute.union(attributes, []))
            }.filter { !$0.attributes.isEmpty }
        }
        result.ambiguities = mirrored(ambiguities, rightEdges: !guessedWidth)
        result.undetermined = mirrored(undetermined, rightEdges: true)
        result.offScreen = offScreen.map { item in
            var mirrored = item
            if item.problem == .left { mirrored.problem = .right }
            if item.problem == .right { mirrored.problem = .left }
            return mirrored
        }
        let xAmbiguous = Set(undetermined.filter { $0.attributes.contains(.x) }.map(\.view))
        result.ambiguousRightEdges = xAmbiguous
        if !result.frames.allSatisfy(\.isFinite) {
            result.isFinite = false
            result.ambiguities = []
            result.offScreen = []
            result.contentGuesses = []
            result.textProblems = []
            result.overlaps = []
        }
        return result
    }
}
