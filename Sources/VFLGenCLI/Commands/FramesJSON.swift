import LayoutModel
import VFLEngine

/// The `--format json` document of `vflgen frames` (key order and number spelling fixed):
///
/// ```json
/// {"path": "W.vfl", "size": {"width": 390, "height": 844},
///  "layouts": [{"layout": "Welcome", "variant": null,
///               "frames": [{"view": "icon", "x": 15, "y": 20, "width": 30, "height": 30}],
///               "contentSizes": [{"view": "form", "width": 390, "height": 1200}]}],   // only with scroll views
///  "diagnostics": [{"id": ..., "severity": ..., "message": ..., "source": {...}, "notes": [...]}]}
/// ```
enum FramesJSON {
    /// With `--device`, `size` is `null` and each layout names its `device` and `container`
    /// size; a fitting side is `null` in `size`, and each layout gives the `container` size found.
    static func render(_ results: [FramesResult], source: SourceFile, sizes: [FramesSize], diagnostics: [Diagnostic]) -> String {
        let layouts = results.map { result in
            let frames = result.solved.frames.map { name, frame in
                "{\"view\": \(JSONText.string(name)), \"x\": \(frame.x.shortestDescription), \"y\": \(frame.y.shortestDescription), "
                    + "\"width\": \(frame.width.shortestDescription), \"height\": \(frame.height.shortestDescription)}"
            }
            var place = ""
            if let device = result.size.device { place += "      \"device\": \(JSONText.string(device)),\n" }
            if result.size.device != nil || !result.size.fitting.isEmpty {
                let container = result.solved.containerSize
                place += "      \"container\": {\"width\": \(container.width.shortestDescription), \"height\": \(container.height.shortestDescription)},\n"
            }
            var contentSizes = ""
            if !result.solved.contentSizes.isEmpty {
                let sizes = result.solved.contentSizes.map { name, size in
                    "{\"view\": \(JSONText.string(name)), \"width\": \(size.width.shortestDescription), \"height\": \(size.height.shortestDescription)}"
                }
                contentSizes = ",\n      \"contentSizes\": [" + JSONText.list(sizes, indent: 8) + "]"
            }
            return "    {\n      \"layout\": \(JSONText.string(result.layout.name)),\n      \"variant\": \(result.variant.map { JSONText.string($0.name) } ?? "null"),\n"
                + place + "      \"frames\": [" + JSONText.list(frames, indent: 8) + "]" + contentSizes + "\n    }"
        }
        var out = "{\n  \"path\": \(JSONText.string(source.path)),\n"
        if sizes.count == 1, sizes[0].device == nil {
            let size = sizes[0].environment.size
            let fitting = sizes[0].fitting
            let width = fitting.contains(.width) ? "null" : size.width.shortestDescription
            let height = fitting.contains(.height) ? "null" : size.height.shortestDescription
            out += "  \"size\": {\"width\": \(width), \"height\": \(height)},\n"
        } else {
            out += "  \"size\": null,\n"
        }
        out += "  \"layouts\": [" + (layouts.isEmpty ? "" : "\n" + layouts.joined(separator: ",\n") + "\n  ") + "],\n"
        out += "  \"diagnostics\": [" + JSONText.list(diagnostics.map { JSONText.diagnostic($0, in: source) }, indent: 4) + "]\n}\n"
        return out
    }
}
