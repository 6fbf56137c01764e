import LayoutModel
import VFLLanguage

/// The `--format json` document of `vflgen constraints`, written by hand so that key order
/// and number spelling are fixed (numbers use ``Swift/Double/shortestDescription``).
///
/// ```json
/// {"files": [{"path": "W.vfl", "diagnostics": [...], "layouts": [{"name": "Welcome",
///   "views": [...], "metrics": [...], "constraints": [...], "variants": [{"name": ..., "constraints": [...]}]}]}]}
/// ```
struct ConstraintsJSON {
    private var files: [String] = []

    mutating func add(_ compilation: VFLCompilation, includeLayouts: Bool) {
        let source = compilation.file.source
        var out = "    {\n      \"path\": \(string(source.path)),\n"
        out += "      \"diagnostics\": [" + list(compilation.diagnostics.map { diagnostic($0, in: source) }, indent: 8) + "],\n"
        let layouts = includeLayouts ? compilation.file.layouts : []
        out += "      \"layouts\": [" + list(layouts.map { layout($0, in: source) }, indent: 8) + "]\n    }"
        files.append(out)
    }

    mutating func addUnreadable(path: String, diagnostic: Diagnostic) {
        let entry = "{\"id\": \(string(diagnostic.id.rawValue)), \"severity\": \"error\", \"message\": \(string(diagnostic.message))}"
        files.append("    {\n      \"path\": \(string(path)),\n      \"diagnostics\": [\n        \(entry)\n      ],\n      \"layouts\": []\n    }")
    }

    func finish() -> String {
        "{\n  \"files\": [\n" + files.joined(separator: ",\n") + (files.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    // MARK: Pieces

    private func layout(_ layout: Layout, in source: SourceFile) -> String {
        let views = layout.views.map { view in
            var fields = ["\"name\": \(string(view.name))", "\"type\": \(view.type.map(string) ?? "null")"]
            if let width = view.intrinsicWidth { fields.append("\"intrinsicWidth\": \(width.shortestDescription)") }
            if let height = view.intrinsicHeight { fields.append("\"intrinsicHeight\": \(height.shortestDescription)") }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        let metrics = layout.metrics.map { metric in
            var usage: [String] = []
            if metric.usage.contains(.constant) { usage.append("\"constant\"") }
            if metric.usage.contains(.priority) { usage.append("\"priority\"") }
            return "{\"name\": \(string(metric.name)), \"value\": \(metric.value.shortestDescription), \"usage\": [\(usage.joined(separator: ", "))]}"
        }
        let variants = layout.variants.map { variant in
            "{\n            \"name\": \(string(variant.name)),\n            \"constraints\": ["
                + list(variant.constraints.map { constraint($0, in: source) }, indent: 14) + "]\n          }"
        }
        return """
        {
                  "name": \(string(layout.name)),
                  "views": [\(list(views, indent: 12))],
                  "metrics": [\(list(metrics, indent: 12))],
                  "constraints": [\(list(layout.constraints.map { constraint($0, in: source) }, indent: 12))],
                  "variants": [\(list(variants, indent: 12))]
                }
        """
    }

    private func constraint(_ constraint: LayoutConstraint, in source: SourceFile) -> String {
        var fields = [
            "\"text\": \(string(constraint.text))",
            "\"first\": \(string(constraint.first.name))",
            "\"firstAttribute\": \(string(constraint.firstAttribute.rawValue))",
            "\"relation\": \(string(constraint.relation.rawValue))",
            "\"second\": \(constraint.second.map { string($0.name) } ?? "null")",
            "\"secondAttribute\": \(constraint.secondAttribute.map { string($0.rawValue) } ?? "null")",
            "\"multiplier\": \(constraint.multiplier.shortestDescription)",
            "\"constant\": \(constraint.constant.value.shortestDescription)",
            "\"constantMetric\": \(constraint.constant.metric.map(string) ?? "null")",
            "\"priority\": \(constraint.priority.value.shortestDescription)",
            "\"priorityMetric\": \(constraint.priority.metric.map(string) ?? "null")",
            "\"kind\": \(string(constraint.kind.rawValue))",
        ]
        fields.append("\"source\": \(range(constraint.source, in: source))")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private func diagnostic(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
        var fields = [
            "\"id\": \(string(diagnostic.id.rawValue))",
            "\"severity\": \(string(diagnostic.severity.rawValue))",
            "\"message\": \(string(diagnostic.message))",
            "\"source\": \(diagnostic.range.map { range($0, in: source) } ?? "null")",
        ]
        let notes = diagnostic.notes.map { note in
            "{\"message\": \(string(note.message)), \"source\": \(note.range.map { range($0, in: source) } ?? "null")}"
        }
        fields.append("\"notes\": [\(notes.joined(separator: ", "))]")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private func range(_ range: SourceRange, in source: SourceFile) -> String {
        let location = source.location(of: range.start)
        return "{\"file\": \(string(source.path)), \"line\": \(location.line), \"column\": \(location.column), \"length\": \(range.length)}"
    }

    private func list(_ items: [String], indent: Int) -> String {
        guard !items.isEmpty else { return "" }
        let pad = String(repeating: " ", count: indent)
        return "\n" + items.map { pad + $0 }.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent - 2)
    }

    /// A JSON string literal.
    private func string(_ value: String) -> String {
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
