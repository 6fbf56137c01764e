import LayoutModel
import VFLEngine
import VFLPreview
import VFLCheck

/// The pictures `vflgen preview` draws for a layout are the sizes `vflgen check` checks it at
/// (its `container` lines, else the device presets; variants named `portrait`/`landscape`
/// only in that orientation; right-to-left when it uses leading/trailing and does not come out
/// the same; a layout with variants is shown with one of them active), each with the check's
/// findings at that size.
enum CheckedPictures {
    /// The check the pictures are drawn from: at `presets`, at the default content only (the
    /// gallery adds its own content axes).
    static func check(presets: [DevicePreset]) -> FileCheck {
        FileCheck(axes: CheckAxes(presets: presets, contents: [.standard]), severity: .warning)
    }

    static func requests(for layout: Layout, in source: SourceFile, presets: [DevicePreset]) -> [PictureRequest] {
        requests(for: layout, in: source, checked: check(presets: presets).check(layout, in: source))
    }

    /// The pictures of `checked`, which is ``check(presets:)``'s result for `layout` (or one
    /// equal to it: the layouts fuzzer passes its `vflgen check` run where that is the same).
    static func requests(
        for layout: Layout, in source: SourceFile, checked check: (findings: [(finding: LayoutFinding, built: CheckFinding)], analyses: [SizeAnalysis])
    ) -> [PictureRequest] {
        // One picture per analysed size: each analysis names its size and variant.
        return withoutUnmirroredTwins(check.analyses).map { analysis in
            let size = analysis.size
            let variant = analysis.variant.flatMap { name in layout.variants.first { $0.name == name } }
            var name = size.name
            if name.hasSuffix(CheckSize.rightToLeftSuffix) { name.removeLast(CheckSize.rightToLeftSuffix.count) }
            let environment = size.environment
            // A fitting size that is not finite (its `non-finite` finding says why) is drawn as 0.
            let fitted = analysis.containerSize
            let drawn = fitted.width.isFinite && fitted.height.isFinite ? fitted : environment.size
            let canvas = PreviewCanvas(
                name: name, size: drawn, margins: environment.margins, safeArea: environment.safeArea,
                keyboardHeight: environment.keyboardHeight)
            let findings = check.findings
                .filter { $0.finding.variant == analysis.variant && $0.finding.sizes.contains(size.name) }
                .map { previewFinding($0.finding, $0.built, in: source) }
            var fitting: FittingSides = []
            if size.fitsWidth { fitting.insert(.width) }
            if size.fitsHeight { fitting.insert(.height) }
            return PictureRequest(variant: variant, canvas: canvas, direction: environment.layoutDirection, findings: findings, fitting: fitting)
        }
    }

    /// The analyses without each right-to-left one whose frames are those of its left-to-right
    /// twin (same variant and size): a layout that does not mirror (`H:|-[a]-|`) would show
    /// the same picture twice.
    static func withoutUnmirroredTwins(_ analyses: [SizeAnalysis]) -> [SizeAnalysis] {
        func key(_ analysis: SizeAnalysis, dropping suffix: String = "") -> String {
            var name = analysis.size.name
            if !suffix.isEmpty, name.hasSuffix(suffix) { name.removeLast(suffix.count) }
            return "\(analysis.variant ?? "")\u{0}\(name)"
        }
        var leftToRight: [String: [Rect]] = [:]
        for analysis in analyses where analysis.size.environment.layoutDirection == .leftToRight {
            leftToRight[key(analysis)] = analysis.frames
        }
        return analyses.filter { analysis in
            guard analysis.size.environment.layoutDirection == .rightToLeft,
                let twin = leftToRight[key(analysis, dropping: CheckSize.rightToLeftSuffix)], twin.count == analysis.frames.count
            else { return true }
            let same = zip(twin, analysis.frames).allSatisfy { a, b in
                [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) <= 1e-9 }
            }
            return !same
        }
    }

    /// The check's finding as drawn: on the views it concerns, with the message `vflgen check` prints.
    static func previewFinding(_ finding: LayoutFinding, _ built: CheckFinding, in source: SourceFile) -> PreviewFinding {
        var views: [String] = []
        let label: String
        switch finding.detail {
        case .conflict(let members, _):
            label = "conflict"
            for member in members {
                for name in [member.first.viewName, member.second?.viewName].compactMap({ $0 }) where !views.contains(name) {
                    views.append(name)
                }
            }
        case .ambiguity(let view, _, _):
            label = "ambiguous"
            views = [view.name]
        case .contentGuess(let view, _, _):
            label = "size is a guess"
            views = [view.name]
        case .offScreen(let view, _, _):
            label = "off screen"
            views = [view.name]
        case .scrollableContent(let view, _, _):
            label = "content size ambiguous"
            views = [view.name]
        case .nonFinite:
            label = "not finite"
        case .text(let view, let problem, _, _, _, _):
            label = problem == .truncated ? "truncated" : "text cut off"
            views = [view.name]
        case .overlap(let view, let other, _):
            label = "overlap"
            views = [view.name, other.name]
        }
        let location = built.diagnostic.range.map { source.location(of: $0.start).description } ?? ""
        return PreviewFinding(kind: label, message: built.diagnostic.message, views: views, location: location)
    }
}
