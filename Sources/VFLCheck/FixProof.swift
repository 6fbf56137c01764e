import LayoutModel
import VFLEngine
import VFLLanguage

/// Proves a fix before the check offers it: the `.vfl` text with the fix's edits is compiled
/// and its layout analysed again; the finding must be gone and nothing may appear that was
/// not there before (a conflict, an ambiguity, a view off screen or with a negative size).
///
/// - A priority (``atSizes(_:variant:sizes:ends:)``) is proved at the sizes where the finding
///   holds: elsewhere the change is idle (a constraint that can hold is met in full whether it
///   is required or at 999; a tie matters only where the two pull against each other).
/// - An added line or a declared size (``everywhere(_:gone:)``) applies at every size, and can
///   bring sizes of its own (a line with leading is checked right-to-left too): the layout is
///   checked again in full. That is a whole check, so a layout gets at most
///   ``everywhereLimit`` of them; past that its findings say what to add without an edit.
///
/// Proofs share one budget per layout (``Budget``), counted in size analyses of the layout
/// weighted by its views, never in time: a proof starts only when what is left covers what it
/// may cost, so the check of a layout costs at most its analysis and ``Budget/multiple`` more
/// of it (or ``Budget/floor``, whichever is more), and says the same every run. A fix whose
/// proof does not start is described, not offered as an edit (``Verdict/unproved``).
final class FixProof {
    static let everywhereLimit = 8

    /// The work proofs may do for one layout, in view-analyses: one size analysed once, times
    /// the layout's views (what an analysis costs grows with its views; every proof analyses
    /// an edited copy of the same layout).
    struct Budget: Sendable, Equatable {
        /// Proofs may cost this many of the layout's own analyses (every size it was checked at).
        var multiple: Int
        /// And at least this many view-analyses, whatever the layout's size: small and medium
        /// layouts (the fixtures, examples and benchmark layouts up to 120 views) prove every fix.
        var floor: Int

        static let standard = Budget(multiple: 1, floor: 16_000)

        /// The view-analyses a layout of `views` views checked at `analyses` sizes may spend.
        func total(views: Int, analyses: Int) -> Int { max(multiple * views * analyses, floor) }
    }

    /// The budget of the proofs of every layout checked in this task (tests set a small one).
    @TaskLocal static var budget = Budget.standard

    /// With `false`, a whole check of an edited copy (``everywhere(_:variant:gone:)``) runs to
    /// its end even once a finding the layout did not have has appeared: the tests' reference.
    @TaskLocal static var stopsAtNewFindings = true

    /// With `false`, a proof that only needs a verdict analyses its first size even where the
    /// target is undetermined whatever the priorities (``staysUndetermined(_:_:_:variant:at:original:edited:changed:)``):
    /// the tests' reference.
    @TaskLocal static var answersFreeTranslations = true

    /// Counts the whole checks of edited copies that stopped early, and the proofs answered from
    /// a free translation, while a test sets it.
    final class Counts: @unchecked Sendable {
        var stopped = 0
        var whole = 0
        var freeTranslations = 0
    }
    @TaskLocal static var counts: Counts?

    /// What a proof found.
    enum Verdict: Equatable {
        /// The edited layout ends the finding and brings nothing new.
        case proved
        /// It does not: what it leaves, in words (empty: the edited file does not compile to a
        /// layout that can be compared).
        case fails(String)
        /// The proof did not start: the layout's budget does not cover it.
        case unproved
        /// The proof did not start: the layout has had ``everywhereLimit`` whole checks of
        /// edited copies (the finding says what to add, as it always has).
        case limited
    }

    let layout: Layout
    let source: SourceFile
    let axes: CheckAxes
    /// Each analysed size of the layout, by variant (`nil`: none) and size name.
    let analyses: [String?: [String: SizeAnalysis]]
    /// The size names of each variant in check order.
    let order: [String?: [String]]
    /// The keys (``keys(_:)``) of every finding before the fix.
    let before: Set<String>
    private(set) var remaining = FixProof.everywhereLimit
    /// The view-analyses proofs may still spend on this layout, and the views that weight them.
    private(set) var left: Int
    private let views: Int
    /// The budget in words: `as much as 2 checks of the layout` (a whole check of an edited
    /// copy at most 8 times).
    let bound: String
    /// Each set of edits proved so far: the edited layout, compiled once, and its analyses so
    /// far. Findings share edits (a conflict of always-on constraints is proved in each variant
    /// it holds in, each proof analysing every variant; two conflicts can offer the same member
    /// at 999), and an analysis of the edited layout does not depend on what it is compared with.
    private var edited: [[SourceEdit]: Edited] = [:]
    /// The layout's sweeping builds, from which an edited copy's engines start where the edit
    /// first changes a step (the same engines as built from nothing).
    private let prefixes: BuildPrefixes

    /// One edited layout and what is known of it.
    private final class Edited {
        let layout: Layout?
        /// By variant and sizes: the analyses of the edited layout at those sizes, in that
        /// order, as far as a proof swept them (a proof stops at its first problem).
        var swept: [Sweep: [SizeAnalysis]] = [:]
        /// By variant and sizes: how many of those sizes proofs were charged for (the same with
        /// or without the analyses kept, so the budget runs out at the same proof either way).
        var charged: [Sweep: Int] = [:]
        /// The keys of every finding of the edited layout checked again in full (`all`), or with
        /// one variant only (`only NAME`).
        var findings: [String: [[String]]] = [:]
        /// By variant: whether the edited layout is the original with other priorities below
        /// required, and nothing else changed that its engines read.
        var otherPrioritiesOnly: [String?: Bool] = [:]

        init(layout: Layout?) { self.layout = layout }
    }

    private struct Sweep: Hashable {
        var variant: String?
        var sizes: [String]
    }

    init(layout: Layout, source: SourceFile, axes: CheckAxes, analyses: [SizeAnalysis], findings: [LayoutFinding]) {
        self.layout = layout
        self.source = source
        self.axes = axes
        var byVariant: [String?: [String: SizeAnalysis]] = [:]
        var order: [String?: [String]] = [:]
        for analysis in analyses {
            byVariant[analysis.variant, default: [:]][analysis.size.name] = analysis
            order[analysis.variant, default: []].append(analysis.size.name)
        }
        self.analyses = byVariant
        self.order = order
        prefixes = BuildPrefixes(original: layout)
        views = layout.views.count
        left = Self.budget.total(views: layout.views.count, analyses: analyses.count)
        let checks = left / max(1, views * analyses.count)
        bound = "as much as \(checks) \(checks == 1 ? "check" : "checks") of the layout, with at most \(Self.everywhereLimit) whole checks of an edited copy"
        before = Set(findings.flatMap { Self.keys($0) })
    }

    /// What must be gone after the change.
    enum Target {
        /// A conflict with these members (indices into always-on + variant constraints).
        case conflict([Int])
        /// The views' undetermined attributes.
        case ambiguity(views: [Int], [FrameAttribute])
    }

    /// Every size `variant` was analysed at (a priority change is proved at all of them: where
    /// the constraint held it can still change what the solver leaves undetermined).
    func sizes(of variant: String?) -> [String] {
        order[variant] ?? []
    }

    /// The index of `constraint` among the constraints of `variant` (always-on first).
    func index(of constraint: LayoutConstraint, variant: String?) -> Int? {
        if let index = layout.constraints.firstIndex(of: constraint) { return index }
        guard let variant = layout.variants.first(where: { $0.name == variant }),
              let index = variant.constraints.firstIndex(of: constraint) else { return nil }
        return layout.constraints.count + index
    }

    /// The layout as the edited file compiles it (`nil`: it does not, or lost the layout, or
    /// changed its views or constraints in number, so indices would not match).
    func changed(by edits: [SourceEdit]) -> Layout? {
        if let known = edited[edits] { return known.layout }
        let layout = compiled(edits)
        edited[edits] = Edited(layout: layout)
        return layout
    }

    private func compiled(_ edits: [SourceEdit]) -> Layout? {
        let platform = axes.presets.first?.platform ?? .uikit
        let text = SourceEdit.apply(edits, to: source.text(in: SourceRange(start: 0, end: source.utf8.count)))
        // (Only the layout and whether the file has errors are read: no constraint warnings.)
        let compilation = VFLCompiler.compileWithoutConstraintWarnings(SourceFile(path: source.path, text: text), platform: platform)
        guard !compilation.hasErrors else { return nil }
        return compilation.file.layouts.first { $0.name == layout.name }
    }

    /// ``Verdict/proved`` when the edited layout ends `target` in `variant` and brings nothing
    /// new in any variant, at every size each is checked at (an always-on line or a declaration
    /// applies to all of them); ``Verdict/unproved`` when the budget left does not cover every
    /// size that may need analysing.
    ///
    /// With `readsProblem` `false` the caller reads only the verdict, not what a failure leaves:
    /// a proof whose target ambiguity stays whatever the priorities then fails without analysing
    /// its first size (``staysUndetermined(_:_:_:variant:at:original:edited:changed:)``), charged
    /// and remembered as the analysis would be; its words may not name the first problem the
    /// analysis would.
    func inEveryVariant(_ edits: [SourceEdit], variant: String?, ends target: Target, readsProblem: Bool = true) -> Verdict {
        // Edits inside the variant's block change only its constraints: with any other variant
        // the edited layout is the one the check analysed, and brings nothing new.
        var sweeps = [Sweep(variant: variant, sizes: sizes(of: variant))]
        if !changesOnlyConstraints(of: variant, edits) {
            for other in order.keys.sorted(by: { ($0 ?? "") < ($1 ?? "") }) where other != variant {
                sweeps.append(Sweep(variant: other, sizes: sizes(of: other)))
            }
        }
        let known = edited[edits]?.charged ?? [:]
        let cost = sweeps.reduce(0) { $0 + $1.sizes.count - (known[$1] ?? 0) }
        guard cost * views <= left else { return .unproved }
        for (position, sweep) in sweeps.enumerated() {
            if let problem = atSizes(edits, variant: sweep.variant, sizes: sweep.sizes, ends: position == 0 ? target : nil, readsProblem: readsProblem) {
                return .fails(problem)
            }
        }
        return .proved
    }

    /// Whether every edit changes only constraints of `variant` (a named one): each lies inside
    /// the source of one of the variant's own constraints (a priority), or inserts lines before
    /// the block's closing brace (``FixEdits``' place for added lines).
    private func changesOnlyConstraints(of variant: String?, _ edits: [SourceEdit]) -> Bool {
        guard let variant, let block = layout.variants.first(where: { $0.name == variant }) else { return false }
        let bytes = source.utf8
        let closing = block.range.end - 1
        guard closing > block.range.start, closing < bytes.count, bytes[closing] == UInt8(ascii: "}") else { return false }
        var lineStart = closing
        while lineStart > 0, bytes[lineStart - 1] != 10 { lineStart -= 1 }
        let own = block.constraints.map(\.source)
        return !edits.isEmpty && edits.allSatisfy { edit in
            own.contains { $0.start <= edit.range.start && edit.range.end <= $0.end }
                || (edit.range.start == edit.range.end && (edit.range.start == closing || edit.range.start == lineStart))
        }
    }

    func atSizes(_ edits: [SourceEdit], variant: String?, sizes: [String], ends target: Target?, readsProblem: Bool = true) -> String? {
        guard let analysed = analyses[variant], let changed = changed(by: edits),
              changed.views.count == layout.views.count, changed.constraints.count == layout.constraints.count
        else { return "" }
        let changedVariant = changed.variants.first { $0.name == variant }
        let original = layout.constraints + (layout.variants.first { $0.name == variant }?.constraints ?? [])
        let edited = changed.constraints + (changedVariant?.constraints ?? [])
        guard changedVariant?.constraints.count == layout.variants.first(where: { $0.name == variant })?.constraints.count else { return "" }
        var befores: [SizeAnalysis] = []
        for name in sizes {
            guard let before = analysed[name] else { return "" }
            befores.append(before)
        }
        // The edited layout is analysed as the check analyses one (engines swept from size to
        // size, which find what an engine built at each size finds), stopping at the first problem.
        var problem: String?
        var position = 0
        let entry = self.edited[edits]!
        let sweep = Sweep(variant: variant, sizes: sizes)
        // Charged for the sizes up to where the sweep stopped, beyond those charged before.
        func charge(through reached: Int) {
            let charged = entry.charged[sweep] ?? 0
            guard reached > charged else { return }
            left -= (reached - charged) * views
            entry.charged[sweep] = reached
        }
        if LayoutCheck.buildsEngineForEachSolve {
            for (position, before) in befores.enumerated() {
                let after = SizeAnalysis.analyseWithContent(changed, variant: changedVariant, at: before.size)
                if let problem = self.problem(after: after, before: before, target: target, original: original, edited: edited) {
                    charge(through: position + 1)
                    return problem
                }
            }
            charge(through: befores.count)
            return nil
        }
        // Analyses an earlier proof of the same edits swept are compared first; past them the
        // sweep starts over (its engines are not kept), which gives the same analyses again.
        let known = entry.swept[sweep] ?? []
        for (index, (after, before)) in zip(known, befores).enumerated() {
            if let problem = self.problem(after: after, before: before, target: target, original: original, edited: edited) {
                charge(through: index + 1)
                return problem
            }
        }
        guard known.count < befores.count else {
            charge(through: befores.count)
            return nil
        }
        // The target stays at the first size whatever the priorities: the analysis there would
        // fail the proof (only its words are not known).
        if known.isEmpty, !readsProblem, Self.answersFreeTranslations, case .ambiguity(let views, let attributes)? = target,
           staysUndetermined(edits, views, attributes, variant: variant, at: befores[0], original: original, edited: edited, changed: changed) {
            Self.counts?.freeTranslations += 1
            charge(through: 1)
            return "the ambiguity at \(befores[0].size.name)"
        }
        var swept: [SizeAnalysis] = []
        swept.reserveCapacity(befores.count)
        prefixes.sharing {
            LayoutCheck.forEachAnalysis(changed, variant: changedVariant, at: befores.map(\.size)) { after in
                swept.append(after)
                defer { position += 1 }
                guard position >= known.count else { return true }
                problem = self.problem(after: after, before: befores[position], target: target, original: original, edited: edited)
                return problem == nil
            }
        }
        entry.swept[sweep] = swept
        charge(through: swept.count)
        return problem
    }

    /// Whether the edited layout's analysis at `before`'s size must fail the proof of `views`'
    /// `attributes`: the view's x or y is undetermined there in the original (`before`), it can
    /// slide along that axis with the items tied to it without any constraint of the original's
    /// build minding (``BuildPrefixes/movesFreely(view:axis:variant:startingAt:)``), and the
    /// edited layout is the original with other priorities below required (the same views, the
    /// same constraints otherwise). Such a slide leaves the position undetermined whatever the
    /// soft priorities (``FreeTranslation``), so the edited layout's analysis at that size has
    /// the target still, or, where a content guess on that axis hides it, a content guess the
    /// original did not have there (which had the attribute among its ambiguities, so no guess
    /// on the axis), or a conflict or frames that are not finite the original did not have: a
    /// problem at the first size either way.
    private func staysUndetermined(
        _ edits: [SourceEdit], _ views: [Int], _ attributes: [FrameAttribute], variant: String?, at before: SizeAnalysis,
        original: [LayoutConstraint], edited: [LayoutConstraint], changed: Layout
    ) -> Bool {
        guard views.count == 1, let ambiguity = before.ambiguities.first(where: { $0.view == views[0] }) else { return false }
        let axes = ambiguity.attributes.filter { ($0 == .x || $0 == .y) && attributes.contains($0) }.map(\.axis)
        guard axes.contains(where: { prefixes.movesFreely(view: views[0], axis: $0, variant: variant, startingAt: before.size) == true }),
              let entry = self.edited[edits] else { return false }
        if let known = entry.otherPrioritiesOnly[variant] { return known }
        let same = original.count == edited.count && changed.views.count == layout.views.count
            && !zip(original, edited).contains { !Self.sameButSoftPriority($0, $1) }
            && !zip(layout.views, changed.views).contains { a, b in
                var moved = b
                moved.range = a.range
                return moved != a
            }
        entry.otherPrioritiesOnly[variant] = same
        return same
    }

    /// Whether the engine reads `a` and `b` as the same constraint but for its priority, below
    /// required in both.
    private static func sameButSoftPriority(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.first == b.first && a.firstAttribute == b.firstAttribute && a.relation == b.relation && a.second == b.second
            && a.secondAttribute == b.secondAttribute && a.multiplier == b.multiplier && a.constant.value == b.constant.value
            && a.firstOrigin == b.firstOrigin && a.secondOrigin == b.secondOrigin
            && (a.priority.value == b.priority.value
                || (a.priority.value > 0 && a.priority.value < 1000 && b.priority.value > 0 && b.priority.value < 1000))
    }

    /// What `after` (the edited layout at one size) leaves of `target` or brings that `before`
    /// did not have, in words; `nil` when nothing.
    private func problem(
        after: SizeAnalysis, before: SizeAnalysis, target: Target?, original: [LayoutConstraint], edited: [LayoutConstraint]
    ) -> String? {
        let name = before.size.name
        guard after.isFinite || !before.isFinite else { return "frames that are not finite at \(name)" }
        switch target {
        case nil: break
        case .conflict(let members)?:
            if after.conflicts.contains(where: { $0.members == members }) { return "the conflict at \(name)" }
            // The same constraints by text (two equal constraints: the edit may not be the one
            // that counts); the texts are made only when there is a conflict to compare.
            if !after.conflicts.isEmpty {
                let texts = members.map { original[$0].text }.sorted()
                if after.conflicts.contains(where: { $0.members.map { edited[$0].text }.sorted() == texts }) { return "the conflict at \(name)" }
            }
        case .ambiguity(let views, let attributes)?:
            if after.ambiguities.contains(where: { views.contains($0.view) && !Set($0.attributes).isDisjoint(with: attributes) }) {
                return "the ambiguity at \(name)"
            }
        }
        // What `before` had is compared by view and attribute, axis or problem (not by text:
        // a key described as a string is printed, which cost more than the comparisons).
        if !after.conflicts.isEmpty {
            let conflicts = Set(before.conflicts.map(\.members))
            if after.conflicts.contains(where: { !conflicts.contains($0.members) }) { return "a conflict at \(name)" }
        }
        if !after.ambiguities.isEmpty {
            let undetermined = Set(before.ambiguities.flatMap { ambiguity in ambiguity.attributes.map { Of(ambiguity.view, $0) } })
            if let new = after.ambiguities.first(where: { ambiguity in !ambiguity.attributes.allSatisfy { undetermined.contains(Of(ambiguity.view, $0)) } }) {
                return "'\(layout.views[new.view].name)' with an ambiguous \(new.attributes.map(\.rawValue).joined(separator: ", ")) at \(name)"
            }
        }
        if !after.contentGuesses.isEmpty {
            let guessed = Set(before.contentGuesses.map { Of($0.view, $0.axis) })
            if let new = after.contentGuesses.first(where: { !guessed.contains(Of($0.view, $0.axis)) }) {
                return "'\(layout.views[new.view].name)' with a \(new.axis == .horizontal ? "width" : "height") taken from its \(new.content) at \(name)"
            }
        }
        if !after.textProblems.isEmpty {
            let cut = Set(before.textProblems.map { Of($0.view, $0.problem) })
            if let new = after.textProblems.first(where: { !cut.contains(Of($0.view, $0.problem)) }) {
                return "'\(layout.views[new.view].name)' with its text \(new.problem == .truncated ? "truncated" : "cut off") at \(name)"
            }
        }
        if !after.offScreen.isEmpty {
            let outside = Set(before.offScreen.map { Of($0.view, $0.problem) })
            if let new = after.offScreen.first(where: { !outside.contains(Of($0.view, $0.problem)) }) {
                let what = switch new.problem {
                case .negativeWidth, .negativeHeight: "with a \(new.problem.rawValue)"
                default: "outside the container on the \(new.problem.rawValue)"
                }
                return "'\(layout.views[new.view].name)' \(what) at \(name)"
            }
        }
        return nil
    }

    /// A view (its index) with one of its attributes, axes or problems: what ``problem(after:before:target:original:edited:)``
    /// compares at one size.
    private struct Of<What: Hashable>: Hashable {
        var view: Int
        var what: What
        init(_ view: Int, _ what: What) { self.view = view; self.what = what }
    }

    /// What makes a finding the same one before and after an edit, one key per attribute. (Keys
    /// are compared, never shown: enums are spelt by their raw values, not printed.)
    static func keys(_ finding: LayoutFinding) -> [String] {
        let scope = "\(finding.variant ?? "-")|"
        switch finding.detail {
        case .conflict(let members, _): return [scope + "conflict|" + members.map(\.text).sorted().joined(separator: ";")]
        case .ambiguity(let view, let attributes, _): return attributes.map { scope + ambiguityKey(view.name, $0) }
        case .offScreen(let view, let problem, _): return [scope + "off-screen|" + view.name + "." + problem.rawValue]
        case .nonFinite: return [scope + "non-finite"]
        case .contentGuess(let view, let axis, _): return [scope + contentKey(view.name, axis)]
        case .text(let view, let problem, _, _, _, _): return [scope + textKey(view.name, problem)]
        case .overlap(let view, let other, _): return [scope + "overlap|\(view.name)|\(other.name)"]
        case .scrollableContent(let view, let axis, _): return [scope + scrollableContentKey(view.name, axis)]
        }
    }

    static func textKey(_ view: String, _ problem: SizeAnalysis.TextProblem.Problem) -> String { "text|" + view + "." + problem.rawValue }

    static func ambiguityKey(_ view: String, _ attribute: FrameAttribute) -> String { "ambiguity|" + view + "." + attribute.rawValue }
    static func contentKey(_ view: String, _ axis: LayoutAxis) -> String { "content|" + view + "." + axisKey(axis) }
    static func scrollableContentKey(_ view: String, _ axis: LayoutAxis) -> String { "scrollable-content|" + view + "." + axisKey(axis) }
    private static func axisKey(_ axis: LayoutAxis) -> String { axis == .horizontal ? "horizontal" : "vertical" }

    /// ``Verdict/proved`` when the edited layout, checked again in full, has none of the
    /// findings `gone` (keys without the variant) in `variant` and none it did not have;
    /// ``Verdict/limited`` past the limit, ``Verdict/unproved`` when the budget left does not cover a check of
    /// the layout (estimated as the check that found them, with the variant alone when only
    /// its constraints change).
    func everywhere(_ edits: [SourceEdit], variant: String?, gone: [String]) -> Verdict {
        guard remaining > 0 else { return .limited }
        // The budget is looked at before the edited file is compiled (a compile of a large
        // file for each finding past the budget would cost more than the proofs it saves).
        let alone = !layout.hasConditionalVariants && changesOnlyConstraints(of: variant, edits)
            && layout.variants.contains { $0.name == variant }
        if edited[edits]?.findings[alone ? "only " + variant! : "all"] == nil {
            let estimate = alone ? sizes(of: variant).count : order.values.reduce(0) { $0 + $1.count }
            guard estimate * views <= left else { return .unproved }
        }
        guard let changed = changed(by: edits) else {
            remaining -= 1
            return .fails("")
        }
        let entry = edited[edits]!
        // Edits that change only the variant's constraints leave the layout with any other
        // variant as it was (its findings are those before): the variant alone is checked, when
        // which variant applies where does not depend on the others (no `when` conditions).
        var checked = changed
        var scope = "all"
        if !changed.hasConditionalVariants, changesOnlyConstraints(of: variant, edits),
           let own = changed.variants.first(where: { $0.name == variant }) {
            checked.variants = [own]
            scope = "only " + own.name
        }
        remaining -= 1
        if entry.findings[scope] == nil {
            // The check stops at the first finding the layout did not have (a key not in
            // `before`): the findings of its first sizes are findings of the whole check
            // (``LayoutCheck/run(_:axes:stoppingWhen:)``), so the whole check has it too, and
            // this proof and every later one of the same edits fails whatever its `gone`. The
            // budget is charged for the whole check, as if it had run to the end.
            let before = before
            let stops = Self.stopsAtNewFindings
            let run = prefixes.sharing {
                LayoutCheck.run(checked, axes: axes) { findings in
                    stops && findings.contains { Self.keys($0).contains { !before.contains($0) } }
                }
            }
            left -= run.plannedAnalyses * views
            entry.findings[scope] = run.findings.map(Self.keys)
            if run.complete { Self.counts?.whole += 1 } else { Self.counts?.stopped += 1 }
        }
        let gone = Set(gone.map { "\(variant ?? "-")|" + $0 })
        for keys in entry.findings[scope]! {
            for key in keys where gone.contains(key) || !before.contains(key) { return .fails("") }
        }
        return .proved
    }
}
