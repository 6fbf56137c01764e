import LayoutModel

/// A finding of the check for one layout (and variant), gathered over every size it occurs at.
public struct LayoutFinding: Sendable {
    public enum Detail: Sendable {
        /// Required constraints that cannot all hold (a minimal set), with the container items
        /// (size, margins, safe area) involved.
        case conflict(members: [LayoutConstraint], containerItems: [LayoutItem])
        /// A view whose `attributes` are not determined. `contentPriority` lists the other
        /// content-sized views on that axis whose frames vary with it and that share its hugging
        /// (or compression resistance) priority: Interface Builder's content priority ambiguity.
        case ambiguity(view: ViewDeclaration, attributes: [FrameAttribute], contentPriority: ContentPriorityAmbiguity?)
        /// A view with a negative size or leaving the container, with the amount per size.
        case offScreen(view: ViewDeclaration, problem: SizeAnalysis.OffScreen.Problem, amounts: [Double])
        /// Frames that are not finite numbers (``SizeAnalysis/isFinite``): the layout's numbers
        /// are too large to solve with, so nothing else is checked at those sizes.
        case nonFinite
        /// A view whose size on `axis` comes from its `content` (text, image), which vflgen
        /// cannot measure, with no `intrinsic` hint and no constraint settling it: the frames
        /// are a guess.
        case contentGuess(view: ViewDeclaration, axis: LayoutAxis, content: String)
        /// A label's or button's sample `text` that does not fit the frame the layout gives it:
        /// wider than a single line (`truncated`) or taller than a wrapping label (`clipped`),
        /// by `needed` points against `given`, first found in `content`.
        case text(view: ViewDeclaration, problem: SizeAnalysis.TextProblem.Problem, text: String, needed: Double, given: Double, content: ContentConfiguration)
        /// Two views, one of them showing text, that overlap in some content configurations
        /// (first found in `content`) but not in the first one checked at the same size.
        case overlap(view: ViewDeclaration, other: ViewDeclaration, content: ContentConfiguration)
        /// A scroll view whose content size its constraints leave open on `axis`: nothing links
        /// the content's far edge (bottom, trailing) to the views inside. `lastView`: the view
        /// inside reaching furthest that way, the one to link (`nil`: the content is empty).
        case scrollableContent(view: ViewDeclaration, axis: LayoutAxis, lastView: String?)
    }

    public var layout: String
    public var variant: String?
    public var detail: Detail
    /// The names of the sizes it occurs at, in check order.
    public var sizes: [String]
    /// Whether it occurs at every size the layout is checked at.
    public var atEverySize: Bool
}

/// Two or more content-sized views on one axis that share a priority, so Auto Layout cannot
/// tell which one grows (hugging) or shrinks (compression resistance).
public struct ContentPriorityAmbiguity: Hashable, Sendable {
    public enum Which: String, Hashable, Sendable { case hugging, compression }
    public var axis: LayoutAxis
    public var which: Which
    public var priority: Double
    /// The other views (names).
    public var others: [String]
}

/// Runs the check over every size of every layout and variant.
public enum LayoutCheck {
    /// Findings for `layout` (with each of its variants, if it has any), at the sizes from
    /// ``CheckSize/sizes(for:variant:presets:content:)`` in each of `axes`' content
    /// configurations the layout's views differ in (``CheckAxes/contents(for:)``). Also returns
    /// each analysed size (for fitting sizes, fix proofs and the benchmark).
    public static func run(_ layout: Layout, axes: CheckAxes) -> (findings: [LayoutFinding], analyses: [SizeAnalysis]) {
        let run = run(layout, axes: axes, stops: nil)
        return (run.findings, run.analyses)
    }

    /// What ``run(_:axes:stoppingWhen:)`` found.
    public struct StoppableRun {
        /// Every finding of ``run(_:axes:)`` when ``complete``. Otherwise the findings of the
        /// sizes analysed before the stop: each is a finding of the whole run, with the same
        /// kind, view, members and tie, and the same attributes or fewer (fewer sizes so far).
        public var findings: [LayoutFinding]
        /// The sizes analysed, in check order.
        public var analyses: [SizeAnalysis]
        /// How many sizes the whole run analyses (`analyses.count` when complete).
        public var plannedAnalyses: Int
        /// Whether every size was analysed (`stops` never answered `true`).
        public var complete: Bool
    }

    /// ``run(_:axes:)`` that shows `stops` the findings so far as it goes, and stops when it
    /// answers `true`: a fix proof that only needs to know whether a finding it did not have
    /// before appears. `stops` sees, within each variant, the findings gathered over the first
    /// 1, 2, 4, 8, … sizes, and every variant's findings once all its sizes are analysed.
    ///
    /// Findings gathered over the first sizes of a variant are findings of the whole run: a
    /// finding is made at the first size it occurs at (its view, members, tie and first view
    /// come from there), and later sizes only add sizes, amounts and attributes to it. The one
    /// exception is an overlap, reported only where the first content configuration's sizes
    /// did not have it: a prefix is shown only when it holds all of those sizes or none of the
    /// others (each configuration's sizes come together, the first configuration's first).
    public static func run(_ layout: Layout, axes: CheckAxes, stoppingWhen stops: ([LayoutFinding]) -> Bool) -> StoppableRun {
        withoutActuallyEscaping(stops) { run(layout, axes: axes, stops: $0) }
    }

    private static func run(_ layout: Layout, axes: CheckAxes, stops: (([LayoutFinding]) -> Bool)?) -> StoppableRun {
        var findings: [LayoutFinding] = []
        var analyses: [SizeAnalysis] = []
        // A layout with variants is shown with one of them active: each variant is checked.
        // Variants that switch themselves are checked where they apply, and the layout without
        // a variant where none does.
        var variants: [LayoutVariant?] = layout.variants.isEmpty ? [nil] : layout.variants
        if layout.hasConditionalVariants { variants.insert(nil, at: 0) }
        // The views' sizes in each configuration, measured once for the whole check of the layout.
        let measures = ContentAnalysis.Measures(layout)
        let contents = axes.contents(for: layout, measures: measures)
        // Every configuration's sizes in one pass: its engines move from one configuration
        // to the next (``forEachAnalysis(_:variant:at:undecidedLimit:_:)``).
        let plans = variants.map { variant in
            (variant, contents.flatMap { CheckSize.sizes(for: layout, variant: variant, presets: axes.presets, content: $0) })
        }
        let planned = plans.reduce(0) { $0 + $1.1.count }
        for (position, (variant, sizes)) in plans.enumerated() {
            var results: [SizeAnalysis] = []
            results.reserveCapacity(sizes.count)
            var shown = 1
            var stopped: [LayoutFinding]?
            forEachAnalysis(layout, variant: variant, at: sizes, undecidedLimit: undecidedLimit, measures: measures) { result in
                results.append(result)
                guard let stops, results.count == shown, results.count < sizes.count else { return true }
                shown *= 2
                guard showsWholeFindings(results, followedBy: sizes[results.count...]) else { return true }
                let sofar = gather(results, layout: layout, variant: variant, measures: measures)
                guard stops(sofar) else { return true }
                stopped = sofar
                return false
            }
            analyses += results
            if let stopped {
                return StoppableRun(findings: findings + stopped, analyses: analyses, plannedAnalyses: planned, complete: false)
            }
            let gathered = gather(results, layout: layout, variant: variant, measures: measures)
            findings += gathered
            if let stops, position < plans.count - 1, stops(gathered) {
                return StoppableRun(findings: findings, analyses: analyses, plannedAnalyses: planned, complete: false)
            }
        }
        return StoppableRun(findings: findings, analyses: analyses, plannedAnalyses: planned, complete: true)
    }

    /// Whether the findings gathered over `results`, the first sizes of a variant, are findings
    /// of the whole variant's (see ``run(_:axes:stoppingWhen:)``): no overlap can be reported
    /// that a size of the first configuration still to come would take back.
    static func showsWholeFindings(_ results: [SizeAnalysis], followedBy rest: ArraySlice<CheckSize>) -> Bool {
        guard let reference = results.first?.size.environment.content else { return true }
        return !results.contains { $0.size.environment.content != reference }
            || !rest.contains { $0.environment.content == reference }
    }

    /// ``run(_:axes:)`` at `presets` in the default content configuration only.
    public static func run(_ layout: Layout, presets: [DevicePreset]) -> (findings: [LayoutFinding], analyses: [SizeAnalysis]) {
        run(layout, axes: CheckAxes(presets: presets, contents: [.standard]))
    }

    /// With `true`, a fix proof analyses each size of the edited layout on an engine built for
    /// it, as before proofs swept (``forEachAnalysis(_:variant:at:_:)``): the benchmark's
    /// baseline and the tests' reference.
    @TaskLocal public static var buildsEngineForEachSolve = false

    /// With `false`, nothing is shared between solves beyond what an engine swept from size to
    /// size shares: every wrapping label's re-solve gets an engine built at its size. The tests'
    /// reference for the sharing rules (``ContentSharingTests``) and the benchmark's baseline.
    @TaskLocal public static var sharesSolves = true

    /// With `false`, the first wrapped-label re-solve of a sweep (``WrappedSweep``) or of a
    /// fixed size (``FixedReSolve``) builds its engine rather than copying the size's own: the
    /// tests' reference for the copy.
    @TaskLocal static var copiesSweepForWrapped = true

    /// How the check's wrapped-label re-solves were made (``ContentAnalysis``), counted while a
    /// test or the benchmark sets ``counts``.
    final class SharingCounts: @unchecked Sendable {
        /// On a sweep's live engine with the labels' sizes moved (``WrappedSweep``).
        var liveReSolves = 0
        /// On an engine built at the size.
        var builtReSolves = 0
        /// Engines whose views' intrinsic sizes moved to another content configuration's
        /// instead of an engine built for it (a sweep, or an engine kept at one fixed size).
        var contentMoves = 0
        /// Wrapped-label engines (``WrappedSweep``, ``FixedReSolve``) made as a copy of their
        /// size's own engine (a sweep's, or a fixed size's) rather than built.
        var copiedSweeps = 0
    }
    @TaskLocal static var counts: SharingCounts?

    /// How many ambiguity candidates a swept engine's optimal tableau may leave undecided at a
    /// size before the sweep starts over with an engine built at that size (see
    /// ``analyses(_:variant:at:undecidedLimit:)``): about what building the engine costs in
    /// probes, on a 200-view layout.
    static let undecidedLimit = 32

    /// One engine moved from size to size, its candidate cache, and whether it may still be
    /// replaced by a fresh engine when its tableau decides too little.
    private struct Sweep {
        var model: AnalysisModel
        var cache = SizeAnalysis.CandidateCache()
        var restarts = true
        /// The content configuration whose intrinsic sizes the views have now.
        var content: ContentConfiguration

        /// Moves the sweep to `size`: first the views' intrinsic sizes to its content
        /// configuration's (a sweep shared between configurations), then the container and
        /// guides. `false` as ``AnalysisModel/move(to:)``.
        mutating func move(to size: CheckSize, measures: ContentAnalysis.Measures) -> Bool {
            let target = size.environment.content
            guard target != content else { return model.move(to: size) }
            content = target
            LayoutCheck.counts?.contentMoves += 1
            return model.move(to: size) { measures.checkedSize($0, in: target) }
        }
    }

    /// The engine a sweep re-solves its sizes' wrapped labels on (``ContentAnalysis``): the
    /// layout swept in the same direction (and configurations), whose wrapping labels'
    /// intrinsic sizes are moved on the live tableau to each size's measured ones
    /// (``LayoutEngine/setIntrinsicSize(_:width:height:)``) instead of building an engine at
    /// each size. Its answer is taken only where the solution is unique (the solver has no free
    /// optimal direction): there every engine lands on the same frames and finds no ambiguity.
    /// Where the optimum is a face, which vertex an engine lands on is path-dependent, and the
    /// frames the text and tie findings read could differ: such a size is solved on an engine
    /// built there, as before.
    struct WrappedSweep {
        var model: AnalysisModel
        var cache = SizeAnalysis.CandidateCache()

        /// The analysis at `size` (whose intrinsic sizes are the wrapped labels'), or `nil` when
        /// it may differ from an engine built there (see ``WrappedSweep``).
        mutating func analysis(_ layout: Layout, variant: LayoutVariant?, at size: CheckSize, measures: ContentAnalysis.Measures) -> SizeAnalysis? {
            guard model.rejections.isEmpty else { return nil }
            let environment = size.environment
            let moved = model.move(to: size) { index in
                environment.intrinsicSizes[layout.views[index].name] ?? measures.checkedSize(index, in: environment.content)
            }
            guard moved else { return nil }
            // Only a unique solution is taken, so no candidate is worth a probe here: where the
            // moved tableau leaves one undecided (a degenerate basis, common after the labels of
            // a whole configuration moved), the sweep starts over from an engine built with
            // this size's intrinsic sizes, and probes there.
            if let analysis = SizeAnalysis.analyse(model, layout: layout, variant: variant, at: size, cache: &cache, undecidedLimit: 0) {
                return analysis.conflicts.isEmpty && analysis.undetermined.isEmpty ? analysis : nil
            }
            var fresh = AnalysisModel(
                sweeping: layout, variant: variant, direction: environment.layoutDirection, content: environment.content,
                intrinsicSizes: environment.intrinsicSizes, startingAt: size)
            guard fresh.rejections.isEmpty, fresh.move(to: size) else { return nil }
            model = fresh
            cache = SizeAnalysis.CandidateCache()
            let analysis = SizeAnalysis.analyse(model, layout: layout, variant: variant, at: size, cache: &cache)
            guard analysis.conflicts.isEmpty, analysis.undetermined.isEmpty else { return nil }
            return analysis
        }
    }

    /// The engine a fixed size (a fitting size, `container 320x_`) re-solves its wrapped labels
    /// on, kept for the same size, direction, margins and insets in the other content
    /// configurations: built at the first re-solve (what building an engine there gives), then
    /// its views' intrinsic sizes are moved to each later re-solve's (``AnalysisModel/setIntrinsicSizes(_:)``).
    /// A moved engine's answer is taken only where the solution is unique, as ``WrappedSweep``'s.
    struct FixedReSolve {
        var model: AnalysisModel

        /// The analysis at `size` (whose intrinsic sizes are the wrapped labels'), and whether it
        /// came from a moved engine; `nil` when a moved engine's may differ from one built there.
        /// `base`: the size's own engine (the same constraints, the views' unwrapped sizes): where
        /// none is kept yet, a copy of it is moved to the wrapped sizes first, and an engine is
        /// built only where the copy's answer is refused.
        static func analysis(
            _ kept: inout FixedReSolve?, layout: Layout, variant: LayoutVariant?, at size: CheckSize, measures: ContentAnalysis.Measures,
            base: AnalysisModel? = nil
        ) -> (analysis: SizeAnalysis, live: Bool)? {
            var cache = SizeAnalysis.CandidateCache()
            guard var model = kept?.model ?? base?.copied() else {
                let model = AnalysisModel(layout, variant: variant, size: size)
                kept = FixedReSolve(model: model)
                return (SizeAnalysis.analyse(model, layout: layout, variant: variant, at: size, cache: &cache), false)
            }
            guard model.rejections.isEmpty else {
                guard kept == nil else { return nil }
                return analysis(&kept, layout: layout, variant: variant, at: size, measures: measures)
            }
            let environment = size.environment
            model.setIntrinsicSizes { index in
                environment.intrinsicSizes[layout.views[index].name] ?? measures.checkedSize(index, in: environment.content)
            }
            let copied = kept == nil
            if copied { counts?.copiedSweeps += 1 }
            kept = FixedReSolve(model: model)
            // (No probe: an undecided candidate on the moved tableau builds an engine instead.)
            guard let analysis = SizeAnalysis.analyse(model, layout: layout, variant: variant, at: size, cache: &cache, undecidedLimit: 0),
                  analysis.conflicts.isEmpty, analysis.undetermined.isEmpty
            else {
                // A refused copy: build there, as without it, and keep that engine.
                guard copied else { return nil }
                kept = nil
                return Self.analysis(&kept, layout: layout, variant: variant, at: size, measures: measures)
            }
            return (analysis, true)
        }
    }

    /// Each size's analysis (``SizeAnalysis/analyseWithContent(_:variant:at:)``). One engine
    /// per direction is moved from size to size with edit variables, and from one content
    /// configuration to the next by moving the views' intrinsic sizes (constants, not
    /// constraints; per configuration where a content priority is required); fitting sizes,
    /// and sizes the layout cannot take, get an engine of their own, kept for the same size in
    /// the other configurations.
    ///
    /// A warm start can land on a degenerate optimal basis (rows at 0, many symbols with a
    /// zero reduced cost) where the optimal tableau decides few ambiguity candidates and each
    /// of the others needs a probe (the 200-label grid with its gap set to 0, at the iPad
    /// sizes: 361 probes, where an engine built at that size decides every candidate from its
    /// tableau). When more than `undecidedLimit` candidates are left, the sweep goes on from a
    /// fresh engine built at that size; if that one leaves as many, the sweep keeps it and
    /// probes from then on without starting over again. Which engine analyses a size does not
    /// change what is found (``WarmColdCheckTests``).
    static func analyses(_ layout: Layout, variant: LayoutVariant?, at sizes: [CheckSize], undecidedLimit: Int = undecidedLimit) -> [SizeAnalysis] {
        var results: [SizeAnalysis] = []
        results.reserveCapacity(sizes.count)
        forEachAnalysis(layout, variant: variant, at: sizes, undecidedLimit: undecidedLimit) { results.append($0); return true }
        return results
    }

    /// Each size's analysis with content, as ``run(_:axes:)`` makes them (engines swept from
    /// size to size, see ``analyses(_:variant:at:undecidedLimit:)``), handed to `body` in the
    /// order of `sizes` until it returns `false`. Fix proofs analyse an edited layout this way
    /// instead of building an engine for each size.
    public static func forEachAnalysis(_ layout: Layout, variant: LayoutVariant?, at sizes: [CheckSize], _ body: (SizeAnalysis) -> Bool) {
        forEachAnalysis(layout, variant: variant, at: sizes, undecidedLimit: undecidedLimit, body)
    }

    static func forEachAnalysis(
        _ layout: Layout, variant: LayoutVariant?, at sizes: [CheckSize], undecidedLimit: Int, measures: ContentAnalysis.Measures? = nil,
        _ body: (SizeAnalysis) -> Bool
    ) {
        /// Which sweeping engine a size uses.
        struct SweepKey: Hashable {
            var direction: LayoutDirection
            /// `nil`: one sweep for every configuration (``reSolvesLive``).
            var content: ContentConfiguration?
        }
        var sweeps: [SweepKey: Sweep] = [:]
        var wrappedSweeps: [SweepKey: WrappedSweep] = [:]
        let sharedMeasures = measures ?? ContentAnalysis.Measures(layout)
        // The edit variables must outrank every priority below required (they do unless a
        // layout uses one at 999.999 or above): otherwise each size gets its own engine.
        let contentPriorities = layout.views.flatMap { view in
            [view.hugging, view.compressionResistance].compactMap { $0 }.flatMap { [$0.horizontal.value, $0.vertical.value] }
        }
        let sweepable = ((layout.constraints + (variant?.constraints ?? [])).map(\.priority.value) + contentPriorities)
            .allSatisfy { $0 < AnalysisModel.environmentPriority || $0 >= 1000 }
        // A wrapped label's size moves on a live tableau only where no content priority is
        // required (a required one is a constraint that could be left out instead).
        let movesContent = sharesSolves
            && !layout.views.contains { ViewTypeDefaults.forType($0.type).overridden(by: $0).hasRequiredContentPriority }
        let reSolvesLive = movesContent && sweepable
        // An external view's declared frame stays where it is right-to-left: no mirror image.
        let mirrorable = isMirrorSymmetric(layout.constraints + (variant?.constraints ?? []))
            && !layout.views.contains(where: \.isExternal)
        struct Twin: Hashable {
            var size: Size, margins: EdgeInsets, safeArea: EdgeInsets, keyboard: Double, fitsWidth: Bool, fitsHeight: Bool
            var content: ContentConfiguration
        }
        var leftToRight: [Twin: SizeAnalysis] = [:]
        /// An engine built at one fixed size (a fitting size, or any size of a layout that
        /// cannot sweep), kept for the same size in the other content configurations: its
        /// views' intrinsic sizes move there (``AnalysisModel/setIntrinsicSizes(_:)``).
        struct Fixed: Hashable {
            var twin: Twin
            var direction: LayoutDirection
        }
        var fixedModels: [Fixed: AnalysisModel] = [:]
        /// The engine a fixed size's wrapped labels are re-solved on (``FixedReSolve``).
        var fixedReSolves: [Fixed: FixedReSolve] = [:]
        let memo = SizeAnalysis.SatisfiabilityMemo()
        for size in sizes {
            let environment = size.environment
            let direction = environment.layoutDirection
            let key = Twin(
                size: environment.size, margins: environment.margins, safeArea: environment.safeArea, keyboard: environment.keyboardHeight,
                fitsWidth: size.fitsWidth, fitsHeight: size.fitsHeight, content: environment.content)
            if direction == .rightToLeft, mirrorable, !size.fitsWidth, environment.intrinsicSizes.isEmpty,
                environment.margins.left == environment.margins.right, environment.safeArea.left == environment.safeArea.right,
                let twin = leftToRight[key] {
                guard body(twin.mirrored(as: size)) else { return }
                continue
            }
            var result: SizeAnalysis
            // Where a content size can move on a live tableau, one engine per direction serves
            // every configuration: only the views' intrinsic sizes (constants) change.
            let sweep = SweepKey(direction: direction, content: reSolvesLive ? nil : environment.content)
            var reSolve: ContentAnalysis.ReSolve?
            if !sweepable || size.fitsWidth || size.fitsHeight || !environment.intrinsicSizes.isEmpty {
                if movesContent, environment.intrinsicSizes.isEmpty {
                    var shared = key
                    shared.content = .standard
                    let fixed = Fixed(twin: shared, direction: direction)
                    reSolve = { wrapped in
                        FixedReSolve.analysis(
                            &fixedReSolves[fixed], layout: layout, variant: variant, at: wrapped, measures: sharedMeasures,
                            base: copiesSweepForWrapped ? fixedModels[fixed] : nil)
                    }
                    var model: AnalysisModel
                    if let kept = fixedModels[fixed] {
                        model = kept
                        model.setIntrinsicSizes { sharedMeasures.checkedSize($0, in: environment.content) }
                        counts?.contentMoves += 1
                    } else {
                        model = AnalysisModel(layout, variant: variant, size: size)
                    }
                    fixedModels[fixed] = model
                    var cache = SizeAnalysis.CandidateCache()
                    result = SizeAnalysis.analyse(model, layout: layout, variant: variant, at: size, cache: &cache, memo: memo)
                } else {
                    result = SizeAnalysis.analyse(layout, variant: variant, at: size, memo: memo)
                }
            } else {
                if reSolvesLive {
                    reSolve = { wrapped in
                        if wrappedSweeps[sweep] == nil {
                            // The size's sweep holds the same constraints, already at this size:
                            // a copy of it moves to the wrapped sizes as a fresh build would.
                            if copiesSweepForWrapped, let swept = sweeps[sweep], swept.model.rejections.isEmpty {
                                wrappedSweeps[sweep] = WrappedSweep(model: swept.model.copied())
                                counts?.copiedSweeps += 1
                            } else {
                                wrappedSweeps[sweep] = WrappedSweep(model: AnalysisModel(
                                    sweeping: layout, variant: variant, direction: direction, content: environment.content, startingAt: size))
                            }
                        }
                        return wrappedSweeps[sweep]!.analysis(layout, variant: variant, at: wrapped, measures: sharedMeasures).map { ($0, true) }
                    }
                }
                if sweeps[sweep] == nil {
                    sweeps[sweep] = Sweep(model: AnalysisModel(
                        sweeping: layout, variant: variant, direction: direction, content: environment.content, startingAt: size),
                        content: environment.content)
                }
                if sweeps[sweep]!.model.rejections.isEmpty, sweeps[sweep]!.move(to: size, measures: sharedMeasures) {
                    result = sweptAnalysis(&sweeps[sweep]!, layout: layout, variant: variant, at: size, undecidedLimit: undecidedLimit)
                } else {
                    result = SizeAnalysis.analyse(layout, variant: variant, at: size, memo: memo)
                }
            }
            // (A size whose frames are not all determined keeps building: its wrapped re-solve
            // would most likely leave some undetermined too, and be solved twice.)
            if !result.undetermined.isEmpty { reSolve = nil }
            result = ContentAnalysis.completed(result, layout: layout, variant: variant, reSolve: reSolve, measures: sharesSolves ? sharedMeasures : ContentAnalysis.Measures(layout))
            if direction == .leftToRight { leftToRight[key] = result }
            guard body(result) else { return }
        }
    }

    /// The analysis at `size` of a sweep already moved there; starts the sweep over from an
    /// engine built at `size` when the swept tableau leaves more than `undecidedLimit`
    /// candidates to probe (see ``analyses(_:variant:at:undecidedLimit:)``).
    private static func sweptAnalysis(_ sweep: inout Sweep, layout: Layout, variant: LayoutVariant?, at size: CheckSize, undecidedLimit: Int) -> SizeAnalysis {
        let limit = sweep.restarts ? undecidedLimit : .max
        if let analysis = SizeAnalysis.analyse(sweep.model, layout: layout, variant: variant, at: size, cache: &sweep.cache, undecidedLimit: limit) {
            return analysis
        }
        var fresh = Sweep(model: AnalysisModel(
            sweeping: layout, variant: variant, direction: size.environment.layoutDirection, content: size.environment.content, startingAt: size),
            content: size.environment.content)
        if fresh.model.rejections.isEmpty, fresh.model.move(to: size) {
            sweep = fresh
            if let analysis = SizeAnalysis.analyse(sweep.model, layout: layout, variant: variant, at: size, cache: &sweep.cache, undecidedLimit: limit) {
                return analysis
            }
        }
        // Starting over did not help here: probe, and do not start over again in this sweep.
        sweep.restarts = false
        return SizeAnalysis.analyse(sweep.model, layout: layout, variant: variant, at: size, cache: &sweep.cache)
    }

    /// Whether right-to-left is the exact mirror image of left-to-right: every horizontal
    /// constraint relates widths only; or positions of two items with leading or trailing
    /// among them (the engine mirrors those); or two centers with no constant (a view centred
    /// stays centred). Offset sides (equal spacing) are solved in right-to-left instead.
    static func isMirrorSymmetric(_ constraints: [LayoutConstraint]) -> Bool {
        constraints.allSatisfy { constraint in
            guard constraint.firstAttribute.axis == .horizontal else { return true }
            guard constraint.firstOrigin == nil, constraint.secondOrigin == nil else { return false }
            let attributes = [constraint.firstAttribute] + (constraint.secondAttribute.map { [$0] } ?? [])
            if attributes.allSatisfy({ $0 == .width }) { return true }
            guard constraint.secondAttribute != nil, !attributes.contains(.width) else { return false }
            if attributes.allSatisfy({ $0 == .centerX }) { return constraint.multiplier == 1 && constraint.constant.value == 0 }
            return attributes.contains(.leading) || attributes.contains(.trailing)
        }
    }

    static func gather(
        _ results: [SizeAnalysis], layout: Layout, variant: LayoutVariant?, measures: ContentAnalysis.Measures? = nil
    ) -> [LayoutFinding] {
        let measures = measures ?? ContentAnalysis.Measures(layout)
        let constraints = layout.constraints + (variant?.constraints ?? [])
        /// What makes two sizes' findings the same finding.
        enum Key: Hashable {
            case conflict([Int])
            case contentPriority(LayoutAxis, ContentPriorityAmbiguity.Which, Double, [String])
            case ambiguity(Int)
            case offScreen(Int, SizeAnalysis.OffScreen.Problem)
            case nonFinite
            case contentGuess(Int, LayoutAxis)
            case text(Int, SizeAnalysis.TextProblem.Problem)
            case overlap([Int])
            case scrollableContent(Int, LayoutAxis)
        }
        // Findings in the order first found, and each key's index (a key is hashed once per
        // size and finding: a content-priority key holds every tied view's name, and hashing it
        // for each of 200 tied labels at each size was quadratic).
        var gathered: [LayoutFinding] = []
        var indices: [Key: Int] = [:]
        // Each ambiguity finding's attributes so far, one bit per attribute in `allCases` order,
        // written into its detail at the end (rebuilding the detail at every size and view copied
        // its declaration and its tie's names: 3,606 times for the LSP's 200-label grid).
        var attributeBits: [UInt8] = []
        @discardableResult
        func add(_ key: Key, _ detail: LayoutFinding.Detail, at size: String, amount: Double? = nil) -> Int {
            guard let index = indices[key] else {
                var first = detail
                if let amount, case .offScreen(let view, let problem, _) = detail { first = .offScreen(view: view, problem: problem, amounts: [amount]) }
                gathered.append(LayoutFinding(layout: layout.name, variant: variant?.name, detail: first, sizes: [size], atEverySize: false))
                attributeBits.append(0)
                indices[key] = gathered.count - 1
                return gathered.count - 1
            }
            add(at: index, at: size, amount: amount)
            return index
        }
        func add(at index: Int, at size: String, amount: Double? = nil) {
            if gathered[index].sizes.last != size { gathered[index].sizes.append(size) }
            if let amount, case .offScreen(let view, let problem, let amounts) = gathered[index].detail {
                gathered[index].detail = .offScreen(view: view, problem: problem, amounts: amounts + [amount])
            }
        }
        func mergeAttributes(_ index: Int, _ attributes: [FrameAttribute]) {
            for attribute in attributes { attributeBits[index] |= attribute.bit }
        }
        /// A tie at one size: its first view and axis (a view is in at most one tie per axis).
        struct TieAtSize: Hashable {
            var first: Int
            var axis: LayoutAxis
        }
        var contentTables: [ContentConfiguration: ContentPriorityTies.Table] = [:]
        // The overlaps in the first content configuration, by size: only new ones are reported.
        let reference = results.first?.size.environment.content
        var referenceOverlaps: [String: Set<[Int]>] = [:]
        for result in results where result.size.environment.content == reference {
            referenceOverlaps[result.size.baseName, default: []].formUnion(result.overlaps.map(\.views))
        }
        for result in results {
            let name = result.size.name
            let content = result.size.environment.content
            if contentTables[content] == nil { contentTables[content] = ContentPriorityTies.Table(layout, content: content, measures: measures) }
            let contentTable = contentTables[content]!
            if !result.isFinite { add(.nonFinite, .nonFinite, at: name) }
            var ties = ContentPriorityTies(result, layout: layout, table: contentTable)
            var tieIndices: [TieAtSize: Int] = [:]
            for conflict in result.conflicts {
                let key = Key.conflict(conflict.members)
                let index = add(key, .conflict(members: conflict.members.map { constraints[$0] }, containerItems: conflict.containerItems), at: name)
                if case .conflict(let members, let items) = gathered[index].detail {
                    let union = items + conflict.containerItems.filter { !items.contains($0) }
                    gathered[index].detail = .conflict(members: members, containerItems: union)
                }
            }
            for ambiguity in result.ambiguities {
                let view = layout.views[ambiguity.view]
                var plain = ambiguity.attributes
                if let tie = ties.tie(of: ambiguity) {
                    // One finding per group of views that tie, at the first one's declaration.
                    let priority = tie.ambiguity
                    let attributes = ambiguity.attributes.filter { $0.axis == priority.axis }
                    plain = ambiguity.attributes.filter { $0.axis != priority.axis }
                    let tieAtSize = TieAtSize(first: tie.views[0], axis: priority.axis)
                    let index: Int
                    if let known = tieIndices[tieAtSize] {
                        index = known
                        add(at: index, at: name)
                    } else {
                        let key = Key.contentPriority(priority.axis, priority.which, priority.priority, tie.names)
                        index = add(key, .ambiguity(view: layout.views[tie.views[0]], attributes: attributes, contentPriority: priority), at: name)
                        tieIndices[tieAtSize] = index
                    }
                    mergeAttributes(index, attributes)
                }
                guard !plain.isEmpty else { continue }
                let key = Key.ambiguity(ambiguity.view)
                mergeAttributes(add(key, .ambiguity(view: view, attributes: plain, contentPriority: nil), at: name), plain)
            }
            for guess in result.contentGuesses {
                let view = layout.views[guess.view]
                add(.contentGuess(guess.view, guess.axis), .contentGuess(view: view, axis: guess.axis, content: guess.content), at: name)
            }
            for content in result.scrollableContent {
                for (axis, last) in zip(content.axes, content.lastViews) {
                    let view = layout.views[content.view]
                    add(.scrollableContent(content.view, axis), .scrollableContent(view: view, axis: axis, lastView: last), at: name)
                }
            }
            for item in result.offScreen {
                let view = layout.views[item.view]
                add(.offScreen(item.view, item.problem), .offScreen(view: view, problem: item.problem, amounts: []), at: name, amount: item.amount)
            }
            for problem in result.textProblems {
                add(.text(problem.view, problem.problem), .text(
                    view: layout.views[problem.view], problem: problem.problem, text: problem.text,
                    needed: problem.needed, given: problem.given, content: content), at: name)
            }
            if content != reference {
                let known = referenceOverlaps[result.size.baseName] ?? []
                for overlap in result.overlaps where !known.contains(overlap.views) {
                    add(.overlap(overlap.views), .overlap(
                        view: layout.views[overlap.views[0]], other: layout.views[overlap.views[1]], content: content), at: name)
                }
            }
        }
        return gathered.indices.map { index in
            var finding = gathered[index]
            finding.atEverySize = finding.sizes.count == results.count
            if case .ambiguity(let view, _, let priority) = finding.detail {
                // The union of every size's attributes, in `allCases` order (as `FrameAttribute.union`).
                let attributes = FrameAttribute.allCases.filter { attributeBits[index] & $0.bit != 0 }
                finding.detail = .ambiguity(view: view, attributes: attributes, contentPriority: priority)
            }
            return finding
        }
    }
}
