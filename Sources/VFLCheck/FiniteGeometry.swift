import LayoutModel
import VFLEngine

/// Keeps `nan` and `inf` out of `vflgen frames`: numbers are finite, but sums of huge ones are
/// not (`--margins 1e308`, or `metric m = 1e308` in `H:|-m-[a(m)][b(1)]`), and a frame that is
/// not finite is neither a frame nor JSON. Options are bounded when read
/// (``maximumOptionMagnitude``); a layout whose frames still come out non-finite is an error
/// at its largest number (`non-finite-geometry`) and prints no frames.
public enum FiniteGeometry {
    /// Whether every frame is made of finite numbers (its far edges too).
    public static func isFinite(_ solved: SolvedLayout) -> Bool {
        solved.frames.allSatisfy { _, frame in frame.isFinite }
    }

    /// The error for a layout whose frames are not finite: at its largest number (see
    /// ``largestNumber(in:variant:)``), at the layout when it has none.
    public static func diagnostic(for layout: Layout, variant: LayoutVariant?) -> Diagnostic {
        let name = variant.map { "\(layout.name).\($0.name)" } ?? layout.name
        guard let largest = largestNumber(in: layout, variant: variant) else {
            return .error("non-finite-geometry", "the frames of '\(name)' are not finite numbers; no frames are printed for it", at: layout.range)
        }
        return .error(
            "non-finite-geometry",
            "the frames of '\(name)' are not finite numbers: \(largest.text) is too large to solve with; no frames are printed for it",
            at: largest.range, notes: largest.notes)
    }

    /// The number to blame for frames that are not finite, as `vflgen frames`, `check` and
    /// `preview` name it: the largest in magnitude among the constraints' constants and
    /// multipliers (with a note at the metric a constant comes from) and the views'
    /// intrinsic size hints; `nil` when every one is 0 or 1.
    public struct LargestNumber {
        /// `the constant 1e+308 of 'a.leading == superview.leading + 1e+308'`.
        public var text: String
        public var range: SourceRange?
        public var notes: [Diagnostic.Note]
    }

    public static func largestNumber(in layout: Layout, variant: LayoutVariant?) -> LargestNumber? {
        var best: (magnitude: Double, number: LargestNumber)?
        func consider(_ value: Double, _ number: @autoclosure () -> LargestNumber) {
            let magnitude = abs(value)
            if magnitude > (best?.magnitude ?? 1) { best = (magnitude, number()) }
        }
        for constraint in layout.constraints + (variant?.constraints ?? []) {
            var notes: [Diagnostic.Note] = []
            if let metric = constraint.constant.metric, let declaration = layout.metrics.first(where: { $0.name == metric }) {
                notes.append(.init("metric '\(metric)' is declared here", at: declaration.range))
            }
            consider(constraint.constant.value, LargestNumber(
                text: "the constant \(constraint.constant.value.shortestDescription) of '\(constraint.text)'", range: constraint.source, notes: notes))
            consider(constraint.multiplier, LargestNumber(
                text: "the multiplier \(constraint.multiplier.shortestDescription) of '\(constraint.text)'", range: constraint.source, notes: []))
        }
        for view in layout.views {
            consider(largestHint(view), LargestNumber(
                text: "the intrinsic size \(largestHint(view).shortestDescription) of view '\(view.name)'", range: view.range, notes: []))
        }
        return best?.number
    }

    /// The larger magnitude of a view's intrinsic size hints (0 without any).
    public static func largestHint(_ view: ViewDeclaration) -> Double {
        max(abs(view.intrinsicWidth ?? 0), abs(view.intrinsicHeight ?? 0))
    }
}
