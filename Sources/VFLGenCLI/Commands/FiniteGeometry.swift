import LayoutModel
import VFLEngine

/// Keeps `nan` and `inf` out of `vflgen frames`: numbers are finite, but sums of huge ones are
/// not (`--margins 1e308`, or `metric m = 1e308` in `H:|-m-[a(m)][b(1)]`), and a frame that is
/// not finite is neither a frame nor JSON. Options are bounded when read
/// (``maximumOptionMagnitude``); a layout whose frames still come out non-finite is an error
/// at its largest number (`non-finite-geometry`) and prints no frames.
enum FiniteGeometry {
    /// The largest magnitude an option's number may have: 10^15 points (exact integers in a
    /// `Double`; far past any screen).
    static let maximumOptionMagnitude = 1e15

    /// Whether every frame is made of finite numbers.
    static func isFinite(_ solved: SolvedLayout) -> Bool {
        solved.frames.allSatisfy { _, frame in
            frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
        }
    }

    /// The error for a layout whose frames are not finite: at the constraint with the largest
    /// constant (with a note at the metric it comes from), or at the layout when it has none.
    static func diagnostic(for layout: Layout, variant: LayoutVariant?) -> Diagnostic {
        let name = variant.map { "\(layout.name).\($0.name)" } ?? layout.name
        let constraints = layout.constraints + (variant?.constraints ?? [])
        guard let largest = constraints.max(by: { abs($0.constant.value) < abs($1.constant.value) }), largest.constant.value != 0 else {
            return .error("non-finite-geometry", "the frames of '\(name)' are not finite numbers; no frames are printed for it", at: layout.range)
        }
        var notes: [Diagnostic.Note] = []
        if let metric = largest.constant.metric, let declaration = layout.metrics.first(where: { $0.name == metric }) {
            notes.append(.init("metric '\(metric)' is declared here", at: declaration.range))
        }
        return .error(
            "non-finite-geometry",
            "the frames of '\(name)' are not finite numbers: the constant \(largest.constant.value.shortestDescription) of '\(largest.text)' is too large to solve with; no frames are printed for it",
            at: largest.source, notes: notes)
    }
}
