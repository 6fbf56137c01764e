import LayoutModel
import VFLEngine

/// The `--format json` document of `vflgen frames` (key order and number spelling fixed):
///
/// ```json
/// {"path": "W.vfl", "size": {"width": 390, "height": 844},
///  "layouts": [{"layout": "Welcome", "variant": null,
///               "frames": [{"view": "icon", "x": 15, "y": 20, "width": 30, "height": 30}]}],
///  "diagnostics": [{"id": ..., "severity": ..., "message": ..., "source": {...}, "notes": [...]}]}
/// ```
enum FramesJSON {
    static func render(_ results: [FramesResult], source: SourceFile, size: Size, diagnostics: [Diagnostic]) -> String {
        let layouts = results.map { result in
            let frames = result.solved.frames.map { name, frame in
                "{\"view\": \(JSONText.string(name)), \"x\": \(frame.x.shortestDescription), \"y\": \(frame.y.shortestDescription), "
                    + "\"width\": \(frame.width.shortestDescription), \"height\": \(frame.height.shortestDescription)}"
            }
            return "    {\n      \"layout\": \(JSONText.string(result.layout.name)),\n      \"variant\": \(result.variant.map { JSONText.string($0.name) } ?? "null"),\n"
                + "      \"frames\": [" + JSONText.list(frames, indent: 8) + "]\n    }"
        }
        var out = "{\n  \"path\": \(JSONText.string(source.path)),\n"
        out += "  \"size\": {\"width\": \(size.width.shortestDescription), \"height\": \(size.height.shortestDescription)},\n"
        out += "  \"layouts\": [" + (layouts.isEmpty ? "" : "\n" + layouts.joined(separator: ",\n") + "\n  ") + "],\n"
        out += "  \"diagnostics\": [" + JSONText.list(diagnostics.map { JSONText.diagnostic($0, in: source) }, indent: 4) + "]\n}\n"
        return out
    }
}
