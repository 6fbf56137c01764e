import LayoutModel

/// The check's view of each label, button and text field with its text, at one size in one
/// content configuration (docs/Check.md, "Checked across content"):
///
/// - A label of more than one line wraps at the width it is given, as `UILabel` with
///   `preferredMaxLayoutWidth` unset: the layout is solved with it on one line, the label is
///   measured at its solved width, and the layout is solved again with that height (as
///   `vflgen frames` does).
/// - A single-line label or a button narrower than one of its sample strings shows it cut
///   with "…" (``SizeAnalysis/TextProblem/Problem/truncated``); a wrapping label shorter than
///   its wrapped text loses lines (``SizeAnalysis/TextProblem/Problem/clipped``).
/// - Views that overlap with one that shows text are listed (``SizeAnalysis/overlaps``): the
///   check reports a pair that overlaps in some content configurations but not at the default.
///
/// A view with an `intrinsic` hint, or whose width (height) is ambiguous, is not judged on
/// that axis: its frame there is one of many.
public enum ContentAnalysis {
    /// Points a text may exceed its frame by before it counts as cut (below half a pixel at @2x).
    static let tolerance = 0.01

    /// `analysis` with its content: solved again with wrapped heights when a wrapping label's
    /// height changes at its solved width, then with ``SizeAnalysis/textProblems`` and
    /// ``SizeAnalysis/overlaps`` filled in. The result keeps `analysis`'s size.
    public static func completed(_ analysis: SizeAnalysis, layout: Layout, variant: LayoutVariant?) -> SizeAnalysis {
        completed(analysis, layout: layout, variant: variant, reSolve: nil, measures: Measures(layout))
    }

    /// The text measurements of one layout's views (``ContentMeasure``), kept for the other
    /// sizes and content configurations of the same check: a single-line label measures the
    /// same at every size, and a wrapping label at the same width. Measuring is a pure function
    /// of the view, the configuration, the sample and the width, so the answers are the same.
    final class Measures {
        let layout: Layout
        private struct Key: Hashable {
            var view: Int
            var content: ContentConfiguration
            var sample: Int
            var width: Double?
        }
        private var sizes: [Key: (width: Double?, height: Double?)?] = [:]
        private var checked: [Key: (width: Double?, height: Double?)] = [:]
        private var widest: [Key: Int] = [:]
        private var texts: [Key: [String]] = [:]

        /// Each view's ``ContentMeasure/kind(of:)``, and whether it wraps (``ContentMeasure/wraps(_:)``):
        /// asked for every view at every size (a tenth of the content check's time in the debug
        /// build, reading each view's class name).
        let kinds: [ContentMeasure.Kind?]
        let wraps: [Bool]

        init(_ layout: Layout) {
            self.layout = layout
            kinds = layout.views.map(ContentMeasure.kind(of:))
            wraps = layout.views.map(ContentMeasure.wraps)
        }

        /// ``ContentMeasure/intrinsicSize(of:in:sample:width:)`` of view `view`.
        func intrinsicSize(_ view: Int, in content: ContentConfiguration, sample: Int = 0, width: Double? = nil) -> (width: Double?, height: Double?)? {
            let key = Key(view: view, content: content, sample: sample, width: width)
            if let known = sizes[key] { return known }
            let size = ContentMeasure.intrinsicSize(of: layout.views[view], in: content, sample: sample, width: width)
            sizes[key] = .some(size)
            return size
        }

        /// ``IntrinsicContentClasses/checkedSize(of:in:)`` of view `view`.
        func checkedSize(_ view: Int, in content: ContentConfiguration) -> (width: Double?, height: Double?) {
            let key = Key(view: view, content: content, sample: 0, width: nil)
            if let known = checked[key] { return known }
            let size = IntrinsicContentClasses.checkedSize(of: layout.views[view], in: content)
            checked[key] = size
            return size
        }

        /// ``ContentMeasure/widestSample(of:in:)`` of view `view`.
        func widestSample(_ view: Int, in content: ContentConfiguration) -> Int {
            let key = Key(view: view, content: content, sample: 0, width: nil)
            if let known = widest[key] { return known }
            let sample = ContentMeasure.widestSample(of: layout.views[view], in: content)
            widest[key] = sample
            return sample
        }

        /// ``ContentMeasure/texts(of:in:)`` of view `view`.
        func texts(_ view: Int, in content: ContentConfiguration) -> [String] {
            let key = Key(view: view, content: content, sample: 0, width: nil)
            if let known = texts[key] { return known }
            let strings = ContentMeasure.texts(of: layout.views[view], in: content)
            texts[key] = strings
            return strings
        }
    }

    /// A wrapped labels' re-solve (``completed(_:layout:variant:reSolve:measures:)``): the
    /// analysis at the size given (with the wrapped labels' sizes among its intrinsic sizes),
    /// and whether an engine already there was moved for it (`false`: one was built); `nil`:
    /// build an engine at that size.
    typealias ReSolve = (CheckSize) -> (analysis: SizeAnalysis, live: Bool)?

    /// ``completed(_:layout:variant:)``, solving again with wrapped heights by `reSolve` first
    /// (`nil`, or where it answers `nil`: build an engine at that size, as without it). It must
    /// answer what an engine built there finds.
    static func completed(
        _ analysis: SizeAnalysis, layout: Layout, variant: LayoutVariant?, reSolve: ReSolve?, measures: Measures
    ) -> SizeAnalysis {
        guard analysis.conflicts.isEmpty, analysis.isFinite else { return analysis }
        let content = analysis.size.environment.content
        var result = analysis
        var overrides = analysis.size.environment.intrinsicSizes
        var changed = false
        for (index, view) in layout.views.enumerated() where measures.wraps[index] && overrides[view.name] == nil && !hinted(view) {
            guard !isAmbiguous(index, .width, in: analysis) else { continue }
            let unwrapped = measures.checkedSize(index, in: content)
            let width = analysis.frames[index].width
            let sample = measures.widestSample(index, in: content)
            guard let unwrappedWidth = unwrapped.width,
                  let height = measures.intrinsicSize(index, in: content, sample: sample, width: width)?.height
            else { continue }
            let size = (width: Optional(min(unwrappedWidth, width)), height: Optional(height))
            if size.width != unwrapped.width || size.height != unwrapped.height {
                overrides[view.name] = size
                changed = true
            }
        }
        if changed {
            var wrapped = analysis.size
            wrapped.environment.intrinsicSizes = overrides
            if let reSolved = reSolve?(wrapped) {
                result = reSolved.analysis
                if reSolved.live { LayoutCheck.counts?.liveReSolves += 1 } else { LayoutCheck.counts?.builtReSolves += 1 }
            } else {
                result = SizeAnalysis.analyse(layout, variant: variant, at: wrapped)
                LayoutCheck.counts?.builtReSolves += 1
            }
            result.size = analysis.size
            guard result.conflicts.isEmpty, result.isFinite else { return result }
        }
        result.textProblems = textProblems(in: result, layout: layout, measures: measures)
        result.overlaps = overlaps(in: result, layout: layout, kinds: measures.kinds)
        return result
    }

    static func hinted(_ view: ViewDeclaration) -> Bool { view.intrinsicWidth != nil || view.intrinsicHeight != nil }

    static func isAmbiguous(_ view: Int, _ attribute: FrameAttribute, in analysis: SizeAnalysis) -> Bool {
        analysis.undetermined.contains { $0.view == view && $0.attributes.contains(attribute) }
            || analysis.ambiguities.contains { $0.view == view && $0.attributes.contains(attribute) }
    }

    /// The labels and buttons whose text does not fit their solved frames: each sample string
    /// is measured (the widest that does not fit is named).
    static func textProblems(in analysis: SizeAnalysis, layout: Layout, measures: Measures) -> [SizeAnalysis.TextProblem] {
        let content = analysis.size.environment.content
        var problems: [SizeAnalysis.TextProblem] = []
        for (index, view) in layout.views.enumerated() where !hinted(view) {
            guard let kind = measures.kinds[index], kind == .label || kind == .button else { continue }
            let frame = analysis.frames[index]
            let texts = measures.texts(index, in: content)
            if measures.wraps[index] {
                guard !isAmbiguous(index, .height, in: analysis), !isAmbiguous(index, .width, in: analysis),
                      frame.width >= 0, frame.height >= 0 else { continue }
                var worst: SizeAnalysis.TextProblem?
                for sample in texts.indices {
                    guard let needed = measures.intrinsicSize(index, in: content, sample: sample, width: frame.width)?.height,
                          needed > frame.height + tolerance, needed > (worst?.needed ?? 0) else { continue }
                    worst = .init(view: index, problem: .clipped, text: texts[sample], needed: needed, given: frame.height)
                }
                if let worst { problems.append(worst) }
            } else {
                // A negative width is its own finding (off-screen's `negative width`).
                guard !isAmbiguous(index, .width, in: analysis), frame.width >= 0 else { continue }
                var worst: SizeAnalysis.TextProblem?
                for sample in texts.indices {
                    guard let needed = measures.intrinsicSize(index, in: content, sample: sample)?.width,
                          needed > frame.width + tolerance, needed > (worst?.needed ?? 0) else { continue }
                    worst = .init(view: index, problem: .truncated, text: texts[sample], needed: needed, given: frame.width)
                }
                if let worst { problems.append(worst) }
            }
        }
        return problems
    }

    /// Pairs of the layout's own views (not external views or guides) that overlap by more
    /// than ``tolerance`` on both axes, at least one of them a label, button or text field,
    /// neither placed ambiguously; in the order of the views' indices.
    ///
    /// Views are swept top to bottom: each is compared only with the views that start above its
    /// bottom (comparing every pair at every size was quadratic: 125M of the debug build's 716M
    /// instructions checking a screen of 120 views in rows). `kinds`: each view's
    /// ``ContentMeasure/kind(of:)`` (``Measures/kinds``).
    static func overlaps(in analysis: SizeAnalysis, layout: Layout, kinds: [ContentMeasure.Kind?]) -> [SizeAnalysis.Overlap] {
        let frames = analysis.frames
        let placed = layout.views.indices.filter { index in
            let view = layout.views[index]
            return view.isSubview && !view.isExternal && !analysis.undetermined.contains { $0.view == index }
                && !analysis.ambiguities.contains { $0.view == index }
        }
        var texts = [Bool](repeating: false, count: layout.views.count)
        for index in placed {
            guard let kind = kinds[index] else { continue }
            texts[index] = kind != .image
        }
        guard texts.contains(true) else { return [] }
        // A frame of negative height or width overlaps nothing: its far edge is before its near one.
        let downwards = placed.filter { frames[$0].height >= 0 && frames[$0].width >= 0 }
            .sorted { frames[$0].y != frames[$1].y ? frames[$0].y < frames[$1].y : $0 < $1 }
        var pairs: [(Int, Int)] = []
        for (position, a) in downwards.enumerated() {
            let first = frames[a]
            for b in downwards[(position + 1)...] {
                let second = frames[b]
                // Every later view starts lower still: none reaches into `a` by more than the tolerance.
                if second.y >= first.maxY - tolerance { break }
                guard texts[a] || texts[b] else { continue }
                let width = min(first.maxX, second.maxX) - max(first.x, second.x)
                let height = min(first.maxY, second.maxY) - max(first.y, second.y)
                if width > tolerance, height > tolerance { pairs.append(a < b ? (a, b) : (b, a)) }
            }
        }
        pairs.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        return pairs.map { SizeAnalysis.Overlap(views: [$0.0, $0.1]) }
    }
}
