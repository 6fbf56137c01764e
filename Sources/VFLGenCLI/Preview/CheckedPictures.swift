import LayoutModel
import VFLEngine
import VFLPreview

/// The pictures `vflgen preview` draws for a layout are the sizes `vflgen check` checks it at
/// (its `container` lines, else the device presets; variants named `portrait`/`landscape`
/// only in that orientation; right-to-left when it uses leading/trailing; a layout with
/// variants is shown with one of them active), each with the check's findings at that size.
enum CheckedPictures {
    static func requests(for layout: Layout, in source: SourceFile, presets: [DevicePreset]) -> [PictureRequest] {
        let check = FileCheck(presets: presets, severity: .warning).check(layout, in: source)
        // One picture per analysed size: each analysis names its size and variant.
        return check.analyses.map { analysis in
            let size = analysis.size
            let variant = analysis.variant.flatMap { name in layout.variants.first { $0.name == name } }
            var name = size.name
            if name.hasSuffix(CheckSize.rightToLeftSuffix) { name.removeLast(CheckSize.rightToLeftSuffix.count) }
            let environment = size.environment
            let canvas = PreviewCanvas(name: name, size: analysis.containerSize, margins: environment.margins, safeArea: environment.safeArea)
            let findings = check.findings
                .filter { $0.finding.variant == analysis.variant && $0.finding.sizes.contains(size.name) }
                .map { previewFinding($0.finding, $0.built, in: source) }
            return PictureRequest(variant: variant, canvas: canvas, direction: environment.layoutDirection, findings: findings)
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
        }
        let location = built.diagnostic.range.map { source.location(of: $0.start).description } ?? ""
        return PreviewFinding(kind: label, message: built.diagnostic.message, views: views, location: location)
    }
}
