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

    /// The error for a layout whose frames are not finite: at its largest number, a
    /// constraint's constant (with a note at the metric it comes from) or a view's intrinsic
    /// size hint; at the layout when it has neither.
    static func diagnostic(for layout: Layout, variant: LayoutVariant?) -> Diagnostic {
        let name = variant.map { "\(layout.name).\($0.name)" } ?? layout.name
        let suffix = "is too large to solve with; no frames are printed for it"
        let constraints = layout.constraints + (variant?.constraints ?? [])
        let largest = constraints.max { abs($0.constant.value) < abs($1.constant.value) }
        let hinted = layout.views.max { largestHint($0) < largestHint($1) }
        if let hinted, largestHint(hinted) > abs(largest?.constant.value ?? 0) {
            return .error(
                "non-finite-geometry",
                "the frames of '\(name)' are not finite numbers: the intrinsic size \(largestHint(hinted).shortestDescription) of view '\(hinted.name)' \(suffix)",
                at: hinted.range)
        }
        guard let largest, largest.constant.value != 0 else {
            return .error("non-finite-geometry", "the frames of '\(name)' are not finite numbers; no frames are printed for it", at: layout.range)
        }
        var notes: [Diagnostic.Note] = []
        if let metric = largest.constant.metric, let declaration = layout.metrics.first(where: { $0.name == metric }) {
            notes.append(.init("metric '\(metric)' is declared here", at: declaration.range))
        }
        return .error(
            "non-finite-geometry",
            "the frames of '\(name)' are not finite numbers: the constant \(largest.constant.value.shortestDescription) of '\(largest.text)' \(suffix)",
            at: largest.source, notes: notes)
    }

    /// The larger magnitude of a view's intrinsic size hints (0 without any).
    static func largestHint(_ view: ViewDeclaration) -> Double {
        max(abs(view.intrinsicWidth ?? 0), abs(view.intrinsicHeight ?? 0))
    }
}
