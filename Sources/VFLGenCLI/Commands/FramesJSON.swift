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
                "{\"view\": \(string(name)), \"x\": \(frame.x.shortestDescription), \"y\": \(frame.y.shortestDescription), "
                    + "\"width\": \(frame.width.shortestDescription), \"height\": \(frame.height.shortestDescription)}"
            }
            return "    {\n      \"layout\": \(string(result.layout.name)),\n      \"variant\": \(result.variant.map { string($0.name) } ?? "null"),\n"
                + "      \"frames\": [" + list(frames, indent: 8) + "]\n    }"
        }
        var out = "{\n  \"path\": \(string(source.path)),\n"
        out += "  \"size\": {\"width\": \(size.width.shortestDescription), \"height\": \(size.height.shortestDescription)},\n"
        out += "  \"layouts\": [" + (layouts.isEmpty ? "" : "\n" + layouts.joined(separator: ",\n") + "\n  ") + "],\n"
        out += "  \"diagnostics\": [" + list(diagnostics.map { diagnostic($0, in: source) }, indent: 4) + "]\n}\n"
        return out
    }

    static func diagnostic(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
        let notes = diagnostic.notes.map { note in
            "{\"message\": \(string(note.message)), \"source\": \(note.range.map { range($0, in: source) } ?? "null")}"
        }
        return "{\"id\": \(string(diagnostic.id.rawValue)), \"severity\": \(string(diagnostic.severity.rawValue)), "
            + "\"message\": \(string(diagnostic.message)), \"source\": \(diagnostic.range.map { range($0, in: source) } ?? "null"), "
            + "\"notes\": [\(notes.joined(separator: ", "))]}"
    }

    static func range(_ range: SourceRange, in source: SourceFile) -> String {
        let location = source.location(of: range.start)
        return "{\"file\": \(string(source.path)), \"line\": \(location.line), \"column\": \(location.column), \"length\": \(range.length)}"
    }

    static func list(_ items: [String], indent: Int) -> String {
        guard !items.isEmpty else { return "" }
        let pad = String(repeating: " ", count: indent)
        return "\n" + items.map { pad + $0 }.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent - 2)
    }

    /// A JSON string literal.
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
